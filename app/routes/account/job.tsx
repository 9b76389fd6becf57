/**
 * account/jobs/{workflowId}/{jobId}: one job (spec 7 single job): client, vehicle, what the form said,
 * the timeline, documents, and everything an employee does to it. Every form posts to this route's
 * action, which calls the same service as the API.
 */
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { mayOpenClient } from "../../core/access/visibility.server";
import { changeOrderOfJob, jobOrderPanel } from "../../core/commerce/job-order.service.server";
import {
  approveMembership,
  mayApproveMembership,
  membershipOf,
} from "../../core/community/community.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { filterOptions } from "../../core/leads/filter-options.service.server";
import { jobList } from "../../core/leads/job-filters";
import { jobRequestTexts } from "../../core/leads/job-request-texts.server";
import { applyJobAction, getJob } from "../../core/leads/jobs.service.server";
import { listWorkflowDefs } from "../../core/leads/workflows.service.server";
import { zonedParts } from "../../core/locations/zoned-time";
import { defaultOfferDay } from "../../core/trade-in/trade-in-edit";
import {
  getTradeInPanel,
  type TradeInPanel as PanelRows,
} from "../../core/trade-in/trade-in-edit.service.server";
import { CommunityPanel } from "../../features/community/community-panel";
import styles from "../../features/jobs/job.module.css";
import { jobActionFromForm } from "../../features/jobs/job-action-form.server";
import { JobOutcomeField } from "../../features/jobs/job-outcome-field";
import { JobPriority } from "../../features/jobs/job-priority";
import { JobRequestDetails } from "../../features/jobs/job-request-details";
import { requestRows } from "../../features/jobs/job-request-fields";
import { jobSourceKey } from "../../features/jobs/job-source";
import { OrderEvent } from "../../features/jobs/order-event";
import { OrderPanel } from "../../features/jobs/order-panel";
import { isPanelIntent, panelAction } from "../../features/trade-in-panel/panel-action.server";
import { TradeInEvent } from "../../features/trade-in-panel/trade-in-event";
import { TradeInPanel, type TradeInPanelData } from "../../features/trade-in-panel/trade-in-panel";
import panelStyles from "../../features/trade-in-panel/trade-in-panel.module.css";
import { accountPath, accountRoute, mayOpen } from "../../shared/account-routes";
import { projectTimeZone, timeZoneLabel } from "../../shared/date-time";
import { dbId } from "../../shared/db-id";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/job";
import { requireAccess } from "./guard.server";

