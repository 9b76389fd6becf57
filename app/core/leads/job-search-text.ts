/**
 * What the job list's free text (all space-separated words, case-insensitively) matches: the
 * client's name, company, e-mail and phone, and the vehicle. Folded like the car search (accents and
 * case), so "muller" finds "Müller"; stored in `jobs.search_text`, searched by prefix in its tsvector.
 */
import { foldText } from "../catalog/car-search-text";

export type JobSearchSource = {
  firstName: string;
  lastName: string;
  companyName?: string | null;
  email?: string | null;
  phone?: string | null;
  vehicleBrandName?: string | null;
  vehicleModelName?: string | null;
};

export function jobSearchText(s: JobSearchSource): string {
  const phoneDigits = s.phone?.replace(/[^0-9+]/g, "");
  return foldText(
    [s.firstName, s.lastName, s.companyName, s.email, phoneDigits, s.vehicleBrandName, s.vehicleModelName]
      .filter(Boolean)
      .join(" "),
  )
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");
}
