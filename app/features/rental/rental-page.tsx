/**
 * The rental page (issue 14): search form (GET), free cars with prices, booking form (POST) for one car,
 * and the confirmation. The booking form checks with the shared schema in the browser once zod is loaded
 * (lazily, like the checkout); the server decides.
 */
import { Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { formatDay, isCalendarDay } from "../../core/locations/zoned-time";
import type { RentalCarOffer, RentalConfirmation } from "../../core/rental/rental.service.server";
import type { ActionFailure } from "../../shared/action-result";
import { LOCALE_TAGS, type Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { FieldError, type FieldErrors, FormField, useField } from "../../ui/form-field";
import { type ClientValidator, ValidatedForm } from "../../ui/validated-form";
import { formatMoney } from "../catalog/format";
import styles from "./rental.module.css";

export type RentalPageData = {
  locale: Locale;
  locations: { id: number; name: string; city: string }[];
  times: string[];
  confirmation: RentalConfirmation | null;
  values: Record<string, string>;
  fields: Record<string, string[]>;
  cars: RentalCarOffer[] | null;
  selected: RentalCarOffer | null;
};

const BOOKING_FIELDS = ["name", "email", "phone", "birthDate", "privacy"] as const;

const loadBookingValidator = () =>
  import("../../core/rental/rental-schema").then(
    ({ rentalBookingSchema, rentalFieldErrors }): ClientValidator =>
      (values) => {
        const parsed = rentalBookingSchema.safeParse(values);
        return parsed.success ? null : rentalFieldErrors(parsed.error);
      },
  );

export function RentalPage({ data, answer }: { data: RentalPageData; answer: ActionFailure | undefined }) {
  const { t } = useTranslation("rental");
  if (data.confirmation) return <Confirmation data={data} confirmation={data.confirmation} />;
  const query = new URLSearchParams(
    Object.entries(data.values).filter(([k]) => !["car", "name", "email", "phone", "birthDate"].includes(k)),
  );
  const conflict = answer && !answer.ok && answer.code === "conflict" ? answer.message : null;
  // Refused without a field of the booking step to mark: a guest's limits, the period's length.
  const refused =
    answer && !answer.ok && answer.message && answer.message !== "rental:errors.form" && !conflict
      ? answer.message
      : null;
  return (
    <div className="container page" data-testid="rental-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      {conflict && (
        <div className="alert error" role="alert" data-testid="rental-conflict">
          <p className={styles.flush}>{t(conflict)}</p>
        </div>
      )}
      {refused && (
        <div className="alert error" role="alert" data-testid="rental-refused">
          <p className={styles.flush}>{t(refused)}</p>
        </div>
      )}
      {data.selected && !conflict ? (
        <Booking data={data} car={data.selected} answer={answer} back={`?${query}`} />
      ) : (
        <>
          <SearchForm data={data} />
          {data.cars && <Results data={data} cars={data.cars} query={query} />}
        </>
      )}
    </div>
  );
}

