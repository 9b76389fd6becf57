/**
 * Drizzle queries of the back office's clients: the list with search and keyset pages, the
 * client page's rows, and the writes of edit, merge and erasure. Tenant tables through the scope.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  clientMerges,
  clients,
  communications,
  documents,
  inboundMails,
  jobEvents,
  jobs,
  mailLinks,
  mailUnsubscribes,
  orderLines,
  orders,
  rentalBookings,
  serviceAppointments,
  tradeInPhotos,
  tradeIns,
  workflowStatuses,
  workflows,
} from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { ClientListParams } from "./client-filters";

export type ClientRow = typeof clients.$inferSelect;

/** A timestamp as text with microseconds (a keyset cursor must not lose the database's precision). */
const isoText = (col: SQL | typeof clients.createdAt) =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type ListPosition =
  | { sort: "created_desc" | "created_asc"; at: [string, string] }
  | { sort: "name_asc"; at: [string, string, string] };

export type ListQuery = {
  params: Pick<
    ClientListParams,
    "kind" | "language" | "consent" | "hasOrders" | "hasAccount" | "dateFrom" | "dateTo" | "include" | "sort"
  >;
  tsQuery: string | null;
  /** The zone whose calendar days `dateFrom`/`dateTo` are: the project's (`projectTimeZone`). */
  timeZone: string;
  /**
   * How a search finds its page (decision 0028): "matches" when few clients match (the GIN index
   * finds them all, then they are sorted), "walk" when many do (the list's order index is read until
   * a page is full, the words checked on each row). Without a search: the order index.
   */
  plan?: "matches" | "walk";
  /** With plan "matches": the matching clients' ids (found by `matchKeys`); the search is not run again. */
  ids?: readonly string[];
  limit: number;
  after: ListPosition | null;
  before: ListPosition | null;
};

/** The list's conditions (without the keyset position). */
function listConditions(scope: TenantScope, q: ListQuery): SQL {
  const p = q.params;
  const c: (SQL | undefined)[] = [];
  if (!p.include.includes("merged")) c.push(isNull(clients.mergedIntoId));
  if (!p.include.includes("erased")) c.push(isNull(clients.erasedAt));
  if (p.kind) c.push(eq(clients.kind, p.kind));
  if (p.language.length) c.push(inArray(clients.language, [...p.language]));
  if (p.consent !== undefined) c.push(eq(clients.marketingConsent, p.consent));
  if (p.hasAccount !== undefined) c.push(p.hasAccount ? isNotNull(clients.userId) : isNull(clients.userId));
  if (p.hasOrders !== undefined) {
    const exists = sql`exists (select 1 from ${orders} where ${orders.clientId} = ${clients.id} and ${scope.owns(orders)})`;
    c.push(p.hasOrders ? exists : sql`not ${exists}`);
  }
  if (p.dateFrom)
    c.push(sql`${clients.createdAt} >= (${p.dateFrom}::date::timestamp at time zone ${q.timeZone})`);
  if (p.dateTo)
    c.push(sql`${clients.createdAt} < ((${p.dateTo}::date + 1)::timestamp at time zone ${q.timeZone})`);
  if (q.tsQuery) {
    // `|| ''` keeps the GIN index out of a walk: the planner's guess of how many rows match prefix
    // words is often off by a factor of 30, and either wrong plan costs a second at a million clients.
    c.push(
      q.plan === "walk"
        ? sql`(${clients.searchVector} || ''::tsvector) @@ to_tsquery('simple', ${q.tsQuery})`
        : sql`${clients.searchVector} @@ to_tsquery('simple', ${q.tsQuery})`,
    );
  }
  return scope.where(clients, ...c);
}

/** The keyset condition of a position in the list's order, looking forward ("after") or back ("before"). */
function positionCondition(pos: ListPosition, side: "after" | "before"): SQL {
  if (pos.sort === "name_asc") {
    const [last, first, id] = pos.at;
    return side === "after"
      ? sql`(${clients.lastName}, ${clients.firstName}, ${clients.id}) > (${last}, ${first}, ${id}::uuid)`
      : sql`(${clients.lastName}, ${clients.firstName}, ${clients.id}) < (${last}, ${first}, ${id}::uuid)`;
  }
  const [at, id] = pos.at;
  const forward = pos.sort === "created_desc" ? side === "after" : side === "before";
  return forward
    ? sql`(${clients.createdAt}, ${clients.id}) < (${at}::timestamptz, ${id}::uuid)`
    : sql`(${clients.createdAt}, ${clients.id}) > (${at}::timestamptz, ${id}::uuid)`;
}

