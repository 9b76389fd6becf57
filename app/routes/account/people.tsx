/**
 * account/settings/people (admins; issue 38 item 2, decision 0061): the project's employees with their
 * roles and state, invitations by mail, role changes, deactivation with the open jobs handed on, the
 * password-reset link on request, teams, and the record of every change. The server decides everything
 * (core/people/people.service.server.ts); this page only shows and posts.
 */
import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import type {
  AuditView,
  LocationOption,
  PersonView,
  TeamView,
} from "../../core/people/people.service.server";
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
import styles from "../../features/people/people.module.css";
import { type ActionResult, actionFailure, actionSuccess, firstFieldError } from "../../shared/action-result";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { echoValues, FormField } from "../../ui/form-field";
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

type Answer = ActionResult<{ intent: string }>;
/** The form an answer belongs to (a failure echoes the posted values, the intent among them). */
const intentOf = (a: Answer | null) => (a ? (a.ok ? a.intent : a.values.intent) : null);

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

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <PeopleScreen
        {...loaderData}
        locale={loaderData.locale as Locale}
        answer={(actionData as Answer | undefined) ?? null}
      />
    </WithMessages>
  );
}

type ScreenProps = {
  people: PersonView[];
  audit: AuditView[];
  teams: TeamView[];
  assignableRoles: readonly string[];
  locations: LocationOption[];
  twoFactorRequired: boolean;
  twoFactorUsers: string[];
  languages: readonly string[];
  locale: Locale;
  timeZone: string;
  answer: Answer | null;
};

