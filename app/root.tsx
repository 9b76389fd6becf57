import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useHref,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { getNavigation } from "./core/cms/cms.service.server";
import { cartSummary } from "./core/commerce/cart.service.server";
import { cartOwnerOf } from "./core/commerce/cart-owner.server";
import { NEW_CAR_VAT_RATE_BP } from "./core/commerce/cart-totals";
import { formatRate } from "./core/commerce/money";
import { withLocale } from "./core/context/service-context.server";
import { favoriteOwnerOf } from "./core/favorites/favorites";
import { favoriteCount } from "./core/favorites/favorites.service.server";
import { frameMessages } from "./core/i18n/messages.server";
import { TranslationProvider } from "./core/i18n/react";
import { type AnyMessages, type Messages, mergeMessages, translatorFor } from "./core/i18n/translator";
import { configuredProviders } from "./core/identity/social";
import { unreadNotificationCount } from "./core/notifications/notifications.service.server";
import { customerCars } from "./core/trade-in/customer-cars.service.server";
import { wantsHighContrast } from "./shared/contrast";
import { withActionHeaders } from "./shared/headers";
import { splitLocale } from "./shared/locale-path";
import { userMenu } from "./shared/user-menu";
import { AppLinkNavigation } from "./ui/app-link";
import "./styles/global.css";
import { projectTimeZone } from "./shared/date-time";
import { routeUrl } from "./shared/route-url";
import { NotFound } from "./ui/frame/not-found";
import { SiteFrame } from "./ui/frame/site-frame";
import { useNonce } from "./ui/nonce";
import { headLinks } from "./ui/seo/head-links";
import { type PageMeta, type SiteData, useOptionalSite, usePageMeta } from "./ui/site-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { project } = context;
  const url = routeUrl(request);
  const { locale: prefix, rest } = splitLocale(url.pathname);
  if (prefix && !project.languages.includes(prefix)) {
    // A language this site does not offer: the same page in the site's default language. An absolute
    // URL, because the bare path lies outside this request's locale basename.
    throw redirect(new URL(rest + url.search, url.origin).toString(), 302);
  }
  const locale = prefix ?? project.defaultLanguage;
  const highContrast = wantsHighContrast(request.headers.get("cookie"));
  // Only a visitor with a session or a favorites cookie has favorites to count.
  const favoritesOwner = favoriteOwnerOf(request.headers.get("cookie"), context.user);
  // The same for the cart, and only where the site has a shop: no owner, no query.
  const shop = project.features.shop;
  const cartOwner = shop ? cartOwnerOf(request.headers.get("cookie"), context.user) : null;
  // Everyone signed in gets the top menu's notifications item and the live stream (decisions 0033, 0064):
  // employees about their jobs, customers about their orders, offers, appointments and rentals.
  const notified = context.user ?? null;
  const [nav, favoritesCount, cart, ownCars, unread] = await Promise.all([
    context.reads.get(project.id, `nav|${locale}`, () => getNavigation(withLocale(context.services, locale))),
    favoriteCount(context.services, favoritesOwner),
    shop ? cartSummary(withLocale(context.services, locale), cartOwner) : null,
    // The customer's cars in the top menu, decided on the server (trade-in feature, a signed-in customer or preview mode).
    customerCars(context.services),
    notified ? unreadNotificationCount(context.services) : 0,
  ]);
  // The cart's and the customer cars' dropdown texts come with the frame where they are shown.
  const frameExtra = [
    ...(shop ? ["cart.menu"] : []),
    ...(ownCars ? ["trade-in.menu"] : []),
    ...(context.user?.needsTerms ? ["auth.terms"] : []),
    ...(notified ? ["notifications.menu", "notifications.toast", "notifications.types"] : []),
  ];
  const site: SiteData = {
    project: {
      name: project.name,
      slug: project.slug,
      languages: project.languages,
      defaultLanguage: project.defaultLanguage,
      currency: project.currency,
      timeZone: projectTimeZone(project),
      isCommunity: project.isCommunity,
      config: {
        menu_class: project.config.menu_class,
        menu_scroll_class: project.config.menu_scroll_class,
        main_logo: project.config.main_logo,
        scroll_logo: project.config.scroll_logo,
        use_scroll_logo: project.config.use_scroll_logo,
        use_scroll_logo_for_sidebar: project.config.use_scroll_logo_for_sidebar,
        menu: project.config.menu,
        brand_color: project.config.brand_color,
      },
      features: {
        shop: project.features.shop,
        trade_in: project.features.trade_in,
        rental: project.features.rental,
        service_booking: project.features.service_booking,
      },
    },
    locale,
    prefix,
    messages: frameMessages(locale, frameExtra),
    nav,
    highContrast,
    origin: context.origin,
    user: context.user
      ? {
          firstName: context.user.firstName,
          lastName: context.user.lastName,
          email: context.user.email,
          avatar: context.user.avatarPath,
          roles: context.user.roles,
          inHolding: context.user.inHolding,
          needsTerms: context.user.needsTerms,
          menu: userMenu(context.user, project.features, project.config),
          notifications: notified ? { unread, sounds: notified.soundSettings } : null,
        }
      : null,
    socialProviders: configuredProviders(project.config),
    favoritesCount,
    vatRate: formatRate(NEW_CAR_VAT_RATE_BP, locale),
    cart,
    customerCars: ownCars,
    demo: context.demo ?? false,
  };
  const headers: Record<string, string> = { "Content-Language": locale, Vary: "Cookie" };
  // A signed-in user's pages (and a visitor's with favorites) are theirs alone: never in shared caches.
  if (context.user || favoritesOwner || cartOwner) headers["Cache-Control"] = "private, no-store";
  return data(site, { headers });
}