function jobIdOf(params: Record<string, string | undefined>): number {
  const id = dbId(params.jobId);
  if (id === null) notFound();
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "job");
  const ctx = pageContext(request, context);
  const id = jobIdOf(params);
  const job = await getJob(ctx.services, id);
  if (!job.ok) notFound();
  // The job lives in one workflow: a link with another workflow's id goes to the right address.
  if (String(job.value.workflowId) !== params.workflowId) {
    throw redirect(accountPath("job", { workflowId: String(job.value.workflowId), jobId: String(id) }));
  }
  const payload = job.value.payload as Record<string, unknown>;
  const [defs, employees, tradeIn, order, requestTexts] = await Promise.all([
    listWorkflowDefs(ctx.services),
    filterOptions(ctx.services, "employees", undefined, jobList.parse(new URLSearchParams())),
    job.value.systemType === "TRADE_IN" ? getTradeInPanel(ctx.services, id) : null,
    // The order the job carries (issue 36), for whoever may work the job.
    jobOrderPanel(ctx.services, id),
    jobRequestTexts(ctx.services, payload, ctx.locale, job.value.systemType),
  ]);
  const workflow = defs.find((w) => w.id === job.value.workflowId)!;
  const j = job.value;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    meta: {
      title: `${[j.clientFirstName, j.clientLastName].filter(Boolean).join(" ")} · ${workflow.lang_name}`,
      noindex: true,
    },
    messages: messagesFor(ctx.locale, [
      "jobs",
      ...(order
        ? [
            "orders.detail",
            "commerce.order_status",
            "commerce.payment_status",
            "commerce.payment_method",
            "commerce.fulfilment",
            "commerce.errors",
          ]
        : []),
      "cars.fuel",
      "cars.gearbox",
      FORM_MESSAGES,
      ...(j.systemType === "COMMUNITY" ? ["community.approve"] : []),
    ]),
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    currency: context.project.currency,
    // Order events link to the order for those the order page lets in (database staff).
    orderLink: mayOpen(user, context.project.features, accountRoute("order").access),
    // The client's page: the database group, or an employee the client is shared with (decision 0031).
    clientLink: j.clientId !== null && (await mayOpenClient(ctx.services, String(j.clientId))),
    workflow: { id: workflow.id, name: workflow.lang_name, statuses: workflow.statuses },
    // What the request said, labelled and translated here (issue 36: never a raw `key value`).
    request: requestRows(payload, requestTexts, {
      t: ctx.t,
      locale: ctx.locale,
      currency: context.project.currency,
      timeZone: projectTimeZone(context.project),
    }),
    employees: employees.ok ? employees.value : [],
    tradeIn: tradeIn ? panelData(tradeIn, ctx.services.clock.now(), projectTimeZone(context.project)) : null,
    order,
    community:
      j.systemType === "COMMUNITY"
        ? {
            approvedAt: membershipOf(j.payload)?.approvedAt ?? null,
            mayApprove: mayApproveMembership(ctx.services),
            document: ((doc) => (doc ? { id: doc.id, type: doc.fileType, bytes: doc.fileBytes } : null))(
              j.documents.find((doc) => doc.docType === "trade_register"),
            ),
          }
        : null,
    job: {
      ...j,
      cdate: j.cdate.toISOString(),
      mdate: j.mdate.toISOString(),
      deadline: iso(j.deadline),
      firstReactionAt: iso(j.firstReactionAt),
      closedAt: iso(j.closedAt),
      events: j.events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      documents: j.documents.map((doc) => ({
        ...doc,
        cdate: doc.cdate.toISOString(),
        mdate: doc.mdate.toISOString(),
      })),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireAccess(request, context, "job");
  const id = jobIdOf(params);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "order") {
    // A change of the job's order (issue 36): the service checks that the user may work the job.
    const action = form.get("orderAction");
    const changed = await changeOrderOfJob(pageContext(request, context).services, id, action, {
      origin: context.origin,
    });
    if (!changed.ok) {
      const code = changed.error.code;
      const status = code === "not_found" ? 404 : code === "forbidden" ? 403 : 409;
      return data(
        { ok: false as const, message: changed.error.message ?? `jobs:messages.${code}` },
        { status },
      );
    }
    return { ok: true as const, message: `orders:detail.done.${String(action)}` };
  }
  if (isPanelIntent(intent))
    return panelAction(pageContext(request, context).services, id, intent, form, context.origin);
  if (intent === "approve_membership") {
    const approved = await approveMembership(pageContext(request, context).services, id, context.origin);
    if (!approved.ok) {
      const code = approved.error.code;
      const status = code === "not_found" ? 404 : code === "forbidden" ? 403 : 409;
      const key =
        code === "forbidden"
          ? "community:approve.forbidden"
          : (approved.error.message ?? `jobs:messages.${code}`);
      return data({ ok: false as const, message: key }, { status });
    }
    return {
      ok: true as const,
      message: approved.value.alreadyApproved ? "community:approve.already" : "community:approve.approved",
    };
  }
  const parsed = jobActionFromForm(form, projectTimeZone(context.project));
  if (!parsed.ok) return data({ ok: false as const, message: "jobs:messages.invalid" }, { status: 400 });
  const result = await applyJobAction(pageContext(request, context).services, [id], parsed.value);
  if (!result.ok) {
    const status = result.error.code === "not_found" ? 404 : result.error.code === "invalid" ? 400 : 409;
    return data({ ok: false as const, message: `jobs:messages.${result.error.code}` }, { status });
  }
  return { ok: true as const, message: "jobs:messages.saved" };
}

type D = Route.ComponentProps["loaderData"];
type Message = { ok: boolean; message: string; form?: string; fields?: Record<string, string[] | undefined> };

