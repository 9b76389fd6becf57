/**
 * The public route table (every storefront address and its aliases per language), as data. `app/routes.ts` turns it into React Router routes
 * (once bare and once under each locale prefix); the sitemap and the tests read it too.
 */

import { splitLocale } from "./locale-path";
import { LOCALES, type Locale } from "./locales";

export const SYSTEM_PAGE_KEYS = [
  "amsprototype",
  "aboutUs",
  "terms",
  "rentalTerms",
  "leasingTerms",
  "subscriptionTerms",
  "financingTerms",
  "privacy",
  "contractInfo",
  "cookie",
  "cancellationPolicy",
  "imprint",
  "communityTerms",
  "communityMemberTerms",
  "communityMemberPrivacy",
  "holdingCompanyPrivacy",
  "leadAssistantDmsExport",
  "docs",
] as const;
export type SystemPageKey = (typeof SYSTEM_PAGE_KEYS)[number];

/** Screens whose features arrive in later issues: they render the frame and their heading only. */
export const FEATURE_PAGE_KEYS = ["carRental"] as const;
export type FeaturePageKey = (typeof FEATURE_PAGE_KEYS)[number];

/** Sign-in screens: login, social login, sign-up, password reset. */
export const AUTH_PAGE_KEYS = [
  "login",
  "loginGoogle",
  "loginFacebook",
  "loginMicrosoft",
  "signup",
  "signedup",
  "businessSignup",
  "businessSignupComplete",
  "forgotPassword",
] as const;
export type AuthPageKey = (typeof AUTH_PAGE_KEYS)[number];

/** Links sent by e-mail that carry a token or event id. */
export const TOKEN_PAGE_KEYS = [
  "forgotPasswordToken",
  "verifyEmail",
  "unsubscribe",
  "tradeInInvitation",
  "scheduledCall",
  "acceptInvitation",
] as const;
export type TokenPageKey = (typeof TOKEN_PAGE_KEYS)[number];

export type PageKey =
  | SystemPageKey
  | FeaturePageKey
  | AuthPageKey
  | TokenPageKey
  | "communityMemberJoin"
  | "clickWizard"
  | "clickWizardType"
  | "buyback"
  | "home"
  | "contact"
  | "blogList"
  | "blogPost"
  | "newsList"
  | "newsItem"
  | "locations"
  | "location"
  | "selectBrand"
  | "cmsBySlug"
  | "cmsPreview"
  | "rentalRedirect"
  | "carService"
  | "serviceAppointment"
  | "dynamic"
  | "configuratorEquipment"
  | "cars"
  | "carDetailSearch"
  | "carDetail"
  | "favorites"
  | "checkout"
  | "orderComplete"
  | "orderConfirm"
  | "shop"
  | "cart";

export type RouteDef = {
  key: PageKey;
  /** React Router path patterns without leading slash; aliases are listed side by side. */
  paths: readonly string[];
  /** Route module relative to app/. */
  file: string;
  /** Listed in sitemap.xml (only parameterless pages; content pages are added from the database). */
  sitemap?: boolean;
  /**
   * false: no React Router route of its own; the catch-all `dynamic` route serves it by its key (React
   * Router matches its whole table three times per request, so a small table is a cheaper render).
   */
  routed?: false;
};

const system: RouteDef[] = SYSTEM_PAGE_KEYS.map((key) => ({
  key,
  paths: [key],
  file: "routes/store/dynamic.tsx",
  sitemap: true,
  routed: false,
}));

