/**
 * `tradeininvitation/{eventId}`: the trade-in offer a customer was invited to by mail,
 * with Accept and Decline (a plain POST form, works without JavaScript). The path value is the mail
 * link's single-use token. Bogus values are 404; a link that is over (expired, answered, superseded,
 * offer expired) is 410 with its own translated page; never a 500.
 */

import { data, Form, Link, redirect, useNavigation } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import {
  answerInvitation,
  type InvitationView,
  viewInvitation,
} from "../../core/trade-in/invitations.service.server";
import { formatMoney } from "../../features/catalog/format";
import { LinkProblem, linkProblem, problemStatus } from "../../features/mail-links/link-problem";
import styles from "../../features/mail-links/mail-links.module.css";
import { noStoreHeaders } from "../../features/mail-links/no-store";
import { accountPath } from "../../shared/account-routes";
import { actionFailure } from "../../shared/action-result";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { splitLocale } from "../../shared/locale-path";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/trade-in-invitation";
import { pageContext } from "./page-context.server";

const NAMESPACES = ["mail-links.common", "mail-links.invitation", "cars.fuel", "cars.gearbox"];

function serialize(view: InvitationView) {
  return { ...view, offerExpiresAt: view.offerExpiresAt.toISOString() };
}

/** Never stored: the page changes when the link is used, and its URL carries the token. */
export const headers = noStoreHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const messages = messagesFor(ctx.locale, NAMESPACES);
  const problem = (reason: string, answer?: string) =>
    data(
      {
        state: "problem" as const,
        reason,
        answer: answer ?? null,
        hasAccount: false,
        view: null,
        locale: ctx.locale,
        messages,
        meta: {
          title: ctx.t(`mail-links:invitation.problem.${reason}.title`),
          noindex: true,
        } satisfies PageMeta,
      },
      { status: problemStatus(reason) },
    );
  if (!context.project.features.trade_in) return problem("invalid");
  const view = await viewInvitation(ctx.services, params.eventId ?? "");
  if (!view.ok) {
    // Right after answering (the action redirects here): the confirmation, not "already answered".
    const answered = ctx.url.searchParams.get("answered");
    if (view.error.message === "answered" && answered && answered === view.error.answer) {
      return {
        state: "answered" as const,
        reason: null,
        answer: answered,
        hasAccount: ctx.url.searchParams.get("account") === "1",
        view: null,
        locale: ctx.locale,
        messages,
        meta: { title: ctx.t(`mail-links:invitation.${answered}_title`), noindex: true } satisfies PageMeta,
      };
    }
    return problem(view.error.message, view.error.answer);
  }
  return {
    state: "open" as const,
    reason: null,
    answer: null,
    hasAccount: false,
    view: serialize(view.value),
    locale: ctx.locale,
    messages,
    meta: { title: ctx.t("mail-links:invitation.title"), noindex: true } satisfies PageMeta,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  if (!context.project.features.trade_in) return actionFailure(linkProblem("invalid"));
  const form = await request.formData();
  const choice = form.get("answer");
  if (choice !== "accept" && choice !== "decline")
    return actionFailure({ code: "invalid", message: "invalid_answer" });
  const result = await answerInvitation(
    ctx.services,
    params.eventId ?? "",
    choice === "accept" ? "accepted" : "declined",
  );
  if (!result.ok) return actionFailure(linkProblem(result.error.message));
  // Post/redirect/get: a reload shows the confirmation again instead of posting twice.
  const query = new URLSearchParams({ answered: result.value.answer });
  if (result.value.hasAccount) query.set("account", "1");
  // Relative to the locale basename, which React Router adds back.
  throw redirect(`${splitLocale(ctx.url.pathname).rest}?${query}`, 303);
}

