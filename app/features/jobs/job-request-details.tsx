/**
 * The request rows of the job page's request box: each a label and a value a person
 * reads, made by the loader (job-request-fields.ts) in the page's language. Rendered inside the box's
 * `<dl>`, after its type, received and source rows.
 */

import styles from "./job-request-details.module.css";
import type { RequestRow } from "./job-request-fields";

export function JobRequestDetails({ rows }: { rows: readonly RequestRow[] }) {
  return (
    <>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-testid="job-request-field" data-field={row.key}>
          <dt>{row.label}</dt>
          <dd className={row.long ? styles.long : undefined}>
            {Array.isArray(row.value) ? (
              <ul className={styles.list}>
                {row.value.map((v, i) => (
                  <li key={i}>{v}</li>
                ))}
              </ul>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </>
  );
}
