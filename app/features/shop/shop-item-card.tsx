import type { ShopItem } from "../../core/commerce/shop.service.server";
import { vatStatement } from "../../core/commerce/vat-statement";
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
  const variants = item.variants;
  const hasVariants = variants.length > 0;
  // With variants the card sells the chosen variant: stock and limits are the variants'.
  const stock = hasVariants
    ? variants.some((v) => v.stock === null)
      ? stockState(null)
      : stockState(variants.reduce((n, v) => n + Math.max(0, v.stock ?? 0), 0))
    : stockState(item.stock);
  const max = hasVariants
    ? Math.max(0, ...variants.map((v) => (v.inStock ? maxOrderQuantity(v.stock) : 0)))
    : maxOrderQuantity(item.stock);
  const available = item.inStock && max > 0;
  const quantityId = `quantity-${item.id}`;
  const variantId = `variant-${item.id}`;
  const lowest = hasVariants ? Math.min(...variants.map((v) => v.priceMinor)) : item.priceMinor;
  const priceVaries = hasVariants && variants.some((v) => v.priceMinor !== lowest);
  const firstAvailable = variants.find((v) => v.inStock)?.id;
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
            <span data-testid="shop-item-price">
              {priceVaries
                ? t("items:shop.from", { price: formatMoney(lowest, currency, locale) })
                : formatMoney(lowest, currency, locale)}
            </span>{" "}
            <span className={styles.vat} data-testid="shop-item-vat">
              {(({ key, values }) => t(key, values))(vatStatement(item.vatRateBp, locale))}
            </span>
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
            fields={
              hasVariants ? { kind: "item", itemId: null, card: item.id } : { kind: "item", itemId: item.id }
            }
            addedKey={item.id}
            name={item.name}
            disabled={!available}
            accessibleName={t("cart:add.button_label", { name: item.name })}
          >
            {hasVariants && available && (
              <span className={styles.quantity}>
                <label htmlFor={variantId}>{t("items:shop.choose")}</label>
                <select
                  id={variantId}
                  name="itemId"
                  defaultValue={firstAvailable}
                  aria-label={t("items:shop.variant_label", { name: item.name })}
                  data-testid="shop-item-variant"
                >
                  {variants.map((v) => (
                    <option key={v.id} value={v.id} disabled={!v.inStock} data-sku={v.sku}>
                      {v.name} – {formatMoney(v.priceMinor, currency, locale)}
                      {v.inStock ? "" : ` (${t("items:shop.variant_out")})`}
                    </option>
                  ))}
                </select>
              </span>
            )}
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