function Select({
  name,
  label,
  value,
  options,
  errors,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  errors: FieldErrors;
}) {
  const field = useField(name, { idPrefix: "rental", errors });
  return (
    <div className={styles.field}>
      <label htmlFor={field.id}>{label}</label>
      <select {...field.props} defaultValue={value}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

function DateField({
  name,
  label,
  value,
  errors,
}: {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
}) {
  const field = useField(name, { idPrefix: "rental", errors });
  return (
    <div className={styles.field}>
      <label htmlFor={field.id}>{label}</label>
      <input type="date" {...field.props} defaultValue={value} required />
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

function SearchForm({ data }: { data: RentalPageData }) {
  const { t } = useTranslation("rental");
  const v = data.values;
  const places = data.locations.map((l) => ({ value: String(l.id), label: `${l.name} (${l.city})` }));
  const times = data.times.map((x) => ({ value: x, label: x }));
  const errors = data.fields as FieldErrors;
  return (
    <form method="get" className={styles.search} data-testid="rental-search">
      <fieldset className={`${styles.search} ${styles.wide}`} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t("form.legend")}</legend>
        <Select
          name="pickupLocation"
          label={t("form.pickup_location")}
          value={v.pickupLocation ?? ""}
          options={places}
          errors={errors}
        />
        <Select
          name="returnLocation"
          label={t("form.return_location")}
          value={v.returnLocation ?? ""}
          options={places}
          errors={errors}
        />
        <DateField
          name="pickupDate"
          label={t("form.pickup_date")}
          value={v.pickupDate ?? ""}
          errors={errors}
        />
        <Select
          name="pickupTime"
          label={t("form.pickup_time")}
          value={v.pickupTime ?? "12:00"}
          options={times}
          errors={errors}
        />
        <DateField
          name="returnDate"
          label={t("form.return_date")}
          value={v.returnDate ?? ""}
          errors={errors}
        />
        <Select
          name="returnTime"
          label={t("form.return_time")}
          value={v.returnTime ?? "12:00"}
          options={times}
          errors={errors}
        />
        <p className={`${styles.muted} ${styles.wide}`}>{t("form.hours_hint")}</p>
        <div className={styles.wide}>
          <button type="submit" className="button" data-testid="rental-search-submit">
            {t("form.search")}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function Results({
  data,
  cars,
  query,
}: {
  data: RentalPageData;
  cars: RentalCarOffer[];
  query: URLSearchParams;
}) {
  const { t } = useTranslation("rental");
  const money = (minor: number, currency: string) => formatMoney(minor, currency, data.locale);
  return (
    <section aria-labelledby="rental-results">
      <h2 id="rental-results">{t("results.heading")}</h2>
      {cars.length === 0 ? (
        <p className="alert" role="status" data-testid="rental-none">
          {t("results.none")}
        </p>
      ) : (
        <>
          <p role="status">{t("results.count", { count: cars.length })}</p>
          <ul className={styles.cars} data-testid="rental-cars">
            {cars.map((car) => {
              const link = new URLSearchParams(query);
              link.set("car", car.carId);
              return (
                <li key={car.carId} className={styles.car} data-testid="rental-car">
                  <h3>
                    {car.brandName} {car.modelName}
                  </h3>
                  <p className={styles.muted}>
                    {car.variant} · {t(`cars:fuel.${car.fuel}`)} · {t(`cars:gearbox.${car.gearbox}`)} ·{" "}
                    {t("results.seats", { seats: car.seats })}
                  </p>
                  <p className={styles.total}>
                    {t("results.total", { price: money(car.price.totalMinor, car.currency) })}
                  </p>
                  <p className={styles.muted} data-testid="rental-units">
                    {(["week", "weekend", "day"] as const)
                      .map((u) => [u, car.price[`${u}s`]] as const)
                      .filter(([, n]) => n > 0)
                      .map(([u, n]) => t("results.unit_count", { count: n, unit: t(`results.units.${u}`) }))
                      .join(" + ")}
                  </p>
                  <p className={styles.muted}>
                    {t("results.day_rate", { price: money(car.dayRateMinor, car.currency) })}
                  </p>
                  <p className={styles.muted}>
                    {t("results.deposit", { deposit: money(car.price.depositMinor, car.currency) })}
                  </p>
                  <p className={styles.muted}>
                    {t("results.km", {
                      km: car.price.includedKm,
                      extra: money(car.price.extraKmMinor, car.currency),
                    })}
                  </p>
                  <Link
                    className="button"
                    to={`?${link}`}
                    aria-label={`${t("results.book")}: ${car.brandName} ${car.modelName}`}
                    data-testid="rental-book-link"
                  >
                    {t("results.book")}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function Summary({ data, car }: { data: RentalPageData; car: RentalCarOffer }) {
  const { t } = useTranslation("rental");
  const v = data.values;
  const place = (id: string | undefined) => data.locations.find((l) => String(l.id) === id)?.name ?? "";
  const money = (minor: number) => formatMoney(minor, car.currency, data.locale);
  const day = (d: string | undefined) =>
    d && isCalendarDay(d) ? formatDay(d, LOCALE_TAGS[data.locale]) : "";
  return (
    <aside className={styles.summary} aria-labelledby="rental-summary">
      <h2 id="rental-summary">{t("booking.summary")}</h2>
      <dl data-testid="rental-summary">
        <dt>{t("booking.car")}</dt>
        <dd>
          {car.brandName} {car.modelName} {car.variant}
        </dd>
        <dt>{t("booking.pickup")}</dt>
        <dd>
          {place(v.pickupLocation)}, {day(v.pickupDate)} {v.pickupTime}
        </dd>
        <dt>{t("booking.return")}</dt>
        <dd>
          {place(v.returnLocation)}, {day(v.returnDate)} {v.returnTime}
        </dd>
        <dt>{t("booking.price")}</dt>
        <dd data-testid="rental-price">{money(car.price.totalMinor)}</dd>
        <dt>{t("booking.deposit")}</dt>
        <dd>{money(car.price.depositMinor)}</dd>
        <dt>{t("booking.km")}</dt>
        <dd>{car.price.includedKm} km</dd>
      </dl>
      <p className={styles.muted}>{t("booking.payment_hint")}</p>
    </aside>
  );
}

function Booking({
  data,
  car,
  answer,
  back,
}: {
  data: RentalPageData;
  car: RentalCarOffer;
  answer: ActionFailure | undefined;
  back: string;
}) {
  const { t } = useTranslation("rental");
  const navigation = useNavigation();
  const errors = (answer?.fields ?? {}) as FieldErrors;
  const typed = answer?.values ?? {};
  const privacy = useField("privacy", { idPrefix: "rental", errors });
  return (
    <div className={styles.layout}>
      <Summary data={data} car={car} />
      <ValidatedForm
        method="post"
        idPrefix="rental"
        errors={errors}
        fields={BOOKING_FIELDS}
        loadValidator={loadBookingValidator}
        data-testid="rental-booking-form"
      >
        <h2>{t("booking.heading")}</h2>
        {Object.entries(data.values).map(([k, value]) => (
          <input key={k} type="hidden" name={k} value={value} />
        ))}
        <input type="hidden" name="car" value={car.carId} />
        <FormField
          name="name"
          label={t("booking.name")}
          autoComplete="name"
          required
          defaultValue={typed.name ?? ""}
        />
        <FormField
          name="email"
          type="email"
          label={t("booking.email")}
          autoComplete="email"
          required
          defaultValue={typed.email ?? ""}
        />
        <FormField
          name="phone"
          type="tel"
          label={t("booking.phone")}
          autoComplete="tel"
          required
          defaultValue={typed.phone ?? ""}
        />
        <FormField
          name="birthDate"
          type="date"
          label={t("booking.birth_date")}
          hint={t("booking.birth_hint")}
          autoComplete="bday"
          required
          defaultValue={typed.birthDate ?? ""}
        />
        <div>
          <label className={styles.check}>
            <input type="checkbox" value="on" required {...privacy.props} />
            <span>
              {t("booking.privacy")}{" "}
              <Link to={routePath("privacy", data.locale)} target="_blank">
                {t("booking.privacy_link")}
              </Link>
            </span>
          </label>
          <FieldError id={privacy.id} error={privacy.error} />
        </div>
        <div className="actions">
          <button
            type="submit"
            className="button"
            disabled={navigation.state !== "idle"}
            data-testid="rental-submit"
          >
            {t("booking.submit")}
          </button>
          <Link to={back} className="button secondary">
            {t("booking.back")}
          </Link>
        </div>
      </ValidatedForm>
    </div>
  );
}

function Confirmation({ data, confirmation: c }: { data: RentalPageData; confirmation: RentalConfirmation }) {
  const { t } = useTranslation("rental");
  const money = (minor: number) => formatMoney(minor, c.currency, data.locale);
  return (
    <div className="container page narrow" data-testid="rental-booked">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{t("booked.title")}</h1>
      <div className="alert success" role="status">
        <p className={styles.flush}>{t("booked.text")}</p>
      </div>
      <dl className={styles.summary}>
        <dt>{t("booking.car")}</dt>
        <dd>{c.car}</dd>
        <dt>{t("booking.pickup")}</dt>
        <dd>
          {c.pickup.location}, {c.pickup.date} {c.pickup.time}
        </dd>
        <dt>{t("booking.return")}</dt>
        <dd>
          {c.dropOff.location}, {c.dropOff.date} {c.dropOff.time}
        </dd>
        <dt>{t("booking.price")}</dt>
        <dd>{money(c.priceMinor)}</dd>
        <dt>{t("booking.deposit")}</dt>
        <dd>{money(c.depositMinor)}</dd>
        <dt>{t("booking.km")}</dt>
        <dd>{c.includedKm} km</dd>
      </dl>
      <p>
        <Link to={routePath("carRental", data.locale)}>{t("booked.again")}</Link>
      </p>
    </div>
  );
}
