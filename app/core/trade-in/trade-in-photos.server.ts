/**
 * Photos of an offered vehicle: checked by content, auto-oriented, stripped of every piece of
 * metadata (EXIF with GPS, XMP, ICC: sharp writes none unless asked), stored as WebP variants under
 * `trade-in/{photoId}/` in the file store, and read back only by those who may see them.
 */
import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { mayOpenJob } from "../access/visibility.server";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { fileStore } from "../files/files.server";
import { customerReach } from "../identity/customer-reach.server";
import type { StoredPhoto } from "../wizards/wizard-hooks.server";
import {
  countSessionPhotos,
  deleteSessionPhoto,
  findPhotoAccess,
  findSession,
  insertPhoto,
  isCustomersJob,
  lockSession,
} from "./trade-in.repo.server";
import { TRADE_IN_PHOTO, TRADE_IN_PHOTO_VARIANTS, type TradeInPhotoVariant } from "./trade-in-photo-limits";

/**
 * The file store prefix of one photo's variants (the id is a UUID from the database or `randomUUID`);
 * the store is the process's (`fileStore()`, set by the server at start).
 */
export function tradeInPhotoPrefix(photoId: string): string {
  return `trade-in/${photoId}/`;
}

const invalid = (message: string) =>
  err({ code: "invalid" as const, message, fields: { photos: [message] } });

type Checked = { buffer: Buffer };

/** Size, type by content and dimensions (after orientation); the buffer to encode from. */
async function checkPhoto(file: File): Promise<Result<Checked>> {
  if (file.size > TRADE_IN_PHOTO.maxBytes) return invalid("trade-in:photo.too_large");
  if (file.size === 0) return invalid("trade-in:photo.wrong_type");
  const buffer = Buffer.from(await file.arrayBuffer());
  if (buffer.length > TRADE_IN_PHOTO.maxBytes) return invalid("trade-in:photo.too_large");
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    return invalid("trade-in:photo.wrong_type");
  }
  if (!meta.format || !(TRADE_IN_PHOTO.formats as readonly string[]).includes(meta.format)) {
    return invalid("trade-in:photo.wrong_type");
  }
  const { width = 0, height = 0 } = meta;
  if (Math.max(width, height) > TRADE_IN_PHOTO.maxSide) return invalid("trade-in:photo.too_big");
  if (Math.min(width, height) < TRADE_IN_PHOTO.minSide) return invalid("trade-in:photo.too_small");
  return ok({ buffer });
}

type Encoded = { variant: TradeInPhotoVariant; data: Buffer; width: number; height: number };

/** The WebP variants, oriented by the EXIF orientation, with no metadata at all. */
async function encodeVariants(buffer: Buffer): Promise<Result<Encoded[]>> {
  try {
    return ok(
      await Promise.all(
        (Object.keys(TRADE_IN_PHOTO_VARIANTS) as TradeInPhotoVariant[]).map(async (variant) => {
          const { size, quality } = TRADE_IN_PHOTO_VARIANTS[variant];
          const { data, info } = await sharp(buffer, { limitInputPixels: TRADE_IN_PHOTO.maxSide ** 2 })
            .autoOrient()
            .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
            .webp({ quality })
            .toBuffer({ resolveWithObject: true });
          return { variant, data, width: info.width, height: info.height };
        }),
      ),
    );
  } catch {
    // A header that reads but a body that does not decode (truncated file): not a photo.
    return invalid("trade-in:photo.wrong_type");
  }
}

