/**
 * The trade-in panel of a TRADE_IN job: the vehicle as offered, the indicative range the
 * customer saw, photos, the offer, the latest invitation, and the forms to edit the vehicle, set the
 * offer and invite the customer. Each is a plain form posting to the job route (works without
 * JavaScript); errors are catalogue keys from the server's shared schema.
 */

import { Form } from "react-router";
import { FUELS, GEARBOXES } from "../../core/catalog/car-attributes";
import { useTranslation } from "../../core/i18n/react";
import type { VehicleData } from "../../core/trade-in/trade-in-edit";
import { timeZoneLabel } from "../../shared/date-time";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { formatLocaleMinor } from "../../shared/locale-number";
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../catalog/format";
import styles from "./trade-in-panel.module.css";

export type TradeInPanelData = {
  vehicle: VehicleData & { condition: Record<string, string> };
  estimate: { lowMinor: number; highMinor: number; expiresAt: string | null; basis: string | null } | null;
  offer: { minor: number; expiresAt: string; expired: boolean } | null;
  photoIds: string[];
  invitation: { status: string; createdAt: string; answeredAt: string | null } | null;
  /** `YYYY-MM-DD` the offer form proposes (7 days ahead, or the current offer's last day). */
  offerDay: string;
  /** `YYYY-MM` of today (the first-registration field's maximum). */
  thisMonth: string;
};

export type PanelActionData = { form?: string; fields?: Record<string, string[] | undefined> } | null;

