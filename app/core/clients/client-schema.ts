/**
 * What an employee may write on a client: the edit form, the merge and the erasure, as zod
 * schemas whose messages are catalogue keys. Isomorphic; the services validate every input with them.
 */
import { z } from "zod";
import { LOCALES } from "../../shared/locales";
import { CLIENT_KINDS } from "./client-filters";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An optional text field: trimmed, empty means none. */
const optionalText = (max: number) =>
  z
    .string("validation:invalid_value")
    .trim()
    .max(max, "validation:too_long")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

/** Digits, spaces and + ( ) / - as people write phone numbers. */
const PHONE = /^[0-9+()/\s-]{5,40}$/;

export const clientEditSchema = z
  .object({
    kind: z.enum(CLIENT_KINDS, "validation:invalid_choice"),
    firstName: z.string("validation:invalid_value").trim().max(100, "validation:too_long").default(""),
    lastName: z.string("validation:invalid_value").trim().max(100, "validation:too_long").default(""),
    companyName: optionalText(200),
    email: z
      .string("validation:invalid_value")
      .trim()
      .max(254, "validation:too_long")
      .transform((v) => v.toLowerCase())
      .pipe(z.union([z.literal(""), z.email("validation:email_invalid")]))
      .optional()
      .transform((v) => (v ? v : null)),
    phone: z
      .string("validation:invalid_value")
      .trim()
      .max(40, "validation:too_long")
      .refine((v) => v === "" || PHONE.test(v), "validation:phone_invalid")
      .optional()
      .transform((v) => (v ? v : null)),
    language: z.enum(LOCALES, "validation:invalid_choice"),
    street: optionalText(200),
    postalCode: optionalText(20),
    city: optionalText(100),
    country: optionalText(60),
    notes: z.string("validation:invalid_value").max(5000, "validation:too_long").default(""),
    marketingConsent: checkbox,
  })
  .superRefine((v, ctx) => {
    if (v.kind === "company" && !v.companyName)
      ctx.addIssue({ code: "custom", path: ["companyName"], message: "validation:required" });
    if (v.kind === "person" && !v.lastName && !v.firstName)
      ctx.addIssue({ code: "custom", path: ["lastName"], message: "validation:required" });
  });
export type ClientEditInput = z.infer<typeof clientEditSchema>;

export const clientIdSchema = z.string().regex(UUID, "validation:invalid_value");

export const clientMergeSchema = z.object({
  keepId: clientIdSchema,
  mergeId: clientIdSchema,
});

export const clientEraseSchema = z.object({
  confirmation: z.string("validation:invalid_value").trim().max(100, "validation:too_long"),
});
