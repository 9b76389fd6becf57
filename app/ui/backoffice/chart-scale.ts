/** Value axes of the back-office charts: a maximum rounded up to 1, 2, 2.5 or 5 times a power of ten. */
export function niceScale(max: number, ticks = 4): { max: number; ticks: number[] } {
  if (!(max > 0) || !Number.isFinite(max)) return { max: 1, ticks: [0, 1] };
  const rough = max / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const top = Math.ceil(max / step - 1e-9) * step;
  const count = Math.round(top / step);
  return {
    max: +top.toPrecision(12),
    ticks: Array.from({ length: count + 1 }, (_, i) => +(i * step).toPrecision(12)),
  };
}
