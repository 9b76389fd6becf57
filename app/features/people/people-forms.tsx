/** The people page's forms: the invitation, the two-factor requirement and one person's actions. */
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { LocationOption, PersonView } from "../../core/people/people.service.server";
import { FormField } from "../../ui/form-field";
import { intentOf, type ScreenProps } from "./people-types";

export function InviteForm(props: ScreenProps) {
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
export function TwoFactorRequirement({ required }: { required: boolean }) {
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

export function PersonActions({
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
