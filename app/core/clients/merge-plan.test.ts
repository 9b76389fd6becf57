import { describe, expect, it } from "vitest";
import { type MergeableClient, mergedResult, mergeFill, mergeRefusal } from "./merge-plan";

const client = (over: Partial<MergeableClient> = {}): MergeableClient => ({
  id: "a",
  projectId: "p",
  kind: "person",
  firstName: "Anna",
  lastName: "Muster",
  companyName: null,
  email: "anna@example.org",
  phone: null,
  language: "de",
  userId: null,
  privacyAcceptedAt: null,
  marketingConsent: false,
  street: null,
  postalCode: null,
  city: null,
  country: null,
  notes: "",
  mergedIntoId: null,
  erasedAt: null,
  ...over,
});

describe("merge rules", () => {
  it("refuses a client into itself, across projects, merged or erased clients", () => {
    const kept = client();
    expect(mergeRefusal(kept, kept)).toBe("same_client");
    expect(mergeRefusal(kept, client({ id: "b", projectId: "q" }))).toBe("other_project");
    expect(mergeRefusal(kept, client({ id: "b", mergedIntoId: "c" }))).toBe("already_merged");
    expect(mergeRefusal(client({ mergedIntoId: "c" }), client({ id: "b" }))).toBe("already_merged");
    expect(mergeRefusal(kept, client({ id: "b", erasedAt: new Date() }))).toBe("erased");
    expect(mergeRefusal(kept, client({ id: "b" }))).toBeNull();
  });

  it("fills only the kept client's empty fields and never overwrites one", () => {
    const kept = client({ phone: "", city: "Berlin" });
    const merged = client({
      id: "b",
      email: "other@example.org",
      phone: "+4930123",
      city: "Hamburg",
      street: "Hauptstr. 1",
      userId: "u1",
    });
    expect(mergeFill(kept, merged)).toEqual({ phone: "+4930123", street: "Hauptstr. 1", userId: "u1" });
    expect(mergedResult(kept, merged)).toMatchObject({ email: "anna@example.org", city: "Berlin" });
  });

  it("takes a name only as a whole, the earlier privacy acceptance, and appends notes", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    const kept = client({ firstName: "", lastName: "", notes: "Calls after 5" });
    const merged = client({
      id: "b",
      firstName: "Anna",
      lastName: "Muster",
      privacyAcceptedAt: at,
      notes: "VIP",
    });
    expect(mergeFill(kept, merged)).toEqual({
      firstName: "Anna",
      lastName: "Muster",
      privacyAcceptedAt: at,
      notes: "Calls after 5\n\nVIP",
    });
    // A kept client with a last name only keeps it (no first name from another person's record).
    expect(mergeFill(client({ firstName: "" }), client({ id: "b", firstName: "Berta" }))).toEqual({});
  });

  it("never takes over marketing consent", () => {
    const fill = mergeFill(client(), client({ id: "b", marketingConsent: true }));
    expect(fill).not.toHaveProperty("marketingConsent");
  });
});
