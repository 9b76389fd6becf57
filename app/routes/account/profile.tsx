import { Form, redirect, useNavigation } from "react-router";
import { withPrincipal } from "../../core/context/service-context.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { updateProfile } from "../../core/identity/profile.service.server";
import { AVATAR_TYPES, NOTIFICATION_TYPES } from "../../core/identity/profile-schema";
import {
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  twoFactorView,
} from "../../core/two-factor/two-factor.service.server";
import { TwoFactorSection } from "../../features/auth/two-factor-section";
import { BrowserNotificationsPanel } from "../../features/push/browser-notifications-panel";
import { matchAccountPath } from "../../shared/account-routes";
import { actionFailure, actionSuccess, firstFieldError } from "../../shared/action-result";
import { splitLocale } from "../../shared/locale-path";
import { LOCALES } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import { routeUrl } from "../../shared/route-url";
import { FormField } from "../../ui/form-field";
import { useSite } from "../../ui/site-data";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/profile";
import { requireAccess, requireUser } from "./guard.server";

/** The key of this request: `profile` (customers) or `settingsProfile` (employees). */
function keyOf(request: Request) {
  const match = matchAccountPath(splitLocale(routeUrl(request).pathname).rest);
  return match?.def.key === "settingsProfile" ? "settingsProfile" : "profile";
}

/** Each role has its own profile address; the other one leads there. */
function gate(request: Request, context: Route.LoaderArgs["context"]) {
  const user = requireUser(request, context);
  const key = keyOf(request);
  const employee = inGroup(user, "employee");
  if (key === "profile" && employee) throw redirect("/account/settings/profile");
  if (key === "settingsProfile" && !employee) throw redirect("/account/profile");
  return requireAccess(request, context, key);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = gate(request, context);
  const ctx = pageContext(request, context);
  // Two-factor sign-in (decision 0060): employees, and whoever the project sends here to enrol.
  const twoFactor = await twoFactorView(withPrincipal(context.services, user));
  return {
    twoFactor: twoFactor.ok ? twoFactor.value : null,
    twoFactorMessages: twoFactor.ok ? messagesFor(ctx.locale, ["auth.two_factor", "auth.fields"]) : undefined,
    mustEnrol: user.twoFactorEnrolRequired === true,
    meta: { title: ctx.t("settings:profile.title"), noindex: true },
    profile: {
      first_name: user.firstName,
      last_name: user.lastName,
      company: user.companyName ?? "",
      language: user.language ?? ctx.locale,
      avatar: user.avatarPath,
      email: user.email,
      sounds: user.soundSettings,
    },
    employee: inGroup(user, "employee"),
    // Browser notifications for everyone signed in (customers since decision 0064).
    pushMessages: messagesFor(ctx.locale, ["push"]),
    languages: context.project.languages.length > 1 ? context.project.languages : LOCALES,
  };
}

