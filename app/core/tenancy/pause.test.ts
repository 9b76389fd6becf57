import { describe, expect, it } from "vitest";
import { reachableWhilePaused } from "./pause";

const visitor = null;
const customer = { roles: ["client"], inHolding: false };
const sales = { roles: ["sales"], inHolding: false };

describe("reachableWhilePaused (decision 0062)", () => {
  it("closes the storefront and the API to visitors and customers", () => {
    for (const who of [visitor, customer]) {
      for (const path of ["/", "/de", "/de/", "/en/cars", "/gebrauchtwagen", "/api/cars.json", "/accounts"]) {
        expect(reachableWhilePaused(path, who), path).toBe(false);
      }
    }
  });

  it("keeps signing in, links from mails and the account area open, so staff can get in", () => {
    for (const path of [
      "/de/login",
      "/login.data",
      "/en/forgotpassword/abc",
      "/de/invitation/tok",
      "/account",
      "/de/account/settings/holding",
      "/account.data",
      "/api/auth/login.json",
    ]) {
      expect(reachableWhilePaused(path, visitor), path).toBe(true);
    }
  });

  it("lets the site's staff see everything", () => {
    expect(reachableWhilePaused("/de/gebrauchtwagen", sales)).toBe(true);
    expect(reachableWhilePaused("/api/cars.json", sales)).toBe(true);
  });
});
