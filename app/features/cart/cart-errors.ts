/**
 * A cart service's failure as the cart forms answer it: the shared status table and a `cart:` catalogue
 * key. A service message that already is a catalogue key wins (a more precise reason); any other text
 * stays on the server, the visitor reads the key of its code.
 */
import { STATUS_OF } from "../../shared/error-status";
import type { DomainError } from "../../shared/result";
import type { CartAnswer } from "./add-to-cart-form";

export function cartErrorAnswer(
  error: DomainError,
  intent: "add" | "set" | "remove",
): { status: number; body: CartAnswer } {
  const status = STATUS_OF[error.code];
  const own = error.message?.startsWith("cart:") ? error.message : null;
  const byCode =
    error.code === "not_found"
      ? intent === "add"
        ? "cart:errors.not_found"
        : "cart:errors.line_not_found"
      : error.code === "conflict"
        ? intent === "add"
          ? "cart:errors.car_unavailable"
          : "cart:errors.out_of_stock"
        : error.code === "invalid"
          ? "cart:errors.invalid"
          : "cart:errors.conflict";
  return { status, body: { ok: false, error: own ?? byCode } };
}
