/**
 * Queues a browser push for a user (decision 0034). Call it inside the transaction of
 * the change that causes it (the in-page notification's `notify()`), with that transaction's service
 * context: the row commits or rolls back with the change, and the outbox handler of kind `push`
 * (push-handler.server.ts) sends it to every active subscription of the user on the context's project.
 */
import type { ServiceContext } from "../context/service-context.server";
import { type PushPayload, pushPayloadSchema } from "./push-schema";

/** Returns the outbox row's id. Throws on a malformed payload (a bug of the caller, not user input). */
export async function queuePush(
  tx: Pick<ServiceContext, "outbox">,
  payload: PushPayload,
): Promise<string | null> {
  const valid = pushPayloadSchema.parse({
    ...payload,
    // Cut rather than refuse: a long job title must not stop the notification.
    title: payload.title.slice(0, 200),
    body: (payload.body ?? "").slice(0, 1000),
  });
  return tx.outbox.enqueue("push", valid);
}
