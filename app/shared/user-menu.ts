/**
 * The top menu's user dropdown when logged in: which links it shows, decided
 * on the server from roles, feature flags and the project configuration. Pure.
 */
import { accountPath } from "./account-routes";
import {
  canSeeOrdersLink,
  type FeatureSet,
  helpLinkUrl,
  inGroup,
  type Principal,
  profilePath,
} from "./permissions";

export type UserMenu = {
  dashboard: string;
  orders: string | null;
  settings: string | null;
  profile: string;
  help: string | null;
  /** The CMS screen of the page being viewed (or the website section). */
  editPage: boolean;
};

export function userMenu(
  user: Principal,
  features: FeatureSet,
  config: { dashboard_redirect: string | null },
): UserMenu {
  const employee = inGroup(user, "employee");
  const customerOrders = canSeeOrdersLink(user, features);
  return {
    dashboard: config.dashboard_redirect || accountPath("dashboard"),
    orders: customerOrders || inGroup(user, "database") ? accountPath("orders") : null,
    settings: employee ? accountPath("settings") : null,
    profile: profilePath(user),
    help: helpLinkUrl(user, features),
    editPage: inGroup(user, "cms"),
  };
}
