/**
 * `car-service` / `onlineterminbuchung`: book a workshop appointment. Location,
 * service and day are chosen with links (query `location`, `service`, `day`), so every step works without
 * JavaScript; the form posts the slot, the car and the contact details. One transaction books it (SERVICE
 * job, appointment in a free bay, confirmation mail with .ics); then PRG to the appointment's manage page.
 * A slot taken meanwhile answers 409 "just taken" with the form kept.
 */
import { Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import {
  accountPrefill,
  bookService,
  viewServiceBooking,
} from "../../core/service-booking/service-booking.service.server";
import { PrivacyField } from "../../features/contact/privacy-field";
import { CLOSED_DAYS_MESSAGES, ClosedDaysNote } from "../../features/locations/closed-days-note";
import styles from "../../features/service-booking/service-booking.module.css";
import { SlotPicker } from "../../features/service-booking/slot-picker";
import { SERVICE_LINK_MESSAGES, ServiceLinks } from "../../features/service-links/service-links";
import { actionFailure } from "../../shared/action-result";
import { splitLocale } from "../../shared/locale-path";
import { LOCALE_TAGS, type Locale } from "../../shared/locales";
import { type FieldErrors, FormField } from "../../ui/form-field";
import type { PageMeta } from "../../ui/site-data";
import { type ClientValidator, ValidatedForm } from "../../ui/validated-form";
import type { Route } from "./+types/car-service";
import { notFound, pageContext } from "./page-context.server";

const choiceSchema = z.object({
  location: z.coerce.number().int().positive().optional().catch(undefined),
  service: z.coerce.number().int().positive().optional().catch(undefined),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const choice = choiceSchema.parse(Object.fromEntries(ctx.url.searchParams));
  const view = await viewServiceBooking(ctx.services, {
    locationId: choice.location,
    offeringId: choice.service,
  });
  if (!view.ok) notFound();
  const meta: PageMeta = {
    title: ctx.t("pages:carService.title"),
    description: ctx.t("pages:carService.description"),
  };
  return {
    view: view.value,
    day: choice.day ?? null,
    prefill: await accountPrefill(ctx.services),
    locale: ctx.locale,
    meta,
    messages: messagesFor(ctx.locale, [
      "service-booking",
      "store.contact",
      FORM_MESSAGES,
      ...SERVICE_LINK_MESSAGES,
      CLOSED_DAYS_MESSAGES,
    ]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = Object.fromEntries(await request.formData());
  const result = await bookService(ctx.services, form, { origin: context.origin });
  if (!result.ok) {
    const values = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
    );
    // The slot is gone: keep everything but the slot, which the visitor chooses again.
    if (result.error.code === "conflict") values.slot = "";
    return actionFailure(result.error, { values });
  }
  context.logger.info(
    { jobId: result.value.jobId, appointmentId: result.value.appointmentId },
    "service booked",
  );
  const base = splitLocale(ctx.url.pathname).rest.startsWith("/onlineterminbuchung")
    ? "/onlineterminbuchung/termin"
    : "/car-service/appointment";
  throw redirect(`${base}/${result.value.token}?booked=1`, 303);
}

const loadServiceValidator = (locale: Locale) => () =>
  Promise.all([
    import("../../core/service-booking/service-slots"),
    import("../../core/contact/person-fields"),
  ]).then(
    ([{ serviceBookingSchemaFor }, { fieldErrorsOf }]): ClientValidator =>
      (values) => {
        const parsed = serviceBookingSchemaFor(locale).safeParse(values);
        return parsed.success ? null : fieldErrorsOf(parsed.error);
      },
  );

const FIELDS = [
  "slot",
  "brand",
  "model",
  "plate",
  "mileageKm",
  "name",
  "email",
  "phone",
  "note",
  "privacy",
] as const;
const NO_ERRORS: FieldErrors = {};

function query(params: { location?: number; service?: number; day?: string }): string {
  const q = new URLSearchParams();
  if (params.location) q.set("location", String(params.location));
  if (params.service) q.set("service", String(params.service));
  if (params.day) q.set("day", params.day);
  return `?${q.toString()}`;
}

export default function CarService({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["service-booking", "validation"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { view, prefill, locale } = loaderData;
  const errors = (actionData?.fields ?? NO_ERRORS) as FieldErrors;
  const values = (actionData?.values ?? {}) as Record<string, string | undefined>;
  const banner = actionData && !actionData.ok && actionData.code !== "invalid" ? actionData.message : null;
  const tag = LOCALE_TAGS[locale];
  const location = view.location;
  const offering = view.offering;
  const car = prefill?.vehicle;
  const value = (name: string, fallback = "") => values[name] ?? fallback;

  return (
    <>
      <div className="container page" data-testid="car-service">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1>{t("title")}</h1>
        <p className="lead">
          {t("lead", { hours: view.rules.minNoticeHours, days: view.rules.horizonDays })}
        </p>
        {banner && (
          <div className="alert" role="alert" data-testid="service-taken">
            {t(banner)}
          </div>
        )}
        {view.locations.length === 0 ? (
          <p className="alert">{t("no_locations")}</p>
        ) : (
          <div className={styles.steps}>
            <section className={styles.step} aria-labelledby="svc-step-location">
              <h2 id="svc-step-location">{t("step_location")}</h2>
              <ul className={styles.choices}>
                {view.locations.map((l) => (
                  <li key={l.id}>
                    <Link
                      className={`${styles.choice} ${location?.id === l.id ? styles.chosen : ""}`}
                      to={query({ location: l.id })}
                      preventScrollReset
                      aria-current={location?.id === l.id ? "true" : undefined}
                      data-testid="service-location"
                    >
                      <span className={styles.choiceTitle}>{l.name}</span>
                      <span className={styles.choiceMeta}>{l.address}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            {location && (
              <section className={styles.step} aria-labelledby="svc-step-service">
                <h2 id="svc-step-service">{t("step_service")}</h2>
                {view.offerings.length === 0 ? (
                  <p>{t("no_offerings")}</p>
                ) : (
                  <ul className={styles.choices}>
                    {view.offerings.map((o) => (
                      <li key={o.id}>
                        <Link
                          className={`${styles.choice} ${offering?.id === o.id ? styles.chosen : ""}`}
                          to={query({ location: location.id, service: o.id })}
                          preventScrollReset
                          aria-current={offering?.id === o.id ? "true" : undefined}
                          data-testid="service-offering"
                        >
                          <span className={styles.choiceTitle}>{o.name}</span>
                          <span className={styles.choiceMeta}>
                            {o.price} · {t("duration", { minutes: o.durationMinutes })}
                          </span>
                          <span className={styles.choiceMeta}>{o.description}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
            {location && offering && (
              <section className={styles.step} aria-labelledby="svc-step-slot">
                <h2 id="svc-step-slot">{t("step_slot")}</h2>
                {view.days.length === 0 ? (
                  <p className="alert">
                    {t("no_slots")}
                    {location.phone && (
                      <>
                        {" "}
                        <a href={`tel:${location.phone}`}>{location.phone}</a>
                      </>
                    )}
                  </p>
                ) : (
                  <ValidatedForm
                    method="post"
                    idPrefix="svc"
                    errors={errors}
                    fields={FIELDS}
                    loadValidator={loadServiceValidator(locale)}
                    data-testid="service-form"
                  >
                    <input type="hidden" name="locationId" value={location.id} />
                    <input type="hidden" name="offeringId" value={offering.id} />
                    <p>
                      {t("summary", {
                        service: offering.name,
                        location: location.name,
                        price: offering.price,
                        minutes: offering.durationMinutes,
                      })}
                    </p>
                    <SlotPicker
                      days={view.days}
                      day={loaderData.day}
                      dayHref={(day) => query({ location: location.id, service: offering.id, day })}
                      localeTag={tag}
                      error={errors.slot?.[0]}
                      checked={value("slot")}
                    />
                    <ClosedDaysNote closed={view.closed} locale={locale} />
                    <h2 className={styles.section}>{t("step_details")}</h2>
                    {car && !actionData && <p className="field-hint">{t("from_account")}</p>}
                    <div className={styles.grid}>
                      <FormField
                        name="brand"
                        label={t("brand")}
                        required
                        maxLength={60}
                        defaultValue={value("brand", car?.brand)}
                      />
                      <FormField
                        name="model"
                        label={t("model")}
                        required
                        maxLength={60}
                        defaultValue={value("model", car?.model)}
                      />
                      <FormField
                        name="plate"
                        label={t("plate")}
                        maxLength={15}
                        defaultValue={value("plate", car?.plate)}
                      />
                      <FormField
                        name="mileageKm"
                        label={t("mileage")}
                        inputMode="numeric"
                        defaultValue={value("mileageKm", car?.mileageKm)}
                      />
                    </div>
                    <div className={styles.grid}>
                      <FormField
                        name="name"
                        label={t("name")}
                        required
                        autoComplete="name"
                        maxLength={120}
                        defaultValue={value("name", prefill?.name)}
                      />
                      <FormField
                        name="email"
                        label={t("email")}
                        type="email"
                        required
                        autoComplete="email"
                        defaultValue={value("email", prefill?.email)}
                      />
                      <FormField
                        name="phone"
                        label={t("phone")}
                        type="tel"
                        required
                        autoComplete="tel"
                        defaultValue={value("phone")}
                      />
                    </div>
                    <div className="field">
                      <label htmlFor="svc-note">{t("note")}</label>
                      <textarea
                        id="svc-note"
                        name="note"
                        rows={3}
                        maxLength={1000}
                        defaultValue={value("note")}
                      />
                    </div>
                    <PrivacyField defaultChecked={values.privacy === "on"} />
                    <div>
                      <button type="submit" className="button" disabled={busy} data-testid="service-submit">
                        {t("submit")}
                      </button>
                    </div>
                  </ValidatedForm>
                )}
              </section>
            )}
          </div>
        )}
      </div>
      <ServiceLinks current="service" title="more_services" />
    </>
  );
}
