import { useMemo } from "react";
import { Link, useNavigation } from "react-router";
import type { Cart } from "../../core/commerce/cart-types";
import type { Fulfilment, PaymentMethod } from "../../core/commerce/commerce-enums";
import { useTranslation } from "../../core/i18n/react";
import type { ActionFailure } from "../../shared/action-result";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { FieldError, type FieldErrors, FormField, useField } from "../../ui/form-field";
import { type ClientValidator, ValidatedForm } from "../../ui/validated-form";
import { formatMoney } from "../catalog/format";
import styles from "./checkout.module.css";
import { CHECKOUT_FIELDS, checkoutFieldErrors, checkoutInputFromForm } from "./checkout-form";
import { OrderLines } from "./order-lines";

export type CheckoutData = {
  cart: Cart;
  user: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    companyName?: string | null;
    /** The stored postal address, to prefill. */
    address?: {
      street: string;
      houseNumber: string;
      zipCode: string;
      city: string;
      country: string;
    } | null;
  } | null;
  /** A car is in the cart: the postal address is asked for whatever the handover. */
  addressRequired: boolean;
  /** The address's countries (the dealer's sales countries) and the preselected one. */
  countries: readonly string[];
  defaultCountry: string;
  locations: {
    id: number;
    name: string;
    street: string;
    houseNumber: string;
    zipCode: string;
    city: string;
  }[];
  paymentMethods: PaymentMethod[];
  fulfilments: Fulfilment[];
  idempotencyKey: string;
  locale: Locale;
};

/**
 * The form's own schema (with zod), fetched when the visitor starts filling in the form: the page itself
 * does not carry it (JavaScript budget).
 */
const loadCheckoutValidator = () =>
  import("../../core/commerce/checkout-schema").then(
    ({ checkoutSchema, checkoutFieldErrors: dottedErrors }): ClientValidator =>
      (values) => {
        const parsed = checkoutSchema.safeParse(checkoutInputFromForm(values));
        return parsed.success ? null : checkoutFieldErrors(dottedErrors(parsed.error));
      },
  );

const NO_ERRORS: FieldErrors = {};

export function CheckoutPage({ data, answer }: { data: CheckoutData; answer: ActionFailure | undefined }) {
  const { t } = useTranslation("checkout");
  const { cart, locale } = data;
  if (cart.lines.length === 0) {
    return (
      <div className="container page narrow" data-testid="checkout-empty">
        <h1>{t("pages:checkout.title")}</h1>
        <div className="alert" role="status">
          <p className={styles.flush}>
            <strong>{t("empty.title")}</strong>
          </p>
          <p className={styles.flush}>{t("empty.text")}</p>
        </div>
        <div className="actions">
          <Link className="button" to={routePath("cart", locale)}>
            {t("empty.to_cart")}
          </Link>
          <Link className="button secondary" to={routePath("shop", locale)}>
            {t("empty.to_shop")}
          </Link>
        </div>
      </div>
    );
  }
  const blocked = cart.lines.some((l) => l.problem);
  return (
    <div className={`container page ${styles.page}`} data-testid="checkout-page">
      <h1>{t("pages:checkout.title")}</h1>
      <div className={styles.layout}>
        <aside className={styles.summary} aria-labelledby="checkout-summary-title">
          <div className={styles.summaryHead}>
            <h2 id="checkout-summary-title">{t("summary.title")}</h2>
            <Link to={routePath("cart", locale)}>{t("summary.edit_cart")}</Link>
          </div>
          <OrderLines
            lines={cart.lines}
            totals={cart}
            currency={cart.currency}
            locale={locale}
            testId="checkout-summary"
          />
        </aside>
        <div className={styles.main}>
          {answer?.message && (
            <div className="alert error" role="alert" data-testid="checkout-conflict">
              <p className={styles.flush}>{t(answer.message)}</p>
            </div>
          )}
          {blocked && (
            <div className="alert error" role="alert" data-testid="checkout-blocked">
              <p className={styles.flush}>{t("errors.cart_problem")}</p>
              <Link to={routePath("cart", locale)}>{t("summary.edit_cart")}</Link>
            </div>
          )}
          <CheckoutForm data={data} answer={answer} />
        </div>
      </div>
    </div>
  );
}

