import { describe, expect, it } from "vitest";
import { DB_ID_PATTERN, dbId, isDbId, MAX_DB_ID } from "./db-id";

describe("dbId", () => {
  it("takes 1 to PostgreSQL's integer maximum and nothing else", () => {
    expect(dbId("1")).toBe(1);
    expect(dbId(MAX_DB_ID)).toBe(MAX_DB_ID);
    expect(dbId(String(MAX_DB_ID))).toBe(MAX_DB_ID);
    for (const bad of [
      "0",
      "-1",
      "2147483648",
      "1e3",
      " 1",
      "1.5",
      "",
      "abc",
      0,
      2 ** 31,
      1.5,
      Number.NaN,
      null,
      {},
    ]) {
      expect(dbId(bad), String(bad)).toBeNull();
    }
    expect(isDbId(2 ** 31)).toBe(false);
  });

  it("has a pattern that accepts exactly the same texts", () => {
    const samples = [
      "1",
      "9",
      "10",
      "999999999",
      "1000000000",
      "1999999999",
      "2000000000",
      "2147483647",
      "2147483648",
      "2147483650",
      "2147483700",
      "2148000000",
      "2200000000",
      "9999999999",
      "0",
      "01",
      "-1",
      "12345678901",
    ];
    for (let i = 0; i < 2000; i++) samples.push(String(Math.floor(Math.random() * 3_000_000_000)));
    for (const text of samples) expect(DB_ID_PATTERN.test(text), text).toBe(dbId(text) !== null);
  });
});
