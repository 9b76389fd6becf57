/**
 * account/settings/holding (holding admins; decision 0062): the holding's companies and sites. Loader
 * and action: `holding.server.ts`; the screen: `features/holding/`.
 */
import { WithMessages } from "../../core/i18n/with-messages";
import { HoldingScreen } from "../../features/holding/holding-screen";
import type { Answer } from "../../features/holding/holding-types";
import type { Locale } from "../../shared/locales";
import type { Route } from "./+types/holding";

export { action, loader } from "./holding.server";

export default function Holding({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <HoldingScreen
        {...loaderData}
        locale={loaderData.locale as Locale}
        answer={(actionData as Answer | undefined) ?? null}
      />
    </WithMessages>
  );
}
