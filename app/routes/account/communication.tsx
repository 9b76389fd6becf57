/**
 * account/communication (decision 0035): the communication center. Only with the project feature
 * `communication`, for staff who deal with clients: a client picker, then one client's timeline across
 * mails, calls, notes and jobs and four forms. Loader and action: `communication.server.ts`; the
 * screen: `features/communication/`.
 */
import { WithMessages } from "../../core/i18n/with-messages";
import { CommunicationScreen } from "../../features/communication/communication-screen";
import type { ActionFailure } from "../../shared/action-result";
import type { Route } from "./+types/communication";

export { action, loader } from "./communication.server";

export default function Communication({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <CommunicationScreen d={loaderData} a={(actionData as ActionFailure | undefined) ?? null} />
    </WithMessages>
  );
}
