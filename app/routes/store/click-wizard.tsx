/**
 * Click wizards (clickWizard/{id}, clickWizard/type/{systemType}, and buyback/inzahlungnahme,
 * which opens the active TRADE_IN wizard): one step per request, `?step=<id>` in the URL, works without
 * JavaScript. Loader and action: `click-wizard.server.ts`; the page: `features/wizards/`.
 */
import { useTranslation } from "../../core/i18n/react";
import { ServiceLinks } from "../../features/service-links/service-links";
import { type WizardAnswer, WizardPage } from "../../features/wizards/wizard-page";
import { withActionHeaders } from "../../shared/headers";
import type { Route } from "./+types/click-wizard";

export { action, loader } from "./click-wizard.server";

export function headers({ actionHeaders, parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  return withActionHeaders(withActionHeaders(parentHeaders, loaderHeaders), actionHeaders);
}

export default function ClickWizard({ loaderData, actionData }: Route.ComponentProps) {
  const { resumeInvalid, tradeIn, meta: _meta, messages: _messages, ...page } = loaderData;
  return (
    <>
      {resumeInvalid && <ResumeInvalid />}
      <WizardPage data={page} answer={actionData as WizardAnswer | undefined} />
      {tradeIn && <ServiceLinks current="trade_in" title="more_services" />}
    </>
  );
}

function ResumeInvalid() {
  const { t } = useTranslation("wizards");
  return (
    <div className="container">
      <p className="alert error" role="alert" data-testid="wizard-resume-invalid">
        {t("errors.resume_invalid")}
      </p>
    </div>
  );
}
