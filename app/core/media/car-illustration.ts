/**
 * Demo car pictures: a flat-design studio illustration of a car as an SVG string (1200 x 800, 3:2),
 * for a body type, colour and view, with the brand's initials in a badge (drawn as strokes, no trademarked
 * logo). Pure and deterministic: the seed only varies small things (backdrop tint, wheel design, trim), so
 * one car's four pictures belong together, and the same car always gets the same picture (cacheable).
 * No `<text>`: the letters are paths, so the picture looks the same whatever fonts the server has.
 */
import type { BodyType, Colour } from "../catalog/car-attributes";
import SHAPES from "./car-shapes.json";

export type CarView = "front" | "side" | "rear" | "interior";
export const CAR_VIEWS = ["front", "side", "rear", "interior"] as const satisfies readonly CarView[];

export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 800;

/** A paint outside the used cars' colour vocabulary: a new model's colour (`#rrggbb`) and its finish. */
export type CustomPaint = { hex: string; metallic: boolean };

export type IllustrationInput = {
  bodyType: BodyType;
  colour: Colour | CustomPaint;
  view: CarView;
  seed: number;
  /** The brand's name: its initials are drawn in a badge (none without it). */
  brand?: string;
};

type Paint = { base: string; light: string; dark: string; metallic?: boolean };

const HEX = /^#[0-9a-f]{6}$/i;

/** `a` moved `amount` (0..1) of the way towards `b`, both `#rrggbb`. */
function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Highlight and shade of a custom paint, as the named paints have them (a bad hex draws grey). */
export function paintFromHex({ hex, metallic }: CustomPaint): Paint {
  const base = HEX.test(hex) ? hex.toLowerCase() : "#808890";
  return { base, light: mix(base, "#ffffff", 0.32), dark: mix(base, "#000000", 0.38), metallic };
}

const PAINT: Record<Colour, Paint> = {
  black: { base: "#23272d", light: "#555d68", dark: "#0e1013" },
  white: { base: "#eceff2", light: "#ffffff", dark: "#b3bac3" },
  silver: { base: "#b7bec7", light: "#e9edf1", dark: "#78818c" },
  grey: { base: "#69717b", light: "#9aa2ac", dark: "#3e434a" },
  blue: { base: "#1f4f9e", light: "#5184d1", dark: "#112f60" },
  red: { base: "#b3202c", light: "#e2545c", dark: "#6a1017" },
  green: { base: "#2d6a47", light: "#5c9c75", dark: "#183d29" },
  brown: { base: "#6c4a33", light: "#9c7254", dark: "#3d291b" },
  beige: { base: "#d3c19d", light: "#f0e6cf", dark: "#a3906b" },
  yellow: { base: "#e7b622", light: "#ffd95e", dark: "#a27b0c" },
  orange: { base: "#df631c", light: "#ff9a57", dark: "#973e0e" },
};

/** Studio backdrops: wall top, wall bottom, floor near, floor far. */
const BACKDROPS = [
  ["#eef1f5", "#d9dfe7", "#cdd4dd", "#e6eaf0"],
  ["#f3f0eb", "#e0d9cf", "#d5cdc1", "#ebe6df"],
  ["#eaf0f6", "#d0dbe8", "#c3d0df", "#e1e8f1"],
  ["#edf1ee", "#d6dfd9", "#cad5ce", "#e3e9e5"],
  ["#f1f1f3", "#dcdce2", "#cfcfd7", "#e7e7eb"],
] as const;

const RIMS = [
  { face: "#d9dde2", edge: "#9aa1ab", gap: "#24272c" },
  { face: "#5a6069", edge: "#30343a", gap: "#16181b" },
  { face: "#c4c9cf", edge: "#80878f", gap: "#1d2024" },
] as const;

const TRIMS = [
  { seat: "#2a2d32", seatLight: "#3d4148", stitch: "#555a62" },
  { seat: "#7a4a2c", seatLight: "#95603d", stitch: "#b98a63" },
  { seat: "#cbb894", seatLight: "#dccbaa", stitch: "#a9966f" },
  { seat: "#4a4e55", seatLight: "#61666e", stitch: "#80858d" },
] as const;

/** mulberry32: a tiny deterministic generator, so the same seed draws the same picture. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)] as T;
}

const n = (v: number) => Math.round(v * 10) / 10;

/** A point `[x, y, radius]`: the radius rounds the corner there (none: a sharp corner). */
type Pt = readonly number[];

/**
 * A path through points whose corners are rounded by each point's radius (quadratic curves), the
 * building block of every silhouette here. Closed: the first point is rounded too.
 */
function rounded(points: readonly Pt[], closed = true): string {
  const count = points.length;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x = 0, y = 0, r = 0] = points[i] as Pt;
    const isEnd = !closed && (i === 0 || i === count - 1);
    if (r === 0 || isEnd) {
      parts.push(`${parts.length ? "L" : "M"}${n(x)},${n(y)}`);
      continue;
    }
    const [px = 0, py = 0] = points[(i - 1 + count) % count] as Pt;
    const [nx = 0, ny = 0] = points[(i + 1) % count] as Pt;
    const d1 = Math.hypot(px - x, py - y);
    const d2 = Math.hypot(nx - x, ny - y);
    const r1 = Math.min(r, d1 / 2);
    const r2 = Math.min(r, d2 / 2);
    const ax = x + ((px - x) / d1) * r1;
    const ay = y + ((py - y) / d1) * r1;
    const bx = x + ((nx - x) / d2) * r2;
    const by = y + ((ny - y) / d2) * r2;
    parts.push(`${parts.length ? "L" : "M"}${n(ax)},${n(ay)}Q${n(x)},${n(y)} ${n(bx)},${n(by)}`);
  }
  return parts.join("") + (closed ? "Z" : "");
}

