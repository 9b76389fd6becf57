/**
 * The item editor: the item (SKU, category, names and descriptions per language, brand, gross price, VAT,
 * stock, active, position), its variants and its pictures. Every part is a plain form posting to the
 * route's action, so it works without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import { ITEM_CATEGORIES } from "../../core/commerce/commerce-enums";
import { useTranslation } from "../../core/i18n/react";
import { formatMoneyInput, VAT_RATES_BP } from "../../core/items/item-schema";
import { accountPath } from "../../shared/account-routes";
import { formatLocaleNumber } from "../../shared/locale-number";
import { LOCALES } from "../../shared/locales";
import { type ActionAnswer, type D, LANGUAGE_NAMES } from "./item-edit-types";
import { Field, Notice } from "./item-fields";
import { Images } from "./item-images";
import { Variants } from "./item-variants";
import styles from "./items.module.css";

export function Editor({ d, a }: { d: D; a: ActionAnswer | null }) {
  const { t } = useTranslation("items");
  const busy = useNavigation().state === "submitting";
  const item = d.item;
  const here = item ? accountPath("itemEdit", { id: item.id }) : accountPath("itemNew");
  const mainEcho = a && !a.ok && a.intent === "save" ? a.values : null;
  const mainErrors = a && a.intent === "save" ? a.fields : {};
  const value = (name: string, fallback: string) => mainEcho?.[name] ?? fallback;
  const price = (minor: number | undefined) => (minor === undefined ? "" : formatMoneyInput(minor, d.locale));
  const priceHint = t("editor.price_hint", { example: formatMoneyInput(123_450, d.locale) });
  const count = (n: number | null | undefined) =>
    n === null || n === undefined ? "" : formatLocaleNumber(n, d.locale);
  return (
    <section className={styles.screen} data-testid="item-editor">
      <header className={styles.head}>
        <div>
          <p className="eyebrow">
            <Link to={accountPath("items")}>{t("list.title")}</Link>
          </p>
          <h1>{d.title}</h1>
        </div>
      </header>
      {d.saved && !a && (
        <p className="alert success" role="status" data-testid="item-notice">
          {t("messages.created")}
        </p>
      )}
      <Notice a={a} intent="save" />
      <Form method="post" action={here} className={`form ${styles.form}`} data-testid="item-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="stock_was" value={item?.stock ?? ""} />
        <fieldset className={styles.grid}>
          <legend>{t("editor.basics")}</legend>
          <Field
            id="item-sku"
            name="sku"
            label={t("fields.sku")}
            errors={mainErrors}
            defaultValue={value("sku", item?.sku ?? "")}
            required
            maxLength={40}
            autoComplete="off"
          />
          <div className="field">
            <label htmlFor="item-category">{t("fields.category")}</label>
            <select
              id="item-category"
              name="category"
              defaultValue={value("category", item?.category ?? "accessories")}
            >
              {ITEM_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`shop:category.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <Field
            id="item-brand"
            name="brand_name"
            label={t("fields.brand")}
            errors={mainErrors}
            defaultValue={value("brand_name", item?.brandName ?? "")}
            maxLength={80}
          />
          <Field
            id="item-price"
            name="price"
            label={t("fields.price")}
            hint={priceHint}
            errors={mainErrors}
            defaultValue={value("price", price(item?.priceMinor))}
            inputMode="decimal"
            required
            maxLength={20}
          />
          <div className="field">
            <label htmlFor="item-vat">{t("fields.vat")}</label>
            <select id="item-vat" name="vat" defaultValue={value("vat", String(item?.vatRateBp ?? 1900))}>
              {VAT_RATES_BP.map((v) => (
                <option key={v} value={v}>
                  {t("editor.vat_rate", { rate: v / 100 })}
                </option>
              ))}
            </select>
          </div>
          <Field
            id="item-stock"
            name="stock"
            label={t("fields.stock")}
            hint={t("editor.stock_hint")}
            errors={mainErrors}
            defaultValue={value("stock", count(item?.stock))}
            inputMode="numeric"
            maxLength={10}
          />
          <Field
            id="item-position"
            name="position"
            label={t("fields.position")}
            errors={mainErrors}
            defaultValue={value("position", count(item?.position ?? 0))}
            inputMode="numeric"
            maxLength={6}
          />
          <div className={`field ${styles.check}`}>
            <input
              id="item-active"
              type="checkbox"
              name="active"
              defaultChecked={mainEcho ? mainEcho.active === "on" : (item?.isActive ?? true)}
            />
            <label htmlFor="item-active">{t("fields.active_long")}</label>
          </div>
        </fieldset>
        {LOCALES.map((l) => (
          <fieldset key={l} className={styles.language} lang={l}>
            <legend>{t("editor.texts_in", { language: LANGUAGE_NAMES[l] })}</legend>
            <Field
              id={`item-name-${l}`}
              name={`name_${l}`}
              label={t("fields.name")}
              errors={mainErrors}
              defaultValue={value(`name_${l}`, item?.name[l] ?? "")}
              maxLength={120}
            />
            <div className="field">
              <label htmlFor={`item-description-${l}`}>{t("fields.description")}</label>
              <textarea
                id={`item-description-${l}`}
                name={`description_${l}`}
                rows={3}
                maxLength={2000}
                defaultValue={value(`description_${l}`, item?.description[l] ?? "")}
              />
            </div>
          </fieldset>
        ))}
        <div>
          <button type="submit" className="button" disabled={busy} data-testid="item-save">
            {item ? t("editor.save") : t("editor.create")}
          </button>
        </div>
      </Form>
      {item && <Variants d={d} item={item} a={a} here={here} />}
      {item && <Images item={item} a={a} here={here} locale={d.locale} />}
    </section>
  );
}
