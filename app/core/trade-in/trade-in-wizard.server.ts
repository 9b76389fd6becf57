/**
 * The trade-in wizard's part of the finish: photos stored and removed while the visitor goes
 * through the wizard, and at the end the trade-in with its indicative price range.
 */
import type { WizardHooks } from "../wizards/wizard-hooks.server";
import { recordTradeIn } from "./trade-in.service.server";
import { removeTradeInPhoto, storeTradeInPhoto } from "./trade-in-photos.server";

export const tradeInWizardHooks: WizardHooks = {
  storePhoto: storeTradeInPhoto,
  removePhoto: removeTradeInPhoto,
  afterLead: (ctx, input) => recordTradeIn(ctx, input),
};
