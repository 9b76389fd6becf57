/**
 * `orderConfirm/{token}`: the link of the order mail that confirms a guest's order, so the used car it
 * holds provisionally stays reserved for the full 48 hours (docs/decisions/0045-abuse-limits.md).
 * Opening the link confirms (one click from the mail; unlike unsubscribing, a mail scanner that opens
 * it first only proves what the link is for: that the address receives mail). Single-use; a bogus
 * value is 404, a used or expired link 410, an order that no longer holds its car 409.
 */
import { data, Link } from "react-router";
import { confirmOrderHold } from "../../core/commerce/order-hold.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { formatAppointment } from "../../core/locations/zoned-time";
import { noStoreHeaders } from "../../features/mail-links/no-store";
import { projectTimeZone } from "../../shared/date-time";
import { LOCALE_TAGS } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/order-confirm";
import { pageContext } from "./page-context.server";

/** Never stored: the URL carries the token, and the answer changes when it is used. */
export const headers = noStoreHeaders;

const STATUS = { invalid: 404, expired: 410, used: 410, lapsed: 409 } as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const messages = messagesFor(ctx.locale, ["checkout.hold", "checkout.complete"]);
  const result = await confirmOrderHold(ctx.services, (params.token ?? "").slice(0, 100));
  if (!result.ok) {
    const reason = result.error.code === "conflict" ? "lapsed" : result.error.message;
    return data(
      {
        locale: ctx.locale,
        messages,
        confirmed: null,
        reason,
        meta: { title: ctx.t(`checkout:hold.problem.${reason}.title`), noindex: true } satisfies PageMeta,
      },
      { status: STATUS[reason] },
    );
  }
  const until = formatAppointment(
    result.value.until,
    projectTimeZone(context.project),
    LOCALE_TAGS[ctx.locale],
  );
  context.logger.info({ order: result.value.number }, "order hold confirmed");
  return {
    locale: ctx.locale,
    messages,
    confirmed: { number: result.value.number, until: `${until.date} ${until.time}` },
    reason: null,
    meta: { title: ctx.t("checkout:hold.confirmed_title"), noindex: true } satisfies PageMeta,
  };
}

export default function OrderConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { confirmed, reason, locale } = loaderData;
  if (confirmed) {
    return (
      <div className="container page narrow" data-testid="order-hold-confirmed">
        <h1>{t("hold.confirmed_title")}</h1>
        <div className="alert success" role="status">
          <p>{t("hold.confirmed_text", confirmed)}</p>
        </div>
        <div className="actions">
          <Link className="button" to={routePath("shop", locale)}>
            {t("complete.shop")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="container page narrow" data-testid="order-hold-problem" data-reason={reason}>
      <h1>{t(`hold.problem.${reason}.title`)}</h1>
      <p className="lead">{t(`hold.problem.${reason}.text`)}</p>
      <div className="actions">
        <Link className="button" to="/contact">
          {t("hold.contact")}
        </Link>
      </div>
    </div>
  );
}
