/**
 * account/settings/people (admins; decision 0061): the project's employees, invitations, roles, teams
 * and the record of every change. Loader and action: `people.server.ts`; the screen: `features/people/`.
 */
import { WithMessages } from "../../core/i18n/with-messages";
import { PeopleScreen } from "../../features/people/people-screen";
import type { Answer } from "../../features/people/people-types";
import type { Locale } from "../../shared/locales";
import type { Route } from "./+types/people";

export { action, loader } from "./people.server";

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <PeopleScreen
        {...loaderData}
        locale={loaderData.locale as Locale}
        answer={(actionData as Answer | undefined) ?? null}
      />
    </WithMessages>
  );
}
