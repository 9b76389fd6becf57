/**
 * The communication center's loader and action (decision 0035): the client picker, one client's
 * timeline, and the four forms' posts. Only with the project feature `communication` (without it the
 * page and its actions are "not found"), for staff who deal with clients. Each form is parsed by its
 * zod schema in `core/communication/communication-schema.ts`, the same one the form takes its limits
 * from; every answer goes through the shared action result and its status table.
 */
import { redirect } from "react-router";
import {
  addNote,
  attachReply,
  type CommunicationError,
  getTimeline,
  logCall,
  searchClients,
  sendClientMail,
} from "../../core/communication/communication.service.server";
import { timelineList } from "../../core/communication/communication-schema";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import {
  assignInbound,
  getMailboxView,
  type InboundError,
  listUnassigned,
  markInboundSpam,
  updateMailboxSettings,
} from "../../core/inbound-mail/inbound.service.server";
import {
  getLeadRules,
  type LeadRuleError,
  removeLeadRule,
  saveLeadRule,
  setLeadRuleEnabled,
} from "../../core/inbound-mail/lead-rules.service.server";
import { zonedParts } from "../../core/locations/zoned-time";
import { COMMUNICATION_FLASHES } from "../../features/communication/communication-answer";
import { accountPath, accountRoute, mayOpen } from "../../shared/account-routes";
import { actionFailure } from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { inGroup } from "../../shared/permissions";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/communication";
import { requireAccess } from "./guard.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INTENTS = ["send_mail", "log_call", "attach_reply", "add_note"] as const;
/** The inbound mail's forms: on the screen without a client. */
const MAILBOX_INTENTS = [
  "assign_mail",
  "spam_mail",
  "mailbox_settings",
  "lead_rule_save",
  "lead_rule_toggle",
  "lead_rule_delete",
] as const;

/** The feature comes first: a site without it answers "not found" to everyone (no probing). */
function gate(request: Request, context: Route.LoaderArgs["context"]) {
  if (!context.project.features.communication) notFound();
  return requireAccess(request, context, "communication");
}

