import { X as XNode } from "lucide";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { icon } from "../icon";
import { useSite } from "../site-data";
import styles from "./legal-dialog.module.css";

const X = icon(XNode);

export type LegalDocument = "privacypolicy" | "termsofservice" | "contractinfo";

type State =
  | { status: "idle" | "loading" }
  | { status: "error" }
  | { status: "done"; title: string; content: string };

/**
 * The privacy policy / terms of service dialog: loads the page from `/api/pages/{doc}.json`
 * (optionally another project's, via `owner`) when opened.
 */
export function LegalDialogButton({
  doc,
  owner,
  children,
}: {
  doc: LegalDocument;
  owner?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const ref = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ status: "idle" });

  const open = async () => {
    ref.current?.showModal();
    if (state.status === "done") return;
    setState({ status: "loading" });
    try {
      const query = new URLSearchParams({ lang: site.locale, ...(owner ? { owner } : {}) });
      const res = await fetch(`/api/pages/${doc}.json?${query}`, { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { title: string; content: string };
      setState({ status: "done", title: body.title, content: body.content });
    } catch {
      setState({ status: "error" });
    }
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A click on the backdrop (outside the dialog box) closes it.
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog) dialog.close();
    };
    dialog.addEventListener("click", onClick);
    return () => dialog.removeEventListener("click", onClick);
  }, []);

  const titleId = `legal-${doc}-title`;
  return (
    <>
      <button type="button" className="link-button" onClick={open} data-testid={`open-${doc}`}>
        {children}
      </button>
      <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} data-testid={`dialog-${doc}`}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {state.status === "done" ? state.title : t(`dialogs.${doc}`)}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => ref.current?.close()}
            aria-label={t("dialogs.close")}
          >
            <X aria-hidden size={22} />
          </button>
        </div>
        <div className={styles.body}>
          {state.status === "loading" && <p aria-live="polite">{t("dialogs.loading")}</p>}
          {state.status === "error" && (
            <p className="alert error" role="alert">
              {t("dialogs.load_failed")}
            </p>
          )}
          {state.status === "done" && (
            <div className="prose" dangerouslySetInnerHTML={{ __html: state.content }} />
          )}
        </div>
        <div className={styles.footer}>
          <button type="button" className="button" onClick={() => ref.current?.close()}>
            {t("dialogs.close")}
          </button>
        </div>
      </dialog>
    </>
  );
}
