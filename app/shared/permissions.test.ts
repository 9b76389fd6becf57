import { describe, expect, it } from "vitest";
import {
  accountScreen,
  canFilterByCompany,
  canSeeCustomerCars,
  canSeeOrdersLink,
  canSeeWebsiteSection,
  formatCounter,
  helpLinkUrl,
  inGroup,
  jobCounterKind,
  mayReadMailOf,
  type Principal,
  profilePath,
  ROLE_GROUPS,
  ROLES,
  roleRank,
  websiteLinks,
} from "./permissions";

const as = (role: string, inHolding = false): Principal => ({ roles: [role], inHolding });

describe("roles and groups", () => {
  it("every role is a customer or an employee, never both", () => {
    for (const role of ROLES) {
      const customer = inGroup(as(role), "customer");
      const employee = inGroup(as(role), "employee");
      expect(customer !== employee, role).toBe(true);
    }
  });
  it("every group lists only known roles, and every employee group is inside the employee group", () => {
    for (const [group, roles] of Object.entries(ROLE_GROUPS)) {
      for (const role of roles) {
        expect(ROLES).toContain(role);
        if (group !== "customer") expect(ROLE_GROUPS.employee as readonly string[]).toContain(role);
      }
    }
  });
  it("nobody without a session is in any group", () => {
    expect(inGroup(null, "employee")).toBe(false);
  });
});

describe("spec 6 effects", () => {
  it("chooses the account screen and profile path by role", () => {
    expect(accountScreen(as("client"))).toBe("customer");
    expect(accountScreen(as("sales"))).toBe("employee");
    expect(profilePath(as("business_client"))).toBe("/account/profile");
    expect(profilePath(as("cms_editor"))).toBe("/account/settings/profile");
  });
  it("gives the company filter to holding users and admins only", () => {
    expect(canFilterByCompany(as("sales"))).toBe(false);
    expect(canFilterByCompany(as("sales", true))).toBe(true);
    expect(canFilterByCompany(as("admin"))).toBe(true);
  });
  it("needs the CMS group and the feature flag for each website link", () => {
    expect(canSeeWebsiteSection(as("cms_editor"), { blog: true })).toBe(true);
    expect(canSeeWebsiteSection(as("cms_editor"), {})).toBe(false);
    expect(canSeeWebsiteSection(as("sales"), { blog: true })).toBe(false);
    expect(websiteLinks(as("admin"), { news: true })).toEqual({ articles: false, news: true, blog: false });
  });
  it("shows orders to customers of a shop", () => {
    expect(canSeeOrdersLink(as("client"), { shop: true })).toBe(true);
    expect(canSeeOrdersLink(as("client"), {})).toBe(false);
    expect(canSeeOrdersLink(as("sales"), { shop: true })).toBe(false);
    // "or a feature flag": orders without the shop.
    expect(canSeeOrdersLink(as("client"), { orders: true })).toBe(true);
    expect(canSeeOrdersLink(as("sales"), { orders: true })).toBe(false);
  });
  it("shows customer cars with trade-in and either preview mode or a customer", () => {
    expect(canSeeCustomerCars(null, { trade_in: true })).toBe(false);
    expect(canSeeCustomerCars(null, { trade_in: true, preview_mode: true })).toBe(true);
    expect(canSeeCustomerCars(as("client"), { trade_in: true })).toBe(true);
    expect(canSeeCustomerCars(as("client"), {})).toBe(false);
  });
  it("shows the help link to employees with the feature and a URL", () => {
    const f = { knowledge_base: true, knowledgeBaseUrl: "https://help.example" };
    expect(helpLinkUrl(as("sales"), f)).toBe("https://help.example");
    expect(helpLinkUrl(as("client"), f)).toBeNull();
    expect(helpLinkUrl(as("sales"), { knowledge_base: true, knowledgeBaseUrl: null })).toBeNull();
  });
  it("gives open counters to all-jobs users and own counters to the others", () => {
    expect(jobCounterKind(as("manager"))).toBe("open");
    expect(jobCounterKind(as("sales"))).toBe("mine");
  });
  it("caps counters at 999+", () => {
    expect(formatCounter(999)).toBe("999");
    expect(formatCounter(1000)).toBe("1000");
    expect(formatCounter(1001)).toBe("999+");
    expect(formatCounter(12_345)).toBe("999+");
  });
});

describe("role ranking (development mailbox)", () => {
  it("ranks customers below employees, employees below admins, admins below holding admins", () => {
    expect(roleRank(as("client"))).toBeLessThan(roleRank(as("sales")));
    expect(roleRank(as("sales"))).toBe(roleRank(as("cms_editor")));
    expect(roleRank(as("sales"))).toBeLessThan(roleRank(as("manager")));
    expect(roleRank(as("manager"))).toBeLessThan(roleRank(as("admin")));
    expect(roleRank(as("admin"))).toBeLessThan(roleRank(as("holding_admin", true)));
    // Several roles: the highest counts; unknown roles count for nothing.
    expect(roleRank({ roles: ["sales", "admin"], inHolding: false })).toBe(roleRank(as("admin")));
    expect(roleRank({ roles: ["ghost"], inHolding: false })).toBe(roleRank(as("client")));
  });

  it("ranks a holding-wide employee above the same role on one company's sites", () => {
    expect(roleRank(as("admin", true))).toBeGreaterThan(roleRank(as("admin")));
    expect(roleRank(as("admin", true))).toBeLessThan(roleRank(as("holding_admin", true)));
    // The holding flag lifts employees only.
    expect(roleRank(as("client", true))).toBe(roleRank(as("client")));
  });

  it("lets a viewer read mail to equal and lower accounts and to unknown addresses, never to higher ones", () => {
    const admin = as("admin");
    expect(mayReadMailOf(admin, [])).toBe(true);
    expect(mayReadMailOf(admin, [as("client")])).toBe(true);
    expect(mayReadMailOf(admin, [as("manager")])).toBe(true);
    expect(mayReadMailOf(admin, [as("admin")])).toBe(true);
    expect(mayReadMailOf(admin, [as("holding_admin", true)])).toBe(false);
    expect(mayReadMailOf(admin, [as("admin", true)])).toBe(false);
    // One address, two accounts (a customer elsewhere and the holding admin): the higher one decides.
    expect(mayReadMailOf(admin, [as("client"), as("holding_admin", true)])).toBe(false);
    expect(mayReadMailOf(as("holding_admin", true), [as("holding_admin", true)])).toBe(true);
  });
});
