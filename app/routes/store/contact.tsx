import { redirect, useNavigation } from "react-router";
import { z } from "zod";
import { submitContactForm } from "../../core/contact/contact.service.server";
import { CONTACT_SUBJECTS } from "../../core/contact/contact-subjects";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { listLocations } from "../../core/locations/locations.service.server";
import { PersonFields } from "../../features/contact/person-fields";
import { PrivacyField } from "../../features/contact/privacy-field";
import { actionFailure } from "../../shared/action-result";
import { splitLocale } from "../../shared/locale-path";
import { FieldError, type FieldErrors, useField } from "../../ui/form-field";
import type { PageMeta } from "../../ui/site-data";
import { type ClientValidator, ValidatedForm } from "../../ui/validated-form";
import type { Route } from "./+types/contact";
import { pageContext } from "./page-context.server";

const contactPrefillSchema = z.object({
  subject: z.enum(CONTACT_SUBJECTS).optional().catch(undefined),
  message: z.string().max(5000).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const locations = await listLocations(ctx.services);
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
  const result = await submitContactForm(ctx.services, form);
  if (!result.ok) {
    const values = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
    );
    return actionFailure(result.error, { message: null, values });
  }
  context.logger.info({ contactRequestId: result.value.id }, "contact request stored");
  if (!result.value.teamNotified) {
    context.logger.warn(
      { contactRequestId: result.value.id },
      "no address for the team: set the site's e-mail",
    );
  }
  // Relative to the locale basename, which React Router adds back.
  return redirect(`${splitLocale(ctx.url.pathname).rest}?sent=1`, 303);
}

/** The contact form's own schema, loaded when the visitor starts filling in the form. */
const loadContactValidator = () =>
  Promise.all([import("../../core/contact/contact-schema"), import("../../core/contact/person-fields")]).then(
    ([{ contactFormSchema }, { fieldErrorsOf }]): ClientValidator =>
      (values) => {
        const parsed = contactFormSchema.safeParse(values);
        return parsed.success ? null : fieldErrorsOf(parsed.error);
      },
  );

const CONTACT_FIELDS = ["name", "email", "phone", "subject", "locationId", "message", "privacy"] as const;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["pages", "store", "validation"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = (actionData?.fields ?? NO_ERRORS) as FieldErrors;
  const values = (actionData?.values ?? {}) as Record<string, string | undefined>;

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
        <ValidatedForm
          method="post"
          idPrefix="contact"
          errors={errors}
          fields={CONTACT_FIELDS}
          loadValidator={loadContactValidator}
          data-testid="contact-form"
        >
          <PersonFields values={values} />
          <SubjectField defaultValue={values.subject ?? loaderData.prefill.subject ?? "general"} />
          {loaderData.locations.length > 0 && (
            <LocationField
              locations={loaderData.locations}
              defaultValue={values.locationId ?? loaderData.preselectedLocation}
            />
          )}
          <MessageField defaultValue={values.message ?? loaderData.prefill.message} />
          <PrivacyField defaultChecked={values.privacy === "on"} terms />
          <div>
            <button type="submit" className="button" disabled={busy}>
              {busy ? t("store:contact.sending") : t("store:contact.send")}
            </button>
          </div>
        </ValidatedForm>
      )}
    </div>
  );
}

const NO_ERRORS: FieldErrors = {};

function SubjectField({ defaultValue }: { defaultValue: string }) {
  const { t } = useTranslation("store");
  const f = useField("subject");
  return (
    <div className="field">
      <label htmlFor={f.id}>{t("contact.subject")}</label>
      <select {...f.props} required defaultValue={defaultValue}>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s} value={s}>
            {t(`contact.subjects.${s}`)}
          </option>
        ))}
      </select>
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

function LocationField({
  locations,
  defaultValue,
}: {
  locations: { id: number; name: string }[];
  defaultValue: string;
}) {
  const { t } = useTranslation("store");
  const f = useField("locationId");
  return (
    <div className="field">
      <label htmlFor={f.id}>{t("contact.location")}</label>
      <select {...f.props} defaultValue={defaultValue}>
        <option value="">{t("contact.any_location")}</option>
        {locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

function MessageField({ defaultValue }: { defaultValue: string | undefined }) {
  const { t } = useTranslation("store");
  const f = useField("message");
  return (
    <div className="field">
      <label htmlFor={f.id}>{t("contact.message")}</label>
      <textarea {...f.props} rows={6} required minLength={10} maxLength={5000} defaultValue={defaultValue} />
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}
