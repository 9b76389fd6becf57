/** One client's timeline on the communication center: filter by kind, newest first, keyset pages. */
import { Link } from "react-router";
import type { TimelineItem } from "../../core/communication/communication.service.server";
import { TIMELINE_KINDS } from "../../core/communication/communication-schema";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import { dateTimeFormat } from "../../shared/intl";
import styles from "./communication.module.css";
import type { WithTimeline } from "./communication-types";

export function Timeline({ d }: { d: WithTimeline }) {
  const { t } = useTranslation("communication");
  const when = dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone });
  const items = d.timeline.page.items;
  return (
    <section className={styles.card} aria-labelledby="comm-timeline">
      <h2 id="comm-timeline">{t("timeline.title")}</h2>
      <form method="get" className={styles.actions} data-testid="comm-filter">
        <input type="hidden" name="client" value={d.timeline.client.id} />
        <fieldset className={styles.kinds}>
          <legend>{t("filters.legend")}</legend>
          {TIMELINE_KINDS.map((k) => (
            <label key={k}>
              <input type="checkbox" name="kind" value={k} defaultChecked={d.kinds.includes(k)} />
              {t(`filters.kinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button secondary">
          {t("filters.apply")}
        </button>
        {d.kinds.length > 0 && <Link to={`?client=${d.timeline.client.id}`}>{t("filters.reset")}</Link>}
      </form>
      {items.length === 0 ? (
        <p className="muted" data-testid="comm-empty">
          {t(d.kinds.length ? "timeline.empty_filtered" : "timeline.empty")}
        </p>
      ) : (
        <ol className={styles.timeline} data-testid="comm-timeline">
          {items.map((item) => (
            <Entry key={item.key} item={item} d={d} when={when} />
          ))}
        </ol>
      )}
      {(d.nextHref || d.timeline.page.fromCursor) && (
        <nav className={styles.actions} aria-label={t("timeline.title")}>
          {d.timeline.page.fromCursor && <Link to={d.firstHref}>{t("timeline.newest")}</Link>}
          {d.nextHref && (
            <Link to={d.nextHref} data-testid="comm-older">
              {t("timeline.older")}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

function Entry({ item, d, when }: { item: TimelineItem; d: WithTimeline; when: Intl.DateTimeFormat }) {
  const { t } = useTranslation("communication");
  const time = <time dateTime={item.at}>{when.format(new Date(item.at))}</time>;
  if (item.source === "job") {
    const label = t("timeline.job", { id: item.jobId });
    return (
      <li data-testid="comm-entry" data-kind="job">
        <span>
          <span className={styles.badge}>
            {d.mayOpenJobs ? (
              <Link
                to={accountPath("job", { workflowId: String(item.workflowId), jobId: String(item.jobId) })}
              >
                {label}
              </Link>
            ) : (
              label
            )}
          </span>
          <strong>{t(`clients:events.${item.kind}`, { defaultValue: item.kind })}</strong>
        </span>
        <span className={styles.sub}>
          {time} · {[item.workflow, item.vehicle].filter(Boolean).join(" · ")}
        </span>
        {item.text && <p className={styles.body}>{item.text}</p>}
      </li>
    );
  }
  const title =
    item.kind === "call"
      ? t(item.direction === "in" ? "timeline.call_in" : "timeline.call_out")
      : t(`timeline.${item.kind}`);
  return (
    <li data-testid="comm-entry" data-kind={item.kind} id={item.key}>
      <span>
        <span className={`${styles.badge} ${item.direction === "in" ? styles.in : ""}`}>{title}</span>
        {item.subject && <strong>{item.subject}</strong>}
      </span>
      <span className={styles.sub}>
        {time}
        {item.kind === "call" && item.durationSeconds !== null && (
          <> · {t("timeline.minutes", { count: Math.round(item.durationSeconds / 60) })}</>
        )}
        {item.author && <> · {t("timeline.by", { name: item.author })}</>}
        {item.mailStatus && (
          <>
            {" · "}
            {t("timeline.status_label")}:{" "}
            <span data-testid="comm-mail-status" data-status={item.mailStatus}>
              {t(`timeline.status.${item.mailStatus}`, { defaultValue: item.mailStatus })}
            </span>
          </>
        )}
      </span>
      {item.body && <p className={styles.body}>{item.body}</p>}
      {item.attachments.length > 0 && (
        <ul className={styles.sub} aria-label={t("timeline.attachments")} data-testid="comm-attachments">
          {item.attachments.map((f, i) => (
            <li key={`${i}-${f.name}`}>
              {f.href ? (
                <a href={f.href} download>
                  {f.name}
                </a>
              ) : (
                <>
                  {f.name} ({t(`timeline.attachment_refused.${f.refused ?? "no_client"}`)})
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
