import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { submitContactForm } from "../../core/contact/contact.service.server";
import { CONTACT_SUBJECTS } from "../../core/contact/contact-subjects";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { listLocations } from "../../core/locations/locations.service.server";
import { PersonFields } from "../../features/contact/person-fields";
import { splitLocale } from "../../shared/locale-path";
import { LegalDialogButton } from "../../ui/dialogs/legal-dialog";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/contact";
import { pageContext } from "./page-context.server";

const contactPrefillSchema = z.object({
  subject: z.enum(CONTACT_SUBJECTS).optional().catch(undefined),
  message: z.string().max(5000).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const locations = await listLocations(context.db, context.project);
  const meta: PageMeta = {
    title: ctx.t("pages:contact.title"),
    description: ctx.t("pages:contact.description"),
  };
  return {
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    preselectedLocation: ctx.url.searchParams.get("location") ?? "",
    // Optional prefill from links such as the configurator's "request an offer".
    prefill: contactPrefillSchema.parse(Object.fromEntries(ctx.url.searchParams)),
    sent: ctx.url.searchParams.get("sent") === "1",
    meta,
    messages: messagesFor(ctx.locale, ["store.contact", FORM_MESSAGES]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = Object.fromEntries(await request.formData());
  const result = await submitContactForm(context.db, context.project, ctx.locale, form);
  if (!result.ok) {
    const fields = result.error.code === "invalid" ? (result.error.fields ?? {}) : {};
    const values = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
    );
    return data({ fields, values }, { status: 400 });
  }
  context.logger.info({ contactRequestId: result.value.id }, "contact request stored");
  // Relative to the locale basename, which React Router adds back.
  return redirect(`${splitLocale(ctx.url.pathname).rest}?sent=1`, 303);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["pages", "store", "validation"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = (actionData?.fields ?? {}) as Record<string, string[] | undefined>;
  const values = (actionData?.values ?? {}) as Record<string, string | undefined>;
  const errorOf = (name: string) => errors[name]?.[0];
  const fieldProps = (name: string) => ({
    id: `contact-${name}`,
    name,
    "aria-invalid": errorOf(name) ? true : undefined,
    "aria-describedby": errorOf(name) ? `contact-${name}-error` : undefined,
  });
  const fieldError = (name: string) =>
    errorOf(name) ? (
      <p className="field-error" id={`contact-${name}-error`}>
        {t(errorOf(name)!)}
      </p>
    ) : null;

  return (
    <div className="container page narrow">
      <h1>{t("contact.title")}</h1>
      <p className="lead">{loaderData.meta.description}</p>
      {loaderData.sent ? (
        <div className="alert success" role="status" data-testid="contact-sent">
          <strong>{t("store:contact.sent_title")}</strong>
          <p style={{ margin: "0.25rem 0 0" }}>{t("store:contact.sent_text")}</p>
        </div>
      ) : (
        <Form method="post" className="form" noValidate={Object.keys(errors).length > 0}>
          {Object.keys(errors).length > 0 && (
            <p className="alert error" role="alert">
              {t("store:contact.fix_errors")}
            </p>
          )}
          <PersonFields idPrefix="contact" errors={errors} values={values} />
          <div className="field">
            <label htmlFor="contact-subject">{t("store:contact.subject")}</label>
            <select
              {...fieldProps("subject")}
              required
              defaultValue={values.subject ?? loaderData.prefill.subject ?? "general"}
            >
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(`store:contact.subjects.${s}`)}
                </option>
              ))}
            </select>
            {fieldError("subject")}
          </div>
          {loaderData.locations.length > 0 && (
            <div className="field">
              <label htmlFor="contact-locationId">{t("store:contact.location")}</label>
              <select
                {...fieldProps("locationId")}
                defaultValue={values.locationId ?? loaderData.preselectedLocation}
              >
                <option value="">{t("store:contact.any_location")}</option>
                {loaderData.locations.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
              {fieldError("locationId")}
            </div>
          )}
          <div className="field">
            <label htmlFor="contact-message">{t("store:contact.message")}</label>
            <textarea
              {...fieldProps("message")}
              rows={6}
              required
              minLength={10}
              maxLength={5000}
              defaultValue={values.message ?? loaderData.prefill.message}
            />
            {fieldError("message")}
          </div>
          <div className="field">
            <div className="checkbox">
              <input
                {...fieldProps("privacy")}
                type="checkbox"
                required
                defaultChecked={values.privacy === "on"}
              />
              <label htmlFor="contact-privacy" style={{ fontWeight: 400 }}>
                {t("store:contact.privacy_consent")}
              </label>
            </div>
            <div className="field-hint">
              <LegalDialogButton doc="privacypolicy">{t("store:contact.read_privacy")}</LegalDialogButton>
              {" · "}
              <LegalDialogButton doc="termsofservice">{t("store:contact.read_terms")}</LegalDialogButton>
            </div>
            {fieldError("privacy")}
          </div>
          <div>
            <button type="submit" className="button" disabled={busy}>
              {busy ? t("store:contact.sending") : t("store:contact.send")}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
