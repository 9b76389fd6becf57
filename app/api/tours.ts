/**
 * Guided tours: `GET/PUT /tours/{id}.json` with the tour data (name, type,
 * whiteLabelProject, steps with selector and content per language) for admins, and
 * `POST /tours/{id}/events.json`, what the back office's tour runner reports per step (any employee the
 * tour is shown to). Rules in app/core/tours/tour-rules.ts; decision 0032.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { TOUR_GROUPS, TOUR_LIMITS, TOUR_TYPES } from "../core/tours/tour-screens";
import { getTour, recordTourEvent, saveTour } from "../core/tours/tours.service.server";
import { LOCALES } from "../shared/locales";
import { operation, readJson, UUID_PATTERN } from "./operation";
import { respond, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const idParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, format: "uuid", description: "The tour's id" }),
});

const Content = z
  .object(
    Object.fromEntries(LOCALES.map((l) => [l, z.string().max(TOUR_LIMITS.content).optional()])) as Record<
      (typeof LOCALES)[number],
      z.ZodOptional<z.ZodString>
    >,
  )
  .openapi("TourStepContent", {
    description: "The step's text per language (plain text); the project's default language is required",
  });

const Step = z
  .object({
    id: z
      .string()
      .openapi({ format: "uuid", description: "Stable id (statistics follow it when steps move)" }),
    selector: z.string().max(TOUR_LIMITS.selector).openapi({
      description: "CSS selector of the element the step points at",
      example: '[data-tour="job-list-filters"]',
    }),
    content: Content,
  })
  .openapi("TourStep");

const StepInput = Step.extend({
  id: z.string().optional().openapi({ format: "uuid", description: "Kept when given; new steps get one" }),
}).openapi("TourStepInput");

const Statistics = z
  .object({
    stepId: z.string().openapi({ format: "uuid" }),
    shown: z.number().int(),
    completed: z.number().int().openapi({ description: "Left forward (Next, or Done on the last step)" }),
    dropped: z.number().int().openapi({ description: "The tour was closed on this step" }),
  })
  .openapi("TourStepStatistics");

const Tour = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    name: z.string(),
    type: z
      .enum(TOUR_TYPES as [string, ...string[]])
      .openapi({ description: "The back-office screen it runs on" }),
    whiteLabelProject: z
      .string()
      .openapi({ format: "uuid", description: "The white-label project it runs on" }),
    targetGroups: z
      .array(z.enum(TOUR_GROUPS))
      .openapi({ description: "Role groups shown the tour; empty: every employee" }),
    position: z.number().int().openapi({ description: "Order among the tours of one screen" }),
    steps: z.array(Step),
    statistics: z.array(Statistics),
    updatedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("Tour");

const TourInput = z
  .object({
    name: z.string().max(TOUR_LIMITS.name),
    type: z.enum(TOUR_TYPES as [string, ...string[]]),
    whiteLabelProject: z
      .string()
      .nullable()
      .optional()
      .openapi({ format: "uuid", description: "This site's project id (or left out)" }),
    targetGroups: z.array(z.enum(TOUR_GROUPS)).optional(),
    position: z.number().int().min(0).max(9999).optional(),
    steps: z.array(StepInput).min(1).max(TOUR_LIMITS.steps),
  })
  .openapi("TourInput");

const TourEvent = z
  .object({
    stepId: z.string().openapi({ format: "uuid" }),
    event: z.enum(["shown", "completed", "dropped"]),
  })
  .openapi("TourEvent");

const TourProgress = z
  .object({ completed: z.boolean(), lastStepId: z.string().nullable() })
  .openapi("TourProgress");

export function toursApi() {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const json = (schema: z.ZodType, description: string) => ({
    description,
    content: { "application/json": { schema } },
  });

  operation(
    api,
    {
      method: "get",
      path: "/tours/{id}.json",
      operationId: "getTour",
      tags: ["Tours"],
      summary: "A guided tour's data with its per-step statistics (administrators)",
      request: { params: idParam },
      responses: {
        200: json(Tour, "The tour"),
        404: errorResponse("No such tour on this site"),
      },
    },
    ["admin"],
    async (c, params) => respond(c, await getTour(c.var.services, params.id)),
    { id: UUID_PATTERN },
  );

  operation(
    api,
    {
      method: "put",
      path: "/tours/{id}.json",
      operationId: "saveTour",
      tags: ["Tours"],
      summary:
        "Saves a guided tour under this id, creating it when new; refused whole unless valid (administrators)",
      description:
        "Validated on submit and saved only when valid: at least one step, every selector a supported CSS selector, every step's text in the site's default language. Field errors are keyed by path (`steps.1.selector`).",
      request: {
        params: idParam,
        body: { content: { "application/json": { schema: TourInput } }, required: true },
      },
      responses: {
        200: json(Tour, "Saved"),
        400: errorResponse("Invalid tour data; nothing was saved"),
        404: errorResponse("The id belongs to a tour of another site"),
      },
    },
    ["admin"],
    async (c, params) => {
      const input = await readJson(c);
      if ("denied" in input) return input.denied;
      return respond(c, await saveTour(c.var.services, params.id, input.value));
    },
    { id: UUID_PATTERN },
  );

  operation(
    api,
    {
      method: "post",
      path: "/tours/{id}/events.json",
      operationId: "recordTourEvent",
      tags: ["Tours"],
      summary: "Reports a step of a running tour: shown, completed (left forward) or dropped (tour closed)",
      description:
        "Completing the last step completes the tour for the signed-in employee, so it no longer starts by itself. Only for tours the caller is shown.",
      request: {
        params: idParam,
        body: { content: { "application/json": { schema: TourEvent } }, required: true },
      },
      responses: {
        200: json(TourProgress, "The caller's progress in the tour"),
        400: errorResponse("Invalid event, or a step the tour does not have"),
        404: errorResponse("No such tour for the caller on this site"),
      },
    },
    ["employee"],
    async (c, params) => {
      const input = await readJson(c);
      if ("denied" in input) return input.denied;
      return respond(c, await recordTourEvent(c.var.services, params.id, input.value));
    },
    { id: UUID_PATTERN },
  );

  return api;
}