function CheckoutForm({ data, answer }: { data: CheckoutData; answer: ActionFailure | undefined }) {
  const { t } = useTranslation("checkout");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = (answer?.fields ?? NO_ERRORS) as FieldErrors;
  const typed = answer?.values;
  const user = data.user;
  const v = (name: string, fallback?: string | null) => typed?.[name] ?? fallback ?? "";
  const fulfilment = (typed?.fulfilment as Fulfilment | undefined) ?? data.fulfilments[0] ?? "pickup";
  const payment = typed?.paymentMethod ?? data.paymentMethods[0];
  const { cart, locale } = data;

  return (
    <ValidatedForm
      method="post"
      idPrefix="checkout"
      errors={errors}
      fields={CHECKOUT_FIELDS}
      loadValidator={loadCheckoutValidator}
      className={styles.form}
      data-testid="checkout-form"
    >
      <input type="hidden" name="idempotencyKey" value={v("idempotencyKey", data.idempotencyKey)} />

      <section className={styles.section} aria-labelledby="checkout-customer-title">
        <h2 id="checkout-customer-title">
          <span className={styles.step} aria-hidden="true">
            1
          </span>
          {t("steps.customer")}
        </h2>
        {user ? (
          <p className="muted" data-testid="checkout-signed-in">
            {t("customer.signed_in", { email: user.email })}
          </p>
        ) : (
          <div className={styles.loginHint} data-testid="checkout-login-hint">
            <p className={styles.flush}>
              {t("customer.have_account")}{" "}
              <Link to={`/login?redirectTo=${encodeURIComponent(routePath("checkout", locale))}`}>
                {t("customer.log_in")}
              </Link>
            </p>
            <p className={`muted ${styles.flush}`}>{t("customer.guest")}</p>
          </div>
        )}
        <div className={styles.pair}>
          <FormField
            name="customer.firstName"
            label={t("customer.first_name")}
            autoComplete="given-name"
            required
            maxLength={80}
            defaultValue={v("customer.firstName", user?.firstName)}
          />
          <FormField
            name="customer.lastName"
            label={t("customer.last_name")}
            autoComplete="family-name"
            required
            maxLength={80}
            defaultValue={v("customer.lastName", user?.lastName)}
          />
        </div>
        <FormField
          name="customer.email"
          type="email"
          label={t("customer.email")}
          hint={t("customer.email_hint")}
          autoComplete="email"
          required
          maxLength={200}
          defaultValue={v("customer.email", user?.email)}
        />
        <div className={styles.pair}>
          <FormField
            name="customer.phone"
            type="tel"
            label={t("customer.phone")}
            hint={t("optional")}
            autoComplete="tel"
            maxLength={40}
            defaultValue={v("customer.phone", user?.phone)}
          />
          <FormField
            name="customer.companyName"
            label={t("customer.company")}
            hint={t("optional")}
            autoComplete="organization"
            maxLength={120}
            defaultValue={v("customer.companyName", user?.companyName)}
          />
        </div>
      </section>

      <FulfilmentSection data={data} fulfilment={fulfilment} v={v} />

      <PaymentSection methods={data.paymentMethods} checked={payment} />

      <section className={styles.section} aria-labelledby="checkout-confirm-title">
        <h2 id="checkout-confirm-title">
          <span className={styles.step} aria-hidden="true">
            4
          </span>
          {t("steps.confirm")}
        </h2>
        <Acceptance
          name="acceptTerms"
          label={t("confirm.terms")}
          link={{ to: routePath("terms", locale), text: t("confirm.terms_link") }}
          checked={typed?.acceptTerms === "on"}
        />
        <Acceptance
          name="acceptCancellationPolicy"
          label={t("confirm.cancellation")}
          link={{ to: routePath("cancellationPolicy", locale), text: t("confirm.cancellation_link") }}
          checked={typed?.acceptCancellationPolicy === "on"}
        />
        <NoteField defaultValue={v("note")} />
      </section>

      <div className={styles.submit}>
        <p className={styles.submitTotal}>
          <span>{t("summary.total")}</span>
          <strong>{formatMoney(cart.totalMinor, cart.currency, locale)}</strong>
        </p>
        <button
          type="submit"
          className="button block"
          disabled={busy || cart.lines.some((l) => l.problem)}
          data-testid="place-order"
        >
          {busy ? t("submitting") : t("submit")}
        </button>
        <p className={`muted ${styles.flush}`}>{t("submit_hint")}</p>
      </div>
    </ValidatedForm>
  );
}

