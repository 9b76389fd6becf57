import type { ProjectConfig } from "../tenancy/project-config";

/** Social login providers and where their client id lives in the project configuration. */
export const SOCIAL_PROVIDERS = ["google", "facebook", "microsoft"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const CLIENT_ID_FIELD = {
  google: "google_login_client_id",
  facebook: "facebook_login_client_id",
  microsoft: "microsoft_login_client_id",
} as const satisfies Record<SocialProvider, keyof ProjectConfig>;

/** The providers this site offers (those with a client id). */
export function configuredProviders(config: Pick<ProjectConfig, (typeof CLIENT_ID_FIELD)[SocialProvider]>) {
  return SOCIAL_PROVIDERS.filter((p) => Boolean(config[CLIENT_ID_FIELD[p]]));
}
