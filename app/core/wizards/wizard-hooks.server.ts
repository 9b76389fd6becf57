/**
 * What a wizard of a system type does beyond the generic finish (engine: core/wizards): the generic
 * finish makes the lead with `createLead` (client from the contact fields, every answer in the payload);
 * a hook then adds its own rows in the same transaction and returns what the success screen shows.
 * Photos of a `photos` field are stored by the hook of the wizard's system type.
 */

import type { Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import type { CreatedLead } from "../leads/create-lead.service.server";
import type { SystemType } from "../leads/system-types";
import { rateWizardHooks } from "../rates/rate-wizard.server";
import { tradeInWizardHooks } from "../trade-in/trade-in-wizard.server";
import type { WizardAnswers } from "./wizard-definition";

/** Shown on the success screen under the success text. */
export type WizardResult =
  | { kind: "estimate"; lowMinor: number; highMinor: number; currency: string; expiresAt: string }
  | { kind: "no_estimate" }
  /** A catalogue text with its variables, formatted when the wizard finished (e.g. a calculated rate). */
  | { kind: "message"; key: string; vars: Record<string, string> };

export type StoredPhoto = { id: string; width: number; height: number };

export type WizardHooks = {
  /**
   * Runs inside the finish transaction (`ctx.db` is the transaction) after `createLead`; `sessionId` is the
   * wizard session that is being finished.
   */
  afterLead?(
    ctx: ServiceContext,
    input: { sessionId: string; answers: WizardAnswers; lead: CreatedLead },
  ): Promise<Result<WizardResult | null>>;
  /** Stores one uploaded photo for the session (type and size checked, EXIF stripped); its id is the answer. */
  storePhoto?(ctx: ServiceContext, input: { sessionId: string; file: File }): Promise<Result<StoredPhoto>>;
  /** Removes a photo of the session (the visitor took it out again). */
  removePhoto?(ctx: ServiceContext, input: { sessionId: string; photoId: string }): Promise<Result<null>>;
};

export const WIZARD_HOOKS: Partial<Record<SystemType, WizardHooks>> = {
  TRADE_IN: tradeInWizardHooks,
  FINANCING: rateWizardHooks("financing"),
  LEASING: rateWizardHooks("leasing"),
  SUBSCRIPTION: rateWizardHooks("subscription"),
};
