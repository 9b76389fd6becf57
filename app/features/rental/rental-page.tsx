/**
 * The rental page: search form (GET), free cars with prices, booking form (POST) for one car,
 * and the confirmation. The booking form checks with the shared schema in the browser once zod is loaded
 * (lazily, like the checkout); the server decides.
 */
import { CarFront as CarFrontNode } from "lucide";
import { Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { TFunction } from "../../core/i18n/translator";
import { type OpeningHours, WEEKDAYS } from "../../core/locations/opening-hours";
import { formatDay, isCalendarDay } from "../../core/locations/zoned-time";
import type { RentalCarOffer, RentalConfirmation } from "../../core/rental/rental.service.server";
import { readRentalDay, writeRentalDay } from "../../core/rental/rental-day";
import type { ActionFailure } from "../../shared/action-result";
import { LOCALE_TAGS, type Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { FieldError, type FieldErrors, FormField, useField } from "../../ui/form-field";
import { icon } from "../../ui/icon";
import { type ClientValidator, ValidatedForm } from "../../ui/validated-form";
import { CarPicture } from "../catalog/car-picture";
import { formatMoney } from "../catalog/format";
import styles from "./rental.module.css";

export type RentalPageData = {
  locale: Locale;
  locations: { id: number; name: string; city: string; hours: OpeningHours }[];
  times: string[];
  confirmation: RentalConfirmation | null;
  values: Record<string, string>;
  fields: Record<string, string[]>;
  cars: RentalCarOffer[] | null;
  selected: RentalCarOffer | null;
};

const BOOKING_FIELDS = ["name", "email", "phone", "birthDate", "privacy"] as const;

const CarFront = icon(CarFrontNode);

/** Result cards: one column on a phone, then two or three beside each other. */
const RESULT_SIZES = "(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw";

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

/** A location chosen as a card (the workshop booking's way): the whole name wraps, never cut. */
function Places({
  name,
  legend,
  value,
  places,
  errors,
}: {
  name: string;
  legend: string;
  value: string;
  places: RentalPageData["locations"];
  errors: FieldErrors;
}) {
  const field = useField(name, { idPrefix: "rental", errors });
  return (
    <fieldset className={styles.places} aria-describedby={field.error ? `${field.id}-error` : undefined}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choices}>
        {places.map((l) => (
          <label key={l.id} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={String(l.id)}
              defaultChecked={String(l.id) === value}
              required
            />
            <span>
              <span className={styles.choiceTitle}>{l.name}</span>
              <span className={styles.choiceMeta}>{l.city}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={field.id} error={field.error} />
    </fieldset>
  );
}

function TimeField({
  name,
  label,
  value,
  options,
  errors,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  options: string[];
  errors: FieldErrors;
  hint: string | null;
}) {
  const field = useField(name, { idPrefix: "rental", errors, hint: Boolean(hint) });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...field.props} defaultValue={value}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {hint && (
        <p className="field-hint" id={`${field.id}-hint`} data-testid={`${name}-hours`}>
          {hint}
        </p>
      )}
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

/** A day typed the page's way (12.12.2026); the hint names the weekday of what is typed. */
function DayField({
  name,
  label,
  value,
  errors,
  locale,
}: {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  locale: Locale;
}) {
  const { t } = useTranslation("rental");
  const field = useField(name, { idPrefix: "rental", errors, hint: true });
  const day = readRentalDay(value);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        {...field.props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t("form.date_placeholder")}
        defaultValue={writeRentalDay(value, locale)}
        required
      />
      <p className="field-hint" id={`${field.id}-hint`}>
        {day
          ? formatDay(day, LOCALE_TAGS[locale])
          : t("form.date_hint", { example: writeRentalDay("2026-12-12", locale) })}
      </p>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

/** The opening hours of a location on a day ("09:00–13:00"), or null if it is closed all that day. */
function hoursOn(hours: OpeningHours, day: string): string | null {
  const weekday = WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
  const slots = hours.filter((h) => h.day === weekday).map((h) => `${h.opens}–${h.closes}`);
  return slots.length > 0 ? slots.join(", ") : null;
}

function SearchForm({ data }: { data: RentalPageData }) {
  const { t } = useTranslation("rental");
  const v = data.values;
  const errors = data.fields as FieldErrors;
  // Refused for the time of day: the hours of that location on that day, beside the time.
  const hoursHint = (end: "pickup" | "return") => {
    if (!errors[`${end}Time`]) return null;
    const place = data.locations.find((l) => String(l.id) === v[`${end}Location`]);
    const day = readRentalDay(v[`${end}Date`] ?? "");
    if (!place || !day) return null;
    const dayText = formatDay(day, LOCALE_TAGS[data.locale]);
    const hours = hoursOn(place.hours, day);
    return hours
      ? t("form.hours_of_day", { day: dayText, hours })
      : t("form.closed_all_day", { day: dayText });
  };
  return (
    <form method="get" className={styles.search} data-testid="rental-search">
      <h2 className={styles.legend}>{t("form.legend")}</h2>
      <div className={styles.placeRow}>
        <Places
          name="pickupLocation"
          legend={t("form.pickup_location")}
          value={v.pickupLocation ?? ""}
          places={data.locations}
          errors={errors}
        />
        <Places
          name="returnLocation"
          legend={t("form.return_location")}
          value={v.returnLocation ?? ""}
          places={data.locations}
          errors={errors}
        />
      </div>
      <div className={styles.when}>
        <DayField
          name="pickupDate"
          label={t("form.pickup_date")}
          value={v.pickupDate ?? ""}
          errors={errors}
          locale={data.locale}
        />
        <TimeField
          name="pickupTime"
          label={t("form.pickup_time")}
          value={v.pickupTime ?? "12:00"}
          options={data.times}
          errors={errors}
          hint={hoursHint("pickup")}
        />
        <DayField
          name="returnDate"
          label={t("form.return_date")}
          value={v.returnDate ?? ""}
          errors={errors}
          locale={data.locale}
        />
        <TimeField
          name="returnTime"
          label={t("form.return_time")}
          value={v.returnTime ?? "12:00"}
          options={data.times}
          errors={errors}
          hint={hoursHint("return")}
        />
      </div>
      <p className="field-hint">{t("form.hours_hint")}</p>
      <div>
        <button type="submit" className="button" data-testid="rental-search-submit">
          {t("form.search")}
        </button>
      </div>
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
                  <div className={styles.media} data-testid="rental-car-media">
                    {car.image ? (
                      <CarPicture
                        image={car.image}
                        alt={`${car.brandName} ${car.modelName} ${car.variant}`}
                        sizes={RESULT_SIZES}
                        className={styles.img}
                      />
                    ) : (
                      <div className={styles.placeholder}>
                        <CarFront aria-hidden size={56} />
                      </div>
                    )}
                  </div>
                  <div className={styles.carBody}>
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
                      {units(car, t)}
                    </p>
                    <p className={styles.muted}>
                      {t("results.day_rate", { price: money(car.dayRateMinor, car.currency) })}
                    </p>
                    <p className={styles.muted}>
                      {t("results.weekend_rate", { price: money(car.weekendRateMinor, car.currency) })}
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
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The price's units: "1 × Wochenende", "1 × Woche + 2 × Tag". */
function units(car: RentalCarOffer, t: TFunction): string {
  return (["week", "weekend", "day"] as const)
    .map((u) => [u, car.price[`${u}s`]] as const)
    .filter(([, n]) => n > 0)
    .map(([u, n]) => t("results.unit_count", { count: n, unit: t(`results.units.${u}`) }))
    .join(" + ");
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
      <dl className={styles.facts} data-testid="rental-summary">
        <div>
          <dt>{t("booking.car")}</dt>
          <dd>
            {car.brandName} {car.modelName} {car.variant}
          </dd>
        </div>
        <div>
          <dt>{t("booking.pickup")}</dt>
          <dd>
            {place(v.pickupLocation)}, {day(v.pickupDate)} {v.pickupTime}
          </dd>
        </div>
        <div>
          <dt>{t("booking.return")}</dt>
          <dd>
            {place(v.returnLocation)}, {day(v.returnDate)} {v.returnTime}
          </dd>
        </div>
        <div>
          <dt>{t("booking.price")}</dt>
          <dd>
            <span data-testid="rental-price">{money(car.price.totalMinor)}</span>
            <span className={styles.units} data-testid="rental-summary-units">
              {units(car, t)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t("booking.deposit")}</dt>
          <dd>{money(car.price.depositMinor)}</dd>
        </div>
        <div>
          <dt>{t("booking.km")}</dt>
          <dd>{car.price.includedKm} km</dd>
        </div>
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
          type="text"
          inputMode="numeric"
          placeholder={t("form.date_placeholder")}
          label={t("booking.birth_date")}
          hint={t("booking.birth_hint")}
          autoComplete="bday"
          required
          defaultValue={writeRentalDay(
            readRentalDay(typed.birthDate ?? "") ?? typed.birthDate ?? "",
            data.locale,
          )}
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
        <p className={styles.flush}>
          {t("booked.number")}:{" "}
          <strong className={styles.number} data-testid="rental-number">
            {c.number}
          </strong>
        </p>
        <p className={styles.flush}>{t("booked.text")}</p>
      </div>
      <dl
        className={`${styles.summary} ${styles.facts} ${styles.factsWide}`}
        data-testid="rental-booked-facts"
      >
        <div>
          <dt>{t("booked.number")}</dt>
          <dd>{c.number}</dd>
        </div>
        <div>
          <dt>{t("booking.car")}</dt>
          <dd>{c.car}</dd>
        </div>
        <div>
          <dt>{t("booking.pickup")}</dt>
          <dd>
            {c.pickup.location}, {c.pickup.date} {c.pickup.time}
          </dd>
        </div>
        <div>
          <dt>{t("booking.return")}</dt>
          <dd>
            {c.dropOff.location}, {c.dropOff.date} {c.dropOff.time}
          </dd>
        </div>
        <div>
          <dt>{t("booking.price")}</dt>
          <dd>{money(c.priceMinor)}</dd>
        </div>
        <div>
          <dt>{t("booking.deposit")}</dt>
          <dd>{money(c.depositMinor)}</dd>
        </div>
        <div>
          <dt>{t("booking.km")}</dt>
          <dd>{c.includedKm} km</dd>
        </div>
      </dl>
      <p>
        <Link to={routePath("carRental", data.locale)}>{t("booked.again")}</Link>
      </p>
    </div>
  );
}
