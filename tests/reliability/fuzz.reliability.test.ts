/**
 * Fuzzing: every operation of the OpenAPI document and every form action gets
 * generated hostile input (fast-check: mutations of schema-valid bodies — missing, retyped and extra
 * fields, `__proto__`/`constructor`/`prototype` keys, huge strings and arrays, deep nesting, control
 * characters, lone surrogates, NUL, injection strings — bad JSON text, wrong content types, hostile
 * query strings, bogus and real path ids, bogus tokens), anonymous and as one demo account of each role
 * group.
 *
 * How "at least 1,000 cases per operation, anonymous and as each role group" is read here: each
 * operation (and form action) gets `reliability.fuzzCases` generated cases in total, sent round-robin
 * as anonymous and the eight role groups (case i as PRINCIPALS[i % 9]), so every principal is exercised
 * on every operation and the operation sees 1,000 hostile inputs in the full run (about 111 per
 * principal), not 1,000 per principal (9,000 per operation would not fit the suite's time budget).
 *
 * It asserts:
 *   - no answer >= 500 (a failure prints the shrunk counterexample: method, path, principal, body);
 *   - every API 4xx is the one JSON error shape `{ error: { code, message, fields? } }` of
 *     app/api/errors.ts, its messages translated (not catalogue keys);
 *   - every page 4xx is an HTML page in the request's language (`<html lang>`);
 *   - nothing is stored by refused input: each case's rows inserted or deleted per table (a row
 *     trigger on every table of app/db/schema, tests/reliability/fuzz/write-log.ts) are zero for every
 *     answer >= 400, except in the tables of EXPECTED_WRITES, which record refused attempts on purpose;
 *   - cross-origin form posts are refused with 403.
 * Sizes: the quick run (npm test, CI) 45 cases per target, stopping a target at its first failure
 * without shrinking; RELIABILITY=full 1,000 per target, shrinking a failure to a small counterexample
 * (shrink re-runs keep the failing case's principal and are not counted). FUZZ_CASES and FUZZ_SEED
 * override. Rows are read from the write log once per batch of 25 cases; only a batch in which a
 * refused case may have stored something is sent again case by case, to name that case.
 * Runs on PostgreSQL only (TEST_DATABASE_URL); the form actions need the React Router build.
 */

