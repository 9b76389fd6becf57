/**
 * The job list's saved views (decision 0031 addendum): save the current filters, sort and display
 * under a name; open mine and those shared with me; the owner renames, deletes and shares.
 */
import { Form, Link, useActionData } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { useListUrl } from "../../ui/backoffice/use-list-url";
import { ShareButton } from "../share/share-dialog";
import styles from "./jobs.module.css";
import { type JobsAnswer, viewAnswer } from "./jobs-answer";
import type { JobsData } from "./jobs-types";

/**
 * Saved views (decision 0031 addendum): save the current filters, sort and display under a name; open
 * mine and those shared with me; the owner renames, deletes and shares. Plain form posts.
 */
export function SavedViews({ views }: { views: JobsData["views"] }) {
  const { t } = useTranslation("jobs");
  const { searchParams } = useListUrl();
  const viewResult = viewAnswer(useActionData() as JobsAnswer | undefined);
  const query = new URLSearchParams(searchParams);
  query.delete("after");
  query.delete("before");
  return (
    <details className={styles.views} data-testid="saved-views" open={viewResult ? true : undefined}>
      <summary>{t("views.title", { n: views.length })}</summary>
      {viewResult?.ok && viewResult.message && (
        <p className="alert success" role="status" data-testid="views-flash">
          {t(viewResult.message)}
        </p>
      )}
      {viewResult && !viewResult.ok && viewResult.message && (
        <p className="alert error" role="alert" data-testid="views-error">
          {t(viewResult.message)}
        </p>
      )}
      {views.length === 0 ? (
        <p className={styles.note}>{t("views.empty")}</p>
      ) : (
        <ul className={styles.viewList} data-testid="views-list">
          {views.map((v) => (
            <li key={v.id} data-testid="view-item">
              <Link to={v.href} data-testid="view-link">
                {v.name}
              </Link>
              {v.own ? (
                <span className={styles.viewActions}>
                  <ShareButton type="job_view" id={v.id} name={v.name} testId="view-share" />
                  <details className={styles.viewRename}>
                    <summary>{t("views.rename")}</summary>
                    <Form method="post" className={styles.viewForm}>
                      <input type="hidden" name="intent" value="renameView" />
                      <input type="hidden" name="viewId" value={v.id} />
                      <label>
                        <span className="visually-hidden">{t("views.name")}</span>
                        <input name="name" defaultValue={v.name} required maxLength={80} />
                      </label>
                      <button type="submit" className="button secondary">
                        {t("views.rename_submit")}
                      </button>
                    </Form>
                  </details>
                  <Form method="post">
                    <input type="hidden" name="intent" value="deleteView" />
                    <input type="hidden" name="viewId" value={v.id} />
                    <button type="submit" className="button secondary" data-testid="view-delete">
                      {t("views.delete")}
                      <span className="visually-hidden">: {v.name}</span>
                    </button>
                  </Form>
                </span>
              ) : (
                <span className={styles.sub}>{t("views.shared_by", { name: v.ownerName })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className={styles.viewForm} data-testid="view-save-form">
        <input type="hidden" name="intent" value="saveView" />
        <input type="hidden" name="query" value={query.toString()} />
        <label>
          <span>{t("views.name")}</span>
          <input name="name" required maxLength={80} data-testid="view-name" />
        </label>
        <button type="submit" className="button" data-testid="view-save">
          {t("views.save")}
        </button>
      </Form>
    </details>
  );
}
