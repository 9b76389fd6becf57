/** The job list's loader data, as the screen's components receive it. */
import type { Route } from "../../routes/account/+types/jobs";

export type JobsData = Route.ComponentProps["loaderData"];
export type JobRow = JobsData["rows"][number];
