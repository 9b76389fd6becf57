import { describe, expect, it } from "vitest";
import { allEqual, compareQuery } from "./compare";
import {
  canAddFavorite,
  carFileSchema,
  clearedVisitorCookie,
  compareQuerySchema,
  favoriteFormSchema,
  favoriteOwner,
  favoriteOwnerOf,
  favoriteState,
  MAX_FAVORITES,
  ownerForWrite,
  visitorCookie,
  visitorIdFromCookie,
} from "./favorites";

const ID = "3f0c2a4e-8d1b-4c7a-9e2f-0a1b2c3d4e5f";

describe("visitor cookie", () => {
  it("reads a uuid from the plain or the __Host- cookie, and ignores anything else", () => {
    expect(visitorIdFromCookie(`a=1; autohaus_visitor=${ID}`)).toBe(ID);
    expect(visitorIdFromCookie(`__Host-autohaus_visitor=${ID.toUpperCase()}`)).toBe(ID);
    expect(visitorIdFromCookie("autohaus_visitor=not-a-uuid")).toBeNull();
    expect(visitorIdFromCookie("autohaus_visitor=")).toBeNull();
    expect(visitorIdFromCookie(undefined)).toBeNull();
    expect(visitorIdFromCookie(`autohaus_session=${ID}`)).toBeNull();
  });
  it("is httpOnly and SameSite=Lax, Secure with the __Host- prefix on HTTPS, long-lived", () => {
    const plain = visitorCookie(ID, false);
    expect(plain).toMatch(
      new RegExp(`^autohaus_visitor=${ID}; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d{8}$`),
    );
    const secure = visitorCookie(ID, true);
    expect(secure).toMatch(/^__Host-autohaus_visitor=.*; Secure$/);
    expect(clearedVisitorCookie(false)).toContain("Max-Age=0");
  });
});

describe("owner resolution", () => {
  it("prefers the signed-in user, then the visitor cookie, else nobody", () => {
    expect(favoriteOwner({ id: "u1" }, ID)).toEqual({ kind: "user", userId: "u1" });
    expect(favoriteOwner(null, ID)).toEqual({ kind: "visitor", visitorId: ID });
    expect(favoriteOwner(null, null)).toBeNull();
    expect(favoriteOwnerOf(`autohaus_visitor=${ID}`, undefined)).toEqual({ kind: "visitor", visitorId: ID });
  });
  it("makes a new visitor only when there is no owner yet", () => {
    expect(ownerForWrite(null, null, () => ID)).toEqual({
      owner: { kind: "visitor", visitorId: ID },
      newVisitorId: ID,
    });
    expect(ownerForWrite(`autohaus_visitor=${ID}`, null, () => "x").newVisitorId).toBeNull();
    expect(ownerForWrite(null, { id: "u1" }, () => "x")).toEqual({
      owner: { kind: "user", userId: "u1" },
      newVisitorId: null,
    });
  });
});

describe("inputs", () => {
  it("parses the toggle form and keeps only local redirect targets", () => {
    expect(favoriteFormSchema.parse({ intent: "add", car: "100123", redirectTo: "/cars" })).toEqual({
      intent: "add",
      car: 100123,
      redirectTo: "/cars",
    });
    expect(
      favoriteFormSchema.parse({ intent: "remove", car: "5", redirectTo: "//evil.example" }).redirectTo,
    ).toBeNull();
    expect(favoriteFormSchema.safeParse({ intent: "toggle", car: "5" }).success).toBe(false);
    expect(favoriteFormSchema.safeParse({ intent: "add", car: "abc" }).success).toBe(false);
    expect(favoriteFormSchema.safeParse({ intent: "add", car: "-3" }).success).toBe(false);
  });
  it("reads the API's `{number}.json` segment", () => {
    expect(carFileSchema.parse("100123.json")).toBe(100123);
    expect(carFileSchema.safeParse("100123").success).toBe(false);
    expect(carFileSchema.safeParse("1e5.json").success).toBe(false);
  });
});

describe("display rules", () => {
  const published = new Date();
  it("shows sold and reserved cars as such and drops unpublished ones", () => {
    expect(favoriteState({ status: "available", publishedAt: published })).toBe("available");
    expect(favoriteState({ status: "sold", publishedAt: published })).toBe("sold");
    expect(favoriteState({ status: "reserved", publishedAt: published })).toBe("reserved");
    expect(favoriteState({ status: "available", publishedAt: null })).toBe("gone");
  });
  it("limits how many cars one owner parks", () => {
    expect(canAddFavorite(0)).toBe(true);
    expect(canAddFavorite(MAX_FAVORITES - 1)).toBe(true);
    expect(canAddFavorite(MAX_FAVORITES)).toBe(false);
  });
});

describe("comparison query", () => {
  it("takes 2 to 4 car numbers as a comma list or repeated, duplicates once", () => {
    expect(compareQuerySchema.parse(["100012,100031"])).toEqual([100012, 100031]);
    expect(compareQuerySchema.parse(["100012", "100031", "100044"])).toEqual([100012, 100031, 100044]);
    expect(compareQuerySchema.parse(["100012, 100031,100012"])).toEqual([100012, 100031]);
    expect(compareQuery([100012, 100031])).toBe("100012,100031");
  });

  it("refuses one car, five cars and anything that is not a car number, with a translated message", () => {
    for (const bad of [
      ["100012"],
      ["1,2,3,4,5"],
      ["100012,abc"],
      ["100012,-5"],
      ["100012,"],
      [""],
      ["0,1"],
    ]) {
      const parsed = compareQuerySchema.safeParse(bad);
      expect(parsed.success, bad.join("|")).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("favorites:compare.errors.count");
    }
    expect(compareQuerySchema.safeParse(["100012,100012"]).success).toBe(false);
  });

  it("tells a row whose values all agree from one that differs", () => {
    expect(allEqual(["Diesel", "Diesel"])).toBe(true);
    expect(allEqual([1, 2])).toBe(false);
    expect(allEqual([null, null])).toBe(true);
  });
});
