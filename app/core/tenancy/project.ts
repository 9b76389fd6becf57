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
  /** IANA time zone of the site: every time a person reads or types is in it (absent: Europe/Berlin). */
  timeZone?: string;
  languages: Locale[];
  defaultLanguage: Locale;
  isCommunity: boolean;
  config: ProjectConfig;
  features: FeatureFlags;
  /**
   * Paused by a holding admin (decision 0062): visitors get the maintenance page, staff the back office.
   * Absent: online.
   */
  paused?: boolean;
};