/** Mirror points around the picture's vertical centre line (front and rear views are symmetric). */
function mirrored(half: readonly Pt[]): Pt[] {
  const other = [...half].reverse().map(([x = 0, y = 0, r]) => [1200 - x, y, r] as Pt);
  return [...half, ...other];
}

const GROUND = 640;

// ---------------------------------------------------------------------------------------------
// Side view (the car faces left)

type SideShape = {
  /** Body outline from the front arch's front edge over the roof to the rear arch's rear edge. */
  top: readonly Pt[];
  glass: readonly Pt[];
  /** x of the pillars between the side windows. */
  pillars: readonly number[];
  /** x of the front and rear axle. */
  axles: readonly number[];
  wheel: number;
  bottom: number;
  belt: number;
  headlight: readonly Pt[];
  taillight: readonly Pt[];
  /** x of the door lines, front to rear. */
  doors: readonly number[];
  mirror: readonly number[];
  open?: boolean;
};

/** Each body type's side shape (car-shapes.json). */
function sideShape(body: BodyType): SideShape {
  return SHAPES.side[body];
}

/**
 * The body's vertical gradient. Metallic paints get a bright flake band under the shoulder line; the
 * named paints keep their original gradient (their cached pictures stay valid).
 */
function paintGradient(paint: Paint): string {
  const stops = paint.metallic
    ? [
        [0, paint.light],
        [0.22, paint.base],
        [0.36, mix(paint.base, "#ffffff", 0.22)],
        [0.5, paint.base],
        [0.74, paint.base],
        [1, paint.dark],
      ]
    : [
        [0, paint.light],
        [0.38, paint.base],
        [0.72, paint.base],
        [1, paint.dark],
      ];
  return `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join("")}</linearGradient>`;
}

function defs(paint: Paint, backdrop: (typeof BACKDROPS)[number], rim: (typeof RIMS)[number]): string {
  const [wallTop, wallBottom, floorNear, floorFar] = backdrop;
  return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorFar}"/><stop offset="1" stop-color="${floorNear}"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#0b0d10" stop-opacity="0.55"/><stop offset="0.6" stop-color="#0b0d10" stop-opacity="0.22"/><stop offset="1" stop-color="#0b0d10" stop-opacity="0"/></radialGradient>
${paintGradient(paint)}
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.32"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0.08"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#51606f"/><stop offset="0.5" stop-color="#27313c"/><stop offset="1" stop-color="#161c23"/></linearGradient>
<linearGradient id="glassShine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<radialGradient id="rim" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.35" stop-color="${rim.face}"/><stop offset="1" stop-color="${rim.edge}"/></radialGradient>
<radialGradient id="lamp" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#e3eefc"/><stop offset="1" stop-color="#a9bdd6"/></radialGradient>
<linearGradient id="tail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a5f"/><stop offset="1" stop-color="#a3121c"/></linearGradient>
</defs>`;
}

function studio(): string {
  return `<rect width="1200" height="800" fill="url(#wall)"/>
<path d="M0,575 C300,545 900,545 1200,575 L1200,800 L0,800 Z" fill="url(#floor)"/>
<rect width="1200" height="800" fill="url(#spot)"/>`;
}

function groundShadow(cx: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${GROUND + 4}" rx="${rx}" ry="30" fill="url(#shadow)"/>`;
}

function sideWheel(
  cx: number,
  cy: number,
  r: number,
  style: number,
  rim: (typeof RIMS)[number],
  caliper: string,
): string {
  const rr = r * 0.64;
  const spokes: string[] = [];
  const spoke = (angle: number, w: number) =>
    `<path d="M${n(cx - w / 2)},${n(cy)} L${n(cx - w * 0.9)},${n(cy - rr * 0.93)} L${n(cx + w * 0.9)},${n(cy - rr * 0.93)} L${n(cx + w / 2)},${n(cy)} Z" transform="rotate(${angle} ${cx} ${cy})" fill="url(#rim)"/>`;
  if (style === 0) for (let i = 0; i < 5; i++) spokes.push(spoke(i * 72 + 10, r * 0.16));
  else if (style === 1) for (let i = 0; i < 10; i++) spokes.push(spoke(i * 36, r * 0.07));
  else if (style === 2)
    for (let i = 0; i < 5; i++) {
      spokes.push(spoke(i * 72 - 9, r * 0.07));
      spokes.push(spoke(i * 72 + 9, r * 0.07));
    }
  else for (let i = 0; i < 6; i++) spokes.push(spoke(i * 60 + 15, r * 0.2));
  return `<g>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#16181b"/>
<circle cx="${cx}" cy="${cy}" r="${n(r - 7)}" fill="none" stroke="#2b2e33" stroke-width="3"/>
<circle cx="${cx}" cy="${cy}" r="${n(rr)}" fill="${rim.gap}"/>
<circle cx="${cx}" cy="${cy}" r="${n(rr * 0.62)}" fill="#3a3e44"/>
<path d="M${n(cx + rr * 0.45)},${n(cy - rr * 0.55)} A${n(rr * 0.72)},${n(rr * 0.72)} 0 0 1 ${n(cx + rr * 0.7)},${n(cy + rr * 0.12)} L${n(cx + rr * 0.52)},${n(cy + rr * 0.1)} A${n(rr * 0.55)},${n(rr * 0.55)} 0 0 0 ${n(cx + rr * 0.34)},${n(cy - rr * 0.42)} Z" fill="${caliper}"/>
${spokes.join("")}
<circle cx="${cx}" cy="${cy}" r="${n(rr)}" fill="none" stroke="${rim.edge}" stroke-width="4"/>
<circle cx="${cx}" cy="${cy}" r="${n(rr * 0.22)}" fill="url(#rim)" stroke="${rim.edge}" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="${n(rr * 0.07)}" fill="${rim.edge}"/>
</g>`;
}

