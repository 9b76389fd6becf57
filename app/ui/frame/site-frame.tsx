import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { TopMenu } from "../menu/top-menu";
import type { PageMeta } from "../site-data";
import { Footer } from "./footer";

/** Top menu, main content and footer around every storefront screen. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const meta = (matches.at(-1)?.loaderData as { meta?: PageMeta } | undefined)?.meta;
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
    </>
  );
}
