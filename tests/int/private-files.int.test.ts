/**
 * Private files stay private (docs/decisions/0043-private-files.md), on PGlite and PostgreSQL: the
 * upload folder is served straight only for its public prefixes (CMS images of the site asking, shop
 * item pictures); trade-in photos, avatars, order documents and trade register extracts only through
 * their handlers, which ask who the caller is, on which site, and whether the file's job or client is
 * theirs to see, and answer with `Cache-Control: private`. Erasing a client removes the client's files,
 * which the GDPR export listed before.
 */
// First: the API's zod extension must be in place before any schema is made (identity imports some).
import "@hono/zod-openapi";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eraseClient, exportClient } from "../../app/core/clients/clients.service.server";
import { storeCmsImage } from "../../app/core/cms/cms-images.server";
import { uploadOrderInvoice } from "../../app/core/commerce/documents.service.server";
import { applyForMembership } from "../../app/core/community/community.service.server";
import { withTransaction } from "../../app/core/context/service-context.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import { toSessionUser } from "../../app/core/identity/identity.service.server";
import { storeAvatar } from "../../app/core/identity/profile.service.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { tradeInWizardHooks } from "../../app/core/trade-in/trade-in-wizard.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { createTestDatabase, serviceContextFor, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const COMMUNITY = "community.localhost";
const picture = (width = 900, height = 600, background = "#3a6ea5") =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
const fileOf = (data: Buffer, name: string, type: string) => new File([new Uint8Array(data)], name, { type });

describe.each(testDrivers())("private files on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let dealer: Project;
  let community: Project;
  let request: TestRequest;
  let uploadDir: string;
  const users: Record<string, SessionUser> = {};
  const cookies: Record<string, string> = {};

  /** The trade-in of a customer: a photo, a job assigned to the manager (sales may not open it). */
  let photoId = "";
  let tradeInJob = { id: 0, workflowId: 0, clientId: "" };
  /** An ingoing invoice uploaded to the customer's order, the order's job being the trade-in job. */
  let orderDocId = 0;
  let orderDocKey = "";
  /** A community application's extract, its job assigned to the manager. */
  let extractId = 0;
  let extractKey = "";
  /** Avatars of an employee (sales) and of a customer. */
  let salesAvatar = "";
  let customerAvatar = "";

  const userOf = async (email: string, project: Project) => {
    const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    return toSessionUser(row!, project);
  };
  const get = (url: string, cookie?: string, host?: string) =>
    request(url, { host, headers: cookie ? { cookie } : {} });

  /** A refusal that tells nothing of the file: a 401/403/404 whose body holds none of its bytes. */
  async function expectRefused(res: Response, secret: Buffer, what: string) {
    expect([401, 403, 404], what).toContain(res.status);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.includes(secret.subarray(0, 64)), what).toBe(false);
    expect(res.headers.get("cache-control") ?? "", what).not.toMatch(/public|immutable/);
  }

  async function expectServed(res: Response, what: string) {
    expect(res.status, what).toBe(200);
    expect(res.headers.get("cache-control") ?? "", what).toMatch(/^private/);
    expect(res.headers.get("cache-control") ?? "", what).not.toMatch(/public|immutable/);
    return Buffer.from(await res.arrayBuffer());
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    dealer = (await resolveProject(db, "localhost"))!;
    community = (await resolveProject(db, COMMUNITY))!;
    uploadDir = await mkdtemp(path.join(tmpdir(), "autohaus-private-files-"));
    request = await createTestApp(db, { uploadDir, authThrottle: false });
    for (const [who, email] of [
      ["manager", "manager@autohaus-brandt.example"],
      ["sales", "sales@autohaus-brandt.example"],
      ["clerk", "database@autohaus-brandt.example"],
      ["customer", "customer@autohaus-brandt.example"],
      ["business", "business@autohaus-brandt.example"],
    ] as const) {
      users[who] = await userOf(email, dealer);
      cookies[who] = await loginCookie(request, email, { ip: `10.43.0.${Object.keys(cookies).length + 1}` });
    }
    // The community site's own staff: a holding admin (sees every job) and a salesperson of the site.
    const [salesRow] = await db.select().from(schema.users).where(eq(schema.users.id, users.sales!.id));
    await db.insert(schema.users).values({
      projectId: community.id,
      companyId: community.companyId,
      email: "sales@community.example",
      roles: ["sales"],
      passwordHash: salesRow!.passwordHash,
    });
    cookies.communitySales = await loginCookie(request, "sales@community.example", { host: COMMUNITY });
    cookies.communityManager = await loginCookie(request, "holding@autohaus-brandt.example", {
      host: COMMUNITY,
    });
    cookies.member = await loginCookie(request, "member@brandt-community.example", { host: COMMUNITY });
    const ctx = (principal: SessionUser | null = null, p = dealer) =>
      serviceContextFor(db, p, { principal, locale: "en" });

    // The customer's trade-in: a wizard session with a photo, finished into a TRADE_IN job.
    const [content] = await db
      .insert(schema.functionalContents)
      .values({ projectId: dealer.id, key: `private-files-${randomUUID()}` })
      .returning();
    const [wizard] = await db
      .insert(schema.wizards)
      .values({
        projectId: dealer.id,
        systemType: "TRADE_IN",
        functionalContentId: content!.id,
        definition: { version: 1, steps: [{ id: "photos", fields: [{ name: "photos", type: "photos" }] }] },
      })
      .returning();
    const [session] = await db
      .insert(schema.wizardSessions)
      .values({
        projectId: dealer.id,
        wizardId: wizard!.id,
        visitorId: randomUUID(),
        resumeTokenHash: randomBytes(16).toString("hex"),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const stored = await tradeInWizardHooks.storePhoto!(ctx(), {
      sessionId: session!.id,
      file: fileOf(await picture(), "car.jpg", "image/jpeg"),
    });
    if (!stored.ok) throw new Error(JSON.stringify(stored.error));
    photoId = stored.value.id;
    const answers = {
      brand: "Volkswagen",
      model: "Golf",
      firstRegistration: "2019-05",
      mileageKm: "60000",
      fuel: "petrol",
      gearbox: "manual",
      accidentFree: "yes",
      serviceHistory: "full",
      owners: "1",
      firstName: "Carla",
      lastName: "Kundin",
      email: "customer@autohaus-brandt.example",
      privacy: "on",
    };
    const jobId = await withTransaction(ctx(), async (tx) => {
      const lead = await createLead(
        tx,
        "TRADE_IN",
        {
          firstName: "Carla",
          lastName: "Kundin",
          email: "customer@autohaus-brandt.example",
          language: "en",
          privacyAccepted: true,
        },
        answers,
      );
      if (!lead.ok) throw new Error(lead.error.code);
      const done = await tradeInWizardHooks.afterLead!(tx, {
        sessionId: session!.id,
        answers,
        lead: lead.value,
      });
      if (!done.ok) throw new Error(done.error.code);
      await tx.db
        .update(schema.wizardSessions)
        .set({ status: "done", jobId: lead.value.jobId })
        .where(eq(schema.wizardSessions.id, session!.id));
      return lead.value.jobId;
    });
    const [job] = await db
      .update(schema.jobs)
      .set({ assigneeId: users.manager!.id })
      .where(eq(schema.jobs.id, jobId))
      .returning();
    tradeInJob = { id: job!.id, workflowId: job!.workflowId, clientId: job!.clientId };
    // The customer's account is linked to the client (a guest's address alone would need verifying).
    await db
      .update(schema.clients)
      .set({ userId: users.customer!.id })
      .where(eq(schema.clients.id, job!.clientId));

    // An order of the same client with an uploaded invoice.
    const [order] = await db
      .insert(schema.orders)
      .values({
        projectId: dealer.id,
        number: `PF-${randomUUID().slice(0, 8)}`,
        idempotencyKey: randomUUID(),
        clientId: tradeInJob.clientId,
        jobId: tradeInJob.id,
        fulfilment: "pickup",
        paymentMethod: "bank_transfer",
        currency: "EUR",
        netMinor: 840,
        vatMinor: 160,
        totalMinor: 1000,
        language: "en",
        termsAcceptedAt: new Date(),
      })
      .returning();
    const invoice = await uploadOrderInvoice(
      ctx(users.clerk),
      order!.number,
      { number: "SUP-1", amount: "10.00" },
      fileOf(PDF, "invoice.pdf", "application/pdf"),
    );
    if (!invoice.ok) throw new Error(JSON.stringify(invoice.error));
    orderDocId = invoice.value.id;
    const [orderDoc] = await db.select().from(schema.documents).where(eq(schema.documents.id, orderDocId));
    orderDocKey = orderDoc!.fileKey!;

    // A community application with its trade register extract.
    const applied = await applyForMembership(
      ctx(null, community),
      {
        company_name: "Autohandel Nord GmbH",
        vat_id: "de123456789",
        street: "Hafenstraße 1",
        zip_code: "20457",
        city: "Hamburg",
        contact_first_name: "Jana",
        contact_last_name: "Kraus",
        email: `bewerberin.${driver}@example.org`,
        phone: "+49 40 123456",
        terms: "on",
        privacy: "on",
      },
      fileOf(PDF, "hr.pdf", "application/pdf"),
    );
    if (!applied.ok) throw new Error(JSON.stringify(applied.error));
    await db
      .update(schema.jobs)
      .set({ assigneeId: users.manager!.id })
      .where(eq(schema.jobs.id, applied.value.jobId));
    const [extract] = await db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.jobId, applied.value.jobId));
    extractId = extract!.id;
    extractKey = extract!.fileKey!;

    // Avatars: stored as the profile form stores them.
    for (const [who, colour] of [
      ["sales", "#c33"],
      ["customer", "#3c3"],
    ] as const) {
      const avatar = await storeAvatar(
        localFileStore(uploadDir),
        fileOf(await picture(300, 300, colour), "me.jpg", "image/jpeg"),
      );
      if (!avatar.ok) throw new Error("avatar");
      await db
        .update(schema.users)
        .set({ avatarPath: avatar.value })
        .where(eq(schema.users.id, users[who]!.id));
      if (who === "sales") salesAvatar = avatar.value;
      else customerAvatar = avatar.value;
    }
  });
  afterAll(async () => {
    await database?.drop();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  /** Every private file's bytes as stored, and its old address under /uploads. */
  async function privateFiles() {
    const avatarFile = (url: string) => path.join(uploadDir, "avatars", path.basename(url));
    const list = [
      {
        what: "trade-in photo",
        stored: path.join(uploadDir, "trade-in", photoId, "large.webp"),
        old: `/uploads/trade-in/${photoId}/large.webp`,
      },
      { what: "order document", stored: path.join(uploadDir, orderDocKey), old: `/uploads/${orderDocKey}` },
      {
        what: "trade register extract",
        stored: path.join(uploadDir, extractKey),
        old: `/uploads/${extractKey}`,
      },
      {
        what: "avatar",
        stored: avatarFile(salesAvatar),
        old: `/uploads/avatars/${path.basename(salesAvatar)}`,
      },
    ];
    return Promise.all(list.map(async (f) => ({ ...f, bytes: await readFile(f.stored) })));
  }

  it("serves no private file from /uploads, on any host, with or without a session, nor by a path trick", async () => {
    for (const f of await privateFiles()) {
      const target = f.old.replace(/^\/uploads\//, "");
      const urls = [
        f.old,
        `/uploads/cms/../${target}`,
        `/uploads/cms/${dealer.id}/../../${target}`,
        `/uploads/items/..%2F${target}`,
        `/uploads/cms%2F..%2F${target}`,
        `/uploads/%2e%2e/uploads/${target}`,
        `/uploads/./${target}`,
        `/uploads//${target}`,
        `/uploads/${target.toUpperCase()}`,
      ];
      for (const url of urls) {
        for (const [cookie, host] of [
          [undefined, undefined],
          [cookies.manager, undefined],
          [cookies.clerk, undefined],
          [undefined, COMMUNITY],
          [cookies.communityManager, COMMUNITY],
        ] as const) {
          const res = await get(url, cookie, host);
          await expectRefused(
            res,
            f.bytes,
            `${f.what} at ${url} (${host ?? "localhost"}, ${cookie ? "cookie" : "none"})`,
          );
          expect(res.status, url).toBe(404);
        }
      }
    }
    // Folders that were never meant for the public: car originals and rendered variants.
    await mkdir(path.join(uploadDir, "cars", "ab"), { recursive: true });
    await writeFile(path.join(uploadDir, "cars", "ab", "abcdef.jpg"), await picture());
    await mkdir(path.join(uploadDir, "media-cache", "car"), { recursive: true });
    await writeFile(path.join(uploadDir, "media-cache", "car", "x.webp"), await picture());
    expect((await get("/uploads/cars/ab/abcdef.jpg")).status).toBe(404);
    expect((await get("/uploads/media-cache/car/x.webp")).status).toBe(404);
  });

  it("still serves public files (CMS images of the site asking, item pictures) with the long public cache", async () => {
    const cmsUser = await userOf("cms@autohaus-brandt.example", dealer);
    const image = await storeCmsImage(
      serviceContextFor(db, dealer, { principal: cmsUser }),
      localFileStore(uploadDir),
      fileOf(await picture(1200, 800), "hero.jpg", "image/jpeg"),
    );
    if (!image.ok) throw new Error("cms image");
    const cms = await get(image.value.src);
    expect(cms.status).toBe(200);
    expect(cms.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(cms.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    // The dealer's CMS folder is not the community site's.
    expect((await get(image.value.src, undefined, COMMUNITY)).status).toBe(404);
    expect((await get(`/uploads/cms/${dealer.id}`)).status).toBe(404);

    const itemId = randomUUID();
    await mkdir(path.join(uploadDir, "items", itemId), { recursive: true });
    await writeFile(
      path.join(uploadDir, "items", itemId, "card.webp"),
      await sharp(await picture())
        .webp()
        .toBuffer(),
    );
    const item = await get(`/uploads/items/${itemId}/card.webp`);
    expect(item.status).toBe(200);
    expect(item.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves a trade-in photo to those who may open its job and to the customer it belongs to, privately", async () => {
    const [f] = await privateFiles();
    const url = `/api/trade-in/photos/${photoId}/large.webp`;
    for (const [who, cookie, host] of [
      ["anonymous", undefined, undefined],
      ["sales: the job is the manager's", cookies.sales, undefined],
      ["database clerk: does not work leads", cookies.clerk, undefined],
      ["another customer", cookies.business, undefined],
      ["the community site, anonymous", undefined, COMMUNITY],
      ["the community site's manager", cookies.communityManager, COMMUNITY],
      ["a dealer cookie on the community site", cookies.manager, COMMUNITY],
    ] as const) {
      await expectRefused(await get(url, cookie, host), f!.bytes, who);
    }
    expect((await expectServed(await get(url, cookies.manager), "manager")).equals(f!.bytes)).toBe(true);
    await expectServed(await get(url, cookies.customer), "the customer whose trade-in it is");
    // Unassigned, the job is sales' to open too.
    await db.update(schema.jobs).set({ assigneeId: null }).where(eq(schema.jobs.id, tradeInJob.id));
    await expectServed(await get(url, cookies.sales), "sales, unassigned job");
    await db
      .update(schema.jobs)
      .set({ assigneeId: users.manager!.id })
      .where(eq(schema.jobs.id, tradeInJob.id));
    // Hostile ids and file names.
    for (const bad of [
      `/api/trade-in/photos/${photoId}/original.jpg`,
      `/api/trade-in/photos/${photoId}/..%2F..%2Fcommunity`,
      "/api/trade-in/photos/not-a-uuid/large.webp",
      `/api/trade-in/photos/${"a".repeat(5000)}/large.webp`,
      `/api/trade-in/photos/${randomUUID()}/large.webp`,
    ]) {
      expect((await get(bad, cookies.manager)).status, bad).toBe(404);
    }
  });

  it("serves an avatar to its owner and to colleagues of the site only, privately", async () => {
    const files = await privateFiles();
    const bytes = files.find((f) => f.what === "avatar")!.bytes;
    expect(salesAvatar).toMatch(/^\/api\/avatars\/[0-9a-f]{24}\.webp$/);
    for (const [who, cookie, host] of [
      ["anonymous", undefined, undefined],
      ["a customer", cookies.customer, undefined],
      ["a dealer cookie on the community site", cookies.manager, COMMUNITY],
      ["a community member", cookies.member, COMMUNITY],
    ] as const) {
      await expectRefused(await get(salesAvatar, cookie, host), bytes, who);
    }
    expect((await expectServed(await get(salesAvatar, cookies.sales), "own")).equals(bytes)).toBe(true);
    await expectServed(await get(salesAvatar, cookies.manager), "a colleague");
    // A customer's avatar is theirs alone.
    await expectServed(await get(customerAvatar, cookies.customer), "own customer avatar");
    for (const cookie of [cookies.manager, cookies.business]) {
      expect((await get(customerAvatar, cookie)).status).toBe(404);
    }
    for (const bad of [
      "/api/avatars/none.webp",
      `/api/avatars/${"0".repeat(24)}.webp`,
      "/api/avatars/..%2F..%2Fetc%2Fpasswd",
      `/api/avatars/${"a".repeat(5000)}.webp`,
    ]) {
      expect((await get(bad, cookies.sales)).status, bad).toBe(404);
    }
  });

  it("serves order documents and trade register extracts only through their handlers, privately", async () => {
    const files = await privateFiles();
    const doc = files.find((f) => f.what === "order document")!.bytes;
    const docUrl = `/api/orders/documents/${orderDocId}/file`;
    for (const [who, cookie, host] of [
      ["anonymous", undefined, undefined],
      ["sales", cookies.sales, undefined],
      ["the customer", cookies.customer, undefined],
      ["the community site's manager", cookies.communityManager, COMMUNITY],
    ] as const) {
      await expectRefused(await get(docUrl, cookie, host), doc, `order document: ${who}`);
    }
    expect((await expectServed(await get(docUrl, cookies.clerk), "clerk")).equals(doc)).toBe(true);

    const extract = files.find((f) => f.what === "trade register extract")!.bytes;
    const extractUrl = `/api/community/documents/${extractId}`;
    for (const [who, cookie, host] of [
      ["anonymous", undefined, COMMUNITY],
      ["sales: the job is the manager's", cookies.communitySales, COMMUNITY],
      ["a member", cookies.member, COMMUNITY],
      ["the dealer site's manager", cookies.manager, undefined],
    ] as const) {
      await expectRefused(await get(extractUrl, cookie, host), extract, `extract: ${who}`);
    }
    expect(
      (await expectServed(await get(extractUrl, cookies.communityManager, COMMUNITY), "manager")).equals(
        extract,
      ),
    ).toBe(true);
  });

  it.runIf(hasBuild())("the job page still shows the trade-in photo and the user's avatar", async () => {
    await db
      .update(schema.users)
      .set({ avatarPath: salesAvatar })
      .where(eq(schema.users.id, users.manager!.id));
    try {
      const page = await get(`/en/account/jobs/${tradeInJob.workflowId}/${tradeInJob.id}`, cookies.manager);
      expect(page.status).toBe(200);
      const html = await page.text();
      const thumb = `/api/trade-in/photos/${photoId}/thumb.webp`;
      expect(html).toContain(thumb);
      expect(html).toContain(salesAvatar);
      expect(html).not.toMatch(/\/uploads\/(avatars|trade-in)\//);
      await expectServed(await get(thumb, cookies.manager), "thumbnail");
      await expectServed(await get(salesAvatar, cookies.manager), "avatar in the menu");
    } finally {
      await db.update(schema.users).set({ avatarPath: null }).where(eq(schema.users.id, users.manager!.id));
    }
  });

  it("lists the client's files in the export, and the erasure removes them from the store and the site", async () => {
    const clerkCtx = serviceContextFor(db, dealer, { principal: users.clerk, locale: "en" });
    const exported = await exportClient(clerkCtx, tradeInJob.clientId);
    if (!exported.ok) throw new Error("export");
    const listed = (
      exported.value as { files: { kind: string; path: string; bytes: number; createdAt: string }[] }
    ).files;
    expect(listed.map((f) => [f.kind, f.path]).sort()).toEqual(
      [
        ["trade_in_photo", `trade-in/${photoId}`],
        ["invoice", orderDocKey],
      ].sort(),
    );
    for (const f of listed) {
      expect(f.bytes).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(f.createdAt))).toBe(false);
    }
    expect(JSON.stringify(listed)).not.toContain(PDF.toString("base64").slice(0, 20));

    const erased = await eraseClient(clerkCtx, tradeInJob.clientId, { confirmation: "erase" });
    expect(erased.ok).toBe(true);
    // The photo is gone from the store and from the site; nothing of it is left in its folder.
    expect(existsSync(path.join(uploadDir, "trade-in", photoId))).toBe(false);
    expect((await readdir(path.join(uploadDir, "trade-in"))).includes(photoId)).toBe(false);
    expect((await get(`/api/trade-in/photos/${photoId}/large.webp`, cookies.manager)).status).toBe(404);
    expect((await get(`/api/trade-in/photos/${photoId}/thumb.webp`, cookies.customer)).status).toBe(404);
    // The invoice is a tax record and stays with the order (decision 0028), for the database staff only.
    expect((await get(`/api/orders/documents/${orderDocId}/file`, cookies.clerk)).status).toBe(200);
    const after = await exportClient(clerkCtx, tradeInJob.clientId);
    const left = after.ok ? (after.value as { files: { kind: string }[] }).files : [];
    expect(left.map((f) => f.kind)).toEqual(["invoice"]);
  });

  it("erases a community applicant's trade register extract with the client", async () => {
    const [extract] = await db.select().from(schema.documents).where(eq(schema.documents.id, extractId));
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, extract!.jobId!));
    const holding = await userOf("holding@autohaus-brandt.example", community);
    const ctx = serviceContextFor(db, community, { principal: holding, locale: "en" });
    const exported = await exportClient(ctx, job!.clientId);
    if (!exported.ok) throw new Error("export");
    expect((exported.value as { files: { kind: string; path: string }[] }).files).toMatchObject([
      { kind: "trade_register", path: extractKey },
    ]);
    expect(existsSync(path.join(uploadDir, extractKey))).toBe(true);
    const erased = await eraseClient(ctx, job!.clientId, { confirmation: "erase" });
    expect(erased.ok).toBe(true);
    expect(existsSync(path.join(uploadDir, extractKey))).toBe(false);
    const res = await get(`/api/community/documents/${extractId}`, cookies.communityManager, COMMUNITY);
    expect(res.status).toBe(404);
  });
});