function sideView(body: BodyType, paint: Paint, rnd: () => number): string {
  const s = sideShape(body);
  const [fa = 0, ra = 0] = s.axles;
  const arch = s.wheel + 9;
  const rim = pick(rnd, RIMS);
  const style = Math.floor(rnd() * 4);
  const caliper = pick(rnd, ["#b3202c", "#5b6068", "#c9a227", "#5b6068"]);
  const cy = GROUND - s.wheel;
  const outline = `${rounded(s.top, false)}L${ra + arch},${s.bottom}A${arch},${arch} 0 0 0 ${ra - arch},${s.bottom}L${fa + arch},${s.bottom}A${arch},${arch} 0 0 0 ${fa - arch},${s.bottom}Z`;
  const [firstX = 0] = s.top[0] as Pt;
  const [lastX = 0] = s.top[s.top.length - 1] as Pt;
  const frontX = Math.min(...s.top.map(([x = 0]) => x));
  const rearX = Math.max(...s.top.map(([x = 0]) => x));
  const glassTop = Math.min(...s.glass.map(([, y = 0]) => y));
  const glassBottom = Math.max(...s.glass.map(([, y = 0]) => y));
  const pillarBars = s.pillars
    .map((x) => `<rect x="${x - 9}" y="${glassTop - 4}" width="18" height="${glassBottom - glassTop + 8}"/>`)
    .join("");
  // Pillars cut through the glass only, never over the roof.
  const pillars = pillarBars
    ? `<clipPath id="sideGlass"><path d="${rounded(s.glass)}"/></clipPath><g clip-path="url(#sideGlass)" fill="#15181c">${pillarBars}</g>`
    : "";
  const doors = s.doors
    .map(
      (x) =>
        `<path d="M${x},${s.belt + 2} L${x + 4},${s.bottom - 14}" stroke="${paint.dark}" stroke-opacity="0.6" stroke-width="2.5" fill="none"/>`,
    )
    .join("");
  const handles = s.doors
    .slice(1, -1)
    .concat(s.doors.length === 2 ? [s.doors[1] as number] : [])
    .map(
      (x) =>
        `<rect x="${x - 58}" y="${s.belt + 22}" width="40" height="9" rx="4.5" fill="${paint.dark}" fill-opacity="0.55"/>`,
    )
    .join("");
  const sill = `<path d="M${fa + arch + 6},${s.bottom - 16} L${ra - arch - 6},${s.bottom - 16} L${ra - arch - 6},${s.bottom} L${fa + arch + 6},${s.bottom} Z" fill="#121417" fill-opacity="0.35"/>`;
  const bumpers = `<path d="M${firstX - 6},${s.bottom - 30} L${fa - arch - 8},${s.bottom - 30} L${fa - arch - 4},${s.bottom} L${firstX + 14},${s.bottom} Z" fill="#15181c" fill-opacity="0.55"/>
<path d="M${ra + arch + 8},${s.bottom - 26} L${lastX + 2},${s.bottom - 26} L${lastX - 12},${s.bottom} L${ra + arch + 4},${s.bottom} Z" fill="#15181c" fill-opacity="0.5"/>`;
  const archShade = [fa, ra]
    .map(
      (x) =>
        `<path d="M${x - arch},${s.bottom} A${arch},${arch} 0 0 1 ${x + arch},${s.bottom}" fill="none" stroke="#0d0f12" stroke-opacity="0.5" stroke-width="7"/>`,
    )
    .join("");
  const shoulder = `<path d="M${frontX + 110},${s.belt + 12} L${rearX - 40},${s.belt + 10}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round" fill="none"/>
<path d="M${frontX + 120},${s.belt + 16} L${rearX - 50},${s.belt + 14}" stroke="${paint.dark}" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round" fill="none"/>`;
  const [mx = 0, my = 0] = s.mirror;
  const mirror = `<path d="M${mx - 6},${my + 14} L${mx - 18},${my - 10} Q${mx - 16},${my - 22} ${mx + 6},${my - 20} L${mx + 20},${my - 14} Q${mx + 24},${my + 2} ${mx + 10},${my + 10} Z" fill="${paint.base}" stroke="${paint.dark}" stroke-opacity="0.5" stroke-width="2"/>`;
  const openTop = s.open
    ? `<path d="M620,472 L620,410 Q620,392 640,392 L662,392 Q680,392 680,410 L680,472 Z" fill="#2a2d32"/>
<path d="M780,472 L780,410 Q780,392 800,392 L822,392 Q840,392 840,410 L840,472 Z" fill="#2a2d32"/>
<path d="M600,472 Q700,458 940,468" stroke="#1a1c20" stroke-width="6" fill="none"/>`
    : "";
  const glass = `<path d="${rounded(s.glass)}" fill="url(#glass)" stroke="#8fa1b3" stroke-opacity="0.35" stroke-width="2"/>
<path d="${rounded(s.glass)}" fill="url(#glassShine)" opacity="0.8"/>`;
  return `${groundShadow(600, 500)}
<ellipse cx="${fa}" cy="${GROUND}" rx="${s.wheel + 20}" ry="10" fill="#0b0d10" fill-opacity="0.45"/>
<ellipse cx="${ra}" cy="${GROUND}" rx="${s.wheel + 20}" ry="10" fill="#0b0d10" fill-opacity="0.45"/>
${openTop}
<path d="${outline}" fill="url(#paint)"/>
<path d="${outline}" fill="url(#sheen)"/>
${glass}${pillars}${bumpers}${sill}${archShade}${shoulder}${doors}${handles}
<path d="${rounded(s.headlight)}" fill="url(#lamp)" stroke="#4b5561" stroke-width="2"/>
<path d="${rounded(s.taillight)}" fill="url(#tail)" stroke="#5a0b10" stroke-width="1.5"/>
${mirror}
${sideWheel(fa, cy, s.wheel, style, rim, caliper)}
${sideWheel(ra, cy, s.wheel, style, rim, caliper)}
<path d="${outline}" fill="none" stroke="${paint.dark}" stroke-opacity="0.45" stroke-width="2"/>`;
}

