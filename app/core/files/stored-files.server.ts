/**
 * Removing a person's stored private files after an erasure (decision 0043). The erasure queues the
 * files' keys in the outbox in its own transaction and removes them right after the commit; the outbox
 * row removes them again later (a no-op when they are gone), so a file that could not be removed then
 * (a full disk, a lost mount) is retried with the outbox's backoff and, if it keeps failing, stays
 * visible as a failed row. Until it is gone nothing serves it: no row names it any more and /uploads
 * serves no private folder.
 */
import type { OutboxHandler } from "../background/outbox.server";
import { fileStore } from "./files.server";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Keys this module removes: a trade-in photo's folder, a trade register extract, an order document. */
const REMOVABLE = new RegExp(
  `^(?:trade-in/${UUID}|community/${UUID}\\.(?:pdf|jpg|png)|orders/${UUID}\\.pdf)$`,
);

export type FilesDeletePayload = { keys: string[] };

/** A trade-in photo's key (its folder of variants below the upload folder). */
export function tradeInPhotoKey(photoId: string): string {
  return `trade-in/${photoId}`;
}

/**
 * Removes the files from the file store (a key that is not one of ours is skipped; a trade-in photo's
 * key removes all its variants); returns the keys that could not go.
 */
export async function removeStoredFiles(keys: readonly string[]): Promise<string[]> {
  const store = fileStore();
  const failed: string[] = [];
  for (const key of keys) {
    if (!REMOVABLE.test(key)) continue;
    try {
      if (key.startsWith("trade-in/")) await store.deletePrefix(`${key}/`);
      else await store.delete(key);
    } catch {
      failed.push(key);
    }
  }
  return failed;
}

/** The outbox handler of `files_delete`: throws while a file is left, so the row is retried. */
export function filesDeleteHandler(): OutboxHandler<FilesDeletePayload> {
  return async (job) => {
    const failed = await removeStoredFiles(job.payload.keys ?? []);
    if (failed.length) throw new Error(`could not remove ${failed.length} stored file(s)`);
  };
}
