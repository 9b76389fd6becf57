import { createHash } from "node:crypto";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { forgetRemembered, type ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import type { FileStore } from "../files/file-store.server";
import { fieldErrors } from "./auth-schema";
import { avatarHolders } from "./avatars.repo.server";
import { findUserById, updateUser } from "./identity.repo.server";
import { toSessionUser } from "./identity.service.server";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, profileSchema, soundSettingsOf } from "./profile-schema";
import type { SessionUser } from "./session-user";

export const AVATAR_SIZE = 256;

type ProfileError = { code: "invalid"; fields: Record<string, string[]> } | { code: "not_found" };

/** Where avatars are served: a handler that asks who may see them (decision 0043), never /uploads. */
export const AVATAR_URL_PREFIX = "/api/avatars/";
const AVATAR_FILE = /^[0-9a-f]{24}\.webp$/;

/**
 * Resizes an uploaded avatar with sharp to a 256 px square WebP, named by its content hash, under
 * `avatars/` in the file store. Returns its address (`/api/avatars/{file}`), which is what the profile keeps.
 */
export async function storeAvatar(files: FileStore, file: File): Promise<Result<string, ProfileError>> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return err({ code: "invalid", fields: { avatar: ["validation:image_type"] } });
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return err({ code: "invalid", fields: { avatar: ["validation:image_too_large"] } });
  }
  const { default: sharp } = await import("sharp");
  let webp: Buffer;
  try {
    webp = await sharp(Buffer.from(await file.arrayBuffer()), { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return err({ code: "invalid", fields: { avatar: ["validation:image_type"] } });
  }
  const name = `${createHash("sha256").update(webp).digest("hex").slice(0, 24)}.webp`;
  // The store writes it whole or not at all: a full disk or a bucket that is down leaves no half file
  // under the served name (the error itself is answered 507 or 503 by the server, decision 0036).
  await files.put(`avatars/${name}`, webp, { contentType: "image/webp" });
  return ok(`${AVATAR_URL_PREFIX}${name}`);
}

/**
 * A stored avatar for a signed-in user of this site (decision 0043): their own, and, for employees, the
 * avatar of a colleague (an employee who may sign in here). A customer's avatar is theirs alone. Anyone
 * else, unknown and malformed names: not found.
 */
export async function readAvatar(
  ctx: ServiceContext,
  files: FileStore,
  file: string,
): Promise<Result<Buffer, { code: "not_found" | "unauthorized" }>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!AVATAR_FILE.test(file)) return err({ code: "not_found" });
  const holders = await avatarHolders(scoped(ctx), ctx.project, `${AVATAR_URL_PREFIX}${file}`);
  const allowed = holders.some((h) => h.id === user.id || (h.employee && inGroup(user, "employee")));
  if (!allowed) return err({ code: "not_found" });
  const body = await files.read(`avatars/${file}`);
  return body ? ok(body) : err({ code: "not_found" });
}

/** The userEdit form of the signed-in principal: name, company, language, sound settings, optional new avatar. */
export async function updateProfile(
  ctx: ServiceContext,
  input: Record<string, unknown>,
  avatar: { file: File | null; files: FileStore },
): Promise<Result<SessionUser, ProfileError | { code: "unauthorized" }>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  let avatarPath: string | undefined;
  if (avatar.file && avatar.file.size > 0) {
    const stored = await storeAvatar(avatar.files, avatar.file);
    if (!stored.ok) return stored;
    avatarPath = stored.value;
  }
  const v = parsed.data;
  const row = await updateUser(ctx.db, user.id, {
    firstName: v.first_name,
    lastName: v.last_name,
    companyName: v.company || null,
    language: v.language,
    soundSettings: soundSettingsOf(v),
    ...(avatarPath ? { avatarPath } : {}),
  });
  if (!row) return err({ code: "not_found" });
  // An employee's name appears in the remembered employees list of the job filters.
  forgetRemembered(ctx);
  return ok(toSessionUser(row, ctx.project));
}

export async function reloadUser(ctx: ServiceContext, id: string) {
  const row = await findUserById(ctx.db, id);
  return row ? toSessionUser(row, ctx.project) : null;
}
