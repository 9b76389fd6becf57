/**
 * `unsubscribe/{eventId}`: the address (masked) and the mail category of the link,
 * and a confirm button. Only a POST unsubscribes: mail scanners fetch links with GET. The same URL takes
 * RFC 8058 one-click (`List-Unsubscribe=One-Click`) from mail programs (server/app.ts lets that POST
 * through without an Origin: the token authorises it). Bogus values are 404, expired links 410.
 */

import { data, Form, useNavigation } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { confirmUnsubscribe, viewUnsubscribe } from "../../core/mail/unsubscribe.service.server";
import { LinkProblem, linkProblem, problemStatus } from "../../features/mail-links/link-problem";
import styles from "../../features/mail-links/mail-links.module.css";
import { noStoreHeaders } from "../../features/mail-links/no-store";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/unsubscribe";
import { pageContext } from "./page-context.server";

const NAMESPACES = ["mail-links.common", "mail-links.unsubscribe", "mail-links.categories"];

/** Never stored: the page changes when the link is used, and its URL carries the token. */
export const headers = noStoreHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const messages = messagesFor(ctx.locale, NAMESPACES);
  const view = await viewUnsubscribe(ctx.services, params.eventId ?? "");
  if (!view.ok) {
    const reason = view.error.message;
    return data(
      {
        reason,
        view: null,
        messages,
        meta: {
          title: ctx.t(`mail-links:unsubscribe.problem.${reason}.title`),
          noindex: true,
        } satisfies PageMeta,
      },
      { status: problemStatus(reason) },
    );
  }
  return {
    reason: null,
    view: view.value,
    messages,
    meta: { title: ctx.t("mail-links:unsubscribe.title"), noindex: true } satisfies PageMeta,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const result = await confirmUnsubscribe(ctx.services, params.eventId ?? "");
  if (!result.ok) return actionFailure(linkProblem(result.error.message));
  const { maskedEmail, category } = result.value;
  return actionSuccess(null, { done: { maskedEmail, category } });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("mail-links");
  const navigation = useNavigation();
  const done = actionData?.ok ? actionData.done : loaderData.view?.done ? loaderData.view : null;
  if (done) {
    return (
      <div className="container page narrow" data-testid="unsubscribe-done">
        <p className="eyebrow">{t("unsubscribe.eyebrow")}</p>
        <h1>{t("unsubscribe.done_title")}</h1>
        <div className="alert success" role="status">
          <p className={styles.flush}>
            {t("unsubscribe.done_text", {
              category: t(`categories.${done.category}`),
              email: done.maskedEmail,
            })}
          </p>
        </div>
        <p>{t("unsubscribe.hint")}</p>
      </div>
    );
  }
  const reason = (actionData && !actionData.ok ? actionData.message : null) ?? loaderData.reason;
  if (reason || !loaderData.view) {
    return <LinkProblem area="unsubscribe" reason={reason ?? "invalid"} eyebrow={t("unsubscribe.eyebrow")} />;
  }
  const v = loaderData.view;
  return (
    <div className="container page narrow" data-testid="unsubscribe">
      <p className="eyebrow">{t("unsubscribe.eyebrow")}</p>
      <h1>{t("unsubscribe.title")}</h1>
      <p className="lead">{t("unsubscribe.lead")}</p>
      <dl className={styles.facts}>
        <dt>{t("unsubscribe.address")}</dt>
        <dd data-testid="unsubscribe-email">{v.maskedEmail}</dd>
        <dt>{t("unsubscribe.category")}</dt>
        <dd>{t(`categories.${v.category}`)}</dd>
      </dl>
      <p>{t("unsubscribe.hint")}</p>
      <Form method="post">
        <button
          type="submit"
          className="button"
          disabled={navigation.state !== "idle"}
          data-testid="unsubscribe-confirm"
        >
          {t("unsubscribe.confirm")}
        </button>
      </Form>
    </div>
  );
}
