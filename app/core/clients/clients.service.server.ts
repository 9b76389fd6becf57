/**
 * The back office's clients (decision 0028): the list with search and filters, the client page
 * (contact data, consent, unsubscribes, cars, orders, jobs and one timeline), edit, merge of two
 * duplicates, the GDPR export of one client's data and the erasure that keeps order records anonymised.
 * Only the database role group may call these; every query goes through the tenant scope.
 */
import { projectTimeZone } from "../../shared/date-time";
import { decodeCursor, encodeCursor, type KeysetPage, keysetPage } from "../../shared/lists/keyset-cursor";
import { inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { clientReach, visibleJobsCondition } from "../access/visibility.server";
import { can, type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { removeStoredFiles, tradeInPhotoKey } from "../files/stored-files.server";
import { translate } from "../i18n/messages.server";
import { fieldErrors } from "../identity/auth-schema";
import { pickLocalized } from "../leads/localized-text";
import { CLIENT_COUNT_CAP, type ClientListParams } from "./client-filters";
import { clientEditSchema, clientEraseSchema, clientIdSchema, clientMergeSchema } from "./client-schema";
import { clientTsQuery } from "./client-search";
import {
  anonymiseOrders,
  appointmentsOf,
  type ClientRow,
  copyUnsubscribes,
  countClients,
  documentsOfClient,
  emailHolder,
  eraseCommunications,
  eraseJobTexts,
  eventsOfJobs,
  filesOfClient,
  findClient,
  forgetFiles,
  insertMerge,
  jobsOfClient,
  type ListPosition,
  type ListQuery,
  linesOfOrders,
  listClientRows,
  lockClient,
  matchKeys,
  mergesInto,
  moveReferences,
  ordersOfClient,
  pickCandidates,
  type ReferenceCounts,
  referenceCounts,
  rentalsOfJobs,
  tradeInsOfJobs,
  unsubscribesOf,
  updateClient,
} from "./clients.repo.server";
import { type MergeRefusal, mergeFill, mergeRefusal } from "./merge-plan";

export type ClientError =
  | { code: "not_found"; message?: string }
  | { code: "forbidden"; message?: string }
  | { code: "conflict"; message: string }
  | { code: "invalid"; message?: string; fields?: Record<string, string[]> };

const forbidden = () => err({ code: "forbidden" as const });
const notFound = () => err({ code: "not_found" as const });

/** The name the back office shows: the person's name, else the company, else the e-mail. */
export function displayName(c: {
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string | null;
}): string {
  return `${c.firstName} ${c.lastName}`.trim() || c.companyName || c.email || "";
}

// ---------------------------------------------------------------------------------------------------
// List

export type ClientListRow = Awaited<ReturnType<typeof listClientRows>>[number];

/** Up to this many matches a search sorts them; beyond, it reads the list's order index (decision 0028). */
const SEARCH_PLAN_CAP = 2000;

/**
 * The ids of a page by creation among a search's matches (sorted here, as the database would: the
 * time as microsecond text, then the id), so only the page's rows are read again.
 */
function createdPage(
  keys: readonly { id: string; createdAt: string }[],
  q: Pick<ListQuery, "params" | "after" | "before" | "limit">,
  backwards: boolean,
): string[] {
  const newestFirst = (q.params.sort === "created_desc") !== backwards;
  const cmp = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  const pos = q.after ?? q.before;
  const at = pos && pos.sort !== "name_asc" ? { createdAt: pos.at[0], id: pos.at[1] } : null;
  return keys
    .filter((k) => !at || (newestFirst ? cmp(k, at) < 0 : cmp(k, at) > 0))
    .sort((a, b) => (newestFirst ? cmp(b, a) : cmp(a, b)))
    .slice(0, q.limit + 1)
    .map((k) => k.id);
}
export type ClientListPage = KeysetPage<ClientListRow> & { total: number; totalCapped: boolean };

function positionOf(token: string | undefined, sort: ClientListParams["sort"]): ListPosition | null {
  if (sort === "name_asc") {
    const at = decodeCursor(token, ["string", "string", "uuid"] as const);
    return at ? { sort, at } : null;
  }
  const at = decodeCursor(token, ["timestamp", "uuid"] as const);
  return at ? { sort, at } : null;
}

export async function listClients(
  ctx: ServiceContext,
  params: ClientListParams,
): Promise<Result<ClientListPage, ClientError>> {
  if (!can(ctx, "database")) return forbidden();
  const after = positionOf(params.after, params.sort);
  const before = after ? null : positionOf(params.before, params.sort);
  const query: ListQuery = {
    params,
    tsQuery: clientTsQuery(params.q),
    timeZone: projectTimeZone(ctx.project),
    limit: params.limit,
    after,
    before,
  };
  const scope = scoped(ctx);
  let rows: ClientListRow[];
  let total: number;
  if (query.tsQuery) {
    // A search finds its matches first (the GIN index once, at most SEARCH_PLAN_CAP + 1 rows) and
    // picks the page's plan by their number rather than by the planner's guess (decision 0028).
    const keys = await matchKeys(scope, query, SEARCH_PLAN_CAP);
    total = keys.length;
    if (keys.length > SEARCH_PLAN_CAP) rows = await listClientRows(scope, { ...query, plan: "walk" });
    else {
      const ids =
        params.sort === "name_asc" ? keys.map((k) => k.id) : createdPage(keys, query, Boolean(before));
      rows = await listClientRows(scope, { ...query, plan: "matches", ids });
    }
  } else {
    [rows, total] = await Promise.all([
      listClientRows(scope, query),
      countClients(scope, query, CLIENT_COUNT_CAP),
    ]);
  }
  const page = keysetPage(rows, {
    limit: params.limit,
    direction: before ? "before" : "after",
    fromCursor: Boolean(after ?? before),
    cursorOf: (r) =>
      params.sort === "name_asc"
        ? encodeCursor([r.lastName.slice(0, 100), r.firstName.slice(0, 100), r.id])
        : encodeCursor([r.createdAt, r.id]),
  });
  return ok({ ...page, total: Math.min(total, CLIENT_COUNT_CAP), totalCapped: total > CLIENT_COUNT_CAP });
}

/** Options for the merge's duplicate picker: live clients matching the typed words, not `exceptId`. */
export async function clientOptions(
  ctx: ServiceContext,
  q: string | null | undefined,
  exceptId: string | null,
): Promise<Result<{ value: string; label: string }[], ClientError>> {
  if (!can(ctx, "database")) return forbidden();
  const except = exceptId && clientIdSchema.safeParse(exceptId).success ? exceptId : null;
  const rows = await pickCandidates(scoped(ctx), clientTsQuery((q ?? "").slice(0, 100)), except, 20);
  return ok(
    rows.map((r) => ({
      value: r.id,
      label: [displayName(r), r.email, r.phone].filter(Boolean).join(" · "),
    })),
  );
}

// ---------------------------------------------------------------------------------------------------
// The client page

export type TimelineEntry = {
  at: string;
  kind: "job" | "trade_in" | "rental" | "service" | "purchase";
  /** For job entries the job event's kind ("created", "status", "comment", ...). */
  event: string;
  jobId: number | null;
  workflowId: number | null;
  orderNumber: string | null;
  /** A short description: the vehicle, the order total, the workflow. */
  subject: string;
  amountMinor: number | null;
  currency: string | null;
};

export type ClientCar = {
  source: "trade_in" | "service" | "purchase";
  brand: string;
  model: string;
  detail: string | null;
  at: string;
  jobId: number | null;
  workflowId: number | null;
  orderNumber: string | null;
};

const TIMELINE_LIMIT = 200;

type ClientData = {
  client: ClientRow;
  jobs: Awaited<ReturnType<typeof jobsOfClient>>;
  events: Awaited<ReturnType<typeof eventsOfJobs>>;
  orders: Awaited<ReturnType<typeof ordersOfClient>>;
  lines: Awaited<ReturnType<typeof linesOfOrders>>;
  tradeIns: Awaited<ReturnType<typeof tradeInsOfJobs>>;
  rentals: Awaited<ReturnType<typeof rentalsOfJobs>>;
  appointments: Awaited<ReturnType<typeof appointmentsOf>>;
  documents: Awaited<ReturnType<typeof documentsOfClient>>;
  unsubscribes: Awaited<ReturnType<typeof unsubscribesOf>>;
  merges: Awaited<ReturnType<typeof mergesInto>>;
};

/**
 * What of a client the page shows. `everything` for the database staff and for an employee the client
 * is shared with; `theirJobs` for a lead worker who reaches the client only through jobs they may open:
 * those jobs with their events, trade-ins, rentals and appointments, and not the client's other jobs,
 * orders or documents (the visibility policy, docs/decisions/0047-visibility-policy.md).
 */
type ClientReach = "everything" | "theirJobs";

async function loadClientData(
  ctx: ServiceContext,
  client: ClientRow,
  eventLimit: number,
  reach: ClientReach = "everything",
): Promise<ClientData> {
  const scope = scoped(ctx);
  const onlyVisible = reach === "theirJobs" ? visibleJobsCondition(scope, ctx.principal) : null;
  const jobRows = await jobsOfClient(scope, client.id, onlyVisible);
  const jobIds = jobRows.map((j) => j.id);
  const orderRows = reach === "everything" ? await ordersOfClient(scope, client.id) : [];
  return {
    client,
    jobs: jobRows,
    events: await eventsOfJobs(scope, jobIds, eventLimit),
    orders: orderRows,
    lines: await linesOfOrders(
      scope,
      orderRows.map((o) => o.id),
    ),
    tradeIns: await tradeInsOfJobs(scope, jobIds),
    rentals: await rentalsOfJobs(scope, jobIds),
    appointments: await appointmentsOf(scope, jobIds, reach === "everything" ? client.email : null),
    documents: reach === "everything" ? await documentsOfClient(scope, client.id) : [],
    unsubscribes: await unsubscribesOf(scope, client.email),
    merges: await mergesInto(scope, client.id),
  };
}

async function readableClient(ctx: ServiceContext, id: string): Promise<ClientRow | null> {
  if (!clientIdSchema.safeParse(id).success) return null;
  return findClient(scoped(ctx), id);
}

/** The order steps the timeline shows as the order's entries (`job_events.data.action` → entry). */
const ORDER_STEPS: Record<string, string> = {
  placed: "placed",
  confirmed: "confirmed",
  paid: "paid",
  ready: "ready",
  handed_over: "completed",
  cancelled: "cancelled",
};

function orderStepOf<O>(
  e: ClientData["events"][number],
  orderById: ReadonlyMap<string, O>,
): { step: string; order: O } | null {
  if (e.kind !== "order") return null;
  const data = (e.data ?? {}) as { action?: unknown; orderId?: unknown };
  const order = typeof data.orderId === "string" ? orderById.get(data.orderId) : undefined;
  const step = ORDER_STEPS[String(data.action)];
  return order && step ? { step, order } : null;
}

function timelineOf(ctx: ServiceContext, d: ClientData): TimelineEntry[] {
  const jobById = new Map(d.jobs.map((j) => [j.id, j]));
  const vehicle = (j: { vehicleBrandName: string | null; vehicleModelName: string | null } | undefined) =>
    j ? [j.vehicleBrandName, j.vehicleModelName].filter(Boolean).join(" ") : "";
  const base = { jobId: null, workflowId: null, orderNumber: null, amountMinor: null, currency: null };
  const out: TimelineEntry[] = [];
  const orderById = new Map(d.orders.map((o) => [o.id, o]));
  for (const e of d.events) {
    const j = jobById.get(e.jobId);
    // An order's steps are the order's own entries at the time each happened; its placing
    // is the order's entry below.
    const step = orderStepOf(e, orderById);
    if (step?.step === "placed") continue;
    if (step) {
      const o = step.order;
      out.push({
        ...base,
        at: e.createdAt.toISOString(),
        kind: "purchase",
        event: step.step,
        orderNumber: o.number,
        subject: o.number,
        amountMinor: o.totalMinor,
        currency: o.currency,
      });
      continue;
    }
    out.push({
      ...base,
      at: e.createdAt.toISOString(),
      kind: "job",
      event: e.kind,
      jobId: e.jobId,
      workflowId: j?.workflowId ?? null,
      subject: [j ? pickLocalized(j.workflowName, ctx.locale) : "", vehicle(j)].filter(Boolean).join(" · "),
    });
  }
  for (const t of d.tradeIns) {
    out.push({
      ...base,
      at: t.createdAt.toISOString(),
      kind: "trade_in",
      event: "trade_in",
      jobId: t.jobId,
      workflowId: jobById.get(t.jobId)?.workflowId ?? null,
      subject: `${t.brandName} ${t.modelName}`,
      amountMinor: t.offerMinor,
      currency: t.offerMinor === null ? null : ctx.project.currency,
    });
  }
  for (const r of d.rentals) {
    const j = r.jobId === null ? undefined : jobById.get(r.jobId);
    out.push({
      ...base,
      at: r.createdAt.toISOString(),
      kind: "rental",
      event: r.status,
      jobId: r.jobId,
      workflowId: j?.workflowId ?? null,
      subject: vehicle(j),
      amountMinor: r.priceMinor,
      currency: r.currency,
    });
  }
  for (const a of d.appointments) {
    const j = a.jobId === null ? undefined : jobById.get(a.jobId);
    out.push({
      ...base,
      at: a.createdAt.toISOString(),
      kind: "service",
      event: a.status,
      jobId: j ? a.jobId : null,
      workflowId: j?.workflowId ?? null,
      subject: `${a.vehicle.brand} ${a.vehicle.model}`.trim(),
    });
  }
  for (const o of d.orders) {
    out.push({
      ...base,
      at: o.createdAt.toISOString(),
      kind: "purchase",
      event: "placed",
      orderNumber: o.number,
      subject: o.number,
      amountMinor: o.totalMinor,
      currency: o.currency,
    });
  }
  return out.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, TIMELINE_LIMIT);
}

function carsOf(d: ClientData): ClientCar[] {
  const jobById = new Map(d.jobs.map((j) => [j.id, j]));
  const cars: ClientCar[] = [];
  for (const t of d.tradeIns) {
    cars.push({
      source: "trade_in",
      brand: t.brandName,
      model: t.modelName,
      detail: [t.firstRegistration?.slice(0, 7), t.mileageKm === null ? null : `${t.mileageKm} km`]
        .filter(Boolean)
        .join(" · "),
      at: t.createdAt.toISOString(),
      jobId: t.jobId,
      workflowId: jobById.get(t.jobId)?.workflowId ?? null,
      orderNumber: null,
    });
  }
  const seenService = new Set<string>();
  for (const a of d.appointments) {
    const key = `${a.vehicle.brand}|${a.vehicle.model}|${a.vehicle.plate ?? ""}`.toLowerCase();
    if (seenService.has(key) || !a.vehicle.brand) continue;
    seenService.add(key);
    const j = a.jobId === null ? undefined : jobById.get(a.jobId);
    cars.push({
      source: "service",
      brand: a.vehicle.brand,
      model: a.vehicle.model,
      detail: a.vehicle.plate ?? null,
      at: a.createdAt.toISOString(),
      jobId: j ? a.jobId : null,
      workflowId: j?.workflowId ?? null,
      orderNumber: null,
    });
  }
  const orderById = new Map(d.orders.map((o) => [o.id, o]));
  for (const l of d.lines) {
    if (l.kind === "item") continue;
    const o = orderById.get(l.orderId);
    if (!o || o.status === "cancelled") continue;
    cars.push({
      source: "purchase",
      brand: l.brandName ?? "",
      model: l.name,
      detail: l.variant,
      at: o.createdAt.toISOString(),
      jobId: null,
      workflowId: null,
      orderNumber: o.number,
    });
  }
  return cars;
}

export type ClientPage = Awaited<ReturnType<typeof buildClientPage>>;

function buildClientPage(
  ctx: ServiceContext,
  d: ClientData,
  mergedInto: { id: string; name: string } | null,
) {
  const c = d.client;
  const iso = (v: Date | null) => v?.toISOString() ?? null;
  return {
    client: {
      id: c.id,
      kind: c.kind,
      firstName: c.firstName,
      lastName: c.lastName,
      companyName: c.companyName,
      name: displayName(c),
      email: c.email,
      phone: c.phone,
      language: c.language,
      street: c.street,
      postalCode: c.postalCode,
      city: c.city,
      country: c.country,
      notes: c.notes,
      hasAccount: c.userId !== null,
      privacyAcceptedAt: iso(c.privacyAcceptedAt),
      marketingConsent: c.marketingConsent,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      erasedAt: iso(c.erasedAt),
      mergedInto,
    },
    unsubscribes: d.unsubscribes.map((u) => ({ category: u.category, at: u.createdAt.toISOString() })),
    cars: carsOf(d),
    orders: d.orders.map((o) => ({
      number: o.number,
      status: o.status,
      totalMinor: o.totalMinor,
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
    })),
    jobs: d.jobs.map((j) => ({
      id: j.id,
      workflowId: j.workflowId,
      workflow: pickLocalized(j.workflowName, ctx.locale),
      status: pickLocalized(j.statusName, ctx.locale),
      systemType: j.systemType,
      visibility: j.visibility,
      vehicle: [j.vehicleBrandName, j.vehicleModelName].filter(Boolean).join(" "),
      createdAt: j.cdate.toISOString(),
    })),
    merges: d.merges.map((m) => ({
      at: m.mergedAt.toISOString(),
      mergedClientId: m.mergedClientId,
      name: String((m.snapshot.client as Record<string, unknown> | undefined)?.name ?? ""),
      moved: (m.snapshot.moved ?? {}) as Record<string, number>,
    })),
    timeline: timelineOf(ctx, d),
  };
}

/**
 * One client's page. The database group sees every client; another employee sees one shared with them,
 * a team of theirs or their company (decision 0031), and a lead worker the client of a job they may open
 * (only those jobs), both read-only (`viewOnly`); anyone else is refused, and an employee who may not see
 * the client gets "not found" (as for a client that does not exist).
 */
export async function getClientPage(
  ctx: ServiceContext,
  id: string,
): Promise<Result<ClientPage & { viewOnly: boolean }, ClientError>> {
  const viewOnly = !can(ctx, "database");
  if (viewOnly && !(ctx.principal && inGroup(ctx.principal, "employee"))) return forbidden();
  const reach = await clientReach(ctx, id);
  if (reach.access === "none") return notFound();
  const client = await readableClient(ctx, id);
  if (!client) return notFound();
  let mergedInto: { id: string; name: string } | null = null;
  if (client.mergedIntoId) {
    const kept = await findClient(scoped(ctx), client.mergedIntoId);
    if (kept) mergedInto = { id: kept.id, name: displayName(kept) };
  }
  return ok({
    ...buildClientPage(
      ctx,
      await loadClientData(ctx, client, TIMELINE_LIMIT, reach.whole ? "everything" : "theirJobs"),
      mergedInto,
    ),
    viewOnly,
  });
}

// ---------------------------------------------------------------------------------------------------
// Edit

function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    const c = cur as { code?: string; message?: string; cause?: unknown };
    if (c.code === "23505" || /clients_project_email_idx/.test(c.message ?? "")) return true;
    cur = c.cause;
  }
  return false;
}

