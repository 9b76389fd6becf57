/**
 * account/cars/new and account/cars/{number} (the extended database group): the car editor.
 * A new car is saved as a draft; an existing one shows its state control (publishing refused while the
 * Pkw-EnVKV data is incomplete, with the missing fields named), its photos (upload, order, cover,
 * delete), its rental price list and its history. Every form posts here and works without JavaScript;
 * the server checks access, the car's project and every input again.
 */
import { redirect } from "react-router";
import { CAR_VOCABULARY_MESSAGES } from "../../core/catalog/car-attributes";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import {
  changeEditorCarState,
  createCar,
  editorOptions,
  getEditorCar,
  saveRentalPrices,
  updateCar,
} from "../../core/inventory/car-editor.service.server";
import {
  deleteCarImage,
  moveCarImage,
  reorderCarImages,
  setCarCover,
  uploadCarImages,
} from "../../core/inventory/car-images.server";
import { CAR_STATES, type CarState } from "../../core/inventory/car-state";
import {
  type CarEditorAnswer,
  CarEditorPage,
  type EditorForm,
} from "../../features/car-editor/car-editor-page";
import { carFormValues, rentalFormValues } from "../../features/car-editor/form-values";
import { accountPath } from "../../shared/account-routes";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { carPath } from "../../shared/car-path";
import { projectTimeZone } from "../../shared/date-time";
import { isDbId } from "../../shared/db-id";
import type { DomainError } from "../../shared/result";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/car-edit";
import { requireAccess } from "./guard.server";

/** A car number as the address carries it (identity from 100001; never more than 15 digits). */
const CAR_NUMBER = /^[1-9]\d{0,14}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function carNumberOf(params: { number?: string }): number | null {
  if (params.number === undefined) return null;
  if (!CAR_NUMBER.test(params.number)) notFound();
  const n = Number(params.number);
  if (!isDbId(n)) notFound();
  return n;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const number = carNumberOf(params);
  requireAccess(request, context, number === null ? "carNew" : "carEdit");
  const ctx = pageContext(request, context);
  const options = await editorOptions(ctx.services);
  const messages = messagesFor(ctx.locale, [
    "car-editor",
    ...CAR_VOCABULARY_MESSAGES,
    "car.envkv",
    "car.facts",
    "inventory.errors",
    FORM_MESSAGES,
  ]);
  const base = {
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    currency: context.project.currency ?? "EUR",
    options,
    messages,
    created: ctx.url.searchParams.get("created") === "1",
  };
  if (number === null) {
    return {
      ...base,
      meta: { title: ctx.t("car-editor:new.title"), noindex: true },
      car: null,
    };
  }
  const found = await getEditorCar(ctx.services, number);
  if (!found.ok) notFound();
  const { car, state, missingEnvkv, images, rental, history } = found.value;
  const brand = options.brands.find((b) => b.id === car.brandId);
  const model = brand?.models.find((m) => m.id === car.modelId);
  const title = `${brand?.name ?? ""} ${model?.name ?? ""} ${car.variant}`.trim();
  return {
    ...base,
    meta: { title: ctx.t("car-editor:edit.title", { title }), noindex: true },
    car: {
      number: car.number,
      title,
      state,
      missingEnvkv,
      priceMinor: car.priceMinor,
      previousPriceMinor: car.previousPriceMinor,
      currency: car.currency,
      storefrontPath:
        state === "published" || state === "reserved"
          ? carPath(
              {
                number: car.number,
                brandName: brand?.name ?? "",
                modelName: model?.name ?? "",
                variant: car.variant,
              },
              ctx.locale === "de",
            )
          : null,
      values: carFormValues(car, ctx.locale),
      images,
      rental: rentalFormValues(rental, ctx.locale),
      rentalActive: rental?.active ?? false,
      history,
    },
  };
}

