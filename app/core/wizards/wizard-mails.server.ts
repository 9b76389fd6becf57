/**
 * The confirmation a wizard's contact step promises ("We send the confirmation there"):
 * one mail in the visitor's language to the address they gave, saying what was received, the result the
 * success screen showed (a trade-in's price range, a calculated rate) and what happens next for that kind
 * of request. Texts are catalogue entries (`wizards:mail.*`); the finish queues it in its transaction.
 */
import { formatDate, projectTimeZone } from "../../shared/date-time";
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../commerce/money";
import { translate } from "../i18n/messages.server";
import type { SystemType } from "../leads/system-types";
import type { MailMessage } from "../mail/outbox.server";
import type { Project } from "../tenancy/project";
import type { WizardResult } from "./wizard-hooks.server";

/** Kinds of request whose next step the catalogue words on its own; others read the general text. */
const OWN_NEXT_STEPS: readonly SystemType[] = [
  "CALLBACK",
  "TRADE_IN",
  "FINANCING",
  "LEASING",
  "SUBSCRIPTION",
];

export type WizardConfirmation = {
  locale: Locale;
  email: string;
  name: string;
  systemType: SystemType;
  /** The job's reference the team uses (its number). */
  reference: number | null;
  result: WizardResult | null;
};

/** The result line as the success screen words it, or "" when there is none. */
function resultLine(project: Project, lang: Locale, result: WizardResult | null): string {
  if (!result) return "";
  if (result.kind === "estimate")
    return translate(lang, "wizards:result.estimate", {
      low: formatMoney(result.lowMinor, result.currency, lang),
      high: formatMoney(result.highMinor, result.currency, lang),
      date: formatDate(result.expiresAt, lang, projectTimeZone(project)),
    });
  if (result.kind === "no_estimate") return translate(lang, "wizards:result.no_estimate");
  return translate(lang, result.key, result.vars);
}

export function wizardConfirmationMail(project: Project, c: WizardConfirmation): MailMessage {
  const lang = c.locale;
  const kind = OWN_NEXT_STEPS.includes(c.systemType) ? c.systemType : "default";
  const vars = {
    site: project.name,
    name: c.name || translate(lang, "wizards:mail.customer"),
    request: translate(lang, `wizards:mail.request.${kind}`),
    reference: c.reference === null ? "–" : String(c.reference),
  };
  const result = resultLine(project, lang, c.result);
  const parts = [
    translate(lang, "wizards:mail.text", vars),
    result,
    translate(lang, `wizards:mail.next.${kind}`, vars),
    translate(lang, "wizards:mail.closing", vars),
  ].filter(Boolean);
  return {
    to: c.email,
    lang,
    subject: translate(lang, "wizards:mail.subject", vars),
    text: parts.join("\n\n"),
  };
}
