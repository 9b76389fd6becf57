/**
 * account/clients: the database section's client list. Search (every word, any case,
 * prefixes of name, company, e-mail, phone), filters and sort in the URL, keyset pages and a capped
 * total. The database role group only; the server decides (guard and service).
 */
import { useMemo } from "react";
import { data, Link } from "react-router";
import { CLIENT_INCLUDES, CLIENT_KINDS, CLIENT_SORTS, clientList } from "../../core/clients/client-filters";
import { listClients } from "../../core/clients/clients.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { DATE_PRESETS, presetRange } from "../../core/leads/date-presets";
import styles from "../../features/clients/clients.module.css";
import { accountPath } from "../../shared/account-routes";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { LOCALES } from "../../shared/locales";
import type { DataTableColumn } from "../../ui/backoffice/data-table";
import { FilterBar } from "../../ui/backoffice/filter-bar";
import type { FilterField } from "../../ui/backoffice/filter-fields";
import { type FilterValues, filterQuery } from "../../ui/backoffice/filter-values";
import { ListTable } from "../../ui/backoffice/list-table";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/clients";
import { requireAccess } from "./guard.server";

const FILTER_KEYS = [
  "q",
  "kind",
  "language",
  "consent",
  "hasOrders",
  "hasAccount",
  "dateFrom",
  "dateTo",
  "include",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "clients");
  const ctx = pageContext(request, context);
  const p = clientList.parse(ctx.url.searchParams);
  const page = await listClients(ctx.services, p);
  if (!page.ok) throw data(null, { status: 403 });
  const base = accountPath("clients");
  const now = ctx.services.clock.now();
  return {
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    rows: page.value.rows,
    total: page.value.total,
    totalCapped: page.value.totalCapped,
    sort: p.sort,
    sortHrefs: Object.fromEntries(
      CLIENT_SORTS.map((s) => [s, `${base}${clientList.query({ ...p, sort: s }, { position: false })}`]),
    ) as Record<(typeof CLIENT_SORTS)[number], string>,
    nextHref: page.value.nextCursor
      ? `${base}${clientList.query({ ...p, after: page.value.nextCursor, before: undefined })}`
      : null,
    prevHref: page.value.prevCursor
      ? `${base}${clientList.query({ ...p, before: page.value.prevCursor, after: undefined })}`
      : null,
    presets: DATE_PRESETS.map((key) => ({ key, ...presetRange(key, now, projectTimeZone(context.project)) })),
    meta: { title: ctx.t("clients:list.title"), noindex: true },
    messages: messagesFor(ctx.locale, ["clients", "backoffice"]),
  };
}

export default function Clients({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <ClientList d={loaderData} />
    </WithMessages>
  );
}

type D = Route.ComponentProps["loaderData"];
type Row = D["rows"][number];

function ClientList({ d }: { d: D }) {
  const { t } = useTranslation("clients");
  const { searchParams, values, apply } = useListUrl();
  const number = numberFormat(d.locale);
  const day = dateTimeFormat(d.locale, { dateStyle: "medium", timeZone: d.timeZone });
  const fields = useMemo<FilterField[]>(() => {
    const yesNo = (key: string) => ({
      kind: "options" as const,
      key,
      label: t(`filters.${key}`),
      options: [
        { value: "true", label: t("filters.yes") },
        { value: "false", label: t("filters.no") },
      ],
    });
    return [
      {
        kind: "options",
        key: "kind",
        label: t("filters.kind"),
        options: CLIENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
      },
      {
        kind: "options",
        key: "language",
        label: t("filters.language"),
        options: LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) })),
      },
      yesNo("consent"),
      yesNo("hasOrders"),
      yesNo("hasAccount"),
      { kind: "dates", key: "created", label: t("filters.created"), presets: d.presets },
      {
        kind: "options",
        key: "include",
        label: t("filters.include"),
        options: CLIENT_INCLUDES.map((k) => ({ value: k, label: t(`filters.include_${k}`) })),
      },
    ];
  }, [t, d.presets]);
  const onFilters = (next: FilterValues) =>
    apply(filterQuery(searchParams, FILTER_KEYS, next, ["after", "before"]));

  const columns: DataTableColumn<Row>[] = [
    {
      key: "name",
      header: t("columns.name"),
      rowHeader: true,
      cell: (c) => {
        const person = `${c.firstName} ${c.lastName}`.trim();
        return (
          <>
            <Link to={accountPath("client", { id: c.id })} data-testid="client-link">
              {c.erasedAt ? t("erased_name") : person || c.companyName || c.email || t("no_name")}
            </Link>
            {person && c.companyName && <span className={styles.sub}>{c.companyName}</span>}
            {c.mergedIntoId && <span className={styles.sub}>{t("list.merged")}</span>}
          </>
        );
      },
    },
    { key: "email", header: t("columns.email"), cell: (c) => c.email ?? "" },
    { key: "phone", header: t("columns.phone"), cell: (c) => c.phone ?? "" },
    { key: "city", header: t("columns.city"), cell: (c) => c.city ?? "" },
    { key: "jobs", header: t("columns.jobs"), align: "end", cell: (c) => number.format(c.jobCount) },
    {
      key: "activity",
      header: t("columns.activity"),
      cell: (c) => <time dateTime={c.lastActivityAt}>{day.format(new Date(c.lastActivityAt))}</time>,
    },
  ];

  return (
    <section className={styles.screen} data-testid="clients-screen">
      <header className={styles.head}>
        <p className="eyebrow">{t("list.eyebrow")}</p>
        <h1>{t("list.title")}</h1>
      </header>
      <FilterBar
        fields={fields}
        values={values}
        onChange={onFilters}
        searchKey="q"
        searchLabel={t("list.search")}
      />
      <nav aria-label={t("list.sort")}>
        <p className={styles.sorts}>
          <span>{t("list.sort")}:</span>
          {CLIENT_SORTS.map((s) => (
            <Link
              key={s}
              to={d.sortHrefs[s]}
              aria-current={d.sort === s ? "true" : undefined}
              preventScrollReset
              replace
            >
              {t(`sorts.${s}`)}
            </Link>
          ))}
        </p>
      </nav>
      <p className={styles.total} data-testid="clients-total" aria-live="polite">
        {d.totalCapped
          ? t("list.total_capped", { count: number.format(d.total) })
          : t("list.total", { count: d.total, formatted: number.format(d.total) })}
      </p>
      <ListTable
        caption={t("list.title")}
        columns={columns}
        rows={d.rows}
        rowKey={(c) => c.id}
        empty={<p data-testid="clients-empty">{t("list.empty")}</p>}
        page={d}
        locale={d.locale}
      />
    </section>
  );
}
