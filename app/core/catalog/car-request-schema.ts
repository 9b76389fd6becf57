import { z } from "zod";
import { personFields } from "../contact/person-fields";

/** What a buyer asks for on a car's page. */
export const CAR_REQUEST_KINDS = ["test_drive", "question"] as const;
export type CarRequestKind = (typeof CAR_REQUEST_KINDS)[number];

/** How far ahead a test drive may be asked for. */
export const TEST_DRIVE_MAX_DAYS_AHEAD = 180;

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * The request form of the car detail page, shared by the browser (instant feedback) and the action.
 * `today` is a parameter so the rule stays pure and testable; messages are translation keys.
 */
export function carRequestSchema(today: Date = new Date()) {
  const first = isoDay(today);
  const last = isoDay(new Date(today.getTime() + TEST_DRIVE_MAX_DAYS_AHEAD * 86_400_000));
  return (
    z
      .object({
        kind: z.enum(CAR_REQUEST_KINDS, { message: "validation:invalid_choice" }),
        ...personFields,
        message: z
          .string()
          .trim()
          .max(5000, "validation:too_long")
          .optional()
          .transform((v) => v ?? ""),
        preferredDate: z
          .string()
          .trim()
          .optional()
          .transform((v) => (v ? v : null)),
        /** Honeypot: people never see it, robots fill it in. */
        website: z.string().optional(),
      })
      // Runs even when other fields failed, so the visitor sees every problem at once; hence the
      // defensive reads (a failed field keeps its raw value).
      .superRefine(
        (v, ctx) => {
          const message = typeof v.message === "string" ? v.message.trim() : "";
          const date = typeof v.preferredDate === "string" ? v.preferredDate : null;
          if (v.kind === "question" && message.length < 10) {
            ctx.addIssue({ code: "custom", path: ["message"], message: "validation:message_too_short" });
          }
          if (v.kind === "test_drive") {
            if (!date) {
              ctx.addIssue({ code: "custom", path: ["preferredDate"], message: "car:request.date_required" });
            } else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
              ctx.addIssue({ code: "custom", path: ["preferredDate"], message: "car:request.date_invalid" });
            } else if (date < first || date > last) {
              ctx.addIssue({ code: "custom", path: ["preferredDate"], message: "car:request.date_range" });
            }
          }
        },
        { when: (payload) => typeof payload.value === "object" && payload.value !== null },
      )
      .transform((v) => ({ ...v, preferredDate: v.kind === "test_drive" ? v.preferredDate : null }))
  );
}
export type CarRequestForm = z.infer<ReturnType<typeof carRequestSchema>>;

/** Field errors of a failed parse, keyed by field name (first message per field first). */
export function carRequestErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}
