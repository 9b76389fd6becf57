import type { ReactNode } from "react";
import { useFetcher, useHref, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { ActionFailure, ActionSuccess } from "../../shared/action-result";
import { routePath } from "../../shared/route-table";
import { useSite } from "../../ui/site-data";
import { AddedNotice } from "./added-notice";
import styles from "./cart.module.css";
import { ADDED_PARAM } from "./cart-params";

/**
 * What the cart actions answer a fetcher (the shared action result): the new count, or a catalogue key
 * as the message and its values.
 */
export type CartAnswer =
  | ActionSuccess<{ count: number; name?: string | null }>
  | ActionFailure<{ vars?: Record<string, string | number> }>;

/**
 * An "add to cart" button (`addPending`): a real form posting `intent=add` and the fields
 * the core's `addToCartSchema` reads, so it works without JavaScript (the action redirects back with
 * `?added=1` and the page shows the notice); with JavaScript a fetcher keeps the page, the button is
 * busy while the server adds, the notice appears here, and the menu badge follows by revalidation.
 * The page must send the `cart.add` and `cart.errors` catalogue parts.
 */
export function AddToCartForm({
  fields,
  options = [],
  name,
  label,
  busyLabel,
  accessibleName,
  action,
  disabled = false,
  children,
  testId = "add-to-cart",
  buttonClassName = "button block",
  className,
  addedKey,
}: {
  /** Hidden fields: `kind` and what it needs (`carNumber`, `itemId`, `brand`, ...). */
  fields: Record<string, string | number | null>;
  /** Repeated `options` fields (a configured new car's option keys). */
  options?: readonly string[];
  /** What was added, for the notice ("BMW X5 is now in your cart"). */
  name: string;
  label?: string;
  busyLabel?: string;
  accessibleName?: string;
  /** The action posted to: the cart page's by default. */
  action?: string;
  disabled?: boolean;
  /** More fields shown in the form (the shop's quantity). */
  children?: ReactNode;
  testId?: string;
  buttonClassName?: string;
  className?: string;
  /** The `added` value that means this form (default: its `itemId`): a card choosing among variants. */
  addedKey?: string;
}) {
  const { t } = useTranslation("cart");
  const site = useSite();
  const location = useLocation();
  const [params] = useSearchParams();
  const fetcher = useFetcher<CartAnswer>();
  const target = action ?? routePath("cart", site.locale);
  const formAction = useHref(target);
  const pending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const back = `${location.pathname}${location.search}`;
  // Without JavaScript the page comes back with `?added=1` for the form that was sent (or the first).
  const addedHere = !fetcher.data && params.get(ADDED_PARAM) === (addedKey ?? String(fields.itemId ?? "1"));

  return (
    <div className={`${styles.addForm} ${className ?? ""}`}>
      <form
        method="post"
        action={formAction}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          // Without redirectTo the action answers with data instead of sending the browser back.
          form.delete("redirectTo");
          fetcher.submit(form, { method: "post", action: target });
        }}
      >
        <input type="hidden" name="intent" value="add" />
        {Object.entries(fields).map(([key, value]) =>
          value === null ? null : <input key={key} type="hidden" name={key} value={value} />,
        )}
        {options.map((o) => (
          <input key={o} type="hidden" name="options" value={o} />
        ))}
        <input type="hidden" name="redirectTo" value={back} />
        {children}
        <button
          type="submit"
          className={buttonClassName}
          disabled={disabled || pending}
          aria-busy={pending || undefined}
          aria-label={accessibleName}
          data-testid={testId}
          data-pending={pending || undefined}
        >
          {pending ? (busyLabel ?? t("add.adding")) : (label ?? t("add.button"))}
        </button>
      </form>
      {answer && !answer.ok && (
        <p className={`alert error ${styles.addError}`} role="alert">
          {t(answer.message ?? "errors.invalid", answer.vars)}
        </p>
      )}
      {((answer?.ok && !pending) || addedHere) && <AddedNotice name={name} />}
    </div>
  );
}
