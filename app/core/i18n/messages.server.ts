import deAccount from "../../../locales/de/account.json";
import deAuth from "../../../locales/de/auth.json";
import deCar from "../../../locales/de/car.json";
import deCars from "../../../locales/de/cars.json";
import deCommon from "../../../locales/de/common.json";
import deConfigurator from "../../../locales/de/configurator.json";
import deFavorites from "../../../locales/de/favorites.json";
import dePages from "../../../locales/de/pages.json";
import deSettings from "../../../locales/de/settings.json";
import deStore from "../../../locales/de/store.json";
import deValidation from "../../../locales/de/validation.json";
import enAccount from "../../../locales/en/account.json";
import enAuth from "../../../locales/en/auth.json";
import enCar from "../../../locales/en/car.json";
import enCars from "../../../locales/en/cars.json";
import enCommon from "../../../locales/en/common.json";
import enConfigurator from "../../../locales/en/configurator.json";
import enFavorites from "../../../locales/en/favorites.json";
import enPages from "../../../locales/en/pages.json";
import enSettings from "../../../locales/en/settings.json";
import enStore from "../../../locales/en/store.json";
import enValidation from "../../../locales/en/validation.json";
import plAccount from "../../../locales/pl/account.json";
import plAuth from "../../../locales/pl/auth.json";
import plCar from "../../../locales/pl/car.json";
import plCars from "../../../locales/pl/cars.json";
import plCommon from "../../../locales/pl/common.json";
import plConfigurator from "../../../locales/pl/configurator.json";
import plFavorites from "../../../locales/pl/favorites.json";
import plPages from "../../../locales/pl/pages.json";
import plSettings from "../../../locales/pl/settings.json";
import plStore from "../../../locales/pl/store.json";
import plValidation from "../../../locales/pl/validation.json";
import trAccount from "../../../locales/tr/account.json";
import trAuth from "../../../locales/tr/auth.json";
import trCar from "../../../locales/tr/car.json";
import trCars from "../../../locales/tr/cars.json";
import trCommon from "../../../locales/tr/common.json";
import trConfigurator from "../../../locales/tr/configurator.json";
import trFavorites from "../../../locales/tr/favorites.json";
import trPages from "../../../locales/tr/pages.json";
import trSettings from "../../../locales/tr/settings.json";
import trStore from "../../../locales/tr/store.json";
import trValidation from "../../../locales/tr/validation.json";
import type { Locale } from "../../shared/locales";
import { createTranslator, type Messages, type TranslateVars, type Translator } from "./translator";

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
  },
};

/** Namespaces every page needs (the root loader sends them); `account` comes with the account area. */
export const SITE_NAMESPACES = ["common", "pages", "store", "validation", "auth"] as const;

/** Catalogue parts only the server uses (e-mail texts): never sent to a browser. */
const SERVER_ONLY: Readonly<Record<string, readonly string[]>> = { auth: ["mail"] };

/**
 * Parts of the site namespaces that only some pages show: the root loader leaves them out, and the
 * routes that show them send the whole namespace with their own loader data (`messages`), which the
 * root merges in (root.tsx). Every page saves their bytes.
 */
const PAGE_ONLY: Readonly<Record<string, readonly string[]>> = {
  store: ["catalog", "locations", "contact", "token", "home", "posts"],
  auth: ["signup", "business", "signedup", "forgot", "reset"],
};

const without = (tree: Messages[string] | undefined, keys: readonly string[] | undefined) =>
  keys ? Object.fromEntries(Object.entries(tree ?? {}).filter(([k]) => !keys.includes(k))) : (tree ?? {});

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

const FRAME_CATALOGUES = Object.fromEntries(
  (Object.keys(CATALOGUES) as Locale[]).map((l) => [
    l,
    Object.fromEntries(SITE_NAMESPACES.map((ns) => [ns, without(CLIENT_CATALOGUES[l][ns], PAGE_ONLY[ns])])),
  ]),
) as Record<Locale, Messages>;

/** What every page's browser side gets from the root loader: the site frame's texts. */
export function frameMessages(locale: Locale): Messages {
  return FRAME_CATALOGUES[locale];
}

/**
 * Namespaces for a route's loader data (merged into the page's texts by root.tsx): a whole namespace
 * (`"car"`) or one part of it (`"store.locations"`), so a page sends only the texts it shows.
 */
export function messagesFor(locale: Locale, namespaces: readonly string[]): Messages {
  const all = CLIENT_CATALOGUES[locale];
  const out: Messages = {};
  for (const entry of namespaces) {
    const [ns = "", part] = entry.split(".", 2);
    if (part === undefined) out[ns] = { ...out[ns], ...all[ns] };
    else out[ns] = { ...out[ns], [part]: all[ns]?.[part] };
  }
  return out;
}

const TRANSLATORS = Object.fromEntries(
  (Object.keys(CATALOGUES) as Locale[]).map((l) => [l, createTranslator(l, CATALOGUES[l])]),
) as Record<Locale, Translator>;

/** Server-side translation outside React (loaders' meta, API error messages, e-mails). */
export function translate(locale: Locale, key: string, vars?: TranslateVars): string {
  return TRANSLATORS[locale].t("common")(key, vars);
}
