import { Info as InfoNode } from "lucide";
import type { ReactNode } from "react";
import { icon } from "../icon";
import styles from "./section-note.module.css";

const Info = icon(InfoNode);

/** A short informational note in the account area (what arrives later, what is pending). */
export function SectionNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className={`alert ${styles.note}`} data-testid={testId}>
      <Info aria-hidden size={20} className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
