/**
 * Community membership on PGlite and PostgreSQL: an application makes one client and one
 * COMMUNITY job with the trade register document stored; a bad file or bad data is refused with
 * translated field errors and nothing saved; approval creates the member's account once and queues one
 * mail in the applicant's language; the page exists only on the community site.
 */
import "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyForMembership, approveMembership } from "../../app/core/community/community.service.server";
import { fileStore } from "../../app/core/files/files.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
let seq = 0;

function application(email: string) {
  return {
    company_name: "Autohandel Nord GmbH",
    vat_id: "de123456789",
    street: "Hafenstraße 1",
    zip_code: "20457",
    city: "Hamburg",
    contact_first_name: "Jana",
    contact_last_name: "Kraus",
    email,
    phone: "+49 40 123456",
    terms: "on",
    privacy: "on",
  };
}

describe.each(testDrivers())("community membership on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let community: Project;
  let dealer: Project;
  let approver: SessionUser;
  let request: TestRequest;

  const ctx = (principal: SessionUser | null = null, locale: "de" | "pl" = "pl") =>
    serviceContextFor(db, community, { principal, locale });
  const email = () => `bewerber.${++seq}.${driver}@example.org`;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    community = (await resolveProject(db, "community.localhost"))!;
    dealer = (await resolveProject(db, "localhost"))!;
    const [row] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "holding@autohaus-brandt.example"));
    approver = toSessionUser(row!, community);
    request = await createTestApp(db);
  });
  afterAll(() => database?.drop());

  it("stores one client, one COMMUNITY job and the document", async () => {
    const mail = email();
    const r = await applyForMembership(ctx(), application(mail), new File([PDF], "hr.pdf"));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const clients = await db.select().from(schema.clients).where(eq(schema.clients.email, mail));
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({
      companyName: "Autohandel Nord GmbH",
      kind: "company",
      language: "pl",
    });
    const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.clientId, clients[0]!.id));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ systemType: "COMMUNITY", projectId: community.id });
    expect(jobs[0]!.payload).toMatchObject({ vat_id: "DE123456789", city: "Hamburg" });
    const docs = await db.select().from(schema.documents).where(eq(schema.documents.jobId, r.value.jobId));
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      docType: "trade_register",
      fileType: "application/pdf",
      fileBytes: PDF.length,
    });
    expect(await fileStore().head(docs[0]!.fileKey!)).toMatchObject({ size: PDF.length });
  });

  it("accepts a real PNG and refuses a file that only claims to be one, an empty or a too large file", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const ok = await applyForMembership(
      ctx(),
      application(email()),
      new File([png], "x.png", { type: "image/png" }),
    );
    expect(ok.ok).toBe(true);
    const jobsBefore = (await db.select().from(schema.jobs)).length;
    const cases: [File | null, string][] = [
      [
        new File([Buffer.from("<html>not a pdf</html>")], "hr.pdf", { type: "application/pdf" }),
        "document_type",
      ],
      [new File([Buffer.from("%PDF-1.4 cut off")], "hr.pdf", { type: "application/pdf" }), "document_type"],
      [new File([png.subarray(0, 20)], "x.png", { type: "image/png" }), "document_type"],
      [new File([], "empty.pdf"), "document_required"],
      [null, "document_required"],
      [new File([Buffer.alloc(10 * 1024 * 1024 + 1, 0x25)], "big.pdf"), "document_too_large"],
    ];
    for (const [file, key] of cases) {
      const r = await applyForMembership(ctx(), application(email()), file);
      expect(!r.ok && r.error.code).toBe("invalid");
      expect(!r.ok && r.error.code === "invalid" && r.error.fields?.document).toEqual([
        `community:join.errors.${key}`,
      ]);
    }
    // Bad data: every field error at once, with the document's.
    const bad = await applyForMembership(
      ctx(),
      { ...application("not-an-email"), vat_id: "123", terms: "", privacy: undefined },
      null,
    );
    expect(!bad.ok && bad.error.code === "invalid" && Object.keys(bad.error.fields ?? {}).sort()).toEqual(
      ["document", "email", "privacy", "terms", "vat_id"].sort(),
    );
    expect((await db.select().from(schema.jobs)).length).toBe(jobsBefore);
  });

  it("is not offered on the dealer site", async () => {
    const r = await applyForMembership(
      serviceContextFor(db, dealer, { locale: "de" }),
      application(email()),
      new File([PDF], "hr.pdf"),
    );
    expect(!r.ok && r.error.code).toBe("not_found");
  });

  it("approval creates the member once and mails them in their language; only managers and admins approve", async () => {
    const mail = email();
    const r = await applyForMembership(ctx(null, "pl"), application(mail), new File([PDF], "hr.pdf"));
    if (!r.ok) throw new Error(r.error.code);
    const [sales] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "sales@autohaus-brandt.example"));
    expect(
      (await approveMembership(ctx(toSessionUser(sales!, community)), r.value.jobId, "http://x")).ok,
    ).toBe(false);
    expect((await approveMembership(ctx(null), r.value.jobId, "http://x")).ok).toBe(false);
    // Twice at once, then once more: one account, one mail.
    const results = await Promise.all([
      approveMembership(ctx(approver, "de"), r.value.jobId, "http://community.localhost"),
      approveMembership(ctx(approver, "de"), r.value.jobId, "http://community.localhost"),
    ]);
    const again = await approveMembership(ctx(approver, "de"), r.value.jobId, "http://community.localhost");
    expect(results.every((x) => x.ok)).toBe(true);
    expect([...results, again].filter((x) => x.ok && !x.value.alreadyApproved)).toHaveLength(1);
    const users = await db
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.email, mail), eq(schema.users.projectId, community.id)));
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ roles: ["community_member"], passwordHash: null, language: "pl" });
    const mails = (await db.select().from(schema.outbox).where(eq(schema.outbox.kind, "mail"))).filter(
      (m) => m.payload.to === mail,
    );
    expect(mails).toHaveLength(1);
    expect(String(mails[0]!.payload.subject)).toContain("członkostwo");
    expect(String(mails[0]!.payload.text)).toMatch(
      /http:\/\/community\.localhost\/pl\/forgotpassword\/[A-Za-z0-9_-]+/,
    );
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, r.value.jobId));
    expect(job!.payload).toMatchObject({ membership: { userId: users[0]!.id } });
    // Not a COMMUNITY job: not found.
    expect((await approveMembership(ctx(approver), 999_999, "http://x")).ok).toBe(false);
  });

  it("lets lead workers download the extract, nobody else", async () => {
    const r = await applyForMembership(ctx(), application(email()), new File([PDF], "hr.pdf"));
    if (!r.ok) throw new Error(r.error.code);
    const [doc] = await db.select().from(schema.documents).where(eq(schema.documents.jobId, r.value.jobId));
    const host = "community.localhost";
    const url = `/api/community/documents/${doc!.id}`;
    const cookie = await loginCookie(request, "holding@autohaus-brandt.example", { host });
    const res = await request(url, { host, headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    const member = await loginCookie(request, "member@brandt-community.example", { host });
    expect((await request(url, { host, headers: { cookie: member } })).status).toBe(403);
    expect((await request(url, { host })).status).toBe(401);
    // On the dealer site the document does not exist.
    const dealerAdmin = await loginCookie(request, "admin@autohaus-brandt.example");
    expect((await request(url, { headers: { cookie: dealerAdmin } })).status).toBe(404);
  });

  it.runIf(hasBuild())(
    "the job page shows the panel and approves from its form (no JavaScript)",
    async () => {
      const mail = email();
      const r = await applyForMembership(ctx(null, "de"), application(mail), new File([PDF], "hr.pdf"));
      if (!r.ok) throw new Error(r.error.code);
      const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, r.value.jobId));
      const host = "community.localhost";
      const path = `/de/account/jobs/${job!.workflowId}/${job!.id}`;
      const cookie = await loginCookie(request, "holding@autohaus-brandt.example", { host });
      const page = await request(path, { host, headers: { cookie } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('data-testid="community-panel"');
      expect(html).toContain("Mitgliedschaft freigeben");
      const post = () =>
        request(path, {
          method: "POST",
          host,
          headers: { cookie, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded" },
          body: "intent=approve_membership",
        });
      const first = await post();
      expect(first.status).toBe(200);
      expect(await first.text()).toContain(
        "Mitgliedschaft freigegeben. Das Mitglied wurde per E-Mail benachrichtigt.",
      );
      expect(await (await post()).text()).toContain("Diese Mitgliedschaft wurde bereits freigegeben.");
      const users = await db.select().from(schema.users).where(eq(schema.users.email, mail));
      expect(users).toHaveLength(1);
      const after = await (await request(path, { host, headers: { cookie } })).text();
      expect(after).toContain('data-testid="community-approved"');
      expect(after).toContain(`Mitgliedschaft freigegeben; E-Mail an ${mail}`);
    },
  );

  it.runIf(hasBuild())(
    "serves the form on the community site only, and takes a multipart post (PRG)",
    async () => {
      expect((await request("/de/communityMemberJoin")).status).toBe(404);
      const page = await request("/de/communityMemberJoin", { host: "community.localhost" });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/enctype="multipart\/form-data"/i);
      expect(html).toContain("/de/communityMemberTerms");
      expect(html).toContain("/de/communityMemberPrivacy");
      const form = new FormData();
      for (const [k, v] of Object.entries(application(email()))) form.set(k, v);
      form.set("document", new File([Buffer.from("GIF89a....")], "x.gif", { type: "image/gif" }));
      const bad = await request("/de/communityMemberJoin", {
        method: "POST",
        host: "community.localhost",
        headers: { origin: "http://community.localhost" },
        body: form,
      });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("Bitte fügen Sie eine PDF-, JPEG- oder PNG-Datei bei.");
      form.set("document", new File([PDF], "hr.pdf", { type: "application/pdf" }));
      const good = await request("/de/communityMemberJoin", {
        method: "POST",
        host: "community.localhost",
        headers: { origin: "http://community.localhost" },
        body: form,
      });
      expect(good.status).toBe(303);
      expect(good.headers.get("location")).toBe("/de/communityMemberJoin?sent=1");
    },
  );
});
