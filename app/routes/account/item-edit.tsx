/**
 * account/items/new and account/items/{id} (issue 15): the item editor. The item (SKU, category, names
 * and descriptions in de/en/pl/tr, brand, gross price typed in the page's language (decision 0054), VAT, stock: empty
 * for a service, active, position), its variants (own SKU, name per language, price, stock, active) and
 * its pictures (upload, alt texts, order by drag and drop or up/down buttons, the first is the cover).
 * Every part is a plain form posting to this route's action, so it works without JavaScript.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ITEM_CATEGORIES } from "../../core/commerce/commerce-enums";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { fieldErrors } from "../../core/identity/auth-schema";
import { formatMoneyInput, ITEM_IMAGE, itemSchemas, VAT_RATES_BP } from "../../core/items/item-schema";
import {
  addItemImages,
  addVariant,
  createItem,
  type EditedItem,
  getItemForEdit,
  type ItemError,
  moveItemImage,
  removeItemImage,
  removeVariant,
  reorderItemImages,
  setItemImageAlt,
  updateItem,
  updateVariant,
} from "../../core/items/items.service.server";
import { pickLocalized } from "../../core/leads/localized-text";
import { ImageOrder } from "../../features/items/image-order";
import styles from "../../features/items/items.module.css";
import { accountPath } from "../../shared/account-routes";
import { formatLocaleNumber } from "../../shared/locale-number";
import { LOCALES, type Locale } from "../../shared/locales";
import type { Result } from "../../shared/result";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/item-edit";
import { requireAccess } from "./guard.server";

const LANGUAGE_NAMES: Record<Locale, string> = { de: "Deutsch", en: "English", pl: "Polski", tr: "Türkçe" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const isNew = !params.id;
  requireAccess(request, context, isNew ? "itemNew" : "itemEdit");
  const ctx = pageContext(request, context);
  let item: EditedItem | null = null;
  if (!isNew) {
    const found = await getItemForEdit(ctx.services, params.id!);
    if (!found.ok) throw data(null, { status: found.error.code === "forbidden" ? 403 : 404 });
    item = found.value;
  }
  const title = item ? pickLocalized(item.name, ctx.locale) || item.sku : ctx.t("items:editor.title_new");
  return {
    meta: { title, noindex: true },
    messages: messagesFor(ctx.locale, ["items", "shop.category", FORM_MESSAGES]),
    locale: ctx.locale,
    item,
    title,
    saved: ctx.url.searchParams.get("saved") === "1",
  };
}

type ActionAnswer = {
  intent: string;
  ok: boolean;
  /** The variant or picture a message is about (its form shows it). */
  target: string | null;
  fields: Record<string, string[]>;
  values: Record<string, string>;
  message: string | null;
};

