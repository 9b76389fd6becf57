import { useEffect, useMemo, useState } from "react";
import {
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { TranslationProvider } from "../../core/i18n/react";
import { mergeMessages, translatorFor } from "../../core/i18n/translator";
import { leadInboxCount } from "../../core/leads/inbox.service.server";
import { listWorkflows } from "../../core/leads/workflows.service.server";
import { tourTypeOfRoute } from "../../core/tours/tour-screens";
import { runnableTours } from "../../core/tours/tours.service.server";
import { TourPickerHost } from "../../features/tours/tour-picker-host";
import { TourRunner } from "../../features/tours/tour-runner";
import { type AccountNav, accountNav, customerNav, withWorkflowCounts } from "../../shared/account-nav";
import { matchAccountPath } from "../../shared/account-routes";
import { splitLocale } from "../../shared/locale-path";
import { accountScreen, inGroup } from "../../shared/permissions";
import { routeUrl } from "../../shared/route-url";
import { NotFound } from "../../ui/frame/not-found";
import { AccountShell } from "../../ui/sidebar/account-shell";
import { AccountTabs } from "../../ui/sidebar/account-tabs";
import { sidebarCollapsed } from "../../ui/sidebar/sidebar-cookie";
import { useSite } from "../../ui/site-data";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/layout";
import { requireUser } from "./guard.server";

/** The account area's frame: only for signed-in users; employees get the sidebar, customers a tab row. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Without the development mailbox its page does not exist, for visitors too (not "log in first").
  if (
    !context.devMailbox &&
    matchAccountPath(splitLocale(routeUrl(request).pathname).rest)?.def.key === "mailbox"
  ) {
    notFound();
  }
  const user = requireUser(request, context);
  const ctx = pageContext(request, context);
  const { features, config } = context.project;
  const screen = accountScreen(user);
  // Favourite workflows with their counters (the page polls them afterwards), the lead inbox's counter of
  // those who may not see all jobs, and the guided tours this employee is shown (driver.js loads only
  // when one runs), read side by side.
  const leads = screen === "employee" && inGroup(user, "workflows");
  const [workflows, inbox, tours] = await Promise.all([
    leads ? listWorkflows(ctx.services, { favouritesOnly: true }) : null,
    leads ? leadInboxCount(ctx.services) : null,
    screen === "employee" ? runnableTours(ctx.services) : [],
  ]);
  const favouriteWorkflows =
    workflows?.ok === true
      ? workflows.value
          .filter((w) => w.is_fav)
          .map((w) => ({
            id: String(w.id),
            label: w.lang_name,
            countOpen: w.count_open,
            countMine: w.count_mine,
            shared: w.is_shared,
          }))
      : [];
  return {
    screen,
    tours,
    tourTexts:
      tours.length > 0
        ? {
            next: ctx.t("tours:runner.next"),
            previous: ctx.t("tours:runner.previous"),
            done: ctx.t("tours:runner.done"),
            progress: ctx.t("tours:runner.progress", { current: "{{current}}", total: "{{total}}" }),
            helpHeading: ctx.t("tours:help.heading"),
            start: ctx.t("tours:help.start", { name: "{{name}}" }),
            completed: ctx.t("tours:help.completed"),
          }
        : null,
    // The tour editor's element picker (decision 0053) runs in a window the editor opens: for its editors.
    pickerTexts: inGroup(user, "admin")
      ? {
          title: ctx.t("tours:picker.title", { n: "{{n}}" }),
          hint: ctx.t("tours:picker.hint"),
          pick: ctx.t("tours:picker.pick"),
          cancel: ctx.t("tours:picker.cancel"),
          picked: ctx.t("tours:picker.picked", { n: "{{n}}" }),
          noEditor: ctx.t("tours:picker.no_editor"),
          none: ctx.t("tours:picker.none"),
        }
      : null,
    messages: messagesFor(ctx.locale, ["account", "settings", FORM_MESSAGES]),
    sidebar:
      screen === "employee"
        ? accountNav(user, features, config, {
            favouriteWorkflows,
            inbox: inbox?.ok ? inbox.value : null,
          })
        : null,
    polls: favouriteWorkflows.length > 0,
    // Read on the server, so the first paint already has the remembered width.
    collapsed: sidebarCollapsed(request.headers.get("cookie")),
    tabs: screen === "customer" ? customerNav(user, features, config, ctx.locale).tabs : null,
  };
}

/** The tour screen (decision 0032) of an account URL, or null. */
function tourScreenOf(url: URL) {
  const key = matchAccountPath(splitLocale(url.pathname).rest)?.def.key;
  return key ? tourTypeOfRoute(key) : null;
}

/**
 * The layout stays matched while the employee moves between screens, so React Router would keep its
 * first data: a tour added or edited since would not start until a reload. Its data is read
 * again when the employee moves to another screen that has tours (besides React Router's own reasons).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (defaultShouldRevalidate) return true;
  const next = tourScreenOf(nextUrl);
  return next !== null && next !== tourScreenOf(currentUrl);
}

function useAccountTranslator(messages: Route.ComponentProps["loaderData"]["messages"] | undefined) {
  const site = useSite();
  return translatorFor(site.locale, mergeMessages(site.messages, messages));
}

/** Counters follow changes without a reload: the workflow list is asked again every 30 s while visible. */
const COUNTER_POLL_MS = 30_000;

function useLiveSidebar(sidebar: AccountNav | null, polls: boolean): AccountNav | null {
  const [counts, setCounts] = useState<{ id: number; count_open: number; count_mine: number }[] | null>(null);
  useEffect(() => {
    if (!polls) return;
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const res = await fetch("/api/workflows.json", { headers: { accept: "application/json" } });
        if (!res.ok || stopped) return;
        // The API answers `{ workflows: [...] }` (listWorkflows in /api/openapi.json).
        const body = (await res.json()) as {
          workflows?: { id: number; count_open: number; count_mine: number }[];
        };
        if (Array.isArray(body.workflows)) setCounts(body.workflows);
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    };
    const timer = window.setInterval(poll, COUNTER_POLL_MS);
    document.addEventListener("visibilitychange", poll);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
    };
  }, [polls]);
  return useMemo(
    () => (sidebar && counts ? withWorkflowCounts(sidebar, counts) : sidebar),
    [sidebar, counts],
  );
}

