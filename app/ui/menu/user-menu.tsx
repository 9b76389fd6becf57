import { User as UserNode } from "lucide";
import { Form, useMatches, useRouteLoaderData } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { LoginForm } from "../../features/auth/login-form";
import { SocialButtons } from "../../features/auth/social-buttons";
import type { RunnerTour } from "../../features/tours/tour-runner";
import { accountRouteKeyOf, startTour, toursOnRoute } from "../../features/tours/tour-start";
import { AppLink } from "../app-link";
import { icon } from "../icon";
import { type PageMeta, useSite } from "../site-data";
import { Dropdown } from "./dropdown";
import styles from "./top-menu.module.css";

const User = icon(UserNode);

/** The CMS page id of the page being viewed, for the "edit page" link. */
function useCmsPageId(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = (matches[i]?.loaderData as { meta?: PageMeta } | undefined)?.meta;
    if (meta?.cmsPageId) return meta.cmsPageId;
  }
  return undefined;
}

type AccountTours = {
  tours?: RunnerTour[];
  tourTexts?: { helpHeading: string; start: string; completed: string } | null;
};

/** The guided tours of the back-office screen being viewed, to start again. */
function useScreenTours() {
  const data = useRouteLoaderData("account") as AccountTours | undefined;
  const routeKey = accountRouteKeyOf(useMatches());
  if (!data?.tours?.length || !data.tourTexts) return null;
  const tours = toursOnRoute(data.tours, routeKey);
  return tours.length > 0 ? { tours, texts: data.tourTexts } : null;
}

/**
 * The top menu's user dropdown: logged out, a login form with the configured social logins
 * (it stays open while the pointer leaves); logged in, the links the server allowed.
 */
export function UserMenu({ buttonClass }: { buttonClass?: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const user = site.user;
  const cmsPageId = useCmsPageId();
  const screenTours = useScreenTours();
  return (
    <Dropdown
      label={t("menu.account")}
      align="end"
      closeOnLeave={Boolean(user)}
      trigger={({ triggerProps }) => (
        <button type="button" className={buttonClass} {...triggerProps} data-testid="user-menu">
          {user?.avatar ? (
            <img src={user.avatar} alt="" width={28} height={28} className={styles.avatar} />
          ) : (
            <User aria-hidden size={20} />
          )}
        </button>
      )}
    >
      {user ? (
        <div className={styles.userPanel} data-testid="user-links">
          <p className={styles.dropdownTitle}>
            {user.firstName} {user.lastName}
          </p>
          <ul className={styles.dropdownLinks}>
            <li>
              <AppLink to={user.menu.dashboard}>{t("menu.dashboard")}</AppLink>
            </li>
            {user.menu.orders && (
              <li>
                <AppLink to={user.menu.orders}>{t("menu.orders")}</AppLink>
              </li>
            )}
            {user.menu.settings && (
              <li>
                <AppLink to={user.menu.settings}>{t("menu.settings")}</AppLink>
              </li>
            )}
            <li>
              <AppLink to={user.menu.profile}>{t("menu.profile")}</AppLink>
            </li>
            {user.menu.help && (
              <li>
                <a href={user.menu.help} target="_blank" rel="noreferrer noopener">
                  {t("menu.help")}
                </a>
              </li>
            )}
            {user.menu.editPage && (
              <li>
                <AppLink to={cmsPageId ? `/account/cms/${cmsPageId}` : "/account/cms"}>
                  {t("menu.edit_page")}
                </AppLink>
              </li>
            )}
          </ul>
          {screenTours && (
            <section aria-label={screenTours.texts.helpHeading} data-testid="tour-help">
              <p className={styles.dropdownTitle}>{screenTours.texts.helpHeading}</p>
              <ul className={styles.dropdownLinks}>
                {screenTours.tours.map((tour) => (
                  <li key={tour.id}>
                    <button
                      type="button"
                      className="link-button"
                      data-testid="tour-start"
                      onClick={() => startTour(tour.id)}
                    >
                      {screenTours.texts.start.replace("{{name}}", tour.name)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Form method="post" action="/account/logout">
            <button type="submit" className="button secondary block">
              {t("menu.logout")}
            </button>
          </Form>
        </div>
      ) : (
        <div className={styles.userPanel}>
          <p className={styles.dropdownTitle}>{t("menu.account_title")}</p>
          <LoginForm idPrefix="menu-login" compact />
          <SocialButtons providers={site.socialProviders} />
          <p className={styles.dropdownText}>
            <AppLink to="/forgotpassword">{t("auth:login.forgot")}</AppLink>
          </p>
          <AppLink className="button secondary block" to={"/signup"}>
            {t("menu.signup")}
          </AppLink>
        </div>
      )}
    </Dropdown>
  );
}
