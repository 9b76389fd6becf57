import { Link } from "react-router";
import type { NavItem } from "../../shared/account-nav";
import styles from "./nav-card.module.css";
import { NavIcon } from "./nav-icon";
import { useNavLabel } from "./use-nav-label";

/** A dashboard card: one navigation item with a sentence about what is behind it. */
export function NavCard({ item, description }: { item: NavItem; description: string }) {
  const label = useNavLabel();
  return (
    <Link to={item.href} className={`card ${styles.card}`} data-testid={`card-${item.id}`}>
      <span className={styles.icon}>
        <NavIcon icon={item.icon} size={24} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{label(item)}</span>
        <span className={styles.description}>{description}</span>
      </span>
    </Link>
  );
}

/** Cards in a responsive grid (a list, so screen readers announce how many). */
export function NavCardGrid({
  items,
  descriptionOf,
}: {
  items: readonly NavItem[];
  descriptionOf: (item: NavItem) => string;
}) {
  return (
    <ul className={`grid ${styles.grid}`}>
      {items.map((item) => (
        <li key={item.id}>
          <NavCard item={item} description={descriptionOf(item)} />
        </li>
      ))}
    </ul>
  );
}
