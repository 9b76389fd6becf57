/**
 * A row's icon button in the CMS editors (page tree, navigation): a form post of one intent for one
 * row, so it works without JavaScript; the label is the button's tooltip and its spoken name.
 */
import { Form } from "react-router";
import type { IconComponent } from "../../ui/icon";
import styles from "./page-tree.module.css";

export function ActionButton({
  intent,
  id,
  label,
  Icon,
  extra,
}: {
  intent: string;
  id: string;
  label: string;
  Icon: IconComponent;
  extra?: Record<string, string>;
}) {
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(extra ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className={styles.icon} title={label}>
        <Icon aria-hidden size={18} />
        <span className="visually-hidden">{label}</span>
      </button>
    </Form>
  );
}
