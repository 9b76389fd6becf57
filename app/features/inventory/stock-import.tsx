/**
 * The CSV import form and its report (account/cars): a multipart POST with two buttons, "check" (dry
 * run, nothing written) and "import valid rows". The report lists the row errors with row number,
 * column and translated message.
 */
import { Form } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import styles from "./stock.module.css";

export type ImportReportView = {
  dryRun: boolean;
  rows: number;
  valid: number;
  invalidRows: number;
  imported: number;
  errorCount: number;
  errors: { row: number; column: string | null; message: string; params?: Record<string, string> }[];
};

export function StockImport({
  report,
  error,
  busy,
  templateHref,
}: {
  report: ImportReportView | null;
  error: { message: string; params?: Record<string, string> } | null;
  busy: boolean;
  templateHref: string;
}) {
  const { t } = useTranslation("inventory");
  return (
    <section className={styles.panel} aria-labelledby="stock-import-title" data-testid="stock-import">
      <h2 id="stock-import-title">{t("import.title")}</h2>
      <p style={{ margin: 0 }}>{t("import.lead")}</p>
      <p style={{ margin: 0 }}>
        <a href={templateHref} download data-testid="stock-import-template">
          {t("import.template")}
        </a>{" "}
        · {t("import.columns_doc")}
      </p>
      <Form method="post" encType="multipart/form-data" className={styles.filters} preventScrollReset>
        <div className={`field ${styles.field} ${styles.wide}`}>
          <label htmlFor="import-file">{t("import.file")}</label>
          <input id="import-file" name="file" type="file" accept=".csv,text/csv" required />
        </div>
        <div className={`${styles.buttons} ${styles.wide}`}>
          <button
            type="submit"
            name="intent"
            value="import_dry_run"
            className="button"
            disabled={busy}
            data-testid="stock-import-check"
          >
            {t("import.dry_run")}
          </button>
          <button
            type="submit"
            name="intent"
            value="import"
            className="button secondary"
            disabled={busy}
            data-testid="stock-import-submit"
          >
            {t("import.submit")}
          </button>
        </div>
      </Form>
      {error && (
        <div className={styles.message} data-kind="error" role="alert" data-testid="stock-import-error">
          <p>{t(error.message, error.params)}</p>
        </div>
      )}
      {report && (
        <div
          className={styles.message}
          data-kind={report.errorCount > 0 ? "error" : "ok"}
          role="status"
          data-testid="stock-import-report"
        >
          <p className={styles.summary}>
            {report.dryRun
              ? t("import.report.title_dry", { rows: report.rows })
              : t("import.report.title_real", { rows: report.rows })}
          </p>
          <ul>
            <li>{t("import.report.valid", { count: report.valid })}</li>
            <li>{t("import.report.invalid", { count: report.invalidRows })}</li>
            {!report.dryRun && (
              <li data-testid="stock-import-imported">
                {t("import.report.imported", { count: report.imported })}
              </li>
            )}
          </ul>
          {report.dryRun && report.valid > 0 && <p>{t("import.again")}</p>}
          {report.errors.length > 0 && (
            <>
              <h3>{t("import.report.errors_title")}</h3>
              {report.errorCount > report.errors.length && (
                <p>
                  {t("import.report.errors_more", { shown: report.errors.length, total: report.errorCount })}
                </p>
              )}
              <div className={styles.scroll}>
                <table className={styles.table} data-testid="stock-import-errors">
                  <thead>
                    <tr>
                      <th scope="col">{t("import.report.row")}</th>
                      <th scope="col">{t("import.report.column")}</th>
                      <th scope="col">{t("import.report.message")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.errors.map((e, i) => (
                      <tr key={`${e.row}-${e.column}-${i}`}>
                        <td>{e.row}</td>
                        <td>{e.column ?? "—"}</td>
                        <td>{t(e.message, e.params)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
