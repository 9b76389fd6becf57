/**
 * What the fuzz suite attacks: the operations of the served OpenAPI document and the route modules
 * with a form action (app/routes.ts), each with the real ids of the seeded demo dealer it may name.
 */
import fc from "fast-check";
import pg from "pg";
import { ACCOUNT_ROUTES } from "../../../app/shared/account-routes";
import { PUBLIC_ROUTES } from "../../../app/shared/route-table";
import { DEMO_TOURS } from "../../../seed/content/tours";
import {
  hostileJsonFromSchema,
  hostileQuery,
  hostileSegment,
  hostileString,
  type JsonSchema,
} from "./hostile";

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  method: string;
  /** The documented path (relative to /api). */
  path: string;
  pathParams: string[];
  query: { name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
};

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
      query: (op.parameters ?? [])
        .filter((p) => p.in === "query")
        .map((p) => ({ name: p.name, schema: p.schema })),
      body: op.requestBody?.content["application/json"]?.schema,
    })),
  );
}

/** Real ids of the demo dealer, looked up once. */
export type RealIds = Record<string, string[]>;

export async function realIds(databaseUrl: string): Promise<RealIds> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (query: string): Promise<string[]> =>
    (await client.query<{ v: string }>(query)).rows.map((r) => String(r.v)).filter(Boolean);
  const dealer = (
    await one(`SELECT id AS v FROM projects WHERE 'autohaus-brandt.example' = ANY(domains)`)
  )[0];
  const own = `project_id = '${dealer}'`;
  const ids: RealIds = {
    car: await one(
      `SELECT number AS v FROM cars WHERE ${own} AND published_at IS NOT NULL AND status = 'available' ORDER BY number LIMIT 2`,
    ),
    carAny: await one(`SELECT number AS v FROM cars WHERE ${own} ORDER BY number DESC LIMIT 1`),
    job: await one(`SELECT id AS v FROM jobs WHERE ${own} ORDER BY id LIMIT 2`),
    workflow: await one(`SELECT workflow_id AS v FROM jobs WHERE ${own} ORDER BY id LIMIT 1`),
    client: await one(`SELECT id AS v FROM clients WHERE ${own} ORDER BY created_at LIMIT 2`),
    orderNumber: await one(`SELECT number AS v FROM orders WHERE ${own} LIMIT 1`),
    order: await one(`SELECT id AS v FROM orders WHERE ${own} LIMIT 1`),
    document: await one(`SELECT id AS v FROM documents WHERE ${own} LIMIT 1`),
    team: await one(`SELECT id AS v FROM teams WHERE ${own} LIMIT 1`),
    user: await one(`SELECT id AS v FROM users WHERE ${own} LIMIT 2`),
    company: await one(`SELECT company_id AS v FROM users WHERE ${own} LIMIT 1`),
    notification: await one(`SELECT id AS v FROM notifications LIMIT 1`),
    item: await one(`SELECT id AS v FROM items WHERE ${own} AND parent_id IS NULL LIMIT 1`),
    cmsPage: await one(`SELECT id AS v FROM cms_pages WHERE ${own} LIMIT 2`),
    news: await one(`SELECT id AS v FROM posts WHERE ${own} AND kind = 'news' LIMIT 1`),
    blog: await one(`SELECT id AS v FROM posts WHERE ${own} AND kind = 'blog' LIMIT 1`),
    content: await one(`SELECT id AS v FROM functional_contents WHERE ${own} LIMIT 1`),
    wizard: await one(`SELECT id AS v FROM wizards WHERE ${own} LIMIT 1`),
    location: await one(`SELECT slug AS v FROM locations WHERE ${own} LIMIT 1`).catch(() => []),
    tradeInPhoto: await one(`SELECT id AS v FROM trade_in_photos LIMIT 1`).catch(() => []),
    tour: [DEMO_TOURS[0]!.id],
  };
  await client.end();
  return ids;
}