// ---------------------------------------------------------------------------------------------
// Front and rear views (symmetric around x = 600)

type EndShape = {
  /** Half width of the body at the shoulder; the roof's half width; heights. */
  half: number;
  roofHalf: number;
  roof: number;
  belt: number;
  shoulder: number;
  bottom: number;
  tyre: number;
  open?: boolean;
};

/** Each body type's front and rear shape (car-shapes.json). */
function endShape(body: BodyType): EndShape {
  return SHAPES.end[body];
}

function endTyres(s: EndShape): string {
  const w = 78;
  const x = 600 - s.half + 22;
  return [x, 1200 - x - w]
    .map(
      (tx) =>
        `<rect x="${tx}" y="${s.bottom - 60}" width="${w}" height="${GROUND - s.bottom + 60}" rx="16" fill="#16181b"/>
<rect x="${tx + 10}" y="${s.bottom - 50}" width="${w - 20}" height="${GROUND - s.bottom + 44}" rx="10" fill="none" stroke="#2b2e33" stroke-width="3"/>`,
    )
    .join("");
}

function endBody(s: EndShape): string {
  const h = s.half;
  return rounded(
    mirrored([
      [600, s.shoulder - 24, 0],
      [600 - h + 70, s.shoulder - 16, 80],
      [600 - h + 8, s.shoulder + 4, 24],
      [600 - h, s.shoulder + 60, 30],
      [600 - h + 6, s.bottom - 8, 16],
      [600 - h + 36, s.bottom + 8, 12],
      [600, s.bottom + 8, 0],
    ]),
  );
}

function endCabin(s: EndShape): string {
  const h = s.half - 52;
  return rounded(
    mirrored([
      [600, s.roof - 6, 0],
      [600 - s.roofHalf, s.roof, 40],
      [600 - h, s.belt + 2, 12],
      [600 - h + 6, s.shoulder - 8, 0],
      [600, s.shoulder - 8, 0],
    ]),
  );
}

function endGlass(s: EndShape, inset: number): string {
  const h = s.half - 52 - inset;
  return rounded(
    mirrored([
      [600, s.roof + inset - 4, 0],
      [600 - s.roofHalf + inset * 0.8, s.roof + inset, 28],
      [600 - h + 4, s.belt - 6 - (inset - 14) * 1.5, 12],
      [600, s.belt - 12 - (inset - 14) * 1.5, 0],
    ]),
  );
}

function endMirrors(s: EndShape, paint: Paint): string {
  const y = s.belt - 8;
  const x = 600 - s.half + 30;
  return `<path d="M${x + 30},${y + 20} L${x - 32},${y + 16} Q${x - 44},${y} ${x - 30},${y - 16} L${x + 24},${y - 12} Z" fill="${paint.base}" stroke="${paint.dark}" stroke-opacity="0.5" stroke-width="2"/>
<path d="M${1200 - x - 30},${y + 20} L${1200 - x + 32},${y + 16} Q${1200 - x + 44},${y} ${1200 - x + 30},${y - 16} L${1200 - x - 24},${y - 12} Z" fill="${paint.base}" stroke="${paint.dark}" stroke-opacity="0.5" stroke-width="2"/>`;
}

