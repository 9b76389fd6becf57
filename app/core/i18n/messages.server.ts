import deAccount from "../../../locales/de/account.json";
import deAuth from "../../../locales/de/auth.json";
import deBackoffice from "../../../locales/de/backoffice.json";
import deCar from "../../../locales/de/car.json";
import deCarEditor from "../../../locales/de/car-editor.json";
import deCars from "../../../locales/de/cars.json";
import deCart from "../../../locales/de/cart.json";
import deCheckout from "../../../locales/de/checkout.json";
import deClients from "../../../locales/de/clients.json";
import deCmsEditor from "../../../locales/de/cms-editor.json";
import deCommerce from "../../../locales/de/commerce.json";
import deCommon from "../../../locales/de/common.json";
import deCommunication from "../../../locales/de/communication.json";
import deCommunity from "../../../locales/de/community.json";
import deConfigurator from "../../../locales/de/configurator.json";
import deDms from "../../../locales/de/dms.json";
import deFavorites from "../../../locales/de/favorites.json";
import deHolding from "../../../locales/de/holding.json";
import deInventory from "../../../locales/de/inventory.json";
import deItems from "../../../locales/de/items.json";
import deJobs from "../../../locales/de/jobs.json";
import deMailLinks from "../../../locales/de/mail-links.json";
import deNotifications from "../../../locales/de/notifications.json";
import deOrders from "../../../locales/de/orders.json";
import dePages from "../../../locales/de/pages.json";
import dePeople from "../../../locales/de/people.json";
import dePush from "../../../locales/de/push.json";
import deRates from "../../../locales/de/rates.json";
import deRental from "../../../locales/de/rental.json";
import deServiceBooking from "../../../locales/de/service-booking.json";
import deSettings from "../../../locales/de/settings.json";
import deSetup from "../../../locales/de/setup.json";
import deSharing from "../../../locales/de/sharing.json";
import deShop from "../../../locales/de/shop.json";
import deStore from "../../../locales/de/store.json";
import deTours from "../../../locales/de/tours.json";
import deTradeIn from "../../../locales/de/trade-in.json";
import deValidation from "../../../locales/de/validation.json";
import deWizards from "../../../locales/de/wizards.json";
import enAccount from "../../../locales/en/account.json";
import enAuth from "../../../locales/en/auth.json";
import enBackoffice from "../../../locales/en/backoffice.json";
import enCar from "../../../locales/en/car.json";
import enCarEditor from "../../../locales/en/car-editor.json";
import enCars from "../../../locales/en/cars.json";
import enCart from "../../../locales/en/cart.json";
import enCheckout from "../../../locales/en/checkout.json";
import enClients from "../../../locales/en/clients.json";
import enCmsEditor from "../../../locales/en/cms-editor.json";
import enCommerce from "../../../locales/en/commerce.json";
import enCommon from "../../../locales/en/common.json";
import enCommunication from "../../../locales/en/communication.json";
import enCommunity from "../../../locales/en/community.json";
import enConfigurator from "../../../locales/en/configurator.json";
import enDms from "../../../locales/en/dms.json";
import enFavorites from "../../../locales/en/favorites.json";
import enHolding from "../../../locales/en/holding.json";
import enInventory from "../../../locales/en/inventory.json";
import enItems from "../../../locales/en/items.json";
import enJobs from "../../../locales/en/jobs.json";
import enMailLinks from "../../../locales/en/mail-links.json";
import enNotifications from "../../../locales/en/notifications.json";
import enOrders from "../../../locales/en/orders.json";
import enPages from "../../../locales/en/pages.json";
import enPeople from "../../../locales/en/people.json";
import enPush from "../../../locales/en/push.json";
import enRates from "../../../locales/en/rates.json";
import enRental from "../../../locales/en/rental.json";
import enServiceBooking from "../../../locales/en/service-booking.json";
import enSettings from "../../../locales/en/settings.json";
import enSetup from "../../../locales/en/setup.json";
import enSharing from "../../../locales/en/sharing.json";
import enShop from "../../../locales/en/shop.json";
import enStore from "../../../locales/en/store.json";
import enTours from "../../../locales/en/tours.json";
import enTradeIn from "../../../locales/en/trade-in.json";
import enValidation from "../../../locales/en/validation.json";
import enWizards from "../../../locales/en/wizards.json";
import plAccount from "../../../locales/pl/account.json";
import plAuth from "../../../locales/pl/auth.json";
import plBackoffice from "../../../locales/pl/backoffice.json";
import plCar from "../../../locales/pl/car.json";
import plCarEditor from "../../../locales/pl/car-editor.json";
import plCars from "../../../locales/pl/cars.json";
import plCart from "../../../locales/pl/cart.json";
import plCheckout from "../../../locales/pl/checkout.json";
import plClients from "../../../locales/pl/clients.json";
import plCmsEditor from "../../../locales/pl/cms-editor.json";
import plCommerce from "../../../locales/pl/commerce.json";
import plCommon from "../../../locales/pl/common.json";
import plCommunication from "../../../locales/pl/communication.json";
import plCommunity from "../../../locales/pl/community.json";
import plConfigurator from "../../../locales/pl/configurator.json";
import plDms from "../../../locales/pl/dms.json";
import plFavorites from "../../../locales/pl/favorites.json";
import plHolding from "../../../locales/pl/holding.json";
import plInventory from "../../../locales/pl/inventory.json";
import plItems from "../../../locales/pl/items.json";
import plJobs from "../../../locales/pl/jobs.json";
import plMailLinks from "../../../locales/pl/mail-links.json";
import plNotifications from "../../../locales/pl/notifications.json";
import plOrders from "../../../locales/pl/orders.json";
import plPages from "../../../locales/pl/pages.json";
import plPeople from "../../../locales/pl/people.json";
import plPush from "../../../locales/pl/push.json";
import plRates from "../../../locales/pl/rates.json";
import plRental from "../../../locales/pl/rental.json";
import plServiceBooking from "../../../locales/pl/service-booking.json";
import plSettings from "../../../locales/pl/settings.json";
import plSetup from "../../../locales/pl/setup.json";
import plSharing from "../../../locales/pl/sharing.json";
import plShop from "../../../locales/pl/shop.json";
import plStore from "../../../locales/pl/store.json";
import plTours from "../../../locales/pl/tours.json";
import plTradeIn from "../../../locales/pl/trade-in.json";
import plValidation from "../../../locales/pl/validation.json";
import plWizards from "../../../locales/pl/wizards.json";
import trAccount from "../../../locales/tr/account.json";
import trAuth from "../../../locales/tr/auth.json";
import trBackoffice from "../../../locales/tr/backoffice.json";
import trCar from "../../../locales/tr/car.json";
import trCarEditor from "../../../locales/tr/car-editor.json";
import trCars from "../../../locales/tr/cars.json";
import trCart from "../../../locales/tr/cart.json";
import trCheckout from "../../../locales/tr/checkout.json";
import trClients from "../../../locales/tr/clients.json";
import trCmsEditor from "../../../locales/tr/cms-editor.json";
import trCommerce from "../../../locales/tr/commerce.json";
import trCommon from "../../../locales/tr/common.json";
import trCommunication from "../../../locales/tr/communication.json";
import trCommunity from "../../../locales/tr/community.json";
import trConfigurator from "../../../locales/tr/configurator.json";
import trDms from "../../../locales/tr/dms.json";
import trFavorites from "../../../locales/tr/favorites.json";
import trHolding from "../../../locales/tr/holding.json";
import trInventory from "../../../locales/tr/inventory.json";
import trItems from "../../../locales/tr/items.json";
import trJobs from "../../../locales/tr/jobs.json";
import trMailLinks from "../../../locales/tr/mail-links.json";
import trNotifications from "../../../locales/tr/notifications.json";
import trOrders from "../../../locales/tr/orders.json";
import trPages from "../../../locales/tr/pages.json";
import trPeople from "../../../locales/tr/people.json";
import trPush from "../../../locales/tr/push.json";
import trRates from "../../../locales/tr/rates.json";
import trRental from "../../../locales/tr/rental.json";
import trServiceBooking from "../../../locales/tr/service-booking.json";
import trSettings from "../../../locales/tr/settings.json";
import trSetup from "../../../locales/tr/setup.json";
import trSharing from "../../../locales/tr/sharing.json";
import trShop from "../../../locales/tr/shop.json";
import trStore from "../../../locales/tr/store.json";
import trTours from "../../../locales/tr/tours.json";
import trTradeIn from "../../../locales/tr/trade-in.json";
import trValidation from "../../../locales/tr/validation.json";
import trWizards from "../../../locales/tr/wizards.json";
import type { Locale } from "../../shared/locales";
import {
  createTranslator,
  type Messages,
  mergeTrees,
  type PackedMessages,
  packMessages,
  type TranslateVars,
  type Translator,
} from "./translator";

