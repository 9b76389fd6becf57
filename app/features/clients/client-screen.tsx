/**
 * One client for the database section: contact data, consent and unsubscribes, their cars, orders and
 * jobs, one timeline across trade-in, rental, service, purchase and job events, and the forms below.
 */
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import type { ActionFailure } from "../../shared/action-result";
import { ShareButton } from "../share/share-dialog";
import { answerFor } from "./client-answer";
import { EditForm, MergeSection, PrivacySection } from "./client-forms";
import { type D, useFormats } from "./client-types";
import styles from "./clients.module.css";

export function ClientScreen({ d, a }: { d: D; a: ActionFailure | null }) {
  const { t } = useTranslation("clients");
  const { day } = useFormats(d);
  const c = d.client;
  const readOnly = Boolean(c.erasedAt || c.mergedInto);
  // Shared with an employee outside the database group: shown, never changed (decision 0031).
  const locked = readOnly || d.viewOnly;
  return (
    <section className={styles.screen} data-testid="client-screen">
      {!d.viewOnly && (
        <p>
          <Link to={accountPath("clients")}>{t("detail.back")}</Link>
        </p>
      )}
      <header className={styles.head}>
        <p className="eyebrow">{t(`kinds.${c.kind}`)}</p>
        <h1 data-testid="client-name">{c.erasedAt ? t("erased_name") : c.name || t("no_name")}</h1>
        <p className="muted">{t("detail.since", { date: day.format(new Date(c.createdAt)) })}</p>
        {!locked && (
          <ShareButton type="client" id={c.id} name={c.name || t("no_name")} testId="client-share" />
        )}
        {d.communicationHref && !readOnly && (
          <p>
            <Link to={d.communicationHref} data-testid="client-communication">
              {t("communication:open_timeline")}
            </Link>
          </p>
        )}
      </header>
      {d.flash && (
        <p className="alert success" role="status" data-testid="client-flash">
          {t(`detail.flash_${d.flash}`)}
        </p>
      )}
      {c.mergedInto && (
        <p className="alert" data-testid="client-merged-into">
          {t("detail.merged_into")}{" "}
          <Link to={accountPath("client", { id: c.mergedInto.id })}>{c.mergedInto.name || t("no_name")}</Link>
        </p>
      )}
      {c.erasedAt && (
        <p className="alert" data-testid="client-erased">
          {t("detail.erased_on", { date: day.format(new Date(c.erasedAt)) })}
        </p>
      )}
      <div className={styles.grid}>
        <ContactCard d={d} />
        <ConsentCard d={d} />
        <CarsCard d={d} />
        <OrdersCard d={d} />
        <JobsCard d={d} />
      </div>
      <Timeline d={d} />
      {!locked && <EditForm d={d} a={answerFor(a, "edit")} />}
      {!locked && <MergeSection d={d} a={answerFor(a, "merge")} />}
      {!d.viewOnly && <PrivacySection d={d} a={answerFor(a, "erase")} readOnly={readOnly} />}
    </section>
  );
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children || "–"}</dd>
    </>
  );
}

function ContactCard({ d }: { d: D }) {
  const { t } = useTranslation("clients");
  const c = d.client;
  const address = [c.street, [c.postalCode, c.city].filter(Boolean).join(" "), c.country]
    .filter(Boolean)
    .join(", ");
  return (
    <section className={styles.card} aria-labelledby="client-contact">
      <h2 id="client-contact">{t("detail.contact")}</h2>
      <dl className={styles.facts}>
        <Fact label={t("fields.firstName")}>{c.firstName}</Fact>
        <Fact label={t("fields.lastName")}>{c.erasedAt ? "" : c.lastName}</Fact>
        <Fact label={t("fields.companyName")}>{c.companyName}</Fact>
        <Fact label={t("fields.email")} testId="client-email">
          {c.email && <a href={`mailto:${c.email}`}>{c.email}</a>}
        </Fact>
        <Fact label={t("fields.phone")} testId="client-phone">
          {c.phone && <a href={`tel:${c.phone}`}>{c.phone}</a>}
        </Fact>
        <Fact label={t("fields.address")}>{address}</Fact>
        <Fact label={t("fields.language")}>{t(`languages.${c.language}`, { defaultValue: c.language })}</Fact>
        <Fact label={t("fields.account")}>{c.hasAccount ? t("filters.yes") : t("filters.no")}</Fact>
      </dl>
      {c.notes && (
        <>
          <h3>{t("fields.notes")}</h3>
          <p style={{ whiteSpace: "pre-wrap", margin: 0 }}>{c.notes}</p>
        </>
      )}
    </section>
  );
}

