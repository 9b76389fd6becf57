import type { ReactNode } from "react";
import { useTranslation } from "../../core/i18n/react";
import { TermsDialog } from "../dialogs/terms-dialog";
import { TopMenu } from "../menu/top-menu";
import { usePageMeta } from "../site-data";
import { Footer } from "./footer";

/** Top menu, main content and footer around every storefront screen. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const meta = usePageMeta();
  const isCheckout = meta?.frame?.menuVersion === "checkout";
  return (
    <>
      <a className="skip-link" href="#main">
        {t("frame.skip_to_content")}
      </a>
      <TopMenu frame={meta?.frame} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {!isCheckout && <Footer />}
      <TermsDialog />
    </>
  );
}
