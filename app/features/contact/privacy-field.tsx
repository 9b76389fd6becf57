import { useTranslation } from "../../core/i18n/react";
import { LegalDialogButton } from "../../ui/dialogs/legal-dialog";
import { FieldError, useField } from "../../ui/form-field";

/** The consent every enquiry needs (`privacy` in `personFields`), with the privacy policy (and terms) at hand. */
export function PrivacyField({
  defaultChecked,
  terms = false,
}: {
  defaultChecked: boolean;
  terms?: boolean;
}) {
  const { t } = useTranslation("store");
  const f = useField("privacy");
  return (
    <div className="field">
      <div className="checkbox">
        <input {...f.props} type="checkbox" required defaultChecked={defaultChecked} />
        <label htmlFor={f.id} style={{ fontWeight: 400 }}>
          {t("contact.privacy_consent")}
        </label>
      </div>
      <div className="field-hint">
        <LegalDialogButton doc="privacypolicy">{t("contact.read_privacy")}</LegalDialogButton>
        {terms && (
          <>
            {" · "}
            <LegalDialogButton doc="termsofservice">{t("contact.read_terms")}</LegalDialogButton>
          </>
        )}
      </div>
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}