function openCockpit(s: EndShape, rear: boolean): string {
  const y = s.belt + 6;
  const seat = (cx: number) =>
    `<path d="M${cx - 58},${y} L${cx - 52},${y - 62} Q${cx - 48},${y - 86} ${cx - 22},${y - 88} L${cx + 22},${y - 88} Q${cx + 48},${y - 86} ${cx + 52},${y - 62} L${cx + 58},${y} Z" fill="#2a2d32"/>`;
  const frame = rear
    ? ""
    : `<path d="M${600 - s.roofHalf - 60},${s.belt} L${600 - s.roofHalf + 10},${s.roof} L${600 + s.roofHalf - 10},${s.roof} L${600 + s.roofHalf + 60},${s.belt} Z" fill="#3a4552" fill-opacity="0.35" stroke="#1a1c20" stroke-width="8" stroke-linejoin="round"/>
<path d="M${600 - s.roofHalf - 60},${s.belt} L${600 - s.roofHalf + 10},${s.roof} L${600 + s.roofHalf - 10},${s.roof} L${600 + s.roofHalf + 60},${s.belt} Z" fill="url(#glassShine)"/>`;
  return rear ? `${seat(490)}${seat(710)}` : `${seat(490)}${seat(710)}${frame}`;
}

/** The closed cabin of a front or rear view: roof in the paint, the window `inset` from its edge. */
function closedCabin(s: EndShape, inset: number): string {
  return `<path d="${endCabin(s)}" fill="url(#paint)"/>
<path d="${endGlass(s, inset)}" fill="url(#glass)" stroke="#8fa1b3" stroke-opacity="0.35" stroke-width="2"/>
<path d="${endGlass(s, inset)}" fill="url(#glassShine)"/>`;
}

/** What the front and rear views share: shadow, tyres, the cabin, mirrors and the body. */
function endCar(s: EndShape, paint: Paint, cabin: string): string {
  return `${groundShadow(600, s.half + 90)}
${endTyres(s)}
${cabin}
${endMirrors(s, paint)}
<path d="${endBody(s)}" fill="url(#paint)"/>
<path d="${endBody(s)}" fill="none" stroke="${paint.dark}" stroke-opacity="0.45" stroke-width="2"/>`;
}

function mirrorPts(points: readonly Pt[]): Pt[] {
  return points.map(([x = 0, y = 0, r]) => [1200 - x, y, r] as Pt);
}

function frontView(body: BodyType, paint: Paint, rnd: () => number): string {
  const s = endShape(body);
  const grilleStyle = Math.floor(rnd() * 3);
  const big = body === "van" || body === "pickup" || body === "suv";
  const gy = s.shoulder + 30;
  const gh = Math.min(s.bottom - gy - 56, big ? 86 : 56);
  const gw = big ? 150 : 118;
  const grillePts: Pt[] = mirrored([
    [600, gy, 0],
    [600 - gw + 14, gy, 12],
    [600 - gw - (grilleStyle === 1 ? 16 : 0), gy + gh, 14],
    [600, gy + gh, 0],
  ]);
  const grille = rounded(grillePts);
  const slats =
    grilleStyle === 2
      ? Array.from({ length: 5 }, (_, row) =>
          Array.from({ length: 12 }, (_, col) => {
            const x = 600 - gw + 26 + col * ((gw * 2 - 52) / 11) + (row % 2 ? 8 : 0);
            return `<circle cx="${n(x)}" cy="${n(gy + 10 + (row * (gh - 20)) / 4)}" r="3.5" fill="#59606a"/>`;
          }).join(""),
        ).join("")
      : Array.from({ length: 4 }, (_, i) => {
          const y = n(gy + ((i + 1) * gh) / 5);
          return `<line x1="${600 - gw + 16}" y1="${y}" x2="${600 + gw - 16}" y2="${y}" stroke="#6b727c" stroke-width="3.5" stroke-linecap="round"/>`;
        }).join("");
  const lx = 600 - s.half + 34;
  const ly = s.shoulder + 8;
  const lampPts: Pt[] = [
    [lx, ly, 12],
    [600 - gw - 10, ly + 18, 8],
    [600 - gw - 22, ly + 44, 8],
    [lx + 18, ly + 36, 14],
  ];
  const drl = `M${lx + 10},${ly + 10} L${600 - gw - 26},${ly + 24}`;
  const lamp = (pts: Pt[], line: string) =>
    `<path d="${rounded(pts)}" fill="#1d232b"/><path d="${rounded(pts)}" fill="url(#lamp)" opacity="0.9" stroke="#3f4853" stroke-width="2.5"/><path d="${line}" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`;
  const intakeY = s.bottom - 40;
  const intake = rounded(
    mirrored([
      [600, intakeY, 0],
      [600 - s.half + 150, intakeY, 12],
      [600 - s.half + 170, s.bottom - 6, 10],
      [600, s.bottom - 6, 0],
    ]),
  );
  const sideVent = (x: number) =>
    `<rect x="${x}" y="${intakeY - 4}" width="70" height="26" rx="10" fill="#15181c"/><rect x="${x + 10}" y="${intakeY + 6}" width="50" height="6" rx="3" fill="#dfe7f1"/>`;
  const cabin = s.open
    ? openCockpit(s, false)
    : `${closedCabin(s, 14)}
<path d="M${600 - s.roofHalf + 30},${s.roof + 5} Q600,${s.roof - 4} ${600 + s.roofHalf - 30},${s.roof + 5}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none"/>`;
  const creases = `<path d="M${600 - 170},${s.shoulder - 14} Q${600 - 150},${s.shoulder + 6} ${600 - gw + 6},${gy - 4}" stroke="${paint.dark}" stroke-opacity="0.35" stroke-width="3" fill="none"/>
<path d="M${600 + 170},${s.shoulder - 14} Q${600 + 150},${s.shoulder + 6} ${600 + gw - 6},${gy - 4}" stroke="${paint.dark}" stroke-opacity="0.35" stroke-width="3" fill="none"/>
<path d="M${600 - s.half + 70},${s.shoulder - 12} Q600,${s.shoulder - 34} ${600 + s.half - 70},${s.shoulder - 12}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4" fill="none"/>`;
  return `${endCar(s, paint, cabin)}
${creases}
<path d="${intake}" fill="#15181c"/>
<path d="M${600 - s.half + 186},${s.bottom - 22} L${600 + s.half - 186},${s.bottom - 22}" stroke="#2f343b" stroke-width="3"/>
${sideVent(600 - s.half + 40)}${sideVent(600 + s.half - 110)}
<path d="${grille}" fill="#1a1e24" stroke="#9aa1aa" stroke-width="4"/>${slats}
<circle cx="600" cy="${n(gy + gh / 2)}" r="15" fill="url(#rim)" stroke="#5b626b" stroke-width="2"/>
${lamp(lampPts, drl)}${lamp(mirrorPts(lampPts), `M${1200 - lx - 10},${ly + 10} L${600 + gw + 26},${ly + 24}`)}`;
}

