/**
 * Inputs of the holding screen (account/settings/holding, decision 0062) as zod schemas: a new company
 * (the first run's company rules), a new site with its first admin, and pause/resume. Pure: no I/O, no
 * React. Messages are catalogue keys.
 */
import { z } from "zod";
import { LOCALES } from "../../shared/locales";
import { companySchema, domain, email, text, timeZone } from "../setup/setup-schema";
import { isLocalHost } from "../tenancy/project-resolution";
import { CURRENCIES } from "../tenancy/settings-schema";

/** How many holding audit entries the screen shows (latest first). */
export const HOLDING_AUDIT_SHOWN = 50;

/** A new company of the holding: the same fields and rules as the first run's company. */
export const companyCreateSchema = companySchema;
export type CompanyCreate = z.output<typeof companyCreateSchema>;

/** A form's repeated field (checkboxes), a single value, or nothing. */
const many = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);

/** Domains typed one per line (or separated by commas or spaces); each a host name, none a local one. */
const domains = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(/[\s,]+/)
          .map((d) => d.trim())
          .filter(Boolean)
      : many(v),
  z
    .array(domain.refine((d) => !isLocalHost(d), "holding:errors.local_domain"))
    .min(1, "holding:errors.domains_required")
    .max(10, "validation:too_long")
    .transform((d) => [...new Set(d)]),
);

export const projectCreateSchema = z
  .object({
    companyId: z.uuid({ message: "holding:errors.unknown_company" }),
    name: text(2, 120),
    domains,
    languages: z.preprocess(
      many,
      z
        .array(z.enum(LOCALES, { message: "validation:invalid_choice" }))
        .min(1, "setup:errors.languages")
        .transform((l) => [...new Set(l)]),
    ),
    defaultLanguage: z.enum(LOCALES, { message: "validation:invalid_choice" }),
    currency: z.enum(CURRENCIES, { message: "validation:invalid_choice" }),
    timeZone,
    adminEmail: email,
    adminFirstName: text(1, 80),
    adminLastName: text(1, 80),
  })
  .refine((p) => p.languages.includes(p.defaultLanguage), {
    message: "setup:errors.default_language",
    path: ["defaultLanguage"],
  });
export type ProjectCreate = z.output<typeof projectCreateSchema>;

export const projectRefSchema = z.object({
  projectId: z.uuid({ message: "holding:errors.unknown_project" }),
});

/** The site's state as the screen shows it. */
export type SiteState = "online" | "paused";
