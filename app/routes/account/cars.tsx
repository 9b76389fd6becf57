/**
 * account/cars (role group databaseExtended): the stock list of every car with
 * filters, sort and keyset pages in the URL, bulk actions on selected rows, the CSV import (check, then
 * import) and the CSV export of the current filter (`/api/account/cars.csv`). Everything is a plain GET
 * or POST form, so the screen works without JavaScript.
 */
import { data, Link, redirect, useNavigation } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { bulkChangeCars, bulkFormSchemaFor } from "../../core/inventory/car-admin-bulk.server";
import { hasTypedBounds, parseStockList, stockList } from "../../core/inventory/car-admin-filters";
import { listStockCars, stockVocabulary } from "../../core/inventory/car-admin-list.server";
import { importCarsCsv } from "../../core/inventory/car-import.server";
import { IMPORT_MAX_BYTES } from "../../core/inventory/car-import-schema";
import styles from "../../features/inventory/stock.module.css";
import { StockFilters } from "../../features/inventory/stock-filters";
import { StockImport } from "../../features/inventory/stock-import";
import { BulkForm, StockTable } from "../../features/inventory/stock-table";
import { accountPath } from "../../shared/account-routes";
import {
  type ActionFailure,
  type ActionSuccess,
  actionFailure,
  actionRefusal,
  actionSuccess,
} from "../../shared/action-result";
import { numberFormat } from "../../shared/intl";
import type { DomainError } from "../../shared/result";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/cars";
import { requireAccess } from "./guard.server";

const base = () => accountPath("cars");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "cars");
  const ctx = pageContext(request, context);
  const p = parseStockList(ctx.url.searchParams, ctx.locale);
  // The filter form (a plain GET form) sends its empty fields too, and bounds typed the page's way
  // ("20.000" in de): one redirect drops the former and writes the latter as digits, so the URL is the
  // list's canonical one.
  if ([...ctx.url.searchParams.values()].some((v) => v.trim() === "") || hasTypedBounds(ctx.url.searchParams))
    throw redirect(`${base()}${stockList.query(p)}`);
  const [page, vocabulary] = await Promise.all([
    listStockCars(ctx.services, p),
    stockVocabulary(ctx.services),
  ]);
  if (!page.ok) throw data(null, { status: 403 });
  const at = (position: { after?: string; before?: string }) =>
    `${base()}${stockList.query({ ...p, after: position.after, before: position.before })}`;
  return {
    locale: ctx.locale,
    meta: { title: ctx.t("inventory:title"), noindex: true },
    messages: messagesFor(ctx.locale, ["inventory", "cars.fuel", "cars.condition", FORM_MESSAGES]),
    filters: {
      q: p.q,
      state: p.state,
      brand: p.brand,
      model: p.model,
      location: p.location,
      fuel: p.fuel,
      condition: p.condition,
      price_min: p.price_min,
      price_max: p.price_max,
      days_min: p.days_min,
      days_max: p.days_max,
      sort: p.sort,
    },
    vocabulary,
    rows: page.value.rows,
    total: page.value.total,
    totalCapped: page.value.totalCapped,
    nextHref: page.value.nextCursor ? at({ after: page.value.nextCursor }) : null,
    prevHref: page.value.prevCursor ? at({ before: page.value.prevCursor }) : null,
    exportHref: `/api/account/cars.csv${stockList.query(p, { position: false })}`,
    templateHref: "/api/account/cars-template.csv",
  };
}

type BulkExtra = {
  intent: "bulk";
  params: Record<string, string>;
  refused: { number: number; reasons: string[] }[];
  echo: { action?: string; priceMode?: string; priceValue?: string; location?: string };
  /** The selection as posted (shown ticked again after an error, also without JavaScript). */
  selected: string[];
  stamp: number;
};
type BulkResult = ActionSuccess<BulkExtra> | ActionFailure<BulkExtra>;
/** The import's answer: the report, or why there is none (the message and its `params`). */
type ImportExtra = {
  intent: "import";
  params?: Record<string, string>;
  report: {
    dryRun: boolean;
    rows: number;
    valid: number;
    invalidRows: number;
    imported: number;
    errorCount: number;
    errors: { row: number; column: string | null; message: string; params?: Record<string, string> }[];
  } | null;
};
type ImportResult = ActionSuccess<ImportExtra> | ActionFailure<ImportExtra>;