const CATALOGUES: Record<Locale, Messages> = {
  de: {
    common: deCommon,
    pages: dePages,
    store: deStore,
    validation: deValidation,
    auth: deAuth,
    account: deAccount,
    settings: deSettings,
    cars: deCars,
    car: deCar,
    configurator: deConfigurator,
    favorites: deFavorites,
    backoffice: deBackoffice,
    jobs: deJobs,
    checkout: deCheckout,
    notifications: deNotifications,
    orders: deOrders,
    cart: deCart,
    sharing: deSharing,
    shop: deShop,
    commerce: deCommerce,
    "trade-in": deTradeIn,
    communication: deCommunication,
    community: deCommunity,
    dms: deDms,
    wizards: deWizards,
    tours: deTours,
    inventory: deInventory,
    "car-editor": deCarEditor,
    items: deItems,
    clients: deClients,
    "cms-editor": deCmsEditor,
    "mail-links": deMailLinks,
    rental: deRental,
    "service-booking": deServiceBooking,
    setup: deSetup,
    rates: deRates,
    push: dePush,
    people: dePeople,
    holding: deHolding,
  },
  en: {
    common: enCommon,
    pages: enPages,
    store: enStore,
    validation: enValidation,
    auth: enAuth,
    account: enAccount,
    settings: enSettings,
    cars: enCars,
    car: enCar,
    configurator: enConfigurator,
    favorites: enFavorites,
    backoffice: enBackoffice,
    jobs: enJobs,
    checkout: enCheckout,
    notifications: enNotifications,
    orders: enOrders,
    cart: enCart,
    sharing: enSharing,
    shop: enShop,
    commerce: enCommerce,
    "trade-in": enTradeIn,
    communication: enCommunication,
    community: enCommunity,
    dms: enDms,
    wizards: enWizards,
    tours: enTours,
    inventory: enInventory,
    "car-editor": enCarEditor,
    items: enItems,
    clients: enClients,
    "cms-editor": enCmsEditor,
    "mail-links": enMailLinks,
    rental: enRental,
    "service-booking": enServiceBooking,
    setup: enSetup,
    rates: enRates,
    push: enPush,
    people: enPeople,
    holding: enHolding,
  },
  pl: {
    common: plCommon,
    pages: plPages,
    store: plStore,
    validation: plValidation,
    auth: plAuth,
    account: plAccount,
    settings: plSettings,
    cars: plCars,
    car: plCar,
    configurator: plConfigurator,
    favorites: plFavorites,
    backoffice: plBackoffice,
    jobs: plJobs,
    checkout: plCheckout,
    notifications: plNotifications,
    orders: plOrders,
    cart: plCart,
    sharing: plSharing,
    shop: plShop,
    commerce: plCommerce,
    "trade-in": plTradeIn,
    communication: plCommunication,
    community: plCommunity,
    dms: plDms,
    wizards: plWizards,
    tours: plTours,
    inventory: plInventory,
    "car-editor": plCarEditor,
    items: plItems,
    clients: plClients,
    "cms-editor": plCmsEditor,
    "mail-links": plMailLinks,
    rental: plRental,
    "service-booking": plServiceBooking,
    setup: plSetup,
    rates: plRates,
    push: plPush,
    people: plPeople,
    holding: plHolding,
  },
  tr: {
    common: trCommon,
    pages: trPages,
    store: trStore,
    validation: trValidation,
    auth: trAuth,
    account: trAccount,
    settings: trSettings,
    cars: trCars,
    car: trCar,
    configurator: trConfigurator,
    favorites: trFavorites,
    backoffice: trBackoffice,
    jobs: trJobs,
    checkout: trCheckout,
    notifications: trNotifications,
    orders: trOrders,
    cart: trCart,
    sharing: trSharing,
    shop: trShop,
    commerce: trCommerce,
    "trade-in": trTradeIn,
    communication: trCommunication,
    community: trCommunity,
    dms: trDms,
    wizards: trWizards,
    tours: trTours,
    inventory: trInventory,
    "car-editor": trCarEditor,
    items: trItems,
    clients: trClients,
    "cms-editor": trCmsEditor,
    "mail-links": trMailLinks,
    rental: trRental,
    "service-booking": trServiceBooking,
    setup: trSetup,
    rates: trRates,
    push: trPush,
    people: trPeople,
    holding: trHolding,
  },
};

