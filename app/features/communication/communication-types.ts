/** The communication center's loader data, as the screen's components receive it. */
import type { Route } from "../../routes/account/+types/communication";

export type CommunicationData = Route.ComponentProps["loaderData"];
export type WithTimeline = Extract<CommunicationData, { timeline: NonNullable<unknown> }>;
