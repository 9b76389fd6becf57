/**
 * One job: client, vehicle, what the form said, the timeline, documents, and
 * everything an employee does to it. Every form posts to the route's action.
 */
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import { timeZoneLabel } from "../../shared/date-time";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { CommunityPanel } from "../community/community-panel";
import { TradeInPanel } from "../trade-in-panel/trade-in-panel";
import panelStyles from "../trade-in-panel/trade-in-panel.module.css";
import styles from "./job.module.css";
import { JobOutcomeField } from "./job-outcome-field";
import { ChoiceForm, EventDetail, toLocalInput } from "./job-parts";
import { JobPriority } from "./job-priority";
import { JobRequestDetails } from "./job-request-details";
import { jobSourceKey } from "./job-source";
import type { D, Message } from "./job-types";
import { OrderPanel } from "./order-panel";

export function JobScreen({ d, message }: { d: D; message: Message | null }) {
  const { t } = useTranslation("jobs");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const j = d.job;
  const when = dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone });
  const money = numberFormat(d.locale, { style: "currency", currency: d.currency, maximumFractionDigits: 0 });
  const name = [j.clientFirstName, j.clientLastName].filter(Boolean).join(" ") || j.clientEmail || "";
  const employeeName = (id: string | null) =>
    id ? (d.employees.find((e) => e.value === id)?.label ?? t("job.former_employee")) : t("job.unassigned");
  const statusName = (id: unknown) => d.workflow.statuses.find((s) => s.id === Number(id))?.name ?? "";
  const closed = j.visibility !== "open";
  const deadlineLocal = j.deadline ? toLocalInput(new Date(j.deadline), d.timeZone) : "";
  // A saved comment leaves the box empty (its text is in the timeline now); a failed one keeps it.
  const commentForm = useRef<HTMLFormElement>(null);
  const sendingComment = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting" && navigation.formData?.get("intent") === "comment") {
      sendingComment.current = true;
    } else if (navigation.state === "idle" && sendingComment.current) {
      sendingComment.current = false;
      if (message?.ok) commentForm.current?.reset();
    }
  }, [navigation.state, navigation.formData, message]);

  return (
    <article className={styles.job} data-testid="job-screen" data-visibility={j.visibility}>
      <p className="eyebrow" data-tour="job-workflow">
        <Link to={accountPath("workflowJobs", { workflowId: String(d.workflow.id) })}>{d.workflow.name}</Link>
      </p>
      <header className={styles.head}>
        <h1>{name}</h1>
        <div className={styles.badges}>
          <span className={styles.status} data-testid="job-status" data-tour="job-status">
            {t(`visibility_state.${j.visibility}`)} · {j.statusName}
          </span>
          <JobPriority priority={j.effectivePriority} critical={j.critical} />
          <Form method="post">
            <input type="hidden" name="intent" value="star" />
            <input type="hidden" name="starred" value={j.starred ? "false" : "true"} />
            <button
              type="submit"
              className={styles.starButton}
              aria-pressed={j.starred}
              data-testid="job-star"
            >
              {j.starred ? `★ ${t("job.unstar")}` : `☆ ${t("job.star")}`}
            </button>
          </Form>
        </div>
      </header>
      {message?.message && (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? styles.saved : styles.failed}
          data-testid="job-message"
        >
          {t(message.message.replace(/^jobs:/, ""))}
        </p>
      )}

      <div className={styles.columns}>
        <div className={styles.main}>
          <section aria-labelledby="job-request">
            <h2 id="job-request">{t("job.request")}</h2>
            <dl className={styles.facts}>
              <dt>{t("job.system_type")}</dt>
              <dd>{t(`system_types.${j.systemType}`)}</dd>
              <dt>{t("job.received")}</dt>
              <dd>
                <time dateTime={j.cdate}>{when.format(new Date(j.cdate))}</time>
              </dd>
              <dt>{t("job.source")}</dt>
              <dd>{t(jobSourceKey(j.source))}</dd>
              <JobRequestDetails rows={d.request} />
            </dl>
          </section>

          {d.order && <OrderPanel order={d.order} locale={d.locale} timeZone={d.timeZone} busy={busy} />}

          {d.community && (
            <CommunityPanel panel={d.community} locale={d.locale} timeZone={d.timeZone} busy={busy} />
          )}

          {d.tradeIn && (
            <TradeInPanel
              panel={d.tradeIn}
              locale={d.locale}
              currency={d.currency}
              timeZone={d.timeZone}
              clientEmail={j.clientEmail}
              actionData={message}
              busy={busy}
            />
          )}

          <section aria-labelledby="job-timeline" data-tour="job-timeline">
            <h2 id="job-timeline">{t("job.timeline")}</h2>
            <ol className={styles.timeline} data-testid="job-timeline">
              {j.events.map((e) => (
                <li key={e.id} data-kind={e.kind}>
                  <p className={styles.eventHead}>
                    <strong>{t(`events.${e.kind}`)}</strong>{" "}
                    <span>
                      {e.actorId
                        ? [e.actorFirstName, e.actorLastName].filter(Boolean).join(" ")
                        : t("job.system")}{" "}
                      · <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>
                    </span>
                  </p>
                  <EventDetail
                    kind={e.kind}
                    data={e.data as Record<string, unknown>}
                    locale={d.locale}
                    timeZone={d.timeZone}
                    orderLink={d.orderLink}
                    statusName={statusName}
                    employeeName={employeeName}
                    format={(iso) => when.format(new Date(iso))}
                  />
                </li>
              ))}
            </ol>
            <Form method="post" className={styles.comment} data-tour="job-comment" ref={commentForm}>
              <input type="hidden" name="intent" value="comment" />
              <label htmlFor="job-comment">{t("job.comment")}</label>
              <textarea id="job-comment" name="text" rows={3} required maxLength={4000} />
              <button type="submit" className="button" disabled={busy} data-testid="job-comment-submit">
                {t("job.comment_button")}
              </button>
            </Form>
          </section>

          <section aria-labelledby="job-documents">
            <h2 id="job-documents">{t("job.documents")}</h2>
            {j.documents.length === 0 ? (
              <p>{t("job.no_documents")}</p>
            ) : (
              <table className={styles.docs}>
                <thead>
                  <tr>
                    <th scope="col">{t("documents.number")}</th>
                    <th scope="col">{t("documents.type")}</th>
                    <th scope="col">{t("documents.direction")}</th>
                    <th scope="col">{t("documents.amount")}</th>
                  </tr>
                </thead>
                <tbody>
                  {j.documents.map((doc) => (
                    <tr key={doc.id}>
                      <th scope="row">
                        {doc.number}
                        {doc.hasErrors && (
                          <span className={styles.docError}> · {t("documents.has_errors")}</span>
                        )}
                      </th>
                      <td>{t(`documents.types.${doc.docType}`)}</td>
                      <td>{t(`documents.directions.${doc.direction}`)}</td>
                      <td>
                        {numberFormat(d.locale, { style: "currency", currency: doc.currency }).format(
                          doc.amountMinor / 100,
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>

        <aside className={styles.side}>
          <section aria-labelledby="job-client">
            <h2 id="job-client">{t("job.client")}</h2>
            <p className={styles.clientName}>
              {d.clientLink ? (
                <Link to={accountPath("client", { id: j.clientId })} data-testid="job-client-link">
                  {name}
                </Link>
              ) : (
                name
              )}
            </p>
            {j.clientCompany && <p>{j.clientCompany}</p>}
            {j.clientEmail && (
              <p>
                <a href={`mailto:${j.clientEmail}`}>{j.clientEmail}</a>
              </p>
            )}
            {j.clientPhone && (
              <p>
                <a href={`tel:${j.clientPhone}`}>{j.clientPhone}</a>
              </p>
            )}
            <p>{t("job.language", { language: j.language.toUpperCase() })}</p>
          </section>
          {(j.vehicleBrandName || j.vehicleModelName) && (
            <section aria-labelledby="job-vehicle">
              <h2 id="job-vehicle">{t("job.vehicle")}</h2>
              <p>{[j.vehicleBrandName, j.vehicleModelName].filter(Boolean).join(" ")}</p>
              {j.vehicleValueMinor !== null && <p>{money.format(j.vehicleValueMinor / 100)}</p>}
            </section>
          )}

          <section aria-labelledby="job-work" className={styles.work}>
            <h2 id="job-work">{t("job.work")}</h2>
            <ChoiceForm
              intent="status"
              id="job-status-select"
              name="statusId"
              label={t("job.status")}
              value={String(j.statusId)}
              options={d.workflow.statuses.map((s) => ({ value: String(s.id), label: s.name }))}
              disabled={busy || j.visibility === "deleted"}
            />
            <ChoiceForm
              intent="assign"
              id="job-assignee"
              name="assigneeId"
              label={t("job.assignee")}
              value={j.assigneeId ?? ""}
              options={[{ value: "", label: t("job.unassigned") }, ...d.employees]}
              disabled={busy}
              testId="job-assign-submit"
            />
            <ChoiceForm
              intent="priority"
              id="job-priority"
              name="priority"
              label={t("job.priority")}
              value={String(j.priority)}
              options={["3", "2", "1", "0"].map((p) => ({ value: p, label: t(`priority.${p}`) }))}
              disabled={busy}
            />
            <Form method="post" className={styles.inline}>
              <input type="hidden" name="intent" value="deadline" />
              <label htmlFor="job-deadline">
                {t("job.deadline", { zone: timeZoneLabel(d.timeZone, d.locale) })}
              </label>
              <input id="job-deadline" type="datetime-local" name="deadline" defaultValue={deadlineLocal} />
              <button
                type="submit"
                className="button secondary"
                disabled={busy}
                data-testid="job-deadline-submit"
              >
                {t("job.save")}
              </button>
            </Form>
            {j.deadline && (
              <p data-testid="job-deadline">
                {t("job.deadline_is", { when: when.format(new Date(j.deadline)) })}
              </p>
            )}
            {j.clientEmail && (
              <Form method="post" className={panelStyles.invite}>
                <input type="hidden" name="intent" value="callback_link" />
                <p className={panelStyles.hint}>{t("callback.hint", { email: j.clientEmail })}</p>
                <button
                  type="submit"
                  className="button secondary"
                  disabled={busy}
                  data-testid="job-callback-link"
                >
                  {t("callback.send")}
                </button>
              </Form>
            )}

            {!closed && (
              <div className={styles.outcome}>
                <Form method="post" className={styles.inline}>
                  <input type="hidden" name="intent" value="won" />
                  <JobOutcomeField outcome="won" id="job-won-reason" />
                  {d.order?.status === "placed" && (
                    <p className={panelStyles.hint} data-testid="job-won-confirms">
                      {t("order_panel.won_confirms", { number: d.order.number })}
                    </p>
                  )}
                  <button type="submit" className="button" disabled={busy} data-testid="job-won">
                    {t("job.won")}
                  </button>
                </Form>
                <Form method="post" className={styles.inline}>
                  <input type="hidden" name="intent" value="lost" />
                  <JobOutcomeField outcome="lost" id="job-lost-reason" />
                  <button type="submit" className="button secondary" disabled={busy} data-testid="job-lost">
                    {t("job.lost")}
                  </button>
                </Form>
              </div>
            )}
            {j.visibility === "deleted" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <button type="submit" className="button secondary" data-testid="job-restore">
                  {t("job.restore")}
                </button>
              </Form>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <button type="submit" className={`button ${styles.danger}`} data-testid="job-delete">
                  {t("job.delete")}
                </button>
              </Form>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}