function rearView(body: BodyType, paint: Paint, rnd: () => number): string {
  const s = endShape(body);
  const connected = rnd() < 0.5;
  const ty = s.shoulder + 4;
  const lx = 600 - s.half + 14;
  const lampPts: Pt[] = [
    [lx, ty, 12],
    [lx + 160, ty + 6, 8],
    [lx + 150, ty + 36, 8],
    [lx + 8, ty + 42, 12],
  ];
  const lamp = (pts: Pt[]) =>
    `<path d="${rounded(pts)}" fill="url(#tail)" stroke="#5a0b10" stroke-width="2"/>`;
  const inner = `<path d="M${lx + 18},${ty + 14} L${lx + 140},${ty + 18}" stroke="#ffb3b6" stroke-width="4" stroke-linecap="round"/><path d="M${1200 - lx - 18},${ty + 14} L${1200 - lx - 140},${ty + 18}" stroke="#ffb3b6" stroke-width="4" stroke-linecap="round"/>`;
  const bar = connected
    ? `<rect x="${lx + 152}" y="${ty + 14}" width="${1200 - 2 * (lx + 152)}" height="9" rx="4.5" fill="#c51d28"/>`
    : "";
  const bumper = rounded(
    mirrored([
      [600, s.bottom - 34, 0],
      [600 - s.half + 40, s.bottom - 34, 12],
      [600 - s.half + 56, s.bottom + 4, 10],
      [600, s.bottom + 4, 0],
    ]),
  );
  const fins = Array.from(
    { length: 5 },
    (_, i) =>
      `<line x1="${540 + i * 30}" y1="${s.bottom - 20}" x2="${540 + i * 30}" y2="${s.bottom + 2}" stroke="#3a3f46" stroke-width="3"/>`,
  ).join("");
  const pipes =
    body === "van" || body === "pickup"
      ? ""
      : `<rect x="${600 - s.half + 110}" y="${s.bottom - 22}" width="60" height="16" rx="8" fill="#0f1114" stroke="#a3aab3" stroke-width="3"/>
<rect x="${600 + s.half - 170}" y="${s.bottom - 22}" width="60" height="16" rx="8" fill="#0f1114" stroke="#a3aab3" stroke-width="3"/>`;
  const lid =
    body === "van"
      ? `<line x1="600" y1="${s.roof + 20}" x2="600" y2="${s.bottom - 40}" stroke="${paint.dark}" stroke-opacity="0.7" stroke-width="3"/>`
      : body === "pickup"
        ? `<path d="M${600 - s.half + 30},${s.shoulder - 6} L${600 + s.half - 30},${s.shoulder - 6}" stroke="${paint.dark}" stroke-opacity="0.7" stroke-width="3"/><rect x="560" y="${s.shoulder + 70}" width="80" height="12" rx="6" fill="${paint.dark}" fill-opacity="0.6"/>`
        : `<path d="M${600 - s.half + 60},${s.shoulder - 10} L${600 + s.half - 60},${s.shoulder - 10}" stroke="${paint.dark}" stroke-opacity="0.45" stroke-width="3"/><path d="M${600 - s.half + 180},${s.shoulder + 60} L${600 + s.half - 180},${s.shoulder + 60}" stroke="${paint.dark}" stroke-opacity="0.55" stroke-width="3"/>`;
  const cabin = s.open
    ? openCockpit(s, true)
    : `${closedCabin(s, 26)}
<rect x="560" y="${s.roof + 8}" width="80" height="6" rx="3" fill="#d22630"/>`;
  return `${endCar(s, paint, cabin)}
${lid}
<path d="${bumper}" fill="#1a1d21"/>${fins}${pipes}
${lamp(lampPts)}${lamp(mirrorPts(lampPts))}${inner}${bar}`;
}

