import { useMatches, useRouteLoaderData } from "react-router";
import type { NavLink } from "../core/cms/cms.service.server";
import type { CartSummary } from "../core/commerce/cart-types";
import type { PackedMessages } from "../core/i18n/translator";
import type { SoundSettings } from "../core/identity/profile-schema";
import type { ProjectConfig } from "../core/tenancy/project-config";
import type { CustomerCarsMenu } from "../core/trade-in/customer-car";
import type { Locale } from "../shared/locales";
import type { UserMenu } from "../shared/user-menu";

/** The signed-in user as every page may see it (the root loader's `user`). */
export type SiteUser = {
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
  roles: string[];
  inHolding: boolean;
  needsTerms: boolean;
  menu: UserMenu;
  /** Back-office users only: the notifications item's unread count and the sound settings per type. */
  notifications: { unread: number; sounds: SoundSettings } | null;
};

/** What the root loader gives every screen: the project as the public may see it, language, navigation. */
export type SiteData = {
  project: {
    name: string;
    slug: string;
    languages: Locale[];
    defaultLanguage: Locale;
    currency: string;
    /** The project's time zone: every time a person reads or types is in it (decision 0054). */
    timeZone: string;
    isCommunity: boolean;
    config: Pick<
      ProjectConfig,
      | "menu_class"
      | "menu_scroll_class"
      | "main_logo"
      | "scroll_logo"
      | "use_scroll_logo"
      | "use_scroll_logo_for_sidebar"
      | "menu"
      | "brand_color"
    >;
    features: { shop: boolean; trade_in: boolean; rental: boolean; service_booking: boolean };
  };
  locale: Locale;
  /** The locale prefix of the current URL (null when the visitor came without one). */
  prefix: Locale | null;
  messages: PackedMessages;
  nav: NavLink[];
  highContrast: boolean;
  origin: string;
  user: SiteUser | null;
  /** Social logins offered by the top menu's login form. */
  socialProviders: Array<"google" | "facebook" | "microsoft">;
  /** Parked cars of this visitor (top menu badge); 0 without a session or favorites cookie. */
  favoritesCount: number;
  /**
   * The regular VAT rate as the page's language writes it ("19 %"), for the footer: formatted on the
   * server, so hydrating the frame makes no Intl formatter (decision 0069).
   */
  vatRate: string;
  /** The top menu's cart: count, at most six lines and "N more"; null without the shop feature. */
  cart: CartSummary | null;
  /**
   * The top menu's customer cars: null when hidden; `cars` null in preview mode without a
   * signed-in customer (the link only).
   */
  customerCars: CustomerCarsMenu;
  /** The demo of a bare `npm start`: the frame shows the demo banner (its passwords are public). */
  demo: boolean;
};

export function useSite(): SiteData {
  const data = useRouteLoaderData("root") as SiteData | undefined;
  if (!data) throw new Error("useSite() outside the root route");
  return data;
}

export function useOptionalSite(): SiteData | undefined {
  return useRouteLoaderData("root") as SiteData | undefined;
}

/** Per-page head data returned by loaders as `meta`. */
export type PageMeta = {
  title: string;
  description?: string;
  noindex?: boolean;
  /** Unprefixed path of this page per language when it differs between languages (slugs). */
  alternates?: Partial<Record<Locale, string>>;
  /** Menu overrides: the checkout menu, or a CMS page's menu_version/menu_background/logo_version. */
  /** The CMS page shown, for the "edit page" link of CMS editors. */
  cmsPageId?: string;
  frame?: { menuVersion?: string | null; menuBackground?: string | null; logoVersion?: string | null };
};

/** The `meta` of the deepest route that has one (from its loader data). */
export function usePageMeta(): PageMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = (matches[i]?.loaderData as { meta?: PageMeta } | undefined)?.meta;
    if (meta) return meta;
  }
  return undefined;
}
