/**
 * A car's photos in the back office: uploads checked by content (JPEG, PNG or WebP by their
 * bytes, not their names), auto-oriented and re-encoded without any metadata (EXIF with GPS, XMP, ICC:
 * sharp writes none unless asked), stored under `cars/` in the file store as `car_images` rows with
 * `source {kind: "upload", path}`; the storefront's variant pipeline (core/media, decision 0011) serves
 * them like every other car picture. Order: positions 0..n-1 per car (0 is the cover); every reorder
 * runs in one transaction under the car's row lock and moves the pictures out of the way first (negative
 * positions), so the unique index `car_images_car_position_idx` holds at every statement.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { type CarImageSource, carImages } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import type { FileStore } from "../files/file-store.server";
import { variantCachePath } from "../media/car-image-variant";
import { listImagesOfCar, lockCar } from "./car-editor.repo.server";
import { CAR_PHOTO, isPermutation, moveInOrder } from "./car-images";

const invalid = (message: string) =>
  err({ code: "invalid" as const, message, fields: { photos: [message] } });

type Encoded = { data: Buffer; width: number; height: number };

/** One file: size, type by content, dimensions; then the stripped, oriented original to store. */
async function encodePhoto(file: File): Promise<Result<Encoded>> {
  if (file.size > CAR_PHOTO.maxBytes) return invalid("car-editor:images.too_large");
  if (file.size === 0) return invalid("car-editor:images.wrong_type");
  const buffer = Buffer.from(await file.arrayBuffer());
  if (buffer.length > CAR_PHOTO.maxBytes) return invalid("car-editor:images.too_large");
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    return invalid("car-editor:images.wrong_type");
  }
  if (!meta.format || !(CAR_PHOTO.formats as readonly string[]).includes(meta.format))
    return invalid("car-editor:images.wrong_type");
  const { width = 0, height = 0 } = meta;
  if (Math.max(width, height) > CAR_PHOTO.maxSide) return invalid("car-editor:images.too_big");
  if (Math.min(width, height) < CAR_PHOTO.minSide) return invalid("car-editor:images.too_small");
  try {
    const { data, info } = await sharp(buffer, { limitInputPixels: CAR_PHOTO.maxSide ** 2 })
      .autoOrient()
      .resize({
        width: CAR_PHOTO.storedSide,
        height: CAR_PHOTO.storedSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    return ok({ data, width: info.width, height: info.height });
  } catch {
    // A header that reads but a body that does not decode (a truncated file): not a photo.
    return invalid("car-editor:images.wrong_type");
  }
}

/** The file store key of an upload's original (fanned out by the id's first characters). */
export function carPhotoPath(imageId: string): string {
  return `cars/${imageId.slice(0, 2)}/${imageId}.webp`;
}

/**
 * Adds photos to the end of a car's pictures (the first photo of a car without pictures is its cover).
 * All or nothing: one bad file refuses the upload and nothing is stored.
 */
export async function uploadCarImages(
  ctx: ServiceContext,
  store: FileStore,
  carId: string,
  files: readonly File[],
): Promise<Result<{ ids: string[] }>> {
  const real = files.filter((f) => f.size > 0 || f.name !== "");
  if (real.length === 0) return invalid("car-editor:images.none");
  if (real.length > CAR_PHOTO.maxFiles) return invalid("car-editor:images.too_many");
  if (!(await lockCar(scoped(ctx), carId))) return err({ code: "not_found" });
  const encoded: Encoded[] = [];
  for (const file of real) {
    const one = await encodePhoto(file);
    if (!one.ok) return one;
    encoded.push(one.value);
  }
  const stored = encoded.map((e) => ({ ...e, id: randomUUID() }));
  try {
    for (const s of stored) await store.put(carPhotoPath(s.id), s.data, { contentType: "image/webp" });
    const result = await withTransaction(ctx, async (tx): Promise<Result<{ ids: string[] }>> => {
      if (!(await lockCar(scoped(tx), carId))) return err({ code: "not_found" });
      const current = await listImagesOfCar(tx.db, carId);
      if (current.length + stored.length > CAR_PHOTO.maxCount) return invalid("car-editor:images.too_many");
      const start = current.length === 0 ? 0 : Math.max(...current.map((c) => c.position)) + 1;
      await tx.db.insert(carImages).values(
        stored.map((s, i) => ({
          id: s.id,
          carId,
          position: start + i,
          source: { kind: "upload", path: carPhotoPath(s.id) } satisfies CarImageSource,
          width: s.width,
          height: s.height,
        })),
      );
      return ok({ ids: stored.map((s) => s.id) });
    });
    if (!result.ok)
      await removeFiles(
        store,
        stored.map((s) => s.id),
      );
    return result;
  } catch (error) {
    // Best effort: with the store down the originals were not written either, and no row names them.
    await removeFiles(
      store,
      stored.map((s) => s.id),
    ).catch(() => {});
    throw error;
  }
}

async function removeFiles(store: FileStore, ids: readonly string[]) {
  await Promise.all(ids.map((id) => store.delete(carPhotoPath(id))));
}

/** The file store prefix of a picture's rendered variants (core/media: once per original and size). */
export function carVariantsPrefix(imageId: string): string {
  return `media-cache/car/${path.posix.dirname(variantCachePath({ imageId, width: 320, format: "webp" }))}/`;
}

/** Writes positions 0..n-1 in the given order (the car row is locked by the caller's transaction). */
async function writeOrder(tx: ServiceContext, carId: string, order: readonly string[]) {
  if (order.length === 0) return;
  // Out of the way first: no two pictures of the car share a position at any statement.
  await tx.db
    .update(carImages)
    .set({ position: sql`-1 - ${carImages.position}` })
    .where(eq(carImages.carId, carId));
  const values = sql.join(
    order.map((id, i) => sql`(${id}::uuid, ${i}::smallint)`),
    sql`, `,
  );
  await tx.db.execute(sql`
    update ${carImages} set position = v.position
    from (values ${values}) as v(id, position)
    where ${carImages.id} = v.id and ${carImages.carId} = ${carId}`);
}

/** Runs `decide` on the car's picture ids under its lock and writes the order it returns. */
function reorder(
  ctx: ServiceContext,
  carId: string,
  decide: (ids: string[]) => Result<string[]>,
): Promise<Result<string[]>> {
  return withTransaction(ctx, async (tx) => {
    if (!(await lockCar(scoped(tx), carId))) return err({ code: "not_found" });
    const ids = (await listImagesOfCar(tx.db, carId)).map((i) => i.id);
    const next = decide(ids);
    if (!next.ok) return next;
    if (next.value.join() !== ids.join()) await writeOrder(tx, carId, next.value);
    return next;
  });
}

/** Puts the pictures in a new order; `order` must name each of the car's pictures once. */
export function reorderCarImages(ctx: ServiceContext, carId: string, order: readonly string[]) {
  return reorder(ctx, carId, (ids) =>
    isPermutation(ids, order) ? ok([...order]) : invalid("car-editor:images.order_stale"),
  );
}

/** Moves one picture a place up (-1) or down (+1). */
export function moveCarImage(ctx: ServiceContext, carId: string, imageId: string, delta: -1 | 1) {
  return reorder(ctx, carId, (ids) =>
    ids.includes(imageId) ? ok(moveInOrder(ids, imageId, delta)) : err({ code: "not_found" }),
  );
}

/** Makes a picture the cover (position 0), the others keeping their order. */
export function setCarCover(ctx: ServiceContext, carId: string, imageId: string) {
  return reorder(ctx, carId, (ids) =>
    ids.includes(imageId) ? ok(moveInOrder(ids, imageId, -ids.length)) : err({ code: "not_found" }),
  );
}

/** Deletes a picture (row and original) and closes the gap in the positions. */
export async function deleteCarImage(
  ctx: ServiceContext,
  store: FileStore,
  carId: string,
  imageId: string,
): Promise<Result<null>> {
  const removed = await withTransaction(ctx, async (tx): Promise<Result<CarImageSource>> => {
    if (!(await lockCar(scoped(tx), carId))) return err({ code: "not_found" });
    const [row] = await tx.db
      .delete(carImages)
      .where(and(eq(carImages.id, imageId), eq(carImages.carId, carId)))
      .returning({ source: carImages.source });
    if (!row) return err({ code: "not_found" });
    const rest = (await listImagesOfCar(tx.db, carId)).map((i) => i.id);
    await writeOrder(tx, carId, rest);
    return ok(row.source);
  });
  if (!removed.ok) return removed;
  if (removed.value.kind === "upload") await store.delete(removed.value.path);
  // Its variants too (one folder per picture in the media cache), so a deleted photo is not kept.
  await store.deletePrefix(carVariantsPrefix(imageId));
  return ok(null);
}
