/**
 * `car-service/appointment/{token}` (an address of our own, docs/decisions/0027-bookings-and-requests.md):
 * the page of the link in the appointment mails. Shows the appointment; while it is upcoming, moves it
 * to another free slot or cancels it (two POST forms, `intent` move|cancel, PRG back here). Right after
 * booking (`?booked=1`) it is the confirmation. Bogus tokens are 404, expired links 410.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import {
  cancelAppointment,
  moveAppointment,
  viewAppointment,
} from "../../core/service-booking/service-booking.service.server";
import { CLOSED_DAYS_MESSAGES, ClosedDaysNote } from "../../features/locations/closed-days-note";
import { noStoreHeaders } from "../../features/mail-links/no-store";
import styles from "../../features/service-booking/service-booking.module.css";
import { SlotPicker } from "../../features/service-booking/slot-picker";
import { actionFailure } from "../../shared/action-result";
import { splitLocale } from "../../shared/locale-path";
import { LOCALE_TAGS } from "../../shared/locales";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/service-appointment";
import { pageContext } from "./page-context.server";

/** Never stored: the URL carries the token and the page changes with every move. */
export const headers = noStoreHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const messages = messagesFor(ctx.locale, ["service-booking", FORM_MESSAGES, CLOSED_DAYS_MESSAGES]);
  const view = await viewAppointment(ctx.services, params.token ?? "");
  const notice = ["booked", "moved", "cancelled"].find((k) => ctx.url.searchParams.has(k)) ?? null;
  if (!view.ok) {
    const reason = view.error.message;
    return data(
      {
        reason,
        appointment: null,
        notice: null,
        day: null,
        locale: ctx.locale,
        messages,
        meta: {
          title: ctx.t(`service-booking:manage.problem.${reason}.title`),
          noindex: true,
        } satisfies PageMeta,
      },
      { status: reason === "invalid" ? 404 : 410 },
    );
  }
  return {
    reason: null,
    appointment: view.value,
    notice,
    day: ctx.url.searchParams.get("day"),
    locale: ctx.locale,
    messages,
    meta: {
      title: ctx.t(
        notice === "booked" ? "service-booking:manage.booked_title" : "service-booking:manage.title",
      ),
      noindex: true,
    } satisfies PageMeta,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = Object.fromEntries(await request.formData());
  const token = params.token ?? "";
  const options = { origin: context.origin };
  const result =
    form.intent === "cancel"
      ? await cancelAppointment(ctx.services, token, options)
      : await moveAppointment(ctx.services, token, { slot: form.slot }, options);
  if (!result.ok) return actionFailure(result.error, { values: {} });
  throw redirect(
    `${splitLocale(ctx.url.pathname).rest}?${form.intent === "cancel" ? "cancelled" : "moved"}=1`,
    303,
  );
}

export default function ServiceAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["service-booking", "validation"]);
  const navigation = useNavigation();
  const a = loaderData.appointment;
  if (!a) {
    const reason = loaderData.reason ?? "invalid";
    return (
      <div className="container page narrow" data-testid="token-invalid" data-reason={reason}>
        <p className="eyebrow">{t("manage.eyebrow")}</p>
        <h1>{t(`manage.problem.${reason}.title`)}</h1>
        <p className="lead">{t(`manage.problem.${reason}.text`)}</p>
      </div>
    );
  }
  const notice = actionData ? null : loaderData.notice;
  const error = actionData && !actionData.ok ? (actionData.fields.slot?.[0] ?? actionData.message) : null;
  const tag = LOCALE_TAGS[loaderData.locale];
  return (
    <div className="container page narrow" data-testid="service-appointment" data-status={a.status}>
      <p className="eyebrow">{t("manage.eyebrow")}</p>
      <h1>{t(notice === "booked" ? "manage.booked_title" : "manage.title")}</h1>
      {notice && (
        <div className="alert success" role="status" data-testid="service-notice">
          {t(notice === "booked" ? "manage.booked_text" : `manage.${notice}`)}
        </div>
      )}
      {error && (
        <div className="alert" role="alert">
          {t(error)}
        </div>
      )}
      {a.status === "cancelled" && <p className="alert">{t("manage.status_cancelled")}</p>}
      {a.status === "past" && <p className="alert">{t("manage.status_past")}</p>}
      <dl className={styles.facts}>
        <dt>{t("manage.service")}</dt>
        <dd>{a.service}</dd>
        <dt>{t("manage.when")}</dt>
        <dd data-testid="service-when">
          {a.date}, {a.time}
        </dd>
        <dt>{t("manage.where")}</dt>
        <dd>
          {a.location.name}, {a.location.address}
        </dd>
        <dt>{t("manage.vehicle")}</dt>
        <dd>{a.vehicle}</dd>
        <dt>{t("manage.price")}</dt>
        <dd>{a.price}</dd>
      </dl>
      {a.status === "booked" && (
        <>
          {a.days.length > 0 && (
            <section className={styles.section} aria-labelledby="svc-move">
              <h2 id="svc-move">{t("manage.move_title")}</h2>
              <Form method="post" noValidate>
                <input type="hidden" name="intent" value="move" />
                <SlotPicker
                  days={a.days}
                  day={loaderData.day}
                  dayHref={(day) => `?day=${day}`}
                  localeTag={tag}
                />
                <ClosedDaysNote closed={a.closed} locale={loaderData.locale} />
                <button type="submit" className="button" disabled={navigation.state !== "idle"}>
                  {t("manage.move_submit")}
                </button>
              </Form>
            </section>
          )}
          <section className={styles.section} aria-labelledby="svc-cancel">
            <h2 id="svc-cancel">{t("manage.cancel_title")}</h2>
            <p>{t("manage.cancel_text")}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <button
                type="submit"
                className="button secondary"
                disabled={navigation.state !== "idle"}
                data-testid="service-cancel"
              >
                {t("manage.cancel_submit")}
              </button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}
