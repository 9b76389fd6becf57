/**
 * Inputs of the people screen (account/settings/people, decision 0061) as zod schemas, and the rules
 * that need no database: which roles an admin may give, which states a person can be in. Pure: no I/O,
 * no React. Messages are catalogue keys.
 */
import { z } from "zod";
import { LOCALES } from "../../shared/locales";
import { ROLE_GROUPS } from "../../shared/permissions";
import { PASSWORD_MAX, PASSWORD_MIN } from "../identity/auth-schema";

/** An invitation link works this long, and once. */
export const INVITE_DAYS = 7;
/** `auth_tokens.purpose` of invitation links. */
export const INVITE_PURPOSE = "invite";
/** How many audit entries the screen shows (latest first). */
export const AUDIT_SHOWN = 50;

/**
 * The roles an admin gives on the people screen: every employee role but the holding admin's, which
 * belongs to the holding and is given where holdings are managed.
 */
export const ASSIGNABLE_ROLES = ROLE_GROUPS.employee.filter((r) => r !== "holding_admin");
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export type PersonState = "active" | "deactivated" | "invited" | "invite_expired";

const requiredText = (max: number) =>
  z
    .string({ message: "validation:required" })
    .trim()
    .min(1, "validation:required")
    .max(max, "validation:too_long");

const userId = z.uuid({ message: "people:errors.unknown_person" });

/** Checkboxes arrive as repeated `roles` fields; a single one as a string. */
const roles = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.enum(ASSIGNABLE_ROLES, { message: "validation:invalid_choice" }))
    .min(1, "people:errors.roles_required")
    .max(ASSIGNABLE_ROLES.length, "validation:invalid_choice")
    .transform((r) => [...new Set(r)]),
);

/** Location checkboxes arrive as repeated `locations` fields (ids); none is allowed. */
const locationIds = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(
      z.coerce
        .number({ message: "validation:invalid_choice" })
        .int("validation:invalid_choice")
        .positive("validation:invalid_choice")
        .max(2_147_483_647, "validation:invalid_choice"),
    )
    .max(100, "validation:invalid_choice")
    .transform((ids) => [...new Set(ids)]),
);

export const inviteSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: z
    .string({ message: "validation:required" })
    .trim()
    .toLowerCase()
    .min(1, "validation:required")
    .max(200, "validation:too_long")
    .pipe(z.email("validation:email_invalid")),
  language: z.enum(LOCALES, { message: "validation:invalid_choice" }),
  roles,
  locations: locationIds,
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const personSchema = z.object({ userId });

export const rolesSchema = z.object({ userId, roles });

export const locationsSchema = z.object({ userId, locations: locationIds });

export const deactivateSchema = z.object({
  userId,
  /** The colleague who gets the person's open jobs; empty: they go back to unassigned. */
  reassign_to: z.preprocess((v) => (v === "" ? undefined : v), userId.optional()),
});

export const acceptInviteSchema = z
  .object({
    password: z
      .string({ message: "validation:required" })
      .min(PASSWORD_MIN, "validation:password_too_short")
      .max(PASSWORD_MAX, "validation:too_long"),
    password_repeat: z.string({ message: "validation:required" }),
  })
  .refine((v) => v.password === v.password_repeat, {
    path: ["password_repeat"],
    message: "validation:passwords_differ",
  });

const teamName = requiredText(80);
const teamId = z.coerce
  .number({ message: "people:errors.unknown_team" })
  .int("people:errors.unknown_team")
  .positive("people:errors.unknown_team");

export const teamCreateSchema = z.object({ name: teamName });
export const teamRenameSchema = z.object({ teamId, name: teamName });
export const teamSchema = z.object({ teamId });
export const teamMemberSchema = z.object({ teamId, userId });

/** A person's state from their row: deactivated wins, then a pending (or lapsed) invitation. */
export function personState(p: {
  deactivatedAt: Date | null;
  hasPassword: boolean;
  inviteExpiresAt: Date | null;
  now: Date;
}): PersonState {
  if (p.deactivatedAt) return "deactivated";
  if (p.hasPassword) return "active";
  return p.inviteExpiresAt && p.inviteExpiresAt > p.now ? "invited" : "invite_expired";
}