const EMAIL_TAKEN = { code: "invalid" as const, fields: { email: ["clients:errors.email_taken"] } };

/** Saves the edit form: validated, e-mail unique in the project (a translated field error otherwise). */
export async function updateClientData(
  ctx: ServiceContext,
  id: string,
  input: unknown,
): Promise<Result<{ id: string }, ClientError>> {
  if (!can(ctx, "database")) return forbidden();
  const client = await readableClient(ctx, id);
  if (!client) return notFound();
  if (client.mergedIntoId || client.erasedAt)
    return err({ code: "conflict", message: "clients:errors.read_only" });
  const parsed = clientEditSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const v = parsed.data;
  const scope = scoped(ctx);
  if (v.email && (await emailHolder(scope, v.email, id))) return err(EMAIL_TAKEN);
  const phone = v.phone ? v.phone.replace(/[^0-9+]/g, "").replace(/(?!^)\+/g, "") : null;
  try {
    await updateClient(scope, id, {
      kind: v.kind,
      firstName: v.firstName,
      lastName: v.lastName,
      companyName: v.companyName,
      email: v.email,
      phone: phone && phone.length >= 5 ? phone : null,
      language: v.language,
      street: v.street,
      postalCode: v.postalCode,
      city: v.city,
      country: v.country,
      notes: v.notes,
      marketingConsent: v.marketingConsent,
      updatedAt: ctx.clock.now(),
    });
  } catch (e) {
    if (isUniqueViolation(e)) return err(EMAIL_TAKEN);
    throw e;
  }
  return ok({ id });
}

