import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { MENU_VERSIONS } from "../../core/tenancy/menu-versions";
import { FEATURE_FLAGS } from "../../core/tenancy/project-config";
import { settingsOf, storedSecrets, updateSettings } from "../../core/tenancy/settings.service.server";
import { CURRENCIES, SETTINGS_CHECKBOXES, settingsFromForm } from "../../core/tenancy/settings-schema";
import { actionFailure, actionRefusal, actionSuccess, firstFieldError } from "../../shared/action-result";
import { inGroup, profilePath } from "../../shared/permissions";
import { echoValues, FormField } from "../../ui/form-field";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/settings";
import { requireAccess } from "./guard.server";

/** account/settings: every employee's settings hub; admins edit the project configuration here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "settings");
  const ctx = pageContext(request, context);
  const admin = inGroup(user, "admin");
  return {
    meta: { title: ctx.t("settings:title"), noindex: true },
    admin,
    // The tours' own catalogue names the link.
    toursLink: admin ? ctx.t("tours:settings_link") : null,
    // The development mailbox exists only where the server says so (never in production).
    mailbox: admin && context.devMailbox,
    profileHref: profilePath(user),
    settings: admin ? settingsOf(context.project) : null,
    secrets: admin ? await storedSecrets(context.services) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAccess(request, context, "settings");
  if (!inGroup(user, "admin")) throw actionRefusal("forbidden");
  const formData = await request.formData();
  // The checkboxes the form lists and the post leaves out are off; nothing else is touched (decision 0046).
  const result = await updateSettings(context.services, settingsFromForm(Object.fromEntries(formData)));
  if (!result.ok) {
    return actionFailure(result.error, {
      message: firstFieldError(result.error) ?? "settings:messages.save_failed",
      values: echoValues(formData),
    });
  }
  context.projectChanged();
  return actionSuccess("settings:messages.settings_saved");
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["settings", "validation"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const s = loaderData.settings;
  const errors = actionData?.fields;
  // After a refused save the form shows what was typed, not what is stored.
  const typed = (actionData?.values ?? null) as Record<string, string> | null;
  const val = (name: string, stored: string) => (typed ? (typed[name] ?? "") : stored);
  const checked = (name: string, stored: boolean) => (typed ? typed[name] === "on" : stored);
  const text = (name: string, stored: string, props: Record<string, unknown> = {}) => (
    <FormField
      idPrefix="settings"
      name={name}
      label={t(`fields.${name}`)}
      defaultValue={val(name, stored)}
      errors={errors}
      {...props}
    />
  );
  const select = (name: string, options: readonly string[], stored: string, labelOf = (o: string) => o) => (
    <div className="field">
      <label htmlFor={`settings-${name}`}>{t(`fields.${name}`)}</label>
      <select id={`settings-${name}`} name={name} defaultValue={val(name, stored)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labelOf(o)}
          </option>
        ))}
      </select>
    </div>
  );
  const box = (name: string, stored: boolean, label: string) => (
    <label className="checkbox" key={name}>
      <input type="checkbox" name={name} defaultChecked={checked(name, stored)} />
      <span>{label}</span>
    </label>
  );
  return (
    <section data-testid="settings">
      <h1>{t("title")}</h1>
      <ul className="link-list">
        <li>
          <Link to={loaderData.profileHref}>{t("profile.title")}</Link>
        </li>
        {loaderData.admin && (
          <li>
            <Link to="/account/settings/dms">{t("dms_link")}</Link>
          </li>
        )}
        {loaderData.admin && (
          <li>
            <Link to="/account/settings/people" data-testid="settings-people-link">
              {t("people_link")}
            </Link>
          </li>
        )}
        {loaderData.admin && (
          <li>
            <Link to="/account/settings/locations" data-testid="settings-locations-link">
              {t("locations.title")}
            </Link>
          </li>
        )}
        {loaderData.toursLink && (
          <li>
            <Link to="/account/settings/tours" data-testid="settings-tours-link">
              {loaderData.toursLink}
            </Link>
          </li>
        )}
        {loaderData.mailbox && (
          <li>
            <Link to="/account/settings/mailbox">{t("mailbox.title")}</Link>
          </li>
        )}
      </ul>
      {actionData?.message && (
        <p
          className={`alert ${actionData.ok ? "success" : "error"}`}
          role={actionData.ok ? "status" : "alert"}
          data-testid="settings-message"
        >
          {t(actionData.message)}
        </p>
      )}
      {s && (
        <Form method="post" className="form" noValidate={Boolean(errors)}>
          <input type="hidden" name="checkbox_fields" value={SETTINGS_CHECKBOXES.join(",")} />
          <h2>{t("project.title")}</h2>
          {text("name", s.name, { required: true })}
          {text("contact_email", s.contact_email, {
            type: "email",
            autoComplete: "off",
            hint: t("project.contact_email_hint"),
          })}
          {select("currency", CURRENCIES, s.currency)}
          <fieldset className="form">
            <legend>{t("project.menu")}</legend>
            {select("menu_desktop", MENU_VERSIONS, s.menu_desktop, (o) => t(`menu_versions.${o}`))}
            {select("menu_mobile", MENU_VERSIONS, s.menu_mobile, (o) => t(`menu_versions.${o}`))}
            {box("high_contrast_icon", s.high_contrast_icon, t("fields.high_contrast_icon"))}
            {text("menu_class", s.menu_class)}
            {text("menu_scroll_class", s.menu_scroll_class)}
          </fieldset>
          <fieldset className="form">
            <legend>{t("project.logos")}</legend>
            {text("main_logo", s.main_logo, { required: true, hint: t("project.path_hint") })}
            {text("scroll_logo", s.scroll_logo, { hint: t("project.path_hint") })}
            {box("use_scroll_logo", s.use_scroll_logo, t("fields.use_scroll_logo"))}
            {box(
              "use_scroll_logo_for_sidebar",
              s.use_scroll_logo_for_sidebar,
              t("fields.use_scroll_logo_for_sidebar"),
            )}
          </fieldset>
          <fieldset className="form">
            <legend>{t("project.account")}</legend>
            {text("dashboard_redirect", s.dashboard_redirect, { hint: t("project.dashboard_hint") })}
            {text("knowledgeBaseUrl", s.knowledgeBaseUrl, { hint: t("project.knowledge_hint") })}
          </fieldset>
          <fieldset className="form">
            <legend>{t("project.social")}</legend>
            <p className="field-hint">{t("project.social_hint")}</p>
            {(["google", "facebook", "microsoft"] as const).map((p) => (
              <div key={p} className="form">
                {text(`${p}_login_client_id`, s[`${p}_login_client_id`], { autoComplete: "off" })}
                <FormField
                  idPrefix="settings"
                  name={`${p}_login_client_secret`}
                  type="password"
                  autoComplete="new-password"
                  label={t(`fields.${p}_login_client_secret`)}
                  hint={loaderData.secrets?.[p] ? t("project.secret_set") : undefined}
                  errors={errors}
                />
              </div>
            ))}
          </fieldset>
          <fieldset className="form" data-testid="feature-flags">
            <legend>{t("project.features")}</legend>
            {FEATURE_FLAGS.map((f) => box(`feature_${f}`, s.features[f], t(`features.${f}`)))}
          </fieldset>
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t("profile.saving") : t("project.save")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
