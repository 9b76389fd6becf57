/**
 * account/jobs/lls, Hot Leads: the open jobs of the last 30 days ranked by a score that explains itself
 * on every row (recency, engagement, vehicle value, source, priority; core/leads/hot-lead-score.ts).
 */
import { data, Link } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { hotLeads } from "../../core/leads/insights.service.server";
import { jobList } from "../../core/leads/job-filters";
import styles from "../../features/jobs/insights.module.css";
import { accountPath } from "../../shared/account-routes";
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
  };
}

export default function HotLeads({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <HotLeadsScreen leads={loaderData.leads} />
    </WithMessages>
  );
}

function HotLeadsScreen({ leads }: { leads: Route.ComponentProps["loaderData"]["leads"] }) {
  const { t } = useTranslation("jobs");
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