// ---------------------------------------------------------------------------------------------------
// Merge

export type MergePreview = {
  kept: { id: string; name: string; email: string | null; phone: string | null };
  merged: { id: string; name: string; email: string | null; phone: string | null };
  /** What moves from the merged client to the kept one. */
  moves: ReferenceCounts;
  /** The kept client's empty fields the merged one fills. */
  fills: string[];
};

const REFUSAL_MESSAGES: Record<MergeRefusal, string> = {
  same_client: "clients:merge.errors.same_client",
  other_project: "clients:merge.errors.not_found",
  already_merged: "clients:merge.errors.already_merged",
  erased: "clients:merge.errors.erased",
};

async function mergePair(ctx: ServiceContext, input: unknown, lock: boolean) {
  const parsed = clientMergeSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid" as const, fields: fieldErrors(parsed.error) });
  const { keepId, mergeId } = parsed.data;
  if (keepId === mergeId) return err({ code: "conflict" as const, message: REFUSAL_MESSAGES.same_client });
  const scope = scoped(ctx);
  // Locks in id order, so two merges of the same pair in opposite directions cannot deadlock.
  const read = lock ? lockClient : findClient;
  const [first, second] = keepId < mergeId ? [keepId, mergeId] : [mergeId, keepId];
  const rows = [await read(scope, first), await read(scope, second)];
  const kept = rows.find((r) => r?.id === keepId);
  const merged = rows.find((r) => r?.id === mergeId);
  if (!kept || !merged) return err({ code: "not_found" as const, message: REFUSAL_MESSAGES.other_project });
  const refusal = mergeRefusal(kept, merged);
  if (refusal) return err({ code: "conflict" as const, message: REFUSAL_MESSAGES[refusal] });
  return ok({ kept, merged });
}