function ConsentCard({ d }: { d: D }) {
  const { t } = useTranslation("clients");
  const { when } = useFormats(d);
  const c = d.client;
  return (
    <section className={styles.card} aria-labelledby="client-consent">
      <h2 id="client-consent">{t("detail.consent")}</h2>
      <dl className={styles.facts}>
        <Fact label={t("fields.privacy")}>
          {c.privacyAcceptedAt ? when.format(new Date(c.privacyAcceptedAt)) : t("detail.not_given")}
        </Fact>
        <Fact label={t("fields.marketingConsent")}>
          {c.marketingConsent ? t("filters.yes") : t("filters.no")}
        </Fact>
      </dl>
      <h3>{t("detail.unsubscribes")}</h3>
      {d.unsubscribes.length === 0 ? (
        <p className="muted">{t("detail.no_unsubscribes")}</p>
      ) : (
        <ul className={styles.list} data-testid="client-unsubscribes">
          {d.unsubscribes.map((u) => (
            <li key={u.category}>
              {t(`categories.${u.category}`, { defaultValue: u.category })} ·{" "}
              <time dateTime={u.at}>{when.format(new Date(u.at))}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function JobLink({
  d,
  jobId,
  workflowId,
  children,
}: {
  d: D;
  jobId: number | null;
  workflowId: number | null;
  children: React.ReactNode;
}) {
  if (!d.mayOpenJobs || jobId === null || workflowId === null) return <>{children}</>;
  return (
    <Link
      to={accountPath("job", { workflowId: String(workflowId), jobId: String(jobId) })}
      data-testid="client-job-link"
    >
      {children}
    </Link>
  );
}

function CarsCard({ d }: { d: D }) {
  const { t } = useTranslation("clients");
  const { day } = useFormats(d);
  return (
    <section className={styles.card} aria-labelledby="client-cars">
      <h2 id="client-cars">{t("detail.cars")}</h2>
      {d.cars.length === 0 ? (
        <p className="muted">{t("detail.no_cars")}</p>
      ) : (
        <ul className={styles.list} data-testid="client-cars">
          {d.cars.map((car, i) => (
            <li key={`${car.source}-${i}`}>
              <span className={styles.kind}>{t(`car_sources.${car.source}`)}</span>
              <strong>
                {car.brand} {car.model}
              </strong>
              {car.detail && <span className={styles.sub}>{car.detail}</span>}
              <span className={styles.sub}>
                <time dateTime={car.at}>{day.format(new Date(car.at))}</time>
                {car.orderNumber && (
                  <>
                    {" · "}
                    <Link to={accountPath("order", { number: car.orderNumber })}>{car.orderNumber}</Link>
                  </>
                )}
                {car.jobId !== null && (
                  <>
                    {" · "}
                    <JobLink d={d} jobId={car.jobId} workflowId={car.workflowId}>
                      {t("detail.job_number", { id: car.jobId })}
                    </JobLink>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrdersCard({ d }: { d: D }) {
  const { t } = useTranslation("clients");
  const { day, money } = useFormats(d);
  return (
    <section className={styles.card} aria-labelledby="client-orders">
      <h2 id="client-orders">{t("detail.orders")}</h2>
      {d.orders.length === 0 ? (
        <p className="muted">{t("detail.no_orders")}</p>
      ) : (
        <ul className={styles.list} data-testid="client-orders">
          {d.orders.map((o) => (
            <li key={o.number}>
              <Link to={accountPath("order", { number: o.number })}>{o.number}</Link> ·{" "}
              {money(o.totalMinor, o.currency)}
              <span className={styles.sub}>
                <time dateTime={o.createdAt}>{day.format(new Date(o.createdAt))}</time> ·{" "}
                {t(`commerce:order_status.${o.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function JobsCard({ d }: { d: D }) {
  const { t } = useTranslation("clients");
  const { day } = useFormats(d);
  return (
    <section className={styles.card} aria-labelledby="client-jobs">
      <h2 id="client-jobs">{t("detail.jobs")}</h2>
      {d.jobs.length === 0 ? (
        <p className="muted">{t("detail.no_jobs")}</p>
      ) : (
        <ul className={styles.list} data-testid="client-jobs">
          {d.jobs.map((j) => (
            <li key={j.id} data-testid="client-job">
              <JobLink d={d} jobId={j.id} workflowId={j.workflowId}>
                {t("detail.job_number", { id: j.id })}
              </JobLink>{" "}
              · {j.workflow}
              {j.vehicle && <> · {j.vehicle}</>}
              <span className={styles.sub}>
                <time dateTime={j.createdAt}>{day.format(new Date(j.createdAt))}</time> · {j.status} ·{" "}
                {t(`visibility.${j.visibility}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Timeline({ d }: { d: D }) {
  const { t } = useTranslation("clients");
  const { when, money } = useFormats(d);
  return (
    <section className={styles.card} aria-labelledby="client-timeline">
      <h2 id="client-timeline">{t("detail.timeline")}</h2>
      {d.timeline.length === 0 ? (
        <p className="muted">{t("detail.no_timeline")}</p>
      ) : (
        <ol className={styles.timeline} data-testid="client-timeline">
          {d.timeline.map((e, i) => (
            <li key={`${e.kind}-${e.at}-${i}`} data-kind={e.kind}>
              <span className={styles.kind}>{t(`timeline.${e.kind}`)}</span>
              {e.kind === "job"
                ? t(`events.${e.event}`, { defaultValue: e.event })
                : t(`timeline_states.${e.event}`, { defaultValue: e.event })}
              {e.subject && (
                <>
                  {" "}
                  ·{" "}
                  {e.orderNumber ? (
                    <Link to={accountPath("order", { number: e.orderNumber })}>{e.subject}</Link>
                  ) : (
                    e.subject
                  )}
                </>
              )}
              {e.amountMinor !== null && e.currency && <> · {money(e.amountMinor, e.currency)}</>}
              <span className={styles.sub}>
                <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                {e.jobId !== null && (
                  <>
                    {" · "}
                    <JobLink d={d} jobId={e.jobId} workflowId={e.workflowId}>
                      {t("detail.job_number", { id: e.jobId })}
                    </JobLink>
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
