/**
 * account/clients/{id} (spec 2, issue 15): one client for the database section. Contact data, consent
 * and unsubscribes, their cars, orders and jobs, one timeline across trade-in, rental, service, purchase
 * and job events; the edit form; the merge of a duplicate (picked with the autocomplete, or without
 * JavaScript with a search form), previewed with what moves and confirmed; the GDPR export and the
 * erasure with a typed confirmation. Every action checks access again on the server.
 */
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { CLIENT_KINDS } from "../../core/clients/client-filters";
import {
  type ClientError,
  clientOptions,
  eraseClient,
  erasureWord,
  getClientPage,
  mergeClients,
  previewMerge,
  updateClientData,
} from "../../core/clients/clients.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { formatMoney } from "../../features/catalog/format";
import styles from "../../features/clients/clients.module.css";
import { ShareButton } from "../../features/share/share-dialog";
import { accountPath, accountRoute, mayOpen } from "../../shared/account-routes";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { LOCALES } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { AutocompletePicker } from "../../ui/backoffice/autocomplete-picker";
import { FieldError, FormField, useField } from "../../ui/form-field";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/client";
import { requireAccess } from "./guard.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FLASHES = ["saved", "merged", "erased"] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "client");
  const ctx = pageContext(request, context);
  if (!UUID.test(params.id)) notFound();
  const page = await getClientPage(ctx.services, params.id);
  if (!page.ok) {
    if (page.error.code === "forbidden") throw data(null, { status: 403 });
    notFound();
  }
  const search = ctx.url.searchParams;
  const dup = (search.get("dup") ?? "").slice(0, 100);
  const mergeId = search.get("merge") ?? "";
  const candidates = dup ? await clientOptions(ctx.services, dup, params.id) : null;
  const preview = mergeId ? await previewMerge(ctx.services, { keepId: params.id, mergeId }) : null;
  const flash = FLASHES.find((f) => search.has(f)) ?? null;
  const c = page.value.client;
  return {
    ...page.value,
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    currency: context.project.currency,
    mayOpenJobs: inGroup(user, "workflows"),
    // Issue 17: the client's communication timeline, where the project has the communication center.
    communicationHref: mayOpen(user, context.project.features, accountRoute("communication").access)
      ? `${accountPath("communication")}?client=${c.id}`
      : null,
    dup,
    candidates: candidates?.ok ? candidates.value : [],
    preview: preview?.ok ? preview.value : null,
    previewError: preview && !preview.ok ? (preview.error.message ?? "clients:merge.errors.not_found") : null,
    flash,
    eraseWord: erasureWord(ctx.services),
    exportHref: `/api/clients/${c.id}/export.json`,
    meta: {
      title: `${c.erasedAt ? ctx.t("clients:erased_name") : c.name} · ${ctx.t("clients:list.title")}`,
      noindex: true,
    },
    messages: messagesFor(ctx.locale, [
      "clients",
      "backoffice",
      "commerce.order_status",
      "communication.open_timeline",
      "sharing",
      FORM_MESSAGES,
    ]),
  };
}

type ActionAnswer = {
  intent: "edit" | "merge" | "erase";
  ok: false;
  message: string | null;
  fields: Record<string, string[]>;
  values: Record<string, string>;
};

function failure(intent: ActionAnswer["intent"], error: ClientError, values: Record<string, string> = {}) {
  if (error.code === "not_found") notFound();
  if (error.code === "forbidden") throw data(null, { status: 403 });
  const answer: ActionAnswer = {
    intent,
    ok: false,
    // A merge has no fields of its own to mark: a bad duplicate id is "no such client".
    message:
      error.code !== "invalid"
        ? (error.message ?? null)
        : intent === "merge"
          ? "clients:merge.errors.not_found"
          : null,
    fields: error.code === "invalid" ? (error.fields ?? {}) : {},
    values,
  };
  return data(answer, { status: error.code === "invalid" ? 400 : 409 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAccess(request, context, "client");
  const ctx = pageContext(request, context);
  if (!UUID.test(params.id)) notFound();
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v.slice(0, 10_000);
  // Relative to the locale basename, which React Router adds back.
  const here = accountPath("client", { id: params.id });
  switch (values.intent) {
    case "edit": {
      const r = await updateClientData(ctx.services, params.id, values);
      if (!r.ok) return failure("edit", r.error, values);
      throw redirect(`${here}?saved`);
    }
    case "merge": {
      const r = await mergeClients(ctx.services, { keepId: params.id, mergeId: values.mergeId ?? "" });
      if (!r.ok) return failure("merge", r.error);
      context.logger.info(
        {
          event: "client_merged",
          keptId: params.id,
          mergedId: values.mergeId,
          by: user.id,
          moved: r.value.moved,
        },
        "client merged",
      );
      throw redirect(`${here}?merged`);
    }
    case "erase": {
      const r = await eraseClient(ctx.services, params.id, { confirmation: values.confirmation ?? "" });
      if (!r.ok) return failure("erase", r.error);
      // The erasure's log line: who erased which client when (no personal data in it).
      context.logger.info(
        { event: "client_erased", clientId: params.id, by: user.id, project: context.project.id, ...r.value },
        "client erased",
      );
      throw redirect(`${here}?erased`);
    }
    default:
      return data(
        {
          intent: "edit",
          ok: false,
          message: "clients:errors.unknown_action",
          fields: {},
          values: {},
        } as ActionAnswer,
        { status: 400 },
      );
  }
}

export default function Client({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <ClientScreen d={loaderData} a={(actionData as ActionAnswer | undefined) ?? null} />
    </WithMessages>
  );
}

type D = Route.ComponentProps["loaderData"];

function useFormats(d: D) {
  return {
    day: dateTimeFormat(d.locale, { dateStyle: "medium", timeZone: d.timeZone }),
    when: dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone }),
    money: (minor: number, currency: string) => formatMoney(minor, currency, d.locale),
    number: numberFormat(d.locale),
  };
}