function echo(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && v.length <= 5000) out[k] = v;
  return out;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const isNew = !params.id;
  requireAccess(request, context, isNew ? "itemNew" : "itemEdit");
  const ctx = pageContext(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data(answer("unknown", false, null, {}, {}, "items:errors.invalid_request"), { status: 400 });
  }
  const intent = String(form.get("intent") ?? "save");
  const target = typeof form.get("target") === "string" ? String(form.get("target")).slice(0, 40) : null;
  const schemas = itemSchemas(ctx.locale);
  const values = echo(form);
  const s = ctx.services;
  const finish = (r: Result<unknown, ItemError>, message: string) => {
    if (r.ok) return answer(intent, true, target, {}, {}, message);
    if (r.error.code === "forbidden") throw data(null, { status: 403 });
    if (r.error.code === "not_found") throw data(null, { status: 404 });
    const fields = r.error.fields ?? {};
    return data(
      answer(intent, false, target, fields, values, r.error.message ?? "items:errors.check_fields"),
      {
        status: 400,
      },
    );
  };
  const invalid = (fields: Record<string, string[]>) =>
    data(answer(intent, false, target, fields, values, "items:errors.check_fields"), { status: 400 });
  const input = (names: string[]) => Object.fromEntries(names.map((n) => [n, form.get(n) ?? undefined]));
  const itemFields = [
    "sku",
    "category",
    "brand_name",
    "price",
    "vat",
    "stock",
    "stock_was",
    "active",
    "position",
  ].concat(LOCALES.flatMap((l) => [`name_${l}`, `description_${l}`]));
  const variantFields = ["sku", "price", "stock", "stock_was", "active"].concat(
    LOCALES.map((l) => `variant_${l}`),
  );

  if (intent === "save") {
    const parsed = schemas.item.safeParse(input(itemFields));
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    if (isNew) {
      const created = await createItem(s, parsed.data);
      if (!created.ok) return finish(created, "");
      throw redirect(`${accountPath("itemEdit", { id: created.value.id })}?saved=1`, { status: 303 });
    }
    return finish(await updateItem(s, params.id!, parsed.data), "items:messages.saved");
  }
  if (isNew)
    return data(answer(intent, false, null, {}, {}, "items:errors.invalid_request"), { status: 400 });
  const id = params.id!;
  switch (intent) {
    case "variant_add":
    case "variant_save": {
      const parsed = schemas.variant.safeParse(input(variantFields));
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      return intent === "variant_add"
        ? finish(await addVariant(s, id, parsed.data), "items:messages.variant_added")
        : finish(await updateVariant(s, id, target ?? "", parsed.data), "items:messages.variant_saved");
    }
    case "variant_remove":
      return finish(await removeVariant(s, id, target ?? ""), "items:messages.variant_removed");
    case "image_upload": {
      const files = form.getAll("images").filter((f): f is File => typeof f === "object" && f !== null);
      return finish(await addItemImages(s, id, files, context.files), "items:messages.images_added");
    }
    case "image_alt": {
      const parsed = schemas.alt.safeParse(input(LOCALES.map((l) => `alt_${l}`)));
      if (!parsed.success) return invalid(fieldErrors(parsed.error));
      return finish(await setItemImageAlt(s, id, target ?? "", parsed.data), "items:messages.alt_saved");
    }
    case "image_up":
    case "image_down":
      return finish(
        await moveItemImage(s, id, target ?? "", intent === "image_up" ? "up" : "down"),
        "items:messages.images_ordered",
      );
    case "image_order": {
      const order = String(form.get("order") ?? "")
        .slice(0, 2000)
        .split(",")
        .filter(Boolean);
      return finish(await reorderItemImages(s, id, order), "items:messages.images_ordered");
    }
    case "image_remove":
      return finish(
        await removeItemImage(s, id, target ?? "", context.files),
        "items:messages.image_removed",
      );
    default:
      return data(answer(intent, false, null, {}, {}, "items:errors.invalid_request"), { status: 400 });
  }
}

function answer(
  intent: string,
  ok: boolean,
  target: string | null,
  fields: Record<string, string[]>,
  values: Record<string, string>,
  message: string | null,
): ActionAnswer {
  return { intent, ok, target, fields, values, message };
}

export default function ItemEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <Editor d={loaderData} a={(actionData as ActionAnswer | undefined) ?? null} />
    </WithMessages>
  );
}

type D = Route.ComponentProps["loaderData"];