function PeopleScreen(props: ScreenProps) {
  const { t } = useTranslation(["people", "validation"]);
  const { answer } = props;
  const when = dateTimeFormat(props.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: props.timeZone,
  });
  // The list's location filter (decision 0061): everyone, or those who work at one location.
  const [place, setPlace] = useState("");
  const shown = place ? props.people.filter((p) => p.locations.includes(Number(place))) : props.people;
  const locationName = new Map(props.locations.map((l) => [l.id, l.name]));
  const colleagues = props.people.filter(
    (p) =>
      p.state === "active" && p.roles.some((r) => inGroup({ roles: [r], inHolding: false }, "workflows")),
  );
  return (
    <section data-testid="people" className="stack">
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>
      {answer?.message && (
        <p
          className={`alert ${answer.ok ? "success" : "error"}`}
          role={answer.ok ? "status" : "alert"}
          data-testid="people-message"
        >
          {t(answer.message)}
        </p>
      )}
      <TwoFactorRequirement required={props.twoFactorRequired} />
      <InviteForm {...props} />
      <section className="card stack" aria-labelledby="people-list-title">
        <h2 id="people-list-title">{t("list.title")}</h2>
        {props.locations.length > 1 && (
          <div className="field">
            <label htmlFor="people-location-filter">{t("list.filter_location")}</label>
            <select
              id="people-location-filter"
              value={place}
              onChange={(e) => setPlace(e.target.value)}
              data-testid="people-location-filter"
            >
              <option value="">{t("list.all_locations")}</option>
              {props.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="people-table">
            <thead>
              <tr>
                <th scope="col">{t("list.name")}</th>
                <th scope="col">{t("list.roles")}</th>
                <th scope="col">{t("list.locations")}</th>
                <th scope="col">{t("list.state")}</th>
                <th scope="col">{t("list.last_login")}</th>
                <th scope="col">{t("two_factor.column")}</th>
                <th scope="col">{t("list.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.id} data-testid="person" data-email={p.email}>
                  <td>
                    <strong>{p.name}</strong>
                    <br />
                    <span className="muted">{p.email}</span>
                  </td>
                  <td>{p.roles.map((r) => t(`roles.${r}`)).join(", ")}</td>
                  <td data-testid="person-locations">
                    {p.locations.length === 0 ? (
                      <span className="muted">{t("list.no_locations")}</span>
                    ) : (
                      p.locations.map((id) => locationName.get(id) ?? "?").join(", ")
                    )}
                  </td>
                  <td>
                    <span className={`badge state-${p.state}`} data-testid="person-state">
                      {t(`states.${p.state}`)}
                    </span>
                  </td>
                  <td>{p.lastLoginAt ? when.format(new Date(p.lastLoginAt)) : t("list.never")}</td>
                  <td data-testid="person-two-factor">
                    {props.twoFactorUsers.includes(p.id) ? t("two_factor.on") : t("two_factor.off")}
                  </td>
                  <td>
                    {p.manageable ? (
                      <PersonActions
                        person={p}
                        colleagues={colleagues}
                        roles={props.assignableRoles}
                        locations={props.locations}
                        twoFactor={props.twoFactorUsers.includes(p.id)}
                      />
                    ) : (
                      <span className="muted">{p.self ? t("list.you") : t("list.not_yours")}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <Teams teams={props.teams} people={props.people} />
      <section className="card stack" aria-labelledby="people-audit-title">
        <h2 id="people-audit-title">{t("audit.title")}</h2>
        {props.audit.length === 0 ? (
          <p className="muted">{t("audit.empty")}</p>
        ) : (
          <ol className="stack" style={{ listStyle: "none", padding: 0 }} data-testid="people-audit">
            {props.audit.map((e) => (
              <li key={e.id} data-testid="audit-entry">
                <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                {" · "}
                {t(`audit.actions.${e.action}`, {
                  actor: e.actor,
                  subject: e.subject,
                  ...auditVars(e.action, e.detail, t),
                })}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

function auditVars(
  action: string,
  detail: Record<string, unknown>,
  t: (k: string) => string,
): Record<string, string | number> {
  if (action === "locations") {
    // Location names were copied in (the record outlives a location).
    const names = (v: unknown) => (Array.isArray(v) && v.length > 0 ? v.join(", ") : t("audit.none"));
    return { before: names(detail.before), after: names(detail.after) };
  }
  const roles = (v: unknown) => (Array.isArray(v) ? v.map((r) => t(`roles.${String(r)}`)).join(", ") : "");
  return {
    before: Array.isArray(detail.before) ? roles(detail.before) : String(detail.before ?? ""),
    after: roles(detail.after ?? detail.roles),
    jobs: Number(detail.jobs ?? 0),
    to: detail.to ? String(detail.to) : t("audit.unassigned"),
    team: String(detail.team ?? ""),
  };
}

function InviteForm(props: ScreenProps) {
  const { t } = useTranslation(["people", "validation"]);
  const busy = useNavigation().state === "submitting";
  const mine = intentOf(props.answer) === "invite" ? props.answer : null;
  const errors = mine && !mine.ok ? mine.fields : {};
  const typed = mine && !mine.ok ? mine.values : {};
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (mine?.ok) formRef.current?.reset();
  }, [mine]);
  const roleError = errors.roles?.[0];
  return (
    <section className="card stack" aria-labelledby="people-invite-title">
      <h2 id="people-invite-title">{t("invite.title")}</h2>
      <Form method="post" className="form" noValidate ref={formRef} data-testid="invite-form">
        <input type="hidden" name="intent" value="invite" />
        <FormField
          name="first_name"
          required
          label={t("invite.first_name")}
          idPrefix="invite"
          errors={errors}
          defaultValue={typed.first_name}
        />
        <FormField
          name="last_name"
          required
          label={t("invite.last_name")}
          idPrefix="invite"
          errors={errors}
          defaultValue={typed.last_name}
        />
        <FormField
          name="email"
          type="email"
          required
          autoComplete="off"
          label={t("invite.email")}
          idPrefix="invite"
          errors={errors}
          defaultValue={typed.email}
        />
        <div className="field">
          <label htmlFor="invite-language">{t("invite.language")}</label>
          <select id="invite-language" name="language" defaultValue={typed.language ?? props.locale}>
            {props.languages.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="form" aria-describedby={roleError ? "invite-roles-error" : undefined}>
          <legend>{t("invite.roles")}</legend>
          {props.assignableRoles.map((r) => (
            <label className="checkbox" key={r}>
              <input type="checkbox" name="roles" value={r} />
              <span>{t(`roles.${r}`)}</span>
            </label>
          ))}
          {roleError && (
            <p className="field-error" id="invite-roles-error" role="alert">
              {t(roleError)}
            </p>
          )}
        </fieldset>
        {props.locations.length > 0 && (
          <fieldset
            className="form"
            aria-describedby={errors.locations?.[0] ? "invite-locations-error" : undefined}
            data-testid="invite-locations"
          >
            <legend>{t("invite.locations")}</legend>
            {props.locations.map((l) => (
              <label className="checkbox" key={l.id}>
                <input type="checkbox" name="locations" value={l.id} />
                <span>{l.name}</span>
              </label>
            ))}
            {errors.locations?.[0] && (
              <p className="field-error" id="invite-locations-error" role="alert">
                {t(errors.locations[0])}
              </p>
            )}
          </fieldset>
        )}
        <div>
          <button type="submit" className="button" disabled={busy}>
            {t("invite.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function Hidden({ intent, userId }: { intent: string; userId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
    </>
  );
}

/** "Employees must use two-factor sign-in" (decision 0060); customers are never asked. */
function TwoFactorRequirement({ required }: { required: boolean }) {
  const { t } = useTranslation("people");
  const busy = useNavigation().state === "submitting";
  return (
    <section className="card stack" aria-labelledby="two-factor-required-title">
      <h2 id="two-factor-required-title">{t("two_factor.title")}</h2>
      <Form method="post" className="form" data-testid="two-factor-required-form">
        <input type="hidden" name="intent" value="two_factor_required" />
        <label className="checkbox">
          <input type="checkbox" name="required" defaultChecked={required} />
          <span>{t("two_factor.required")}</span>
        </label>
        <p className="field-hint">{t("two_factor.required_hint")}</p>
        <div>
          <button type="submit" className="button secondary" disabled={busy}>
            {t("two_factor.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function PersonActions({
  person: p,
  colleagues,
  roles,
  locations,
  twoFactor,
}: {
  person: PersonView;
  colleagues: PersonView[];
  roles: readonly string[];
  locations: LocationOption[];
  twoFactor: boolean;
}) {
  const { t } = useTranslation("people");
  const busy = useNavigation().state === "submitting";
  const pending = p.state === "invited" || p.state === "invite_expired";
  return (
    <details className="person-actions" data-testid="person-actions">
      <summary>{t("actions.manage", { name: p.name })}</summary>
      <div className="stack">
        {pending && (
          <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
            <Form method="post">
              <Hidden intent="resend" userId={p.id} />
              <button type="submit" className="button secondary" disabled={busy}>
                {t("actions.resend")}
              </button>
            </Form>
            <Form method="post">
              <Hidden intent="revoke" userId={p.id} />
              <button type="submit" className="button secondary" disabled={busy}>
                {t("actions.revoke")}
              </button>
            </Form>
          </div>
        )}
        <Form method="post" className="form">
          <Hidden intent="roles" userId={p.id} />
          <fieldset className="form">
            <legend>{t("actions.roles", { name: p.name })}</legend>
            {roles.map((r) => (
              <label className="checkbox" key={r}>
                <input type="checkbox" name="roles" value={r} defaultChecked={p.roles.includes(r)} />
                <span>{t(`roles.${r}`)}</span>
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" className="button secondary" disabled={busy}>
              {t("actions.save_roles")}
            </button>
          </div>
        </Form>
        {locations.length > 0 && (
          <Form method="post" className="form" data-testid="locations-form">
            <Hidden intent="locations" userId={p.id} />
            <fieldset className="form">
              <legend>{t("actions.locations", { name: p.name })}</legend>
              {locations.map((l) => (
                <label className="checkbox" key={l.id}>
                  <input
                    type="checkbox"
                    name="locations"
                    value={l.id}
                    defaultChecked={p.locations.includes(l.id)}
                  />
                  <span>{l.name}</span>
                </label>
              ))}
            </fieldset>
            <div>
              <button type="submit" className="button secondary" disabled={busy}>
                {t("actions.save_locations")}
              </button>
            </div>
          </Form>
        )}
        {p.state === "active" && (
          <Form method="post">
            <Hidden intent="reset" userId={p.id} />
            <button type="submit" className="button secondary" disabled={busy}>
              {t("actions.reset")}
            </button>
          </Form>
        )}
        {twoFactor && (
          <Form method="post" data-testid="two-factor-reset-form">
            <Hidden intent="two_factor_reset" userId={p.id} />
            <button type="submit" className="button secondary" disabled={busy}>
              {t("two_factor.reset")}
            </button>
          </Form>
        )}
        {p.state === "deactivated" ? (
          <Form method="post">
            <Hidden intent="reactivate" userId={p.id} />
            <button type="submit" className="button" disabled={busy}>
              {t("actions.reactivate")}
            </button>
          </Form>
        ) : (
          <Form method="post" className="form" data-testid="deactivate-form">
            <Hidden intent="deactivate" userId={p.id} />
            <div className="field">
              <label htmlFor={`reassign-${p.id}`}>{t("actions.reassign")}</label>
              <select id={`reassign-${p.id}`} name="reassign_to" defaultValue="">
                <option value="">{t("actions.unassigned")}</option>
                {colleagues
                  .filter((c) => c.id !== p.id)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
              </select>
            </div>
            <div>
              <button type="submit" className="button danger" disabled={busy}>
                {t("actions.deactivate")}
              </button>
            </div>
          </Form>
        )}
      </div>
    </details>
  );
}

function Teams({ teams, people }: { teams: TeamView[]; people: PersonView[] }) {
  const { t } = useTranslation("people");
  const busy = useNavigation().state === "submitting";
  const byId = new Map(people.map((p) => [p.id, p]));
  return (
    <section className="card stack" aria-labelledby="people-teams-title" data-testid="teams">
      <h2 id="people-teams-title">{t("teams.title")}</h2>
      <p className="muted">{t("teams.lead")}</p>
      {teams.map((team) => (
        <section key={team.id} className="stack" aria-label={team.name} data-testid="team">
          <Form
            method="post"
            className="form"
            style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap", alignItems: "end" }}
          >
            <input type="hidden" name="intent" value="team_rename" />
            <input type="hidden" name="teamId" value={team.id} />
            <div className="field">
              <label htmlFor={`team-${team.id}-name`}>{t("teams.name")}</label>
              <input
                id={`team-${team.id}-name`}
                name="name"
                defaultValue={team.name}
                maxLength={80}
                required
              />
            </div>
            <button type="submit" className="button secondary" disabled={busy}>
              {t("teams.rename")}
            </button>
          </Form>
          <ul className="stack" style={{ listStyle: "none", padding: 0 }}>
            {team.memberIds.length === 0 && <li className="muted">{t("teams.no_members")}</li>}
            {team.memberIds.map((id) => (
              <li key={id} style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
                <span>{byId.get(id)?.name ?? "?"}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="team_remove" />
                  <input type="hidden" name="teamId" value={team.id} />
                  <input type="hidden" name="userId" value={id} />
                  <button
                    type="submit"
                    className="button secondary"
                    disabled={busy}
                    aria-label={t("teams.remove_member", { name: byId.get(id)?.name ?? "", team: team.name })}
                  >
                    {t("teams.remove")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap", alignItems: "end" }}>
            <Form method="post" style={{ display: "flex", gap: "0.5rem", alignItems: "end" }}>
              <input type="hidden" name="intent" value="team_add" />
              <input type="hidden" name="teamId" value={team.id} />
              <div className="field">
                <label htmlFor={`team-${team.id}-add`}>{t("teams.add_member")}</label>
                <select id={`team-${team.id}-add`} name="userId">
                  {people
                    .filter((p) => p.state !== "deactivated" && !team.memberIds.includes(p.id))
                    .map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                </select>
              </div>
              <button type="submit" className="button secondary" disabled={busy}>
                {t("teams.add")}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="team_delete" />
              <input type="hidden" name="teamId" value={team.id} />
              <button
                type="submit"
                className="button danger"
                disabled={busy}
                aria-label={t("teams.delete_named", { team: team.name })}
              >
                {t("teams.delete")}
              </button>
            </Form>
          </div>
        </section>
      ))}
      <Form
        method="post"
        className="form"
        style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap", alignItems: "end" }}
      >
        <input type="hidden" name="intent" value="team_create" />
        <div className="field">
          <label htmlFor="team-new-name">{t("teams.new_name")}</label>
          <input id="team-new-name" name="name" maxLength={80} required />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t("teams.create")}
        </button>
      </Form>
    </section>
  );
}
