/** Rows of community applications: the job locked for approval, its approval mark, the uploaded document. */
import { and, eq, sql } from "drizzle-orm";
import { clients, documents, jobs } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

/** The COMMUNITY job, locked until the transaction ends (two approvals wait for each other). */
export async function lockCommunityJob(scope: TenantScope, id: number) {
  const [row] = await scope.db
    .select({
      id: jobs.id,
      clientId: jobs.clientId,
      language: jobs.language,
      payload: jobs.payload,
    })
    .from(jobs)
    .where(scope.where(jobs, and(eq(jobs.id, id), eq(jobs.systemType, "COMMUNITY"))))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** Marks the application approved (in the job's payload, shown on the job page) and touches the job. */
export async function markApproved(
  scope: TenantScope,
  id: number,
  membership: { approvedAt: string; approvedBy: string; userId: string },
  at: Date,
) {
  await scope.db
    .update(jobs)
    .set({
      payload: sql`${jobs.payload} || jsonb_build_object('membership', ${JSON.stringify(membership)}::jsonb)`,
      mdate: at,
    })
    .where(scope.where(jobs, eq(jobs.id, id)));
}

export async function insertTradeRegisterDocument(
  scope: TenantScope,
  values: {
    jobId: number;
    clientId: string;
    number: string;
    currency: string;
    fileKey: string;
    fileType: string;
    fileBytes: number;
    at: Date;
  },
) {
  const [row] = await scope.db
    .insert(documents)
    .values(
      scope.stamp({
        jobId: values.jobId,
        clientId: values.clientId,
        docType: "trade_register",
        direction: "ingoing" as const,
        number: values.number,
        currency: values.currency,
        fileKey: values.fileKey,
        fileType: values.fileType,
        fileBytes: values.fileBytes,
        cdate: values.at,
        mdate: values.at,
      }),
    )
    .returning({ id: documents.id });
  return row!.id;
}

export async function findClient(scope: TenantScope, id: string) {
  const [row] = await scope.db
    .select({
      email: clients.email,
      firstName: clients.firstName,
      lastName: clients.lastName,
      companyName: clients.companyName,
    })
    .from(clients)
    .where(scope.where(clients, eq(clients.id, id)))
    .limit(1);
  return row ?? null;
}

/** An uploaded trade register extract by its document id (with the job it belongs to). */
export async function findTradeRegisterDocument(scope: TenantScope, id: number) {
  const [row] = await scope.db
    .select({
      id: documents.id,
      jobId: documents.jobId,
      fileKey: documents.fileKey,
      fileType: documents.fileType,
    })
    .from(documents)
    .where(scope.where(documents, eq(documents.id, id), eq(documents.docType, "trade_register")))
    .limit(1);
  return row ?? null;
}