export function TradeInPanel({
  panel,
  locale,
  currency,
  timeZone,
  clientEmail,
  actionData,
  busy,
}: {
  panel: TradeInPanelData;
  locale: Locale;
  currency: string;
  timeZone: string;
  clientEmail: string | null;
  actionData: PanelActionData;
  busy: boolean;
}) {
  const { t } = useTranslation(["jobs", "cars", "validation"]);
  const v = panel.vehicle;
  const day = dateTimeFormat(locale, { dateStyle: "medium", timeZone });
  const when = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const month = dateTimeFormat(locale, { month: "2-digit", year: "numeric", timeZone: "UTC" });
  const km = numberFormat(locale);
  const errorsOf = (form: string) => (actionData?.form === form ? (actionData.fields ?? {}) : {});
  const vehicleErrors = errorsOf("trade_in_vehicle");
  const offerErrors = errorsOf("trade_in_offer");
  const conditions = Object.entries(v.condition ?? {});

  return (
    <section aria-labelledby="trade-in-title" className={styles.panel} data-testid="trade-in-panel">
      <h2 id="trade-in-title">{t("trade_in.title")}</h2>

      <dl className={styles.facts} data-testid="trade-in-vehicle">
        <Fact label={t("trade_in.fields.brandName")} value={v.brandName || t("trade_in.not_set")} />
        <Fact label={t("trade_in.fields.modelName")} value={v.modelName || t("trade_in.not_set")} />
        <Fact
          label={t("trade_in.fields.firstRegistration")}
          value={
            v.firstRegistration
              ? month.format(new Date(`${v.firstRegistration}T12:00:00Z`))
              : t("trade_in.not_set")
          }
        />
        <Fact
          label={t("trade_in.fields.mileageKm")}
          value={
            v.mileageKm !== null
              ? t("trade_in.mileage_value", { km: km.format(v.mileageKm) })
              : t("trade_in.not_set")
          }
        />
        <Fact
          label={t("trade_in.fields.fuel")}
          value={v.fuel ? t(`cars:fuel.${v.fuel}`) : t("trade_in.not_set")}
        />
        <Fact
          label={t("trade_in.fields.gearbox")}
          value={v.gearbox ? t(`cars:gearbox.${v.gearbox}`) : t("trade_in.not_set")}
        />
        {conditions.map(([k, value]) => (
          <Fact key={k} label={`${t("trade_in.condition")}: ${k}`} value={value} />
        ))}
      </dl>

      <div>
        <h3 className={styles.subhead}>{t("trade_in.estimate")}</h3>
        {panel.estimate ? (
          <p data-testid="trade-in-estimate">
            {t("trade_in.estimate_value", {
              low: formatMoney(panel.estimate.lowMinor, currency, locale),
              high: formatMoney(panel.estimate.highMinor, currency, locale),
            })}
            {panel.estimate.expiresAt &&
              ` · ${t("trade_in.estimate_expires", { date: day.format(new Date(panel.estimate.expiresAt)) })}`}
            {panel.estimate.basis && (
              <>
                <br />
                <span className={styles.hint}>
                  {t("trade_in.estimate_basis")}: {panel.estimate.basis}
                </span>
              </>
            )}
          </p>
        ) : (
          <p>{t("trade_in.no_estimate")}</p>
        )}
      </div>

      <div>
        <h3 className={styles.subhead}>{t("trade_in.photos")}</h3>
        {panel.photoIds.length === 0 ? (
          <p>{t("trade_in.no_photos")}</p>
        ) : (
          <ul className={styles.photos}>
            {panel.photoIds.map((id, i) => (
              <li key={id}>
                <img
                  src={`/api/trade-in/photos/${id}/thumb.webp`}
                  alt={t("trade_in.photo_alt", { n: i + 1 })}
                  loading="lazy"
                  width={320}
                  height={240}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <h3 className={styles.subhead}>{t("trade_in.offer")}</h3>
        {panel.offer ? (
          <p className={styles.offerValue} data-testid="trade-in-offer">
            {t("trade_in.offer_value", {
              amount: formatMoney(panel.offer.minor, currency, locale),
              date: day.format(new Date(panel.offer.expiresAt)),
            })}
          </p>
        ) : (
          <p data-testid="trade-in-offer">{t("trade_in.no_offer")}</p>
        )}
        {panel.invitation && (
          <p
            className={styles.status}
            data-testid="trade-in-invitation-status"
            data-status={panel.invitation.status}
          >
            {t(`trade_in.invitation_status.${panel.invitation.status}`, {
              date: when.format(new Date(panel.invitation.answeredAt ?? panel.invitation.createdAt)),
            })}
          </p>
        )}
      </div>

      <div className={styles.forms}>
        <Form method="post" className={styles.form} noValidate data-testid="trade-in-offer-form">
          <input type="hidden" name="intent" value="trade_in_offer" />
          <Field
            id="trade-in-amount"
            name="amount"
            label={t("trade_in.amount", { currency })}
            hint={t("trade_in.amount_hint")}
            errors={offerErrors}
            input={{
              inputMode: "decimal",
              required: true,
              maxLength: 20,
              autoComplete: "off",
              defaultValue: panel.offer ? formatLocaleMinor(panel.offer.minor, locale) : "",
            }}
          />
          <Field
            id="trade-in-expires"
            name="expiresOn"
            label={t("trade_in.expires_on", { zone: timeZoneLabel(timeZone, locale) })}
            errors={offerErrors}
            input={{ type: "date", defaultValue: panel.offerDay }}
          />
          <button
            type="submit"
            className={`button ${styles.submit}`}
            disabled={busy}
            data-testid="trade-in-offer-submit"
          >
            {t("trade_in.save_offer")}
          </button>
        </Form>

        <div className={styles.invite}>
          {clientEmail && panel.offer ? (
            <>
              <p className={styles.hint}>{t("trade_in.invite_hint", { email: clientEmail })}</p>
              <Form method="post">
                <input type="hidden" name="intent" value="trade_in_invite" />
                <button
                  type="submit"
                  className="button"
                  disabled={busy || panel.offer.expired}
                  data-testid="trade-in-invite"
                >
                  {t("trade_in.invite")}
                </button>
              </Form>
            </>
          ) : (
            <p className={styles.hint}>
              {clientEmail ? t("trade_in.invite_needs_offer") : t("trade_in.invite_needs_email")}
            </p>
          )}
        </div>

        <details className={styles.edit} open={actionData?.form === "trade_in_vehicle" || undefined}>
          <summary>{t("trade_in.edit_vehicle")}</summary>
          <Form method="post" className={styles.form} noValidate data-testid="trade-in-vehicle-form">
            <input type="hidden" name="intent" value="trade_in_vehicle" />
            <Field
              id="trade-in-brand"
              name="brandName"
              label={t("trade_in.fields.brandName")}
              errors={vehicleErrors}
              input={{ required: true, maxLength: 60, defaultValue: v.brandName }}
            />
            <Field
              id="trade-in-model"
              name="modelName"
              label={t("trade_in.fields.modelName")}
              errors={vehicleErrors}
              input={{ required: true, maxLength: 80, defaultValue: v.modelName }}
            />
            <Field
              id="trade-in-first-registration"
              name="firstRegistration"
              label={t("trade_in.fields.firstRegistration")}
              errors={vehicleErrors}
              input={{
                type: "month",
                min: "1900-01",
                max: panel.thisMonth,
                placeholder: "YYYY-MM",
                defaultValue: v.firstRegistration?.slice(0, 7) ?? "",
              }}
            />
            <Field
              id="trade-in-mileage"
              name="mileageKm"
              label={t("trade_in.fields.mileageKm")}
              errors={vehicleErrors}
              input={{
                type: "number",
                min: 0,
                max: 2_000_000,
                step: 1,
                inputMode: "numeric",
                defaultValue: v.mileageKm ?? "",
              }}
            />
            <Choice
              id="trade-in-fuel"
              name="fuel"
              label={t("trade_in.fields.fuel")}
              value={v.fuel ?? ""}
              errors={vehicleErrors}
              options={FUELS.map((f) => ({ value: f, label: t(`cars:fuel.${f}`) }))}
            />
            <Choice
              id="trade-in-gearbox"
              name="gearbox"
              label={t("trade_in.fields.gearbox")}
              value={v.gearbox ?? ""}
              errors={vehicleErrors}
              options={GEARBOXES.map((g) => ({ value: g, label: t(`cars:gearbox.${g}`) }))}
            />
            <button
              type="submit"
              className={`button secondary ${styles.submit}`}
              disabled={busy}
              data-testid="trade-in-vehicle-submit"
            >
              {t("trade_in.save_vehicle")}
            </button>
          </Form>
        </details>
      </div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Field({
  id,
  name,
  label,
  hint,
  errors,
  input,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  errors: Record<string, string[] | undefined>;
  input: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useTranslation(["jobs", "validation"]);
  const error = errors[name]?.[0];
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`} data-testid={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

function Choice({
  id,
  name,
  label,
  value,
  options,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  errors: Record<string, string[] | undefined>;
}) {
  const { t } = useTranslation(["jobs", "validation"]);
  const error = errors[name]?.[0];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t("trade_in.choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}
