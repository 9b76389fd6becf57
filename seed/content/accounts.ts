import type { Role } from "../../app/shared/permissions";

/** The demo password of every demo account (README.md lists the accounts). */
export const DEMO_PASSWORD = "autohaus-demo";

export type DemoAccount = {
  email: string;
  roles: Role[];
  firstName: string;
  lastName: string;
  /** "dealer" (Autohaus Brandt) or "community" (Brandt Community). */
  project: "dealer" | "community";
  inHolding?: boolean;
  /** Customers: whether they already accepted the current terms. */
  termsAccepted?: boolean;
  companyName?: string;
};

/** One account per role group (docs/decisions/0007), on the dealer site unless noted. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "admin@autohaus-brandt.example",
    roles: ["admin"],
    firstName: "Anna",
    lastName: "Brandt",
    project: "dealer",
  },
  {
    email: "manager@autohaus-brandt.example",
    roles: ["manager"],
    firstName: "Markus",
    lastName: "Weber",
    project: "dealer",
  },
  {
    email: "sales@autohaus-brandt.example",
    roles: ["sales"],
    firstName: "Selin",
    lastName: "Yılmaz",
    project: "dealer",
  },
  {
    email: "cms@autohaus-brandt.example",
    roles: ["cms_editor"],
    firstName: "Clara",
    lastName: "Neumann",
    project: "dealer",
  },
  {
    email: "database@autohaus-brandt.example",
    roles: ["database_clerk"],
    firstName: "Daniel",
    lastName: "Krause",
    project: "dealer",
  },
  {
    email: "inventory@autohaus-brandt.example",
    roles: ["inventory_manager"],
    firstName: "Ines",
    lastName: "Hoffmann",
    project: "dealer",
  },
  {
    email: "holding@autohaus-brandt.example",
    roles: ["holding_admin"],
    firstName: "Heinrich",
    lastName: "Brandt",
    project: "dealer",
    inHolding: true,
  },
  {
    email: "customer@autohaus-brandt.example",
    roles: ["client"],
    firstName: "Katarzyna",
    lastName: "Nowak",
    project: "dealer",
    termsAccepted: true,
  },
  {
    email: "business@autohaus-brandt.example",
    roles: ["business_client"],
    firstName: "Bernd",
    lastName: "Schulz",
    project: "dealer",
    termsAccepted: true,
    companyName: "Schulz Logistik GmbH",
  },
  {
    email: "member@brandt-community.example",
    roles: ["community_member"],
    firstName: "Mehmet",
    lastName: "Demir",
    project: "community",
    termsAccepted: true,
  },
];
