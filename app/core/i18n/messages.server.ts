import deCommon from "../../../locales/de/common.json";
import dePages from "../../../locales/de/pages.json";
import deStore from "../../../locales/de/store.json";
import deValidation from "../../../locales/de/validation.json";
import enCommon from "../../../locales/en/common.json";
import enPages from "../../../locales/en/pages.json";
import enStore from "../../../locales/en/store.json";
import enValidation from "../../../locales/en/validation.json";
import plCommon from "../../../locales/pl/common.json";
import plPages from "../../../locales/pl/pages.json";
import plStore from "../../../locales/pl/store.json";
import plValidation from "../../../locales/pl/validation.json";
import trCommon from "../../../locales/tr/common.json";
import trPages from "../../../locales/tr/pages.json";
import trStore from "../../../locales/tr/store.json";
import trValidation from "../../../locales/tr/validation.json";
import type { Locale } from "../../shared/locales";
import { createTranslator, type Messages, type TranslateVars, type Translator } from "./translator";

const CATALOGUES: Record<Locale, Messages> = {
  de: { common: deCommon, pages: dePages, store: deStore, validation: deValidation },
  en: { common: enCommon, pages: enPages, store: enStore, validation: enValidation },
  pl: { common: plCommon, pages: plPages, store: plStore, validation: plValidation },
  tr: { common: trCommon, pages: trPages, store: trStore, validation: trValidation },
};

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}

const TRANSLATORS = Object.fromEntries(
  (Object.keys(CATALOGUES) as Locale[]).map((l) => [l, createTranslator(l, CATALOGUES[l])]),
) as Record<Locale, Translator>;

/** Server-side translation outside React (loaders' meta, API error messages, e-mails). */
export function translate(locale: Locale, key: string, vars?: TranslateVars): string {
  return TRANSLATORS[locale].t("common")(key, vars);
}
