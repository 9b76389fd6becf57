import { describe, expect, it } from "vitest";
import { HOT_LEAD_MAX, type HotLeadInput, hotLeadScore, rankHotLeads, valueShare } from "./hot-lead-score";

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
  requestValueMinor: null,
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
        requestValueMinor: 9_000_000,
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
    const valuable = { clientRequests: 2, hasPhone: true, requestValueMinor: 6_000_000 };
    expect(points(hotLeadScore(lead(valuable), now), "engagement")).toBe(13);
  });

  it("weighs engagement by the request's value: four requests for a 198 € rental rank below a 25,000 € purchase", () => {
    const rental = hotLeadScore(
      lead({ systemType: "RENTAL", clientRequests: 4, hasPhone: true, requestValueMinor: 19_800 }),
      now,
    );
    const purchase = hotLeadScore(lead({ systemType: "PURCHASE", requestValueMinor: 2_500_000 }), now);
    const ranked = rankHotLeads([
      { id: 1, cdate: now, hot: rental },
      { id: 2, cdate: now, hot: purchase },
    ]);
    expect(ranked.map((r) => r.id)).toEqual([2, 1]);
    // The reason says so: engagement counted at a quarter for a request worth 198.00.
    const engagement = rental.parts.find((p) => p.factor === "engagement")!;
    expect(engagement).toMatchObject({ weightPercent: 25, valueMinor: 19_800, points: 6 });
    expect(purchase.parts.find((p) => p.factor === "vehicle_value")).toMatchObject({
      valueMinor: 2_500_000,
      points: 17,
    });
  });

  it("the value counts on a logarithmic scale: 100 nothing, 60,000 everything, unknown neither", () => {
    expect(valueShare(10_000)).toBe(0);
    expect(valueShare(6_000_000)).toBe(1);
    expect(valueShare(9_000_000)).toBe(1);
    expect(valueShare(null)).toBeNull();
    expect(valueShare(600_000)).toBeGreaterThan(0.5);
    // Unknown: engagement counts at a half.
    const unknown = hotLeadScore(lead({ clientRequests: 4, hasPhone: true }), now);
    expect(unknown.parts.find((p) => p.factor === "engagement")).toMatchObject({
      weightPercent: 50,
      points: 13,
    });
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
