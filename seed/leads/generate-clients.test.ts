import { describe, expect, it } from "vitest";
import { clientTsQuery, matchesClientSearch } from "../../app/core/clients/client-search";
import { generateClient } from "./generate-clients";

describe("generated clients", () => {
  const now = new Date("2026-11-01T12:00:00Z");
  it("are deterministic, with unique e-mails and creation times within the period", () => {
    expect(generateClient(17, 42, now, 730)).toEqual(generateClient(17, 42, now, 730));
    const many = Array.from({ length: 2000 }, (_, i) => generateClient(17, i, now, 730));
    expect(new Set(many.map((c) => c.email)).size).toBe(2000);
    for (const c of many) {
      expect(c.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(c.createdAt.getTime()).toBeGreaterThan(now.getTime() - 731 * 86_400_000);
      expect(c.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+\.example$/);
    }
    expect(many.some((c) => c.kind === "company" && c.companyName)).toBe(true);
  });

  it("are found by their first name and a prefix of their last name", () => {
    const c = generateClient(17, 7, now, 730);
    const text = [c.firstName, c.lastName, c.companyName, c.email, c.phone].filter(Boolean).join(" ");
    const q = `${c.firstName.toUpperCase()} ${c.lastName.slice(0, 3)}`;
    expect(clientTsQuery(q)).not.toBeNull();
    expect(matchesClientSearch(text, q)).toBe(true);
  });
});
