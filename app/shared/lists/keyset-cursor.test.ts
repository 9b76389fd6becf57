import { describe, expect, it } from "vitest";
import { CURSOR_TOKEN, decodeCursor, encodeCursor, keysetPage } from "./keyset-cursor";

const ID = "0f9c2a7e-1b2c-4d3e-8f90-123456789abc";

describe("keyset cursor", () => {
  it("round-trips every part kind as an opaque URL token", () => {
    const values = [
      "price_asc",
      1_999_900,
      1.5,
      true,
      "Zoë ✓",
      ID,
      "2026-01-01 10:00:00.123456+00",
      "2024-02-29",
    ];
    const token = encodeCursor(values);
    expect(token).toMatch(CURSOR_TOKEN);
    const parts = [
      ["price_asc", "newest"],
      "int",
      "number",
      "boolean",
      "string",
      "uuid",
      "timestamp",
      "date",
    ] as const;
    const decoded = decodeCursor(token, parts);
    expect(decoded).toEqual(values);
    // Typed as the shape says.
    const [sort, key]: ["price_asc" | "newest", number, ...unknown[]] = decoded!;
    expect([sort, key]).toEqual(["price_asc", 1_999_900]);
    expect(decodeCursor(encodeCursor([new Date(0).toISOString(), ID]), ["timestamp", "uuid"])).not.toBeNull();
  });

  it("returns null for missing, malformed, tampered and foreign cursors", () => {
    const shape = ["int", "uuid"] as const;
    const good = encodeCursor([42, ID]);
    const hostile: (string | null | undefined)[] = [
      undefined,
      null,
      "",
      "garbage",
      "%%%",
      "a".repeat(10_000),
      good.slice(0, -3),
      `${good}x`,
      `${good}==`,
      encodeCursor([42]),
      encodeCursor([42, ID, 1]),
      encodeCursor(["42", ID]),
      encodeCursor([4.2, ID]),
      encodeCursor([2 ** 60, ID]),
      encodeCursor([42, "not-a-uuid"]),
      encodeCursor([42, ID.toUpperCase()]),
      btoa('{"0":42,"1":"x"}'),
      btoa(`[42, "${ID}"]`).replace(/=+$/, ""), // not the canonical encoding of its values
      btoa("\u00ff\u00fe").replace(/=+$/, ""), // not UTF-8
    ];
    for (const token of hostile) expect(decodeCursor(token, shape), String(token)).toBeNull();
    expect(decodeCursor(good, shape)).toEqual([42, ID]);
    expect(decodeCursor(good, ["int", "uuid", "int"] as const)).toBeNull();
    expect(decodeCursor(encodeCursor(["x".repeat(101)]), ["string"] as const)).toBeNull();
    expect(decodeCursor(encodeCursor(["2026-02-30"]), ["date"] as const)).toBeNull();
    expect(decodeCursor(encodeCursor(["2026-01-01"]), ["timestamp"] as const)).toBeNull();
    expect(decodeCursor(encodeCursor(["newest"]), [["price_asc"]] as const)).toBeNull();
  });
});

describe("keyset page", () => {
  const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
  const cursorOf = (row: { id: number }) => `c${row.id}`;

  it("pages forward: the extra row only says that more follow", () => {
    const first = keysetPage(rows(1, 4), { limit: 3, direction: "after", fromCursor: false, cursorOf });
    expect(first).toEqual({
      rows: rows(1, 3),
      hasPrev: false,
      hasNext: true,
      prevCursor: null,
      nextCursor: "c3",
    });
    const last = keysetPage(rows(4, 2), { limit: 3, direction: "after", fromCursor: true, cursorOf });
    expect(last).toMatchObject({ hasPrev: true, hasNext: false, prevCursor: "c4", nextCursor: null });
  });

  it("pages backward: rows come nearest first and are put back in list order", () => {
    const fetched = [{ id: 6 }, { id: 5 }, { id: 4 }, { id: 3 }];
    const page = keysetPage(fetched, { limit: 3, direction: "before", fromCursor: true, cursorOf });
    expect(page).toEqual({
      rows: [{ id: 4 }, { id: 5 }, { id: 6 }],
      hasPrev: true,
      hasNext: true,
      prevCursor: "c4",
      nextCursor: "c6",
    });
    const start = keysetPage(fetched.slice(0, 2), {
      limit: 3,
      direction: "before",
      fromCursor: true,
      cursorOf,
    });
    expect(start).toMatchObject({ rows: [{ id: 5 }, { id: 6 }], hasPrev: false, prevCursor: null });
  });

  it("has no cursors on an empty page", () => {
    expect(keysetPage([], { limit: 3, direction: "after", fromCursor: true, cursorOf })).toMatchObject({
      rows: [],
      prevCursor: null,
      nextCursor: null,
    });
  });
});
