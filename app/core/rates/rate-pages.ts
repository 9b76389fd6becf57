import type { RateOfferKind } from "./rate-offer";

/** The terms pages that lead to a kind's own request page (`clickWizard/type/{SYSTEM_TYPE}`). */
export const TERMS_PAGE_OFFER: Readonly<Record<string, RateOfferKind>> = {
  financingTerms: "financing",
  leasingTerms: "leasing",
  subscriptionTerms: "subscription",
};
