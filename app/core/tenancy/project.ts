import type { Locale } from "../../shared/locales";
import type { FeatureFlags, ProjectConfig } from "./project-config";

/** The resolved project of a request, as loaders and handlers see it. */
export type Project = {
  id: string;
  slug: string;
  name: string;
  /** Host names the site answers on (the first is its main address). */
  domains: string[];
  companyId: string;
  holdingId: string;
  currency: string;
  languages: Locale[];
  defaultLanguage: Locale;
  isCommunity: boolean;
  config: ProjectConfig;
  features: FeatureFlags;
};
