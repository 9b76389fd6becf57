/** Who shows an avatar (Drizzle only): the accounts whose profile picture is a stored avatar file. */
import { and, eq, or, sql } from "drizzle-orm";
import { companies, users } from "../../db/schema";
import { ROLE_GROUPS } from "../../shared/permissions";
import type { TenantScope } from "../context/tenant-scope.server";

const EMPLOYEE_ROLES = sql.raw(`ARRAY[${ROLE_GROUPS.employee.map((r) => `'${r}'`).join(",")}]::text[]`);

/**
 * The accounts with this avatar that may sign in on the scope's project, each with whether it does so
 * as an employee there: the project's own users, employees of its company, holding employees of its
 * holding (the sign-in rule of identity.repo.server.ts `findLoginUser`). An avatar file is named by its
 * content, so two accounts may share one.
 */
export async function avatarHolders(
  scope: TenantScope,
  project: { companyId: string; holdingId: string },
  avatarPath: string,
): Promise<{ id: string; employee: boolean }[]> {
  const employee = sql<boolean>`${users.roles} && ${EMPLOYEE_ROLES}`;
  return scope.db
    .select({ id: users.id, employee })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.avatarPath, avatarPath),
        or(
          scope.owns(users),
          and(eq(users.companyId, project.companyId), employee),
          and(eq(users.inHolding, true), eq(companies.holdingId, project.holdingId), employee),
        ),
      ),
    )
    .limit(20);
}
