/** The item editor's variants: own SKU, name per language, price, stock, active. */
import { Form } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { formatMoneyInput } from "../../core/items/item-schema";
import type { EditedItem } from "../../core/items/items.service.server";
import { pickLocalized } from "../../core/leads/localized-text";
import { formatLocaleNumber } from "../../shared/locale-number";
import { LOCALES, type Locale } from "../../shared/locales";
import { type ActionAnswer, type D, LANGUAGE_NAMES } from "./item-edit-types";
import { Field, Notice } from "./item-fields";
import styles from "./items.module.css";

function VariantForm({
  item,
  variant,
  a,
  here,
  locale,
}: {
  item: EditedItem;
  variant: EditedItem["variants"][number] | null;
  a: ActionAnswer | null;
  here: string;
  locale: Locale;
}) {
  const { t } = useTranslation("items");
  const key = variant?.id ?? "new";
  const mine =
    a && (variant ? a.intent === "variant_save" && a.target === variant.id : a.intent === "variant_add");
  const echoed = mine && !a.ok ? a.values : null;
  const errors = mine ? a.fields : {};
  const value = (name: string, fallback: string) => echoed?.[name] ?? fallback;
  const id = (name: string) => `variant-${key}-${name}`;
  return (
    <Form
      method="post"
      action={here}
      className={`form ${styles.variant}`}
      data-testid={variant ? "variant-form" : "variant-new"}
      noValidate
    >
      <input type="hidden" name="intent" value={variant ? "variant_save" : "variant_add"} />
      {variant && <input type="hidden" name="target" value={variant.id} />}
      <input type="hidden" name="stock_was" value={variant?.stock ?? ""} />
      <Notice a={a} intent={variant ? "variant_save" : "variant_add"} target={variant ? variant.id : null} />
      <div className={styles.grid}>
        {LOCALES.map((l) => (
          <Field
            key={l}
            id={id(`name-${l}`)}
            name={`variant_${l}`}
            label={t("variants.name_in", { language: LANGUAGE_NAMES[l] })}
            errors={errors}
            lang={l}
            defaultValue={value(`variant_${l}`, variant?.variantName[l] ?? "")}
            maxLength={80}
          />
        ))}
        <Field
          id={id("sku")}
          name="sku"
          label={t("fields.sku")}
          errors={errors}
          defaultValue={value("sku", variant?.sku ?? "")}
          maxLength={40}
          autoComplete="off"
        />
        <Field
          id={id("price")}
          name="price"
          label={t("fields.price")}
          errors={errors}
          defaultValue={value("price", formatMoneyInput(variant?.priceMinor ?? item.priceMinor, locale))}
          inputMode="decimal"
          maxLength={20}
        />
        <Field
          id={id("stock")}
          name="stock"
          label={t("fields.stock")}
          errors={errors}
          defaultValue={value(
            "stock",
            variant?.stock === null || variant?.stock === undefined
              ? ""
              : formatLocaleNumber(variant.stock, locale),
          )}
          inputMode="numeric"
          maxLength={10}
        />
        <div className={`field ${styles.check}`}>
          <input
            id={id("active")}
            type="checkbox"
            name="active"
            defaultChecked={echoed ? echoed.active === "on" : (variant?.isActive ?? true)}
          />
          <label htmlFor={id("active")}>{t("fields.active")}</label>
        </div>
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className="button secondary"
          data-testid={variant ? "variant-save" : "variant-add"}
        >
          {variant ? t("variants.save") : t("variants.add")}
        </button>
        {variant && (
          <button
            type="submit"
            className="button secondary danger"
            formNoValidate
            name="intent"
            value="variant_remove"
            data-testid="variant-remove"
          >
            {t("variants.remove")}
          </button>
        )}
      </div>
    </Form>
  );
}

export function Variants({
  d,
  item,
  a,
  here,
}: {
  d: D;
  item: EditedItem;
  a: ActionAnswer | null;
  here: string;
}) {
  const { t } = useTranslation("items");
  return (
    <section aria-labelledby="item-variants" className={styles.section} data-testid="item-variants">
      <h2 id="item-variants">{t("variants.title")}</h2>
      <p className="muted">{t("variants.lead")}</p>
      <Notice a={a} intent="variant_remove" />
      {item.variants.length > 0 && (
        <ul className={styles.variantList}>
          {item.variants.map((v) => (
            <li key={v.id}>
              <h3>{pickLocalized(v.variantName, d.locale) || v.sku}</h3>
              <VariantForm item={item} variant={v} a={a} here={here} locale={d.locale} />
            </li>
          ))}
        </ul>
      )}
      <h3>{t("variants.new")}</h3>
      <VariantForm item={item} variant={null} a={a} here={here} locale={d.locale} />
    </section>
  );
}
