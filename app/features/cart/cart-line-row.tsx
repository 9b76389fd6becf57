import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useHref } from "react-router";
import type { CartLine } from "../../core/commerce/cart-types";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { formatMoney } from "../catalog/format";
import type { CartAnswer } from "./add-to-cart-form";
import styles from "./cart.module.css";
import { CartLineImage } from "./cart-line-image";

/** How long the number field waits for more typing before it asks the server (300 ms). */
const QUANTITY_DEBOUNCE_MS = 300;

/**
 * One line of the cart page: picture, name, brand and variant, unit price, quantity (− / number / +,
 * up to `maxQuantity`; a used car stays at 1), remove, line total, and its problem if it has one.
 * Every control is a plain form posting to the cart action (the browser comes back to the cart without
 * JavaScript); with JavaScript the line's fetcher sends it, the page keeps its scroll position, and the
 * line shows the new quantity (or disappears) at once.
 */
export function CartLineRow({
  line,
  currency,
  locale,
}: {
  line: CartLine;
  currency: string;
  locale: Locale;
}) {
  const { t } = useTranslation("cart");
  const fetcher = useFetcher<CartAnswer>({ key: `cart-line-${line.id}` });
  const cart = routePath("cart", locale);
  const formAction = useHref(cart);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const title = [line.brandName, line.name].filter(Boolean).join(" ");

  const pendingIntent = fetcher.formData?.get("intent");
  const pendingQuantity = pendingIntent === "set" ? Number(fetcher.formData?.get("quantity")) : null;
  const quantity = pendingQuantity && Number.isFinite(pendingQuantity) ? pendingQuantity : line.quantity;
  const [typed, setTyped] = useState(String(line.quantity));
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // A new quantity from the server (after any change) is what the field shows.
  useEffect(() => setTyped(String(line.quantity)), [line.quantity]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const send = (form: HTMLFormElement) => {
    const body = new FormData(form);
    body.delete("redirectTo");
    fetcher.submit(body, { method: "post", action: cart });
  };
  const setQuantity = (value: number) => {
    const body = new FormData();
    body.set("intent", "set");
    body.set("line", line.id);
    body.set("quantity", String(value));
    fetcher.submit(body, { method: "post", action: cart });
  };
  const onTyped = (value: string) => {
    setTyped(value);
    if (timer.current) clearTimeout(timer.current);
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > line.maxQuantity || n === line.quantity) return;
    timer.current = setTimeout(() => setQuantity(n), QUANTITY_DEBOUNCE_MS);
  };

  if (pendingIntent === "remove") return null;
  const fixed = line.kind === "used_car" || line.maxQuantity <= 1;
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="line" value={line.id} />
      <input type="hidden" name="redirectTo" value={cart} />
    </>
  );
  const quantityId = `quantity-${line.id}`;

  return (
    <li
      className={`${styles.line} ${line.problem ? styles.lineProblem : ""}`}
      data-testid="cart-line"
      data-kind={line.kind}
      data-line={line.id}
      data-problem={line.problem ?? undefined}
      aria-busy={busy || undefined}
    >
      <div className={styles.lineImage}>
        <CartLineImage
          image={line.image}
          sizes="(min-width: 768px) 160px, 96px"
          fallback={t("page.no_picture")}
        />
      </div>
      <div className={styles.lineInfo}>
        <p className={styles.lineKind}>{t(`kind.${line.kind}`)}</p>
        <h2 className={styles.lineName}>
          <Link to={line.href}>{line.name}</Link>
        </h2>
        {line.brandName && <p className={styles.lineBrand}>{line.brandName}</p>}
        {line.variant && <p className={styles.lineVariant}>{line.variant}</p>}
        <p className={styles.unitPrice}>
          {t("page.unit_price")}: <span data-testid="cart-line-unit">{money(line.unitPriceMinor)}</span>
        </p>
        {line.problem && (
          <p className={`alert error ${styles.problem}`} role="note" data-testid="cart-line-problem">
            {t(`problem.${line.problem}`)}
          </p>
        )}
        {error && (
          <p className={`alert error ${styles.problem}`} role="alert">
            {t(error.message ?? "errors.invalid", error.vars)}
          </p>
        )}
      </div>
      <div className={styles.lineQuantity}>
        {fixed ? (
          <p className={styles.fixed}>
            <span className={styles.quantityLabel}>{t("page.quantity")}:</span>
            <span data-testid="cart-line-quantity-fixed">1</span>
            <span className={styles.fixedNote}>{t("page.fixed_quantity")}</span>
          </p>
        ) : (
          <div className={styles.stepper}>
            <form
              method="post"
              action={formAction}
              onSubmit={(e) => {
                e.preventDefault();
                send(e.currentTarget);
              }}
            >
              {hidden("set")}
              <input type="hidden" name="quantity" value={quantity - 1} />
              <button
                type="submit"
                className={styles.step}
                disabled={quantity <= 1}
                aria-label={t("page.decrease", { name: title })}
                data-testid="cart-line-decrease"
              >
                −
              </button>
            </form>
            <form
              method="post"
              action={formAction}
              className={styles.quantityForm}
              onSubmit={(e) => {
                e.preventDefault();
                const n = Number(typed);
                if (Number.isInteger(n) && n >= 1 && n <= line.maxQuantity) setQuantity(n);
              }}
            >
              {hidden("set")}
              <label htmlFor={quantityId} className="visually-hidden">
                {t("page.quantity_label", { name: title })}
              </label>
              <input
                id={quantityId}
                type="number"
                name="quantity"
                inputMode="numeric"
                min={1}
                max={line.maxQuantity}
                step={1}
                required
                value={typed}
                onChange={(e) => onTyped(e.currentTarget.value)}
                className={styles.quantityInput}
                data-testid="cart-line-quantity"
              />
              <button
                type="submit"
                className={`link-button ${styles.update}`}
                // Only needed without JavaScript; with it the field sends itself.
                hidden={live}
              >
                {t("page.update")}
              </button>
            </form>
            <form
              method="post"
              action={formAction}
              onSubmit={(e) => {
                e.preventDefault();
                send(e.currentTarget);
              }}
            >
              {hidden("set")}
              <input type="hidden" name="quantity" value={quantity + 1} />
              <button
                type="submit"
                className={styles.step}
                disabled={quantity >= line.maxQuantity}
                aria-label={t("page.increase", { name: title })}
                data-testid="cart-line-increase"
              >
                +
              </button>
            </form>
          </div>
        )}
        {!fixed && line.maxQuantity < 99 && (
          <p className={styles.max}>{t("page.max_quantity", { max: line.maxQuantity })}</p>
        )}
      </div>
      <p className={styles.lineTotal}>
        <span className="visually-hidden">{t("page.line_total")}: </span>
        <strong data-testid="cart-line-total">
          {money(pendingQuantity ? line.unitPriceMinor * quantity : line.totalMinor)}
        </strong>
      </p>
      <form
        method="post"
        action={formAction}
        className={styles.remove}
        onSubmit={(e) => {
          e.preventDefault();
          send(e.currentTarget);
        }}
      >
        {hidden("remove")}
        <button
          type="submit"
          className="link-button"
          aria-label={t("page.remove_label", { name: title })}
          data-testid="cart-line-remove"
        >
          {t("page.remove")}
        </button>
      </form>
    </li>
  );
}
