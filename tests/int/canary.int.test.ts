/**
 * The canary: a client and a job that a salesperson may not see (the job is assigned to a manager, in a
 * workflow not shared with sales), with a unique name, e-mail address and note text. Then, as sales, as
 * a customer, and as the other tenant's admin, every account page of the route table and every API
 * operation of the OpenAPI document is requested with the canary's name in every search parameter and
 * its ids in every id parameter, and every form action is posted at with the canary's ids: the name,
 * address and note text never appear in an answer, and nothing of the canary changes. A new screen or
 * operation is covered by construction (it is in the route table or the OpenAPI document). A manager
 * (who may see every job) finds the canary through the same requests, so the test can tell.
 * See docs/decisions/0047-visibility-policy.md.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { ACCOUNT_ROUTES } from "../../app/shared/account-routes";
import { createTestDatabase, serviceContextFor, sweepDrivers, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const COMMUNITY = "community.localhost";

type Canary = {
  /** Sent in no request: appears in an answer only if the canary's data does. */
  firstName: string;
  lastName: string;
  email: string;
  note: string;
  clientId: string;
  jobId: number;
  workflowId: number;
};

/**
 * The canary's words as they could appear in an answer: its first name, address and note (lower case).
 * Not the last name: requests carry it as search text, and a page may echo what was searched for.
 */
function secretsOf(c: Canary): string[] {
  return [c.firstName, c.email, c.note].map((s) => s.toLowerCase());
}

/** Fills a path's parameters: numbers get the canary job's ids, everything else the client's id. */
function fillPath(path: string, c: Canary): string {
  return path
    .replace(/[:{]workflowId\}?/g, String(c.workflowId))
    .replace(/[:{](jobId|leadId)\}?/g, String(c.jobId))
    .replace(/[:{](number|orderNumber)\}?/g, String(c.jobId))
    .replace(/\{[A-Za-z]+\}|:[A-Za-z]+/g, (m) =>
      /id$/i.test(m.replace(/[{}:]/g, "")) ? c.clientId : c.clientId,
    );
}

/** A query naming the canary in every search parameter and its ids in every id parameter. */
function canaryQuery(c: Canary, extra: string[] = []): string {
  const q = new URLSearchParams();
  for (const key of ["q", "search", "autocomplete", "query", "term", ...extra]) q.set(key, c.lastName);
  for (const key of ["client", "clientId", "id", "owner"]) q.set(key, c.clientId);
  for (const key of ["job", "jobId", "lead"]) q.set(key, String(c.jobId));
  q.set("workflow", String(c.workflowId));
  return q.toString();
}

/** A response's text; of an event stream (which never ends) what arrives within half a second. */
async function bodyOf(res: Response): Promise<string> {
  if (!res.headers.get("content-type")?.includes("text/event-stream") || !res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const until = Date.now() + 500;
  while (Date.now() < until) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), until - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text;
}

/** The job actions `jobActionFromForm` reads (the job page's and the job list's forms). */
const JOB_FORM_INTENTS = ["comment", "status", "assign", "lost", "won", "star", "priority", "deadline"];

/** What form actions do to a job or a client (the intents the account pages' forms send). */
const WRITE_INTENTS = [
  "add_note",
  "send_mail",
  "log_call",
  "attach_reply",
  "comment",
  "status",
  "assign",
  "lost",
  "won",
  "delete",
  "restore",
  "star",
  "priority",
  "deadline",
  "edit",
  "save",
  "erase",
  "merge",
  "share",
  "cancel",
  "withdraw",
  "mark_errors",
  "approve_membership",
  "assign_mail",
  "spam_mail",
];

/**
 * The write intents a route module's forms send (the intents named in its file), so each page is posted
 * at with what its action understands; a page without an action gets none.
 */
function intentsOf(file: string): string[] {
  const route = readFileSync(path.join("app", file), "utf8");
  // A route module may keep its loader and action in `<route>.server.ts` and re-export them.
  const beside = path.join("app", file.replace(/\.tsx?$/, ".server.ts"));
  const source = existsSync(beside) ? `${route}\n${readFileSync(beside, "utf8")}` : route;
  const hasAction =
    /export (async function|const) action\b/.test(source) || /export \{[^}]*\baction\b[^}]*\}/.test(route);
  if (!hasAction) return [];
  // A page that hands its form to the job actions' parser takes every job action.
  const jobForms = source.includes("jobActionFromForm") ? JOB_FORM_INTENTS : [];
  return WRITE_INTENTS.filter((i) => source.includes(`"${i}"`) || jobForms.includes(i));
}

