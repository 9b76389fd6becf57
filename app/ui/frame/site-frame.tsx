import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "../../core/i18n/react";
import { TopMenu } from "../menu/top-menu";
import { useOptionalSite, usePageMeta } from "../site-data";
import { Footer } from "./footer";

// Only a signed-in client who has not accepted the current terms needs the dialog: everyone else's
// pages never load its code (the server renders it, the browser hydrates it once its chunk arrived).
const TermsDialog = lazy(() => import("../dialogs/terms-dialog").then((m) => ({ default: m.TermsDialog })));

/** Top menu, main content and footer around every storefront screen. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const meta = usePageMeta();
  const isCheckout = meta?.frame?.menuVersion === "checkout";
  const site = useOptionalSite();
  const needsTerms = Boolean(site?.user?.needsTerms);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("frame.skip_to_content")}
      </a>
      {site?.demo && (
        <p className="demo-banner" role="note">
          {t("demo.banner")}
        </p>
      )}
      <TopMenu frame={meta?.frame} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {!isCheckout && <Footer />}
      {needsTerms && (
        <Suspense fallback={null}>
          <TermsDialog />
        </Suspense>
      )}
    </>
  );
}
