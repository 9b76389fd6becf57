/** One job's loader data and the action's answer, as the job page's components receive them. */
import type { Route } from "../../routes/account/+types/job";

export type D = Route.ComponentProps["loaderData"];

/** The action's answer: the shared action result, or the trade-in panel's (which names its `form`). */
export type Message = {
  ok: boolean;
  message: string | null;
  form?: string;
  fields?: Record<string, string[] | undefined>;
};