/** Now on the project's wall clock, as a `datetime-local` value. */
function localNow(now: Date, timeZone: string): string {
  const { day, minutes } = zonedParts(now, timeZone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${day}T${hh}:${mm}`;
}

/**
 * A refused service call: "not found" and "forbidden" are the page's error (as for the page itself);
 * invalid input goes back to the form that sent it, with what was typed (capped: a refused huge text is
 * not sent back whole) and the intent, which names the form.
 */
function answerFailure(
  error: CommunicationError | InboundError | LeadRuleError,
  values: Record<string, string>,
) {
  if (error.code === "not_found") notFound();
  if (error.code === "forbidden") throw actionFailure(error);
  return actionFailure(error, {
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.slice(0, 20_000)])),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = gate(request, context);
  const ctx = pageContext(request, context);
  const search = ctx.url.searchParams;
  const params = timelineList.parse(search);
  const clientId = search.get("client") ?? "";
  const base = {
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    q: params.q ?? "",
    now: localNow(ctx.services.clock.now(), projectTimeZone(context.project)),
    meta: { title: ctx.t("communication:title"), noindex: true },
    messages: messagesFor(ctx.locale, ["communication", "clients.events", FORM_MESSAGES]),
  };
  if (!clientId) {
    const found = params.q ? await searchClients(ctx.services, params.q) : null;
    if (found && !found.ok) {
      if (found.error.code === "forbidden") throw actionFailure(found.error);
      notFound();
    }
    // The mailbox's state and the mail nobody could place.
    const [mailbox, unassigned, leadRules] = await Promise.all([
      getMailboxView(ctx.services),
      listUnassigned(ctx.services),
      inGroup(user, "admin") ? getLeadRules(ctx.services) : null,
    ]);
    return {
      ...base,
      results: found?.ok ? found.value : null,
      timeline: null,
      mailbox: mailbox.ok ? mailbox.value : null,
      unassigned: unassigned.ok ? unassigned.value : [],
      mayConfigureMailbox: inGroup(user, "admin"),
      leadRules: leadRules?.ok ? leadRules.value : null,
      flash: COMMUNICATION_FLASHES.find((f) => search.get("done") === f) ?? null,
    };
  }
  if (!UUID.test(clientId)) notFound();
  const timeline = await getTimeline(ctx.services, clientId, params);
  if (!timeline.ok) {
    if (timeline.error.code === "forbidden") throw actionFailure(timeline.error);
    notFound();
  }
  const kinds = params.kind ?? [];
  return {
    ...base,
    results: null,
    timeline: timeline.value,
    kinds,
    nextHref: timeline.value.page.nextCursor
      ? `?${new URLSearchParams([
          ["client", clientId],
          ...kinds.map((k) => ["kind", k]),
          ["after", timeline.value.page.nextCursor],
        ])}`
      : null,
    firstHref: `?${new URLSearchParams([["client", clientId], ...kinds.map((k) => ["kind", k])])}`,
    clientHref: mayOpen(user, context.project.features, accountRoute("client").access)
      ? accountPath("client", { id: clientId })
      : null,
    mayOpenJobs: inGroup(user, "workflows"),
    /** `?job=42`: the job a mail written here is about (its reply is attached to it). */
    jobId: /^\d{1,9}$/.test(search.get("job") ?? "") ? search.get("job") : null,
    flash: COMMUNICATION_FLASHES.find((f) => search.get("done") === f) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  gate(request, context);
  const ctx = pageContext(request, context);
  const clientId = ctx.url.searchParams.get("client") ?? "";
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  const mailboxIntent = MAILBOX_INTENTS.find((i) => i === values.intent);
  if (mailboxIntent) {
    const back = (flash: (typeof COMMUNICATION_FLASHES)[number]) =>
      redirect(`${accountPath("communication")}?done=${flash}`);
    if (mailboxIntent === "assign_mail") {
      const r = await assignInbound(ctx.services, values);
      if (!r.ok) return answerFailure(r.error, values);
      throw redirect(`${accountPath("communication")}?client=${r.value.clientId}&done=assigned`);
    }
    if (mailboxIntent === "lead_rule_save") {
      const r = await saveLeadRule(ctx.services, values);
      if (!r.ok) return answerFailure(r.error, values);
      throw back("rule_saved");
    }
    if (mailboxIntent === "lead_rule_toggle") {
      const r = await setLeadRuleEnabled(ctx.services, values.ruleId, values.enabled === "1");
      if (!r.ok) return answerFailure(r.error, values);
      throw back("rule_saved");
    }
    if (mailboxIntent === "lead_rule_delete") {
      const r = await removeLeadRule(ctx.services, values.ruleId);
      if (!r.ok) return answerFailure(r.error, values);
      throw back("rule_deleted");
    }
    if (mailboxIntent === "spam_mail") {
      const r = await markInboundSpam(ctx.services, values.mailId);
      if (!r.ok) return answerFailure(r.error, values);
      throw back("spam");
    }
    const r = await updateMailboxSettings(ctx.services, values);
    if (!r.ok) return answerFailure(r.error, { ...values, imapUrl: "" });
    throw back("mailbox");
  }
  if (!UUID.test(clientId)) notFound();
  const intent = INTENTS.find((i) => i === values.intent);
  // Relative to the locale basename, which React Router adds back.
  const done = (flash: (typeof COMMUNICATION_FLASHES)[number]) =>
    redirect(`${accountPath("communication")}?client=${clientId}&done=${flash}`);
  switch (intent) {
    case "send_mail": {
      const r = await sendClientMail(ctx.services, clientId, values, context.origin);
      if (!r.ok) return answerFailure(r.error, values);
      throw done(r.value.status === "suppressed" ? "suppressed" : "sent");
    }
    case "log_call": {
      const r = await logCall(ctx.services, clientId, values);
      if (!r.ok) return answerFailure(r.error, values);
      throw done("call");
    }
    case "attach_reply": {
      const r = await attachReply(ctx.services, clientId, values);
      if (!r.ok) return answerFailure(r.error, values);
      throw done("reply");
    }
    case "add_note": {
      const r = await addNote(ctx.services, clientId, values);
      if (!r.ok) return answerFailure(r.error, values);
      throw done("note");
    }
    default:
      // An unknown intent is shown above the note form.
      return actionFailure(
        { code: "invalid" },
        { message: "communication:errors.unknown_action", values: { intent: "add_note" } },
      );
  }
}