const summary = (c: ClientRow) => ({ id: c.id, name: displayName(c), email: c.email, phone: c.phone });

export async function previewMerge(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<MergePreview, ClientError>> {
  if (!can(ctx, "database")) return forbidden();
  const pair = await mergePair(ctx, input, false);
  if (!pair.ok) return pair;
  const { kept, merged } = pair.value;
  return ok({
    kept: summary(kept),
    merged: summary(merged),
    moves: await referenceCounts(scoped(ctx), merged.id),
    fills: Object.keys(mergeFill(kept, merged)),
  });
}

/** The merged client's row as a snapshot (dates as ISO text). */
function snapshotOf(c: ClientRow): Record<string, unknown> {
  const { searchVector: _sv, ...rest } = c;
  const out: Record<string, unknown> = { name: displayName(c) };
  for (const [k, v] of Object.entries(rest)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

/**
 * Merges `mergeId` into `keepId` in one transaction: every reference moves to the kept client, the
 * kept client's empty fields are filled, the merged row stays as a tombstone (merged_into_id, its
 * e-mail and phone cleared so the unique index frees them) and client_merges records the snapshot.
 */
export async function mergeClients(
  ctx: ServiceContext,
  input: unknown,
): Promise<Result<{ mergeId: number; keptId: string; moved: Record<string, number> }, ClientError>> {
  if (!can(ctx, "database")) return forbidden();
  return withTransaction(ctx, async (tx) => {
    const pair = await mergePair(tx, input, true);
    if (!pair.ok) return pair;
    const { kept, merged } = pair.value;
    const scope = scoped(tx);
    const at = tx.clock.now();
    const before = await referenceCounts(scope, merged.id);
    const moved = await moveReferences(scope, merged.id, kept.id, at);
    const fill = mergeFill(kept, merged);
    // The tombstone first: its e-mail must leave the unique index before the kept client takes it.
    await updateClient(scope, merged.id, {
      mergedIntoId: kept.id,
      email: null,
      phone: null,
      ...(fill.userId ? { userId: null } : {}),
      updatedAt: at,
    });
    await updateClient(scope, kept.id, { ...fill, updatedAt: at });
    const keptEmail = fill.email ?? kept.email;
    const unsubscribes =
      merged.email && keptEmail ? await copyUnsubscribes(scope, merged.email, keptEmail) : 0;
    const counts = {
      ...moved,
      tradeIns: before.tradeIns,
      rentals: before.rentals,
      appointments: before.appointments,
      unsubscribes,
    };
    const mergeId = await insertMerge(scope, {
      keptClientId: kept.id,
      mergedClientId: merged.id,
      snapshot: { client: snapshotOf(merged), moved: counts, filled: Object.keys(fill) },
      mergedBy: tx.principal?.id ?? null,
      at,
    });
    return ok({ mergeId, keptId: kept.id, moved: counts });
  });
}

// ---------------------------------------------------------------------------------------------------
// GDPR: export and erasure

/** Version of the export's format (docs/decisions/0028-clients-merge-and-erasure.md describes it). */
export const CLIENT_EXPORT_FORMAT = "autohaus.client-export/1";

export async function exportClient(
  ctx: ServiceContext,
  id: string,
): Promise<Result<Record<string, unknown>, ClientError>> {
  if (!can(ctx, "database")) return forbidden();
  const client = await readableClient(ctx, id);
  if (!client) return notFound();
  const d = await loadClientData(ctx, client, 10_000);
  const { searchVector: _sv, projectId: _p, ...contact } = client;
  const linesOf = (orderId: string) =>
    d.lines.filter((l) => l.orderId === orderId).map(({ projectId: _pp, orderId: _o, ...l }) => l);
  // The stored files are listed, not included (decision 0043).
  const files = await storedFilesOf(
    scoped(ctx),
    client.id,
    d.jobs.map((j) => j.id),
  );
  return ok({
    format: CLIENT_EXPORT_FORMAT,
    exportedAt: ctx.clock.now().toISOString(),
    site: ctx.project.name,
    client: contact,
    unsubscribes: d.unsubscribes,
    cars: carsOf(d),
    orders: d.orders.map(({ projectId: _pp, idempotencyKey: _k, visitorId: _v, ...o }) => ({
      ...o,
      lines: linesOf(o.id),
    })),
    jobs: d.jobs.map((j) => ({
      id: j.id,
      workflow: pickLocalized(j.workflowName, ctx.locale),
      status: pickLocalized(j.statusName, ctx.locale),
      systemType: j.systemType,
      visibility: j.visibility,
      source: j.source,
      language: j.language,
      vehicle: { brand: j.vehicleBrandName, model: j.vehicleModelName, valueMinor: j.vehicleValueMinor },
      form: j.payload,
      createdAt: j.cdate,
      updatedAt: j.mdate,
      closedAt: j.closedAt,
      events: d.events
        .filter((e) => e.jobId === j.id)
        .map((e) => ({ kind: e.kind, data: e.data, at: e.createdAt })),
    })),
    tradeIns: d.tradeIns.map(({ projectId: _pp, estimateBasis: _b, ...t }) => t),
    rentals: d.rentals.map(({ projectId: _pp, ...r }) => r),
    serviceAppointments: d.appointments.map(({ projectId: _pp, ...a }) => a),
    documents: d.documents.map(({ projectId: _pp, fileKey: _f, ...doc }) => doc),
    files: files.map(({ id: _id, kept: _k, ...f }) => f),
    merges: d.merges.map((m) => ({ mergedAt: m.mergedAt, merged: m.snapshot.client ?? null })),
    timeline: timelineOf(ctx, d),
  });
}

/** The word an employee types to confirm an erasure (in the page's language, any letter case). */
export function erasureWord(ctx: ServiceContext): string {
  return translate(ctx.locale, "clients:erase.word");
}

export const ERASED_NAME = "Erased client";

/**
 * Erases a client's personal data (GDPR Art. 17) after the typed confirmation: name, contact, address,
 * notes and consent go; the jobs' form texts, comments and mail links go; the client's stored files go
 * (trade-in photos, trade register extracts and other documents' uploads, decision 0043); orders stay
 * as the law requires (§ 147 AO, § 257 HGB) with their delivery address and note removed, and so do
 * their invoices' files. Decision 0028.
 */
export async function eraseClient(
  ctx: ServiceContext,
  id: string,
  input: unknown,
): Promise<Result<{ orders: number; jobs: number }, ClientError>> {
  const removed: string[] = [];
  const result = await eraseClientData(ctx, id, input, removed);
  // After the commit (a rolled-back erasure keeps its files); what fails here the outbox retries.
  if (result.ok && removed.length) await removeStoredFiles(removed);
  return result;
}

type StoredFile = {
  kind: string;
  path: string;
  bytes: number | null;
  createdAt: Date;
  /** The photo's or document's id (not exported). */
  id: string | number;
  /** Stays at erasure: an order's invoice is a commercial record kept with the order (decision 0028). */
  kept: boolean;
};

/** The client's stored files as the export lists them and the erasure removes them (decision 0043). */
async function storedFilesOf(scope: TenantScope, clientId: string, jobIds: number[]): Promise<StoredFile[]> {
  const files = await filesOfClient(scope, clientId, jobIds);
  return [
    ...files.photos.map((p) => ({
      kind: "trade_in_photo",
      path: tradeInPhotoKey(p.id),
      bytes: p.bytes,
      createdAt: p.createdAt,
      id: p.id,
      kept: false,
    })),
    ...files.documents.map((d) => ({
      kind: d.docType,
      path: d.fileKey,
      bytes: d.fileBytes,
      createdAt: d.cdate,
      id: d.id,
      kept: d.orderId !== null,
    })),
  ];
}

/**
 * The erasure's transaction; `removed` receives the keys of the stored files to remove once it has
 * committed (also queued in the outbox in this transaction, app/core/files/stored-files.server.ts).
 */
async function eraseClientData(
  ctx: ServiceContext,
  id: string,
  input: unknown,
  removed: string[],
): Promise<Result<{ orders: number; jobs: number }, ClientError>> {
  if (!can(ctx, "database")) return forbidden();
  const parsed = clientEraseSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrors(parsed.error) });
  const fold = (v: string) => v.toLocaleLowerCase(ctx.locale);
  if (fold(parsed.data.confirmation) !== fold(erasureWord(ctx)))
    return err({ code: "invalid", fields: { confirmation: ["clients:erase.errors.confirmation"] } });
  if (!clientIdSchema.safeParse(id).success) return notFound();
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const client = await lockClient(scope, id);
    if (!client) return notFound();
    if (client.erasedAt) return err({ code: "conflict" as const, message: "clients:erase.errors.already" });
    if (client.mergedIntoId) return err({ code: "conflict" as const, message: "clients:errors.read_only" });
    const at = tx.clock.now();
    const jobIds = (await jobsOfClient(scope, id)).map((j) => j.id);
    const files = (await storedFilesOf(scope, id, jobIds)).filter((f) => !f.kept);
    if (files.length) {
      await forgetFiles(
        scope,
        files.flatMap((f) => (typeof f.id === "string" ? [f.id] : [])),
        files.flatMap((f) => (typeof f.id === "number" ? [f.id] : [])),
        at,
      );
      await tx.outbox.enqueue("files_delete", { keys: files.map((f) => f.path) });
      removed.push(...files.map((f) => f.path));
    }
    await eraseJobTexts(scope, jobIds);
    await eraseCommunications(scope, id);
    const orderCount = await anonymiseOrders(scope, id, at);
    await updateClient(scope, id, {
      firstName: "",
      lastName: ERASED_NAME,
      companyName: null,
      email: null,
      phone: null,
      userId: null,
      street: null,
      postalCode: null,
      city: null,
      country: null,
      notes: "",
      marketingConsent: false,
      erasedAt: at,
      updatedAt: at,
    });
    return ok({ orders: orderCount, jobs: jobIds.length });
  });
}
