/** Drizzle queries of the scheduled call (the new CALLBACK job's deadline). */
import { eq } from "drizzle-orm";
import { jobs } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

export async function setJobDeadline(scope: TenantScope, jobId: number, deadline: Date) {
  await scope.db
    .update(jobs)
    .set({ deadline })
    .where(scope.where(jobs, eq(jobs.id, jobId)));
}
