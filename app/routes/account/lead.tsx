/** account/leads/{id}: the job a lead became (links in mails and notifications use this address). */
import { redirect } from "react-router";
import { getJob } from "../../core/leads/jobs.service.server";
import { accountPath } from "../../shared/account-routes";
import { dbId } from "../../shared/db-id";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/lead";
import { requireAccess } from "./guard.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAccess(request, context, "lead");
  const id = dbId(params.id);
  if (id === null) notFound();
  const job = await getJob(pageContext(request, context).services, id);
  if (!job.ok) notFound();
  throw redirect(accountPath("job", { workflowId: String(job.value.workflowId), jobId: String(id) }));
}

export default function Lead() {
  return null;
}
