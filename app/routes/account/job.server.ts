/**
 * One job's loader and action (account/jobs/{workflowId}/{jobId}): the job with its workflow, request,
 * timeline, documents, trade-in panel, order and community membership, and every form's post (status,
 * assignee, comment, order change, trade-in panel, membership), through the same services as the API and
 * answered through the shared action result.
 */
import { redirect } from "react-router";
import { mayOpenClient } from "../../core/access/visibility.server";
import { changeOrderOfJob, jobOrderPanel } from "../../core/commerce/job-order.service.server";
import {
  approveMembership,
  mayApproveMembership,
  membershipOf,
} from "../../core/community/community.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { filterOptions } from "../../core/leads/filter-options.service.server";
import { jobList } from "../../core/leads/job-filters";
import { jobRequestTexts } from "../../core/leads/job-request-texts.server";
import { applyJobAction, getJob } from "../../core/leads/jobs.service.server";
import { listWorkflowDefs } from "../../core/leads/workflows.service.server";
import { zonedParts } from "../../core/locations/zoned-time";
import { defaultOfferDay } from "../../core/trade-in/trade-in-edit";
import {
  getTradeInPanel,
  type TradeInPanel as PanelRows,
} from "../../core/trade-in/trade-in-edit.service.server";
import { jobActionFromForm } from "../../features/jobs/job-action-form.server";
import { requestRows } from "../../features/jobs/job-request-fields";
import { isPanelIntent, panelAction } from "../../features/trade-in-panel/panel-action.server";
import type { TradeInPanelData } from "../../features/trade-in-panel/trade-in-panel";
import { accountPath, accountRoute, mayOpen } from "../../shared/account-routes";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { dbId } from "../../shared/db-id";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/job";
import { requireAccess } from "./guard.server";

function jobIdOf(params: Record<string, string | undefined>): number {
  const id = dbId(params.jobId);
  if (id === null) notFound();
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "job");
  const ctx = pageContext(request, context);
  const id = jobIdOf(params);
  const job = await getJob(ctx.services, id);
  if (!job.ok) notFound();
  // The job lives in one workflow: a link with another workflow's id goes to the right address.
  if (String(job.value.workflowId) !== params.workflowId) {
    throw redirect(accountPath("job", { workflowId: String(job.value.workflowId), jobId: String(id) }));
  }
  const payload = job.value.payload as Record<string, unknown>;
  const [defs, employees, tradeIn, order, requestTexts] = await Promise.all([
    listWorkflowDefs(ctx.services),
    filterOptions(ctx.services, "employees", undefined, jobList.parse(new URLSearchParams())),
    job.value.systemType === "TRADE_IN" ? getTradeInPanel(ctx.services, id) : null,
    // The order the job carries, for whoever may work the job.
    jobOrderPanel(ctx.services, id),
    jobRequestTexts(ctx.services, payload, ctx.locale, job.value.systemType),
  ]);
  const workflow = defs.find((w) => w.id === job.value.workflowId)!;
  const j = job.value;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    meta: {
      title: `${[j.clientFirstName, j.clientLastName].filter(Boolean).join(" ")} · ${workflow.lang_name}`,
      noindex: true,
    },
    messages: messagesFor(ctx.locale, [
      "jobs",
      ...(order
        ? [
            "orders.detail",
            "commerce.order_status",
            "commerce.payment_status",
            "commerce.payment_method",
            "commerce.fulfilment",
            "commerce.errors",
          ]
        : []),
      "cars.fuel",
      "cars.gearbox",
      FORM_MESSAGES,
      ...(j.systemType === "COMMUNITY" ? ["community.approve"] : []),
    ]),
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    currency: context.project.currency,
    // Order events link to the order for those the order page lets in (database staff).
    orderLink: mayOpen(user, context.project.features, accountRoute("order").access),
    // The client's page: the database group, or an employee the client is shared with (decision 0031).
    clientLink: j.clientId !== null && (await mayOpenClient(ctx.services, String(j.clientId))),
    workflow: { id: workflow.id, name: workflow.lang_name, statuses: workflow.statuses },
    // What the request said, labelled and translated here (never a raw `key value`).
    request: requestRows(payload, requestTexts, {
      t: ctx.t,
      locale: ctx.locale,
      currency: context.project.currency,
      timeZone: projectTimeZone(context.project),
    }),
    employees: employees.ok ? employees.value : [],
    tradeIn: tradeIn ? panelData(tradeIn, ctx.services.clock.now(), projectTimeZone(context.project)) : null,
    order,
    community:
      j.systemType === "COMMUNITY"
        ? {
            approvedAt: membershipOf(j.payload)?.approvedAt ?? null,
            mayApprove: mayApproveMembership(ctx.services),
            document: ((doc) => (doc ? { id: doc.id, type: doc.fileType, bytes: doc.fileBytes } : null))(
              j.documents.find((doc) => doc.docType === "trade_register"),
            ),
          }
        : null,
    job: {
      ...j,
      cdate: j.cdate.toISOString(),
      mdate: j.mdate.toISOString(),
      deadline: iso(j.deadline),
      firstReactionAt: iso(j.firstReactionAt),
      closedAt: iso(j.closedAt),
      events: j.events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      documents: j.documents.map((doc) => ({
        ...doc,
        cdate: doc.cdate.toISOString(),
        mdate: doc.mdate.toISOString(),
      })),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireAccess(request, context, "job");
  const id = jobIdOf(params);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "order") {
    // A change of the job's order: the service checks that the user may work the job.
    const action = form.get("orderAction");
    const changed = await changeOrderOfJob(pageContext(request, context).services, id, action, {
      origin: context.origin,
    });
    if (!changed.ok) return actionFailure(changed.error, { codePrefix: "jobs:messages" });
    return actionSuccess(`orders:detail.done.${String(action)}`);
  }
  if (isPanelIntent(intent))
    return panelAction(pageContext(request, context).services, id, intent, form, context.origin);
  if (intent === "approve_membership") {
    const approved = await approveMembership(pageContext(request, context).services, id, context.origin);
    if (!approved.ok)
      return actionFailure(approved.error, {
        byCode: { forbidden: "community:approve.forbidden" },
        codePrefix: "jobs:messages",
      });
    return actionSuccess(
      approved.value.alreadyApproved ? "community:approve.already" : "community:approve.approved",
    );
  }
  const parsed = jobActionFromForm(form, projectTimeZone(context.project));
  if (!parsed.ok) return actionFailure({ code: "invalid" }, { message: "jobs:messages.invalid" });
  const result = await applyJobAction(pageContext(request, context).services, [id], parsed.value);
  if (!result.ok) return actionFailure(result.error, { message: `jobs:messages.${result.error.code}` });
  return actionSuccess("jobs:messages.saved");
}

