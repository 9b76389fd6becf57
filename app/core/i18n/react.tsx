import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Locale } from "../../shared/locales";
import type { TFunction, Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** `t` for a namespace (the first of a list); other namespaces by prefix: `t("pages:home.title")`. */
export function useTranslation(ns: string | readonly string[] = "common"): { t: TFunction } {
  const translator = useContext(TranslatorContext);
  const defaultNs = typeof ns === "string" ? ns : (ns[0] ?? "common");
  return useMemo(
    () => ({ t: translator ? translator.t(defaultNs) : (key: string) => key }),
    [translator, defaultNs],
  );
}

/** The page's language (numbers and dates a person types or reads are in it). */
export function useLocale(): Locale {
  return useContext(TranslatorContext)?.locale ?? "de";
}
