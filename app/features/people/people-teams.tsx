/** The people page's teams: create, rename, delete, add and remove members. */
import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { PersonView, TeamView } from "../../core/people/people.service.server";

export function Teams({ teams, people }: { teams: TeamView[]; people: PersonView[] }) {
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
