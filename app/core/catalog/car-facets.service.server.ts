/**
 * Facet counts of the used-car search from the in-memory facet index (decision 0014). Each process keeps
 * one index per project and database and checks the project's catalogue version (one primary-key read) on
 * every search. When a write moved it, one rebuild starts; until it is done, searches keep counting with
 * the previous index (like a search engine's refresh interval), so no visitor waits for it. Only a
 * process's first search of a project waits for the first build.
 */
import type { Db } from "../../db/client.server";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import {
  type CarCriteria,
  catalogVersion,
  type FacetRow,
  loadFacetSource,
  textMatchNumbers,
} from "./car-search.repo.server";
import { FacetIndex } from "./facet-index";

type Entry = { version: number; index: FacetIndex };
type Slot = { current?: Entry; loading?: { version: number; promise: Promise<Entry> } };

const byDatabase = new WeakMap<Db, Map<string, Slot>>();

function slotOf(db: Db, projectId: string): Slot {
  let projects = byDatabase.get(db);
  if (!projects) {
    projects = new Map();
    byDatabase.set(db, projects);
  }
  let slot = projects.get(projectId);
  if (!slot) {
    slot = {};
    projects.set(projectId, slot);
  }
  return slot;
}

/**
 * The project's index at the current catalogue version (or newer), or while that one is being built the
 * previous one: `version` says which, `current` the catalogue version read.
 */
async function currentIndex(scope: TenantScope): Promise<Entry & { current: number }> {
  const slot = slotOf(scope.db, scope.projectId);
  const version = await catalogVersion(scope);
  if (slot.current && slot.current.version >= version) return { ...slot.current, current: version };
  const loading =
    slot.loading && slot.loading.version >= version ? slot.loading : rebuild(scope, slot, version);
  if (slot.current) {
    loading.promise.catch(() => undefined); // a failed rebuild is retried by the next search
    return { ...slot.current, current: version };
  }
  return { ...(await loading.promise), current: version };
}

function rebuild(scope: TenantScope, slot: Slot, version: number) {
  const promise = loadFacetSource(scope).then(async ({ version: loaded, rows }) => {
    const entry = { version: loaded, index: await FacetIndex.build(rows) };
    if (!slot.current || slot.current.version < loaded) slot.current = entry;
    return entry;
  });
  const loading = { version, promise };
  slot.loading = loading;
  void promise.then(
    () => {
      if (slot.loading === loading) slot.loading = undefined;
    },
    () => {
      if (slot.loading === loading) slot.loading = undefined;
    },
  );
  return loading;
}

/**
 * The total and every facet's counts (see `FacetIndex.count`), and whether they are `behind`: counted
 * with the previous index while the one of the current catalogue version is being built. Counts that
 * are behind must not be remembered (the read cache would keep them past the rebuild).
 */
export async function countFacetsNow(
  ctx: ServiceContext,
  c: CarCriteria,
): Promise<{ rows: FacetRow[]; behind: boolean }> {
  const scope = scoped(ctx);
  const [entry, text] = await Promise.all([
    currentIndex(scope),
    c.tsQuery ? textMatchNumbers(scope, c.tsQuery) : null,
  ]);
  return { rows: entry.index.count(c, text ? new Set(text) : null), behind: entry.version < entry.current };
}

/** The total and every facet's counts (see `FacetIndex.count`). */
export async function countFacets(ctx: ServiceContext, c: CarCriteria): Promise<FacetRow[]> {
  return (await countFacetsNow(ctx, c)).rows;
}

/** Just the number of matches (the detail search's live count). */
export async function countCars(ctx: ServiceContext, c: CarCriteria): Promise<number> {
  const rows = await countFacets(ctx, c);
  return rows.find((r) => r.g === "total")?.n ?? 0;
}
