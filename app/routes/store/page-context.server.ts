import { data } from "react-router";
import { type ServiceContext, withLocale } from "../../core/context/service-context.server";
import { translate } from "../../core/i18n/messages.server";
import type { AppContext } from "../../load-context";
import { splitLocale } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import { matchPublicPath, type PageKey } from "../../shared/route-table";
import { routeUrl } from "../../shared/route-url";

export type PageContext = {
  locale: Locale;
  prefix: Locale | null;
  key: PageKey | null;
  params: Record<string, string>;
  url: URL;
  t: (key: string, vars?: Record<string, string | number>) => string;
  /** The request's service context in the page's language. */
  services: ServiceContext;
};

/** Language, page key and a server-side `t` for a storefront loader. */
export function pageContext(request: Request, context: AppContext): PageContext {
  const url = routeUrl(request);
  const { locale: prefix } = splitLocale(url.pathname);
  const locale =
    prefix && context.project.languages.includes(prefix) ? prefix : context.project.defaultLanguage;
  const match = matchPublicPath(url.pathname);
  return {
    locale,
    prefix,
    key: match?.def.key ?? null,
    params: match?.params ?? {},
    url,
    t: (key, vars) => translate(locale, key, vars),
    services: withLocale(context.services, locale),
  };
}

/** Throws the not-found response (rendered by the root error boundary with the not-found page). */
export function notFound(): never {
  throw data(null, { status: 404 });
}
