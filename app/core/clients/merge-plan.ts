/**
 * The rules of merging two duplicate clients (decision 0028), pure so they can be tested
 * without a database: which merges are refused, and which of the kept client's empty fields the
 * merged client fills. The service (clients.service.server.ts) moves the references and applies it.
 */

/** The fields of a client a merge looks at. */
export type MergeableClient = {
  id: string;
  projectId: string;
  kind: "person" | "company";
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  language: string;
  userId: string | null;
  privacyAcceptedAt: Date | null;
  marketingConsent: boolean;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  notes: string;
  mergedIntoId: string | null;
  erasedAt: Date | null;
};

export type MergeRefusal = "same_client" | "other_project" | "already_merged" | "erased";

/** Why two clients may not be merged, or null when they may. */
export function mergeRefusal(kept: MergeableClient, merged: MergeableClient): MergeRefusal | null {
  if (kept.id === merged.id) return "same_client";
  if (kept.projectId !== merged.projectId) return "other_project";
  if (kept.mergedIntoId || merged.mergedIntoId) return "already_merged";
  if (kept.erasedAt || merged.erasedAt) return "erased";
  return null;
}

/** Text fields the merged client fills when the kept one has none. */
const FILLABLE = [
  "companyName",
  "email",
  "phone",
  "userId",
  "street",
  "postalCode",
  "city",
  "country",
] as const;

export type MergeFill = Partial<
  Pick<MergeableClient, (typeof FILLABLE)[number] | "firstName" | "lastName" | "privacyAcceptedAt" | "notes">
>;

const empty = (v: string | null | undefined) => v === null || v === undefined || v.trim() === "";

/**
 * What the kept client takes from the merged one: every empty field the merged client has a value
 * for; a name only as a whole (first and last together, when the kept client has none); the earlier
 * privacy acceptance when the kept client has none; the merged client's notes appended. Marketing
 * consent is never taken over: consent is given by a person for one record, not inferred.
 */
export function mergeFill(kept: MergeableClient, merged: MergeableClient): MergeFill {
  const fill: MergeFill = {};
  for (const key of FILLABLE) {
    if (empty(kept[key]) && !empty(merged[key])) fill[key] = merged[key];
  }
  if (empty(kept.firstName) && empty(kept.lastName) && !(empty(merged.firstName) && empty(merged.lastName))) {
    fill.firstName = merged.firstName;
    fill.lastName = merged.lastName;
  }
  if (!kept.privacyAcceptedAt && merged.privacyAcceptedAt) fill.privacyAcceptedAt = merged.privacyAcceptedAt;
  if (!empty(merged.notes) && merged.notes.trim() !== kept.notes.trim()) {
    fill.notes = empty(kept.notes) ? merged.notes : `${kept.notes}\n\n${merged.notes}`;
  }
  return fill;
}

/** The kept client as it will be after the merge (for the preview). */
export function mergedResult<C extends MergeableClient>(kept: C, merged: MergeableClient): C {
  return { ...kept, ...mergeFill(kept, merged) };
}
