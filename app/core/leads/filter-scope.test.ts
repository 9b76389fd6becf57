import { describe, expect, it } from "vitest";
import { allowedProjects, queryProjects, showsCompanyFilter } from "./filter-scope";

const dealer = { id: "d", isCommunity: false };
const dealer2 = { id: "d2", isCommunity: false };
const community = { id: "c", isCommunity: true };
const holding = [dealer, dealer2, community];
const sales = { roles: ["sales"], inHolding: false };
const holdingSales = { roles: ["sales"], inHolding: true };
const admin = { roles: ["admin"], inHolding: false };
const holdingAdmin = { roles: ["holding_admin"], inHolding: true };

describe("job filter scope (spec 5, 6)", () => {
  it("shows the company filter to holding members and admins only", () => {
    expect(showsCompanyFilter(sales)).toBe(false);
    expect(showsCompanyFilter(holdingSales)).toBe(true);
    expect(showsCompanyFilter(admin)).toBe(true);
  });

  it("keeps a site's employee on that site", () => {
    expect(allowedProjects(sales, dealer, holding)).toEqual([dealer]);
    expect(allowedProjects(admin, dealer, holding)).toEqual([dealer]);
  });

  it("lets a non-privileged holding member see non-community projects and their own", () => {
    expect(allowedProjects(holdingSales, dealer, holding).map((p) => p.id)).toEqual(["d", "d2"]);
    expect(allowedProjects(holdingSales, community, holding).map((p) => p.id)).toEqual(["d", "d2", "c"]);
    expect(allowedProjects(holdingAdmin, dealer, holding).map((p) => p.id)).toEqual(["d", "d2", "c"]);
  });

  it("queries only allowed projects, the current one when nothing allowed was picked", () => {
    expect(queryProjects(sales, dealer, holding, ["d2"])).toEqual(["d"]);
    expect(queryProjects(holdingSales, dealer, holding, ["d2", "c"])).toEqual(["d2"]);
    expect(queryProjects(holdingSales, dealer, holding, [])).toEqual(["d"]);
  });
});
