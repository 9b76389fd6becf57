/**
 * The people page (admins): employees with their roles and state, invitations by mail, role changes,
 * deactivation with the open jobs handed on, the password-reset link on request, teams, and the record
 * of every change. The server decides everything; the page only shows and posts.
 */
import { useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { dateTimeFormat } from "../../shared/intl";
import { inGroup } from "../../shared/permissions";
import styles from "./people.module.css";
import { InviteForm, PersonActions, TwoFactorRequirement } from "./people-forms";
import { Teams } from "./people-teams";
import type { ScreenProps } from "./people-types";

export function PeopleScreen(props: ScreenProps) {
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