import { readFile } from "node:fs/promises";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { splitLocale } from "../../app/shared/locale-path";
import { DEALER_PRINCIPALS, type DealerPrincipal, dealerAccount } from "../setup/demo-principals";
import { createTestDatabase, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";
import { encodeSubmission, formSubmissions, scrapeForms } from "./fuzz/forms";
import type { JsonSchema } from "./fuzz/hostile";
import {
  apiRequests,
  type FormTarget,
  formTargets,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  type RealIds,
  realIds,
  targetPath,
} from "./fuzz/targets";
import { installWriteLog, type RowChanges, schemaTables } from "./fuzz/write-log";
import { fullRun, hasPostgres, reliability } from "./mode";

/**
 * Anonymous and eight role groups' demo accounts (decision 0038): the business client is left out, a
 * customer whose guards answer as the client's do (CUSTOMER_ROLES in app/shared/permissions.ts).
 */
type Who = Exclude<DealerPrincipal, "business_client">;
const PRINCIPALS = DEALER_PRINCIPALS.filter((w): w is Who => w !== "business_client");

/**
 * Tables a refused request may write to on purpose (every other table must be untouched by a 4xx):
 * - throttle_buckets: failed logins, sign-ups and resets are counted to throttle them (429 later);
 * - sessions: none expected from a refused request, but logging in again after a case logged the
 *   principal out is the suite's own doing (it runs between cases, not within one).
 */
const EXPECTED_WRITES: Record<string, string> = {
  throttle_buckets: "refused logins, sign-ups and resets are counted on purpose (login throttling)",
};

const LANGS = ["de", "en", "pl", "tr"] as const;

/** The full run's form actions take longer than the project's 10-minute test timeout. */
const FUZZ_TIMEOUT = fullRun ? 3 * 3_600_000 : undefined;
/** Requests a full run spends on shrinking one failure (a counterexample is small well before). */
const MAX_SHRINKS = 300;
/** Cases per read of the write log. */
const BATCH = 25;
/** The run's seed (FUZZ_SEED repeats a run); each target's seed derives from it and the target's name. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const seedOf = (target: string) =>
  [...target].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

type Tally = { targets: Set<string>; cases: number; errors5xx: number; badShape: number; stored: number };

describe.runIf(hasPostgres)("fuzzing every API operation and form action (issue 18)", () => {
  let database: TestDatabase;
  let request: TestRequest;
  let log: Awaited<ReturnType<typeof installWriteLog>>;
  let ids: RealIds;
  let operations: Operation[] = [];
  let refs: Record<string, JsonSchema> = {};
  let targets: FormTarget[] = [];
  const cookies = new Map<Who, string>();
  const tally = new Map<Who, Tally>();
  const started = performance.now();
  /** Every failing case (first pass, not shrink re-runs), for the grouped breakdown. */
  const problems: { target: string; who: Who; problem: string }[] = [];
  let batchReruns = 0;
  let apiSeconds = 0;
  let formSeconds = 0;

  /** Each principal's session row as it was after logging in (restored when a case ends it). */
  const sessionRows = new Map<Who, string>();
  let db: pg.Client;

  const login = async (who: Who) => {
    if (who === "anonymous") return;
    const account = dealerAccount(who);
    cookies.set(who, await loginCookie(request, account.email, { ip: `10.77.0.${PRINCIPALS.indexOf(who)}` }));
    const { rows } = await db.query<{ row: unknown }>(
      `SELECT row_to_json(s) AS row FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [account.email],
    );
    sessionRows.set(who, JSON.stringify(rows[0]?.row));
  };

  /**
   * Signs the principal in again when a case ended its session (logout, a password change): the
   * session row saved at login goes back into the table, so the same cookie works again. Logging in
   * anew each time would run into the login throttle (429) in the full run's thousands of cases.
   */
  const keepSignedIn = async (who: Who) => {
    if (who === "anonymous") return;
    const res = await request("/api/auth/session.json", { headers: { cookie: cookies.get(who) ?? "" } });
    const session = (await res.json()) as { user?: unknown } | null;
    if (session?.user) return;
    const restored = await db
      .query(
        `INSERT INTO sessions SELECT * FROM json_populate_record(NULL::sessions, $1::json)
         ON CONFLICT DO NOTHING`,
        [sessionRows.get(who)],
      )
      .then(() => true)
      .catch(() => false);
    if (!restored) await login(who);
  };

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    request = await createTestApp(database.handle.db);
    ids = await realIds(database.url!);
    db = new pg.Client({ connectionString: database.url! });
    await db.connect();
    log = await installWriteLog(database.url!, schemaTables());
    const doc = (await (await request("/api/openapi.json")).json()) as OpenApiDocument;
    operations = operationsOf(doc);
    refs = doc.components?.schemas ?? {};
    targets = formTargets(ids, await actionFiles());
    for (const who of PRINCIPALS) {
      await login(who);
      tally.set(who, { targets: new Set(), cases: 0, errors5xx: 0, badShape: 0, stored: 0 });
    }
  });

  afterAll(async () => {
    if (tally.size) {
      const sum = (t: Tally) =>
        `${t.errors5xx} answers >= 500, ${t.badShape} 4xx out of shape, ${t.stored} rows stored by refused input`;
      const total: Tally = { targets: new Set(), cases: 0, errors5xx: 0, badShape: 0, stored: 0 };
      for (const [who, t] of tally) {
        console.info(`[fuzz] ${who}: ${t.cases} cases on ${t.targets.size} targets: ${sum(t)}`);
        total.cases += t.cases;
        total.errors5xx += t.errors5xx;
        total.badShape += t.badShape;
        total.stored += t.stored;
      }
      // The failing cases grouped by status and target (the first failure of each target in the quick run).
      const groups = new Map<string, number>();
      for (const p of problems) {
        const key = `${p.problem.slice(0, 3)} ${p.target}: ${p.problem.slice(4, 120)}`;
        groups.set(key, (groups.get(key) ?? 0) + 1);
      }
      for (const [key, n] of [...groups].sort()) console.info(`[fuzz]   ${n} × ${key}`);
      console.info(
        `[fuzz] ${operations.length} operations + ${targets.length} form actions, ${reliability.fuzzCases} cases each (spread over ${PRINCIPALS.length} principals): ${sum(total)} (${((performance.now() - started) / 1000).toFixed(0)} s; API ${apiSeconds.toFixed(0)} s, forms ${formSeconds.toFixed(0)} s, ${total.cases} requests, ${batchReruns} batches re-run case by case, seed ${SEED})`,
      );
    }
    await log?.close();
    await db?.end();
    await database?.drop();
  });

  /** Principals whose session a case may have ended (the answer set a cookie): checked before reuse. */
  const stale = new Set<Who>();

  /**
   * Fuzzes one target: `reliability.fuzzCases` generated cases in all, the i-th sent as PRINCIPALS[i % 9]
   * (round-robin, so every principal meets every target). The quick run stops at the first failure
   * (endOnFailure), the full run shrinks it; shrink re-runs keep the failing case's principal and are
   * not counted. Stored rows are read from the write log once per batch of cases; only when a batch
   * with refused cases wrote to a table do its refused cases run again one by one, to name the case
   * that stores (accepted cases may write, so the batch alone proves nothing). Returns the failures.
   */
  const fuzz = async <T>(
    target: string,
    arbitrary: fc.Arbitrary<T>,
    send: (who: Who, input: T) => Promise<{ status: number; problem: string | null; setCookie: boolean }>,
  ): Promise<string[]> => {
    const failures: string[] = [];
    let index = 0;
    let failedAs: Who | null = null;
    let shrinks = 0;
    let batch: { who: Who; input: T; status: number }[] = [];
    /** Rows of the batch read early (before a re-login), added to the batch's own. */
    let carried: RowChanges = {};
    const sendAs = async (who: Who, input: T) => {
      if (stale.has(who)) {
        // Logging in again writes a session row: the suite's doing, kept out of every case's rows.
        stale.delete(who);
        const pending = await log.take();
        await keepSignedIn(who);
        await log.take();
        carried = merge(carried, pending);
      }
      const answer = await send(who, input);
      if (answer.setCookie && who !== "anonymous") stale.add(who);
      return answer;
    };
    /** Reads the write log for the batch; re-runs its refused cases one by one if it stored anything. */
    const flush = async () => {
      const cases = batch;
      batch = [];
      const changes = merge(carried, await log.take());
      carried = {};
      if (!unexpectedWrites(changes) || !cases.some((c) => c.status >= 400)) return;
      batchReruns++;
      for (const c of cases) {
        if (c.status < 400) continue;
        if (stale.has(c.who)) {
          stale.delete(c.who);
          await keepSignedIn(c.who);
        }
        await log.take();
        const { status } = await sendAs(c.who, c.input);
        const stored = unexpectedWrites(await log.take());
        if (status >= 400 && stored) {
          tally.get(c.who)!.stored++;
          failures.push(
            `${target} as ${c.who}: ${status}, stored: ${stored}\n    input: ${describeInput(c.input)}`,
          );
        }
      }
    };
    await log.take();
    const details = await fc.check(
      fc.asyncProperty(arbitrary, async (input) => {
        if (failedAs) {
          // A shrink re-run: as the failing case's principal, not counted, its rows forgotten. Past
          // MAX_SHRINKS the remaining candidates pass unsent, which ends the shrinking.
          if (++shrinks > MAX_SHRINKS) return;
          const { problem } = await sendAs(failedAs, input);
          await log.take();
          if (problem) throw new Error(problem);
          return;
        }
        const who = PRINCIPALS[index++ % PRINCIPALS.length]!;
        const t = tally.get(who)!;
        t.targets.add(target);
        t.cases++;
        const { status, problem } = await sendAs(who, input);
        batch.push({ who, input, status });
        if (problem || batch.length >= BATCH || index === reliability.fuzzCases) await flush();
        if (problem) {
          if (problem.startsWith("5")) t.errors5xx++;
          else t.badShape++;
          problems.push({ target, who, problem });
          failedAs = who;
          throw new Error(`as ${who}: ${problem}`);
        }
      }),
      { numRuns: reliability.fuzzCases, endOnFailure: !fullRun, seed: seedOf(target) },
    );
    await flush();
    if (details.failed) {
      const error =
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance);
      failures.push(
        `${target} ${error}\n    counterexample (seed ${details.seed}, path ${details.counterexamplePath}): ${describeInput(details.counterexample?.[0])}`,
      );
    }
    return failures;
  };

  it(
    "no API operation answers >= 500, every 4xx is the JSON error shape, refused input stores nothing",
    async () => {
      const t0 = performance.now();
      const failures: string[] = [];
      for (const op of operations) {
        const arbitrary = apiRequests(op, ids, refs);
        const found = await fuzz(`${op.method} ${op.path}`, arbitrary, async (who, req) => {
          const headers = new Headers(req.headers);
          headers.set("x-forwarded-for", randomIp());
          if (req.method !== "GET") headers.set("origin", "http://localhost");
          const cookie = cookies.get(who);
          if (cookie) headers.set("cookie", cookie);
          const res = await request(req.path, {
            method: req.method,
            headers,
            body: typeof req.body === "string" ? req.body : undefined,
          });
          const setCookie = res.headers.has("set-cookie");
          // A path that dot segments lead out of /api/ (`/api/x/%2e%2e/../y`) is a page's business: the
          // server sees the URL as browsers normalise it.
          const stillApi = new URL(req.path, "http://localhost").pathname.startsWith("/api/");
          if (!stillApi) {
            await res.body?.cancel();
            const problem = res.status >= 500 ? `${res.status} for ${req.path}` : null;
            return { status: res.status, problem, setCookie };
          }
          return { status: res.status, problem: await judgeApi(res, req.lang), setCookie };
        });
        failures.push(...found);
      }
      apiSeconds = (performance.now() - t0) / 1000;
      expect(failures, failures.join("\n")).toEqual([]);
    },
    FUZZ_TIMEOUT,
  );

  it.runIf(hasBuild())(
    "no form action answers >= 500, every 4xx is a translated page, refused input stores nothing",
    async () => {
      const t0 = performance.now();
      const failures: string[] = [];
      for (const target of targets) {
        const arbitrary = fc.record({
          prefix: fc.constantFrom<string>("", ...LANGS.map((l) => `/${l}`)),
          path: targetPath(target),
          query: fc.constantFrom("", "?index", "?_data=x", "?redirectTo=https://evil.example/"),
          submission: formSubmissions(await formsOf(target)),
        });
        const found = await fuzz(`POST ${target.pattern}`, arbitrary, async (who, input) => {
          const encoded = encodeSubmission(input.submission);
          const headers = new Headers({ origin: "http://localhost", "x-forwarded-for": randomIp() });
          if (encoded.contentType) headers.set("content-type", encoded.contentType);
          const cookie = cookies.get(who);
          if (cookie) headers.set("cookie", cookie);
          const res = await request(`${input.prefix}${input.path}${input.query}`, {
            method: "POST",
            headers,
            body: encoded.body,
          });
          // Without a prefix: the site's default or the signed-in user's language. The prefix is the
          // one left after the URL's normalisation (`/pl/../x` is `/x`).
          const lang = splitLocale(
            new URL(`${input.prefix}${input.path}`, "http://localhost").pathname,
          ).locale;
          const setCookie = res.headers.has("set-cookie");
          return { status: res.status, problem: await judgePage(res, lang), setCookie };
        });
        failures.push(...found);
      }
      formSeconds = (performance.now() - t0) / 1000;
      expect(failures, failures.join("\n")).toEqual([]);
    },
    FUZZ_TIMEOUT,
  );

  it.runIf(hasBuild())("cross-origin form posts are refused with 403 (a translated page)", async () => {
    const problems: string[] = [];
    for (const target of targets) {
      if (target.pattern.startsWith("/unsubscribe/")) continue; // RFC 8058 one-click: token-authorised
      for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
        const path = Object.entries(target.real).reduce(
          (p, [name, value]) => p.replace(`:${name}`, encodeURIComponent(value)),
          target.pattern,
        );
        const res = await request(`/en${path}`, {
          method: "POST",
          headers: {
            origin,
            "content-type": "application/x-www-form-urlencoded",
            cookie: cookies.get("admin") ?? "",
          },
          body: "intent=delete",
        });
        await log.take();
        const problem = res.status === 403 ? await judgePage(res, "en") : `${res.status} instead of 403`;
        if (problem) problems.push(`POST /en${path} from ${origin}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  /** The POST forms a target's page shows to whoever sees most of it (admin; customers for theirs). */
  async function formsOf(target: FormTarget) {
    const path = Object.entries(target.real).reduce(
      (p, [name, value]) => p.replace(`:${name}`, encodeURIComponent(value)),
      target.pattern,
    );
    const forms = [];
    for (const who of ["anonymous", "admin", "client"] as const) {
      const cookie = cookies.get(who);
      const res = await request(`/en${path}`, { headers: cookie ? { cookie } : {} });
      forms.push(...scrapeForms(await res.text()));
    }
    return forms;
  }
});

/** The route modules that export an action (the form actions). */
async function actionFiles(): Promise<Set<string>> {
  const { default: routes } = await import("../../app/routes");
  const files = new Set<string>();
  const walk = async (list: readonly { file: string; children?: unknown }[]) => {
    for (const route of list) {
      const source = await readFile(`app/${route.file}`, "utf8");
      if (/export\s+(async\s+)?(function|const)\s+action\b/.test(source)) files.add(route.file);
      if (Array.isArray(route.children)) await walk(route.children as { file: string }[]);
    }
  };
  await walk(routes as { file: string }[]);
  return files;
}

const CATALOGUE_KEY = /^[a-z_-]+[:.][a-z_.]+$/i;

/** Why an API answer is wrong (null: fine). Reads the body only of error answers. */
async function judgeApi(res: Response, lang: string): Promise<string | null> {
  if (res.status < 400) {
    await res.body?.cancel();
    return null;
  }
  const text = await res.text();
  if (res.status >= 500) return `${res.status}: ${text.slice(0, 300)}`;
  if (!(res.headers.get("content-type") ?? "").includes("application/json"))
    return `${res.status} is ${res.headers.get("content-type")}, not JSON: ${text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${res.status} body is not JSON: ${text.slice(0, 200)}`;
  }
  const error = (body as { error?: Record<string, unknown> })?.error;
  const keys = Object.keys((body as object) ?? {});
  if (!error || keys.length !== 1 || typeof error.code !== "string" || typeof error.message !== "string")
    return `${res.status} not in the error shape: ${text.slice(0, 200)}`;
  if (!error.message || CATALOGUE_KEY.test(error.message))
    return `${res.status} message not translated (${lang}): ${error.message}`;
  const extra = Object.keys(error).filter((k) => !["code", "message", "fields"].includes(k));
  if (extra.length) return `${res.status} error has extra keys ${extra.join(", ")}`;
  if (error.fields !== undefined) {
    const fields = error.fields as Record<string, unknown>;
    for (const [name, messages] of Object.entries(fields)) {
      if (!Array.isArray(messages) || messages.some((m) => typeof m !== "string" || CATALOGUE_KEY.test(m)))
        return `${res.status} field ${name} messages not translated: ${JSON.stringify(messages)}`;
    }
  }
  return null;
}

