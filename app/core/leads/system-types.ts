/**
 * The kinds of request a workflow takes (Workflow.system_types). Every storefront form names
 * one when it creates a lead; the job list filter `systemType` and `workflow=TRADE_IN` use them.
 */
export const SYSTEM_TYPES = [
  "TRADE_IN",
  "PURCHASE",
  "CAR_REQUEST",
  "RENTAL",
  "SERVICE",
  "FINANCING",
  "LEASING",
  "SUBSCRIPTION",
  "CONTACT",
  "CALLBACK",
  "COMMUNITY",
  "BUSINESS_SIGNUP",
] as const;
export type SystemType = (typeof SYSTEM_TYPES)[number];

export function isSystemType(value: unknown): value is SystemType {
  return typeof value === "string" && (SYSTEM_TYPES as readonly string[]).includes(value);
}