/**
 * The list's order. By creation it is written as index clients_project_created_idx has it
 * (`desc nulls last`, read backwards for oldest first): PostgreSQL uses an index for an order only
 * when the nulls placement matches too, even on a not-null column.
 */
function orderOf(sort: ClientListParams["sort"], reverse: boolean, useIndex: boolean): SQL[] {
  // The other nulls placement (same order: the columns are not null) keeps the planner off the
  // order index when the few matches are to be sorted instead.
  if (sort === "name_asc") {
    const dir = reverse ? "desc" : "asc";
    const nulls = useIndex === (dir === "asc") ? sql.raw("nulls last") : sql.raw("nulls first");
    const d = sql.raw(dir);
    return [
      sql`${clients.lastName} ${d} ${nulls}`,
      sql`${clients.firstName} ${d} ${nulls}`,
      sql`${clients.id} ${d} ${nulls}`,
    ];
  }
  const newestFirst = (sort === "created_desc") !== reverse;
  const d = sql.raw(newestFirst ? "desc" : "asc");
  const nulls = sql.raw(useIndex === newestFirst ? "nulls last" : "nulls first");
  return [sql`${clients.createdAt} ${d} ${nulls}`, sql`${clients.id} ${d} ${nulls}`];
}

/** One page of the list plus one row (is there more?), in list order for "after", reversed for "before". */
export async function listClientRows(scope: TenantScope, q: ListQuery) {
  if (q.ids && q.ids.length === 0) return [];
  const conditions = [
    q.ids ? scope.where(clients, inArray(clients.id, [...q.ids])) : listConditions(scope, q),
  ];
  if (q.after) conditions.push(positionCondition(q.after, "after"));
  else if (q.before) conditions.push(positionCondition(q.before, "before"));
  const page = await scope.db
    .select({
      id: clients.id,
      kind: clients.kind,
      firstName: clients.firstName,
      lastName: clients.lastName,
      companyName: clients.companyName,
      email: clients.email,
      phone: clients.phone,
      city: clients.city,
      createdAt: isoText(clients.createdAt),
      mergedIntoId: clients.mergedIntoId,
      erasedAt: clients.erasedAt,
      // Jobs and last activity of the page's rows only (PostgreSQL evaluates these after the limit;
      // indexes jobs_client_idx, orders_client_idx).
      // Nested in a second sql: a select field's own columns would be written without their table.
      jobCount: sql<number>`${sql`(select count(*)::int from ${jobs} where ${jobs.clientId} = ${clients.id} and ${scope.owns(jobs)})`}`,
      // The newest of the client's own change, its jobs' changes and its orders (greatest skips nulls).
      lastActivityAt: isoText(
        sql`greatest(${clients.updatedAt}, (select max(${jobs.mdate}) from ${jobs} where ${jobs.clientId} = ${clients.id} and ${scope.owns(jobs)}), (select max(${orders.createdAt}) from ${orders} where ${orders.clientId} = ${clients.id} and ${scope.owns(orders)}))`,
      ),
    })
    .from(clients)
    .where(and(...conditions))
    .orderBy(...orderOf(q.params.sort, Boolean(q.before), q.plan !== "matches"))
    .limit(q.limit + 1);
  return page.map((r) => ({ ...r, jobCount: Number(r.jobCount) }));
}

/**
 * The sort keys of the clients a search matches, at most `cap + 1` (the GIN index, no order): how
 * many there are decides the page's plan, and up to `cap` the page is taken from them.
 */
export async function matchKeys(scope: TenantScope, q: ListQuery, cap: number) {
  return scope.db
    .select({ id: clients.id, createdAt: isoText(clients.createdAt) })
    .from(clients)
    .where(listConditions(scope, { ...q, plan: "matches" }))
    .limit(cap + 1);
}

