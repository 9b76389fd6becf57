/**
 * account/jobs/lls, Hot Leads: the open jobs of the last 30 days ranked by a score that explains itself
 * on every row (recency, engagement weighed by the request's value, the value, source, priority;
 * core/leads/hot-lead-score.ts).
 */
import { data, Link } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { hotLeads } from "../../core/leads/insights.service.server";
import { jobList } from "../../core/leads/job-filters";
import styles from "../../features/jobs/insights.module.css";
import { accountPath } from "../../shared/account-routes";
import { numberFormat } from "../../shared/intl";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/hot-leads";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "hotLeads");
  const ctx = pageContext(request, context);
  const leads = await hotLeads(ctx.services, jobList.parse(ctx.url.searchParams));
  if (!leads.ok) throw data(null, { status: 403 });
  return {
    meta: { title: ctx.t("jobs:hot.title"), noindex: true },
    messages: messagesFor(ctx.locale, ["jobs"]),
    leads: leads.value.map((l) => ({ ...l, cdate: l.cdate.toISOString() })),
    locale: ctx.locale,
  };
}

export default function HotLeads({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <HotLeadsScreen leads={loaderData.leads} locale={loaderData.locale} />
    </WithMessages>
  );
}

type Lead = Route.ComponentProps["loaderData"]["leads"][number];

function HotLeadsScreen({ leads, locale }: { leads: Lead[]; locale: string }) {
  const { t } = useTranslation("jobs");
  /** Why a part has its points, where the request's value weighed it. */
  const why = (l: Lead, p: Lead["hot"]["parts"][number]) => {
    if (p.valueMinor === undefined) return null;
    const money = numberFormat(locale, { style: "currency", currency: l.currency });
    const value = p.valueMinor === null ? null : money.format(p.valueMinor / 100);
    if (p.factor === "engagement" && p.weightPercent !== undefined)
      return value === null
        ? t("hot.engagement_weighed_unknown", { percent: p.weightPercent })
        : t("hot.engagement_weighed", { percent: p.weightPercent, value });
    return value === null ? t("hot.value_unknown") : t("hot.value_of", { value });
  };
  return (
    <section className={styles.screen} data-testid="hot-leads-screen">
      <header>
        <p className="eyebrow">{t("list.eyebrow")}</p>
        <h1>{t("hot.title")}</h1>
        <p className="lead">{t("hot.lead")}</p>
      </header>
      {leads.length === 0 ? (
        <p>{t("hot.empty")}</p>
      ) : (
        <ol className={styles.hot}>
          {leads.map((l, i) => (
            <li key={l.id} data-testid="hot-lead">
              <div className={styles.hotHead}>
                <span className={styles.rank}>
                  <span aria-hidden="true">{i + 1}</span>
                  <span className="visually-hidden">{t("hot.rank", { n: i + 1 })}</span>
                </span>
                <div>
                  <Link to={accountPath("job", { workflowId: String(l.workflowId), jobId: String(l.id) })}>
                    {l.clientName}
                  </Link>
                  <p className={styles.muted}>
                    {[t(`system_types.${l.systemType}`), l.vehicle].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <p className={styles.score} data-testid="hot-score">
                  {t("hot.score", { score: l.hot.score })}
                </p>
              </div>
              <dl className={styles.parts} aria-label={t("hot.why")}>
                {l.hot.parts.map((p) => (
                  <div key={p.factor} data-factor={p.factor}>
                    <dt>{t(`hot.factors.${p.factor}`)}</dt>
                    <dd>
                      <meter min={0} max={p.max} value={p.points} aria-hidden="true" />
                      <span>{t("hot.points", { points: p.points, max: p.max })}</span>
                      {why(l, p) && (
                        <span className={styles.muted} data-testid="hot-why">
                          {why(l, p)}
                        </span>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