/** Everything a principal could change of the canary, to compare before and after the requests. */
async function canaryState(db: Db, c: Canary) {
  const [client] = await db.select().from(schema.clients).where(eq(schema.clients.id, c.clientId));
  const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, c.jobId));
  const [events] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.jobEvents)
    .where(eq(schema.jobEvents.jobId, c.jobId));
  const [comms] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.communications)
    .where(eq(schema.communications.clientId, c.clientId));
  const [mails] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.outbox)
    .where(and(eq(schema.outbox.kind, "mail"), sql`${schema.outbox.payload}->>'to' = ${c.email}`));
  const [shares] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.resourceShares)
    .where(
      sql`${schema.resourceShares.resourceId} in (${c.clientId}, ${String(c.jobId)}, ${String(c.workflowId)})`,
    );
  return {
    client: { ...client, updatedAt: String(client?.updatedAt) },
    job: { ...job, mdate: String(job?.mdate) },
    events: events?.n,
    comms: comms?.n,
    mails: mails?.n,
    shares: shares?.n,
  };
}

// The sweep posts what each page's forms send, also where the action lives in `<route>.server.ts`.
it("knows the write intents of pages whose loader and action live beside the route module", () => {
  expect(intentsOf("routes/account/client.tsx")).toEqual(expect.arrayContaining(["edit", "erase", "merge"]));
  expect(intentsOf("routes/account/job.tsx")).toEqual(
    expect.arrayContaining(["comment", "status", "lost", "approve_membership"]),
  );
  expect(intentsOf("routes/account/communication.tsx")).toEqual(
    expect.arrayContaining(["add_note", "send_mail", "assign_mail", "spam_mail"]),
  );
});