/** How many clients match, counted up to `cap + 1`. */
export async function countClients(scope: TenantScope, q: ListQuery, cap: number): Promise<number> {
  const inner = scope.db
    .select({ one: sql`1` })
    .from(clients)
    .where(listConditions(scope, q))
    .limit(cap + 1)
    .as("t");
  const [row] = await scope.db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return row?.n ?? 0;
}

export async function findClient(scope: TenantScope, id: string): Promise<ClientRow | null> {
  const [row] = await scope.db
    .select()
    .from(clients)
    .where(scope.where(clients, eq(clients.id, id)))
    .limit(1);
  return row ?? null;
}

/** Locks a client row for a merge or erasure (a second, concurrent one waits and sees the first's result). */
export async function lockClient(scope: TenantScope, id: string): Promise<ClientRow | null> {
  const [row] = await scope.db
    .select()
    .from(clients)
    .where(scope.where(clients, eq(clients.id, id)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** Another client of the project with this e-mail (the unique index's rule, for a friendly message). */
export async function emailHolder(scope: TenantScope, email: string, exceptId: string) {
  const [row] = await scope.db
    .select({ id: clients.id })
    .from(clients)
    .where(scope.where(clients, eq(clients.email, email), sql`${clients.id} <> ${exceptId}::uuid`))
    .limit(1);
  return row ?? null;
}

export async function updateClient(
  scope: TenantScope,
  id: string,
  values: Partial<typeof clients.$inferInsert>,
) {
  const rows = await scope.db
    .update(clients)
    .set(values)
    .where(scope.where(clients, eq(clients.id, id)))
    .returning({ id: clients.id });
  return rows.length === 1;
}

/** The client's jobs with their workflow and status, newest first. */
/** The client's jobs; `visible`: only those matching the visibility policy's condition (null: all). */
export async function jobsOfClient(scope: TenantScope, clientId: string, visible: SQL | null = null) {
  return scope.db
    .select({
      id: jobs.id,
      workflowId: jobs.workflowId,
      workflowName: workflows.langName,
      statusName: workflowStatuses.langName,
      systemType: jobs.systemType,
      visibility: jobs.visibility,
      source: jobs.source,
      language: jobs.language,
      vehicleBrandName: jobs.vehicleBrandName,
      vehicleModelName: jobs.vehicleModelName,
      vehicleValueMinor: jobs.vehicleValueMinor,
      payload: jobs.payload,
      cdate: jobs.cdate,
      mdate: jobs.mdate,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .innerJoin(workflows, and(eq(workflows.id, jobs.workflowId), scope.owns(workflows)))
    .innerJoin(workflowStatuses, and(eq(workflowStatuses.id, jobs.statusId), scope.owns(workflowStatuses)))
    .where(scope.where(jobs, eq(jobs.clientId, clientId), visible ?? undefined))
    .orderBy(desc(jobs.cdate), desc(jobs.id))
    .limit(500);
}

export async function eventsOfJobs(scope: TenantScope, jobIds: readonly number[], limit: number) {
  if (jobIds.length === 0) return [];
  return scope.db
    .select({
      id: jobEvents.id,
      jobId: jobEvents.jobId,
      kind: jobEvents.kind,
      data: jobEvents.data,
      createdAt: jobEvents.createdAt,
    })
    .from(jobEvents)
    .where(scope.where(jobEvents, inArray(jobEvents.jobId, [...jobIds])))
    .orderBy(desc(jobEvents.createdAt), desc(jobEvents.id))
    .limit(limit);
}

export async function ordersOfClient(scope: TenantScope, clientId: string) {
  return scope.db
    .select()
    .from(orders)
    .where(scope.where(orders, eq(orders.clientId, clientId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500);
}

export async function linesOfOrders(scope: TenantScope, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return scope.db
    .select()
    .from(orderLines)
    .where(scope.where(orderLines, inArray(orderLines.orderId, [...orderIds])))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

export async function tradeInsOfJobs(scope: TenantScope, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  return scope.db
    .select()
    .from(tradeIns)
    .where(scope.where(tradeIns, inArray(tradeIns.jobId, [...jobIds])))
    .orderBy(desc(tradeIns.createdAt));
}

export async function rentalsOfJobs(scope: TenantScope, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  return scope.db
    .select()
    .from(rentalBookings)
    .where(scope.where(rentalBookings, inArray(rentalBookings.jobId, [...jobIds])))
    .orderBy(desc(rentalBookings.createdAt));
}

/** Service appointments of the client's jobs, and those booked with the client's e-mail. */
export async function appointmentsOf(scope: TenantScope, jobIds: readonly number[], email: string | null) {
  const by: SQL[] = [];
  if (jobIds.length) by.push(inArray(serviceAppointments.jobId, [...jobIds]));
  if (email) by.push(eq(serviceAppointments.email, email));
  if (by.length === 0) return [];
  return scope.db
    .select()
    .from(serviceAppointments)
    .where(scope.where(serviceAppointments, or(...by)))
    .orderBy(desc(serviceAppointments.startsAt))
    .limit(500);
}

export async function documentsOfClient(scope: TenantScope, clientId: string) {
  return scope.db
    .select()
    .from(documents)
    .where(scope.where(documents, eq(documents.clientId, clientId)))
    .orderBy(desc(documents.cdate))
    .limit(500);
}

export async function unsubscribesOf(scope: TenantScope, email: string | null) {
  if (!email) return [];
  return scope.db
    .select({ category: mailUnsubscribes.category, createdAt: mailUnsubscribes.createdAt })
    .from(mailUnsubscribes)
    .where(scope.where(mailUnsubscribes, eq(mailUnsubscribes.email, email)))
    .orderBy(asc(mailUnsubscribes.category));
}

/** Merges into this client (it is the kept one), newest first. */
export async function mergesInto(scope: TenantScope, clientId: string) {
  return scope.db
    .select()
    .from(clientMerges)
    .where(scope.where(clientMerges, eq(clientMerges.keptClientId, clientId)))
    .orderBy(desc(clientMerges.mergedAt))
    .limit(100);
}

/** How many rows of each kind point at a client (the merge preview and the merge's own counts). */
export async function referenceCounts(scope: TenantScope, clientId: string) {
  const count = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const n = sql<number>`count(*)::int`;
  const jobIds = scope.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(scope.where(jobs, eq(jobs.clientId, clientId)));
  return {
    jobs: await count(
      scope.db
        .select({ n })
        .from(jobs)
        .where(scope.where(jobs, eq(jobs.clientId, clientId))),
    ),
    orders: await count(
      scope.db
        .select({ n })
        .from(orders)
        .where(scope.where(orders, eq(orders.clientId, clientId))),
    ),
    documents: await count(
      scope.db
        .select({ n })
        .from(documents)
        .where(scope.where(documents, eq(documents.clientId, clientId))),
    ),
    tradeIns: await count(
      scope.db
        .select({ n })
        .from(tradeIns)
        .where(scope.where(tradeIns, inArray(tradeIns.jobId, jobIds))),
    ),
    rentals: await count(
      scope.db
        .select({ n })
        .from(rentalBookings)
        .where(scope.where(rentalBookings, inArray(rentalBookings.jobId, jobIds))),
    ),
    appointments: await count(
      scope.db
        .select({ n })
        .from(serviceAppointments)
        .where(scope.where(serviceAppointments, inArray(serviceAppointments.jobId, jobIds))),
    ),
    tombstones: await count(
      scope.db
        .select({ n })
        .from(clients)
        .where(scope.where(clients, eq(clients.mergedIntoId, clientId))),
    ),
  };
}
export type ReferenceCounts = Awaited<ReturnType<typeof referenceCounts>>;

/**
 * Every column that references `clients.id`, and how a merge moves it. The schema-driven test
 * (tests/int/clients.int.test.ts) lists the foreign keys to clients from the Drizzle schema and fails
 * when one is missing here. `history`: the column records a past merge and keeps pointing where it did.
 */
export const CLIENT_REFERENCES = {
  "jobs.client_id": "move",
  "orders.client_id": "move",
  "documents.client_id": "move",
  // The communication center's mails, calls and notes follow the client they were about.
  "communications.client_id": "move",
  // Mails read from the dealer's mailbox follow the client they came from.
  "inbound_mails.client_id": "move",
  "clients.merged_into_id": "move",
  "client_merges.kept_client_id": "history",
  "client_merges.merged_client_id": "history",
} as const;

/** Moves every reference to `fromId` onto `toId` (inside the merge's transaction); answers the counts. */
export async function moveReferences(scope: TenantScope, fromId: string, toId: string, at: Date) {
  const moved = async (q: Promise<unknown[]>) => (await q).length;
  return {
    jobs: await moved(
      scope.db
        .update(jobs)
        .set({ clientId: toId })
        .where(scope.where(jobs, eq(jobs.clientId, fromId)))
        .returning({ id: jobs.id }),
    ),
    orders: await moved(
      scope.db
        .update(orders)
        .set({ clientId: toId, updatedAt: at })
        .where(scope.where(orders, eq(orders.clientId, fromId)))
        .returning({ id: orders.id }),
    ),
    documents: await moved(
      scope.db
        .update(documents)
        .set({ clientId: toId })
        .where(scope.where(documents, eq(documents.clientId, fromId)))
        .returning({ id: documents.id }),
    ),
    communications: await moved(
      scope.db
        .update(communications)
        .set({ clientId: toId })
        .where(scope.where(communications, eq(communications.clientId, fromId)))
        .returning({ id: communications.id }),
    ),
    inboundMails: await moved(
      scope.db
        .update(inboundMails)
        .set({ clientId: toId })
        .where(scope.where(inboundMails, eq(inboundMails.clientId, fromId)))
        .returning({ id: inboundMails.id }),
    ),
    tombstones: await moved(
      scope.db
        .update(clients)
        .set({ mergedIntoId: toId })
        .where(scope.where(clients, eq(clients.mergedIntoId, fromId)))
        .returning({ id: clients.id }),
    ),
  };
}

/** The merged client's unsubscribes also for the kept client's address (no mail it refused comes back). */
export async function copyUnsubscribes(scope: TenantScope, fromEmail: string, toEmail: string) {
  const rows = await unsubscribesOf(scope, fromEmail);
  if (rows.length === 0 || fromEmail === toEmail) return 0;
  const inserted = await scope.db
    .insert(mailUnsubscribes)
    .values(rows.map((r) => scope.stamp({ email: toEmail, category: r.category })))
    .onConflictDoNothing()
    .returning({ id: mailUnsubscribes.id });
  return inserted.length;
}

export async function insertMerge(
  scope: TenantScope,
  values: {
    keptClientId: string;
    mergedClientId: string;
    snapshot: Record<string, unknown>;
    mergedBy: string | null;
    at: Date;
  },
) {
  const [row] = await scope.db
    .insert(clientMerges)
    .values(
      scope.stamp({
        keptClientId: values.keptClientId,
        mergedClientId: values.mergedClientId,
        snapshot: values.snapshot,
        mergedBy: values.mergedBy,
        mergedAt: values.at,
      }),
    )
    .returning({ id: clientMerges.id });
  return row!.id;
}

/** Erasure of the personal texts of a client's jobs: what the forms said, the search text, event texts. */
/**
 * The communication center's entries about an erased client: the mails' copies, replies,
 * call notes and notes are personal data and go; the outbox rows keep their own retention.
 */
export async function eraseCommunications(scope: TenantScope, clientId: string) {
  await scope.db
    .delete(communications)
    .where(scope.where(communications, eq(communications.clientId, clientId)));
}

export async function eraseJobTexts(scope: TenantScope, jobIds: readonly number[]) {
  if (jobIds.length === 0) return;
  await scope.db
    .update(jobs)
    .set({ payload: { erased: true }, searchText: "" })
    .where(scope.where(jobs, inArray(jobs.id, [...jobIds])));
  // Comments, call notes and mails of the timeline are the employees' words about the person.
  await scope.db
    .update(jobEvents)
    .set({ data: { erased: true } })
    .where(
      scope.where(
        jobEvents,
        inArray(jobEvents.jobId, [...jobIds]),
        inArray(jobEvents.kind, ["comment", "call", "mail"]),
      ),
    );
  // Links mailed to the person (invitations, call-back and unsubscribe links) carry the address.
  await scope.db.delete(mailLinks).where(scope.where(mailLinks, inArray(mailLinks.jobId, [...jobIds])));
  // Workshop appointments keep date and vehicle model; the address and the plate go.
  const appointments = await scope.db
    .select({ id: serviceAppointments.id, vehicle: serviceAppointments.vehicle })
    .from(serviceAppointments)
    .where(scope.where(serviceAppointments, inArray(serviceAppointments.jobId, [...jobIds])));
  for (const a of appointments) {
    await scope.db
      .update(serviceAppointments)
      .set({ email: "", vehicle: { brand: a.vehicle.brand, model: a.vehicle.model } })
      .where(scope.where(serviceAppointments, eq(serviceAppointments.id, a.id)));
  }
}

/** Orders stay (retention duty); their delivery address and note go. */
export async function anonymiseOrders(scope: TenantScope, clientId: string, at: Date) {
  const rows = await scope.db
    .update(orders)
    .set({ deliveryAddress: null, note: null, updatedAt: at })
    .where(scope.where(orders, eq(orders.clientId, clientId)))
    .returning({ id: orders.id });
  return rows.length;
}

/** Candidates for a merge: other live clients matching the words (the autocomplete). */
export async function pickCandidates(
  scope: TenantScope,
  tsQuery: string | null,
  exceptId: string | null,
  limit: number,
  /** The visibility policy's condition on clients (null: every client of the project). */
  visible: SQL | null = null,
) {
  const c: (SQL | undefined)[] = [
    isNull(clients.mergedIntoId),
    isNull(clients.erasedAt),
    visible ?? undefined,
  ];
  if (exceptId) c.push(sql`${clients.id} <> ${exceptId}::uuid`);
  if (tsQuery) c.push(sql`${clients.searchVector} @@ to_tsquery('simple', ${tsQuery})`);
  return scope.db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      companyName: clients.companyName,
      email: clients.email,
      phone: clients.phone,
    })
    .from(clients)
    .where(scope.where(clients, ...c))
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(limit);
}

/**
 * The stored files of a client (decision 0043): the trade-in photos of its jobs, and the uploaded files
 * of documents that name the client or one of its jobs (trade register extracts, order invoices).
 */
export async function filesOfClient(scope: TenantScope, clientId: string, jobIds: readonly number[]) {
  const photos = jobIds.length
    ? await scope.db
        .select({ id: tradeInPhotos.id, bytes: tradeInPhotos.bytes, createdAt: tradeInPhotos.createdAt })
        .from(tradeInPhotos)
        .where(scope.where(tradeInPhotos, inArray(tradeInPhotos.jobId, [...jobIds])))
        .orderBy(asc(tradeInPhotos.createdAt), asc(tradeInPhotos.id))
    : [];
  const files = await scope.db
    .select({
      id: documents.id,
      docType: documents.docType,
      orderId: documents.orderId,
      fileKey: documents.fileKey,
      fileBytes: documents.fileBytes,
      cdate: documents.cdate,
    })
    .from(documents)
    .where(
      scope.where(
        documents,
        isNotNull(documents.fileKey),
        or(
          eq(documents.clientId, clientId),
          jobIds.length ? inArray(documents.jobId, [...jobIds]) : undefined,
        ),
      ),
    )
    .orderBy(asc(documents.cdate), asc(documents.id));
  return { photos, documents: files.map((d) => ({ ...d, fileKey: d.fileKey ?? "" })) };
}

/** Erasure: the photos' rows go, the documents keep their rows without the file (decision 0043). */
export async function forgetFiles(
  scope: TenantScope,
  photoIds: readonly string[],
  documentIds: readonly number[],
  at: Date,
) {
  if (photoIds.length) {
    await scope.db
      .delete(tradeInPhotos)
      .where(scope.where(tradeInPhotos, inArray(tradeInPhotos.id, [...photoIds])));
  }
  if (documentIds.length) {
    await scope.db
      .update(documents)
      .set({ fileKey: null, fileType: null, fileBytes: null, mdate: at })
      .where(scope.where(documents, inArray(documents.id, [...documentIds])));
  }
}
