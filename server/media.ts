/**
 * `/media/car/{imageId}/{width}.{avif|webp}`: responsive variants of car pictures, rendered on first
 * request, kept on disk and served for a year (docs/decisions/0011-car-images.md). Outside the React
 * Router handler and the page micro-cache.
 */
import { Hono } from "hono";
import { apiError } from "../app/api/errors";
import type { ApiEnv } from "../app/api/types";
import { etagMatches, parseVariantRequest, variantEtag } from "../app/core/media/car-image-variant";
import type { MediaService } from "../app/core/media/media.service.server";

const IMMUTABLE = "public, max-age=31536000, immutable";

export function mediaRoutes(media: MediaService) {
  const routes = new Hono<ApiEnv>();
  routes.get("/car/:imageId/:file", async (c) => {
    const parsed = parseVariantRequest(c.req.param("imageId"), c.req.param("file"));
    if (!parsed.ok) {
      return parsed.status === 400
        ? apiError(c, 400, "invalid", parsed.fields)
        : apiError(c, 404, "not_found");
    }
    const { variant } = parsed;
    const source = await media.carImageSource(c.var.db, c.var.project, variant.imageId);
    if (!source.ok) return apiError(c, 404, "not_found");
    const etag = variantEtag(variant);
    if (etagMatches(c.req.header("if-none-match"), etag)) {
      return c.body(null, 304, { ETag: etag, "Cache-Control": IMMUTABLE });
    }
    const file = await media.variant(source.value, variant);
    if (!file.ok) {
      c.var.logger.warn(
        { imageId: variant.imageId, reason: file.error.message },
        "car picture source missing",
      );
      return apiError(c, 404, "not_found");
    }
    return c.body(new Uint8Array(file.value.body), 200, {
      "Content-Type": file.value.contentType,
      "Content-Length": String(file.value.body.length),
      "Cache-Control": IMMUTABLE,
      ETag: etag,
      "X-Cache": file.value.cache.toUpperCase(),
    });
  });
  routes.all("*", (c) => apiError(c, 404, "not_found"));
  return routes;
}
