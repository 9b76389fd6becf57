/**
 * The route table as React Router matches it on the server and in the browser. Every routed path, with
 * its parameters filled in, in other letter case and with a trailing slash, leads to its own route, with
 * its parameters; anything else to the not-found page.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes";

type Entry = { id?: string; path?: string; index?: boolean; children?: Entry[] };
const toObjects = (entries: Entry[]): RouteObject[] =>
  entries.map((e) =>
    e.index
      ? { id: e.id, path: e.path, index: true }
      : { id: e.id, path: e.path, children: e.children ? toObjects(e.children) : undefined },
  );
const tree: RouteObject[] = [{ id: "root", path: "", children: toObjects(routes as Entry[]) }];

/** Every leaf route with its full path pattern. */
function leaves(entries: Entry[], prefix = ""): { id: string; path: string }[] {
  return entries.flatMap((e) => {
    const path = e.path ? `${prefix}/${e.path}` : prefix;
    if (e.children?.length) return leaves(e.children, path);
    return [{ id: e.id ?? "", path: path || "/" }];
  });
}

const leafIds = (pathname: string, basename = "/") =>
  matchRoutes(tree, pathname, basename)?.map((m) => m.route.id) ?? null;

describe("route matching", () => {
  const all = leaves(routes as Entry[]).filter((l) => l.id !== "not-found");
  const fixed = all.filter((l) => !l.path.includes(":") && !l.path.includes("*"));

  it("has routes of both kinds to check", () => {
    expect(fixed.length).toBeGreaterThan(20);
    expect(all.length - fixed.length).toBeGreaterThan(5);
  });

  // Each matchRoutes call ranks the whole route table anew, so each path is matched twice: as written,
  // and in capitals with a trailing slash under a locale basename (the three rules at once), not in all
  // six combinations (5.1 s in CI, at the 5 s limit). Its budget is 20 s: it is CPU-bound, and the unit
  // files share two cores with whatever else runs (a load of 30 here made 2 s into 11 s).
  it("leads every fixed path to its route, in any letter case, with a trailing slash and a locale basename", () => {
    for (const { id, path } of fixed) {
      expect(leafIds(path)?.at(-1), path).toBe(id);
      const variant = `/de${path === "/" ? "" : path.toUpperCase()}/`;
      expect(leafIds(variant, "/de")?.at(-1), variant).toBe(id);
    }
  }, 20_000);

  it("fills parameters, and a parameterised route wins only where no fixed path does", () => {
    for (const { id, path } of all.filter((l) => l.path.includes(":"))) {
      const concrete = path.replace(/:([\w-]+)\??/g, "zz-$1-9");
      const matches = matchRoutes(tree, concrete);
      const leaf = matches?.at(-1);
      // Another route may be more specific for these letters (a fixed alias); then it is not a param route.
      if (leaf?.route.id !== id) {
        expect(fixed.map((f) => f.id)).not.toContain(id);
        continue;
      }
      for (const [, name] of path.matchAll(/:([\w-]+)/g)) expect(leaf.params[name!]).toBe(`zz-${name}-9`);
    }
  });

  it("sends unknown and partial paths to the not-found page", () => {
    expect(leafIds("/no/such/page/at/all/x")?.at(-1)).toBe("not-found");
    expect(leafIds("/account/no-such-screen/1/2/3")?.at(-1)).toBe("not-found");
  });

  it("matches the pages the benchmarks render", () => {
    expect(leafIds("/")).toEqual(["root", "pages", "home"]);
    expect(leafIds("/account/jobs")).toEqual(["root", "pages", "account", "account-jobs"]);
    expect(leafIds("/en/account/jobs/7", "/en")?.at(-1)).toBe("account-workflowJobs");
  });
});
