/**
 * checkout (reduced menu): one form for the buyer's details, pickup or delivery, payment and
 * the acceptance of the terms, beside the cart's lines and totals. The server validates with the shared
 * schema and places the order once per idempotency key; works without JavaScript.
 */
import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { cartOwnerOf } from "../../core/commerce/cart-owner.server";
import { checkoutInit, placeOrder } from "../../core/commerce/checkout.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import {
  checkoutFieldErrors,
  checkoutInputFromForm,
  echoCheckoutValues,
} from "../../features/checkout/checkout-form";
import { CheckoutPage } from "../../features/checkout/checkout-page";
import { actionFailure } from "../../shared/action-result";
import { withActionHeaders } from "../../shared/headers";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/checkout";
import { pageContext } from "./page-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const owner = cartOwnerOf(request.headers.get("cookie"), context.user);
  const init = await checkoutInit(ctx.services, owner);
  const meta: PageMeta = {
    title: ctx.t("pages:checkout.title"),
    noindex: true,
    frame: { menuVersion: "checkout" },
  };
  return {
    ...init,
    // One key per checkout form: a double click or a retry of the same form never makes two orders.
    idempotencyKey: crypto.randomUUID(),
    locale: ctx.locale,
    meta,
    messages: messagesFor(ctx.locale, [
      "checkout",
      "commerce.validation",
      "commerce.errors",
      "commerce.problem",
      FORM_MESSAGES,
    ]),
  };
}

/** A refused checkout's Retry-After (too many holds) reaches browsers without JavaScript too. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withActionHeaders(parentHeaders, actionHeaders);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const values = echoCheckoutValues(form);
  const owner = cartOwnerOf(request.headers.get("cookie"), context.user);
  // The service validates with the shared schema; only the fields it knows are read from the form.
  const placed = await placeOrder(ctx.services, owner, checkoutInputFromForm(Object.fromEntries(form)), {
    origin: context.origin,
    requester: { ip: context.clientIp, limits: context.authThrottle },
  });
  if (!placed.ok) {
    const error = placed.error;
    if (error.code === "invalid") {
      return actionFailure(
        { code: "invalid", fields: checkoutFieldErrors(error.fields) },
        { message: null, values },
      );
    }
    return actionFailure(error, { message: error.message, values });
  }
  if (!placed.value.replayed) context.logger.info({ order: placed.value.number }, "order placed");
  // Relative to the locale basename, which React Router adds back.
  return redirect(`/orderComplete?order=${encodeURIComponent(placed.value.number)}`, 303);
}

/** After a conflict (a car reserved meanwhile, stock gone) the summary shows the cart as it is now. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { code?: string } | undefined)?.code === "conflict") return true;
  return defaultShouldRevalidate;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} answer={actionData} />;
}
