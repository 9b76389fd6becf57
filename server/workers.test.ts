import { describe, expect, it } from "vitest";
import { workerCount } from "./workers";

describe("workerCount (decision 0041)", () => {
  const pg = "postgres://postgres@127.0.0.1:5432/autohaus";

  it("runs one process per core on PostgreSQL", () => {
    expect(workerCount({ DATABASE_URL: pg }, 2)).toBe(2);
    expect(workerCount({ DATABASE_URL: pg }, 8)).toBe(8);
    expect(workerCount({ DATABASE_URL: pg }, 0)).toBe(1);
  });

  it("takes WEB_CONCURRENCY when it is set", () => {
    expect(workerCount({ DATABASE_URL: pg, WEB_CONCURRENCY: 1 }, 8)).toBe(1);
    expect(workerCount({ DATABASE_URL: pg, WEB_CONCURRENCY: 3 }, 2)).toBe(3);
  });

  it("is always one process on PGlite, whatever WEB_CONCURRENCY says", () => {
    expect(workerCount({}, 8)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: 4 }, 8)).toBe(1);
  });
});