/**
 * Namespaces every page needs (the root loader sends them); `account` comes with the account area, and
 * `validation` (form error texts) with the pages that have forms: `FORM_MESSAGES` or the keys they use.
 */
export const SITE_NAMESPACES = ["common", "pages", "store", "auth"] as const;
export const FORM_MESSAGES = "validation";

/** Catalogue parts only the server uses (e-mails, meta descriptions, API errors): never sent to a browser. */
const SERVER_ONLY: Readonly<Record<string, readonly string[]>> = {
  auth: ["mail"],
  car: ["meta", "mail"],
  common: ["api"],
  store: ["contact.mail"],
  commerce: ["mail", "invoice", "job_events"],
  "mail-links": ["mail"],
  rental: ["mail"],
  "service-booking": ["mail"],
  people: ["mail"],
  holding: ["maintenance"],
};

/**
 * Parts of the site namespaces that only some pages show: the root loader leaves them out, and the
 * routes that show them send the whole namespace with their own loader data (`messages`), which the
 * root merges in (root.tsx). Every page saves their bytes.
 */
const PAGE_ONLY: Readonly<Record<string, readonly string[]>> = {
  store: ["catalog", "locations", "contact", "token", "home", "posts", "feature", "content"],
  // `terms`: the root loader adds it for a signed-in client who has to accept the current terms.
  // `social.*`: the social login buttons show only the title and the provider labels.
  auth: [
    "signup",
    "business",
    "signedup",
    "forgot",
    "reset",
    "terms",
    "social.not_configured",
    "social.use_password",
    "social.failed",
    "social.name_google",
    "social.name_facebook",
    "social.name_microsoft",
  ],
};

