import { describe, expect, it } from "vitest";
import { effectiveStatusFilter, jobList, unsupportedJobFilters } from "./job-filters";

const parse = (q: string) => jobList.parse(new URLSearchParams(q));

describe("job list filters in the URL", () => {
  it("reads every key of a realistic URL and writes the same URL back", () => {
    const url =
      "workflow=3&status=12&status=11&visibility=showWon&viewType=self&priority=3&isStarred=true&brand=BMW&location=2&source=website&tags=vip&cdate=3&dateFrom=2026-11-01&dateTo=2026-11-30&docType=invoice&hasErrors=true&q=m%C3%BCller+golf&sort=mdate_desc";
    const state = parse(url);
    expect(state.workflow).toBe("3");
    expect(state.status).toEqual(["11", "12"]);
    expect(state.visibility).toBe("showWon");
    expect(state.words).toEqual(["müller", "golf"]);
    const again = jobList.query(state);
    expect(jobList.query(parse(again.slice(1)))).toBe(again);
  });

  it("takes a system type as workflow (spec 7: workflow=TRADE_IN&isActive=true)", () => {
    const state = parse("workflow=TRADE_IN&isActive=true");
    expect(state.workflow).toBe("TRADE_IN");
    expect(state.isActive).toBe(true);
  });

  it("drops unknown keys and bad values instead of failing", () => {
    const state = parse(
      "nope=1&workflow=DROP%20TABLE&priority=9&cdate=8&mdate=0&dateFrom=2026-02-30&assignee=not-a-uuid&visibility=showAll&__proto__=x&language=xx&limit=100000",
    );
    expect(state.workflow).toBeUndefined();
    expect(state.priority).toEqual([]);
    expect(state.cdate).toBeUndefined();
    expect(state.mdate).toBeUndefined();
    expect(state.dateFrom).toBeUndefined();
    expect(state.assignee).toEqual([]);
    expect(state.visibility).toBe("showOpen");
    expect(state.language).toEqual([]);
    expect(state.limit).toBe(100);
    expect(jobList.query(state)).toBe("?limit=100");
  });

  it("defaults to open jobs, newest first", () => {
    const state = parse("");
    expect(state.visibility).toBe("showOpen");
    expect(state.sort).toBe("cdate_desc");
    expect(jobList.query(state)).toBe("");
  });

  it("ignores a status filter without a workflow (spec 5)", () => {
    expect(effectiveStatusFilter(parse("status=4"))).toEqual([]);
    expect(effectiveStatusFilter(parse("status=4&workflow=TRADE_IN"))).toEqual([]);
    expect(effectiveStatusFilter(parse("status=4&workflow=2"))).toEqual(["4"]);
  });

  it("age filters take 1 to 7 days", () => {
    expect(parse("cdate=1").cdate).toBe(1);
    expect(parse("cdate=7").cdate).toBe(7);
    expect(parse("mdate=7").mdate).toBe(7);
  });

  it("names the spec's keys that jobs do not have, so the API refuses them and the page says so", () => {
    const q = new URLSearchParams("ai=1&workflow=TRADE_IN&isSystem=true&isResource=&isSystem=false");
    expect(unsupportedJobFilters(q)).toEqual(["isSystem", "isResource", "ai"]);
    expect(unsupportedJobFilters(new URLSearchParams("workflow=TRADE_IN&isActive=true"))).toEqual([]);
    // The list's own parsing has no such keys: they never change which jobs match.
    expect(jobList.query(jobList.parse(q))).toBe("?workflow=TRADE_IN");
  });

  it("reads isActive as the job's state (true or false) and the view type job", () => {
    expect(parse("isActive=false").isActive).toBe(false);
    expect(parse("isActive=1").isActive).toBe(true);
    expect(parse("isActive=maybe").isActive).toBeUndefined();
    expect(parse("viewType=job").viewType).toBe("job");
  });
});
