/**
 * Car pictures: finds a picture's source, derives the requested variant with sharp on first request,
 * keeps it in the file store under `media-cache/car/` (once per original and size, decision 0065: every
 * machine serves what any of them rendered) and serves it from there afterwards.
 */
import sharp, { type Sharp } from "sharp";
import type { Db } from "../../db/client.server";
import type { CarImageSource } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import { BODY_TYPES, type BodyType } from "../catalog/car-attributes";
import { scopeOf } from "../context/tenant-scope.server";
import type { FileStore } from "../files/file-store.server";
import type { Project } from "../tenancy/project";
import { type CarView, type CustomPaint, carIllustration, ILLUSTRATION_WIDTH } from "./car-illustration";
import {
  type CarImageVariant,
  CONTENT_TYPES,
  ENCODER,
  isSafeUploadPath,
  variantCachePath,
  variantHeight,
} from "./car-image-variant";
import { findModelColourPicture, findProjectCarImageSource, listProjectCarImages } from "./media.repo.server";

/**
 * What a picture is drawn from: a car's picture (upload or generated), or a new model's picture in one of
 * its paints (`painted`, generated like the used cars' pictures).
 */
export type PictureSource =
  | CarImageSource
  | {
      kind: "painted";
      seed: number;
      bodyType: BodyType;
      view: CarView;
      paint: CustomPaint;
      brand?: string;
    };

/** The picture of a model in a paint: seeded by the model, so rims and backdrop stay when the paint changes. */
export function modelPictureSource(row: {
  modelId: string;
  hex: string;
  metallic: boolean;
  bodyType: string;
  brand?: string;
}): PictureSource | null {
  if (!(BODY_TYPES as readonly string[]).includes(row.bodyType)) return null;
  return {
    kind: "painted",
    seed: Number.parseInt(row.modelId.replaceAll("-", "").slice(0, 8), 16) || 1,
    bodyType: row.bodyType as BodyType,
    view: "side",
    paint: { hex: row.hex, metallic: row.metallic },
    ...(row.brand ? { brand: row.brand } : {}),
  };
}

export type VariantFile = {
  body: Buffer;
  contentType: string;
  /** hit: read from the store; miss: rendered by this request; shared: waited for another request's render. */
  cache: "hit" | "miss" | "shared";
};

export type MediaServiceOptions = {
  files: FileStore;
  /** Encodes running at once in this process (AVIF keeps a core busy for up to a second). */
  maxConcurrentRenders?: number;
  /** How long a picture's source is remembered (default 60 s; 0: ask the database every time). */
  sourceMemoMs?: number;
};

const MEMO_ENTRIES = 10_000;

/** A minimal semaphore: at most `max` tasks run, the rest wait in order. */
function limiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Renders one variant of a picture: the generated illustration or the uploaded original, 3:2, encoded. */
export async function renderVariant(
  source: PictureSource,
  variant: Pick<CarImageVariant, "width" | "format">,
  files: FileStore,
): Promise<Result<Buffer>> {
  const { width, format } = variant;
  const height = variantHeight(width);
  let image: Sharp;
  if (source.kind === "generated" || source.kind === "painted") {
    const svg = carIllustration(
      source.kind === "painted"
        ? {
            bodyType: source.bodyType,
            colour: source.paint,
            view: source.view,
            seed: source.seed,
            brand: source.brand,
          }
        : source,
    );
    // Rasterize the SVG at the target size instead of drawing 1200 px and scaling down.
    image = sharp(Buffer.from(svg), { density: (72 * width) / ILLUSTRATION_WIDTH }).resize(width, height, {
      fit: "cover",
    });
  } else {
    if (!isSafeUploadPath(source.path)) return err({ code: "not_found" });
    const original = await files.read(source.path).catch((error: unknown) => {
      // A key the store refuses (an old row's odd path) is a missing picture; an outage is thrown on.
      if ((error as { code?: string }).code === "FILE_STORE_UNAVAILABLE") throw error;
      return null;
    });
    if (!original) return err({ code: "not_found", message: `no stored original ${source.path}` });
    image = sharp(original, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(width, height, { fit: "cover", position: "attention" });
  }
  try {
    const encoded =
      format === "avif" ? image.avif(ENCODER.avif) : image.webp({ ...ENCODER.webp, smartSubsample: true });
    return ok(await encoded.toBuffer());
  } catch (error) {
    // A missing or unreadable upload: there is no picture to show, which is not a server fault.
    if (source.kind === "upload") return err({ code: "not_found", message: String(error) });
    throw error;
  }
}

export function createMediaService(options: MediaServiceOptions) {
  const { files } = options;
  const limit = limiter(options.maxConcurrentRenders ?? 2);
  /** Renders in progress by cache file: concurrent requests for one variant encode it once. */
  const inFlight = new Map<string, Promise<Result<Buffer>>>();
  /**
   * Sources found recently, by project and picture: a list page asks for two dozen pictures at once and
   * a picture's source never changes. A deleted car's pictures stay servable for at most the memo time.
   */
  const memo = new Map<string, { source: PictureSource; until: number }>();
  const memoMs = options.sourceMemoMs ?? 60_000;

  async function renderToStore(key: string, source: PictureSource, variant: CarImageVariant) {
    const rendered = await limit(() => renderVariant(source, variant, files));
    if (!rendered.ok) return rendered;
    // The store writes it whole or not at all: a reader never sees half a file.
    await files.put(key, rendered.value, { contentType: CONTENT_TYPES[variant.format] });
    return rendered;
  }

  return {
    /**
     * The source of a picture of one of the project's cars (pictures of other sites are not found), or
     * of a new model in one of its paints (reference data: on every site).
     */
    async carImageSource(db: Db, project: Project, imageId: string): Promise<Result<PictureSource>> {
      const key = `${project.id}/${imageId}`;
      const now = Date.now();
      const known = memo.get(key);
      if (known && known.until > now) return ok(known.source);
      let source: PictureSource | null = await findProjectCarImageSource(scopeOf(db, project.id), imageId);
      if (!source) {
        const model = await findModelColourPicture(db, imageId);
        source = model ? modelPictureSource(model) : null;
      }
      if (!source) return err({ code: "not_found" });
      if (memoMs > 0) {
        memo.delete(key);
        if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
        memo.set(key, { source, until: now + memoMs });
      }
      return ok(source);
    },

    /** The encoded variant, from the store or rendered now (and stored). */
    async variant(source: PictureSource, variant: CarImageVariant): Promise<Result<VariantFile>> {
      const file = variantKey(variant);
      const contentType = CONTENT_TYPES[variant.format];
      const cached = await files.read(file);
      if (cached) return ok({ body: cached, contentType, cache: "hit" });
      const pending = inFlight.get(file);
      if (pending) {
        const shared = await pending;
        return shared.ok ? ok({ body: shared.value, contentType, cache: "shared" }) : shared;
      }
      const render = renderToStore(file, source, variant).finally(() => inFlight.delete(file));
      inFlight.set(file, render);
      const rendered = await render;
      return rendered.ok ? ok({ body: rendered.value, contentType, cache: "miss" }) : rendered;
    },

    /** The store key a variant is kept under (tests and the warm-up script look there). */
    cacheKey(variant: CarImageVariant): string {
      return variantKey(variant);
    },

    listCarImages(db: Db, project: Project) {
      return listProjectCarImages(scopeOf(db, project.id));
    },
  };
}

/** The file store key of a rendered variant. */
export function variantKey(variant: CarImageVariant): string {
  return `media-cache/car/${variantCachePath(variant)}`;
}

export type MediaService = ReturnType<typeof createMediaService>;
