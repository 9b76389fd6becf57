/**
 * Click wizards and the functional-content editor through the real server app (built React Router
 * app), as a browser without JavaScript uses them: one step per post, Post/Redirect/Get, the visitor
 * cookie or a resume link, exactly one client and one job per finished wizard, and the editor's rules.
 */
import { and, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clients,
  functionalContents,
  jobs,
  outbox,
  projects,
  wizardSessions,
  wizards,
} from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

// Without a build (`npm run build`) these tests are skipped, and `npm test` names the reason.

const FORM = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };
const CALLBACK = "/de/clickWizard/type/CALLBACK";

const body = (fields: Record<string, string | string[]>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) p.append(k, one);
  return p.toString();
};

describe.runIf(hasBuild()).each(testDrivers())("click wizards on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let callbackId = 0;
  let contentId = 0;

  const post = (path: string, fields: Record<string, string | string[]>, cookie?: string) =>
    request(path, {
      method: "POST",
      headers: { ...FORM, ...(cookie ? { cookie } : {}) },
      body: body(fields),
    });
  const page = async (path: string, cookie?: string) => {
    const res = await request(path, { headers: cookie ? { cookie } : {} });
    return { res, html: await res.text() };
  };
  const sessionIdIn = (html: string) => /name="session" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";
  const jobCount = async () =>
    Number(
      (await database.handle.db.select({ n: count() }).from(jobs).where(eq(jobs.systemType, "CALLBACK")))[0]!
        .n,
    );

  /** A new visitor through the first two steps; returns its cookie and session. */
  async function startCallback(email = "rueckruf@example.org") {
    const first = await post(CALLBACK, { step: "topic", session: "", intent: "next", topic: "purchase" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${CALLBACK}?step=time`);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/autohaus_visitor=/);
    const { html } = await page(`${CALLBACK}?step=time`, cookie);
    const session = sessionIdIn(html);
    expect(session).not.toBe("");
    const time = await post(
      CALLBACK,
      { step: "time", session, intent: "next", timeframe: "today", timeOfDay: "morning" },
      cookie,
    );
    expect(time.headers.get("location")).toBe(`${CALLBACK}?step=contact`);
    const contact = {
      step: "contact",
      session,
      intent: "next",
      firstName: "Jana",
      lastName: "Rückruf",
      phone: "+49 30 555 1234",
      email,
      privacy: "on",
    };
    return { cookie, session, contact };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(database.handle.db);
    const db = database.handle.db;
    const [dealer] = await db.select().from(projects).where(eq(projects.slug, "autohaus-brandt"));
    const [w] = await db
      .select()
      .from(wizards)
      .where(and(eq(wizards.projectId, dealer!.id), eq(wizards.systemType, "CALLBACK")));
    callbackId = w!.id;
    contentId = w!.functionalContentId;
  });
  afterAll(() => database?.drop());

  it("shows the first step with its texts, progress, hints and FAQ, without JavaScript", async () => {
    const { res, html } = await page(CALLBACK);
    expect(res.status).toBe(200);
    expect(html).toContain("Rückruf vereinbaren");
    expect(html).toContain("Schritt 1 von 4");
    expect(html).toContain("Worum geht es?");
    expect(html).toContain("Fahrzeugkauf");
    expect(html).toContain('data-testid="wizard-faq"');
    expect(html).not.toContain('data-testid="wizard-edit-link"');
    expect((await page(`/en/clickWizard/${callbackId}`)).html).toContain("Request a call back");
  });

  it("answers 404 for a bogus id, an unknown or wizard-less type, and trade-in without the feature", async () => {
    for (const path of [
      "/clickWizard/999999",
      "/clickWizard/abc",
      "/clickWizard/99999999999999999999",
      "/clickWizard/type/NOPE",
      "/clickWizard/type/RENTAL",
    ]) {
      expect((await request(path)).status, path).toBe(404);
    }
    expect((await request("/inzahlungnahme")).status).toBe(200);
    expect((await request("/inzahlungnahme", { host: "community.localhost" })).status).toBe(404);
    expect((await request("/clickWizard/type/TRADE_IN", { host: "community.localhost" })).status).toBe(404);
  });

  it("refuses invalid input with 400 and translated messages, keeping what was typed and answered", async () => {
    const { cookie, session } = await startCallback();
    const bad = await post(
      CALLBACK,
      {
        step: "contact",
        session,
        intent: "next",
        firstName: "Jana",
        lastName: "",
        phone: "ruf an",
        email: "x",
      },
      cookie,
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Bitte füllen Sie dieses Feld aus.");
    expect(html).toContain("Bitte geben Sie eine gültige Telefonnummer ein.");
    expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(html).toContain('value="ruf an"');
    // Earlier answers are still there after going back.
    const back = await post(CALLBACK, { step: "contact", session, intent: "back" }, cookie);
    expect(back.headers.get("location")).toBe(`${CALLBACK}?step=time`);
    const time = await page(`${CALLBACK}?step=time`, cookie);
    expect(time.html).toMatch(/value="today"[^>]*checked|checked[^>]*value="today"/);
    // A step not reached cannot be opened or answered.
    const skip = await page(`${CALLBACK}?step=contact`, cookie);
    expect(skip.res.status).toBe(302);
    const crafted = await post(CALLBACK, { step: "contact", session, intent: "next" }, cookie);
    expect(crafted.status).toBe(409);
    // Hostile input is a 4xx, never a 500.
    const junk = await post(CALLBACK, { step: "<script>", session: "x", intent: "evil" }, cookie);
    expect(junk.status).toBeGreaterThanOrEqual(400);
    expect(junk.status).toBeLessThan(500);
  });

  it("makes exactly one client and one job, also under a double submit, and shows the success again", async () => {
    const db = database.handle.db;
    const { cookie, contact } = await startCallback("einmal@example.org");
    const before = await jobCount();
    const [a, b] = await Promise.all([post(CALLBACK, contact, cookie), post(CALLBACK, contact, cookie)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get("location")).toBe(`${CALLBACK}?step=done`);
    expect(b.headers.get("location")).toBe(`${CALLBACK}?step=done`);
    const again = await post(CALLBACK, contact, cookie);
    expect(again.headers.get("location")).toBe(`${CALLBACK}?step=done`);
    expect(await jobCount()).toBe(before + 1);
    const found = await db.select().from(clients).where(eq(clients.email, "einmal@example.org"));
    expect(found).toHaveLength(1);
    const [job] = await db.select().from(jobs).where(eq(jobs.clientId, found[0]!.id));
    expect(job!.payload).toMatchObject({ topic: "purchase", timeframe: "today", wizardId: callbackId });
    // Answers of the branch not taken stay out of the lead.
    expect(job!.payload).not.toHaveProperty("message");
    // The contact step promised a confirmation at that address: one mail, in German, with the reference
    // and what happens next.
    const mails = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, "mail"), sql`${outbox.payload}->>'to' = 'einmal@example.org'`));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.payload as { subject: string; text: string; lang: string };
    expect(mail.lang).toBe("de");
    expect(mail.subject).toContain("Ihre Anfrage bei");
    expect(mail.text).toContain("Hallo Jana Rückruf,");
    expect(mail.text).toContain(`Vorgang ${job!.id}`);
    expect(mail.text).toContain("Wir rufen Sie im gewünschten Zeitraum unter der angegebenen Nummer zurück.");
    const done = await page(`${CALLBACK}?step=done`, cookie);
    expect(done.html).toContain("Wir rufen Sie im gewünschten Zeitraum zurück.");
    // The back button after the finish shows the success page too.
    expect((await page(`${CALLBACK}?step=contact`, cookie)).html).toContain('data-testid="wizard-done"');
    // Without a step the visitor may start a new request.
    expect((await page(CALLBACK, cookie)).html).toContain("Schritt 1 von 4");
  });

  it("leaves answers of an abandoned branch in the session but not in the lead", async () => {
    const db = database.handle.db;
    const first = await post(CALLBACK, { step: "topic", session: "", intent: "next", topic: "other" });
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(first.headers.get("location")).toBe(`${CALLBACK}?step=question`);
    const session = sessionIdIn((await page(`${CALLBACK}?step=question`, cookie)).html);
    await post(
      CALLBACK,
      { step: "question", session, intent: "next", message: "Eine Frage zur Rechnung bitte" },
      cookie,
    );
    await post(CALLBACK, { step: "time", session, intent: "back" }, cookie);
    await post(CALLBACK, { step: "question", session, intent: "back" }, cookie);
    const changed = await post(
      CALLBACK,
      { step: "topic", session, intent: "next", topic: "service" },
      cookie,
    );
    expect(changed.headers.get("location")).toBe(`${CALLBACK}?step=time`);
    await post(
      CALLBACK,
      { step: "time", session, intent: "next", timeframe: "asap", timeOfDay: "evening" },
      cookie,
    );
    await post(
      CALLBACK,
      {
        step: "contact",
        session,
        intent: "next",
        firstName: "Ole",
        lastName: "Zweig",
        phone: "+49 40 123456",
        privacy: "on",
      },
      cookie,
    );
    const [row] = await db.select().from(wizardSessions).where(eq(wizardSessions.id, session));
    expect(row!.status).toBe("done");
    expect(row!.answers.message).toBe("Eine Frage zur Rechnung bitte");
    const [job] = await db.select().from(jobs).where(eq(jobs.id, row!.jobId!));
    expect(job!.payload).toMatchObject({ topic: "service" });
    expect(job!.payload).not.toHaveProperty("message");
  });

  it("opens the session on another device through the resume link, and never another visitor's session", async () => {
    const { cookie, session } = await startCallback();
    const issued = await post(CALLBACK, { session, intent: "resume_link" }, cookie);
    expect(issued.status).toBe(200);
    const link = /value="(http:\/\/localhost\/de\/clickWizard\/type\/CALLBACK\?resume=[A-Za-z0-9_-]+)"/.exec(
      await issued.text(),
    )?.[1];
    expect(link).toBeDefined();
    const [row] = await database.handle.db
      .select()
      .from(wizardSessions)
      .where(eq(wizardSessions.id, session));
    expect(row!.resumeTokenHash).not.toContain(new URL(link!).searchParams.get("resume")!);
    // Another device: no cookie, only the link.
    const path = link!.replace("http://localhost", "");
    const other = await page(path);
    expect(other.res.status).toBe(200);
    expect(other.res.headers.get("cache-control")).toContain("no-store");
    expect(other.html).toContain('data-step="contact"');
    expect(sessionIdIn(other.html)).toBe(session);
    const answered = await post(path, {
      step: "contact",
      session,
      intent: "next",
      firstName: "Pia",
      lastName: "Zweitgerät",
      phone: "+49 89 7654321",
      privacy: "on",
    });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toContain("step=done");
    expect(answered.headers.get("location")).toContain("resume=");
    // A forged or stale link opens nothing of anyone.
    const forged = await page(`${CALLBACK}?resume=${"A".repeat(27)}`);
    expect(forged.html).toContain('data-testid="wizard-resume-invalid"');
    expect(forged.html).toContain("Schritt 1 von 4");

    // Another visitor neither sees nor changes the first visitor's session.
    const mine = await startCallback();
    const stranger = await post(CALLBACK, { step: "topic", session: "", intent: "next", topic: "financing" });
    const strangerCookie = (stranger.headers.get("set-cookie") ?? "").split(";")[0]!;
    const strangerPage = await page(`${CALLBACK}?step=time`, strangerCookie);
    expect(sessionIdIn(strangerPage.html)).not.toBe(mine.session);
    const hijack = await post(CALLBACK, { ...mine.contact, firstName: "Mallory" }, strangerCookie);
    expect(hijack.status).toBe(409);
    const link2 = await post(CALLBACK, { session: mine.session, intent: "resume_link" }, strangerCookie);
    expect(link2.status).toBe(404);
    const [untouched] = await database.handle.db
      .select()
      .from(wizardSessions)
      .where(eq(wizardSessions.id, mine.session));
    expect(untouched!.status).toBe("open");
    expect(untouched!.answers.firstName).toBeUndefined();
  });

  it("walks the trade-in wizard to its photos step, skipping the damage step for an accident-free car", async () => {
    const path = "/de/inzahlungnahme";
    const first = await post(path, {
      step: "vehicle",
      session: "",
      intent: "next",
      brand: "BMW",
      model: "X5",
    });
    expect(first.headers.get("location")).toBe(`${path}?step=details`);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
    const session = sessionIdIn((await page(`${path}?step=details`, cookie)).html);
    const details = {
      step: "details",
      session,
      intent: "next",
      mileageKm: "85000",
      fuel: "diesel",
      gearbox: "automatic",
    };
    const future = await post(path, { ...details, firstRegistration: "2999-01" }, cookie);
    expect(future.status).toBe(400);
    expect(await future.text()).toContain("Das Datum liegt zu weit in der Zukunft.");
    await post(path, { ...details, firstRegistration: "2019-04" }, cookie);
    const condition = await post(
      path,
      {
        step: "condition",
        session,
        intent: "next",
        accidentFree: "yes",
        serviceHistory: "full",
        owners: "1",
      },
      cookie,
    );
    expect(condition.headers.get("location")).toBe(`${path}?step=photos`);
    const photos = await page(`${path}?step=photos`, cookie);
    expect(photos.html).toMatch(/enctype="multipart\/form-data"/i);
    expect(photos.html).toContain('accept="image/jpeg,image/png,image/webp"');
    // The total is the most steps the wizard can take (decision 0059): the skipped damage step does not
    // turn "3 of 6" into "4 of 5".
    expect(photos.html).toContain("Schritt 4 von 6");
    // A photo upload larger than the site-wide 64 KB form limit reaches the action (not 413) …
    const upload = new FormData();
    upload.set("step", "photos");
    upload.set("session", session);
    upload.set("intent", "upload");
    upload.set("photos", new File([new Uint8Array(200 * 1024)], "car.jpg", { type: "image/jpeg" }));
    const res = await request(path, {
      method: "POST",
      headers: { cookie, origin: "http://localhost" },
      body: upload,
    });
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(413);
    // … a body beyond eight photos of 10 MB does not.
    const tooBig = await request(path, {
      method: "POST",
      headers: { cookie, origin: "http://localhost", "content-type": "multipart/form-data; boundary=x" },
      body: new Uint8Array(81 * 1024 * 1024),
    });
    expect(tooBig.status).toBe(413);
    // No photos is fine: on to the contact step.
    const next = await post(path, { step: "photos", session, intent: "next" }, cookie);
    expect(next.headers.get("location")).toBe(`${path}?step=contact`);
  });

  /** A new trade-in visitor through the vehicle step with these names; its cookie and session. */
  async function startTradeIn(brand: string, model: string) {
    const path = "/de/inzahlungnahme";
    const first = await post(path, { step: "vehicle", session: "", intent: "next", brand, model });
    expect(first.headers.get("location")).toBe(`${path}?step=details`);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
    const session = sessionIdIn((await page(`${path}?step=details`, cookie)).html);
    return { path, cookie, session };
  }
  let nameSuffix = 0;
  const answersOf = async (session: string) =>
    (await database.handle.db.select().from(wizardSessions).where(eq(wizardSessions.id, session)))[0]!
      .answers;

  it("takes any brand and model, suggests the brands of the market, and stores the list's spelling (issue 37)", async () => {
    const { html } = await page("/de/inzahlungnahme");
    // Text fields with suggestions: the brands people trade in, not only the dealer's twelve.
    expect(html).toMatch(/<input(?=[^>]*name="brand")(?=[^>]*list="wizard-brand-list")[^>]*>/);
    const brands = /<datalist id="wizard-brand-list"[^>]*>(.*?)<\/datalist>/s.exec(html)?.[1] ?? "";
    for (const b of ["Seat", "Škoda", "Peugeot", "Dacia", "Cupra", "Land Rover", "Volkswagen"])
      expect(brands).toContain(`value="${b}"`);
    // A brand the dealer does not sell, with its model typed.
    const dacia = await startTradeIn("Dacia", "Sandero");
    expect(await answersOf(dacia.session)).toMatchObject({ brand: "Dacia", model: "Sandero" });
    // Written the way people type it: stored as the catalogue writes it (the estimate's comparables).
    const skoda = await startTradeIn("skoda", "fabia");
    expect(await answersOf(skoda.session)).toMatchObject({ brand: "Škoda", model: "Fabia" });
    const vw = await startTradeIn("VW", "golf");
    expect(await answersOf(vw.session)).toMatchObject({ brand: "Volkswagen", model: "Golf" });
    // Not a name: refused with a message, nothing stored.
    const bad = await post("/de/inzahlungnahme", {
      step: "vehicle",
      session: "",
      intent: "next",
      brand: "<b>",
      model: "x",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Bitte geben Sie einen Namen aus Buchstaben und Ziffern ein");
    // Back on the vehicle step with Volkswagen answered: only its models are suggested.
    const back = await post(vw.path, { step: "details", session: vw.session, intent: "back" }, vw.cookie);
    expect(back.headers.get("location")).toBe(`${vw.path}?step=vehicle`);
    const again = (await page(`${vw.path}?step=vehicle`, vw.cookie)).html;
    const models = /<datalist id="wizard-model-list"[^>]*>(.*?)<\/datalist>/s.exec(again)?.[1] ?? "";
    expect(models).toContain('value="Golf"');
    expect(models).not.toContain('value="X5"');
    expect(models).not.toContain('value="A3"');
  });

  it("estimates a brand typed any way from the dealer's stock; a brand the stock lacks gets no estimate", async () => {
    const finish = async (brand: string, model: string) => {
      const { path, cookie, session } = await startTradeIn(brand, model);
      const steps: Record<string, string>[] = [
        {
          step: "details",
          firstRegistration: "2020-04",
          mileageKm: "60.000",
          fuel: "petrol",
          gearbox: "manual",
        },
        { step: "condition", accidentFree: "yes", serviceHistory: "full", owners: "1" },
        { step: "photos" },
        {
          step: "contact",
          firstName: "Till",
          lastName: "Tausch",
          email: `till-${nameSuffix++}@example.org`,
          privacy: "on",
        },
      ];
      for (const fields of steps) {
        const res = await post(path, { ...fields, session, intent: "next" }, cookie);
        expect(res.status, JSON.stringify(fields)).toBe(303);
      }
      const [row] = await database.handle.db
        .select()
        .from(wizardSessions)
        .where(eq(wizardSessions.id, session));
      expect(row!.status).toBe("done");
      return row!.result as { kind: string } | null;
    };
    expect((await finish("vw", "golf"))?.kind).toBe("estimate");
    expect((await finish("Dacia", "Sandero"))?.kind).toBe("no_estimate");
  });

  it("'Next' on the photos step stores the photos chosen with it (no upload button needed)", async () => {
    const { path, cookie, session } = await startTradeIn("Kia", "Picanto");
    await post(
      path,
      {
        step: "details",
        session,
        intent: "next",
        firstRegistration: "2019-04",
        mileageKm: "85.000",
        fuel: "petrol",
        gearbox: "manual",
      },
      cookie,
    );
    await post(
      path,
      {
        step: "condition",
        session,
        intent: "next",
        accidentFree: "yes",
        serviceHistory: "full",
        owners: "1",
      },
      cookie,
    );
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("step", "photos");
    form.set("session", session);
    form.set("intent", "next");
    form.set("photos", new File([new Uint8Array(photo)], "auto.jpg", { type: "image/jpeg" }));
    const res = await request(path, {
      method: "POST",
      headers: { cookie, origin: "http://localhost" },
      body: form,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path}?step=contact`);
    const answers = await answersOf(session);
    expect(Array.isArray(answers.photos) ? answers.photos.length : 0).toBe(1);
  });

  describe("functional-content editor", () => {
    const editor = () => `/de/account/settings/functionalContent/${contentId}`;

    it("is for functional-content editors only", async () => {
      const anonymous = await request(editor());
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toContain("/login");
      const customer = await loginCookie(request, "customer@autohaus-brandt.example");
      expect((await request(editor(), { headers: { cookie: customer } })).status).toBe(403);
      expect((await post(editor(), { lang: "de", lang_header: "Gehackt" }, customer)).status).toBe(403);
      const sales = await loginCookie(request, "sales@autohaus-brandt.example");
      expect((await request(editor(), { headers: { cookie: sales } })).status).toBe(403);
      const cms = await loginCookie(request, "cms@autohaus-brandt.example");
      const res = await request(editor(), { headers: { cookie: cms } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Rückruf vereinbaren");
      // Another site's content is not found; so is a bogus id.
      const [other] = await database.handle.db
        .select({ id: functionalContents.id })
        .from(functionalContents)
        .innerJoin(projects, eq(projects.id, functionalContents.projectId))
        .where(eq(projects.slug, "brandt-community"));
      expect(
        (await request(`/account/settings/functionalContent/${other!.id}`, { headers: { cookie: cms } }))
          .status,
      ).toBe(404);
      expect(
        (await request("/account/settings/functionalContent/abc", { headers: { cookie: cms } })).status,
      ).toBe(404);
      // The wizard page links editors to the editor.
      expect((await page(CALLBACK, cms)).html).toContain(`/account/settings/functionalContent/${contentId}`);
    });

    it("saves a language's texts, keeps the others, and refuses bad input without losing what was typed", async () => {
      const admin = await loginCookie(request, "admin@autohaus-brandt.example");
      const html = await (await request(`${editor()}?lang=de`, { headers: { cookie: admin } })).text();
      // The form as the page sends it, with a changed heading.
      const fields: Record<string, string> = {};
      const decode = (v: string) =>
        v
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&amp;/g, "&");
      for (const m of html.matchAll(/<(input|textarea)\b([^>]*)>(?:([^<]*)<\/textarea>)?/g)) {
        const attrs = m[2] ?? "";
        const name = /name="([^"]+)"/.exec(attrs)?.[1];
        if (!name) continue;
        if (/type="checkbox"/.test(attrs)) {
          if (/\bchecked\b/.test(attrs)) fields[name] = "on";
          continue;
        }
        fields[name] = decode(
          m[1] === "textarea" ? (m[3] ?? "") : (/value="([^"]*)"/.exec(attrs)?.[1] ?? ""),
        );
      }
      expect(fields["form_elements.0.name"]).toBe("step:topic");
      const saved = await post(editor(), { ...fields, lang_header: "Wir rufen Sie gern zurück" }, admin);
      expect(saved.status).toBe(200);
      expect(await saved.text()).toContain("Die Änderungen wurden gespeichert.");
      expect((await page(CALLBACK)).html).toContain("Wir rufen Sie gern zurück");
      expect((await page(`/en${CALLBACK.slice(3)}`)).html).toContain("Request a call back");

      const refused = await post(
        editor(),
        { ...fields, lang_header: "Neu, aber falsch", "form_elements.0.name": "kein gültiger Name!" },
        admin,
      );
      expect(refused.status).toBe(400);
      const text = await refused.text();
      expect(text).toContain("Nur Buchstaben, Ziffern und . _ : - sind erlaubt.");
      expect(text).toContain("kein gültiger Name!");
      expect(text).toContain("Neu, aber falsch");
      expect((await page(CALLBACK)).html).toContain("Wir rufen Sie gern zurück");
    });
  });
});
