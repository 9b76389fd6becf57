import { describe, expect, it } from "vitest";
import { imageFromSnapshot, imageSnapshot, orderNumber } from "./order-snapshot";

describe("order snapshots", () => {
  it("keeps a line's picture in one text and reads it back", () => {
    const media = {
      kind: "media" as const,
      id: "3f1c2b1e-9d7a-4c1e-8f00-0a1b2c3d4e5f",
      width: 1200,
      height: 800,
    };
    expect(imageFromSnapshot(imageSnapshot(media))).toEqual(media);
    expect(imageFromSnapshot(imageSnapshot({ kind: "file", src: "/shop/a.svg" }))).toEqual({
      kind: "file",
      src: "/shop/a.svg",
    });
    expect(imageFromSnapshot("javascript:alert(1)")).toBeNull();
    expect(imageSnapshot(null)).toBeNull();
  });
  it("numbers orders by year and sequence", () => {
    expect(orderNumber(42, new Date("2026-03-01T00:00:00Z"))).toBe("A-2026-000042");
  });
});
