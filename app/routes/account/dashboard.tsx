import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { resendVerification } from "../../core/identity/email-verification.service.server";
import { leadInboxCount } from "../../core/leads/inbox.service.server";
import { type DashboardNumbers, dashboardNumbers } from "../../core/leads/insights.service.server";
import styles from "../../features/jobs/dashboard.module.css";
import { accountNav, customerNav, type NavItem } from "../../shared/account-nav";
import { accountPath } from "../../shared/account-routes";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { withActionHeaders } from "../../shared/headers";
import { accountScreen, formatCounter, inGroup } from "../../shared/permissions";
import { NavCardGrid } from "../../ui/sidebar/nav-card";
import { SectionNote } from "../../ui/sidebar/section-note";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/dashboard";
import { requireAccess } from "./guard.server";

/** /account: the employee or the customer dashboard, by role. Cards come from the navigation model. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "dashboard");
  const ctx = pageContext(request, context);
  const { features, config } = context.project;
  const meta = { title: ctx.t("account:dashboard.title"), noindex: true };
  if (accountScreen(user) === "employee") {
    const nav = accountNav(user, features, config, { favouriteWorkflows: [] });
    const leads = inGroup(user, "workflows");
    const [numbers, inbox] = await Promise.all([
      leads ? dashboardNumbers(ctx.services) : null,
      leads ? leadInboxCount(ctx.services) : null,
    ]);
    return {
      meta,
      screen: "employee" as const,
      firstName: user.firstName,
      userId: user.id,
      numbers: numbers?.ok ? numbers.value : null,
      inbox: inbox?.ok ? inbox.value : null,
      groups: nav.groups,
      profile: nav.bottom,
    };
  }
  return {
    meta,
    screen: "customer" as const,
    firstName: user.firstName,
    cards: customerNav(user, features, config, ctx.locale).cards,
    pendingApproval: user.pendingApproval,
    // Until the address is confirmed, what was sent under it as a guest stays out of the account.
    unverified: user.emailVerified !== true,
  };
}

/** A refused attempt's Retry-After reaches browsers without JavaScript too. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withActionHeaders(parentHeaders, actionHeaders);
}

/** The unverified customer's "send the link again" (docs/decisions/0044-verified-addresses.md). */
export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context, "dashboard");
  const ctx = pageContext(request, context);
  const result = await resendVerification(ctx.services, {
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    origin: context.origin,
    throttle: context.authThrottle,
  });
  if (!result.ok) {
    const message = result.error.code === "throttled" ? "account:dashboard.verify.throttled" : null;
    return actionFailure(result.error, { message });
  }
  return actionSuccess(
    result.value.sent ? "account:dashboard.verify.sent" : "account:dashboard.verify.already",
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const greeting = loaderData.firstName
    ? t("dashboard.greeting", { name: loaderData.firstName })
    : t("dashboard.greeting_anonymous");

  if (loaderData.screen === "customer") {
    return (
      <section data-testid="customer-dashboard">
        <p className="eyebrow">{t("dashboard.title")}</p>
        <h1>{greeting}</h1>
        <p className="lead">{t("dashboard.customer_lead")}</p>
        {loaderData.pendingApproval && (
          <SectionNote testId="pending-approval">{t("dashboard.pending_approval")}</SectionNote>
        )}
        {loaderData.unverified && <VerifyNotice answer={actionData} />}
        <h2 className="visually-hidden">{t("dashboard.customer_cards_title")}</h2>
        <NavCardGrid
          items={loaderData.cards}
          descriptionOf={(item) => t(`dashboard.customer_cards.${item.id}`)}
        />
      </section>
    );
  }

  const descriptionOf = (item: NavItem) =>
    t(item.id.startsWith("workflow-") ? "dashboard.cards.workflow" : `dashboard.cards.${item.id}`);
  return (
    <section data-testid="employee-dashboard">
      <p className="eyebrow">{t("dashboard.title")}</p>
      <h1>{greeting}</h1>
      <p className="lead">{t("dashboard.employee_lead")}</p>
      {loaderData.numbers && (
        <JobNumbers numbers={loaderData.numbers} inbox={loaderData.inbox} userId={loaderData.userId} />
      )}
      {loaderData.groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`dashboard-${group.id}`}
          data-testid={`dashboard-${group.id}`}
        >
          <h2 id={`dashboard-${group.id}`}>{t(`nav.groups.${group.id}`)}</h2>
          <NavCardGrid items={group.items} descriptionOf={descriptionOf} />
        </section>
      ))}
      <section aria-labelledby="dashboard-personal">
        <h2 id="dashboard-personal">{t("dashboard.personal")}</h2>
        <NavCardGrid items={[loaderData.profile]} descriptionOf={descriptionOf} />
      </section>
    </section>
  );
}

/** The unverified customer's notice with the button that mails the confirmation link again. */
function VerifyNotice({ answer }: { answer: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("account");
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="verify-email-title" data-testid="verify-email-notice">
      <h2 id="verify-email-title" className="visually-hidden">
        {t("dashboard.verify.title")}
      </h2>
      <SectionNote>{t("dashboard.verify.notice")}</SectionNote>
      {answer?.message && (
        <p
          className={`alert ${answer.ok ? "success" : "error"}`}
          role={answer.ok ? "status" : "alert"}
          data-testid="verify-email-answer"
        >
          {t(answer.message)}
        </p>
      )}
      <Form method="post">
        <button type="submit" className="button secondary" disabled={busy}>
          {t("dashboard.verify.resend")}
        </button>
      </Form>
    </section>
  );
}

/**
 * The employee's own open jobs: all, critical, due today, past their deadline; each opens the list. Users
 * who may not see all jobs first get their lead inbox (new unassigned jobs and their own), which opens the
 * job list as it is, so a new lead is one click away.
 */
function JobNumbers({
  numbers,
  inbox,
  userId,
}: {
  numbers: DashboardNumbers;
  inbox: number | null;
  userId: string;
}) {
  const { t } = useTranslation("account");
  const base = `${accountPath("jobs")}?assignee=${userId}`;
  const cards = [
    ...(inbox === null ? [] : [{ key: "inbox", value: formatCounter(inbox), href: accountPath("jobs") }]),
    { key: "open", value: numbers.open, href: base },
    { key: "critical", value: numbers.critical, href: `${base}&priority=3` },
    { key: "due_today", value: numbers.dueToday, href: `${base}&viewType=duetoday` },
    { key: "past_deadline", value: numbers.pastDeadline, href: `${base}&viewType=pastdeadline` },
  ];
  return (
    <section aria-labelledby="dashboard-numbers" data-testid="dashboard-numbers">
      <h2 id="dashboard-numbers">{t("dashboard.numbers.title")}</h2>
      <ul className={styles.numbers}>
        {cards.map((c) => (
          <li key={c.key}>
            <Link to={c.href} data-testid={`dashboard-number-${c.key}`}>
              <strong>{c.value}</strong>
              <span>{t(`dashboard.numbers.${c.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