export const PUBLIC_ROUTES: readonly RouteDef[] = [
  { key: "home", paths: [""], file: "routes/store/home.tsx", sitemap: true },
  ...system,
  { key: "contact", paths: ["contact"], file: "routes/store/contact.tsx", sitemap: true },
  { key: "blogList", paths: ["blog"], file: "routes/store/post-list.tsx", sitemap: true },
  { key: "blogPost", paths: ["blog/:slug"], file: "routes/store/post-detail.tsx" },
  { key: "newsList", paths: ["news"], file: "routes/store/post-list.tsx", sitemap: true },
  { key: "newsItem", paths: ["news/:slug"], file: "routes/store/post-detail.tsx" },
  { key: "locations", paths: ["locations", "standorte"], file: "routes/store/locations.tsx", sitemap: true },
  {
    key: "location",
    paths: ["locations/:location", "standorte/:location"],
    file: "routes/store/location.tsx",
  },
  {
    key: "selectBrand",
    paths: ["select-car-brand", "fahrzeugmarke-waehlen"],
    file: "routes/store/select-brand.tsx",
    sitemap: true,
  },
  { key: "cmsBySlug", paths: ["pages/:slug"], file: "routes/store/cms-page.tsx" },
  // A CMS page's draft in the real page frame, on the page's private link (never indexed or stored).
  { key: "cmsPreview", paths: ["pages-preview/:token"], file: "routes/store/cms-preview.tsx" },
  // The community site's membership application; 404 on other sites.
  {
    key: "communityMemberJoin",
    paths: ["communityMemberJoin"],
    file: "routes/store/community-member-join.tsx",
    // Not in the sitemap: the table is shared by every site, and only the community site has the page.
    sitemap: false,
  },
  // Click wizards: one module for all three; buyback opens the active TRADE_IN wizard.
  { key: "clickWizard", paths: ["clickWizard/:id"], file: "routes/store/click-wizard.tsx" },
  { key: "clickWizardType", paths: ["clickWizard/type/:systemType"], file: "routes/store/click-wizard.tsx" },
  {
    key: "buyback",
    paths: ["buyback", "inzahlungnahme"],
    file: "routes/store/click-wizard.tsx",
    sitemap: true,
  },
  { key: "login", paths: ["login"], file: "routes/store/login.tsx", sitemap: false },
  { key: "loginGoogle", paths: ["login/google"], file: "routes/store/login-social.tsx" },
  { key: "loginFacebook", paths: ["login/facebook"], file: "routes/store/login-social.tsx" },
  { key: "loginMicrosoft", paths: ["login/microsoft"], file: "routes/store/login-social.tsx" },
  { key: "signup", paths: ["signup"], file: "routes/store/signup.tsx", sitemap: true },
  { key: "signedup", paths: ["signedup"], file: "routes/store/signed-up.tsx" },
  { key: "businessSignup", paths: ["businessSignup"], file: "routes/store/signup.tsx", sitemap: true },
  { key: "businessSignupComplete", paths: ["businessSignupComplete"], file: "routes/store/signed-up.tsx" },
  { key: "forgotPassword", paths: ["forgotpassword"], file: "routes/store/forgot-password.tsx" },
  { key: "checkout", paths: ["checkout"], file: "routes/store/checkout.tsx", sitemap: false },
  {
    key: "orderComplete",
    // With the token of the order mail's link: the order for whoever got the mail, in any browser.
    paths: ["orderComplete", "orderComplete/:token"],
    file: "routes/store/order-complete.tsx",
    sitemap: false,
  },
  { key: "shop", paths: ["shop"], file: "routes/store/shop.tsx", sitemap: true },
  { key: "cars", paths: ["cars", "gebrauchtwagen"], file: "routes/store/cars.tsx", sitemap: true },
  {
    key: "carDetailSearch",
    paths: ["cardetailsearch", "gebrauchtwagensuche"],
    file: "routes/store/car-detail-search.tsx",
    sitemap: true,
  },
  // One car: `/cars/{slug}-{number}` (app/shared/car-path.ts); listed in the sitemap from the database.
  { key: "carDetail", paths: ["cars/:car", "gebrauchtwagen/:car"], file: "routes/store/car-detail.tsx" },
  { key: "favorites", paths: ["favorites", "favoriten"], file: "routes/store/favorites.tsx", sitemap: false },
  { key: "cart", paths: ["cart", "warenkorb"], file: "routes/store/cart.tsx", sitemap: false },
  // Car rental: search, free cars with prices, booking (routes/store/car-rental.tsx).
  {
    key: "carRental",
    paths: ["car-rental", "vermietung", "car-rental/:location", "vermietung/:location"],
    file: "routes/store/car-rental.tsx",
    sitemap: true,
  },
  // Workshop service booking and its mailed manage link (docs/decisions/0027-bookings-and-requests.md).
  {
    key: "carService",
    paths: ["car-service", "onlineterminbuchung"],
    file: "routes/store/car-service.tsx",
    sitemap: true,
  },
  {
    key: "serviceAppointment",
    paths: ["car-service/appointment/:token", "onlineterminbuchung/termin/:token"],
    file: "routes/store/service-appointment.tsx",
  },
  { key: "forgotPasswordToken", paths: ["forgotpassword/:token"], file: "routes/store/reset-password.tsx" },
  // The mailed link that confirms an account's e-mail address (docs/decisions/0044-verified-addresses.md).
  { key: "verifyEmail", paths: ["verifyemail/:token"], file: "routes/store/verify-email.tsx" },
  // An employee's invitation (decision 0061): set a password, signed in, on to the back office.
  { key: "acceptInvitation", paths: ["invitation/:token"], file: "routes/store/accept-invitation.tsx" },
  // Links from e-mails: `:eventId` is the link's single-use token (docs/decisions/0026-trade-in-and-wizards.md).
  { key: "unsubscribe", paths: ["unsubscribe/:eventId"], file: "routes/store/unsubscribe.tsx" },
  {
    key: "tradeInInvitation",
    paths: ["tradeininvitation/:eventId"],
    file: "routes/store/trade-in-invitation.tsx",
  },
  { key: "scheduledCall", paths: ["scheduledCall/:token"], file: "routes/store/scheduled-call.tsx" },
  // The order mail's link that keeps a guest's car reserved (docs/decisions/0045-abuse-limits.md).
  { key: "orderConfirm", paths: ["orderConfirm/:token"], file: "routes/store/order-confirm.tsx" },
  {
    key: "rentalRedirect",
    paths: ["fahrzeugvermietung", "fahrzeugvermietung/:location"],
    file: "routes/store/rental-redirect.tsx",
  },
  {
    key: "configuratorEquipment",
    paths: [":brandSegment/:model/:gear/:fuel/equipment", ":brandSegment/:model/:gear/:fuel/austattung"],
    file: "routes/store/dynamic.tsx",
  },
  // Brand pages (`bmw-models`, `buy-bmw/x5`, `bmw-kaufen` ...) and generic CMS pages share these shapes;
  // the module classifies the segments (see classifyDynamicPath).
  { key: "dynamic", paths: [":a", ":a/:b", ":a/:b/:c"], file: "routes/store/dynamic.tsx" },
];