/** userEdit: the first server error message is shown, else save_failed; success user_data_saved. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = gate(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return actionFailure({ code: "invalid", fields: {} }, { message: "settings:messages.save_failed" });
  }
  const intent = form.get("intent");
  if (typeof intent === "string" && intent in TWO_FACTOR_INTENTS) {
    return TWO_FACTOR_INTENTS[intent as keyof typeof TWO_FACTOR_INTENTS](
      withPrincipal(context.services, user),
      Object.fromEntries(form),
    );
  }
  const avatar = form.get("avatar");
  const result = await updateProfile(withPrincipal(context.services, user), Object.fromEntries(form), {
    file: avatar instanceof File ? avatar : null,
    files: context.files,
  });
  if (!result.ok) {
    return actionFailure(result.error, {
      message: firstFieldError(result.error) ?? "settings:messages.save_failed",
    });
  }
  return actionSuccess("settings:messages.user_data_saved");
}

type Services = Parameters<typeof startEnrolment>[0];
const failed = (error: Parameters<typeof actionFailure>[0], intent: string) =>
  actionFailure(error, {
    message: firstFieldError(error) ?? error.message ?? "auth:two_factor.failed",
    values: { intent },
  });

/** The profile's two-factor forms (decision 0060). */
const TWO_FACTOR_INTENTS = {
  two_factor_start: async (services: Services) => {
    const r = await startEnrolment(services);
    return r.ok ? actionSuccess(null, { intent: "two_factor_start" }) : failed(r.error, "two_factor_start");
  },
  two_factor_confirm: async (services: Services, input: Record<string, unknown>) => {
    const r = await confirmEnrolment(services, input);
    if (!r.ok) return failed(r.error, "two_factor_confirm");
    return actionSuccess("auth:two_factor.enabled", {
      intent: "two_factor_confirm",
      recoveryCodes: r.value.recoveryCodes,
    });
  },
  two_factor_disable: async (services: Services, input: Record<string, unknown>) => {
    const r = await disableTwoFactor(services, input);
    if (!r.ok) return failed(r.error, "two_factor_disable");
    return actionSuccess("auth:two_factor.disabled", { intent: "two_factor_disable" });
  },
};

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["settings", "auth", "validation"]);
  const site = useSite();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const p = loaderData.profile;
  const answer = actionData as
    | { ok: boolean; message: string | null; intent?: string; values?: Record<string, string> | null }
    | undefined;
  const twoFactorAnswer = (answer?.intent ?? answer?.values?.intent ?? "").startsWith("two_factor")
    ? (actionData as Parameters<typeof TwoFactorSection>[0]["answer"])
    : null;
  const errors = twoFactorAnswer ? undefined : actionData?.fields;
  const section = loaderData.twoFactor && (
    <WithMessages messages={loaderData.twoFactorMessages}>
      <TwoFactorSection
        view={loaderData.twoFactor}
        mustEnrol={loaderData.mustEnrol}
        answer={twoFactorAnswer}
      />
    </WithMessages>
  );
  if (loaderData.mustEnrol) {
    return (
      <section className="narrow" data-testid="profile">
        <h1>{t("auth:two_factor.title")}</h1>
        {section}
      </section>
    );
  }
  return (
    <section className="narrow" data-testid="profile">
      <h1>{t("profile.title")}</h1>
      <p className="lead">{t("profile.lead", { email: p.email })}</p>
      {actionData?.message && !twoFactorAnswer && (
        <p
          className={`alert ${actionData.ok ? "success" : "error"}`}
          role={actionData.ok ? "status" : "alert"}
          data-testid="profile-message"
        >
          {t(actionData.message)}
        </p>
      )}
      <Form method="post" encType="multipart/form-data" className="form" noValidate={Boolean(errors)}>
        <div className="field">
          <span id="avatar-label" className="label">
            {t("profile.avatar")}
          </span>
          <div style={{ display: "flex", gap: "1rem", alignItems: "center" }}>
            {p.avatar ? (
              <img
                src={p.avatar}
                alt={t("profile.avatar_alt")}
                width={96}
                height={96}
                style={{ borderRadius: "50%" }}
              />
            ) : (
              <span aria-hidden className="avatar-placeholder">
                {(p.first_name[0] ?? "").toUpperCase()}
                {(p.last_name[0] ?? "").toUpperCase()}
              </span>
            )}
            <FormField
              idPrefix="profile"
              name="avatar"
              type="file"
              accept={AVATAR_TYPES.join(",")}
              label={t("profile.avatar_upload")}
              hint={t("profile.avatar_hint")}
              errors={errors}
            />
          </div>
        </div>
        <FormField
          idPrefix="profile"
          name="first_name"
          required
          autoComplete="given-name"
          label={t("auth:fields.first_name")}
          defaultValue={p.first_name}
          errors={errors}
        />
        <FormField
          idPrefix="profile"
          name="last_name"
          required
          autoComplete="family-name"
          label={t("auth:fields.last_name")}
          defaultValue={p.last_name}
          errors={errors}
        />
        <FormField
          idPrefix="profile"
          name="company"
          autoComplete="organization"
          label={t("profile.company")}
          defaultValue={p.company}
          errors={errors}
        />
        <div className="field">
          <label htmlFor="profile-language">{t("profile.language")}</label>
          <select id="profile-language" name="language" defaultValue={p.language}>
            {loaderData.languages.map((l) => (
              <option key={l} value={l}>
                {t(`profile.languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        {loaderData.employee && (
          <fieldset className="form">
            <legend>{t("profile.sounds")}</legend>
            <p className="field-hint">{t("profile.sounds_hint")}</p>
            {NOTIFICATION_TYPES.map((type) => (
              <label key={type} className="checkbox">
                <input type="checkbox" name={`sound_${type}`} defaultChecked={p.sounds[type]} />
                <span>{t(`profile.sound_types.${type}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {!loaderData.employee &&
          NOTIFICATION_TYPES.filter((type) => p.sounds[type]).map((type) => (
            <input key={type} type="hidden" name={`sound_${type}`} value="on" />
          ))}
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("profile.saving") : t("profile.save")}
          </button>
        </div>
      </Form>
      <WithMessages messages={loaderData.pushMessages}>
        <BrowserNotificationsPanel customer={!loaderData.employee} />
      </WithMessages>
      {section}
      <p className="field-hint">{t("profile.site_note", { site: site.project.name })}</p>
    </section>
  );
}
