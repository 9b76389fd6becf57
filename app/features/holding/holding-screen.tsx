/**
 * The holding page (holding admins): the holding's companies and their sites with domains, languages and
 * state, pause and resume, and the forms that add them. Nothing is deleted here.
 */
import { Form, useNavigation } from "react-router";
import type { CompanyView } from "../../core/holding/holding.service.server";
import { useTranslation } from "../../core/i18n/react";
import { dateTimeFormat } from "../../shared/intl";
import { CompanyForm, ProjectForm } from "./holding-forms";
import type { ScreenProps } from "./holding-types";

export function HoldingScreen(props: ScreenProps) {
  const { t } = useTranslation(["holding", "validation"]);
  const { answer } = props;
  const when = dateTimeFormat(props.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: props.timeZone,
  });
  return (
    <section data-testid="holding" className="stack">
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      {answer?.message && (
        <p
          className={`alert ${answer.ok ? "success" : "error"}`}
          role={answer.ok ? "status" : "alert"}
          data-testid="holding-message"
        >
          {t(answer.message)}
        </p>
      )}
      <Companies companies={props.companies} />
      <ProjectForm {...props} />
      <CompanyForm {...props} />
      <section className="card stack" aria-labelledby="holding-audit-title">
        <h2 id="holding-audit-title">{t("audit.title")}</h2>
        {props.audit.length === 0 ? (
          <p className="muted">{t("audit.empty")}</p>
        ) : (
          <ol className="stack" style={{ listStyle: "none", padding: 0 }} data-testid="holding-audit">
            {props.audit.map((e) => (
              <li key={e.id} data-testid="holding-audit-entry">
                <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                {" · "}
                {t(`audit.actions.${e.action}`, {
                  actor: e.actor,
                  subject: e.subject,
                  domains: Array.isArray(e.detail.domains) ? e.detail.domains.join(", ") : "",
                  admin: String(e.detail.admin ?? ""),
                })}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

function Companies({ companies }: { companies: CompanyView[] }) {
  const { t } = useTranslation("holding");
  const busy = useNavigation().state === "submitting";
  return (
    <section className="card stack" aria-labelledby="holding-companies-title">
      <h2 id="holding-companies-title">{t("companies.title")}</h2>
      <p className="muted">{t("delete_note")}</p>
      {companies.length === 0 && <p className="muted">{t("companies.empty")}</p>}
      {companies.map((c) => (
        <section key={c.id} className="stack" data-testid="holding-company" data-name={c.name}>
          <h3>
            {c.name}
            {c.legalName && c.legalName !== c.name && <span className="muted"> · {c.legalName}</span>}
            {c.city && <span className="muted"> · {c.city}</span>}
          </h3>
          {c.sites.length === 0 ? (
            <p className="muted">{t("companies.no_sites")}</p>
          ) : (
            // A list of cards, not a table: a site's row stays readable and its button reachable on a phone.
            <ul className="stack" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {c.sites.map((s) => (
                <li
                  key={s.id}
                  className="card stack"
                  data-testid="holding-site"
                  data-name={s.name}
                  data-state={s.state}
                >
                  <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" }}>
                    <strong>{s.name}</strong>
                    {s.current && <span className="muted">({t("sites.current")})</span>}
                    <span className={`badge state-${s.state}`} data-testid="site-state">
                      {t(`states.${s.state}`)}
                    </span>
                  </div>
                  <dl className="stack" style={{ margin: 0 }}>
                    <div>
                      <dt className="muted">{t("sites.domains")}</dt>
                      <dd style={{ margin: 0, overflowWrap: "anywhere" }}>
                        {s.domains.length ? s.domains.join(", ") : t("sites.no_domain")}
                      </dd>
                    </div>
                    <div>
                      <dt className="muted">{t("sites.languages")}</dt>
                      <dd style={{ margin: 0 }}>
                        {s.languages
                          .map((l) =>
                            l === s.defaultLanguage ? `${t(`languages.${l}`)} *` : t(`languages.${l}`),
                          )
                          .join(", ")}
                        {" · "}
                        {s.currency} · {s.timeZone}
                      </dd>
                    </div>
                  </dl>
                  <Form method="post">
                    <input type="hidden" name="intent" value={s.state === "paused" ? "resume" : "pause"} />
                    <input type="hidden" name="projectId" value={s.id} />
                    <button type="submit" className="button secondary" disabled={busy}>
                      {t(s.state === "paused" ? "actions.resume" : "actions.pause", { name: s.name })}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}