/** Document headers: the root loader's (language, caching), then whatever a page's action set. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(loaderHeaders, actionHeaders);
}

/** The site data changes with the language prefix, and after forms (contrast, login, logout, settings). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  // An explicit revalidation (useRevalidator, e.g. after the terms were accepted) reloads the site data.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return splitLocale(currentUrl.pathname).locale !== splitLocale(nextUrl.pathname).locale;
}

function Head({ site, meta }: { site: SiteData; meta: PageMeta | undefined }) {
  const location = useLocation();
  const links = headLinks({
    origin: site.origin,
    pathname: location.pathname,
    locale: site.locale,
    languages: site.project.languages,
    alternates: meta?.alternates,
  });
  // Error pages render their own title and robots tag (see ui/frame/not-found.tsx).
  if (!meta) return null;
  const title = meta.title ? `${meta.title} | ${site.project.name}` : site.project.name;
  return (
    <>
      <title>{title}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={links.canonical} />
          {links.alternates.map((a) => (
            <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
          ))}
        </>
      )}
      <meta property="og:title" content={title} />
      <meta property="og:site_name" content={site.project.name} />
      <meta name="theme-color" content={site.project.config.brand_color} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useOptionalSite();
  const meta = usePageMeta();
  // Without the site data (an error before the root loader ran: no route, 405) the URL's prefix tells
  // the language, so an error page under /de/ is still a German document. The prefix is the router's
  // basename (server/document-handler.ts), which the href of "/" carries.
  const urlLocale = splitLocale(useHref("/")).locale;
  const brand = site?.project.config.brand_color ?? "#0b5cab";
  const nonce = useNonce();
  // Marks the document as interactive (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html
      lang={site?.locale ?? urlLocale ?? "en"}
      data-contrast={site?.highContrast ? "high" : undefined}
      style={{ "--project-brand": brand } as React.CSSProperties}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The matched routes' style sheets; the server inlines them (ui/seo/inline-styles.server.ts). */}
        <Links />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {site && <Head site={site} meta={meta} />}
      </head>
      <body>
        <AppLinkNavigation>{children}</AppLinkNavigation>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The frame's texts plus the namespaces each matched route sent with its loader data (`messages`). */
function usePageMessages(frame: AnyMessages): Messages {
  const matches = useMatches();
  let merged = mergeMessages(frame, undefined);
  for (const match of matches) {
    merged = mergeMessages(merged, (match.loaderData as { messages?: AnyMessages } | undefined)?.messages);
  }
  return merged;
}

const EMPTY_MESSAGES: Messages = {};

export default function App({ loaderData }: Route.ComponentProps) {
  const translator = translatorFor(loaderData.locale, usePageMessages(loaderData.messages));

  return (
    <TranslationProvider translator={translator}>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
    </TranslationProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const site = useOptionalSite();
  const translator = translatorFor(site?.locale ?? "en", site?.messages ?? EMPTY_MESSAGES);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!site) {
    return (
      <main style={{ padding: "2rem", fontFamily: "system-ui" }}>
        <h1>{status}</h1>
        <a href="/">Home</a>
      </main>
    );
  }
  return (
    <TranslationProvider translator={translator}>
      <SiteFrame>
        <NotFound status={status} />
      </SiteFrame>
    </TranslationProvider>
  );
}
