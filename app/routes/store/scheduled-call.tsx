/**
 * `scheduledCall/{token}`: the client picks a call-back time from the location's free
 * slots (radio buttons grouped by day, works without JavaScript) and may add a note; that books one
 * CALLBACK job with the slot as its deadline. Bogus values are 404, expired or used links 410.
 */

import { data, Form, redirect, useNavigation } from "react-router";
import {
  bookedScheduledCall,
  bookScheduledCall,
  type ScheduledCallView,
  viewScheduledCall,
} from "../../core/callbacks/scheduled-call.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { formatDay } from "../../core/locations/zoned-time";
import { LinkProblem, linkProblem, problemStatus } from "../../features/mail-links/link-problem";
import styles from "../../features/mail-links/mail-links.module.css";
import { noStoreHeaders } from "../../features/mail-links/no-store";
import { actionFailure } from "../../shared/action-result";
import { splitLocale } from "../../shared/locale-path";
import { LOCALE_TAGS } from "../../shared/locales";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/scheduled-call";
import { pageContext } from "./page-context.server";

const NAMESPACES = ["mail-links.common", "mail-links.scheduled_call", FORM_MESSAGES];

/** Never stored: the page changes when the link is used, and its URL carries the token. */
export const headers = noStoreHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const messages = messagesFor(ctx.locale, NAMESPACES);
  const view = await viewScheduledCall(ctx.services, params.token ?? "");
  if (!view.ok) {
    const reason = view.error.message;
    // Right after booking (the action redirects here): the confirmation, not "already used".
    const booked =
      reason === "used" && ctx.url.searchParams.has("booked")
        ? await bookedScheduledCall(ctx.services, params.token ?? "")
        : null;
    if (booked) {
      return {
        reason: null,
        booked: { date: booked.date, time: booked.time, location: booked.location },
        view: null,
        locale: ctx.locale,
        messages,
        meta: { title: ctx.t("mail-links:scheduled_call.booked_title"), noindex: true } satisfies PageMeta,
      };
    }
    return data(
      {
        reason,
        booked: null,
        view: null as ScheduledCallView | null,
        locale: ctx.locale,
        messages,
        meta: {
          title: ctx.t(`mail-links:scheduled_call.problem.${reason}.title`),
          noindex: true,
        } satisfies PageMeta,
      },
      { status: problemStatus(reason) },
    );
  }
  return {
    reason: null,
    booked: null,
    view: view.value,
    locale: ctx.locale,
    messages,
    meta: { title: ctx.t("mail-links:scheduled_call.title"), noindex: true } satisfies PageMeta,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  const result = await bookScheduledCall(ctx.services, params.token ?? "", {
    slot: text("slot"),
    note: text("note"),
  });
  if (!result.ok) {
    if (result.error.code === "invalid")
      return actionFailure(result.error, { message: null, values: { note: text("note") ?? "" } });
    return actionFailure(linkProblem(result.error.message));
  }
  // Post/redirect/get (relative to the locale basename, which React Router adds back).
  throw redirect(`${splitLocale(ctx.url.pathname).rest}?booked=1`, 303);
}

export default function ScheduledCall({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["mail-links", "validation"]);
  const navigation = useNavigation();
  if (loaderData.booked && !actionData) {
    return (
      <div className="container page narrow" data-testid="scheduled-call-booked">
        <p className="eyebrow">{t("scheduled_call.eyebrow")}</p>
        <h1>{t("scheduled_call.booked_title")}</h1>
        <div className="alert success" role="status">
          <p className={styles.flush}>{t("scheduled_call.booked_text", loaderData.booked)}</p>
        </div>
      </div>
    );
  }
  const failed = actionData && !actionData.ok ? actionData : null;
  const reason = (failed?.code === "invalid" ? null : failed?.message) ?? loaderData.reason;
  if (reason || !loaderData.view) {
    return (
      <LinkProblem area="scheduled_call" reason={reason ?? "invalid"} eyebrow={t("scheduled_call.eyebrow")} />
    );
  }
  const v = loaderData.view;
  const fields: Record<string, string[] | undefined> = failed?.fields ?? {};
  const slotError = fields.slot?.[0];
  const noteError = fields.note?.[0];
  const tag = LOCALE_TAGS[loaderData.locale];
  return (
    <div className="container page narrow" data-testid="scheduled-call">
      <p className="eyebrow">{t("scheduled_call.eyebrow")}</p>
      <h1>{t("scheduled_call.title")}</h1>
      <p className="lead">{t("scheduled_call.lead", { location: v.location.name, city: v.location.city })}</p>
      {v.days.length === 0 ? (
        <p className="alert">
          {t("scheduled_call.no_slots")}
          {v.location.phone && (
            <>
              {" "}
              <a href={`tel:${v.location.phone}`}>{v.location.phone}</a>
            </>
          )}
        </p>
      ) : (
        <Form method="post" noValidate>
          <h2 id="call-slots">{t("scheduled_call.slots")}</h2>
          {slotError && (
            <p className={`alert ${styles.error}`} role="alert" id="slot-error">
              {t(slotError)}
            </p>
          )}
          {v.days.map((d) => (
            <fieldset key={d.day} className={styles.day}>
              <legend>{formatDay(d.day, tag)}</legend>
              <div className={styles.slots}>
                {d.slots.map((time) => (
                  <label key={time} className={styles.slot}>
                    <input
                      type="radio"
                      name="slot"
                      value={`${d.day}T${time}`}
                      required
                      aria-describedby={slotError ? "slot-error" : undefined}
                    />
                    {time}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div className={styles.field}>
            <label htmlFor="call-note">{t("scheduled_call.note")}</label>
            <textarea
              id="call-note"
              name="note"
              rows={3}
              maxLength={1000}
              placeholder={t("scheduled_call.note_hint")}
              defaultValue={failed?.values.note ?? ""}
              aria-invalid={noteError ? true : undefined}
            />
            {noteError && <p className={styles.error}>{t(noteError)}</p>}
          </div>
          <button
            type="submit"
            className="button"
            disabled={navigation.state !== "idle"}
            data-testid="scheduled-call-submit"
          >
            {t("scheduled_call.submit")}
          </button>
        </Form>
      )}
    </div>
  );
}
