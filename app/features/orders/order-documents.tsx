import { Form } from "react-router";
import type { OrderDocumentView } from "../../core/commerce/documents.service.server";
import { useTranslation } from "../../core/i18n/react";
import type { FieldErrors } from "../../shared/action-result";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { FieldError } from "../../ui/form-field";
import { formatMoney } from "../catalog/format";
import styles from "./orders.module.css";

/** A document's type, direction and flags in words (shared by the order page and the documents list). */
export function DocumentState({ doc }: { doc: Pick<OrderDocumentView, "hasErrors" | "isActive"> }) {
  const { t } = useTranslation("orders");
  return (
    <span data-testid="document-state">
      {doc.isActive ? t("documents.active") : t("documents.inactive")}
      {doc.hasErrors && (
        <>
          {" · "}
          <strong>{t("documents.has_errors")}</strong>
        </>
      )}
    </span>
  );
}

/**
 * An order's documents on its page (database staff): each with type, direction, amount, state and a
 * link that opens it, buttons to mark errors or withdraw it, and the form that adds an ingoing invoice
 * (a PDF, at most 10 MB, checked by its content on the server). Works without JavaScript.
 */
export function OrderDocuments({
  documents,
  currency,
  locale,
  timeZone,
  busy,
  answer,
}: {
  documents: readonly OrderDocumentView[];
  currency: string;
  locale: Locale;
  timeZone: string;
  busy: boolean;
  answer?: {
    ok: boolean;
    message: string | null;
    fields?: FieldErrors;
    values?: Record<string, string> | null;
  };
}) {
  const { t } = useTranslation("orders");
  const day = dateTimeFormat(locale, { dateStyle: "medium", timeZone });
  const fields = answer?.ok ? {} : (answer?.fields ?? {});
  const values = answer?.ok ? {} : (answer?.values ?? {});
  const described = (name: string) => (fields[name]?.[0] ? `od-${name}-error` : undefined);
  return (
    <section className={styles.panel} aria-labelledby="order-documents" data-testid="order-documents">
      <h2 id="order-documents">{t("documents.title")}</h2>
      {documents.length === 0 ? (
        <p className={styles.muted}>{t("documents.empty")}</p>
      ) : (
        <ul className={styles.docList}>
          {documents.map((doc) => (
            <li
              key={doc.id}
              className={styles.doc}
              data-testid="order-document"
              data-direction={doc.direction}
            >
              <p>
                <strong>{doc.number}</strong>
                <span className={styles.sub}>
                  {t(`documents.type.${doc.docType}`, { defaultValue: doc.docType })} ·{" "}
                  {t(`documents.direction.${doc.direction}`)} ·{" "}
                  <time dateTime={doc.cdate}>{day.format(new Date(doc.cdate))}</time>
                </span>
                <span className={styles.sub}>
                  <DocumentState doc={doc} />
                </span>
              </p>
              <p className={styles.amount}>
                {formatMoney(doc.amountMinor, doc.currency, locale)}
                {doc.downloadPath && (
                  <span className={styles.sub}>
                    <a
                      href={doc.downloadPath}
                      download
                      aria-label={t("documents.download_label", { number: doc.number })}
                      data-testid="document-download"
                    >
                      {t("documents.download")}
                    </a>
                  </span>
                )}
              </p>
              <div className={styles.docFlags}>
                <Form method="post">
                  <input type="hidden" name="intent" value="document" />
                  <input type="hidden" name="documentId" value={doc.id} />
                  <button
                    type="submit"
                    name="flag"
                    value={doc.hasErrors ? "clear_errors" : "mark_errors"}
                    className={`button secondary ${styles.small}`}
                    disabled={busy}
                  >
                    {doc.hasErrors ? t("documents.flag.clear_errors") : t("documents.flag.mark_errors")}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="document" />
                  <input type="hidden" name="documentId" value={doc.id} />
                  <button
                    type="submit"
                    name="flag"
                    value={doc.isActive ? "withdraw" : "restore"}
                    className={`button secondary ${styles.small}`}
                    disabled={busy}
                  >
                    {doc.isActive ? t("documents.flag.withdraw") : t("documents.flag.restore")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h3>{t("documents.upload.title")}</h3>
      {answer && (
        <p
          className={`alert ${answer.ok ? "success" : "error"}`}
          role={answer.ok ? "status" : "alert"}
          data-testid="upload-answer"
        >
          {t(answer.message ?? "documents.errors.summary")}
        </p>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        className={styles.uploadForm}
        data-testid="upload-form"
        // A new form after a successful upload (the fields empty again).
        key={answer?.ok ? `saved-${documents.length}` : "form"}
      >
        <input type="hidden" name="intent" value="upload" />
        <div className="field">
          <label htmlFor="od-file">{t("documents.upload.file")}</label>
          <input
            id="od-file"
            name="file"
            type="file"
            accept=".pdf,application/pdf"
            required
            aria-invalid={fields.file ? true : undefined}
            aria-describedby={described("file")}
          />
          <FieldError id="od-file" error={fields.file?.[0]} />
        </div>
        <div className="field">
          <label htmlFor="od-number">{t("documents.upload.number")}</label>
          <input
            id="od-number"
            name="number"
            required
            maxLength={60}
            defaultValue={values.number ?? ""}
            aria-invalid={fields.number ? true : undefined}
            aria-describedby={described("number")}
          />
          <FieldError id="od-number" error={fields.number?.[0]} />
        </div>
        <div className={styles.uploadRow}>
          <div className="field">
            <label htmlFor="od-amount">{t("documents.upload.amount")}</label>
            <input
              id="od-amount"
              name="amount"
              inputMode="decimal"
              required
              maxLength={20}
              defaultValue={values.amount ?? ""}
              aria-invalid={fields.amount ? true : undefined}
              aria-describedby={described("amount")}
            />
            <FieldError id="od-amount" error={fields.amount?.[0]} />
          </div>
          <div className="field">
            <label htmlFor="od-currency">{t("documents.upload.currency")}</label>
            <input
              id="od-currency"
              name="currency"
              required
              maxLength={3}
              defaultValue={values.currency ?? currency}
              aria-invalid={fields.currency ? true : undefined}
              aria-describedby={described("currency")}
            />
            <FieldError id="od-currency" error={fields.currency?.[0]} />
          </div>
        </div>
        <div>
          <button type="submit" className="button" disabled={busy} data-testid="upload-submit">
            {t("documents.upload.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
