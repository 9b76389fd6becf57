/** How an order line keeps its picture in one text column, and reads it back. Pure. */
import type { CartImage } from "./cart-types";

export function imageSnapshot(image: CartImage | null): string | null {
  if (!image) return null;
  return image.kind === "file" ? image.src : `media:${image.id}:${image.width}:${image.height}`;
}

export function imageFromSnapshot(text: string | null): CartImage | null {
  if (!text) return null;
  const m = /^media:([0-9a-f-]{36}):(\d{1,5}):(\d{1,5})$/.exec(text);
  if (m) return { kind: "media", id: m[1]!, width: Number(m[2]), height: Number(m[3]) };
  return text.startsWith("/") ? { kind: "file", src: text } : null;
}

/** The order number shown to buyers and on the invoice: `A-2026-000042`. */
export function orderNumber(seq: number, at: Date): string {
  return `A-${at.getUTCFullYear()}-${String(seq).padStart(6, "0")}`;
}