function ClientScreen({ d, a }: { d: D; a: ActionAnswer | null }) {
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
      {!locked && <EditForm d={d} a={a?.intent === "edit" ? a : null} />}
      {!locked && <MergeSection d={d} a={a?.intent === "merge" ? a : null} />}
      {!d.viewOnly && <PrivacySection d={d} a={a?.intent === "erase" ? a : null} readOnly={readOnly} />}
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

function SelectField({
  name,
  label,
  options,
  value,
  errors,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value: string;
  errors: Record<string, string[]>;
}) {
  const field = useField(name, { idPrefix: "client", errors });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...field.props} defaultValue={value}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

function EditForm({ d, a }: { d: D; a: ActionAnswer | null }) {
  const { t } = useTranslation("clients");
  const busy = useNavigation().state === "submitting";
  const c = d.client;
  // After a refused save the form shows what was typed, not the stored values.
  const v = (key: string, stored: string | null) => (a ? (a.values[key] ?? "") : (stored ?? ""));
  const errors = a?.fields ?? {};
  const notes = useField("notes", { idPrefix: "client", errors });
  const text = (
    name: keyof typeof c,
    extra: { type?: string; autoComplete?: string; maxLength?: number } = {},
  ) => (
    <FormField
      name={name}
      label={t(`fields.${name}`)}
      idPrefix="client"
      errors={errors}
      defaultValue={v(name, c[name] as string | null)}
      maxLength={extra.maxLength ?? 200}
      type={extra.type}
      autoComplete={extra.autoComplete ?? "off"}
    />
  );
  return (
    <details className={styles.card} open={Boolean(a)} data-testid="client-edit">
      <summary>
        <h2 style={{ display: "inline" }}>{t("edit.title")}</h2>
      </summary>
      {a?.message && (
        <p className="alert error" role="alert">
          {t(a.message)}
        </p>
      )}
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value="edit" />
        <SelectField
          name="kind"
          label={t("fields.kind")}
          value={v("kind", c.kind)}
          errors={errors}
          options={CLIENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
        {text("firstName", { maxLength: 100 })}
        {text("lastName", { maxLength: 100 })}
        {text("companyName")}
        {text("email", { type: "email", maxLength: 254 })}
        {text("phone", { type: "tel", maxLength: 40 })}
        <SelectField
          name="language"
          label={t("fields.language")}
          value={v("language", c.language)}
          errors={errors}
          options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
        {text("street")}
        {text("postalCode", { maxLength: 20 })}
        {text("city", { maxLength: 100 })}
        {text("country", { maxLength: 60 })}
        <div className={`field ${styles.wide}`}>
          <label htmlFor={notes.id}>{t("fields.notes")}</label>
          <textarea {...notes.props} rows={4} maxLength={5000} defaultValue={v("notes", c.notes)} />
          <FieldError id={notes.id} error={notes.error} />
        </div>
        <div className={`field ${styles.wide}`}>
          <label>
            <input
              type="checkbox"
              name="marketingConsent"
              defaultChecked={a ? a.values.marketingConsent === "on" : c.marketingConsent}
            />{" "}
            {t("fields.marketingConsent")}
          </label>
        </div>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="button" disabled={busy} data-testid="client-save">
            {t("edit.save")}
          </button>
        </div>
      </Form>
    </details>
  );
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function MergeSection({ d, a }: { d: D; a: ActionAnswer | null }) {
  const { t } = useTranslation("clients");
  const hydrated = useHydrated();
  const [picking, setPicking] = useState(false);
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const { number } = useFormats(d);
  const here = accountPath("client", { id: d.client.id });
  const fetchOptions = async (query: string) => {
    const q = new URLSearchParams({ q: query, except: d.client.id });
    const res = await fetch(`/api/clients/options.json?${q}`, { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(String(res.status));
    return (await res.json()) as { value: string; label: string }[];
  };
  const p = d.preview;
  return (
    <section className={styles.card} aria-labelledby="client-merge" data-testid="client-merge">
      <h2 id="client-merge">{t("merge.title")}</h2>
      <p className="muted">{t("merge.lead")}</p>
      {hydrated && !picking && !p && (
        <p>
          <button
            type="button"
            className="button secondary"
            onClick={() => setPicking(true)}
            data-testid="merge-pick"
          >
            {t("merge.start")}
          </button>
        </p>
      )}
      {hydrated ? (
        picking && (
          <AutocompletePicker
            label={t("merge.pick")}
            value={[]}
            onChange={(next) => {
              const id = next[next.length - 1];
              if (id)
                void navigate(`${here}?merge=${encodeURIComponent(id)}#client-merge`, {
                  preventScrollReset: true,
                });
            }}
            fetchOptions={fetchOptions}
            autoFocus
          />
        )
      ) : (
        <form method="get" className={styles.actions}>
          <FormField
            name="dup"
            label={t("merge.pick")}
            idPrefix="merge"
            errors={{}}
            defaultValue={d.dup}
            maxLength={100}
          />
          <button type="submit" className="button secondary">
            {t("merge.search")}
          </button>
        </form>
      )}
      {d.dup && !p && (
        <ul className={styles.list} data-testid="merge-candidates">
          {d.candidates.length === 0 && <li className="muted">{t("merge.no_candidates")}</li>}
          {d.candidates.map((o) => (
            <li key={o.value}>
              <Link to={`${here}?merge=${encodeURIComponent(o.value)}#client-merge`}>{o.label}</Link>
            </li>
          ))}
        </ul>
      )}
      {d.previewError && (
        <p className="alert error" role="alert">
          {t(d.previewError)}
        </p>
      )}
      {a?.message && (
        <p className="alert error" role="alert">
          {t(a.message)}
        </p>
      )}
      {p && (
        <div data-testid="merge-preview" className="stack">
          <p>
            {t("merge.preview", {
              merged: p.merged.name || p.merged.email || "–",
              kept: p.kept.name || p.kept.email || "–",
            })}
          </p>
          <table className={styles.numbers}>
            <caption>{t("merge.moves")}</caption>
            <tbody>
              {(["jobs", "orders", "documents", "tradeIns", "rentals", "appointments"] as const).map((k) => (
                <tr key={k}>
                  <th scope="row">{t(`merge.counts.${k}`)}</th>
                  <td data-testid={`merge-count-${k}`}>{number.format(p.moves[k])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {p.fills.length > 0 && (
            <p>
              {t("merge.fills", {
                fields: p.fills.map((f) => t(`fields.${f}`, { defaultValue: f })).join(", "),
              })}
            </p>
          )}
          <Form
            method="post"
            action={`${here}?merge=${encodeURIComponent(p.merged.id)}`}
            className={styles.actions}
          >
            <input type="hidden" name="intent" value="merge" />
            <input type="hidden" name="mergeId" value={p.merged.id} />
            <button type="submit" className="button" disabled={busy} data-testid="merge-confirm">
              {t("merge.confirm")}
            </button>
            <Link to={here}>{t("merge.cancel")}</Link>
          </Form>
        </div>
      )}
    </section>
  );
}

function PrivacySection({ d, a, readOnly }: { d: D; a: ActionAnswer | null; readOnly: boolean }) {
  const { t } = useTranslation("clients");
  const busy = useNavigation().state === "submitting";
  return (
    <section className={styles.card} aria-labelledby="client-privacy" data-testid="client-privacy">
      <h2 id="client-privacy">{t("privacy.title")}</h2>
      <p>
        <a href={d.exportHref} download data-testid="client-export">
          {t("privacy.export")}
        </a>
      </p>
      <p className="muted">{t("privacy.export_hint")}</p>
      {!readOnly && (
        <Form method="post" className="stack" noValidate>
          <h3>{t("privacy.erase_title")}</h3>
          <p>{t("privacy.erase_lead")}</p>
          {a?.message && (
            <p className="alert error" role="alert">
              {t(a.message)}
            </p>
          )}
          <input type="hidden" name="intent" value="erase" />
          <FormField
            name="confirmation"
            label={t("privacy.erase_confirm", { word: d.eraseWord })}
            idPrefix="erase"
            errors={a?.fields ?? {}}
            autoComplete="off"
            maxLength={100}
          />
          <div className={styles.actions}>
            <button
              type="submit"
              className={`button ${styles.danger}`}
              disabled={busy}
              data-testid="client-erase"
            >
              {t("privacy.erase")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
