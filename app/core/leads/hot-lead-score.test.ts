import { describe, expect, it } from "vitest";
import { HOT_LEAD_MAX, type HotLeadInput, hotLeadScore, rankHotLeads } from "./hot-lead-score";

const now = new Date("2026-11-24T12:00:00Z");
const lead = (over: Partial<HotLeadInput> = {}): HotLeadInput => ({
  priority: 1,
  visibility: "open",
  cdate: now,
  mdate: now,
  firstReactionAt: now,
  systemType: "CONTACT",
  clientRequests: 1,
  hasPhone: false,
  vehicleValueMinor: null,
  ...over,
});
const points = (s: ReturnType<typeof hotLeadScore>, f: string) => s.parts.find((p) => p.factor === f)!.points;

describe("Hot Leads score", () => {
  it("adds up its parts, each within its maximum", () => {
    const s = hotLeadScore(
      lead({
        systemType: "PURCHASE",
        clientRequests: 9,
        hasPhone: true,
        vehicleValueMinor: 9_000_000,
        priority: 3,
      }),
      now,
    );
    expect(s.score).toBe(s.parts.reduce((a, p) => a + p.points, 0));
    for (const p of s.parts) expect(p.points).toBeLessThanOrEqual(HOT_LEAD_MAX[p.factor]);
    expect(s.score).toBe(100);
  });

  it("a fresh lead scores more for recency than a 15-day-old one, and a 30-day-old one nothing", () => {
    const day = 24 * 3600 * 1000;
    expect(points(hotLeadScore(lead(), now), "recency")).toBe(30);
    expect(points(hotLeadScore(lead({ cdate: new Date(now.getTime() - 15 * day) }), now), "recency")).toBe(
      15,
    );
    expect(points(hotLeadScore(lead({ cdate: new Date(now.getTime() - 30 * day) }), now), "recency")).toBe(0);
  });

  it("a buyer who comes back and left a phone number is more engaged", () => {
    expect(points(hotLeadScore(lead(), now), "engagement")).toBe(0);
    expect(points(hotLeadScore(lead({ clientRequests: 2, hasPhone: true }), now), "engagement")).toBe(13);
  });

  it("a test-drive request outranks a general question, other things equal", () => {
    const a = { id: 1, cdate: now, hot: hotLeadScore(lead({ systemType: "CONTACT" }), now) };
    const b = { id: 2, cdate: now, hot: hotLeadScore(lead({ systemType: "CAR_REQUEST" }), now) };
    expect(rankHotLeads([a, b]).map((r) => r.id)).toEqual([2, 1]);
  });

  it("a critical lead gets all priority points", () => {
    const stale = lead({ firstReactionAt: null, cdate: new Date(now.getTime() - 3 * 3600 * 1000) });
    expect(points(hotLeadScore(stale, now), "priority")).toBe(10);
  });
});