// ---------------------------------------------------------------------------------------------
// Interior: the cockpit seen from the back seat

function interiorView(paint: Paint, rnd: () => number): string {
  const trim = pick(rnd, TRIMS);
  const ambient = pick(rnd, ["#5ec8f2", "#f2a35e", "#a58bf5", "#7be0b0"]);
  const seat = (cx: number) => `<g>
<rect x="${cx - 24}" y="540" width="11" height="70" rx="5" fill="#8b929b"/>
<rect x="${cx + 13}" y="540" width="11" height="70" rx="5" fill="#8b929b"/>
<path d="M${cx - 80},520 Q${cx - 80},462 ${cx - 34},458 L${cx + 34},458 Q${cx + 80},462 ${cx + 80},520 Q${cx + 78},548 ${cx + 42},550 L${cx - 42},550 Q${cx - 78},548 ${cx - 80},520 Z" fill="${trim.seat}"/>
<path d="M${cx - 58},516 Q${cx - 58},478 ${cx - 26},474 L${cx + 26},474 Q${cx + 58},478 ${cx + 58},516" stroke="${trim.seatLight}" stroke-width="6" fill="none"/>
<path d="M${cx - 140},800 L${cx - 150},660 Q${cx - 148},598 ${cx - 78},592 L${cx + 78},592 Q${cx + 148},598 ${cx + 150},660 L${cx + 140},800 Z" fill="${trim.seat}"/>
<path d="M${cx - 100},800 L${cx - 108},670 Q${cx - 104},630 ${cx - 56},626 L${cx + 56},626 Q${cx + 104},630 ${cx + 108},670 L${cx + 100},800 Z" fill="${trim.seatLight}"/>
<path d="M${cx - 96},690 L${cx + 96},690 M${cx - 94},750 L${cx + 94},750" stroke="${trim.stitch}" stroke-width="3" stroke-dasharray="8 6"/>
</g>`;
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd7ee"/><stop offset="0.75" stop-color="#eaf2f8"/><stop offset="1" stop-color="#dfe7dc"/></linearGradient>
<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2f35"/><stop offset="1" stop-color="#15171a"/></linearGradient>
<linearGradient id="roofliner" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a5e65"/><stop offset="1" stop-color="#3b3f45"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3b5a"/><stop offset="1" stop-color="#0d1826"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="800" fill="#2a2d32"/>
<path d="M150,330 Q170,150 300,110 L900,110 Q1030,150 1050,330 Z" fill="url(#sky)"/>
<path d="M150,330 Q500,300 1050,330 L1050,350 L150,350 Z" fill="#c4ccd3"/>
<path d="M150,320 Q300,262 460,292 Q620,250 800,286 Q950,262 1050,310 L1050,340 L150,340 Z" fill="#b9c8b8" opacity="0.7"/>
<ellipse cx="600" cy="220" rx="380" ry="110" fill="url(#glow)"/>
<path d="M0,0 L1200,0 L1200,120 Q600,70 0,120 Z" fill="url(#roofliner)"/>
<path d="M0,0 L150,330 L120,330 L0,180 Z M1200,0 L1050,330 L1080,330 L1200,180 Z" fill="#1e2125"/>
<path d="M0,120 L190,110 L150,330 L0,360 Z M1200,120 L1010,110 L1050,330 L1200,360 Z" fill="#34383e"/>
<path d="M0,360 Q600,290 1200,360 L1200,560 L0,560 Z" fill="url(#dash)"/>
<path d="M0,418 Q600,350 1200,418 L1200,432 Q600,364 0,432 Z" fill="${paint.base}"/>
<path d="M0,440 Q600,374 1200,440" stroke="${ambient}" stroke-width="3" fill="none" opacity="0.9"/>
<g transform="translate(-60 0)"><rect x="300" y="360" width="200" height="78" rx="14" fill="url(#screen)" stroke="#0b0c0e" stroke-width="4"/>
<path d="M320,420 A40,40 0 0 1 400,420" stroke="${ambient}" stroke-width="6" fill="none"/>
<path d="M410,420 A40,40 0 0 1 490,420" stroke="#e8edf3" stroke-width="6" fill="none" opacity="0.8"/>
</g>
<rect x="545" y="372" width="240" height="120" rx="14" fill="url(#screen)" stroke="#0b0c0e" stroke-width="5"/>
<rect x="565" y="390" width="120" height="84" rx="8" fill="#3e6f5a" opacity="0.85"/>
<path d="M570,455 Q610,420 640,440 T682,410" stroke="#dfe9f2" stroke-width="4" fill="none"/>
<rect x="698" y="390" width="70" height="22" rx="6" fill="${ambient}" opacity="0.85"/>
<rect x="698" y="420" width="70" height="22" rx="6" fill="#5c6b7d"/>
<rect x="698" y="450" width="70" height="22" rx="6" fill="#5c6b7d"/>
<rect x="600" y="505" width="130" height="22" rx="11" fill="#101215" stroke="#5c636c" stroke-width="2"/>
<rect x="40" y="400" width="90" height="30" rx="10" fill="#101215" stroke="#5c636c" stroke-width="2"/>
<rect x="930" y="400" width="90" height="30" rx="10" fill="#101215" stroke="#5c636c" stroke-width="2"/>
<path d="M560,560 L580,500 L760,500 L780,560 L800,800 L540,800 Z" fill="#1c1f23"/>
<rect x="620" y="560" width="100" height="60" rx="12" fill="#2e3238"/>
<rect x="655" y="545" width="30" height="44" rx="12" fill="#8b929b"/>
<g transform="translate(-60 0)"><circle cx="400" cy="475" r="138" fill="none" stroke="#121417" stroke-width="30"/>
<path d="M282,400 A138,138 0 0 1 518,400" fill="none" stroke="#3a3f46" stroke-width="5" stroke-linecap="round"/>
<path d="M270,490 L350,490 Q368,520 400,522 Q432,520 450,490 L530,490" stroke="#121417" stroke-width="26" fill="none" stroke-linecap="round"/>
<path d="M400,522 L400,605" stroke="#121417" stroke-width="30"/>
<circle cx="400" cy="500" r="40" fill="#1d2024" stroke="#5c636c" stroke-width="3"/>
<circle cx="400" cy="500" r="12" fill="${paint.base}"/></g>
<rect x="520" y="112" width="160" height="46" rx="16" fill="#1a1c20" stroke="#3d4148" stroke-width="3"/>
<rect x="592" y="96" width="16" height="20" fill="#1a1c20"/>
${seat(330)}${seat(870)}`;
}

/** Scales a car drawn standing on GROUND about its centre and puts it a little lower in the frame. */
function staged(scale: number, car: string, ground = 660): string {
  return `<g transform="translate(600 ${ground}) scale(${scale}) translate(-600 -${GROUND})">${car}</g>`;
}

/** The picture, as a complete SVG document. */
// ---------------------------------------------------------------------------------------------
// Brand badge: the brand's initials in strokes (a 4 x 6 grid per letter), never a logo

/** Each letter's strokes on a 4 x 6 grid (car-shapes.json). */
const STROKES: Readonly<Record<string, readonly Pt[][]>> = SHAPES.letters;

/** Initials as people say them: "Mercedes-Benz" MB, "BMW" BMW, "Volkswagen" VW, "Škoda" S (A-Z only). */
export function brandInitials(name: string): string {
  const plain = name
    .normalize("NFD")
    .replace(/[^A-Za-z\s-]/g, "")
    .trim();
  if (/^volkswagen$/i.test(plain)) return "VW";
  const words = plain.split(/[\s-]+/).filter(Boolean);
  const initials =
    words.length > 1
      ? words.map((w) => w[0]).join("")
      : /^[A-Z]{2,4}$/.test(plain)
        ? plain
        : (plain[0] ?? "");
  return initials.toUpperCase().slice(0, 4);
}

/**
 * A white badge at the top centre of the picture with the brand's initials, edged in the car's paint (the
 * list card's corners hold its condition badge and the favourite heart).
 */
function brandBadge(brand: string | undefined, paint: Paint): string {
  const letters = [...brandInitials(brand ?? "")].filter((c) => c in STROKES);
  if (letters.length === 0) return "";
  const unit = 9;
  const advance = 4 * unit + 16;
  const width = letters.length * advance - 16 + 68;
  const x0 = Math.round(600 - width / 2);
  const y0 = 40;
  const strokes = letters
    .flatMap((letter, i) =>
      (STROKES[letter] ?? []).map((line) =>
        line
          .map(
            ([x = 0, y = 0], j) =>
              `${j ? "L" : "M"}${n(x0 + 34 + i * advance + x * unit)},${n(y0 + 31 + y * unit)}`,
          )
          .join(""),
      ),
    )
    .join("");
  return `<g data-brand="${letters.join("")}"><rect x="${x0}" y="${y0}" width="${width}" height="116" rx="58" fill="#ffffff" fill-opacity="0.92" stroke="${paint.dark}" stroke-width="4"/><path d="${strokes}" fill="none" stroke="#1d2430" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

export function carIllustration(input: IllustrationInput): string {
  const rnd = random(input.seed);
  const backdrop = pick(rnd, BACKDROPS);
  const rim = pick(rnd, RIMS);
  const paint = typeof input.colour === "string" ? PAINT[input.colour] : paintFromHex(input.colour);
  let scene: string;
  switch (input.view) {
    case "side":
      scene = `${studio()}${staged(1.1, sideView(input.bodyType, paint, rnd), 680)}`;
      break;
    case "front":
      scene = `${studio()}${staged(1.3, frontView(input.bodyType, paint, rnd))}`;
      break;
    case "rear":
      scene = `${studio()}${staged(1.3, rearView(input.bodyType, paint, rnd))}`;
      break;
    case "interior":
      scene = interiorView(paint, rnd);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 1200 800">${defs(paint, backdrop, rim)}${scene}${brandBadge(input.brand, paint)}</svg>`;
}
