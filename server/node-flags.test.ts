import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags";

describe("the server process's node flags", () => {
  it("are the ones `npm start` runs with (the benchmark and the tests start the same process)", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    for (const flag of SERVER_NODE_FLAGS) expect(pkg.scripts.start).toContain(flag);
  });
});
