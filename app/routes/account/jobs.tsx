/**
 * account/jobs (all jobs; for users who may not see all jobs: their own and unassigned ones) and
 * account/jobs/{workflowId} (one workflow), as a table or a kanban board by status. Loader and action
 * (filters, bulk actions, kanban moves, saved views): `jobs.server.ts`; the screen: `features/jobs/`.
 */
import { WithMessages } from "../../core/i18n/with-messages";
import { JobsScreen } from "../../features/jobs/jobs-screen";
import type { Route } from "./+types/jobs";

export { action, loader } from "./jobs.server";

export default function Jobs({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <JobsScreen d={loaderData} />
    </WithMessages>
  );
}
