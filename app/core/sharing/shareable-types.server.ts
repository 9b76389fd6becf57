/**
 * What can be shared (decision 0031): each shareable type names how to find one of its rows in the
 * request's project, who sees it without a share and who manages its shares. The sharing service and the
 * `/api/sharedresources/{type}/...` calls know nothing else about a type, so a new type (the tours'
 * `tour`) is one entry here: `registerShareableType({ type: "tour", ... })` at boot, or a line below.
 * Row-level visibility is the type's own list queries' business: they add `sharedResourceIds(scope,
 * type, viewer)` (`shares.repo.server.ts`) to what the viewer may see.
 */
import { eq } from "drizzle-orm";
import { clients, tours, workflows } from "../../db/schema";
import type { Locale } from "../../shared/locales";
import type { RoleGroup } from "../../shared/permissions";
import type { TenantScope } from "../context/tenant-scope.server";
import { type LocalizedText, pickLocalized } from "../leads/localized-text";
import { jobViewOwner } from "../leads/saved-job-views.service.server";

export type ShareableType = {
  /** The `{type}` segment of the URL. */
  type: string;
  /**
   * The resource with this id in the scope's project (its label for the dialog's title), or null: a
   * missing row, another project's and a malformed id are all "not found".
   */
  find(scope: TenantScope, id: string, locale: Locale): Promise<{ id: string; label: string } | null>;
  /** Who sees the resource without holding a share (may open the dialog to read who has it). */
  seeGroups: readonly RoleGroup[];
  /** Who manages its shares (spec is_user_authorized): add and remove any share, the Settings tab. */
  manageGroups: readonly RoleGroup[];
  /**
   * Who can use a share of it (decision 0047): a user outside these groups is not offered as a target
   * and refused (400), since the share would open nothing for them; members of a shared team or company
   * outside them get nothing from it. None given: every employee.
   */
  holderGroups?: readonly RoleGroup[];
  /**
   * Optional: whether the viewer owns the resource (a saved job view's owner). An owner sees and
   * manages its shares like a manager (is_user_authorized), whatever their role groups.
   */
  isOwner?(scope: TenantScope, id: string, viewer: { id: string }): Promise<boolean>;
};

const INT_ID = /^[1-9][0-9]{0,9}$/;
const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const workflow: ShareableType = {
  type: "workflow",
  async find(scope, id, locale) {
    if (!INT_ID.test(id) || Number(id) > 2_147_483_647) return null;
    const [row] = await scope.db
      .select({ id: workflows.id, langName: workflows.langName })
      .from(workflows)
      .where(scope.where(workflows, eq(workflows.id, Number(id))));
    return row ? { id: String(row.id), label: pickLocalized(row.langName as LocalizedText, locale) } : null;
  },
  // Every lead worker sees the workflows; sharing one opens all of its jobs to the holders (decision 0031).
  seeGroups: ["workflows"],
  manageGroups: ["allJobs"],
  // The job screens are the lead workers': a share opens a workflow's jobs to them only.
  holderGroups: ["workflows"],
};

/**
 * Clients (decision 0031): the database group manages their shares; an employee holding a share opens
 * the client's page read-only (`getClientPage`), reached from their jobs or a link.
 */
export const clientShareable: ShareableType = {
  type: "client",
  async find(scope, id) {
    if (!UUID_ID.test(id)) return null;
    const [row] = await scope.db
      .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName })
      .from(clients)
      .where(scope.where(clients, eq(clients.id, id.toLowerCase())));
    return row ? { id: row.id, label: `${row.firstName} ${row.lastName}`.trim() } : null;
  },
  seeGroups: ["database"],
  manageGroups: ["database"],
};

/**
 * Guided tours (decision 0032): admins edit them and manage their shares; a tour shared with a team, a
 * user or a company runs for them too, whatever roles it targets (`toursVisibleTo`).
 */
const tour: ShareableType = {
  type: "tour",
  async find(scope, id) {
    if (!UUID_ID.test(id)) return null;
    const [row] = await scope.db
      .select({ id: tours.id, name: tours.name })
      .from(tours)
      .where(scope.where(tours, eq(tours.id, id.toLowerCase())));
    return row ? { id: row.id, label: row.name } : null;
  },
  seeGroups: ["admin"],
  manageGroups: ["admin"],
};

/**
 * Saved job views (decision 0031 addendum): their owner manages their shares (`isOwner`); nobody else
 * sees one without a share, not even admins: a view is a personal thing until shared.
 */
const jobView: ShareableType = {
  type: "job_view",
  async find(scope, id) {
    const row = await jobViewOwner(scope, id);
    return row ? { id: row.id, label: row.name } : null;
  },
  seeGroups: [],
  manageGroups: [],
  // A view is used on the job list, which is the lead workers' screen.
  holderGroups: ["workflows"],
  async isOwner(scope, id, viewer) {
    return (await jobViewOwner(scope, id))?.ownerId === viewer.id;
  },
};

const registry = new Map<string, ShareableType>([
  [clientShareable.type, clientShareable],
  [workflow.type, workflow],
  [tour.type, tour],
  [jobView.type, jobView],
]);

/** Adds a shareable type (the lead registers `tour` this way). Registering a type twice is a bug. */
export function registerShareableType(def: ShareableType): void {
  if (registry.has(def.type)) throw new Error(`shareable type ${def.type} is registered already`);
  registry.set(def.type, def);
}

export function shareableType(type: string): ShareableType | null {
  return registry.get(type) ?? null;
}

export function shareableTypeNames(): string[] {
  return [...registry.keys()];
}
