/**
 * The trade-in wizard's part of the finish (issue 13): STUB until the trade-in slice lands (it stores the
 * vehicle and photos and computes the indicative price range).
 */
import type { WizardHooks } from "../wizards/wizard-hooks.server";

export const tradeInWizardHooks: WizardHooks = {};