const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.slice(0, 100) : undefined);

async function bulkAction(ctx: ReturnType<typeof pageContext>, form: FormData) {
  const echo = {
    action: text(form.get("action")),
    priceMode: text(form.get("priceMode")),
    priceValue: text(form.get("priceValue")),
    location: text(form.get("location")),
  };
  const fail = (error: DomainError, message: string, refused: BulkExtra["refused"] = []) =>
    actionFailure(error, {
      message,
      extra: {
        intent: "bulk",
        params: {},
        refused,
        echo,
        selected: ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).slice(0, 500),
        stamp: 0,
      } satisfies BulkExtra,
    });
  const ids = (form.get("all") === "page" ? form.getAll("page") : form.getAll("ids")).filter(
    (v): v is string => typeof v === "string",
  );
  const parsed = bulkFormSchemaFor(ctx.locale).safeParse({ ...echo, ids: ids.slice(0, 501) });
  if (!parsed.success)
    return fail({ code: "invalid" }, parsed.error.issues[0]?.message ?? "inventory:bulk.errors.failed");
  const result = await bulkChangeCars(ctx.services, parsed.data.ids, parsed.data.action);
  if (!result.ok) {
    const e = result.error;
    if (e.code === "forbidden") throw actionRefusal("forbidden");
    if (e.code === "not_found") return fail(e, e.message ?? "inventory:bulk.errors.not_found");
    return fail(e, e.message, e.refused);
  }
  const v = result.value;
  return actionSuccess(`inventory:bulk.done.${v.action}`, {
    intent: "bulk",
    params: { changed: String(v.changed), selected: String(v.selected) },
    refused: [],
    echo: {},
    selected: [],
    stamp: Date.now(),
  } satisfies BulkExtra);
}

async function importAction(ctx: ReturnType<typeof pageContext>, form: FormData, dryRun: boolean) {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return importFailure("inventory:import.errors.no_file");
  if (file.size > IMPORT_MAX_BYTES)
    return importFailure("inventory:import.errors.too_large", undefined, { code: "too_large" });
  let csv: string;
  try {
    csv = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return importFailure("inventory:import.errors.not_text");
  }
  if (csv.includes("\u0000")) return importFailure("inventory:import.errors.not_text");
  const result = await importCarsCsv(ctx.services, { csv, dryRun });
  if (!result.ok) {
    if (result.error.code === "forbidden") throw actionRefusal("forbidden");
    const row = result.error.code === "invalid" ? result.error.fields?.row?.[0] : undefined;
    return importFailure(
      result.error.message ?? "inventory:import.errors.invalid",
      row ? { row } : undefined,
    );
  }
  const r = result.value;
  const extra = {
    intent: "import",
    report: {
      dryRun: r.dryRun,
      rows: r.rows,
      valid: r.valid,
      invalidRows: r.invalidRows,
      imported: r.imported,
      errorCount: r.errorCount,
      errors: r.errors,
    },
  } satisfies ImportExtra;
  // Rows with errors are the user's to fix: the report is then an invalid answer (400), 200 when every
  // row is valid.
  return r.errorCount > 0
    ? actionFailure({ code: "invalid" }, { message: null, extra })
    : actionSuccess(null, extra);
}