/** The tree without the given parts (`"part"` or a deeper `"part.key"`). */
function without(tree: Messages[string] | undefined, paths: readonly string[] | undefined): Messages[string] {
  if (!paths) return tree ?? {};
  const top = paths.filter((p) => !p.includes("."));
  const out: Messages[string] = Object.fromEntries(
    Object.entries(tree ?? {}).filter(([k]) => !top.includes(k)),
  );
  const nested = new Map<string, string[]>();
  for (const p of paths.filter((p) => p.includes("."))) {
    const [head = "", ...rest] = p.split(".");
    nested.set(head, [...(nested.get(head) ?? []), rest.join(".")]);
  }
  for (const [head, rest] of nested) {
    const sub = out[head];
    if (sub && typeof sub === "object") out[head] = without(sub as Messages[string], rest);
  }
  return out;
}

/** Per locale and namespace, what a browser may receive (computed once). */
const CLIENT_CATALOGUES = Object.fromEntries(
  (Object.keys(CATALOGUES) as Locale[]).map((l) => [
    l,
    Object.fromEntries(
      Object.entries(CATALOGUES[l]).map(([ns, tree]) => {
        const hidden = SERVER_ONLY[ns];
        if (!hidden) return [ns, tree];
        return [ns, without(tree, hidden)];
      }),
    ),
  ]),
) as Record<Locale, Messages>;

