import { describe, expect, it } from "vitest";
import type { FilterDef } from "./filter-state";
import { encodeCursor } from "./keyset-cursor";
import { listParams, MAX_WORDS, matchesAllWords, searchWords } from "./list-params";

const FILTERS = {
  status: { kind: "enums", values: ["open", "won", "lost"] },
  isStarred: { kind: "boolean" },
} as const satisfies FilterDef;

const jobs = listParams(FILTERS, {
  sorts: ["cdate_desc", "mdate_desc", "priority_desc"],
  defaultSort: "cdate_desc",
  limits: { default: 25, max: 100 },
});

const parse = (query: string) => jobs.parse(new URLSearchParams(query));
const CURSOR = encodeCursor(["2026-01-01T00:00:00.000Z", "0f9c2a7e-1b2c-4d3e-8f90-123456789abc"]);

describe("list params", () => {
  it("reads filters, free text, sort, limit and position into one object", () => {
    expect(parse(`status=won&q=%20Golf%20%20GTI%20golf&sort=mdate_desc&limit=50&after=${CURSOR}`)).toEqual({
      status: ["won"],
      isStarred: undefined,
      q: "Golf GTI golf",
      words: ["golf", "gti"],
      sort: "mdate_desc",
      limit: 50,
      after: CURSOR,
      before: undefined,
    });
    expect(jobs.empty).toEqual({
      status: [],
      isStarred: undefined,
      q: undefined,
      words: [],
      sort: "cdate_desc",
      limit: 25,
      after: undefined,
      before: undefined,
    });
  });

  it("clamps the limit and drops what is not valid", () => {
    expect(parse("limit=1000").limit).toBe(100);
    for (const limit of ["0", "-5", "abc", "2.5", "1e2", "9".repeat(50), ""])
      expect(parse(`limit=${limit}`).limit, limit).toBe(25);
    expect(parse("sort=drop%20table&sort=mdate_desc").sort).toBe("cdate_desc");
    expect(parse("after=%25%25&before=a%20b").after).toBeUndefined();
    expect(parse(`before=${"a".repeat(600)}`).before).toBeUndefined();
    expect(parse(`q=${"x ".repeat(5000)}`).q!.length).toBeLessThanOrEqual(100);
    expect(parse("q=%20%20%20")).toEqual(jobs.empty);
    expect(parse("unknown=1&__proto__=2")).toEqual(jobs.empty);
  });

  it("writes one canonical URL and round-trips", () => {
    const samples = [
      "",
      `isStarred=true&status=won&status=open&sort=priority_desc&limit=10&before=${CURSOR}`,
      "q=VW%20Golf&limit=25&sort=cdate_desc",
      `after=${CURSOR}&status=lost&q=a`,
    ];
    for (const query of samples) {
      const x = parse(query);
      const url = jobs.serialize(x).toString();
      expect(parse(url), query).toEqual(x);
      expect(jobs.serialize(parse(url)).toString(), query).toBe(url);
    }
    expect(jobs.query(parse(`limit=25&sort=cdate_desc&q=VW%20Golf&status=won&after=${CURSOR}`))).toBe(
      `?status=won&q=VW+Golf&after=${CURSOR}`,
    );
    expect(jobs.query(parse(`status=won&after=${CURSOR}`), { position: false })).toBe("?status=won");
    expect(jobs.query(jobs.empty)).toBe("");
    expect(jobs.keys).toEqual(["status", "isStarred", "q", "sort", "limit", "after", "before"]);
  });

  it("counts set filters and free text, not sort, limit or position", () => {
    expect(
      jobs.activeCount(parse(`status=won&status=lost&q=x&sort=mdate_desc&limit=5&after=${CURSOR}`)),
    ).toBe(3);
  });

  it("keeps a list's own cursor keys, fixed page size and no search", () => {
    const cars = listParams(
      {},
      {
        sorts: ["newest"],
        defaultSort: "newest",
        limits: 24,
        q: false,
        cursorKeys: { after: "cursor", before: "before" },
      },
    );
    const p = cars.parse(new URLSearchParams(`cursor=${CURSOR}&limit=5&q=x&after=zzz`));
    expect(p).toEqual({
      q: undefined,
      words: [],
      sort: "newest",
      limit: 24,
      cursor: CURSOR,
      before: undefined,
    });
    expect(cars.query(p)).toBe(`?cursor=${CURSOR}`);
    expect(cars.keys).toEqual(["sort", "cursor", "before"]);
  });

  it("refuses a definition that shadows its own keys", () => {
    expect(() =>
      listParams({ sort: { kind: "text", maxLength: 5 } }, { sorts: ["a"], defaultSort: "a", limits: 5 }),
    ).toThrow(/sort/);
  });
});

describe("free-text words (spec 5: all space-separated words, case-insensitively)", () => {
  it("splits, lower-cases and dedupes, up to MAX_WORDS", () => {
    expect(searchWords("VW  Golf vw")).toEqual(["vw", "golf"]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "))).toHaveLength(MAX_WORDS);
  });

  it("matches when every word is there, in any order and case", () => {
    expect(matchesAllWords("Volkswagen Golf GTI", searchWords("gti golf"))).toBe(true);
    expect(matchesAllWords("Volkswagen Golf GTI", searchWords("golf tdi"))).toBe(false);
    expect(matchesAllWords("anything", [])).toBe(true);
  });
});
