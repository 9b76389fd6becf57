/**
 * Feedback while a changed search's data is on its way (slow connections): the lists dim their count
 * and cards (`aria-busy`) and a thin bar runs along the top of the window, where it is seen from
 * anywhere on the page, also from inside the phone's filter panel. Nothing is blocked meanwhile.
 */
import { useHref, useLocation, useNavigation } from "react-router";
import styles from "./car-search.module.css";

/** Whether the current page is loading another state of itself (a filter, the sort or a page changed). */
export function useSearchUpdating(): boolean {
  const navigation = useNavigation();
  // The navigation's path carries the locale basename (/en/cars), the location's does not (/cars).
  const here = useHref(useLocation().pathname);
  return navigation.state === "loading" && navigation.location.pathname === here;
}

export function SearchProgress({ label }: { label: string }) {
  return (
    <div className={styles.progress} role="progressbar" aria-label={label} data-testid="search-updating">
      <span className={styles.progressBar} />
    </div>
  );
}