/** The trade-in panel's data as the page sends it (dates as ISO strings). */
function panelData(p: PanelRows, now: Date, timeZone: string): TradeInPanelData {
  const row = p.tradeIn;
  const basis = row?.estimateBasis
    ? Object.entries(row.estimateBasis)
        .filter(([, v]) => v !== null && typeof v !== "object")
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(", ")
    : null;
  const offerDay =
    row?.offerExpiresAt && row.offerExpiresAt.getTime() > now.getTime()
      ? zonedParts(row.offerExpiresAt, timeZone).day
      : defaultOfferDay(now, timeZone);
  return {
    vehicle: {
      brandName: row?.brandName || p.fallback.brandName,
      modelName: row?.modelName || p.fallback.modelName,
      firstRegistration: row?.firstRegistration ?? null,
      mileageKm: row?.mileageKm ?? null,
      fuel: row?.fuel ?? null,
      gearbox: row?.gearbox ?? null,
      condition: row?.condition ?? {},
    },
    estimate:
      row && row.estimateLowMinor !== null && row.estimateHighMinor !== null
        ? {
            lowMinor: row.estimateLowMinor,
            highMinor: row.estimateHighMinor,
            expiresAt: row.estimateExpiresAt?.toISOString() ?? null,
            basis: basis || null,
          }
        : null,
    offer:
      row?.offerMinor && row.offerExpiresAt
        ? {
            minor: row.offerMinor,
            expiresAt: row.offerExpiresAt.toISOString(),
            expired: row.offerExpiresAt.getTime() <= now.getTime(),
          }
        : null,
    photoIds: p.photoIds,
    invitation: p.invitation
      ? {
          status: p.invitation.status,
          createdAt: p.invitation.createdAt.toISOString(),
          answeredAt: p.invitation.answeredAt?.toISOString() ?? null,
        }
      : null,
    offerDay,
    thisMonth: zonedParts(now, timeZone).day.slice(0, 7),
  };
}

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <JobScreen d={loaderData} message={actionData ?? null} />
    </WithMessages>
  );
}

function JobScreen({ d, message }: { d: D; message: Message | null }) {
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
      {message && (
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

/** One of the job's fields as a choice with its own save button (a form of its own, works without JS). */
function ChoiceForm(props: {
  intent: string;
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("jobs");
  return (
    <Form method="post" className={styles.inline}>
      <input type="hidden" name="intent" value={props.intent} />
      <label htmlFor={props.id}>{props.label}</label>
      {/* Keyed by the saved value: after any change (a save, "won", "lost") it shows what is stored. */}
      <select
        key={props.value}
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        disabled={props.disabled}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button secondary" disabled={props.disabled} data-testid={props.testId}>
        {t("job.save")}
      </button>
    </Form>
  );
}

/** `YYYY-MM-DDTHH:mm` in the dealer's zone for `<input type="datetime-local">` (what the action reads). */
function toLocalInput(d: Date, timeZone: string): string {
  const { day, minutes } = zonedParts(d, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const REASONS = new Set([
  "price",
  "bought_elsewhere",
  "no_answer",
  "not_available",
  "other",
  "duplicate",
  "sold",
]);
function EventDetail({
  kind,
  data,
  statusName,
  employeeName,
  format,
  locale,
  timeZone,
  orderLink,
}: {
  timeZone: string;
  format: (iso: string) => string;
  kind: string;
  data: Record<string, unknown>;
  locale: Locale;
  orderLink: boolean;
  statusName: (id: unknown) => string;
  employeeName: (id: string | null) => string;
}) {
  const { t } = useTranslation("jobs");
  switch (kind) {
    case "comment":
      return data.text ? <p className={styles.eventText}>{String(data.text)}</p> : null;
    case "status":
    case "won":
    case "lost":
      return (
        <p>
          {statusName(data.from)} → {statusName(data.to)}
          {data.reason
            ? ` · ${REASONS.has(String(data.reason)) ? t(`lost_reasons.${String(data.reason)}`) : String(data.reason)}`
            : ""}
        </p>
      );
    case "assignment":
      return <p>{employeeName((data.to as string | null) ?? null)}</p>;
    case "priority":
      return <p>{t(`priority.${String(data.to)}`)}</p>;
    case "deadline":
      return data.to ? <p>{format(String(data.to))}</p> : <p>{t("job.no_deadline")}</p>;
    case "order":
      return <OrderEvent data={data} locale={locale} orderLink={orderLink} />;
    case "trade_in":
      return <TradeInEvent data={data} locale={locale} timeZone={timeZone} />;
    case "mail":
      if (data.type === "membership_approved" && typeof data.to === "string")
        return <p>{t("community:approve.event", { email: data.to })}</p>;
      return data.type === "callback_link" && typeof data.to === "string" ? (
        <p>{t("callback.event", { email: data.to })}</p>
      ) : null;
    default:
      return null;
  }
}
