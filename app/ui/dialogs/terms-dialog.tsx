import { useEffect, useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { useSite } from "../site-data";
import { LegalDialogButton } from "./legal-dialog";
import styles from "./legal-dialog.module.css";

/**
 * The terms-and-privacy acceptance dialog: a client who has not accepted the current terms
 * sees it after login. Accepting calls POST /api/clientacceptterms.json; the button is disabled while
 * the call runs. It cannot be dismissed; the alternative is to log out.
 */
export function TermsDialog() {
  const { t } = useTranslation("auth");
  const site = useSite();
  const ref = useRef<HTMLDialogElement>(null);
  const revalidator = useRevalidator();
  const [accepting, setAccepting] = useState(false);
  const [failed, setFailed] = useState(false);
  const needed = Boolean(site.user?.needsTerms);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (needed && !dialog.open) dialog.showModal();
    if (!needed && dialog.open) dialog.close();
    // Escape must not dismiss it.
    const onCancel = (e: Event) => e.preventDefault();
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [needed]);

  if (!needed) return null;

  const accept = async () => {
    setAccepting(true);
    setFailed(false);
    try {
      const res = await fetch("/api/clientacceptterms.json", {
        method: "POST",
        headers: { Accept: "application/json" },
      });
      if (!res.ok) throw new Error(String(res.status));
      await revalidator.revalidate();
    } catch {
      setFailed(true);
    } finally {
      setAccepting(false);
    }
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="terms-title" data-testid="terms-dialog">
      <div className={styles.header}>
        <h2 id="terms-title" className={styles.title}>
          {t("terms.title")}
        </h2>
      </div>
      <div className={styles.body}>
        <p>{t("terms.text", { site: site.project.name })}</p>
        <div>
          <LegalDialogButton doc="termsofservice">{t("terms.terms_link")}</LegalDialogButton> ·{" "}
          <LegalDialogButton doc="privacypolicy">{t("terms.privacy_link")}</LegalDialogButton>
        </div>
        {failed && (
          <p className="alert error" role="alert">
            {t("terms.failed")}
          </p>
        )}
      </div>
      <div className={styles.footer}>
        <Form method="post" action="/account/logout">
          <button type="submit" className="button secondary">
            {t("terms.logout")}
          </button>
        </Form>
        <button
          type="button"
          className="button"
          onClick={accept}
          disabled={accepting}
          data-testid="accept-terms"
        >
          {accepting ? t("terms.accepting") : t("terms.accept")}
        </button>
      </div>
    </dialog>
  );
}
