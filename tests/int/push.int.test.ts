/**
 * Browser push (decision 0034) on PGlite and PostgreSQL. The test process plays the
 * browser and the push service: it makes a subscription with its own ECDH P-256 key pair and auth
 * secret (node:crypto), registers it through the API, queues a push, lets the outbox handler send it
 * with web-push to an HTTPS server of this process, and decrypts the aes128gcm body there per RFC 8291
 * and RFC 8188 with node:crypto alone. Also: the VAPID JWT, 404/410 disabling a subscription, retries
 * on other failures, sign-out ending the subscription, VAPID keys that never change, hostile input.
 */
import { execFileSync } from "node:child_process";
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify as verifySignature,
} from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dispatchOutbox, type OutboxHandlers } from "../../app/core/background/outbox.server";
import { outboxHandlers } from "../../app/core/background/outbox-handlers.server";
import { createServiceContext, withTransaction } from "../../app/core/context/service-context.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { notify } from "../../app/core/notifications/notifications.service.server";
import { registerPushSubscription } from "../../app/core/push/push.service.server";
import { allowedPushEndpoint } from "../../app/core/push/push-schema";
import { queuePush } from "../../app/core/push/queue.server";
import { vapidKeys } from "../../app/core/push/vapid.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { outbox, pushSubscriptions, pushVapidKeys, users } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, loginCookie, type TestRequest } from "../setup/test-server";

const logger = pino({ level: "silent" });

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    }),
  };
}

/**
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188 (aes128gcm): the header carries the salt,
 * the record size and the application server's ephemeral public key; the browser derives the content
 * key and nonce from the ECDH secret and its auth secret, and strips the padding delimiter.
 */
function decryptWebPush(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  expect(idLength).toBe(65);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < ciphertext.length; offset += recordSize, seq++) {
    const record = ciphertext.subarray(offset, Math.min(offset + recordSize, ciphertext.length));
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number is XORed into the nonce's last bytes (RFC 8188 2.3).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    // 0x02 ends the last record, 0x01 any other.
    expect(padded[end]).toBe(offset + recordSize >= ciphertext.length ? 2 : 1);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString("utf8");
}