/** The real values a path parameter of an API operation may take (besides bogus ones). */
export function realPathValues(op: Operation, param: string, ids: RealIds): string[] {
  const p = op.path;
  if (param === "car") return ids.car ?? [];
  if (param === "number") return ids.orderNumber ?? [];
  if (param === "type") return ["client", "workflow", "team", "job"];
  if (param === "shareWithType") return ["team", "user", "company"];
  if (param === "shareId") return [...(ids.team ?? []), ...(ids.user ?? []), ...(ids.company ?? [])];
  if (param === "notificationId") return ids.notification ?? [];
  if (param === "list") return ["assignee", "status", "brand", "location", "tags", "owner", "company"];
  if (param === "photoId") return ids.tradeInPhoto ?? [];
  if (param === "file") return ["w640.webp", "original.jpg", "..%2f..%2fetc%2fpasswd"];
  if (p.startsWith("/orders/documents")) return ids.document ?? [];
  if (p.startsWith("/orders/")) return ids.order ?? [];
  if (p.startsWith("/workflows/")) return ids.workflow ?? [];
  if (p.startsWith("/jobs/")) return ids.job ?? [];
  if (p.startsWith("/clients/")) return ids.client ?? [];
  if (p.startsWith("/sharedresources/")) return [...(ids.client ?? []), ...(ids.workflow ?? [])];
  if (p.startsWith("/tours/")) return ids.tour ?? [];
  if (p.startsWith("/community/documents")) return ids.document ?? [];
  return [];
}

/** One generated request. `body` is kept printable for the counterexample. */
export type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | { multipart: [string, string | { file: string; type: string; bytes: number }][] };
};

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/json; charset=latin1",
  "",
];

const acceptLanguage = fc.oneof(
  fc.constantFrom("de", "en", "pl", "tr", "tr-TR,tr;q=0.9", "fr", "*", "", "de;q=abc,,,", "x".repeat(300)),
  hostileString,
);
const apiLang = fc.option(fc.constantFrom("de", "en", "pl", "tr", "xx", "__proto__"), { nil: undefined });

/** Hostile requests for one API operation. */
export function apiRequests(
  op: Operation,
  ids: RealIds,
  refs: Record<string, JsonSchema>,
): fc.Arbitrary<FuzzRequest & { lang: string }> {
  const segments = op.pathParams.map((name) => {
    const real = realPathValues(op, name, ids);
    return real.length
      ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...real) }, { weight: 3, arbitrary: hostileSegment })
      : hostileSegment;
  });
  const pathArb = segments.length ? fc.tuple(...segments) : fc.constant([] as string[]);
  const queryParams = op.query.map((q) => ({
    name: q.name,
    valid: q.schema?.enum?.length
      ? fc.constantFrom(...q.schema.enum.map(String))
      : fc.constantFrom("1", "true", "a", "2024-01-01", ids.job?.[0] ?? "1"),
  }));
  const jsonBody = hostileJsonFromSchema(op.body, refs);
  const bodyArb: fc.Arbitrary<{ contentType: string; body?: string }> = op.body
    ? fc.oneof(
        { weight: 8, arbitrary: jsonBody.map((body) => ({ contentType: "application/json", body })) },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(jsonBody, hostileString))
            .map(([contentType, body]) => ({ contentType, body })),
        },
        { weight: 1, arbitrary: fc.constant({ contentType: "application/json" }) },
        {
          weight: 1,
          // Over the 64 KB limit: refused before anything parses it.
          arbitrary: fc.constant({
            contentType: "application/json",
            body: JSON.stringify({ a: "x".repeat(70_000) }),
          }),
        },
      )
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant<{ contentType: string; body?: string }>({ contentType: "" }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.constantFrom(...CONTENT_TYPES), jsonBody)
            .map(([contentType, body]) => ({ contentType, body })),
        },
      );
  return fc
    .record({
      segments: pathArb,
      query: (op.query.length ? fc.constant(queryParams) : fc.constant([])).chain((params) =>
        fc.option(hostileQuery(params), { nil: "", freq: 3 }),
      ),
      lang: apiLang,
      acceptLanguage: fc.option(acceptLanguage, { nil: undefined }),
      body:
        op.method === "GET"
          ? fc.constant<{ contentType: string; body?: string }>({ contentType: "" })
          : bodyArb,
      token: fc.option(
        fc.constantFrom(
          "Bearer x",
          "Bearer ' OR 1=1 --",
          `Bearer ${"a".repeat(5000)}`,
          "Basic Og==",
          "\u0000",
        ),
        { nil: undefined, freq: 8 },
      ),
      lastEventId: fc.option(hostileString, { nil: undefined, freq: 4 }),
    })
    .map((c) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => c.segments[i++] ?? "x");
      const query = [c.query, c.lang === undefined ? "" : `lang=${c.lang}`].filter(Boolean).join("&");
      const headers: Record<string, string> = {};
      if (c.body.contentType) headers["content-type"] = c.body.contentType;
      if (c.acceptLanguage !== undefined) headers["accept-language"] = headerSafe(c.acceptLanguage);
      if (c.token !== undefined) headers.authorization = headerSafe(c.token);
      if (c.lastEventId !== undefined) headers["last-event-id"] = headerSafe(c.lastEventId);
      const lang = (["de", "en", "pl", "tr"] as const).includes(c.lang as "de")
        ? (c.lang as string)
        : languageOfHeader(headers["accept-language"]);
      return {
        method: op.method,
        path: `/api${path}${query ? `?${query}` : ""}`,
        headers,
        body: c.body.body,
        lang,
      };
    });
}

