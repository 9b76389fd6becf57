/**
 * The holding page's loader and action (holding admins; decision 0062): the holding's companies and
 * sites, and the posts that add a company or a site (its first admin invited by mail), pause and resume
 * it; decided by core/holding/holding.service.server.ts and answered through the shared action result.
 */
import { data } from "react-router";
import {
  addCompany,
  addProject,
  holdingScreen,
  pauseProject,
  resumeProject,
} from "../../core/holding/holding.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { TIME_ZONES } from "../../core/setup/setup-schema";
import { actionFailure, actionSuccess, firstFieldError } from "../../shared/action-result";
import { echoValues } from "../../ui/form-field";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/holding";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "holding");
  const ctx = pageContext(request, context);
  const screen = await holdingScreen(ctx.services);
  if (!screen.ok) throw data(null, { status: screen.error.code === "unauthorized" ? 401 : 403 });
  return {
    meta: { title: ctx.t("holding:title"), noindex: true },
    messages: messagesFor(ctx.locale, ["holding", "setup", FORM_MESSAGES]),
    locale: ctx.locale,
    timeZone: context.project.timeZone ?? "Europe/Berlin",
    timeZones: TIME_ZONES,
    ...screen.value,
  };
}

type Ctx = Parameters<typeof addCompany>[0];

type Input = Record<string, unknown>;

const INTENTS = {
  company: (c: Ctx, input: Input) => addCompany(c, input),
  project: (c: Ctx, input: Input, origin: string) => addProject(c, input, { origin }),
  pause: (c: Ctx, input: Input) => pauseProject(c, input),
  resume: (c: Ctx, input: Input) => resumeProject(c, input),
} as const;

type Intent = keyof typeof INTENTS;

export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context, "holding");
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const values = echoValues(form);
  const intent = values.intent ?? "";
  if (!(intent in INTENTS)) {
    return actionFailure(
      { code: "invalid", fields: {} },
      { message: "holding:errors.unknown_intent", values },
    );
  }
  const input: Input = { ...Object.fromEntries(form), languages: form.getAll("languages") };
  const r = await INTENTS[intent as Intent](ctx.services, input, context.origin);
  if (!r.ok) {
    // The two add forms show field errors by their fields; pause and resume say it in the banner.
    const message =
      (intent === "company" || intent === "project") && r.error.code === "invalid"
        ? null
        : (firstFieldError(r.error) ?? r.error.message ?? "holding:errors.failed");
    return actionFailure(r.error, { message, values });
  }
  // Sites and domains changed: this process forgets its project memory and cached pages at once (the
  // others hear it from the database, decision 0062).
  if (intent !== "company") context.projectChanged?.();
  return actionSuccess(`holding:done.${intent}`, { intent });
}