/** Verifies the VAPID JWT (ES256) of `Authorization: vapid t=..., k=...` with the key it names. */
function verifyVapid(header: string, expectedKey: string, audience: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, jwt, k] = match as unknown as [string, string, string];
  expect(k).toBe(expectedKey);
  const [head, claims, signature] = jwt.split(".") as [string, string, string];
  const raw = Buffer.from(k, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verifySignature(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(valid).toBe(true);
  const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as Record<string, unknown>;
  expect(body.aud).toBe(audience);
  expect(body.sub).toBe("mailto:push-test@autohaus.example");
  expect(Number(body.exp)).toBeGreaterThan(Date.now() / 1000);
}

type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A push service on 127.0.0.1 over TLS (web-push speaks only https): records pushes, answers by path. */
async function startPushService(certDir: string) {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      path.join(certDir, "key.pem"),
      "-out",
      path.join(certDir, "cert.pem"),
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(path.join(certDir, "cert.pem"));
  const received: Received[] = [];
  const server: Server = createServer(
    { key: readFileSync(path.join(certDir, "key.pem")), cert },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const url = req.url ?? "/";
        received.push({ path: url, headers: req.headers, body: Buffer.concat(chunks) });
        const status = url.startsWith("/gone")
          ? 410
          : url.startsWith("/missing")
            ? 404
            : url.startsWith("/broken")
              ? 500
              : 201;
        res.writeHead(status).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    agent: new Agent({ ca: cert }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDrivers())("browser push on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let project: Project;
  let salesCookie = "";
  let salesId = "";
  let certDir = "";
  let push: Awaited<ReturnType<typeof startPushService>>;
  let handlers: OutboxHandlers;
  const previousHosts = process.env.PUSH_SERVICE_HOSTS;

  const db = () => database.handle.db;
  const post = (pathname: string, body: unknown, cookie = salesCookie, raw = false) =>
    request(pathname, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost",
        ...(cookie ? { cookie } : {}),
      },
      body: raw ? (body as string) : JSON.stringify(body),
    });
  const register = (body: unknown, cookie = salesCookie) =>
    post("/api/push/subscriptions.json", body, cookie);
  const unregister = (body: unknown, cookie = salesCookie) =>
    post("/api/push/subscriptions/remove.json", body, cookie);
  const subscriptionOf = async (endpoint: string) =>
    (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
  const queue = (payload: Parameters<typeof queuePush>[1]) =>
    withTransaction(createServiceContext({ db: db(), project }), (tx) => queuePush(tx, payload));
  const outboxRow = async (id: string) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    project = (await resolveProject(db(), "localhost")) as Project;
    certDir = mkdtempSync(path.join(tmpdir(), "autohaus-push-"));
    push = await startPushService(certDir);
    // The local push service is a host the server may send to (decision 0034: only known push services).
    process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";
    // Push only: the demo leads' notification rows are the notifications test's business.
    handlers = outboxHandlers({
      push: { subject: "mailto:push-test@autohaus.example", agent: push.agent },
      notifications: false,
    });
    salesCookie = await loginCookie(request, "sales@autohaus-brandt.example");
    const [sales] = await db().select().from(users).where(eq(users.email, "sales@autohaus-brandt.example"));
    salesId = sales!.id;
  }, 120_000);

  afterAll(async () => {
    if (previousHosts === undefined) delete process.env.PUSH_SERVICE_HOSTS;
    else process.env.PUSH_SERVICE_HOSTS = previousHosts;
    await push?.close();
    if (certDir) rmSync(certDir, { recursive: true, force: true });
    await database?.drop();
  });

  beforeEach(async () => {
    push.received.length = 0;
    await db().delete(pushSubscriptions);
    await db().delete(outbox).where(eq(outbox.kind, "push"));
  });

  it("delivers a real Web Push message, encrypted per RFC 8291, that the push endpoint decrypts", async () => {
    const keyRes = await request("/api/push/public-key.json", { headers: { cookie: salesCookie } });
    expect(keyRes.status).toBe(200);
    const { publicKey } = (await keyRes.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url").length).toBe(65);

    const browser = browserKeys();
    const endpoint = `${push.origin}/push/sales-laptop`;
    const res = await register(browser.json(endpoint));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ registered: true, subscriptions: 1 });

    const payload = {
      userId: salesId,
      notificationId: "n-4711",
      title: "Neuer Lead: BMW 320d",
      body: "Anfrage von Frau Schulz – bitte innerhalb von 5 Minuten melden",
      data: { jobId: 4711, workflowId: 3, action: "OPEN_JOB_DETAILS_VIEW" },
    };
    const outboxId = (await queue(payload))!;
    expect(await dispatchOutbox(db(), handlers, { logger })).toBe(1);

    expect(push.received).toHaveLength(1);
    const [message] = push.received as [Received];
    expect(message.path).toBe("/push/sales-laptop");
    expect(message.headers["content-encoding"]).toBe("aes128gcm");
    expect(message.headers["content-type"]).toBe("application/octet-stream");
    expect(message.headers.ttl).toBe("86400");
    expect(message.headers.urgency).toBe("high");
    expect(String(message.headers.topic)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    verifyVapid(String(message.headers.authorization), publicKey, push.origin);
    // The body is ciphertext: the title is nowhere in it.
    expect(message.body.includes(Buffer.from("BMW"))).toBe(false);

    const plaintext = decryptWebPush(message.body, browser);
    console.log(
      `[web push] RFC 8291 aes128gcm message sent by web-push, decrypted by the test's push endpoint: ${plaintext}`,
    );
    expect(JSON.parse(plaintext)).toEqual({
      notificationId: "n-4711",
      title: payload.title,
      body: payload.body,
      data: payload.data,
    });
    expect((await outboxRow(outboxId))?.status).toBe("sent");
    expect((await subscriptionOf(endpoint))?.lastUsedAt).not.toBeNull();
  });

  it("sends to every active subscription of the user, and to nobody else's", async () => {
    const laptop = browserKeys();
    const phone = browserKeys();
    expect((await register(laptop.json(`${push.origin}/push/laptop`))).status).toBe(200);
    const second = await register(phone.json(`${push.origin}/push/phone`));
    expect(await second.json()).toEqual({ registered: true, subscriptions: 2 });
    const managerCookie = await loginCookie(request, "manager@autohaus-brandt.example");
    expect((await register(browserKeys().json(`${push.origin}/push/manager`), managerCookie)).status).toBe(
      200,
    );

    await queue({ userId: salesId, notificationId: "n-2", title: "Zwei Geräte" });
    expect(await dispatchOutbox(db(), handlers, { logger })).toBe(1);
    expect(push.received.map((r) => r.path).sort()).toEqual(["/push/laptop", "/push/phone"]);
    const byPath = Object.fromEntries(push.received.map((r) => [r.path, r.body]));
    expect(JSON.parse(decryptWebPush(byPath["/push/phone"]!, phone)).title).toBe("Zwei Geräte");
    expect(JSON.parse(decryptWebPush(byPath["/push/laptop"]!, laptop)).title).toBe("Zwei Geräte");
  });

  it("queues a push only for the recipients with an active subscription", async () => {
    expect((await register(browserKeys().json(`${push.origin}/push/reachable`))).status).toBe(200);
    const [manager] = await db()
      .select()
      .from(users)
      .where(eq(users.email, "manager@autohaus-brandt.example"));
    const written = await notify(
      createServiceContext({ db: db(), project }),
      [
        { id: salesId, language: "de" },
        { id: manager!.id, language: "de" },
      ],
      {
        key: `reach-${Date.now()}`,
        type: "information",
        render: () => ({ content: "Neu", body: "Ein neuer Auftrag" }),
      },
    );
    expect(written).toHaveLength(2);
    const pushes = await db().select().from(outbox).where(eq(outbox.kind, "push"));
    expect(pushes.map((r) => (r.payload as { userId: string }).userId)).toEqual([salesId]);
  });

  it("disables a subscription the push service answers 410 or 404 for, and retries other failures", async () => {
    const gone = `${push.origin}/gone/1`;
    const missing = `${push.origin}/missing/1`;
    const healthy = `${push.origin}/push/ok`;
    for (const endpoint of [gone, missing, healthy]) {
      expect((await register(browserKeys().json(endpoint))).status).toBe(200);
    }
    const id = (await queue({ userId: salesId, notificationId: "n-410", title: "Weg" }))!;
    expect(await dispatchOutbox(db(), handlers, { logger })).toBe(1);
    expect((await outboxRow(id))?.status).toBe("sent");
    expect(await subscriptionOf(gone)).toMatchObject({ disabledReason: "push service answered 410" });
    expect((await subscriptionOf(gone))?.disabledAt).not.toBeNull();
    expect(await subscriptionOf(missing)).toMatchObject({ disabledReason: "push service answered 404" });
    expect((await subscriptionOf(healthy))?.disabledAt).toBeNull();

    // Disabled subscriptions get nothing more.
    push.received.length = 0;
    await queue({ userId: salesId, notificationId: "n-after", title: "Danach" });
    await dispatchOutbox(db(), handlers, { logger });
    expect(push.received.map((r) => r.path)).toEqual(["/push/ok"]);

    // Registering the endpoint again (the browser subscribed anew) enables it again.
    expect((await register(browserKeys().json(gone))).status).toBe(200);
    expect((await subscriptionOf(gone))?.disabledAt).toBeNull();

    // A 500 is not the subscription's end: the row waits for a retry with backoff.
    await db().delete(pushSubscriptions);
    const broken = `${push.origin}/broken/1`;
    expect((await register(browserKeys().json(broken))).status).toBe(200);
    const retried = (await queue({ userId: salesId, notificationId: "n-500", title: "Fehler" }))!;
    expect(await dispatchOutbox(db(), handlers, { logger })).toBe(0);
    const row = await outboxRow(retried);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toMatch(/push failed for 1 subscription/);
    expect((await subscriptionOf(broken))?.disabledAt).toBeNull();
  });

  it("unregisters, idempotently, and a sign-out ends the browser's subscription", async () => {
    const endpoint = `${push.origin}/push/unregister`;
    expect((await register(browserKeys().json(endpoint))).status).toBe(200);
    const first = await unregister({ endpoint });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ removed: true, subscriptions: 0 });
    expect(await (await unregister({ endpoint })).json()).toEqual({ removed: false, subscriptions: 0 });
    expect(await subscriptionOf(endpoint)).toBeUndefined();

    // Another employee cannot remove someone else's subscription.
    expect((await register(browserKeys().json(endpoint))).status).toBe(200);
    const adminCookie = await loginCookie(request, "admin@autohaus-brandt.example");
    expect(await (await unregister({ endpoint }, adminCookie)).json()).toEqual({
      removed: false,
      subscriptions: 0,
    });
    expect(await subscriptionOf(endpoint)).toBeDefined();

    // Signing out deletes the session, and with it the subscription: no pushes to a signed-out browser.
    const cookie = await loginCookie(request, "sales@autohaus-brandt.example");
    const own = `${push.origin}/push/signed-out`;
    expect((await register(browserKeys().json(own), cookie)).status).toBe(200);
    const out = await request("/api/auth/logout.json", {
      method: "POST",
      headers: { cookie, origin: "http://localhost" },
    });
    expect(out.status).toBe(204);
    expect(await subscriptionOf(own)).toBeUndefined();
  });

  it("lets a colleague take an endpoint over only with that browser's own keys", async () => {
    const endpoint = `${push.origin}/push/shared-desk`;
    const browser = browserKeys();
    expect((await register(browser.json(endpoint))).status).toBe(200);
    const before = await subscriptionOf(endpoint);
    const managerCookie = await loginCookie(request, "manager@autohaus-brandt.example");

    // Knowing the endpoint URL is not enough: other keys are refused (409, translated), the row unchanged.
    const takeover = await register(browserKeys().json(endpoint), managerCookie);
    expect(takeover.status).toBe(409);
    expect(await takeover.json()).toEqual({
      error: {
        code: "conflict",
        message:
          "This browser's notifications are registered for another user. Sign in as that user to change them, or allow notifications again in this browser.",
      },
    });
    const german = await request("/api/push/subscriptions.json?lang=de", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", cookie: managerCookie },
      body: JSON.stringify(browserKeys().json(endpoint)),
    });
    expect(german.status).toBe(409);
    expect(((await german.json()) as { error: { message: string } }).error.message).toMatch(
      /^Die Benachrichtigungen dieses Browsers sind für einen anderen Benutzer angemeldet/,
    );
    // Half of the keys is not enough either.
    const halfKeys = { ...browser.json(endpoint), keys: { ...browserKeys().json(endpoint).keys } };
    halfKeys.keys.auth = browser.json(endpoint).keys.auth;
    expect((await register(halfKeys, managerCookie)).status).toBe(409);
    expect(await subscriptionOf(endpoint)).toEqual(before);

    // The colleague still gets pushes on that browser.
    await queue({ userId: salesId, notificationId: "n-desk", title: "Noch meins" });
    expect(await dispatchOutbox(db(), handlers, { logger })).toBe(1);
    expect(push.received.map((r) => r.path)).toEqual(["/push/shared-desk"]);

    // The same browser (its keys) signed in as the manager: taken over, as before.
    expect((await register(browser.json(endpoint), managerCookie)).status).toBe(200);
    const [manager] = await db()
      .select()
      .from(users)
      .where(eq(users.email, "manager@autohaus-brandt.example"));
    expect((await subscriptionOf(endpoint))?.userId).toBe(manager!.id);
    // The owner renewing the keys of its own endpoint is still fine.
    const mine = `${push.origin}/push/renewed`;
    expect((await register(browserKeys().json(mine))).status).toBe(200);
    expect((await register(browserKeys().json(mine))).status).toBe(200);
  });

  it("creates the VAPID keys once and never replaces them", async () => {
    const rows = await db().select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!;
    expect(await vapidKeys(db())).toEqual({ publicKey: stored.publicKey, privateKey: stored.privateKey });
    // A second process's first start (a racing insert) keeps the stored pair.
    await db()
      .insert(pushVapidKeys)
      .values({ id: 1, publicKey: "other", privateKey: "other" })
      .onConflictDoNothing();
    await expect(
      db().execute(sql`insert into push_vapid_keys (id, public_key, private_key) values (2, 'x', 'y')`),
    ).rejects.toThrow();
    const again = await request("/api/push/public-key.json", { headers: { cookie: salesCookie } });
    expect(((await again.json()) as { publicKey: string }).publicKey).toBe(stored.publicKey);
    expect(await db().select().from(pushVapidKeys)).toEqual([stored]);
  });

  it("refuses visitors (401) before reading the body; a customer registers and removes their own browser", async () => {
    const customer = await loginCookie(request, "customer@autohaus-brandt.example");
    const body = browserKeys().json(`${push.origin}/push/x`);
    expect((await register(body, "")).status).toBe(401);
    expect((await unregister({ endpoint: "x" }, "")).status).toBe(401);
    expect((await request("/api/push/public-key.json")).status).toBe(401);
    // Customers get pushes for their own notifications (decision 0064).
    expect((await request("/api/push/public-key.json", { headers: { cookie: customer } })).status).toBe(200);
    const registered = await register(body, customer);
    expect(registered.status).toBe(200);
    const [customerRow] = await db()
      .select()
      .from(users)
      .where(eq(users.email, "customer@autohaus-brandt.example"));
    expect((await subscriptionOf(`${push.origin}/push/x`))?.userId).toBe(customerRow!.id);
    expect(await (await unregister({ endpoint: `${push.origin}/push/x` }, customer)).json()).toEqual({
      removed: true,
      subscriptions: 0,
    });
    // A session that ended between the sign-in check and the insert: 401, not a foreign key error.
    const [sales] = await db().select().from(users).where(eq(users.id, salesId));
    const ctx = createServiceContext({
      db: db(),
      project,
      principal: { ...(sales as never as SessionUser), id: salesId, roles: ["sales"] },
    });
    expect(
      await registerPushSubscription(ctx, body, {
        sessionToken: "signed-out-in-another-tab",
        userAgent: null,
      }),
    ).toEqual({ ok: false, error: { code: "unauthorized" } });
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
  });

  it("answers hostile input with a translated 400 and stores nothing", async () => {
    const good = browserKeys().json(`${push.origin}/push/good`);
    const cases: Array<[string, unknown]> = [
      ["http endpoint", { ...good, endpoint: `http://127.0.0.1:1/push` }],
      ["unknown host", { ...good, endpoint: "https://intranet.example/admin" }],
      ["private address", { ...good, endpoint: "https://10.0.0.1/push" }],
      ["credentials in the URL", { ...good, endpoint: "https://user:pw@fcm.googleapis.com/fcm/send/x" }],
      ["look-alike host", { ...good, endpoint: "https://fcm.googleapis.com.evil.example/x" }],
      ["javascript: URL", { ...good, endpoint: "javascript:alert(1)" }],
      ["control characters", { ...good, endpoint: "https://fcm.googleapis.com/fcm/send/a\u0000b\nc" }],
      ["huge endpoint", { ...good, endpoint: `https://fcm.googleapis.com/${"a".repeat(10_000)}` }],
      ["endpoint a number", { ...good, endpoint: 42 }],
      ["no keys", { endpoint: good.endpoint }],
      ["keys a string", { ...good, keys: "p256dh" }],
      ["short p256dh", { ...good, keys: { ...good.keys, p256dh: randomBytes(20).toString("base64url") } }],
      ["long auth", { ...good, keys: { ...good.keys, auth: randomBytes(32).toString("base64url") } }],
      ["not base64", { ...good, keys: { ...good.keys, auth: "<script>alert(1)</script>" } }],
      ["expirationTime a string", { ...good, expirationTime: "tomorrow" }],
      ["an array", [good]],
      ["null", null],
    ];
    for (const [name, body] of cases) {
      const res = await register(body);
      expect(res.status, name).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code, name).toBe("invalid");
      // A translated sentence, never a catalogue key or a stack trace.
      expect(json.error.message, name).toBe("The request is invalid. Please check the marked fields.");
    }
    // Bodies over the API's 64 KB are refused before anything reads them.
    const huge = { ...good, endpoint: `https://fcm.googleapis.com/${"a".repeat(100_000)}` };
    expect((await register(huge)).status).toBe(413);
    const malformed = await post("/api/push/subscriptions.json", '{"endpoint":', salesCookie, true);
    expect(malformed.status).toBe(400);
    const german = await request("/api/push/subscriptions.json?lang=de", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", cookie: salesCookie },
      body: JSON.stringify({ ...good, endpoint: "https://intranet.example/x" }),
    });
    const germanJson = (await german.json()) as { error: { fields: Record<string, string[]> } };
    expect(germanJson.error.fields.endpoint).toEqual([
      "Der Push-Endpunkt muss eine https-Adresse des Push-Dienstes eines Browsers sein.",
    ]);
    for (const body of [{}, { endpoint: "" }, { endpoint: 7 }, { endpoint: "x".repeat(5000) }, null, "a"]) {
      expect((await unregister(body)).status).toBe(400);
    }
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
  });

  it("accepts the browsers' push services and nothing like them", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGp",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(allowedPushEndpoint(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      "https://evilpush.apple.com.example/x",
      "https://notpush.apple.com/x",
      "ftp://fcm.googleapis.com/x",
    ]) {
      expect(allowedPushEndpoint(endpoint), endpoint).toBe(false);
    }
  });

  it("serves the service worker at the root, never cached", async () => {
    const res = await request("/notifications-sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const text = await res.text();
    expect(text).toContain('addEventListener("push"');
    expect(text).toContain("OPEN_JOB_DETAILS_VIEW");
    expect(text).toContain(`fetch(\`/api/notifications/${"$"}{notificationId}/click.json\``);
  });
});
