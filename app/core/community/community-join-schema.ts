/**
 * The community membership application (`communityMemberJoin`): one schema for the browser's instant
 * feedback and the server's action. The trade register document is checked separately, by content
 * (trade-register-document.server.ts); its limits are here so the form can name them.
 */
import { z } from "zod";

export const TRADE_REGISTER_DOCUMENT = {
  maxBytes: 10 * 1024 * 1024,
  types: ["application/pdf", "image/jpeg", "image/png"],
  accept: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
} as const;

const requiredText = (max: number) =>
  z.string().trim().min(1, "validation:required").max(max, "validation:too_long");

/** A checkbox that must be ticked: the browser sends "on" (or nothing). */
const accepted = (message: string) => z.literal("on", { message });

export const communityJoinSchema = z.object({
  company_name: requiredText(200),
  vat_id: z
    .string()
    .trim()
    .min(1, "validation:required")
    .max(20, "validation:too_long")
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/i, "validation:vat_id_invalid")
    .transform((v) => v.toUpperCase()),
  street: requiredText(200),
  zip_code: z
    .string()
    .trim()
    .regex(/^[0-9A-Z -]{3,10}$/i, "validation:zip_invalid"),
  city: requiredText(100),
  contact_first_name: requiredText(100),
  contact_last_name: requiredText(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(200, "validation:too_long")
    .pipe(z.email("validation:email_invalid")),
  phone: z
    .string()
    .trim()
    .min(5, "validation:phone_invalid")
    .max(40, "validation:too_long")
    .regex(/^[+0-9 ()/-]+$/, "validation:phone_invalid"),
  terms: accepted("community:join.errors.terms"),
  privacy: accepted("community:join.errors.privacy"),
});
export type CommunityJoinInput = z.infer<typeof communityJoinSchema>;
export const COMMUNITY_JOIN_FIELDS = Object.keys(communityJoinSchema.shape) as (keyof CommunityJoinInput)[];
