import { Heart as HeartNode } from "lucide";
import { useFetcher, useHref, useLocation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { routePath } from "../../shared/route-table";
import { icon } from "../../ui/icon";
import { useSite } from "../../ui/site-data";
import styles from "./favorites.module.css";

const Heart = icon(HeartNode);

/** The favorites action's answer (the shared action result): the new state, or why not (`max` when full). */
type ToggleAnswer = { ok: boolean; message: string | null; favorite?: boolean; count?: number; max?: number };

/**
 * Parks a car in the visitor's favorites, or takes it out again (a toggle with `aria-pressed`).
 * A real form posting to the favorites route's action, so it works before and without JavaScript (the
 * action redirects back here); with JavaScript a fetcher submits it and the heart flips at once.
 * The page that shows it must send the `favorites` catalogue namespace (`messagesFor(locale,
 * ["favorites", ...])` with `<WithMessages>`), and take `initial` from `favoriteCarNumbers()`.
 */
export function FavoriteButton({
  carNumber,
  initial,
  carTitle,
  compact = false,
}: {
  carNumber: number;
  /** Parked already (from the loader). */
  initial: boolean;
  /** The car as people call it ("BMW X5 xDrive30d"), for the accessible name. */
  carTitle: string;
  /** Only the heart (cards); the label stays the accessible name. */
  compact?: boolean;
}) {
  const { t } = useTranslation("favorites");
  const site = useSite();
  const location = useLocation();
  const fetcher = useFetcher<ToggleAnswer>();
  const action = routePath("favorites", site.locale);
  const formAction = useHref(action);

  const pendingIntent = fetcher.formData?.get("intent");
  const saved =
    pendingIntent === "add"
      ? true
      : pendingIntent === "remove"
        ? false
        : typeof fetcher.data?.favorite === "boolean"
          ? fetcher.data.favorite
          : initial;

  return (
    <form
      method="post"
      action={formAction}
      className={styles.toggleForm}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        // Without redirectTo the action answers with data instead of sending the browser back.
        form.delete("redirectTo");
        fetcher.submit(form, { method: "post", action });
      }}
    >
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="car" value={carNumber} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={compact ? styles.toggleCompact : styles.toggle}
        aria-pressed={saved}
        aria-label={t("button.label", { car: carTitle })}
        data-testid={`favorite-${carNumber}`}
      >
        <Heart aria-hidden size={20} fill={saved ? "currentColor" : "none"} />
        {!compact && <span>{t("button.text")}</span>}
      </button>
      {fetcher.data && !fetcher.data.ok && fetcher.data.message && (
        <span role="alert" className={styles.toggleError}>
          {t(fetcher.data.message, { max: fetcher.data.max ?? 0 })}
        </span>
      )}
    </form>
  );
}
