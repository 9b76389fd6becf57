import { Heart as HeartNode } from "lucide";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigate } from "react-router";
import { CAR_VOCABULARY_MESSAGES } from "../../core/catalog/car-attributes";
import { compareQuery, MAX_COMPARE, MIN_COMPARE } from "../../core/favorites/compare";
import {
  compareQuerySchema,
  favoriteFormSchema,
  favoriteOwnerOf,
  MAX_FAVORITES,
  ownerForWrite,
  visitorCookie,
} from "../../core/favorites/favorites";
import {
  addFavorite,
  type ComparedCar,
  compareFavorites,
  listFavorites,
  removeFavorite,
} from "../../core/favorites/favorites.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { CarPicture } from "../../features/catalog/car-picture";
import { formatMoney } from "../../features/catalog/format";
import { CompareTable } from "../../features/favorites/compare-table";
import styles from "../../features/favorites/favorites.module.css";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { carPath } from "../../shared/car-path";
import { withActionHeaders } from "../../shared/headers";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { splitLocale } from "../../shared/locale-path";
import { routePath } from "../../shared/route-table";
import { routeUrl } from "../../shared/route-url";
import { redirectInBasename } from "../../shared/safe-redirect";
import { icon } from "../../ui/icon";
import type { PageMeta } from "../../ui/site-data";
import { useSite } from "../../ui/site-data";
import type { Route } from "./+types/favorites";
import { pageContext } from "./page-context.server";

const Heart = icon(HeartNode);

/** The comparison asked for by `?compare=`: the cars, or why not (a catalogue key). */
type Comparison = { cars: ComparedCar[]; error?: undefined } | { cars?: undefined; error: string };

/**
 * The visitor's parked cars (`favorites` / `favoriten`): personal, so never indexed or shared-cached.
 * `?compare=n1,n2` (2 to 4 of the visitor's own parked cars, by number) shows them side by side instead;
 * a malformed list answers 400, a car that is not the visitor's favorite 404, both with the list below.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const owner = favoriteOwnerOf(request.headers.get("cookie"), context.user);
  const headers = { "Cache-Control": "private, no-store" };
  const requested = ctx.url.searchParams.getAll("compare");
  let comparison: Comparison | null = null;
  let status = 200;
  if (requested.length > 0) {
    const parsed = compareQuerySchema.safeParse(requested);
    if (!parsed.success) {
      comparison = { error: parsed.error.issues[0]?.message ?? "favorites:compare.errors.count" };
      status = 400;
    } else {
      // One URL per comparison: the form's repeated parameters become the comma list.
      const canonical = compareQuery(parsed.data);
      if (requested.length > 1 || requested[0] !== canonical) {
        // Relative to the locale basename, which React Router adds back.
        throw redirect(`${splitLocale(ctx.url.pathname).rest}?compare=${canonical}`, {
          status: 302,
          headers,
        });
      }
      const compared = await compareFavorites(context.services, owner, parsed.data);
      if (compared.ok) comparison = { cars: compared.value };
      else {
        comparison = { error: "favorites:compare.errors.not_parked" };
        status = 404;
      }
    }
  }
  const cars = comparison?.cars ? [] : await listFavorites(context.services, owner);
  const meta: PageMeta = {
    title: ctx.t(comparison?.cars ? "favorites:compare.title" : "favorites:title"),
    noindex: true,
  };
  return data(
    {
      meta,
      cars,
      comparison,
      signedIn: Boolean(context.user),
      messages: messagesFor(ctx.locale, ["favorites", ...CAR_VOCABULARY_MESSAGES]),
    },
    { status, headers },
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
  if (!parsed.success) return actionFailure({ code: "invalid" }, { message: "favorites:errors.invalid" });
  const { intent, car, redirectTo } = parsed.data;
  const cookie = request.headers.get("cookie");
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  let result: Awaited<ReturnType<typeof addFavorite>>;
  if (intent === "add") {
    const { owner, newVisitorId } = ownerForWrite(cookie, context.user);
    result = await addFavorite(context.services, owner, car);
    if (result.ok && newVisitorId)
      headers.set("Set-Cookie", visitorCookie(newVisitorId, context.secureCookies));
  } else {
    result = await removeFavorite(context.services, favoriteOwnerOf(cookie, context.user), car);
  }
  if (!result.ok) {
    return result.error.code === "not_found"
      ? actionFailure(result.error, { message: "favorites:errors.not_found", headers })
      : actionFailure(result.error, {
          message: "favorites:errors.full",
          headers,
          extra: { max: MAX_FAVORITES },
        });
  }
  // Relative to the locale basename, which React Router adds back (a prefix in the target is taken off).
  if (redirectTo) {
    const prefix = splitLocale(routeUrl(request).pathname).locale;
    throw redirect(redirectInBasename(redirectTo, prefix, context.origin), { status: 303, headers });
  }
  return actionSuccess(null, { favorite: intent === "add", count: result.value.count }, { headers });
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

const COMPARE_FORM = "favorites-compare";

/**
 * The "compare the chosen cars" bar: a GET form the cards' checkboxes belong to (`form=` attribute), so
 * it works without JavaScript (the server checks the choice); with it, the button waits for 2 to 4
 * ticks and goes straight to the canonical URL.
 */
