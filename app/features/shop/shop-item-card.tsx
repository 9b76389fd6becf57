import type { ShopItem } from "../../core/commerce/shop.service.server";
import { useTranslation } from "../../core/i18n/react";
import type { Locale } from "../../shared/locales";
import { AddToCartForm } from "../cart/add-to-cart-form";
import { formatMoney } from "../catalog/format";
import styles from "./shop.module.css";
import { maxOrderQuantity, stockState } from "./shop-url";

/**
 * One article of the shop: picture, category, name, brand, gross price, stock, and a quantity with
 * "add to cart" (posting to the shop's own action, see routes/store/shop.tsx).
 */
export function ShopItemCard({
  item,
  currency,
  locale,
  action,
}: {
  item: ShopItem;
  currency: string;
  locale: Locale;
  action: string;
}) {
  const { t } = useTranslation("shop");
  const stock = stockState(item.stock);
  const max = maxOrderQuantity(item.stock);
  const available = item.inStock && max > 0;
  const quantityId = `quantity-${item.id}`;
  return (
    <li id={`item-${item.id}`} data-testid="shop-item" data-sku={item.sku} data-stock={stock.kind}>
      <article className={`card ${styles.card}`}>
        <div className={styles.picture}>
          {item.image ? (
            <img src={item.image} alt="" loading="lazy" decoding="async" width={480} height={360} />
          ) : (
            <span className={styles.noPicture}>{t("item.no_picture")}</span>
          )}
        </div>
        <div className={styles.body}>
          <p className={styles.category}>{t(`category.${item.category}`)}</p>
          <h2 className={styles.name}>{item.name}</h2>
          {item.brandName && <p className={styles.brand}>{item.brandName}</p>}
          {item.description && <p className={styles.description}>{item.description}</p>}
          <p className={styles.sku}>{t("item.sku", { sku: item.sku })}</p>
          <p className={styles.price}>
            <span data-testid="shop-item-price">{formatMoney(item.priceMinor, currency, locale)}</span>{" "}
            <span className={styles.vat}>{t("item.price_note")}</span>
          </p>
          <p className={styles.stock} data-state={stock.kind} data-testid="shop-item-stock">
            {stock.kind === "service"
              ? t("item.service")
              : stock.kind === "out"
                ? t("item.out_of_stock")
                : stock.kind === "low"
                  ? t("item.low_stock", { count: stock.count })
                  : t("item.in_stock")}
          </p>
          <AddToCartForm
            className={styles.add}
            action={action}
            fields={{ kind: "item", itemId: item.id }}
            name={item.name}
            disabled={!available}
            accessibleName={t("cart:add.button_label", { name: item.name })}
          >
            {available && (
              <span className={styles.quantity}>
                <label htmlFor={quantityId}>{t("item.quantity")}</label>
                <input
                  id={quantityId}
                  type="number"
                  name="quantity"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  step={1}
                  defaultValue={1}
                  required
                  aria-label={t("item.quantity_label", { name: item.name })}
                  data-testid="shop-item-quantity"
                />
              </span>
            )}
          </AddToCartForm>
        </div>
      </article>
    </li>
  );
}