/** What apiLocale (app/api/errors.ts) makes of an Accept-Language header. */
function languageOfHeader(header: string | undefined): string {
  for (const part of (header ?? "").split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (["de", "en", "pl", "tr"].includes(tag)) return tag;
  }
  return "en";
}

/** Header values must be ByteStrings without CR/LF/NUL (fetch refuses others before sending). */
export function headerSafe(value: string): string {
  return value.replace(/[^\u0020-\u007e\u0080-\u00ff\t]/g, "?").slice(0, 4_000);
}

/**
 * A route module with a form action at one path pattern, and the real value of each of its parameters.
 * Per module the first pattern without parameters and the first with them (aliases and the locale
 * prefixes render the same module; the prefix is chosen per case).
 */
export type FormTarget = { file: string; pattern: string; real: Record<string, string> };

export function formTargets(ids: RealIds, actionFiles: ReadonlySet<string>): FormTarget[] {
  const realOf = (pattern: string, name: string): string | undefined => {
    const first = (list?: string[]) => list?.[0];
    switch (name) {
      case "workflowId":
        return first(ids.workflow);
      case "jobId":
        return first(ids.job);
      case "number":
        return pattern.startsWith("account/orders") ? first(ids.orderNumber) : first(ids.car);
      case "car":
        return ids.car?.[0] ? `car-${ids.car[0]}` : undefined;
      case "location":
        return first(ids.location);
      case "systemType":
        return "TRADE_IN";
      case "a":
        return "aboutUs";
      case "id": {
        const byPrefix: [string, string[] | undefined][] = [
          ["account/items", ids.item],
          ["account/clients", ids.client],
          ["account/cms/news", ids.news],
          ["account/cms/blogPosts", ids.blog],
          ["account/cms", ids.cmsPage],
          ["account/settings/functionalContent", ids.content],
          ["account/settings/tours", ids.tour],
          ["clickWizard", ids.wizard],
        ];
        return first(byPrefix.find(([prefix]) => pattern.startsWith(prefix))?.[1]);
      }
    }
    return undefined;
  };
  const targets: FormTarget[] = [];
  const add = (file: string, pattern: string) => {
    if (!actionFiles.has(file)) return;
    const params = pattern.match(/:\w+/g) ?? [];
    const hasParams = params.length > 0;
    if (targets.some((t) => t.file === file && /:\w+/.test(t.pattern) === hasParams)) return;
    const real: Record<string, string> = {};
    for (const param of params) {
      real[param.slice(1)] = realOf(pattern, param.slice(1)) ?? "00000000-0000-0000-0000-000000000000";
    }
    targets.push({ file, pattern: `/${pattern}`.replace(/\/$/, ""), real });
  };
  for (const def of PUBLIC_ROUTES) for (const path of def.paths) add(def.file, path);
  add("routes/account/logout.tsx", "account/logout");
  for (const def of ACCOUNT_ROUTES) add(def.file, def.path ? `account/${def.path}` : "account");
  return targets;
}

/** A target's path with its parameters filled: the real values, or some hostile segments. */
export function targetPath(target: FormTarget): fc.Arbitrary<string> {
  const names = Object.keys(target.real);
  if (!names.length) return fc.constant(target.pattern);
  return fc
    .tuple(
      ...names.map((n) =>
        fc.oneof({ weight: 3, arbitrary: fc.constant(encodeURIComponent(target.real[n]!)) }, hostileSegment),
      ),
    )
    .map((values) => names.reduce((p, n, i) => p.replace(`:${n}`, values[i]!), target.pattern));
}
