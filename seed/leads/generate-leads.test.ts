import { describe, expect, it } from "vitest";
import { DEFAULT_WORKFLOWS } from "../../app/core/leads/default-workflows";
import { generateLeads, type LeadWorld } from "./generate-leads";

let statusId = 0;
const world: LeadWorld = {
  projectId: "p",
  now: new Date("2026-11-24T12:00:00Z"),
  days: 120,
  languages: ["de", "en", "pl", "tr"],
  workflows: DEFAULT_WORKFLOWS.map((w, i) => ({
    id: i + 1,
    label: w.label,
    systemTypes: w.systemTypes,
    statuses: w.statuses.map((s, position) => ({ id: ++statusId, outcome: s.outcome, position })),
  })),
  employees: ["e1", "e2", "e3"],
  locations: [1, 2, 3],
  vehicles: [{ carId: null, brand: "BMW", model: "X1", valueMinor: 3_500_000 }],
};
const all = (seed: number, n: number) => [...generateLeads(world, n, seed, 100)];

describe("generated leads", () => {
  it("are the same for the same seed", () => {
    expect(JSON.stringify(all(7, 300))).toBe(JSON.stringify(all(7, 300)));
  });

  it("are consistent: status and visibility agree, closed ones have a close date, times are in order", () => {
    const batches = all(3, 2000);
    const jobs = batches.flatMap((b) => b.jobs.map((j) => j.job));
    const clients = new Set(batches.flatMap((b) => b.clients.map((c) => c.id)));
    expect(jobs).toHaveLength(2000);
    const statuses = new Map(
      world.workflows.flatMap((w) => w.statuses.map((s) => [s.id, { ...s, wf: w.id }])),
    );
    for (const j of jobs) {
      const s = statuses.get(j.statusId)!;
      expect(s.wf).toBe(j.workflowId);
      if (j.visibility !== "deleted") expect(j.visibility).toBe(s.outcome);
      expect(j.closedAt !== null).toBe(s.outcome !== "open");
      expect(j.cdate.getTime()).toBeLessThanOrEqual(j.mdate.getTime());
      expect(j.mdate.getTime()).toBeLessThanOrEqual(world.now.getTime());
      expect(clients.has(j.clientId)).toBe(true);
      expect(j.searchText).toMatch(/^[\p{L}\p{N} ]+$/u);
    }
    // A realistic mix: open and closed, some still waiting for a first reaction, returning clients.
    expect(jobs.filter((j) => j.visibility === "open").length).toBeGreaterThan(100);
    expect(jobs.filter((j) => j.visibility === "won").length).toBeGreaterThan(100);
    expect(jobs.filter((j) => j.firstReactionAt === null).length).toBeGreaterThan(20);
    expect(clients.size).toBeLessThan(jobs.length);
  });
});

describe("generated leads side by side", () => {
  it("number their clients' e-mails from firstIndex, so ranges never collide", () => {
    const emails = (seed: number, firstIndex: number) =>
      [...generateLeads(world, 500, seed, 100, firstIndex)].flatMap((b) => b.clients.map((c) => c.email));
    const a = emails(7, 0);
    const b = emails(7, 500);
    expect(new Set([...a, ...b]).size).toBe(a.length + b.length);
    expect(b.every((e) => Number(/\.(\d+)@/.exec(e)?.[1]) >= 500)).toBe(true);
    // Without an offset the same names and indexes meet again (what the offset is for).
    expect(new Set([...a, ...emails(7, 0)]).size).toBe(a.length);
  });
});
