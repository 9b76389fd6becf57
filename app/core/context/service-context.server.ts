/**
 * The one argument every domain service takes first (architecture: "Service context"): the database
 * (or the transaction in progress), the project whose data the call may touch, who is asking, in which
 * language, what time it is, and where follow-up work is queued. Built once per request by the server
 * (API middleware, load context) and by scripts and tests with `createServiceContext`.
 */
import type { Db } from "../../db/client.server";
import type { Locale } from "../../shared/locales";
import { inGroup, type RoleGroup } from "../../shared/permissions";
import { enqueue, type OutboxKind, type OutboxPayloads } from "../background/outbox.server";
import type { SessionUser } from "../identity/session-user";
import type { UserState } from "../identity/user-state.server";
import type { Project } from "../tenancy/project";
import type { ReadCache } from "../tenancy/read-cache.server";

/** Time as services see it; tests pass a fixed clock instead of patching Date. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** Work queued in the transactional outbox of `ctx.db` (so it commits or rolls back with the change). */
export type ServiceOutbox = {
  enqueue<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): Promise<string | null>;
};

export type ServiceContext = {
  /** The database, or inside `withTransaction` the transaction. */
  readonly db: Db;
  /** The tenant: every tenant-owned row a service reads or writes belongs to it (tenant-scope.server.ts). */
  readonly project: Project;
  /** The signed-in user (roles checked with `can`), or null for a visitor, a script or a job. */
  readonly principal: SessionUser | null;
  readonly locale: Locale;
  readonly clock: Clock;
  readonly outbox: ServiceOutbox;
  /**
   * Reads remembered for the rest of this request (`memoized`): shared by the contexts derived from it
   * with another locale or principal, never by a transaction, which starts its own.
   */
  readonly memo: Map<string, Promise<unknown>>;
  /**
   * The process's memory of each project's rarely changing back-office definitions (`remembered`):
   * absent in scripts and tests that do not ask for it, then every read goes to the database.
   */
  readonly reads?: SharedReads;
  /**
   * The signed-in user's per-page state, read with the session on page requests that change nothing
   * (user-state.server.ts); absent otherwise, then services query it themselves.
   */
  readonly userState?: UserState | null;
};

/** What services use of the process's read cache (decision 0018): a remembered read, and forgetting. */
export type SharedReads = Pick<ReadCache, "get" | "clear">;

export type ServiceContextInit = {
  db: Db;
  project: Project;
  principal?: SessionUser | null;
  /** Default: the project's default language. */
  locale?: Locale;
  clock?: Clock;
  reads?: SharedReads;
  userState?: UserState | null;
};

function outboxOf(db: Db, project: Project): ServiceOutbox {
  return { enqueue: (kind, payload) => enqueue(db, project.id, kind, payload) };
}

export function createServiceContext(init: ServiceContextInit): ServiceContext {
  return {
    db: init.db,
    project: init.project,
    principal: init.principal ?? null,
    locale: init.locale ?? init.project.defaultLanguage,
    clock: init.clock ?? systemClock,
    outbox: outboxOf(init.db, init.project),
    memo: new Map(),
    reads: init.reads,
    userState: init.userState ?? null,
  };
}

/**
 * `read()` once per request under `key` (a request's layout and page often need the same rarely
 * changing rows, such as the project's workflows). A failed read is forgotten, so a retry reads again.
 */
export function memoized<T>(ctx: ServiceContext, key: string, read: () => Promise<T>): Promise<T> {
  const known = ctx.memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  // A query builder is a lazy thenable that runs again on every `then`: read it once, into a promise.
  const value = Promise.resolve(read());
  ctx.memo.set(key, value);
  value.catch(() => ctx.memo.delete(key));
  return value;
}

/**
 * `read()` remembered for this project in the process's read cache under `key` (for its TTL, 5 s; see
 * decision 0018), or once per request without one. For definitions that change rarely and only through
 * services that call `forgetRemembered` after the change: workflows, tours, the employees list.
 * `keep` says whether a loaded value may be remembered (an empty list of defaults may not).
 */
export function remembered<T>(
  ctx: ServiceContext,
  key: string,
  read: () => Promise<T>,
  keep?: (value: T) => boolean,
): Promise<T> {
  const reads = ctx.reads;
  if (!reads) return memoized(ctx, key, read);
  return memoized(ctx, key, () => reads.get(ctx.project.id, key, read, Date.now(), keep));
}

/**
 * After a change to what `remembered` reads: this process forgets at once (after the transaction's
 * commit when called inside one); other processes within the cache's TTL.
 */
export function forgetRemembered(ctx: ServiceContext): void {
  ctx.reads?.clear();
}

/** The same context in another language (loaders learn the locale from the URL after the context is built). */
export function withLocale(ctx: ServiceContext, locale: Locale): ServiceContext {
  return locale === ctx.locale ? ctx : { ...ctx, locale };
}

/** The same request, signed in as someone else (after login or a profile change). */
export function withPrincipal(ctx: ServiceContext, principal: SessionUser | null): ServiceContext {
  return { ...ctx, principal, userState: null };
}

/**
 * Runs `fn` in one transaction with a context whose db and outbox use it, so a change and the work it
 * causes are stored together or not at all. Nested calls become savepoints (Drizzle).
 */
export async function withTransaction<T>(
  ctx: ServiceContext,
  fn: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  // A transaction reads its own state, never the process's memory, and what it asks to forget is
  // forgotten after the commit (before it, another request could remember the old rows again).
  let forget = false;
  const reads: SharedReads | undefined = ctx.reads && {
    get: (_projectId, _key, read) => read(),
    clear: () => {
      forget = true;
    },
  };
  const result = await ctx.db.transaction((tx) => {
    const db = tx as unknown as Db;
    return fn({ ...ctx, db, outbox: outboxOf(db, ctx.project), memo: new Map(), reads, userState: null });
  });
  if (forget) ctx.reads?.clear();
  return result;
}

/** Whether the signed-in principal belongs to a role group (shared/permissions.ts). */
export function can(ctx: ServiceContext, group: RoleGroup): boolean {
  return inGroup(ctx.principal, group);
}