/** Routes that use the reduced checkout menu. */
export const CHECKOUT_MENU_KEYS: readonly PageKey[] = ["checkout"];

export type DynamicPath =
  | { kind: "brandModels"; brand: string; german: boolean }
  | { kind: "brandRedirect"; to: string }
  | { kind: "model"; brand: string; model: string; german: boolean }
  | { kind: "equipment"; brand: string; model: string; gear: string; fuel: string; german: boolean }
  | { kind: "cms"; slugs: string[] };

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;

/** Parses a brand segment: `buy-bmw` (en) or `bmw-kaufen` (de). */
function brandFromBuySegment(segment: string): { brand: string; german: boolean } | null {
  const en = /^buy-(.+)$/i.exec(segment);
  if (en?.[1] && SLUG.test(en[1])) return { brand: en[1].toLowerCase(), german: false };
  const de = /^(.+)-kaufen$/i.exec(segment);
  if (de?.[1] && SLUG.test(de[1])) return { brand: de[1].toLowerCase(), german: true };
  return null;
}

/**
 * Classifies the 1 to 5 segment paths that are not static routes (without locale prefix):
 * brand model lists, the buy-* redirects, model pages, configurator equipment, else a CMS page.
 */
export function classifyDynamicPath(segments: readonly string[]): DynamicPath {
  const [first = "", second, third, fourth, fifth] = segments;
  if (segments.length === 1) {
    const models = /^(.+)-(models|modelle)$/i.exec(first);
    if (models?.[1] && SLUG.test(models[1])) {
      return {
        kind: "brandModels",
        brand: models[1].toLowerCase(),
        german: models[2]?.toLowerCase() === "modelle",
      };
    }
    const buy = brandFromBuySegment(first);
    if (buy)
      return { kind: "brandRedirect", to: buy.german ? `${buy.brand}-modelle` : `${buy.brand}-models` };
  }
  const buy = brandFromBuySegment(first);
  if (segments.length === 2 && buy && second) {
    return { kind: "model", brand: buy.brand, model: second.toLowerCase(), german: buy.german };
  }
  if (
    segments.length === 5 &&
    buy &&
    second &&
    third &&
    fourth &&
    (fifth === "equipment" || fifth === "austattung")
  ) {
    return {
      kind: "equipment",
      brand: buy.brand,
      model: second,
      gear: third,
      fuel: fourth,
      german: fifth === "austattung",
    };
  }
  return { kind: "cms", slugs: [...segments] };
}

