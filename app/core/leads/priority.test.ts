import { describe, expect, it } from "vitest";
import { criticalReasons, effectivePriority, NO_REACTION_MS, type PriorityInput, STALE_MS } from "./priority";

const created = new Date("2026-11-20T10:00:00.000Z");
const job = (over: Partial<PriorityInput> = {}): PriorityInput => ({
  priority: 1,
  visibility: "open",
  cdate: created,
  mdate: created,
  firstReactionAt: null,
  ...over,
});
const at = (ms: number) => new Date(created.getTime() + ms);

describe("critical priority (spec 4)", () => {
  it("is critical when set manually", () => {
    expect(criticalReasons(job({ priority: 3 }), at(0))).toEqual(["manual"]);
  });

  it("turns critical exactly 2 hours after creation without a reaction, not a millisecond earlier", () => {
    expect(criticalReasons(job(), at(NO_REACTION_MS - 1))).toEqual([]);
    expect(criticalReasons(job(), at(NO_REACTION_MS))).toEqual(["no_reaction"]);
  });

  it("a reaction within 2 hours keeps it normal", () => {
    const reacted = job({ firstReactionAt: at(60_000), mdate: at(60_000) });
    expect(effectivePriority(reacted, at(NO_REACTION_MS + 1))).toBe(1);
  });

  it("turns critical exactly 2 days after the last change", () => {
    const reacted = job({ firstReactionAt: at(1000), mdate: at(1000) });
    expect(criticalReasons(reacted, at(1000 + STALE_MS - 1))).toEqual([]);
    expect(criticalReasons(reacted, at(1000 + STALE_MS))).toEqual(["stale"]);
  });

  it("won, lost and deleted jobs are never critical", () => {
    for (const visibility of ["won", "lost", "deleted"] as const) {
      expect(effectivePriority(job({ visibility, priority: 3 }), at(STALE_MS * 3))).toBe(3);
      expect(criticalReasons(job({ visibility, priority: 3 }), at(STALE_MS * 3))).toEqual([]);
      expect(effectivePriority(job({ visibility, priority: 0 }), at(STALE_MS * 3))).toBe(0);
    }
  });

  it("keeps the manual priority otherwise", () => {
    for (const p of [0, 1, 2]) {
      expect(effectivePriority(job({ priority: p, firstReactionAt: at(5) }), at(10))).toBe(p);
    }
  });
});
