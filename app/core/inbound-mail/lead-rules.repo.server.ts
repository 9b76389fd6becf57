/**
 * The project's lead rules (decision 0075): listed oldest first (the order a mail is matched in),
 * written only through the tenant scope, so a rule, its workflow and its id never cross projects.
 */
import { asc, eq, sql } from "drizzle-orm";
import { mailLeadRules, workflows } from "../../db/schema";
import type { LeadRuleLabels } from "../../db/schema/inbound-mail";
import type { TenantScope } from "../context/tenant-scope.server";

export type LeadRuleRow = typeof mailLeadRules.$inferSelect;

export type LeadRuleValues = {
  name: string;
  senderPattern: string;
  subjectContains: string | null;
  workflowId: number | null;
  sourceLabel: string;
  labels: LeadRuleLabels;
};

/** At most this many rules per project (each mail is compared with all of them). */
export const LEAD_RULES_MAX = 50;

export async function listLeadRules(scope: TenantScope, onlyEnabled = false): Promise<LeadRuleRow[]> {
  return scope.db
    .select()
    .from(mailLeadRules)
    .where(scope.where(mailLeadRules, onlyEnabled ? eq(mailLeadRules.enabled, true) : undefined))
    .orderBy(asc(mailLeadRules.createdAt), asc(mailLeadRules.id))
    .limit(LEAD_RULES_MAX);
}

export async function countLeadRules(scope: TenantScope): Promise<number> {
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailLeadRules)
    .where(scope.where(mailLeadRules));
  return row?.n ?? 0;
}

/** Whether the workflow is one of this project's. */
export async function projectHasWorkflow(scope: TenantScope, workflowId: number): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: workflows.id })
    .from(workflows)
    .where(scope.where(workflows, eq(workflows.id, workflowId)))
    .limit(1);
  return Boolean(row);
}

export async function insertLeadRule(scope: TenantScope, values: LeadRuleValues): Promise<string> {
  const [row] = await scope.db
    .insert(mailLeadRules)
    .values(scope.stamp(values))
    .returning({ id: mailLeadRules.id });
  return row!.id;
}

/** True when this project had the rule. */
export async function updateLeadRule(
  scope: TenantScope,
  id: string,
  values: Partial<LeadRuleValues> & { enabled?: boolean },
): Promise<boolean> {
  const rows = await scope.db
    .update(mailLeadRules)
    .set({ ...values, updatedAt: sql`now()` })
    .where(scope.where(mailLeadRules, eq(mailLeadRules.id, id)))
    .returning({ id: mailLeadRules.id });
  return rows.length > 0;
}

export async function deleteLeadRule(scope: TenantScope, id: string): Promise<boolean> {
  const rows = await scope.db
    .delete(mailLeadRules)
    .where(scope.where(mailLeadRules, eq(mailLeadRules.id, id)))
    .returning({ id: mailLeadRules.id });
  return rows.length > 0;
}
