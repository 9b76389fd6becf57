/**
 * Statistics charts drawn as plain HTML and SVG: no chart library (decision 0023: the lightest usable
 * one, uPlot, is 23 KB gzip and needs the DOM; these two render on the server and weigh about 2 KB).
 * The drawing is hidden from screen readers; each chart is followed by its numbers as a table.
 */
import { type CSSProperties, useId } from "react";
import { useTranslation } from "../../core/i18n/react";
import { niceScale } from "./chart-scale";
import styles from "./charts.module.css";

type Format = (n: number) => string;
const plain: Format = (n) => String(n);

export type BarDatum = { readonly key: string; readonly label: string; readonly value: number };

type BarProps = {
  title: string;
  data: readonly BarDatum[];
  /** Table column titles (default "Category", "Value"). */
  categoryHeader?: string;
  valueHeader?: string;
  formatValue?: Format;
};

/** Horizontal bars, one per category (long names fit on a phone). */
export function BarChart({ title, data, categoryHeader, valueHeader, formatValue = plain }: BarProps) {
  const { t } = useTranslation("backoffice");
  const id = useId();
  const scale = niceScale(Math.max(0, ...data.map((d) => d.value)));
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`} data-testid="bar-chart">
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <div className={styles.bars} aria-hidden>
        {data.map((d) => (
          <div key={d.key} className={styles.barRow}>
            <span className={styles.barLabel}>{d.label}</span>
            <span className={styles.barTrack}>
              <span
                className={styles.bar}
                style={{ "--share": `${(Math.max(0, d.value) / scale.max) * 100}%` } as CSSProperties}
              />
            </span>
            <span className={styles.barValue}>{formatValue(d.value)}</span>
          </div>
        ))}
      </div>
      <table className={styles.numbers}>
        <caption className="visually-hidden">{t("charts.numbers", { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader ?? t("charts.category")}</th>
            <th scope="col">{valueHeader ?? t("charts.value")}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.label}</th>
              <td>{formatValue(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export type LineSeries = { readonly key: string; readonly label: string; readonly values: readonly number[] };

type LineProps = {
  title: string;
  /** The x positions' labels (days, weeks), already formatted; each series has one value per label. */
  labels: readonly string[];
  series: readonly LineSeries[];
  /** Fill below the (first) line. */
  area?: boolean;
  /** Table's first column title (default "Date"). */
  labelHeader?: string;
  formatValue?: Format;
};

const W = 600;
const H = 200;

/** A time series: one line per series (up to four colours), the first optionally filled. */
export function LineChart({ title, labels, series, area, labelHeader, formatValue = plain }: LineProps) {
  const { t } = useTranslation("backoffice");
  const id = useId();
  const scale = niceScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const x = (i: number) => (labels.length <= 1 ? W / 2 : (i / (labels.length - 1)) * W);
  const y = (v: number) => H - (Math.max(0, v) / scale.max) * H;
  const path = (values: readonly number[]) =>
    values.map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join("");
  // At most about six x labels, evenly spread, always the first and the last.
  const every = Math.max(1, Math.ceil(labels.length / 6));
  const shown = labels.map((_, i) => i).filter((i) => i % every === 0 || i === labels.length - 1);

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`} data-testid="line-chart">
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <div className={styles.lineChart} aria-hidden>
        {series.length > 1 && (
          <ul className={styles.legend}>
            {series.map((s, i) => (
              <li key={s.key} data-series={i % 4}>
                {s.label}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.plot}>
          <div className={styles.yAxis}>
            {scale.ticks.map((tick) => (
              <span key={tick} style={{ bottom: `${(tick / scale.max) * 100}%` }}>
                {formatValue(tick)}
              </span>
            ))}
          </div>
          <div className={styles.area}>
            <svg
              viewBox={`0 0 ${W} ${H}`}
              preserveAspectRatio="none"
              className={styles.svg}
              focusable="false"
            >
              {scale.ticks.map((tick) => (
                <line key={tick} x1={0} x2={W} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              ))}
              {area && series[0] && series[0].values.length > 1 && (
                <path
                  d={`${path(series[0].values)}L${x(series[0].values.length - 1)},${H}L0,${H}Z`}
                  className={styles.fill}
                />
              )}
              {series.map((s, i) => (
                <path key={s.key} d={path(s.values)} className={styles.line} data-series={i % 4} />
              ))}
            </svg>
            <div className={styles.xAxis}>
              {shown.map((i) => (
                <span
                  key={i}
                  style={{ left: `${(x(i) / W) * 100}%` }}
                  data-edge={i === 0 ? "start" : i === labels.length - 1 ? "end" : undefined}
                >
                  {labels[i]}
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll. */}
      <section className={styles.tableScroll} tabIndex={0} aria-label={t("charts.numbers", { title })}>
        <table className={styles.numbers}>
          <caption className="visually-hidden">{t("charts.numbers", { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader ?? t("charts.date")}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${i}-${label}`}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatValue(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </figure>
  );
}