function failure(form: EditorForm, error: DomainError, values: Record<string, string> = {}) {
  if (error.code === "not_found") notFound();
  const fields = error.code === "invalid" ? (error.fields ?? {}) : {};
  return actionFailure(error, {
    message: error.message ?? (Object.keys(fields).length > 0 ? null : "car-editor:errors.failed"),
    values,
    extra: { form },
  });
}

function success(form: EditorForm, message: string) {
  return actionSuccess(message, { form });
}

/** The posted text values (files and unknown types left out), to fill the form again. */
function textValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && k !== "intent") out[k] = v.slice(0, 10_000);
  return out;
}

const bad = (form: EditorForm) => failure(form, { code: "invalid", message: "car-editor:errors.failed" });

export async function action({ request, context, params }: Route.ActionArgs) {
  const number = carNumberOf(params);
  requireAccess(request, context, number === null ? "carNew" : "carEdit");
  const ctx = pageContext(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return bad("car");
  }
  const intent = form.get("intent");
  const values = textValues(form);

  if (number === null) {
    if (intent !== "save") return bad("car");
    const created = await createCar(ctx.services, values);
    if (!created.ok) return failure("car", created.error, values);
    throw redirect(`${accountPath("carEdit", { number: String(created.value.number) })}?created=1`, 303);
  }

  const found = await getEditorCar(ctx.services, number);
  if (!found.ok) notFound();
  const carId = found.value.car.id;
  const imageId = typeof values.imageId === "string" && UUID.test(values.imageId) ? values.imageId : null;

  switch (intent) {
    case "save": {
      const saved = await updateCar(ctx.services, carId, values);
      if (!saved.ok) return failure("car", saved.error, values);
      return success("car", "car-editor:edit.saved");
    }
    case "state": {
      const to = values.to as CarState;
      if (!(CAR_STATES as readonly string[]).includes(to)) return bad("state");
      const changed = await changeEditorCarState(ctx.services, carId, to);
      if (!changed.ok) return failure("state", changed.error);
      return success("state", `car-editor:state.changed.${to}`);
    }
    case "upload": {
      const files = form.getAll("photos").filter((f): f is File => typeof f !== "string");
      const uploaded = await uploadCarImages(ctx.services, context.files, carId, files);
      if (!uploaded.ok) return failure("images", uploaded.error);
      return success("images", "car-editor:images.uploaded");
    }
    case "image-up":
    case "image-down": {
      if (!imageId) return bad("images");
      const moved = await moveCarImage(ctx.services, carId, imageId, intent === "image-up" ? -1 : 1);
      if (!moved.ok) return failure("images", moved.error);
      return success("images", "car-editor:images.reordered");
    }
    case "image-cover": {
      if (!imageId) return bad("images");
      const cover = await setCarCover(ctx.services, carId, imageId);
      if (!cover.ok) return failure("images", cover.error);
      return success("images", "car-editor:images.cover_set");
    }
    case "image-order": {
      const order = (values.order ?? "").split(",").filter(Boolean);
      if (order.length > 100 || !order.every((id) => UUID.test(id))) return bad("images");
      const reordered = await reorderCarImages(ctx.services, carId, order);
      if (!reordered.ok) return failure("images", reordered.error);
      return success("images", "car-editor:images.reordered");
    }
    case "image-delete": {
      if (!imageId) return bad("images");
      const deleted = await deleteCarImage(ctx.services, context.files, carId, imageId);
      if (!deleted.ok) return failure("images", deleted.error);
      return success("images", "car-editor:images.deleted");
    }
    case "rental": {
      const saved = await saveRentalPrices(ctx.services, carId, values);
      if (!saved.ok) return failure("rental", saved.error, values);
      return success("rental", saved.value.active ? "car-editor:rental.saved" : "car-editor:rental.ended");
    }
    default:
      return bad("car");
  }
}

export default function CarEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <CarEditorPage d={loaderData} answer={actionData as CarEditorAnswer | undefined} />
    </WithMessages>
  );
}