/** Path helpers for brand pages, respecting the language of the alias the visitor came through. */
export const brandPaths = {
  models: (brand: string, german: boolean) => `/${german ? `${brand}-modelle` : `${brand}-models`}`,
  model: (brand: string, model: string, german: boolean) =>
    `/${german ? `${brand}-kaufen` : `buy-${brand}`}/${model}`,
};

export type MatchedRoute = { def: RouteDef; params: Record<string, string>; locale: Locale | null };

function score(pattern: string): number {
  // Mirrors React Router's ranking closely enough for our table: static segments beat dynamic ones.
  return pattern
    .split("/")
    .filter(Boolean)
    .reduce((s, seg) => s + (seg.startsWith(":") ? 3 : 10), 0);
}

/** The table's patterns, best first, split into segments once (every page's loaders match their path). */
const ORDERED = PUBLIC_ROUTES.flatMap((def) =>
  def.paths.map((path) => ({ def, parts: path.split("/").filter(Boolean), score: score(path) })),
).sort((a, b) => b.score - a.score);

/** Finds the route of a public path the way the router does (used by loaders, sitemap and tests). */
export function matchPublicPath(pathname: string): MatchedRoute | null {
  const { locale, rest } = splitLocale(pathname.replace(/\/+$/, "") || "/");
  const segments = rest.split("/").filter(Boolean).map(safeDecode);
  for (const { def, parts } of ORDERED) {
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const seg = segments[i]!;
      if (part.startsWith(":")) params[part.slice(1)] = seg;
      else if (part !== seg) {
        ok = false;
        break;
      }
    }
    if (ok) return { def, params, locale };
  }
  return null;
}

/**
 * One path segment, percent-decoded; null for a broken escape (`%E0%A4%A`), which decodeURIComponent
 * would throw on: such a path names no page (404), it is not a server error.
 */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string {
  return decodeSegment(segment) ?? segment;
}

export const ROUTE_PREFIXES: readonly (Locale | null)[] = [null, ...LOCALES];

const DEF_BY_KEY = new Map(PUBLIC_ROUTES.map((def) => [def.key, def]));

/**
 * The unprefixed path of a page in a language: the German alias for de where the table has one
 * (`cars` -> `/gebrauchtwagen`), else the English path. `params` fill the dynamic segments and choose
 * between the variants of a route (`vermietung` and `vermietung/:location`).
 */
export function routePath(key: PageKey, locale: Locale, params: Record<string, string> = {}): string {
  const def = DEF_BY_KEY.get(key);
  if (!def) throw new Error(`No route ${key}`);
  const wanted = Object.keys(params).sort().join(",");
  const shapes = def.paths.filter(
    (p) =>
      p
        .split("/")
        .filter((s) => s.startsWith(":"))
        .map((s) => s.slice(1))
        .sort()
        .join(",") === wanted,
  );
  const pattern = (locale === "de" ? shapes[1] : undefined) ?? shapes[0];
  if (pattern === undefined) throw new Error(`No variant of ${key} with params ${wanted || "(none)"}`);
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))}`;
}
