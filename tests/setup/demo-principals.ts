/**
 * Who the role tests act as: anonymous and the dealer site's demo account of each role group
 * (seed/content/accounts.ts, docs/decisions/0007). Shared by the permission matrix and the fuzzing.
 */
import { DEMO_ACCOUNTS, type DemoAccount } from "../../seed/content/accounts";

export const DEALER_PRINCIPALS = [
  "anonymous",
  "admin",
  "manager",
  "sales",
  "cms_editor",
  "database_clerk",
  "inventory_manager",
  "holding_admin",
  "client",
  "business_client",
] as const;
export type DealerPrincipal = (typeof DEALER_PRINCIPALS)[number];

/** The dealer site's demo account whose first role is `role`. */
export function dealerAccount(role: Exclude<DealerPrincipal, "anonymous">): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.project === "dealer" && a.roles[0] === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}