/** `storePhoto` of the trade-in wizard's hooks (see wizard-hooks.server.ts). */
export async function storeTradeInPhoto(
  ctx: ServiceContext,
  input: { sessionId: string; file: File },
): Promise<Result<StoredPhoto>> {
  const scope = scoped(ctx);
  const session = await findSession(scope, input.sessionId);
  if (session?.status !== "open") return err({ code: "not_found" });
  // Cheap refusal before any decoding; counted again under the session's lock below.
  if ((await countSessionPhotos(scope, input.sessionId)) >= TRADE_IN_PHOTO.maxCount) {
    return invalid("trade-in:photo.too_many");
  }
  const checked = await checkPhoto(input.file);
  if (!checked.ok) return checked;
  const encoded = await encodeVariants(checked.value.buffer);
  if (!encoded.ok) return encoded;
  const id = randomUUID();
  const prefix = tradeInPhotoPrefix(id);
  const store = fileStore();
  try {
    for (const v of encoded.value)
      await store.put(`${prefix}${v.variant}.webp`, v.data, { contentType: "image/webp" });
    const large = encoded.value.find((v) => v.variant === "large")!;
    const stored = await withTransaction(ctx, async (tx): Promise<Result<StoredPhoto>> => {
      const txScope = scoped(tx);
      const locked = await lockSession(txScope, input.sessionId);
      if (locked?.status !== "open") return err({ code: "not_found" });
      if ((await countSessionPhotos(txScope, input.sessionId)) >= TRADE_IN_PHOTO.maxCount) {
        return invalid("trade-in:photo.too_many");
      }
      await insertPhoto(txScope, {
        id,
        sessionId: input.sessionId,
        width: large.width,
        height: large.height,
        bytes: encoded.value.reduce((sum, v) => sum + v.data.length, 0),
        createdAt: ctx.clock.now(),
      });
      return ok({ id, width: large.width, height: large.height });
    });
    if (!stored.ok) await store.deletePrefix(prefix);
    return stored;
  } catch (error) {
    // Best effort: with the store down the variants were not written either, and no row names them.
    await store.deletePrefix(prefix).catch(() => {});
    throw error;
  }
}

/** `removePhoto` of the trade-in wizard's hooks: only a photo of this session, before the finish. */
export async function removeTradeInPhoto(
  ctx: ServiceContext,
  input: { sessionId: string; photoId: string },
): Promise<Result<null>> {
  const scope = scoped(ctx);
  const session = await findSession(scope, input.sessionId);
  if (session?.status !== "open") return err({ code: "not_found" });
  if (!(await deleteSessionPhoto(scope, input.sessionId, input.photoId))) return err({ code: "not_found" });
  await fileStore().deletePrefix(tradeInPhotoPrefix(input.photoId));
  return ok(null);
}

/**
 * A stored variant for the caller (decision 0043): the visitor (cookie) or user whose open wizard
 * session owns the photo; once the photo belongs to a TRADE_IN job, the employees who may open that job
 * (the visibility policy) and the customer whose job it is (not after the dealer deleted it). Everyone
 * else, another site included: not found, as for a photo that does not exist.
 */
export async function readTradeInPhoto(
  ctx: ServiceContext,
  input: { photoId: string; variant: TradeInPhotoVariant; visitorId: string | null },
): Promise<Result<Buffer>> {
  if (!ctx.project.features.trade_in) return err({ code: "not_found" });
  const scope = scoped(ctx);
  const photo = await findPhotoAccess(scope, input.photoId);
  if (!photo) return err({ code: "not_found" });
  if (!(await mayReadPhoto(ctx, photo, input.visitorId))) return err({ code: "not_found" });
  const body = await fileStore().read(`${tradeInPhotoPrefix(photo.id)}${input.variant}.webp`);
  return body ? ok(body) : err({ code: "not_found" });
}

type PhotoAccess = NonNullable<Awaited<ReturnType<typeof findPhotoAccess>>>;

async function mayReadPhoto(ctx: ServiceContext, photo: PhotoAccess, visitorId: string | null) {
  const user = ctx.principal;
  if (
    photo.sessionStatus === "open" &&
    ((visitorId !== null && photo.sessionVisitorId === visitorId) ||
      (user !== null && photo.sessionUserId === user.id))
  ) {
    return true;
  }
  if (!user || photo.jobId === null || photo.jobSystemType !== "TRADE_IN" || photo.jobWorkflowId === null) {
    return false;
  }
  if (inGroup(user, "employee")) {
    return mayOpenJob(ctx, { assigneeId: photo.jobAssigneeId, workflowId: photo.jobWorkflowId });
  }
  if (photo.jobVisibility === "deleted") return false;
  const scope = scoped(ctx);
  return isCustomersJob(scope, photo.jobId, customerReach(scope, user.id));
}