function CompareBar({ chosen, live }: { chosen: number[]; live: boolean }) {
  const { t } = useTranslation("favorites");
  const site = useSite();
  const navigate = useNavigate();
  const action = routePath("favorites", site.locale);
  const ready = chosen.length >= MIN_COMPARE && chosen.length <= MAX_COMPARE;
  return (
    <Form
      id={COMPARE_FORM}
      method="get"
      action={action}
      className={styles.compareBar}
      data-testid="compare-bar"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) navigate(`${action}?compare=${compareQuery(chosen)}`);
      }}
    >
      <p aria-live="polite">
        {live && chosen.length > 0
          ? t("compare.chosen", { count: chosen.length, max: MAX_COMPARE })
          : t("compare.hint", { max: MAX_COMPARE })}
      </p>
      <button type="submit" className="button" disabled={live && !ready} data-testid="compare-submit">
        {t("compare.submit")}
      </button>
    </Form>
  );
}

function Comparison({ cars }: { cars: ComparedCar[] }) {
  const { t } = useTranslation("favorites");
  const site = useSite();
  return (
    <div className="container page" data-testid="favorites-page">
      <nav className="breadcrumbs" aria-label={t("store:breadcrumbs")}>
        <ol>
          <li>
            <Link to={routePath("favorites", site.locale)}>{t("title")}</Link>
          </li>
          <li aria-current="page">{t("compare.title")}</li>
        </ol>
      </nav>
      <h1 id="compare-title">{t("compare.title")}</h1>
      <CompareTable cars={cars} locale={site.locale} />
    </div>
  );
}

function FavoritesList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("favorites");
  const site = useSite();
  const { cars } = loaderData;
  const [chosen, setChosen] = useState<number[]>([]);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const comparable = cars.length >= MIN_COMPARE;
  const german = site.locale === "de";
  const number = numberFormat(site.locale);
  const month = dateTimeFormat(site.locale, {
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  });
  const failed =
    actionData && !actionData.ok ? (actionData as { message: string | null; max?: number }) : null;
  return (
    <div className="container page" data-testid="favorites-page">
      <h1>{t("title")}</h1>
      <p className="lead">{loaderData.signedIn ? t("lead_user") : t("lead_visitor")}</p>
      {failed?.message && (
        <p className="alert error" role="alert">
          {t(failed.message, { max: failed.max ?? 0 })}
        </p>
      )}
      {loaderData.comparison?.error && (
        <p className="alert error" role="alert" data-testid="compare-error">
          {t(loaderData.comparison.error)}
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
                      {comparable && (
                        <label className={styles.compareChoice}>
                          <input
                            type="checkbox"
                            name="compare"
                            value={car.number}
                            form={COMPARE_FORM}
                            checked={live ? chosen.includes(car.number) : undefined}
                            // Four columns at most: the others wait until one is unticked.
                            disabled={live && !chosen.includes(car.number) && chosen.length >= MAX_COMPARE}
                            onChange={(e) => {
                              const on = e.currentTarget.checked;
                              setChosen((list) =>
                                on ? [...list, car.number] : list.filter((n) => n !== car.number),
                              );
                            }}
                            aria-label={t("compare.select_label", { car: title })}
                            data-testid={`compare-${car.number}`}
                          />
                          <span aria-hidden>{t("compare.select")}</span>
                        </label>
                      )}
                      <RemoveButton carNumber={car.number} carTitle={title} />
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
          {comparable ? (
            <CompareBar chosen={chosen} live={live} />
          ) : (
            <p className={styles.compareNote}>{t("compare.need_two")}</p>
          )}
        </>
      )}
    </div>
  );
}

export default function Favorites(props: Route.ComponentProps) {
  const compared = props.loaderData.comparison?.cars;
  return (
    <WithMessages messages={props.loaderData.messages}>
      {compared ? <Comparison cars={compared} /> : <FavoritesList {...props} />}
    </WithMessages>
  );
}
