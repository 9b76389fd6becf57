import { Link } from "react-router";
import type { ModelSummary } from "../../core/catalog/catalog.service.server";
import { useTranslation } from "../../core/i18n/react";
import { brandPaths } from "../../shared/route-table";
import { useSite } from "../../ui/site-data";
import { CarPicture } from "./car-picture";
import { formatMoney } from "./format";
import styles from "./model-card.module.css";

/** Cards fill the page's auto-fill grid (16rem minimum): one column on phones, up to four on desktops. */
const MODEL_CARD_SIZES = "(min-width: 1200px) 290px, (min-width: 600px) 45vw, 100vw";

/** A new model in a list: its picture in the standard paint, name, body type and "from" price. */
export function ModelCard({
  brand,
  model,
  german,
  headingLevel = 2,
}: {
  brand: { slug: string; name: string };
  model: ModelSummary;
  german: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("store");
  const site = useSite();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card} data-testid="model-card">
      <div className={styles.media}>
        {model.picture && (
          <CarPicture image={model.picture} alt="" sizes={MODEL_CARD_SIZES} className={styles.img} />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={brandPaths.model(brand.slug, model.slug, german)} className={styles.link}>
            {brand.name} {model.name}
          </Link>
        </Heading>
        <p className={styles.bodyType}>{t(`catalog.body.${model.bodyType}`)}</p>
        {model.basePriceMinor !== null && (
          <p className={styles.price}>
            {t("catalog.from_price", {
              price: formatMoney(model.basePriceMinor, site.project.currency, site.locale),
            })}
          </p>
        )}
      </div>
    </article>
  );
}
