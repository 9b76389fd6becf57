/**
 * Dealer-defined lead rules (decision 0075), without the database: the form's schema (the same one the
 * service parses with), whether a mail matches a rule, and the fields a rule reads from the mail's text.
 *
 * A rule names a sender (an exact address, or `@domain` for every address of that domain) and, if it
 * wants, a text the subject contains (any case). Fields are read after label texts: the first line
 * that holds the label (any case) gives the rest of that line after the label, trimmed and cut to the
 * field's length. Admins type plain texts only, never a pattern, so no rule can make matching slow.
 */
import { z } from "zod";
import type { LeadRuleLabels } from "../../db/schema/inbound-mail";

export const LEAD_RULE_FIELDS = [
  "firstName",
  "lastName",
  "fullName",
  "email",
  "phone",
  "stock",
  "vin",
  "message",
] as const;
export type LeadRuleField = (typeof LEAD_RULE_FIELDS)[number];

/** The longest value kept per field (the message may be long; a name may not). */
export const LEAD_FIELD_MAX: Record<LeadRuleField, number> = {
  firstName: 100,
  lastName: 100,
  fullName: 200,
  email: 320,
  phone: 40,
  stock: 20,
  vin: 17,
  message: 2000,
};

export const LEAD_RULE_LIMITS = { name: 100, sender: 200, subject: 200, source: 60, label: 60 } as const;

const text = (max: number) =>
  z
    .string("validation:invalid_value")
    .max(max, "validation:too_long")
    .transform((s) => s.trim());

const optional = (max: number) => text(max).transform((s) => (s === "" ? null : s));

const label = () => optional(LEAD_RULE_LIMITS.label).optional().default(null);

/** `name@host.tld` or `@host.tld`, stored lower-case. */
const SENDER = /^([^\s@<>,;]+)?@[^\s@<>,;.]+(\.[^\s@<>,;.]+)+$/;

/** The rule form: one text per field label (`label_email`), the workflow as its id (empty: car requests). */
export const leadRuleSchema = z.object({
  name: text(LEAD_RULE_LIMITS.name).pipe(z.string().min(1, "validation:required")),
  senderPattern: text(LEAD_RULE_LIMITS.sender)
    .transform((s) => s.toLowerCase())
    .pipe(z.string().min(1, "validation:required").regex(SENDER, "communication:rules.errors.sender")),
  subjectContains: optional(LEAD_RULE_LIMITS.subject).optional().default(null),
  workflowId: z
    .string("validation:invalid_value")
    .regex(/^\d{0,9}$/, "validation:invalid_choice")
    .transform((s) => (s === "" ? null : Number(s)))
    .optional()
    .default(null),
  sourceLabel: text(LEAD_RULE_LIMITS.source).pipe(z.string().min(1, "validation:required")),
  label_firstName: label(),
  label_lastName: label(),
  label_fullName: label(),
  label_email: label(),
  label_phone: label(),
  label_stock: label(),
  label_vin: label(),
  label_message: label(),
});
export type LeadRuleInput = z.output<typeof leadRuleSchema>;

/** The labels of a parsed form, without the empty ones. */
export function labelsOf(input: LeadRuleInput): LeadRuleLabels {
  const out: LeadRuleLabels = {};
  for (const f of LEAD_RULE_FIELDS) {
    const label = input[`label_${f}`];
    if (label) out[f] = label;
  }
  return out;
}

export type LeadRule = {
  id: string;
  senderPattern: string;
  subjectContains: string | null;
  labels: LeadRuleLabels;
  enabled: boolean;
};

/** Whether the sender fits the pattern: the same address, or any address of the `@domain`. */
export function senderMatches(pattern: string, address: string): boolean {
  const p = pattern.trim().toLowerCase();
  const a = address.trim().toLowerCase();
  if (!p || !a) return false;
  return p.startsWith("@") ? a.endsWith(p) && a.length > p.length : a === p;
}

/** The first enabled rule (in the given order) the mail's sender and subject fit. */
export function matchingRule<R extends LeadRule>(
  rules: readonly R[],
  mail: { fromAddress: string; subject: string },
): R | null {
  const subject = mail.subject.toLowerCase();
  return (
    rules.find(
      (r) =>
        r.enabled &&
        senderMatches(r.senderPattern, mail.fromAddress) &&
        (!r.subjectContains || subject.includes(r.subjectContains.toLowerCase())),
    ) ?? null
  );
}

export type ExtractedLead = Partial<Record<LeadRuleField, string>>;

/** The value after a label on the first line holding it (any case), trimmed and cut; else undefined. */
function valueAfter(lines: readonly string[], label: string, max: number): string | undefined {
  const needle = label.trim().toLowerCase();
  if (!needle) return undefined;
  for (const line of lines) {
    const at = line.toLowerCase().indexOf(needle);
    if (at < 0) continue;
    const value = line
      .slice(at + needle.length)
      .trim()
      .slice(0, max)
      .trim();
    return value || undefined;
  }
  return undefined;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Whether a text is a VIN: 17 letters and digits without I, O and Q. */
export function isVin(value: string): boolean {
  return VIN.test(value);
}

/**
 * The fields a rule's labels find in a mail's text. An e-mail that is not an address, a VIN that is not
 * one and a stock number without digits are left out (a lead without them is still a lead).
 */
export function extractLead(labels: LeadRuleLabels, body: string): ExtractedLead {
  const lines = body.split(/\r?\n/);
  const out: ExtractedLead = {};
  for (const f of LEAD_RULE_FIELDS) {
    const label = labels[f];
    if (!label) continue;
    const value = valueAfter(lines, label, LEAD_FIELD_MAX[f]);
    if (value === undefined) continue;
    if (f === "email") {
      const address = value.replace(/^<|>$/g, "").toLowerCase();
      if (EMAIL.test(address)) out.email = address;
    } else if (f === "vin") {
      const vin = value.toUpperCase().replace(/\s/g, "");
      if (isVin(vin)) out.vin = vin;
    } else if (f === "stock") {
      const digits = value.replace(/\D/g, "");
      if (digits && digits.length <= 12) out.stock = digits;
    } else {
      out[f] = value;
    }
  }
  return out;
}
