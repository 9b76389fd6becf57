import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { getSystemPage } from "../core/cms/cms.service.server";
import { createServiceContext } from "../core/context/service-context.server";
import { projectBySlugInHolding } from "../core/tenancy/tenancy.service.server";
import { apiError } from "./errors";
import { validationHook } from "./respond";
import { ErrorBody } from "./schemas";
import type { ApiEnv } from "./types";

const LegalPage = z
  .object({
    key: z.string(),
    title: z.string(),
    content: z.string().openapi({ description: "Sanitized HTML" }),
    lang: z.string(),
    updatedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("LegalPage");

const query = z.object({
  owner: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .openapi({
      description: "Slug of the project (of the same holding) whose page is wanted; default: this site",
    }),
  lang: z.enum(["de", "en", "pl", "tr"]).optional(),
});

const PAGES = { privacypolicy: "privacy", termsofservice: "terms", contractinfo: "contractInfo" } as const;

export const pagesApi = new OpenAPIHono<ApiEnv>({
  defaultHook: validationHook,
});

for (const [file, systemKey] of Object.entries(PAGES)) {
  const route = createRoute({
    method: "get",
    path: `/pages/${file}.json`,
    operationId: `get${file[0]!.toUpperCase()}${file.slice(1)}`,
    tags: ["Pages"],
    security: [],
    summary: `The ${systemKey} page, for the legal dialogs`,
    request: { query },
    responses: {
      200: { description: "The page", content: { "application/json": { schema: LegalPage } } },
      400: { description: "Invalid query", content: { "application/json": { schema: ErrorBody } } },
      404: { description: "No such page or owner", content: { "application/json": { schema: ErrorBody } } },
    },
  });
  pagesApi.openapi(route, async (c) => {
    const { owner } = c.req.valid("query");
    const { services } = c.var;
    const target = owner ? await projectBySlugInHolding(services, owner) : services.project;
    if (!target) return apiError(c, 404, "not_found");
    // A sibling site's legal page is read with that site as the tenant.
    const page = await getSystemPage(
      target === services.project
        ? services
        : createServiceContext({ db: services.db, project: target, locale: services.locale }),
      systemKey,
    );
    if (!page.ok) return apiError(c, 404, "not_found");
    c.header("Cache-Control", "public, max-age=60");
    return c.json(
      {
        key: systemKey,
        title: page.value.title,
        content: page.value.contentHtml,
        lang: page.value.lang,
        updatedAt: page.value.updatedAt,
      },
      200,
    );
  });
}