/**
 * Of `pages` the frame keeps the titles (menus, footer, breadcrumbs); a page that shows its own
 * description as lead text sends it with its loader data (`pages.contact.description`).
 */
const titlesOnly = (tree: Messages[string]) =>
  Object.fromEntries(
    Object.entries(tree).map(([key, page]) => [key, { title: (page as { title?: unknown }).title }]),
  );

const FRAME_CATALOGUES = Object.fromEntries(
  (Object.keys(CATALOGUES) as Locale[]).map((l) => [
    l,
    Object.fromEntries(
      SITE_NAMESPACES.map((ns) => {
        const tree = without(CLIENT_CATALOGUES[l][ns], PAGE_ONLY[ns]);
        return [ns, ns === "pages" ? titlesOnly(tree) : tree];
      }),
    ),
  ]),
) as Record<Locale, Messages>;

const PACKED = new Map<string, PackedMessages>();

const FRAME_PACKED = Object.fromEntries(
  (Object.keys(FRAME_CATALOGUES) as Locale[]).map((l) => [l, packMessages(FRAME_CATALOGUES[l])]),
) as Record<Locale, PackedMessages>;

/**
 * What every page's browser side gets from the root loader: the site frame's texts, plus `extra`
 * namespaces for some visitors (`auth.terms` for a client who has to accept the current terms).
 */
export function frameMessages(locale: Locale, extra?: readonly string[]): PackedMessages {
  if (!extra?.length) return FRAME_PACKED[locale];
  const key = `frame|${locale}|${extra.join(",")}`;
  let packed = PACKED.get(key);
  if (!packed) {
    packed = packMessages(mergeTrees(FRAME_CATALOGUES[locale], pickMessages(locale, extra)) as Messages);
    PACKED.set(key, packed);
  }
  return packed;
}

/**
 * Namespaces for a route's loader data (merged into the page's texts by root.tsx): a whole namespace
 * (`"car"`) or one part of it (`"store.locations"`), so a page sends only the texts it shows.
 */
export function messagesFor(locale: Locale, namespaces: readonly string[]): PackedMessages {
  // Namespaces are constants of the routes: a handful of combinations per locale, packed once each.
  const key = `${locale}|${namespaces.join(",")}`;
  let packed = PACKED.get(key);
  if (!packed) {
    packed = packMessages(pickMessages(locale, namespaces));
    PACKED.set(key, packed);
  }
  return packed;
}

/** The tree of `messagesFor` for server code that reads it (search vocabulary, tests). */
export function pickMessages(locale: Locale, namespaces: readonly string[]): Messages {
  const all = CLIENT_CATALOGUES[locale];
  let out: Record<string, unknown> = {};
  for (const entry of namespaces) {
    // "ns", "ns.part" or deeper ("store.locations.day"): the subtree at that path, nested as it is.
    const path = entry.split(".");
    let value: unknown = all;
    for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
    if (value === undefined) continue;
    const picked = path.reduceRight<unknown>((tree, key) => ({ [key]: tree }), value);
    out = mergeTrees(out, picked as Record<string, unknown>);
  }
  return out as Messages;
}

const TRANSLATORS = Object.fromEntries(
  (Object.keys(CATALOGUES) as Locale[]).map((l) => [l, createTranslator(l, CATALOGUES[l])]),
) as Record<Locale, Translator>;

/** Server-side translation outside React (loaders' meta, API error messages, e-mails). */
export function translate(locale: Locale, key: string, vars?: TranslateVars): string {
  return TRANSLATORS[locale].t("common")(key, vars);
}
