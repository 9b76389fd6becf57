/**
 * The communication center's inputs and URL state (decision 0035): the timeline's filter by
 * kind, the mail templates, and the zod schemas of sending a mail, attaching a reply, logging a call and
 * writing a note. Plain text only: control characters (except line breaks and tabs) are dropped, line
 * ends made `\n`, lengths capped. Isomorphic: the page's forms use the same limits.
 */
import { z } from "zod";
import type { FilterDef } from "../../shared/lists/filter-state";
import { type ListParamsOf, listParams } from "../../shared/lists/list-params";
import type { MailCategory } from "../mail/mail-link-kinds";

export const COMMUNICATION_KINDS = ["mail_out", "mail_in", "call", "note"] as const;
export type CommunicationKind = (typeof COMMUNICATION_KINDS)[number];

/** What the timeline can be filtered by: mails (both ways), calls, notes and the client's job events. */
export const TIMELINE_KINDS = ["mail", "call", "note", "job"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_FILTERS = {
  kind: { kind: "enums", values: TIMELINE_KINDS },
} as const satisfies FilterDef;

/** One client's timeline: newest first, 20 a page, `kind` in the URL; `q` searches clients for the picker. */
export const timelineList = listParams(TIMELINE_FILTERS, {
  sorts: ["newest"],
  defaultSort: "newest",
  limits: 20,
  q: { maxLength: 100 },
});
export type TimelineParams = ListParamsOf<typeof timelineList>;

/**
 * The mail templates (texts per language in `communication:templates.<key>`). `category` is the mail
 * category an address can leave (unsubscribe): offers and follow-ups are marketing, an appointment
 * confirmation is part of a service the client asked for.
 */
export const MAIL_TEMPLATES = {
  car_available: { category: "marketing" },
  appointment_confirmation: { category: null },
  follow_up: { category: "marketing" },
} as const satisfies Record<string, { category: MailCategory | null }>;
export type MailTemplateKey = keyof typeof MAIL_TEMPLATES;
export const MAIL_TEMPLATE_KEYS = Object.keys(MAIL_TEMPLATES) as MailTemplateKey[];

/** The placeholders a template (or an edited text) may use; filled on the server when sending. */
export const PLACEHOLDERS = ["firstName", "lastName", "name", "dealer", "employee"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;
export const NOTE_MAX = 5_000;

/** Plain text as stored and mailed: `\r\n` and `\r` become `\n`, other control characters go. */
export function plainText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, "")
      .trim()
  );
}

/** A one-line text (a subject): every control character and line break is a space. */
export function oneLine(value: string): string {
  return plainText(value).replace(/\s+/g, " ");
}

/** `{{name}}` of the known placeholders filled in; anything else stays as written. */
export function fillPlaceholders(text: string, values: Record<Placeholder, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : whole,
  );
}

// Messages are catalogue keys (the forms translate them). A text twice the limit is refused before any
// clean-up work; what remains after removing control characters must fit the limit.
const text = (max: number) =>
  z
    .string("validation:invalid_value")
    .max(max * 2, "validation:too_long")
    .transform(plainText)
    .pipe(z.string().min(1, "validation:required").max(max, "validation:too_long"));
const line = (max: number) =>
  z
    .string("validation:invalid_value")
    .max(max * 2, "validation:too_long")
    .transform(oneLine)
    .pipe(z.string().min(1, "validation:required").max(max, "validation:too_long"));

export const clientIdSchema = z.uuid();

export const sendMailSchema = z.object({
  template: z.enum(
    MAIL_TEMPLATE_KEYS as [MailTemplateKey, ...MailTemplateKey[]],
    "validation:invalid_choice",
  ),
  subject: line(SUBJECT_MAX),
  body: text(BODY_MAX),
  /** The client's job the mail is about (the reply is attached to it too); empty: none. */
  jobId: z
    .union(
      [z.literal(""), z.string().regex(/^\d{1,9}$/, "validation:invalid_value"), z.number().int().positive()],
      "validation:invalid_value",
    )
    .optional()
    .transform((v) => (v === undefined || v === "" ? null : Number(v))),
});
export type SendMailInput = z.infer<typeof sendMailSchema>;

/** A date and time as the form sends it (`datetime-local`, the dealer's time) or an ISO instant. */
const when = z
  .string("communication:errors.when")
  .max(40, "communication:errors.when")
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
    "communication:errors.when",
  );

export const attachReplySchema = z.object({
  subject: line(SUBJECT_MAX),
  body: text(BODY_MAX),
  receivedAt: when,
});
export type AttachReplyInput = z.infer<typeof attachReplySchema>;

export const logCallSchema = z.object({
  direction: z.enum(["in", "out"], "validation:invalid_choice"),
  /** Minutes as typed; stored in seconds. At most 10 hours. */
  minutes: z
    .string("communication:errors.minutes")
    .max(5, "communication:errors.minutes")
    .regex(/^\d{1,3}$/, "communication:errors.minutes")
    .transform(Number)
    .pipe(z.number().max(600, "communication:errors.minutes")),
  note: z
    .string("validation:invalid_value")
    .max(NOTE_MAX * 2, "validation:too_long")
    .transform(plainText)
    .pipe(z.string().max(NOTE_MAX, "validation:too_long")),
  calledAt: when,
});
export type LogCallInput = z.infer<typeof logCallSchema>;

export const noteSchema = z.object({ body: text(NOTE_MAX) });
