import { describe, expect, it } from "vitest";
import {
  canonicalFormQuery,
  countActiveFilters,
  type FilterDef,
  type FilterState,
  normalizeText,
  parseFilters,
  serializeFilters,
} from "./filter-state";

const SCOPES = ["mine", "team", "all"] as const;

/** A job list's filters, one of each kind. */
const JOBS = {
  workflow: { kind: "token", pattern: /^\d{1,9}$/ },
  status: { kind: "enums", values: ["open", "won", "lost"] },
  priority: { kind: "enum", values: ["0", "1", "2", "3"] },
  visibility: { kind: "enum", values: ["showOpen", "showWon", "showLost"], default: "showOpen" },
  isStarred: { kind: "boolean" },
  isActive: { kind: "boolean", default: true },
  dateFrom: { kind: "date", min: "2000-01-01" },
  cdate: { kind: "int", min: 1, max: 7 },
  tags: { kind: "tokens", pattern: /^[a-z0-9-]{1,20}$/, lowerCase: true, max: 3 },
  note: { kind: "text", maxLength: 10 },
  scope: {
    kind: "custom",
    parse: (values: readonly string[]) => SCOPES.find((s) => values.includes(s)),
    serialize: (scope: (typeof SCOPES)[number]) => [scope],
    default: "mine",
  },
} as const satisfies FilterDef;

const parse = (query: string) => parseFilters(JOBS, new URLSearchParams(query));

const EMPTY: FilterState<typeof JOBS> = {
  workflow: undefined,
  status: [],
  priority: undefined,
  visibility: "showOpen",
  isStarred: undefined,
  isActive: true,
  dateFrom: undefined,
  cdate: undefined,
  tags: [],
  note: undefined,
  scope: "mine",
};

describe("filter state", () => {
  it("reads every kind", () => {
    expect(
      parse(
        "workflow=12&status=won&status=open&priority=3&visibility=showWon&isStarred=1&isActive=false" +
          "&dateFrom=2026-02-28&cdate=7&tags=VIP&tags=b&note=%20a%20%20b%20&scope=team",
      ),
    ).toEqual({
      workflow: "12",
      status: ["open", "won"],
      priority: "3",
      visibility: "showWon",
      isStarred: true,
      isActive: false,
      dateFrom: "2026-02-28",
      cdate: 7,
      tags: ["b", "vip"],
      note: "a b",
      scope: "team",
    });
  });

  it("reads control characters in free text as spaces (a NUL byte never reaches the database)", () => {
    expect(normalizeText("golf\u0000 gti\u001f\u007f", 100)).toBe("golf gti");
    expect(normalizeText("\u0000\u0000", 100)).toBeUndefined();
  });

  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(EMPTY);
    expect(serializeFilters(JOBS, EMPTY)).toBe("");
    expect(countActiveFilters(JOBS, EMPTY)).toBe(0);
  });

  it("drops unknown keys and invalid values, never throws", () => {
    const hostile = [
      "evil=1&__proto__=x&constructor=y",
      "workflow=abc&status=hacked&priority=9&visibility=showAll&isStarred=maybe&isActive=yes",
      "dateFrom=2026-02-30&dateFrom=1999-12-31&cdate=0&cdate=8&cdate=1.5&cdate=1e3&cdate=-1",
      "tags=%3Cscript%3E&tags=&note=%20%20%20&scope=root",
      `cdate=${"9".repeat(400)}&workflow=${"1".repeat(10_000)}&tags=${"a".repeat(100_000)}`,
      "status=%00&priority=%E2%9C%93&dateFrom=%ZZ",
    ];
    for (const query of hostile) expect(parse(query), query).toEqual(EMPTY);
    expect(parse("dateFrom=1999-12-31").dateFrom).toBeUndefined();
  });

  it("takes the first value of a single key and caps repeated keys", () => {
    expect(parse("priority=1&priority=2").priority).toBe("1");
    expect(parse("priority=x&priority=2").priority).toBeUndefined();
    const many = new URLSearchParams();
    for (let i = 0; i < 10_000; i++) many.append("tags", `t${i}`);
    expect(parseFilters(JOBS, many).tags).toEqual(["t0", "t1", "t10"]);
    const repeats = new URLSearchParams();
    for (let i = 0; i < 10_000; i++) repeats.append("status", "won");
    expect(parseFilters(JOBS, repeats).status).toEqual(["won"]);
  });

  it("writes one canonical URL: definition order, defaults omitted, multi values sorted", () => {
    const state = parse("tags=b&tags=a&scope=all&status=won&status=open&isActive=true&visibility=showOpen");
    expect(serializeFilters(JOBS, state)).toBe("status=open&status=won&tags=a&tags=b&scope=all");
    // A state built by hand is written canonically too.
    expect(serializeFilters(JOBS, { ...EMPTY, status: ["won", "open", "won"], isActive: false })).toBe(
      "status=open&status=won&isActive=false",
    );
    expect(countActiveFilters(JOBS, state)).toBe(5);
  });

  it("round-trips: parse(serialize(x)) is x, serialize(parse(url)) is idempotent", () => {
    const samples = [
      "",
      "status=lost&priority=0&isStarred=false",
      "tags=z&tags=Y&tags=x&tags=w&note=hello%20world%20again&cdate=3&visibility=showLost",
      "scope=team&scope=all&dateFrom=2024-02-29&workflow=7&unknown=1",
      "isActive=0&isActive=1&status=won&status=won",
    ];
    for (const query of samples) {
      const x = parse(query);
      const url = serializeFilters(JOBS, x);
      expect(parse(url), query).toEqual(x);
      expect(serializeFilters(JOBS, parse(url)), query).toBe(url);
    }
  });
});

describe("canonical form query (browser side, without the definition)", () => {
  const options = {
    order: ["status", "tags", "q", "sort"],
    defaults: { sort: "newest" },
    text: ["q"],
  };

  it("orders keys, drops empty values, defaults and unknown keys, sorts multi values", () => {
    const entries: [string, string][] = [
      ["sort", "newest"],
      ["q", "  Golf   GTI "],
      ["tags", "b"],
      ["tags", "a"],
      ["tags", "a"],
      ["status", ""],
      ["cursor", "abc"],
    ];
    expect(canonicalFormQuery(entries, options)).toBe("tags=a&tags=b&q=Golf+GTI");
  });

  it("writes what serializeFilters writes for the same valid state", () => {
    const query = canonicalFormQuery(
      [
        ["tags", "b"],
        ["status", "won"],
        ["status", "open"],
        ["tags", "a"],
      ],
      { order: Object.keys(JOBS) },
    );
    expect(serializeFilters(JOBS, parse(query))).toBe(query);
  });
});
