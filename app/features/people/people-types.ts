/**
 * What the people page's components receive: the loader's data and the action's answer, whose intent
 * (echoed in a failure's values) names the form it belongs to.
 */
import type {
  AuditView,
  LocationOption,
  PersonView,
  TeamView,
} from "../../core/people/people.service.server";
import type { ActionResult } from "../../shared/action-result";
import type { Locale } from "../../shared/locales";

export type Answer = ActionResult<{ intent: string }>;

/** The form an answer belongs to (a failure echoes the posted values, the intent among them). */
export const intentOf = (a: Answer | null) => (a ? (a.ok ? a.intent : a.values.intent) : null);

export type ScreenProps = {
  people: PersonView[];
  audit: AuditView[];
  teams: TeamView[];
  assignableRoles: readonly string[];
  locations: LocationOption[];
  twoFactorRequired: boolean;
  twoFactorUsers: string[];
  languages: readonly string[];
  locale: Locale;
  timeZone: string;
  answer: Answer | null;
};