describe.each(sweepDrivers())("the canary on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let request: TestRequest;
  let A: Project;
  let canary: Canary;
  let operations: { method: string; path: string; params: { name: string; in: string }[] }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    request = await createTestApp(db);
    A = (await resolveProject(db, "localhost"))!;
    const tag = randomBytes(4).toString("hex");
    const firstName = `Quirinqx${tag}`;
    const lastName = `Zyxcanary${tag}`;
    const email = `zyxcanary-${tag}@canary.example`;
    const note = `canarynote${tag}`;
    const lead = await createLead(
      serviceContextFor(db, A, { locale: "de" }),
      "CONTACT",
      {
        language: "de",
        privacyAccepted: true,
        name: `${firstName} ${lastName}`,
        email,
        phone: "+49 30 1234567",
      } as Parameters<typeof createLead>[2],
      { message: `Bitte um Rückruf ${note}` },
      { vehicleBrandName: "Škoda", vehicleModelName: "Octavia" },
    );
    if (!lead.ok) throw new Error(JSON.stringify(lead.error));
    const [manager] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "manager@autohaus-brandt.example"));
    const [job] = await db
      .update(schema.jobs)
      .set({ assigneeId: manager!.id })
      .where(eq(schema.jobs.id, lead.value.jobId))
      .returning();
    await db.insert(schema.communications).values({
      projectId: A.id,
      clientId: lead.value.clientId,
      kind: "note",
      direction: null,
      subject: "",
      body: `Notiz ${note}`,
      authorId: manager!.id,
      occurredAt: new Date(),
    });
    canary = {
      firstName,
      lastName,
      email,
      note,
      clientId: lead.value.clientId,
      jobId: job!.id,
      workflowId: job!.workflowId,
    };
    // The other tenant's administrator (the community site has no employees in the demo).
    const [community] = await db
      .select()
      .from(schema.projects)
      .where(sql`${schema.projects.domains} @> array[${COMMUNITY}]::text[]`);
    const [dealerAdmin] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "admin@autohaus-brandt.example"));
    await db.insert(schema.users).values({
      projectId: community!.id,
      companyId: community!.companyId,
      email: "canary-admin@brandt-community.example",
      passwordHash: dealerAdmin!.passwordHash,
      roles: ["admin"],
      firstName: "Other",
      lastName: "Tenant",
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
    });
    const doc = (await (await request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path: path.startsWith("/api/") ? path : `/api${path}`,
        params: op.parameters ?? [],
      })),
    );
  });
  afterAll(() => database?.drop());

  /** Every answer to every request of the sweep, as [request, status, body]. */
  /** `home`: the cookie's own site, where the session must still be alive at the end. */
  async function sweep(cookie: string, host = "localhost", home = true) {
    const answers: { what: string; status: number; body: string }[] = [];
    const send = async (what: string, path: string, init: RequestInit = {}) => {
      const res = await request(path, {
        ...init,
        host,
        headers: { cookie, "x-forwarded-for": "10.77.0.1", ...(init.headers as Record<string, string>) },
      });
      answers.push({ what, status: res.status, body: (await bodyOf(res)).toLowerCase() });
    };
    // Signing out or in would turn the rest of the sweep into a visitor's: those two are left out, and
    // the session is checked to be alive at the end.
    for (const op of operations.filter((o) => !/^\/api\/auth\/(logout|login)\.json$/.test(o.path))) {
      const path = fillPath(op.path, canary);
      const query = canaryQuery(
        canary,
        op.params.filter((p) => p.in === "query").map((p) => p.name),
      );
      if (op.method === "GET") {
        await send(`GET ${op.path}`, `${path}?${query}`);
        continue;
      }
      const body = {
        clientId: canary.clientId,
        jobId: canary.jobId,
        ids: [canary.jobId],
        id: canary.clientId,
        text: "canary write",
        body: "canary write",
        note: "canary write",
        subject: "canary write",
        template: "follow_up",
        shareWithType: "user",
        shareWithId: canary.clientId,
        assigneeId: null,
        type: "comment",
        action: { type: "comment", text: "canary write" },
      };
      await send(`${op.method} ${op.path}`, `${path}?${query}`, {
        method: op.method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    }
    if (hasBuild()) {
      for (const route of ACCOUNT_ROUTES) {
        const page = `/en/account/${fillPath(route.path, canary)}`.replace(/\/$/, "");
        await send(`page ${route.path}`, `${page}?${canaryQuery(canary)}`);
        for (const intent of intentsOf(route.file)) {
          const form = new URLSearchParams({
            intent,
            body: "canary write",
            text: "canary write",
            note: "canary write",
            subject: "canary write",
            template: "follow_up",
            direction: "in",
            minutes: "3",
            calledAt: "2026-01-01T10:00",
            receivedAt: "2026-01-01T10:00",
            clientId: canary.clientId,
            jobId: String(canary.jobId),
            id: canary.clientId,
            reason: "canary write",
          });
          await send(`post ${route.path} ${intent}`, `${page}?client=${canary.clientId}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` },
            body: form.toString(),
          });
        }
      }
      // The first run's setup page (decision 0052) is gone once a site exists, whatever is sent to it.
      await send("page /setup", `/setup?token=${canary.clientId}&${canaryQuery(canary)}`);
      await send("post /setup", "/setup", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` },
        body: new URLSearchParams({
          token: canary.clientId,
          "holding.name": "canary write",
          "project.name": "canary write",
          "admin.email": "canary-write@example.org",
        }).toString(),
      });
    }
    if (home) {
      const session = await request("/api/auth/session.json", { host, headers: { cookie } });
      expect(
        ((await session.json()) as { user: unknown }).user,
        "still signed in after the sweep",
      ).toBeTruthy();
    }
    return answers;
  }

  function leaks(answers: { what: string; status: number; body: string }[]) {
    const secrets = secretsOf(canary);
    return answers
      .filter((a) => secrets.some((s) => a.body.includes(s)))
      .map((a) => `${a.what} (${a.status})`);
  }

  it("a manager, who may see every job, finds the canary through the same requests", async () => {
    const cookie = await loginCookie(request, "manager@autohaus-brandt.example");
    const res = await request(`/api/jobs.json?q=${canary.lastName}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect((await res.text()).toLowerCase()).toContain(canary.firstName.toLowerCase());
    if (hasBuild()) {
      const page = await request(`/en/account/communication?q=${canary.lastName}`, { headers: { cookie } });
      expect((await page.text()).toLowerCase()).toContain(canary.email);
      const timeline = await request(`/en/account/communication?client=${canary.clientId}`, {
        headers: { cookie },
      });
      expect((await timeline.text()).toLowerCase()).toContain(canary.note);
    }
  });

  // Each sweep sends some 250 requests, pages rendered in full.
  const SWEEP_MS = 300_000;

  /** Sweeps as whoever `sign` signs in, and checks that nothing leaked, failed or changed. */
  async function expectUntouched(sign: () => Promise<{ what: string; status: number; body: string }[]>) {
    const before = await canaryState(db, canary);
    const answers = await sign();
    expect(leaks(answers)).toEqual([]);
    expect(answers.filter((a) => a.status >= 500).map((a) => `${a.what} ${a.status}`)).toEqual([]);
    expect(await canaryState(db, canary)).toEqual(before);
  }

  it(
    "sales never sees the canary and changes nothing of it, on any page or operation",
    async () => {
      expect(operations.length).toBeGreaterThan(50);
      await expectUntouched(async () => sweep(await loginCookie(request, "sales@autohaus-brandt.example")));
    },
    SWEEP_MS,
  );

  it(
    "a customer never sees the canary and changes nothing of it",
    () => expectUntouched(async () => sweep(await loginCookie(request, "customer@autohaus-brandt.example"))),
    SWEEP_MS,
  );

  it(
    "the other tenant's admin never sees the canary, on its own site or on the dealer's",
    () =>
      expectUntouched(async () => {
        const cookie = await loginCookie(request, "canary-admin@brandt-community.example", {
          host: COMMUNITY,
        });
        return [...(await sweep(cookie, COMMUNITY)), ...(await sweep(cookie, "localhost", false))];
      }),
    SWEEP_MS,
  );
});
