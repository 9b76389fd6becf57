/**
 * account/clients/{id}: one client for the database section. Loader and action (edit, merge,
 * erase): `client.server.ts`; the screen: `features/clients/`.
 */
import { WithMessages } from "../../core/i18n/with-messages";
import { ClientScreen } from "../../features/clients/client-screen";
import type { ActionFailure } from "../../shared/action-result";
import type { Route } from "./+types/client";

export { action, loader } from "./client.server";

export default function Client({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <ClientScreen d={loaderData} a={(actionData as ActionFailure | undefined) ?? null} />
    </WithMessages>
  );
}