function FulfilmentSection({
  data,
  fulfilment,
  v,
}: {
  data: CheckoutData;
  fulfilment: Fulfilment;
  v: (name: string, fallback?: string | null) => string;
}) {
  const { t } = useTranslation("checkout");
  const choice = useField("fulfilment");
  const location = useField("locationId");
  const both = data.fulfilments.includes("pickup") && data.fulfilments.includes("delivery");
  const canDeliver = data.fulfilments.includes("delivery");
  const canPickup = data.fulfilments.includes("pickup");
  const chosenLocation = v("locationId", data.locations.length === 1 ? String(data.locations[0]?.id) : "");
  return (
    <section className={styles.section} aria-labelledby="checkout-fulfilment-title">
      <h2 id="checkout-fulfilment-title">
        <span className={styles.step} aria-hidden="true">
          2
        </span>
        {t("steps.fulfilment")}
      </h2>
      {both ? (
        <fieldset className={styles.choices} aria-describedby={choice.props["aria-describedby"]}>
          <legend className="visually-hidden">{t("steps.fulfilment")}</legend>
          {(["pickup", "delivery"] as const).map((f) => (
            <label key={f} className={styles.choice}>
              <input
                type="radio"
                name="fulfilment"
                value={f}
                defaultChecked={fulfilment === f}
                id={f === "pickup" ? choice.id : undefined}
                data-testid={`fulfilment-${f}`}
              />
              <span>
                <strong>{t(`fulfilment.${f}`)}</strong>
                <span className={styles.choiceText}>{t(`fulfilment.${f}_text`)}</span>
              </span>
            </label>
          ))}
          <FieldError id={choice.id} error={choice.error} />
        </fieldset>
      ) : (
        <>
          <input type="hidden" name="fulfilment" value={canDeliver ? "delivery" : "pickup"} />
          <p className="muted" data-testid="pickup-only">
            {data.cart.hasUsedCar ? t("fulfilment.used_car_pickup_only") : t("fulfilment.pickup_only")}
          </p>
        </>
      )}
      {canPickup && (
        <fieldset
          className={`${styles.choices} ${styles.pickupOnly}`}
          aria-describedby={location.error ? `${location.id}-error` : undefined}
        >
          <legend className={styles.legend}>{t("fulfilment.location")}</legend>
          {data.locations.map((l, i) => (
            <label key={l.id} className={styles.choice}>
              <input
                type="radio"
                name="locationId"
                value={l.id}
                defaultChecked={chosenLocation === String(l.id)}
                aria-invalid={location.error ? true : undefined}
                {...(i === 0 ? { id: location.id, autoFocus: location.props.autoFocus } : {})}
                data-testid="pickup-location"
              />
              <span>
                <strong>{l.name}</strong>
                <span className={styles.choiceText}>
                  {l.street} {l.houseNumber}, {l.zipCode} {l.city}
                </span>
              </span>
            </label>
          ))}
          <FieldError id={location.id} error={location.error} />
        </fieldset>
      )}
      {data.addressRequired ? (
        <>
          <input type="hidden" name="addressRequired" value="1" />
          <PostalAddress data={data} v={v} hidden={false} postal />
        </>
      ) : (
        canDeliver && <PostalAddress data={data} v={v} hidden={both} postal={false} />
      )}
    </section>
  );
}

/**
 * The postal address: the buyer's for a car (`postal`: always shown, also with pickup), else the
 * delivery address shown only while delivery is chosen. Prefilled from the signed-in customer's record.
 */