/** Why a page's answer is wrong (null: fine): 5xx, or a 4xx that is not an HTML page in `lang`. */
async function judgePage(res: Response, lang: string | null): Promise<string | null> {
  if (res.status < 400) {
    await res.body?.cancel();
    return null;
  }
  const text = await res.text();
  if (res.status >= 500) return `${res.status}: ${text.slice(0, 300)}`;
  if (!(res.headers.get("content-type") ?? "").includes("text/html"))
    return `${res.status} is ${res.headers.get("content-type")}, not a page: ${text.slice(0, 200)}`;
  const htmlLang = /<html[^>]*\slang="([^"]*)"/i.exec(text)?.[1];
  if (lang ? htmlLang !== lang : !LANGS.includes(htmlLang as "de"))
    return `${res.status} page in ${htmlLang ?? "no language"}, not ${lang}`;
  return null;
}

/** The tables written by a refused request, but for those that record refused attempts. */
function unexpectedWrites(changes: RowChanges): string {
  return Object.entries(changes)
    .filter(([table]) => !(table in EXPECTED_WRITES))
    .map(([table, c]) => `${table} +${c.inserted}/-${c.deleted}`)
    .join(", ");
}

function merge(a: RowChanges, b: RowChanges): RowChanges {
  const out: RowChanges = { ...a };
  for (const [table, c] of Object.entries(b)) {
    const was = out[table] ?? { inserted: 0, deleted: 0 };
    out[table] = { inserted: was.inserted + c.inserted, deleted: was.deleted + c.deleted };
  }
  return out;
}

function randomIp() {
  return `10.${1 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

function describeInput(input: unknown): string {
  return JSON.stringify(input, (_, v) =>
    typeof v === "string" && v.length > 300 ? `${v.slice(0, 300)}…(${v.length})` : v,
  );
}
