/**
 * The one entry point of the business spine (architecture: "every form becomes a job"): a storefront
 * request finds or creates its client, becomes a job in the workflow of its system type, gets its first
 * event, and queues a notification for the employees, all in one transaction.
 */
import { and, eq, sql } from "drizzle-orm";
import { clients, jobs } from "../../db/schema";
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { jobSearchText } from "./job-search-text";
import { insertJobEvent } from "./jobs.repo.server";
import type { SystemType } from "./system-types";
import { workflowForSystemType, workflowStart } from "./workflows.service.server";

export type LeadClient = {
  /** A full name as a form asks for it ("Anna Maria Schmidt"); split at the last space. */
  name?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string | null;
  email?: string | null;
  phone?: string | null;
  language: Locale;
  privacyAccepted: boolean;
  marketingConsent?: boolean;
};

export type LeadDetails = {
  locationId?: number | null;
  carId?: string | null;
  vehicleBrandName?: string | null;
  vehicleModelName?: string | null;
  vehicleValueMinor?: number | null;
  source?: string;
  /** A workflow of the project chosen for this lead (a dealer's mail rule); else the system type's. */
  workflowId?: number | null;
  /** When the request came in (migrated requests keep their own time). */
  at?: Date;
};

export type CreatedLead = { jobId: number; clientId: string; workflowId: number };

function splitName(c: LeadClient): { firstName: string; lastName: string } {
  if (c.firstName !== undefined || c.lastName !== undefined) {
    return { firstName: (c.firstName ?? "").trim(), lastName: (c.lastName ?? "").trim() };
  }
  const parts = (c.name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { firstName: "", lastName: parts[0] ?? "" };
  return { firstName: parts.slice(0, -1).join(" "), lastName: parts[parts.length - 1]! };
}

/** Digits and a leading +: "+49 (30) 123-45" -> "+493012345", for finding a client by phone. */
export function normalizePhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^0-9+]/g, "").replace(/(?!^)\+/g, "");
  return digits.length >= 5 ? digits : null;
}

/**
 * The client of a request: the one with this e-mail (else this phone) in the project, updated with
 * what the form newly tells, or a new one. Concurrent requests with one e-mail meet in the unique index.
 */
async function findOrCreateClient(scope: TenantScope, c: LeadClient, at: Date) {
  const { firstName, lastName } = splitName(c);
  const email = c.email?.trim().toLowerCase() || null;
  const phone = normalizePhone(c.phone);
  const fresh = {
    firstName,
    lastName,
    companyName: c.companyName ?? null,
    email,
    phone,
    language: c.language,
    privacyAcceptedAt: c.privacyAccepted ? at : null,
    marketingConsent: c.marketingConsent ?? false,
    kind: c.companyName ? ("company" as const) : ("person" as const),
    createdAt: at,
    updatedAt: at,
  };
  if (email) {
    const [row] = await scope.db
      .insert(clients)
      .values(scope.stamp(fresh))
      .onConflictDoUpdate({
        target: [clients.projectId, clients.email],
        targetWhere: sql`${clients.email} is not null`,
        set: {
          // A newer form tells the current name, phone and language; consent only ever widens.
          firstName: sql`coalesce(nullif(excluded.first_name, ''), ${clients.firstName})`,
          lastName: sql`coalesce(nullif(excluded.last_name, ''), ${clients.lastName})`,
          phone: sql`coalesce(excluded.phone, ${clients.phone})`,
          companyName: sql`coalesce(excluded.company_name, ${clients.companyName})`,
          language: sql`excluded.language`,
          privacyAcceptedAt: sql`coalesce(excluded.privacy_accepted_at, ${clients.privacyAcceptedAt})`,
          marketingConsent: sql`${clients.marketingConsent} or excluded.marketing_consent`,
          updatedAt: at,
        },
      })
      .returning();
    return row!;
  }
  if (phone) {
    const [known] = await scope.db
      .select()
      .from(clients)
      .where(scope.where(clients, and(eq(clients.phone, phone))))
      .limit(1);
    if (known) return known;
  }
  const [row] = await scope.db.insert(clients).values(scope.stamp(fresh)).returning();
  return row!;
}

/**
 * `createLead(ctx, systemType, client, payload)`: the client found or created, the job in the workflow
 * of the system type (its first open status), the `created` event and a notification for the team, in
 * one transaction. `payload` is what the form said, already validated by the form's schema.
 */
export async function createLead(
  ctx: ServiceContext,
  systemType: SystemType,
  client: LeadClient,
  payload: Record<string, unknown>,
  details: LeadDetails = {},
): Promise<Result<CreatedLead>> {
  const at = details.at ?? ctx.clock.now();
  return withTransaction(ctx, async (tx) => {
    const target =
      (details.workflowId ? await workflowStart(tx, details.workflowId) : null) ??
      (await workflowForSystemType(tx, systemType));
    if (!target) return err({ code: "conflict", message: "no_workflow" });
    const scope = scoped(tx);
    const row = await findOrCreateClient(scope, client, at);
    const [job] = await scope.db
      .insert(jobs)
      .values(
        scope.stamp({
          workflowId: target.workflowId,
          statusId: target.statusId,
          systemType,
          clientId: row.id,
          locationId: details.locationId ?? null,
          carId: details.carId ?? null,
          vehicleBrandName: details.vehicleBrandName ?? null,
          vehicleModelName: details.vehicleModelName ?? null,
          vehicleValueMinor: details.vehicleValueMinor ?? null,
          source: details.source ?? "website",
          language: client.language,
          payload,
          ownerId: ctx.principal?.id ?? null,
          cdate: at,
          mdate: at,
          searchText: jobSearchText({ ...row, ...details }),
        }),
      )
      .returning({ id: jobs.id });
    await insertJobEvent(scope, {
      jobId: job!.id,
      kind: "created",
      actorId: ctx.principal?.id ?? null,
      data: { systemType, source: details.source ?? "website" },
      at,
    });
    // Delivered by the notifications slice (in-page and push); the row waits in the outbox until then.
    await tx.outbox.enqueue("notification", {
      type: "new_lead",
      jobId: job!.id,
      workflowId: target.workflowId,
      systemType,
      locationId: details.locationId ?? null,
    });
    return ok({ jobId: job!.id, clientId: row.id, workflowId: target.workflowId });
  });
}