function PostalAddress({
  data,
  v: typed,
  hidden,
  postal,
}: {
  data: CheckoutData;
  v: (name: string, fallback?: string | null) => string;
  /** Shown only while "delivery" is chosen (CSS, so it works without JavaScript). */
  hidden: boolean;
  postal: boolean;
}) {
  const { t } = useTranslation("checkout");
  const country = useField("deliveryAddress.country");
  const { locale } = data;
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);
  const stored = data.user?.address ?? null;
  const v = (name: string, fallback?: string | null) =>
    typed(`deliveryAddress.${name}`, stored?.[name as keyof typeof stored] ?? fallback);
  return (
    <fieldset
      className={`${styles.address} ${hidden ? styles.deliveryOnly : ""}`}
      data-testid="checkout-address"
    >
      <legend className={styles.legend}>
        {postal ? t("fulfilment.postal_address") : t("fulfilment.address")}
      </legend>
      {postal && <p className={`muted ${styles.flush}`}>{t("fulfilment.postal_address_hint")}</p>}
      <div className={styles.street}>
        <FormField
          name="deliveryAddress.street"
          required={postal}
          label={t("fulfilment.street")}
          autoComplete="address-line1"
          maxLength={120}
          defaultValue={v("street")}
        />
        <FormField
          name="deliveryAddress.houseNumber"
          required={postal}
          label={t("fulfilment.house_number")}
          maxLength={20}
          defaultValue={v("houseNumber")}
        />
      </div>
      <div className={styles.city}>
        <FormField
          name="deliveryAddress.zipCode"
          required={postal}
          label={t("fulfilment.zip")}
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={v("zipCode")}
        />
        <FormField
          name="deliveryAddress.city"
          required={postal}
          label={t("fulfilment.city")}
          autoComplete="address-level2"
          maxLength={80}
          defaultValue={v("city")}
        />
      </div>
      <div className="field">
        <label htmlFor={country.id}>{t("fulfilment.country")}</label>
        <select {...country.props} autoComplete="country" defaultValue={v("country", data.defaultCountry)}>
          {data.countries.map((c) => (
            <option key={c} value={c}>
              {names.of(c) ?? c}
            </option>
          ))}
        </select>
        <FieldError id={country.id} error={country.error} />
      </div>
    </fieldset>
  );
}

function PaymentSection({
  methods,
  checked,
}: {
  methods: readonly PaymentMethod[];
  checked: string | undefined;
}) {
  const { t } = useTranslation("checkout");
  const f = useField("paymentMethod");
  return (
    <section className={styles.section} aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">
        <span className={styles.step} aria-hidden="true">
          3
        </span>
        {t("steps.payment")}
      </h2>
      <fieldset className={styles.choices} aria-describedby={f.error ? `${f.id}-error` : undefined}>
        <legend className="visually-hidden">{t("steps.payment")}</legend>
        {methods.map((m, i) => (
          <label key={m} className={`${styles.choice} ${m === "pay_at_pickup" ? styles.pickupOnly : ""}`}>
            <input
              type="radio"
              name="paymentMethod"
              value={m}
              defaultChecked={checked === m}
              aria-invalid={f.error ? true : undefined}
              {...(i === 0 ? { id: f.id, autoFocus: f.props.autoFocus } : {})}
              data-testid={`payment-${m}`}
            />
            <span>
              <strong>{t(`payment.${m}`)}</strong>
              <span className={styles.choiceText}>{t(`payment.${m}_text`)}</span>
            </span>
          </label>
        ))}
        <FieldError id={f.id} error={f.error} />
      </fieldset>
    </section>
  );
}

function Acceptance({
  name,
  label,
  link,
  checked,
}: {
  name: string;
  label: string;
  link: { to: string; text: string };
  checked: boolean;
}) {
  const f = useField(name);
  return (
    <div className="field">
      <div className="checkbox">
        <input {...f.props} type="checkbox" required defaultChecked={checked} data-testid={name} />
        <label htmlFor={f.id}>{label}</label>
      </div>
      <p className={styles.acceptLink}>
        <Link to={link.to} target="_blank" rel="noopener">
          {link.text}
        </Link>
      </p>
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

function NoteField({ defaultValue }: { defaultValue: string }) {
  const { t } = useTranslation("checkout");
  const f = useField("note", { hint: true });
  return (
    <div className="field">
      <label htmlFor={f.id}>{t("confirm.note")}</label>
      <textarea {...f.props} rows={3} maxLength={2000} defaultValue={defaultValue} />
      <p className="field-hint" id={`${f.id}-hint`}>
        {t("optional")}
      </p>
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}
