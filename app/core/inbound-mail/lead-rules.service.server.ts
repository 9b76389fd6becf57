/**
 * Dealer-defined lead rules (decision 0075): an admin lists, adds, edits, switches and deletes them
 * on the communication centre; the inbound mail turns a mail that matches one into a job through the
 * same `createLead` as an ADF lead. The rule form and this service parse with one schema (lead-rules.ts).
 */
import { z } from "zod";
import { isLocale } from "../../shared/locales";
import { canUseCommunication, inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import { findCarByNumber, findCarByVin } from "../catalog/car-detail.repo.server";
import { fieldErrorsOf } from "../contact/person-fields";
import type { ServiceContext } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import { createLead } from "../leads/create-lead.service.server";
import { isSystemType } from "../leads/system-types";
import { listWorkflowDefs } from "../leads/workflows.service.server";
import { extractLead, labelsOf, leadRuleSchema, matchingRule } from "./lead-rules";
import {
  countLeadRules,
  deleteLeadRule,
  insertLeadRule,
  LEAD_RULES_MAX,
  type LeadRuleRow,
  listLeadRules,
  projectHasWorkflow,
  updateLeadRule,
} from "./lead-rules.repo.server";

export type LeadRuleError =
  | { code: "not_found" }
  | { code: "forbidden" }
  | { code: "invalid"; fields?: Record<string, string[]>; message?: string };

/** Admins of a project with the communication centre. */
function adminGate(ctx: ServiceContext): Result<true, LeadRuleError> {
  if (!ctx.project.features.communication) return err({ code: "not_found" });
  if (!ctx.principal || !canUseCommunication(ctx.principal, ctx.project.features))
    return err({ code: "forbidden" });
  if (!inGroup(ctx.principal, "admin")) return err({ code: "forbidden" });
  return ok(true);
}

export type LeadRulesView = {
  rules: (Omit<LeadRuleRow, "projectId" | "createdAt" | "updatedAt"> & { workflowName: string | null })[];
  workflows: { id: number; name: string }[];
  max: number;
};

export async function getLeadRules(ctx: ServiceContext): Promise<Result<LeadRulesView, LeadRuleError>> {
  const g = adminGate(ctx);
  if (!g.ok) return g;
  const [rows, defs] = await Promise.all([listLeadRules(scoped(ctx)), listWorkflowDefs(ctx)]);
  const workflows = defs.map((w) => ({ id: w.id, name: w.lang_name || w.label }));
  return ok({
    rules: rows.map(({ projectId: _p, createdAt: _c, updatedAt: _u, ...r }) => ({
      ...r,
      workflowName: workflows.find((w) => w.id === r.workflowId)?.name ?? null,
    })),
    workflows,
    max: LEAD_RULES_MAX,
  });
}

const ruleId = z.uuid("validation:invalid_value");

/** Adds a rule, or (with `ruleId`) changes one of this project's. */
export async function saveLeadRule(
  ctx: ServiceContext,
  input: Record<string, unknown>,
): Promise<Result<{ id: string }, LeadRuleError>> {
  const g = adminGate(ctx);
  if (!g.ok) return g;
  const parsed = leadRuleSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: fieldErrorsOf(parsed.error) });
  const scope = scoped(ctx);
  const { workflowId } = parsed.data;
  // Another project's workflow is answered like one that does not exist.
  if (workflowId !== null && !(await projectHasWorkflow(scope, workflowId)))
    return err({ code: "invalid", fields: { workflowId: ["validation:invalid_choice"] } });
  const values = {
    name: parsed.data.name,
    senderPattern: parsed.data.senderPattern,
    subjectContains: parsed.data.subjectContains,
    workflowId,
    sourceLabel: parsed.data.sourceLabel,
    labels: labelsOf(parsed.data),
  };
  if (input.ruleId !== undefined && input.ruleId !== "") {
    const id = ruleId.safeParse(input.ruleId);
    if (!id.success || !(await updateLeadRule(scope, id.data, values))) return err({ code: "not_found" });
    return ok({ id: id.data });
  }
  if ((await countLeadRules(scope)) >= LEAD_RULES_MAX)
    return err({ code: "invalid", message: "communication:rules.errors.too_many" });
  return ok({ id: await insertLeadRule(scope, values) });
}