export default function TradeInInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("mail-links");
  const navigation = useNavigation();
  if (loaderData.state === "answered" && !actionData) {
    return (
      <div
        className="container page narrow"
        data-testid="invitation-answered"
        data-answer={loaderData.answer}
      >
        <p className="eyebrow">{t("invitation.eyebrow")}</p>
        <h1>{t(`invitation.${loaderData.answer}_title`)}</h1>
        <div className="alert success" role="status">
          <p className={styles.flush}>{t(`invitation.${loaderData.answer}_text`)}</p>
        </div>
        {loaderData.hasAccount && (
          <p>
            {t("invitation.account_hint")} <Link to={accountPath("dashboard")}>{t("common.account")}</Link>
          </p>
        )}
        <div className="actions">
          <Link className="button secondary" to="/">
            {t("common.home")}
          </Link>
        </div>
      </div>
    );
  }
  const reason =
    actionData && !actionData.ok && actionData.code !== "invalid"
      ? actionData.message
      : loaderData.state === "problem"
        ? loaderData.reason
        : null;
  if (reason || !loaderData.view) {
    return <LinkProblem area="invitation" reason={reason ?? "invalid"} eyebrow={t("invitation.eyebrow")} />;
  }
  const v = loaderData.view;
  const locale = loaderData.locale;
  const day = dateTimeFormat(locale, { dateStyle: "long", timeZone: v.timeZone });
  const month = dateTimeFormat(locale, { month: "2-digit", year: "numeric", timeZone: "UTC" });
  const km = numberFormat(locale);
  const l = v.dealer.location;
  return (
    <div className="container page narrow" data-testid="trade-in-invitation">
      <p className="eyebrow">{t("invitation.eyebrow")}</p>
      <h1>{t("invitation.title")}</h1>
      <p className="lead">{t("invitation.lead", { dealer: v.dealer.name })}</p>

      <section className={styles.offer} aria-labelledby="invitation-offer">
        <h2 id="invitation-offer">{t("invitation.offer")}</h2>
        <p className={styles.amount} data-testid="invitation-amount">
          {formatMoney(v.offerMinor, v.currency, locale)}
        </p>
        <p>{t("invitation.valid_until", { date: day.format(new Date(v.offerExpiresAt)) })}</p>
      </section>

      <section aria-labelledby="invitation-vehicle">
        <h2 id="invitation-vehicle">{t("invitation.vehicle")}</h2>
        <dl className={styles.facts}>
          <dt>{t("invitation.vehicle")}</dt>
          <dd>{`${v.vehicle.brandName} ${v.vehicle.modelName}`.trim()}</dd>
          {v.vehicle.firstRegistration && (
            <>
              <dt>{t("invitation.first_registration")}</dt>
              <dd>{month.format(new Date(`${v.vehicle.firstRegistration}T12:00:00Z`))}</dd>
            </>
          )}
          {v.vehicle.mileageKm !== null && (
            <>
              <dt>{t("invitation.mileage")}</dt>
              <dd>{t("invitation.mileage_value", { km: km.format(v.vehicle.mileageKm) })}</dd>
            </>
          )}
          {v.vehicle.fuel && (
            <>
              <dt>{t("invitation.fuel")}</dt>
              <dd>{t(`cars:fuel.${v.vehicle.fuel}`)}</dd>
            </>
          )}
          {v.vehicle.gearbox && (
            <>
              <dt>{t("invitation.gearbox")}</dt>
              <dd>{t(`cars:gearbox.${v.vehicle.gearbox}`)}</dd>
            </>
          )}
        </dl>
      </section>

      <section aria-labelledby="invitation-dealer">
        <h2 id="invitation-dealer">{t("invitation.dealer")}</h2>
        <p>
          <strong>{v.dealer.name}</strong>
          {l && (
            <>
              <br />
              {l.name}
              <br />
              {`${l.street} ${l.houseNumber}, ${l.zipCode} ${l.city}`}
              {l.phone && (
                <>
                  <br />
                  <a href={`tel:${l.phone}`}>{l.phone}</a>
                </>
              )}
            </>
          )}
        </p>
      </section>

      <section aria-labelledby="invitation-answer">
        <h2 id="invitation-answer">{t("invitation.answer")}</h2>
        <p>{t("invitation.answer_hint")}</p>
        <Form method="post" className="actions">
          <button
            type="submit"
            name="answer"
            value="accept"
            className="button"
            disabled={navigation.state !== "idle"}
            data-testid="invitation-accept"
          >
            {t("invitation.accept")}
          </button>
          <button
            type="submit"
            name="answer"
            value="decline"
            className="button secondary"
            disabled={navigation.state !== "idle"}
            data-testid="invitation-decline"
          >
            {t("invitation.decline")}
          </button>
        </Form>
      </section>
    </div>
  );
}
