/**
 * `communityMemberJoin`: a dealer applies for community membership with company data, a
 * contact person, the trade register extract (PDF, JPEG or PNG up to 10 MB, checked by content) and the
 * acceptance of the member terms and privacy notice. One COMMUNITY job per application; employees
 * approve it on the job page. Only on the community site (elsewhere 404). Works without JavaScript.
 */
import { Link, redirect, useNavigation } from "react-router";
import { applyForMembership } from "../../core/community/community.service.server";
import { TRADE_REGISTER_DOCUMENT } from "../../core/community/community-join-schema";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { actionFailure } from "../../shared/action-result";
import { splitLocale } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { FieldError, type FieldErrors, FormField, useField } from "../../ui/form-field";
import type { PageMeta } from "../../ui/site-data";
import { type ClientValidator, ValidatedForm } from "../../ui/validated-form";
import type { Route } from "./+types/community-member-join";
import { notFound, pageContext } from "./page-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.project.isCommunity) notFound();
  const ctx = pageContext(request, context);
  const meta: PageMeta = {
    title: ctx.t("community:join.title"),
    description: ctx.t("pages:communityMemberJoin.description"),
  };
  return {
    sent: ctx.url.searchParams.get("sent") === "1",
    locale: ctx.locale,
    meta,
    messages: messagesFor(ctx.locale, ["community.join", FORM_MESSAGES]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.project.isCommunity) notFound();
  const ctx = pageContext(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return actionFailure(
      { code: "invalid", fields: { document: ["community:join.errors.document_type"] } },
      {
        values: {},
      },
    );
  }
  const input: Record<string, unknown> = {};
  const values: Record<string, string> = {};
  for (const [k, v] of form) {
    if (typeof v === "string") {
      input[k] = v;
      values[k] = v;
    }
  }
  const result = await applyForMembership(ctx.services, input, form.get("document"));
  if (!result.ok) return actionFailure(result.error, { message: "community:join.errors.summary", values });
  context.logger.info({ jobId: result.value.jobId }, "community application stored");
  // Post/redirect/get, relative to the locale basename.
  return redirect(`${splitLocale(ctx.url.pathname).rest}?sent=1`, 303);
}

/** The form's own schema, loaded when the visitor starts filling in the form. */
const loadValidator = () =>
  import("../../core/community/community-join-schema").then(
    ({ communityJoinSchema }): ClientValidator =>
      (values) => {
        const parsed = communityJoinSchema.safeParse(values);
        if (parsed.success) return null;
        const fields: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const k = String(issue.path[0]);
          fields[k] = [...(fields[k] ?? []), issue.message];
        }
        return fields;
      },
  );

const FIELDS = [
  "company_name",
  "vat_id",
  "street",
  "zip_code",
  "city",
  "contact_first_name",
  "contact_last_name",
  "email",
  "phone",
  "document",
  "terms",
  "privacy",
] as const;
const NO_ERRORS: FieldErrors = {};

export default function CommunityMemberJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["community", "validation"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = (actionData?.fields ?? NO_ERRORS) as FieldErrors;
  const values = (actionData?.values ?? {}) as Record<string, string | undefined>;
  const field = (name: (typeof FIELDS)[number], extra: Record<string, unknown> = {}) => (
    <FormField
      name={name}
      label={t(`join.fields.${name}`)}
      defaultValue={values[name] ?? ""}
      required
      {...extra}
    />
  );
  return (
    <div className="container page narrow" data-testid="community-join">
      <p className="eyebrow">{t("join.eyebrow")}</p>
      <h1>{t("join.title")}</h1>
      <p className="lead">{t("join.lead")}</p>
      {loaderData.sent ? (
        <div className="alert success" role="status" data-testid="community-join-sent">
          <strong>{t("join.sent_title")}</strong>
          <p style={{ margin: "0.25rem 0 0" }}>{t("join.sent_text")}</p>
        </div>
      ) : (
        <ValidatedForm
          method="post"
          encType="multipart/form-data"
          idPrefix="join"
          errors={errors}
          fields={FIELDS}
          loadValidator={loadValidator}
          data-testid="community-join-form"
        >
          <fieldset className="stack">
            <legend>{t("join.company")}</legend>
            {field("company_name", { autoComplete: "organization", maxLength: 200 })}
            {field("vat_id", { maxLength: 20, placeholder: "DE123456789" })}
            {field("street", { autoComplete: "street-address", maxLength: 200 })}
            {field("zip_code", { autoComplete: "postal-code", inputMode: "numeric", maxLength: 10 })}
            {field("city", { autoComplete: "address-level2", maxLength: 100 })}
          </fieldset>
          <fieldset className="stack">
            <legend>{t("join.contact")}</legend>
            {field("contact_first_name", { autoComplete: "given-name", maxLength: 100 })}
            {field("contact_last_name", { autoComplete: "family-name", maxLength: 100 })}
            {field("email", { type: "email", autoComplete: "email", maxLength: 200 })}
            {field("phone", { type: "tel", autoComplete: "tel", maxLength: 40 })}
          </fieldset>
          <fieldset className="stack">
            <legend>{t("join.document_legend")}</legend>
            <FormField
              name="document"
              type="file"
              label={t("join.fields.document")}
              hint={t("join.document_hint")}
              accept={TRADE_REGISTER_DOCUMENT.accept}
              required
            />
          </fieldset>
          <Consent
            name="terms"
            page="communityMemberTerms"
            locale={loaderData.locale}
            checked={values.terms === "on"}
          />
          <Consent
            name="privacy"
            page="communityMemberPrivacy"
            locale={loaderData.locale}
            checked={values.privacy === "on"}
          />
          <div>
            <button type="submit" className="button" disabled={busy} data-testid="community-join-submit">
              {t("join.submit")}
            </button>
          </div>
        </ValidatedForm>
      )}
    </div>
  );
}

function Consent({
  name,
  page,
  locale,
  checked,
}: {
  name: "terms" | "privacy";
  page: "communityMemberTerms" | "communityMemberPrivacy";
  locale: Locale;
  checked: boolean;
}) {
  const { t } = useTranslation("community");
  const f = useField(name);
  return (
    <div className="field">
      <div className="checkbox">
        <input {...f.props} type="checkbox" required defaultChecked={checked} />
        <label htmlFor={f.id} style={{ fontWeight: 400 }}>
          {t(`join.${name}_before`)}
          <Link to={routePath(page, locale)} target="_blank" rel="noopener">
            {t(`join.${name}_link`)}
          </Link>
          {t(`join.${name}_after`)}
        </label>
      </div>
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}
