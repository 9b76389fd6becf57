/**
 * The people page's loader and action (admins; decision 0061): the project's employees, teams and the
 * record of changes, and one post per change (invite, roles, locations, deactivate, teams, two-factor),
 * each decided by core/people/people.service.server.ts and answered through the shared action result.
 */
import { data } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import {
  changeLocations,
  changeRoles,
  changeTeamMember,
  createTeam,
  deactivatePerson,
  deleteTeamAction,
  invitePerson,
  peopleScreen,
  reactivatePerson,
  renameTeamAction,
  resendInvitation,
  resetTwoFactor,
  revokeInvitation,
  sendPasswordReset,
  setTwoFactorRequired,
} from "../../core/people/people.service.server";
import { twoFactorUsersAmong } from "../../core/two-factor/two-factor.service.server";
import { actionFailure, actionSuccess, firstFieldError } from "../../shared/action-result";
import { echoValues } from "../../ui/form-field";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/people";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "people");
  const ctx = pageContext(request, context);
  const screen = await peopleScreen(ctx.services);
  if (!screen.ok) throw data(null, { status: screen.error.code === "unauthorized" ? 401 : 403 });
  // Two-factor sign-in (decision 0060): the project's requirement and who uses it.
  const twoFactorUsers = await twoFactorUsersAmong(
    ctx.services,
    screen.value.people.map((p) => p.id),
  );
  return {
    twoFactorRequired: context.project.config.two_factor_required,
    twoFactorUsers,
    meta: { title: ctx.t("people:title"), noindex: true },
    messages: messagesFor(ctx.locale, ["people", FORM_MESSAGES]),
    locale: ctx.locale,
    timeZone: context.project.timeZone ?? "Europe/Berlin",
    languages: context.project.languages,
    ...screen.value,
  };
}

const INTENTS = {
  invite: (c: Ctx, input: Input, origin: string) => invitePerson(c, input, { origin }),
  resend: (c: Ctx, input: Input, origin: string) => resendInvitation(c, input, { origin }),
  revoke: (c: Ctx, input: Input) => revokeInvitation(c, input),
  roles: (c: Ctx, input: Input) => changeRoles(c, input),
  locations: (c: Ctx, input: Input) => changeLocations(c, input),
  deactivate: (c: Ctx, input: Input) => deactivatePerson(c, input),
  reactivate: (c: Ctx, input: Input) => reactivatePerson(c, input),
  reset: (c: Ctx, input: Input, origin: string) => sendPasswordReset(c, input, { origin }),
  team_create: (c: Ctx, input: Input) => createTeam(c, input),
  team_rename: (c: Ctx, input: Input) => renameTeamAction(c, input),
  team_delete: (c: Ctx, input: Input) => deleteTeamAction(c, input),
  team_add: (c: Ctx, input: Input) => changeTeamMember(c, input, true),
  team_remove: (c: Ctx, input: Input) => changeTeamMember(c, input, false),
  two_factor_reset: (c: Ctx, input: Input) => resetTwoFactor(c, input),
  two_factor_required: (c: Ctx, input: Input) => setTwoFactorRequired(c, input),
} as const;

type Ctx = Parameters<typeof invitePerson>[0];

type Input = Record<string, unknown>;

type Intent = keyof typeof INTENTS;

export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context, "people");
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const values = echoValues(form);
  const intent = values.intent ?? "";
  if (!(intent in INTENTS)) {
    return actionFailure(
      { code: "invalid", fields: {} },
      { message: "people:errors.unknown_intent", values },
    );
  }
  const input: Input = {
    ...Object.fromEntries(form),
    roles: form.getAll("roles"),
    locations: form.getAll("locations"),
  };
  const r = await INTENTS[intent as Intent](ctx.services, input, context.origin);
  if (!r.ok) {
    // The invitation form shows its field errors by the fields; the other forms say it in the banner.
    const message =
      intent === "invite" && r.error.code === "invalid"
        ? null
        : (firstFieldError(r.error) ?? r.error.message ?? "people:errors.failed");
    return actionFailure(r.error, { message, values });
  }
  if (intent === "two_factor_required") context.projectChanged();
  return actionSuccess(`people:done.${intent}`, { intent });
}
