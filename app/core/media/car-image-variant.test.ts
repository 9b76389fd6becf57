import { describe, expect, it } from "vitest";
import * as picture from "../../features/catalog/car-picture";
import {
  CAR_IMAGE_FORMATS,
  CAR_IMAGE_WIDTHS,
  etagMatches,
  isSafeUploadPath,
  parseVariantRequest,
  variantCachePath,
  variantEtag,
  variantHeight,
} from "./car-image-variant";

const ID = "0b5e5f4c-2a43-4c8e-9d7e-3f1f8e3d2a10";

describe("car picture variants", () => {
  it("serves exactly the widths and formats <CarPicture> asks for", () => {
    expect(CAR_IMAGE_WIDTHS).toEqual(picture.CAR_IMAGE_WIDTHS);
    expect(CAR_IMAGE_FORMATS).toEqual(picture.CAR_IMAGE_FORMATS);
    expect(picture.carImageUrl("x", 480, "avif")).toBe("/media/car/x/480.avif");
  });

  it("accepts the published widths in AVIF and WebP", () => {
    expect(parseVariantRequest(ID, "320.avif")).toEqual({
      ok: true,
      variant: { imageId: ID, width: 320, format: "avif" },
    });
    expect(parseVariantRequest(ID.toUpperCase(), "1200.webp")).toMatchObject({
      ok: true,
      variant: { imageId: ID, width: 1200 },
    });
  });

  it("refuses other widths and formats with 400 and field messages", () => {
    for (const file of [
      "333.webp",
      "0.avif",
      "99999.webp",
      "640.png",
      "640",
      "640.webp.exe",
      "abc.webp",
      "",
    ]) {
      const r = parseVariantRequest(ID, file);
      expect(r.ok, file).toBe(false);
      if (!r.ok) expect(r.status, file).toBe(400);
    }
    const r = parseVariantRequest(ID, "333.webp");
    expect(r).toEqual({ ok: false, status: 400, fields: { width: ["validation:invalid_choice"] } });
  });

  it("answers 404 for ids that are not uuids", () => {
    expect(parseVariantRequest("not-a-uuid", "320.webp")).toEqual({ ok: false, status: 404 });
    expect(parseVariantRequest("../../etc", "320.webp")).toEqual({ ok: false, status: 404 });
  });

  it("names cache files and ETags by id, width and format", () => {
    const v = { imageId: ID, width: 640, format: "webp" } as const;
    expect(variantCachePath(v)).toBe(`v2/0b/${ID}/640.webp`);
    expect(variantEtag(v)).toBe(`"v2-${ID}-640.webp"`);
    expect(variantHeight(320)).toBe(213);
    expect(variantHeight(960)).toBe(640);
  });

  it("matches If-None-Match lists, weak validators and *", () => {
    const etag = '"v1-x-320.webp"';
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"other", W/${etag}`, etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('"v0-x-320.webp"', etag)).toBe(false);
    expect(etagMatches(null, etag)).toBe(false);
  });

  it("keeps upload paths inside the upload folder", () => {
    expect(isSafeUploadPath("cars/ab/photo.jpg")).toBe(true);
    for (const p of ["/etc/passwd", "../secret", "cars/../../x", "a//b", "a\\b", "", "./a"]) {
      expect(isSafeUploadPath(p), p).toBe(false);
    }
  });
});
