/**
 * account/settings/locations (admins; decision 0050): when each location is closed besides its weekly
 * hours. The region whose public holidays close it, and the dealer's own closed days (company holidays,
 * stock-taking), with a preview of everything closed in the coming months as buyers will see it.
 */
import { Form, useNavigation } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import type { LocationCalendarView } from "../../core/locations/location-calendar.service.server";
import {
  addLocationClosedDay,
  CALENDAR_PREVIEW_DAYS,
  listLocationCalendars,
  removeLocationClosedDay,
  setLocationRegion,
} from "../../core/locations/location-calendar.service.server";
import { CLOSED_DAYS_MESSAGES, ClosedDaysNote } from "../../features/locations/closed-days-note";
import { type ActionResult, actionFailure, actionSuccess } from "../../shared/action-result";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { echoValues, FieldError, FormField, useField } from "../../ui/form-field";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/locations-settings";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "settingsLocations");
  const ctx = pageContext(request, context);
  const calendars = await listLocationCalendars(ctx.services);
  return {
    meta: { title: ctx.t("settings:locations.title"), noindex: true },
    messages: messagesFor(ctx.locale, ["settings.locations", CLOSED_DAYS_MESSAGES, FORM_MESSAGES]),
    locale: ctx.locale,
    previewDays: CALENDAR_PREVIEW_DAYS,
    locations: calendars.ok ? calendars.value : [],
  };
}

type Answer = ActionResult<{ locationId: number | null }>;
/** The location an answer is about (a failure echoes the posted values, the location's id among them). */
const locationOf = (a: Answer) => (a.ok ? a.locationId : Number(a.values.locationId) || null);

export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context, "settingsLocations");
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const input = echoValues(form);
  const intent = input.intent;
  const run =
    intent === "region"
      ? setLocationRegion
      : intent === "add_closed"
        ? addLocationClosedDay
        : intent === "remove_closed"
          ? removeLocationClosedDay
          : null;
  const locationId = Number(input.locationId) || null;
  if (!run) {
    return actionFailure(
      { code: "invalid" },
      { message: "settings:locations.errors.unknown", values: input },
    );
  }
  const r = await run(ctx.services, input);
  if (r.ok) return actionSuccess(`settings:locations.saved.${intent}`, { locationId });
  return actionFailure(r.error, {
    message: r.error.code === "invalid" ? null : "settings:locations.errors.not_found",
    values: input,
  });
}

export default function LocationsSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <LocationsScreen
        locations={loaderData.locations}
        locale={loaderData.locale}
        previewDays={loaderData.previewDays}
        answer={(actionData as Answer | undefined) ?? null}
      />
    </WithMessages>
  );
}

function LocationsScreen(props: {
  locations: LocationCalendarView[];
  locale: Locale;
  previewDays: number;
  answer: Answer | null;
}) {
  const { t } = useTranslation(["settings", "validation"]);
  return (
    <section data-testid="locations-settings" className="stack">
      <h1>{t("locations.title")}</h1>
      <p className="lead">{t("locations.lead")}</p>
      {props.locations.length === 0 && <p className="alert">{t("locations.empty")}</p>}
      {props.locations.map((l) => (
        <LocationCard
          key={l.id}
          location={l}
          locale={props.locale}
          previewDays={props.previewDays}
          answer={props.answer && locationOf(props.answer) === l.id ? props.answer : null}
        />
      ))}
    </section>
  );
}

function LocationCard({
  location: l,
  locale,
  previewDays,
  answer,
}: {
  location: LocationCalendarView;
  locale: Locale;
  previewDays: number;
  answer: Answer | null;
}) {
  const { t } = useTranslation(["settings", "validation"]);
  const busy = useNavigation().state === "submitting";
  // Calendar days carry no zone: printed as UTC so no zone moves them.
  const day = dateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const id = (name: string) => `loc-${l.id}-${name}`;
  // The answer's field errors belong to this card's forms only.
  const errors = answer?.fields ?? {};
  const typed = answer && !answer.ok ? answer.values : {};
  const region = useField("region", { idPrefix: `loc-${l.id}`, errors, hint: true });
  return (
    <section className="card stack" aria-labelledby={id("title")} data-testid={`location-${l.id}`}>
      <h2 id={id("title")}>
        {l.name} · {l.city}
      </h2>
      {answer?.message && (
        <p className={`alert ${answer.ok ? "success" : "error"}`} role={answer.ok ? "status" : "alert"}>
          {t(answer.message)}
        </p>
      )}
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="intent" value="region" />
        <input type="hidden" name="locationId" value={l.id} />
        <div className="field">
          <label htmlFor={region.id}>{t("locations.region")}</label>
          <select {...region.props} defaultValue={l.region ?? ""}>
            <option value="">{t("locations.region_none", { country: l.country })}</option>
            {l.regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
          <p className="field-hint" id={`${region.id}-hint`}>
            {t("locations.region_hint")}
          </p>
          <FieldError id={region.id} error={region.error} />
        </div>
        <div>
          <button type="submit" className="button secondary" disabled={busy}>
            {t("locations.save_region")}
          </button>
        </div>
      </Form>

      <h3>{t("locations.own_days")}</h3>
      {l.closedDays.length === 0 ? (
        <p className="muted">{t("locations.no_own_days")}</p>
      ) : (
        <ul className="stack" style={{ listStyle: "none", padding: 0 }} data-testid="own-closed-days">
          {l.closedDays.map((d) => (
            <li
              key={d.date}
              style={{ display: "flex", gap: "0.75rem", alignItems: "center", flexWrap: "wrap" }}
            >
              <span>
                <time dateTime={d.date}>{day.format(new Date(`${d.date}T00:00:00Z`))}</time>
                {d.note ? ` – ${d.note}` : ""}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove_closed" />
                <input type="hidden" name="locationId" value={l.id} />
                <input type="hidden" name="date" value={d.date} />
                <button
                  type="submit"
                  className="button secondary"
                  disabled={busy}
                  aria-label={t("locations.remove_day", { day: day.format(new Date(`${d.date}T00:00:00Z`)) })}
                >
                  {t("locations.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="intent" value="add_closed" />
        <input type="hidden" name="locationId" value={l.id} />
        <FormField
          name="date"
          type="date"
          required
          label={t("locations.date")}
          idPrefix={`loc-${l.id}`}
          errors={errors}
          defaultValue={typed.date}
        />
        <FormField
          name="note"
          maxLength={80}
          label={t("locations.note")}
          placeholder={t("locations.note_placeholder")}
          idPrefix={`loc-${l.id}`}
          errors={errors}
          defaultValue={typed.note}
        />
        <div>
          <button type="submit" className="button" disabled={busy}>
            {t("locations.add")}
          </button>
        </div>
      </Form>

      <h3>{t("locations.preview", { days: previewDays })}</h3>
      {Object.keys(l.upcoming).length === 0 ? (
        <p className="muted">{t("locations.preview_none")}</p>
      ) : (
        <ClosedDaysNote closed={l.upcoming} locale={locale} />
      )}
    </section>
  );
}
