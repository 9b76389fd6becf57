/**
 * What a car photo may be and the order rules of a car's pictures. The server checks uploads
 * by content (car-images.server.ts); the browser learns the limits from here (the file input's
 * `accept`, the hint). Positions are 0..n-1 per car, position 0 is the cover. Pure.
 */
export const CAR_PHOTO = {
  /** Bytes of one file. */
  maxBytes: 15 * 1024 * 1024,
  /** Bytes of one upload request (all its files together). */
  maxRequestBytes: 60 * 1024 * 1024,
  /** Files in one upload. */
  maxFiles: 12,
  /** Pictures per car. */
  maxCount: 30,
  /** The shorter side must have at least this many pixels (after orientation). */
  minSide: 320,
  /** Neither side may have more (a decompression bomb or a scan, not a car photo). */
  maxSide: 12_000,
  /** The stored original's longer side (the storefront's largest variant is 1200 px wide). */
  storedSide: 2400,
  /** Formats sharp reports for accepted files (magic bytes, not the name). */
  formats: ["jpeg", "png", "webp"],
  /** For the file input. */
  accept: "image/jpeg,image/png,image/webp",
} as const;

/** The ids in a new order after moving one picture by `delta` places (unchanged at the ends). */
export function moveInOrder(ids: readonly string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const to = Math.max(0, Math.min(ids.length - 1, from + delta));
  return moveTo(ids, from, to);
}

/** The ids with the one at `from` taken out and put in at `to`. */
export function moveTo(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...ids];
  next.splice(to, 0, moved);
  return next;
}

/** Whether `order` is exactly the car's pictures, each once (a reorder must name them all). */
export function isPermutation(current: readonly string[], order: readonly string[]): boolean {
  if (current.length !== order.length) return false;
  const set = new Set(order);
  return set.size === order.length && current.every((id) => set.has(id));
}