/** A text input with label and its translated error. */
function Field({
  id,
  name,
  label,
  errors,
  hint,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  label: string;
  errors?: Record<string, string[]>;
  hint?: string;
}) {
  const { t } = useTranslation("items");
  const error = errors?.[name]?.[0];
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} data-testid={`error-${name}`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

function Notice({
  a,
  intent,
  target,
}: {
  a: ActionAnswer | null;
  intent: string | string[];
  target?: string | null;
}) {
  const { t } = useTranslation("items");
  const intents = Array.isArray(intent) ? intent : [intent];
  if (!a?.message || !intents.includes(a.intent) || (target !== undefined && a.target !== target))
    return null;
  return (
    <p
      className={`alert ${a.ok ? "success" : "error"}`}
      role={a.ok ? "status" : "alert"}
      data-testid="item-notice"
    >
      {t(a.message)}
    </p>
  );
}

function Editor({ d, a }: { d: D; a: ActionAnswer | null }) {
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

function Variants({ d, item, a, here }: { d: D; item: EditedItem; a: ActionAnswer | null; here: string }) {
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

function Images({
  item,
  a,
  here,
  locale,
}: {
  item: EditedItem;
  a: ActionAnswer | null;
  here: string;
  locale: Locale;
}) {
  const { t } = useTranslation("items");
  const uploadErrors = a?.intent === "image_upload" ? a.fields : {};
  const error = uploadErrors.images?.[0];
  const ordered = item.images.map((i) => ({
    id: i.id,
    card: i.card,
    width: i.width,
    height: i.height,
    label: pickLocalized(i.alt, locale),
  }));
  const byId = new Map(item.images.map((i) => [i.id, i]));
  return (
    <section aria-labelledby="item-images" className={styles.section} data-testid="item-images-section">
      <h2 id="item-images">{t("images.title")}</h2>
      <p className="muted">{t("images.lead")}</p>
      <Notice
        a={a}
        intent={["image_upload", "image_up", "image_down", "image_order", "image_remove", "image_alt"]}
      />
      <Form
        method="post"
        action={here}
        encType="multipart/form-data"
        className={`form ${styles.upload}`}
        data-testid="image-upload"
      >
        <input type="hidden" name="intent" value="image_upload" />
        <div className="field">
          <label htmlFor="item-images-input">{t("images.choose")}</label>
          <input
            id="item-images-input"
            type="file"
            name="images"
            multiple
            accept={ITEM_IMAGE.accept}
            aria-describedby={`item-images-hint${error ? " item-images-error" : ""}`}
            aria-invalid={error ? true : undefined}
          />
          <p className="field-hint" id="item-images-hint">
            {t("images.hint", { files: ITEM_IMAGE.maxFiles, mb: ITEM_IMAGE.maxBytes / 1024 / 1024 })}
          </p>
          {error && (
            <p className="field-error" id="item-images-error" data-testid="error-images">
              {t(error)}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="button secondary" data-testid="image-upload-submit">
            {t("images.upload")}
          </button>
        </div>
      </Form>
      {ordered.length === 0 ? (
        <p data-testid="item-images-empty">{t("images.empty")}</p>
      ) : (
        <ImageOrder
          images={ordered}
          action={here}
          controls={(image, index) => {
            const stored = byId.get(image.id)!;
            return (
              <div className={styles.imageControls}>
                <Form method="post" action={here} className={styles.moveButtons}>
                  <input type="hidden" name="target" value={image.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="image_up"
                    className="button secondary small"
                    disabled={index === 0}
                    aria-label={t("images.up", { n: index + 1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="image_down"
                    className="button secondary small"
                    disabled={index === ordered.length - 1}
                    aria-label={t("images.down", { n: index + 1 })}
                  >
                    ↓
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="image_remove"
                    className="button secondary small danger"
                    aria-label={t("images.remove", { n: index + 1 })}
                  >
                    {t("images.remove_short")}
                  </button>
                </Form>
                <details>
                  <summary>{t("images.alt")}</summary>
                  <Form method="post" action={here} className="form">
                    <input type="hidden" name="intent" value="image_alt" />
                    <input type="hidden" name="target" value={image.id} />
                    {LOCALES.map((l) => (
                      <Field
                        key={l}
                        id={`alt-${image.id}-${l}`}
                        name={`alt_${l}`}
                        label={t("images.alt_in", { language: LANGUAGE_NAMES[l] })}
                        lang={l}
                        defaultValue={stored.alt[l] ?? ""}
                        maxLength={200}
                      />
                    ))}
                    <button type="submit" className="button secondary small">
                      {t("images.alt_save")}
                    </button>
                  </Form>
                </details>
              </div>
            );
          }}
        />
      )}
    </section>
  );
}
