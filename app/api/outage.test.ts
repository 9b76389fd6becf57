import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { outagePage } from "../../server/error-page";
import { isDatabaseUnavailable, isStorageFull, isUnstorableText, outageOf } from "./outage";

const pgError = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("outageOf", () => {
  it("knows the database away by SQLSTATE, socket error and node-postgres message, also wrapped", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "53300", "ECONNREFUSED", "ECONNRESET"]) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // Drizzle wraps the driver's error; Node's connect to several addresses throws an AggregateError.
    const wrapped = new DrizzleQueryError("select 1", [], pgError("57P01"));
    expect(outageOf(wrapped)).toEqual({ status: 503, code: "unavailable" });
    const aggregate = Object.assign(new AggregateError([pgError("ECONNREFUSED")]), { code: undefined });
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
  });

  it("leaves the errors of a query itself and of our code to be 500s", () => {
    for (const code of ["23505", "42P01", "22P02", "40001", "57014"]) {
      expect(outageOf(pgError(code)), code).toBeNull();
    }
    expect(outageOf(new TypeError("x is undefined"))).toBeNull();
    expect(outageOf("a string")).toBeNull();
    expect(outageOf(null)).toBeNull();
  });

  it("knows text the database cannot store (NUL in text or jsonb), also wrapped, and nothing else", () => {
    expect(isUnstorableText(pgError("22021"))).toBe(true);
    expect(isUnstorableText(new DrizzleQueryError("insert", [], pgError("22P05")))).toBe(true);
    for (const code of ["22P02", "23505", "57P01", "ENOSPC"])
      expect(isUnstorableText(pgError(code)), code).toBe(false);
    expect(isUnstorableText(new Error("x"))).toBe(false);
    expect(outageOf(pgError("22021"))).toBeNull();
  });

  it("knows a full disk", () => {
    expect(isStorageFull(pgError("ENOSPC"))).toBe(true);
    expect(outageOf(new Error("write failed", { cause: pgError("EDQUOT") }))).toEqual({
      status: 507,
      code: "storage_full",
    });
    expect(isStorageFull(pgError("EACCES"))).toBe(false);
  });

  it("renders the outage page in the language asked, from the catalogues", () => {
    const page = outagePage("tr", { status: 503, code: "unavailable" });
    expect(page).toContain('<html lang="tr"');
    expect(page).toContain("Geçici olarak kullanılamıyor");
    expect(page).toContain('http-equiv="refresh"');
    const full = outagePage("de", { status: 507, code: "storage_full" });
    expect(full).toContain("Speichern nicht möglich");
    expect(full).not.toContain("refresh");
  });
});