export async function setLeadRuleEnabled(
  ctx: ServiceContext,
  id: unknown,
  enabled: boolean,
): Promise<Result<null, LeadRuleError>> {
  const g = adminGate(ctx);
  if (!g.ok) return g;
  const parsed = ruleId.safeParse(id);
  if (!parsed.success || !(await updateLeadRule(scoped(ctx), parsed.data, { enabled })))
    return err({ code: "not_found" });
  return ok(null);
}

export async function removeLeadRule(ctx: ServiceContext, id: unknown): Promise<Result<null, LeadRuleError>> {
  const g = adminGate(ctx);
  if (!g.ok) return g;
  const parsed = ruleId.safeParse(id);
  if (!parsed.success || !(await deleteLeadRule(scoped(ctx), parsed.data))) return err({ code: "not_found" });
  return ok(null);
}

/** The project's car a lead names: by stock number (the car's number), else by VIN. */
export async function carForLead(
  scope: TenantScope,
  stock: string | null | undefined,
  vin: string | null | undefined,
) {
  const digits = stock?.replace(/\D/g, "") ?? "";
  const byNumber = digits && digits.length <= 12 ? await findCarByNumber(scope, Number(digits)) : null;
  if (byNumber) return byNumber;
  return vin && vin.length === 17 ? findCarByVin(scope, vin.toUpperCase()) : null;
}

export type RuleLeadOutcome =
  | { ruleId: string; created: true; clientId: string; jobId: number }
  | { ruleId: string; created: false; reason: "rule_no_contact" | "rule_failed" };

/**
 * The lead a dealer's rule makes of a mail (inside the mail's transaction), or null when no enabled
 * rule matches. A rule that finds neither an e-mail nor a phone makes no lead: the mail stays
 * unassigned with that reason.
 */
export async function leadFromRules(
  ctx: ServiceContext,
  mail: { fromAddress: string; subject: string; text: string; messageId: string; receivedAt: Date },
): Promise<RuleLeadOutcome | null> {
  const scope = scoped(ctx);
  const rule = matchingRule(await listLeadRules(scope, true), mail);
  if (!rule) return null;
  const found = extractLead(rule.labels, mail.text);
  if (!found.email && !found.phone) return { ruleId: rule.id, created: false, reason: "rule_no_contact" };
  const car = await carForLead(scope, found.stock, found.vin);
  const defs = rule.workflowId ? await listWorkflowDefs(ctx) : [];
  const systemType = defs.find((w) => w.id === rule.workflowId)?.system_types.find(isSystemType);
  const language = isLocale(ctx.project.defaultLanguage) ? ctx.project.defaultLanguage : "de";
  const created = await createLead(
    ctx,
    systemType ?? "CAR_REQUEST",
    {
      ...(found.firstName || found.lastName
        ? { firstName: found.firstName ?? "", lastName: found.lastName ?? "" }
        : { name: found.fullName ?? "" }),
      email: found.email ?? null,
      phone: found.phone ?? null,
      language,
      privacyAccepted: false,
    },
    {
      kind: "mail_rule",
      rule: rule.name,
      message: found.message ?? null,
      vehicle: { stock: found.stock ?? null, vin: found.vin ?? null },
      ...(car ? { carNumber: car.number } : {}),
      mailMessageId: mail.messageId,
    },
    {
      workflowId: rule.workflowId,
      carId: car?.id ?? null,
      locationId: car?.locationId ?? null,
      vehicleBrandName: car?.brandName ?? null,
      vehicleModelName: car?.modelName ?? null,
      vehicleValueMinor: car?.priceMinor ?? null,
      source: `mail:${rule.sourceLabel}`.slice(0, 80),
      at: mail.receivedAt,
    },
  );
  if (!created.ok) return { ruleId: rule.id, created: false, reason: "rule_failed" };
  return { ruleId: rule.id, created: true, clientId: created.value.clientId, jobId: created.value.jobId };
}
