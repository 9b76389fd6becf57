/**
 * The item editor's loader and action (account/items/new and account/items/{id}): the item with its
 * variants and pictures, and one post per part (save, variants, picture upload, alt texts, order, removal),
 * each parsed by its zod schema (core/items) and answered with the part's target and message.
 */
import { data, redirect } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { fieldErrors } from "../../core/identity/auth-schema";
import { itemSchemas } from "../../core/items/item-schema";
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
import { accountPath } from "../../shared/account-routes";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { LOCALES } from "../../shared/locales";
import type { Result } from "../../shared/result";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/item-edit";
import { requireAccess } from "./guard.server";

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
    return actionFailure({ code: "invalid" }, { message: "items:errors.invalid_request" });
  }
  const intent = String(form.get("intent") ?? "save");
  const target = typeof form.get("target") === "string" ? String(form.get("target")).slice(0, 40) : null;
  const schemas = itemSchemas(ctx.locale);
  const values = echo(form);
  const s = ctx.services;
  // A failure echoes what was typed with the intent and target, which name the form it belongs to.
  const echoed = { ...values, intent, target: target ?? "" };
  const finish = (r: Result<unknown, ItemError>, message: string) => {
    if (r.ok) return actionSuccess(message, { intent, target });
    if (r.error.code === "forbidden" || r.error.code === "not_found") throw actionFailure(r.error);
    return actionFailure(r.error, {
      message: r.error.message ?? "items:errors.check_fields",
      values: echoed,
    });
  };
  const invalid = (fields: Record<string, string[]>) =>
    actionFailure({ code: "invalid", fields }, { message: "items:errors.check_fields", values: echoed });
  const refused = () =>
    actionFailure(
      { code: "invalid" },
      { message: "items:errors.invalid_request", values: { intent, target: "" } },
    );
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
  if (isNew) return refused();
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
      return refused();
  }
}
