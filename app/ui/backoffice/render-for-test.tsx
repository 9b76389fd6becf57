/** Server-renders a kit component as a back-office page would: English texts, inside a router. */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import en from "../../../locales/en/backoffice.json";
import { TranslationProvider } from "../../core/i18n/react";
import { createTranslator } from "../../core/i18n/translator";

export const testTranslator = createTranslator("en", { backoffice: en });

export function renderForTest(node: ReactNode, url = "/account/jobs"): string {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <TranslationProvider translator={testTranslator}>{node}</TranslationProvider>
    </MemoryRouter>,
  );
}