/** An import refused before there is a report (no file, not text, too large...). */
function importFailure(
  message: string,
  params?: Record<string, string>,
  error: DomainError = { code: "invalid" },
) {
  return actionFailure(error, {
    message,
    extra: { intent: "import", params, report: null } satisfies ImportExtra,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context, "cars");
  const ctx = pageContext(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return importFailure("inventory:import.errors.no_file");
  }
  const intent = form.get("intent");
  if (intent === "bulk") return bulkAction(ctx, form);
  if (intent === "import_dry_run" || intent === "import") return importAction(ctx, form, intent !== "import");
  return actionFailure(
    { code: "invalid" },
    {
      message: "inventory:bulk.errors.unknown_action",
      extra: {
        intent: "bulk",
        params: {},
        refused: [],
        echo: {},
        selected: [],
        stamp: 0,
      } satisfies BulkExtra,
    },
  );
}

export default function Cars({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <CarsScreen d={loaderData} a={(actionData as BulkResult | ImportResult | undefined) ?? null} />
    </WithMessages>
  );
}

type D = Route.ComponentProps["loaderData"];

function CarsScreen({ d, a }: { d: D; a: BulkResult | ImportResult | null }) {
  const { t } = useTranslation("inventory");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const number = numberFormat(d.locale);
  const bulk = a?.intent === "bulk" ? a : null;
  const imported = a?.intent === "import" ? a : null;
  return (
    <section className={styles.screen} data-testid="stock-screen">
      <header className={styles.head}>
        <div>
          <p className="eyebrow">{t("eyebrow")}</p>
          <h1>{t("title")}</h1>
          <p className="muted" style={{ margin: 0 }}>
            {t("lead")}
          </p>
        </div>
        <div className={styles.headActions}>
          <Link to={`${base()}/new`} className="button" data-testid="stock-new-car">
            {t("new_car")}
          </Link>
          <a
            href={d.exportHref}
            className="button secondary"
            download
            title={t("export_hint")}
            data-testid="stock-export"
          >
            {t("export")}
          </a>
        </div>
      </header>

      <StockFilters values={d.filters} vocabulary={d.vocabulary} resetHref={base()} locale={d.locale} />

      {bulk && (
        <div
          className={styles.message}
          data-kind={bulk.ok ? "ok" : "error"}
          role={bulk.ok ? "status" : "alert"}
          data-testid="stock-bulk-message"
        >
          <p>{t(bulk.message ?? "bulk.errors.failed", bulk.params)}</p>
          {bulk.refused.length > 0 && (
            <ul data-testid="stock-bulk-refused">
              {bulk.refused.map((r) => (
                <li key={r.number}>
                  {t("bulk.refused_car", {
                    number: r.number,
                    reasons: r.reasons.map((k) => t(k)).join(", "),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <BulkForm
        key={`bulk-${bulk?.stamp ?? 0}`}
        vocabulary={d.vocabulary}
        echo={bulk?.echo ?? {}}
        busy={busy}
      />

      <div className={styles.pager}>
        <p className={styles.summary} data-testid="stock-total">
          {d.totalCapped
            ? t("list.total_capped", { total: number.format(d.total) })
            : t("list.total", { total: number.format(d.total) })}
        </p>
      </div>
      <StockTable
        key={`table-${bulk?.stamp ?? 0}`}
        rows={d.rows}
        selected={bulk?.selected ?? []}
        locale={d.locale}
        carHref={(n) => `${base()}/${n}`}
        formatNumber={(n) => number.format(n)}
      />
      <nav className={styles.pager} aria-label={t("list.caption")}>
        {d.prevHref ? (
          <Link to={d.prevHref} rel="prev" data-testid="pager-prev">
            {t("list.previous")}
          </Link>
        ) : (
          <span aria-disabled="true">{t("list.previous")}</span>
        )}
        {d.nextHref ? (
          <Link to={d.nextHref} rel="next" data-testid="pager-next">
            {t("list.next")}
          </Link>
        ) : (
          <span aria-disabled="true">{t("list.next")}</span>
        )}
      </nav>

      <StockImport
        report={imported?.report ?? null}
        error={
          imported && !imported.ok && imported.message
            ? { message: imported.message, params: imported.params }
            : null
        }
        busy={busy}
        templateHref={d.templateHref}
      />
    </section>
  );
}
