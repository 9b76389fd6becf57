import { Link } from "react-router";
import { listBrandsWithPictures } from "../../core/catalog/catalog.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { CarPicture } from "../../features/catalog/car-picture";
import styles from "../../features/catalog/model-card.module.css";
import { brandPaths, routePath } from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/select-brand";
import { pageContext } from "./page-context.server";

/** Two tiles a row on phones, up to six on desktops. */
const BRAND_TILE_SIZES = "(min-width: 1200px) 190px, (min-width: 600px) 30vw, 50vw";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const brands = await listBrandsWithPictures(context.services);
  const german = ctx.url.pathname.includes("fahrzeugmarke-waehlen");
  const meta: PageMeta = {
    title: ctx.t("pages:selectBrand.title"),
    description: ctx.t("pages:selectBrand.description"),
    alternates: Object.fromEntries(context.project.languages.map((l) => [l, routePath("selectBrand", l)])),
  };
  return { brands, german, meta, messages: messagesFor(ctx.locale, ["store.catalog"]) };
}

export default function SelectBrand({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["pages", "store"]);
  return (
    <div className="container page">
      <h1>{t("selectBrand.title")}</h1>
      <p className="lead">{loaderData.meta.description}</p>
      <ul className={styles.brandGrid} data-testid="brand-list">
        {loaderData.brands.map((b, i) => (
          <li key={b.slug}>
            <article className={styles.card} data-testid="brand-tile">
              <div className={styles.media}>
                {b.picture && (
                  <CarPicture
                    image={b.picture}
                    alt=""
                    sizes={BRAND_TILE_SIZES}
                    priority={i < 2}
                    className={styles.img}
                  />
                )}
              </div>
              <div className={styles.body}>
                <h2 className={`${styles.title} ${styles.brandName}`}>
                  <Link to={brandPaths.models(b.slug, loaderData.german)} className={styles.link}>
                    {b.name}
                  </Link>
                </h2>
                <p className={styles.bodyType}>{t("store:catalog.model_count", { count: b.models })}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
