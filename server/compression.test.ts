import { describe, expect, it } from "vitest";
import { etagFor, isCompressible, negotiateEncoding, varyOnEncoding } from "./compression";

describe("compression rules", () => {
  it("prefers brotli, honours q-values and refusals", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("")).toBeNull();
    expect(negotiateEncoding(null)).toBeNull();
  });
  it("compresses text, JSON, scripts and SVG but not pictures or event streams", () => {
    for (const t of ["text/html; charset=utf-8", "application/json", "text/javascript", "image/svg+xml"])
      expect(isCompressible(t)).toBe(true);
    for (const t of ["image/avif", "image/webp", "text/event-stream", "application/octet-stream", null])
      expect(isCompressible(t)).toBe(false);
  });
  it("gives each encoding its own entity tag and adds Vary once", () => {
    expect(etagFor('"abc"', "br")).toBe('"abc-br"');
    expect(etagFor('W/"abc"', "gzip")).toBe('W/"abc-gz"');
    const h = new Headers({ vary: "Cookie" });
    varyOnEncoding(h);
    varyOnEncoding(h);
    expect(h.get("vary")).toBe("Cookie, Accept-Encoding");
  });
});
