/**
 * `withTransaction` for use cases that answer a refusal as a value: a failed `Result` rolls back every
 * write made before it (a mail link marked used, an event inserted) instead of committing them.
 */
import type { DomainError, Result } from "../../shared/result";
import { type ServiceContext, withTransaction } from "../context/service-context.server";

class Refusal<E extends DomainError> extends Error {
  constructor(readonly result: Result<never, E>) {
    super("refused");
  }
}

export async function allOrNothing<T, E extends DomainError>(
  ctx: ServiceContext,
  fn: (tx: ServiceContext) => Promise<Result<T, E>>,
): Promise<Result<T, E>> {
  try {
    return await withTransaction(ctx, async (tx) => {
      const result = await fn(tx);
      if (!result.ok) throw new Refusal(result);
      return result;
    });
  } catch (e) {
    if (e instanceof Refusal) return e.result as Result<never, E>;
    throw e;
  }
}