/**
 * Browser push (decision 0034): on the back office's pages only, a chunk of its own brings the
 * browser's push subscription in line with the permission and the dismissed flag.
 */
function usePushSync(employee: boolean) {
  useEffect(() => {
    if (!employee) return;
    import("../../features/push/browser-push")
      .then((push) => push.syncPushSubscription())
      .catch((error: unknown) => console.warn("[notifications] push sync could not start", error));
  }, [employee]);
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const translator = useAccountTranslator(loaderData.messages);
  usePushSync(loaderData.screen === "employee");
  const { tabs } = loaderData;
  const sidebar = useLiveSidebar(loaderData.sidebar, loaderData.polls);
  return (
    <TranslationProvider translator={translator}>
      {sidebar ? (
        <div data-screen="employee">
          <AccountShell nav={sidebar} collapsed={loaderData.collapsed}>
            <Outlet />
          </AccountShell>
          {loaderData.tourTexts && <TourRunner tours={loaderData.tours} texts={loaderData.tourTexts} />}
          {loaderData.pickerTexts && <TourPickerHost texts={loaderData.pickerTexts} />}
        </div>
      ) : (
        <div className="container page" data-screen="customer">
          {tabs && <AccountTabs items={tabs} />}
          <Outlet />
        </div>
      )}
    </TranslationProvider>
  );
}

/** A refused or missing screen (403, 404) keeps an employee's sidebar, so they can go on from there. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("account");
  const translator = useAccountTranslator(data?.messages);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!data?.sidebar) return <NotFound status={status} />;
  return (
    <TranslationProvider translator={translator}>
      <div data-screen="employee">
        <AccountShell nav={data.sidebar} collapsed={data.collapsed}>
          <NotFound status={status} />
        </AccountShell>
      </div>
    </TranslationProvider>
  );
}
