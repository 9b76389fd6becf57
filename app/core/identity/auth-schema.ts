import { z } from "zod";
import { isSafeRedirect } from "../../shared/safe-redirect";
import { fieldErrorsOf } from "../contact/person-fields";

/** Form schemas of the sign-in pages. Messages are catalogue keys (locales/<lang>/validation.json). */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
/** A password reset link is valid this long, and once. */
export const RESET_TOKEN_MINUTES = 60;
/** How long a mailed link that confirms an account's e-mail address works. */
export const VERIFY_TOKEN_HOURS = 48;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, "validation:too_long")
  .pipe(z.email("validation:email_invalid"));

const newPassword = z
  .string()
  .min(PASSWORD_MIN, "validation:password_too_short")
  .max(PASSWORD_MAX, "validation:too_long");

const requiredText = (max: number) =>
  z.string().trim().min(1, "validation:required").max(max, "validation:too_long");

/**
 * Where to go after login (or after a no-JavaScript form): only a path on this site (shared/safe-redirect.ts).
 * Anything else, of any type, is dropped rather than refused: the form still works, it just goes to
 * its default page.
 */
export const redirectTargetSchema = z
  .unknown()
  .optional()
  .transform((v) => (isSafeRedirect(v) ? v : null));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "validation:required").max(PASSWORD_MAX, "validation:too_long"),
  redirectTo: redirectTargetSchema,
});

export const signupSchema = z
  .object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    email,
    password: newPassword,
    password_repeat: z.string(),
  })
  .refine((v) => v.password === v.password_repeat, {
    path: ["password_repeat"],
    message: "validation:passwords_differ",
  });

/** The company part of the business sign-up (the person part is `signupSchema`). */
export const businessDetailsSchema = z.object({
  company_name: requiredText(200),
  vat_id: z
    .string()
    .trim()
    .max(20, "validation:too_long")
    .regex(/^([A-Z]{2}[0-9A-Z]{2,13})?$/i, "validation:vat_id_invalid")
    .transform((v) => (v ? v.toUpperCase() : null)),
  street: requiredText(200),
  zip_code: z
    .string()
    .trim()
    .regex(/^[0-9A-Z -]{3,10}$/i, "validation:zip_invalid"),
  city: requiredText(100),
  phone: z
    .string()
    .trim()
    .min(5, "validation:phone_invalid")
    .max(40, "validation:too_long")
    .regex(/^[+0-9 ()/-]+$/, "validation:phone_invalid"),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPassword, password_repeat: z.string() })
  .refine((v) => v.password === v.password_repeat, {
    path: ["password_repeat"],
    message: "validation:passwords_differ",
  });

/** zod issues as `{ field: [catalogue keys] }` for forms and the API (the one helper, under its older name). */
export const fieldErrors = fieldErrorsOf;
