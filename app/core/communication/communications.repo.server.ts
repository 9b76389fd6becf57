/**
 * The communication center's queries (decision 0035). Every tenant table goes through the scope; users
 * are joined by id only for the author's name (decision 0020: users are reached by id on purpose).
 */
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { communications, jobEvents, jobs, outbox, users, workflows } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { CommunicationKind } from "./communication-schema";

/** A timestamp as text with microseconds (a keyset cursor must not lose the database's precision). */
const isoText = (col: SQL | AnyPgColumn) =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Position in the merged timeline: the time, then a key unique across both sources. */
export type TimelinePosition = { at: string; key: string };

const commKey = sql<string>`'c' || ${communications.id}::text`;
const eventKey = sql<string>`'j' || lpad(${jobEvents.id}::text, 12, '0')`;

export type NewCommunication = {
  clientId: string;
  kind: CommunicationKind;
  direction: "in" | "out" | null;
  subject: string;
  body: string;
  durationSeconds?: number | null;
  template?: string | null;
  outboxId?: string | null;
  /** The job a mail belongs to; a sent or received mail's Message-ID; a sent mail's reply token. */
  jobId?: number | null;
  messageId?: string | null;
  replyToken?: string | null;
  authorId: string | null;
  occurredAt: Date;
};

export async function insertCommunication(scope: TenantScope, values: NewCommunication) {
  const [row] = await scope.db
    .insert(communications)
    .values(scope.stamp({ ...values }))
    .returning({ id: communications.id });
  return row!.id;
}

/** Up to `limit` of a client's communications of these kinds after `after`, newest first. */
export async function communicationsOf(
  scope: TenantScope,
  clientId: string,
  kinds: readonly CommunicationKind[],
  after: TimelinePosition | null,
  limit: number,
) {
  if (kinds.length === 0) return [];
  const c: (SQL | undefined)[] = [
    eq(communications.clientId, clientId),
    inArray(communications.kind, [...kinds]),
  ];
  if (after)
    c.push(sql`(${communications.occurredAt}, ${commKey}) < (${after.at}::timestamptz, ${after.key})`);
  return scope.db
    .select({
      key: commKey,
      at: isoText(communications.occurredAt),
      id: communications.id,
      kind: communications.kind,
      direction: communications.direction,
      subject: communications.subject,
      body: communications.body,
      durationSeconds: communications.durationSeconds,
      template: communications.template,
      outboxStatus: outbox.status,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(communications)
    .leftJoin(outbox, and(eq(outbox.id, communications.outboxId), scope.owns(outbox)))
    .leftJoin(users, eq(users.id, communications.authorId))
    .where(scope.where(communications, ...c))
    .orderBy(desc(communications.occurredAt), desc(commKey))
    .limit(limit);
}

/** Up to `limit` events of the client's jobs after `after`, newest first. */
export async function jobEventsOf(
  scope: TenantScope,
  clientId: string,
  after: TimelinePosition | null,
  limit: number,
  /** The visibility policy's condition on the jobs (null: every job of the client). */
  visibleJobs: SQL | null = null,
) {
  const c: (SQL | undefined)[] = [eq(jobs.clientId, clientId), visibleJobs ?? undefined];
  if (after) c.push(sql`(${jobEvents.createdAt}, ${eventKey}) < (${after.at}::timestamptz, ${after.key})`);
  return scope.db
    .select({
      key: eventKey,
      at: isoText(jobEvents.createdAt),
      id: jobEvents.id,
      kind: jobEvents.kind,
      data: jobEvents.data,
      jobId: jobs.id,
      workflowId: jobs.workflowId,
      workflowName: workflows.langName,
      vehicleBrandName: jobs.vehicleBrandName,
      vehicleModelName: jobs.vehicleModelName,
    })
    .from(jobEvents)
    .innerJoin(jobs, and(eq(jobs.id, jobEvents.jobId), scope.owns(jobs)))
    .innerJoin(workflows, and(eq(workflows.id, jobs.workflowId), scope.owns(workflows)))
    .where(scope.where(jobEvents, ...c))
    .orderBy(desc(jobEvents.createdAt), desc(eventKey))
    .limit(limit);
}

/** The status of an outbox row of this project (the mail's delivery state). */
export async function outboxStatus(scope: TenantScope, id: string) {
  const [row] = await scope.db
    .select({ status: outbox.status, payload: outbox.payload })
    .from(outbox)
    .where(scope.where(outbox, eq(outbox.id, id)))
    .limit(1);
  return row ?? null;
}
