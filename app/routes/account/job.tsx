/**
 * account/jobs/{workflowId}/{jobId}: one job. Loader and action: `job.server.ts`; the screen:
 * `features/jobs/job-screen.tsx`.
 */
import { WithMessages } from "../../core/i18n/with-messages";
import { JobScreen } from "../../features/jobs/job-screen";
import type { Route } from "./+types/job";

export { action, loader } from "./job.server";

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <JobScreen d={loaderData} message={actionData ?? null} />
    </WithMessages>
  );
}
