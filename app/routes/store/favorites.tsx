import { Heart as HeartNode } from "lucide";
import { data, Form, Link, redirect } from "react-router";
import { CAR_VOCABULARY_MESSAGES } from "../../core/catalog/car-attributes";
import {
  favoriteFormSchema,
  favoriteOwnerOf,
  MAX_FAVORITES,
  ownerForWrite,
  visitorCookie,
} from "../../core/favorites/favorites";
import { addFavorite, listFavorites, removeFavorite } from "../../core/favorites/favorites.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { CarPicture } from "../../features/catalog/car-picture";
import { formatMoney } from "../../features/catalog/format";
import styles from "../../features/favorites/favorites.module.css";
import { carPath } from "../../shared/car-path";
import { withActionHeaders } from "../../shared/headers";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { splitLocale } from "../../shared/locale-path";
import { routePath } from "../../shared/route-table";
import { redirectInBasename } from "../../shared/safe-redirect";
import { icon } from "../../ui/icon";
import type { PageMeta } from "../../ui/site-data";
import { useSite } from "../../ui/site-data";
import type { Route } from "./+types/favorites";
import { pageContext } from "./page-context.server";

const Heart = icon(HeartNode);

/** The visitor's parked cars (spec 2 `favorites` / `favoriten`): personal, so never indexed or shared-cached. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const owner = favoriteOwnerOf(request.headers.get("cookie"), context.user);
  const cars = await listFavorites(context.db, context.project, owner);
  const meta: PageMeta = { title: ctx.t("favorites:title"), noindex: true };
  return data(
    {
      meta,
      cars,
      signedIn: Boolean(context.user),
      messages: messagesFor(ctx.locale, ["favorites", ...CAR_VOCABULARY_MESSAGES]),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers({ actionHeaders, parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  return withActionHeaders(withActionHeaders(parentHeaders, loaderHeaders), actionHeaders);
}

/**
 * The toggle of every FavoriteButton (and the remove buttons here): `intent=add|remove&car=<number>`.
 * With `redirectTo` (a browser without JavaScript) it sends the browser back there; without it (the
 * JavaScript fetcher) it answers with the new state. The first favorite of an anonymous visitor sets
 * the visitor cookie; nothing else does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = favoriteFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "favorites:errors.invalid" }, { status: 400 });
  const { intent, car, redirectTo } = parsed.data;
  const cookie = request.headers.get("cookie");
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  let result: Awaited<ReturnType<typeof addFavorite>>;
  if (intent === "add") {
    const { owner, newVisitorId } = ownerForWrite(cookie, context.user);
    result = await addFavorite(context.db, context.project, owner, car);
    if (result.ok && newVisitorId)
      headers.set("Set-Cookie", visitorCookie(newVisitorId, context.secureCookies));
  } else {
    result = await removeFavorite(context.db, context.project, favoriteOwnerOf(cookie, context.user), car);
  }
  if (!result.ok) {
    return result.error.code === "not_found"
      ? data({ error: "favorites:errors.not_found" }, { status: 404, headers })
      : data({ error: "favorites:errors.full", max: MAX_FAVORITES }, { status: 409, headers });
  }
  // Relative to the locale basename, which React Router adds back (a prefix in the target is taken off).
  if (redirectTo) {
    const prefix = splitLocale(new URL(request.url).pathname).locale;
    throw redirect(redirectInBasename(redirectTo, prefix, context.origin), { status: 303, headers });
  }
  return data({ favorite: intent === "add", count: result.value.count }, { headers });
}

function RemoveButton({ carNumber, carTitle }: { carNumber: number; carTitle: string }) {
  const { t } = useTranslation("favorites");
  const site = useSite();
  return (
    <Form method="post" action={routePath("favorites", site.locale)} className={styles.remove}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="car" value={carNumber} />
      <input type="hidden" name="redirectTo" value={routePath("favorites", site.locale)} />
      <button
        type="submit"
        className="button secondary"
        aria-label={t("button.remove_label", { car: carTitle })}
        data-testid={`remove-${carNumber}`}
      >
        {t("button.remove")}
      </button>
    </Form>
  );
}

function FavoritesList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("favorites");
  const site = useSite();
  const { cars } = loaderData;
  const german = site.locale === "de";
  const number = numberFormat(site.locale);
  const month = dateTimeFormat(site.locale, {
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  const error = actionData as { error?: string; max?: number } | undefined;
  return (
    <div className="container page" data-testid="favorites-page">
      <h1>{t("title")}</h1>
      <p className="lead">{loaderData.signedIn ? t("lead_user") : t("lead_visitor")}</p>
      {error?.error && (
        <p className="alert error" role="alert">
          {t(error.error, { max: error.max ?? 0 })}
        </p>
      )}
      {cars.length === 0 ? (
        <div className={`alert ${styles.empty}`} data-testid="favorites-empty">
          <h2 style={{ margin: "0 0 0.5rem", fontSize: "1.25rem" }}>{t("empty.title")}</h2>
          <p style={{ margin: "0 0 1rem" }}>
            <Heart aria-hidden size={18} style={{ verticalAlign: "-3px" }} /> {t("empty.text")}
          </p>
          <Link className="button" to={routePath("cars", site.locale)}>
            {t("empty.link")}
          </Link>
        </div>
      ) : (
        <>
          <p data-testid="favorites-count">{t("count", { count: cars.length })}</p>
          {!loaderData.signedIn && (
            <p>
              <Link to={`/login?redirectTo=${encodeURIComponent(routePath("favorites", site.locale))}`}>
                {t("login")}
              </Link>
            </p>
          )}
          <ul className={`grid ${styles.cards}`} data-testid="favorites-list">
            {cars.map((car) => {
              const title = `${car.brandName} ${car.modelName} ${car.variant}`;
              const unavailable = car.state !== "available";
              return (
                <li key={car.number} data-testid={`favorite-card-${car.number}`} data-state={car.state}>
                  <article className={`card ${styles.card} ${unavailable ? styles.unavailable : ""}`}>
                    <div className={styles.picture}>
                      {car.image ? (
                        <CarPicture
                          image={car.image}
                          alt=""
                          sizes="(min-width: 1200px) 360px, (min-width: 640px) 45vw, 100vw"
                        />
                      ) : (
                        <span className={styles.noPicture}>{t("card.no_picture")}</span>
                      )}
                      {unavailable && <span className={styles.badge}>{t(`cars:status.${car.state}`)}</span>}
                    </div>
                    <div className={styles.body}>
                      <h2 className={styles.title}>
                        <Link to={carPath(car, german)}>{title}</Link>
                      </h2>
                      <p className={styles.facts}>
                        {[
                          car.firstRegistration
                            ? t("card.first_registration", {
                                date: month.format(new Date(car.firstRegistration)),
                              })
                            : t("card.new_car"),
                          t("card.mileage", { km: number.format(car.mileageKm) }),
                          t(`cars:fuel.${car.fuel}`),
                        ].join(" · ")}
                      </p>
                      <p className={styles.price}>{formatMoney(car.priceMinor, car.currency, site.locale)}</p>
                      {unavailable && <p className={styles.note}>{t(`card.${car.state}`)}</p>}
                      <RemoveButton carNumber={car.number} carTitle={title} />
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

export default function Favorites(props: Route.ComponentProps) {
  return (
    <WithMessages messages={props.loaderData.messages}>
      <FavoritesList {...props} />
    </WithMessages>
  );
}
