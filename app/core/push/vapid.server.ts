/**
 * The installation's VAPID keys (decision 0034): made on the first start, stored in `push_vapid_keys`
 * and never replaced (browsers' subscriptions are bound to the public key). Concurrent first starts of
 * several processes race on one row: `ON CONFLICT DO NOTHING` keeps the first, and everyone reads it back.
 */
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../db/client.server";
import { pushVapidKeys } from "../../db/schema";

export type VapidKeys = { publicKey: string; privateKey: string };

const known = new WeakMap<object, Promise<VapidKeys>>();

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db
      .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
      .from(pushVapidKeys)
      .where(eq(pushVapidKeys.id, 1));
    return row ?? null;
  };
  const stored = await read();
  if (stored) return stored;
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: fresh.publicKey, privateKey: fresh.privateKey })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error("VAPID keys could not be stored");
  return kept;
}

/** The stored key pair, created when there is none yet; remembered per database handle. */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    known.set(db, keys);
    keys.catch(() => known.delete(db));
  }
  return keys;
}
