/**
 * The job page's trade-in forms (trade-in vehicle and offer, invitation, call-back link): each has
 * its own `intent`, handled here before the generic job actions. Answers use the job page's message
 * shape plus the form's field errors (catalogue keys).
 */
import { data } from "react-router";
import { sendCallbackLink } from "../../core/callbacks/scheduled-call.service.server";
import type { ServiceContext } from "../../core/context/service-context.server";
import { inviteCustomer } from "../../core/trade-in/invitations.service.server";
import { editTradeInVehicle, setTradeInOffer } from "../../core/trade-in/trade-in-edit.service.server";
import { projectTimeZone } from "../../shared/date-time";
import { STATUS_OF } from "../../shared/error-status";
import type { DomainError, Result } from "../../shared/result";

export const PANEL_INTENTS = [
  "trade_in_vehicle",
  "trade_in_offer",
  "trade_in_invite",
  "callback_link",
] as const;
export type PanelIntent = (typeof PANEL_INTENTS)[number];

export function isPanelIntent(value: unknown): value is PanelIntent {
  return typeof value === "string" && (PANEL_INTENTS as readonly string[]).includes(value);
}

const SUCCESS: Record<PanelIntent, string> = {
  trade_in_vehicle: "jobs:changes_have_been_saved",
  trade_in_offer: "jobs:changes_have_been_saved",
  trade_in_invite: "jobs:customer_invite_send",
  callback_link: "jobs:callback_link_sent",
};

export type PanelAnswer = {
  ok: boolean;
  message: string;
  form: PanelIntent;
  fields: Record<string, string[]>;
};

export async function panelAction(
  services: ServiceContext,
  jobId: number,
  intent: PanelIntent,
  form: FormData,
  origin: string,
) {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  let result: Result<unknown, DomainError>;
  switch (intent) {
    case "trade_in_vehicle":
      result = await editTradeInVehicle(
        services,
        jobId,
        {
          brandName: text("brandName"),
          modelName: text("modelName"),
          firstRegistration: text("firstRegistration"),
          mileageKm: text("mileageKm"),
          fuel: text("fuel"),
          gearbox: text("gearbox"),
        },
        projectTimeZone(services.project),
      );
      break;
    case "trade_in_offer":
      result = await setTradeInOffer(
        services,
        jobId,
        { amount: text("amount"), expiresOn: text("expiresOn") },
        projectTimeZone(services.project),
      );
      break;
    case "trade_in_invite":
      result = await inviteCustomer(services, jobId, { origin });
      break;
    case "callback_link":
      result = await sendCallbackLink(services, jobId, { origin });
      break;
  }
  if (result.ok)
    return { ok: true, message: SUCCESS[intent], form: intent, fields: {} } satisfies PanelAnswer;
  const error = result.error;
  const fields = error.code === "invalid" ? (error.fields ?? {}) : {};
  const message = error.message?.includes(":")
    ? error.message
    : error.code === "invalid"
      ? "jobs:messages.invalid"
      : `jobs:messages.${error.code === "throttled" ? "throttled" : error.code}`;
  return data({ ok: false, message, form: intent, fields } satisfies PanelAnswer, {
    status: STATUS_OF[error.code],
  });
}
