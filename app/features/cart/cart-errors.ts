/**
 * A cart service's failure as the cart forms answer it: the shared status table and a catalogue key.
 * A service message that is a catalogue key (`commerce:errors.car_unavailable`) wins, being the more
 * precise reason; otherwise the key of its code. The pages with cart forms send the `cart.errors`,
 * `commerce.errors` and `commerce.validation` catalogue parts.
 */
import { actionFailure } from "../../shared/action-result";
import type { DomainError } from "../../shared/result";

const KEY = /^(cart|commerce|validation):[a-z0-9_.]+$/;

/** A catalogue key, when the text is one the cart pages can show. */
export function shownKey(message: string | undefined | null): string | null {
  return message && KEY.test(message) ? message : null;
}

/** A cart service's failure as the shared action result, with the status of the one table. */
export function cartFailure(error: DomainError, intent: "add" | "set" | "remove", headers: HeadersInit) {
  const field =
    error.code === "invalid"
      ? Object.values(error.fields ?? {})
          .flat()
          .map(shownKey)
          .find(Boolean)
      : null;
  const own = shownKey(error.message) ?? field ?? null;
  const byCode =
    error.code === "not_found"
      ? intent === "add"
        ? "cart:errors.not_found"
        : "cart:errors.line_not_found"
      : error.code === "invalid"
        ? "cart:errors.invalid"
        : "cart:errors.conflict";
  return actionFailure(error, { message: own ?? byCode, headers });
}

/** A cart form the schemas refuse (400): the catalogue key and its values. */
export function cartRefusal(message: string, headers: HeadersInit, vars?: Record<string, string | number>) {
  return actionFailure({ code: "invalid" }, { message, headers, extra: vars ? { vars } : {} });
}

/** The first catalogue key among a zod error's issues, else the fallback. */
export function issueKey(issues: readonly { message: string }[], fallback: string): string {
  return issues.map((i) => shownKey(i.message)).find((k): k is string => Boolean(k)) ?? fallback;
}

/** The catalogue parts every page with a cart form sends. */
export const CART_FORM_MESSAGES = ["cart.add", "cart.errors", "commerce.errors", "commerce.validation"];
