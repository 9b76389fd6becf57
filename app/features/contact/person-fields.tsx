import { useTranslation } from "../../core/i18n/react";
import { type FieldErrors, FormField } from "../../ui/form-field";

/**
 * Name, e-mail and optional phone: the fields every enquiry asks for, matching `personFields`
 * (core/contact/person-fields.ts). Ids and errors come from the surrounding `ValidatedForm` unless
 * given; values are the ones sent last.
 */
export function PersonFields({
  idPrefix,
  errors,
  values,
}: {
  idPrefix?: string;
  errors?: FieldErrors;
  values: Record<string, string | undefined>;
}) {
  const { t } = useTranslation("store");
  return (
    <>
      <FormField
        idPrefix={idPrefix}
        name="name"
        label={t("contact.name")}
        errors={errors}
        autoComplete="name"
        required
        minLength={2}
        maxLength={120}
        defaultValue={values.name}
      />
      <FormField
        idPrefix={idPrefix}
        name="email"
        type="email"
        label={t("contact.email")}
        errors={errors}
        autoComplete="email"
        required
        maxLength={200}
        defaultValue={values.email}
      />
      <FormField
        idPrefix={idPrefix}
        name="phone"
        type="tel"
        label={t("contact.phone")}
        hint={t("contact.optional")}
        errors={errors}
        autoComplete="tel"
        maxLength={40}
        defaultValue={values.phone}
      />
    </>
  );
}