/** The trade-in panel's data as the page sends it (dates as ISO strings). */
function panelData(p: PanelRows, now: Date, timeZone: string): TradeInPanelData {
  const row = p.tradeIn;
  const basis = row?.estimateBasis
    ? Object.entries(row.estimateBasis)
        .filter(([, v]) => v !== null && typeof v !== "object")
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(", ")
    : null;
  const offerDay =
    row?.offerExpiresAt && row.offerExpiresAt.getTime() > now.getTime()
      ? zonedParts(row.offerExpiresAt, timeZone).day
      : defaultOfferDay(now, timeZone);
  return {
    vehicle: {
      brandName: row?.brandName || p.fallback.brandName,
      modelName: row?.modelName || p.fallback.modelName,
      firstRegistration: row?.firstRegistration ?? null,
      mileageKm: row?.mileageKm ?? null,
      fuel: row?.fuel ?? null,
      gearbox: row?.gearbox ?? null,
      condition: row?.condition ?? {},
    },
    estimate:
      row && row.estimateLowMinor !== null && row.estimateHighMinor !== null
        ? {
            lowMinor: row.estimateLowMinor,
            highMinor: row.estimateHighMinor,
            expiresAt: row.estimateExpiresAt?.toISOString() ?? null,
            basis: basis || null,
          }
        : null,
    offer:
      row?.offerMinor && row.offerExpiresAt
        ? {
            minor: row.offerMinor,
            expiresAt: row.offerExpiresAt.toISOString(),
            expired: row.offerExpiresAt.getTime() <= now.getTime(),
          }
        : null,
    photoIds: p.photoIds,
    invitation: p.invitation
      ? {
          status: p.invitation.status,
          createdAt: p.invitation.createdAt.toISOString(),
          answeredAt: p.invitation.answeredAt?.toISOString() ?? null,
        }
      : null,
    offerDay,
    thisMonth: zonedParts(now, timeZone).day.slice(0, 7),
  };
}
