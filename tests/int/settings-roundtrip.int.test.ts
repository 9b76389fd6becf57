/**
 * The project settings round-trip (decision 0046): the GET body sent back changes nothing, a change
 * names what it changes and leaves the rest, an unknown key is refused with a translated 400, and the
 * settings form switches a feature off only when it says which checkboxes it carries.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FEATURE_FLAGS } from "../../app/core/tenancy/project-config";
import { projects } from "../../app/db/schema";
import { createTestDatabase, type TestDatabase, testDrivers } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

type Settings = Record<string, unknown> & { name: string; features: Record<string, boolean> };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

describe.each(testDrivers())("settings round-trip on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let admin = "";
  let original: { name: string; config: unknown; features: unknown };
  const db = () => database.handle.db;
  const stored = async () =>
    (
      await db()
        .select({ name: projects.name, config: projects.config, features: projects.features })
        .from(projects)
        .where(eq(projects.slug, "autohaus-brandt"))
    )[0]!;
  const get = async () =>
    (await (await request("/api/account/settings.json", { headers: { cookie: admin } })).json()) as Settings;
  const put = (body: unknown, lang = "en") =>
    request(`/api/account/settings.json?lang=${lang}`, {
      method: "PUT",
      headers: { cookie: admin, "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(db());
    admin = await loginCookie(request, "admin@autohaus-brandt.example");
    original = await stored();
  }, 120_000);

  beforeEach(async () => {
    await db()
      .update(projects)
      .set({
        name: original.name,
        config: original.config as never,
        features: original.features as never,
      })
      .where(eq(projects.slug, "autohaus-brandt"));
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("takes the GET body back unchanged and changes nothing", async () => {
    const before = await get();
    // Every feature the demo site has on is still on afterwards (the body says `features: {...}`).
    expect(Object.values(before.features).some(Boolean)).toBe(true);
    const res = await put(before);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(before);
    expect(await get()).toEqual(before);
    expect(await stored()).toEqual(original);
  });

  it("changes only what a partial PUT names", async () => {
    const before = await get();
    const on = FEATURE_FLAGS.find((f) => before.features[f])!;
    const res = await put({ features: { [on]: false } });
    expect(res.status).toBe(200);
    const after = await get();
    expect(after).toEqual({ ...before, features: { ...before.features, [on]: false } });

    expect((await put({ name: "Autohaus Brandt & Söhne" })).status).toBe(200);
    expect(await get()).toEqual({ ...after, name: "Autohaus Brandt & Söhne" });
    // The form's flat field still works, and changes only its flag.
    expect((await put({ [`feature_${on}`]: true })).status).toBe(200);
    expect(await get()).toEqual({ ...before, name: "Autohaus Brandt & Söhne" });
    // An empty change changes nothing.
    expect((await put({})).status).toBe(200);
    expect(await get()).toEqual({ ...before, name: "Autohaus Brandt & Söhne" });
  });

  it("refuses an unknown key with a translated 400 and stores nothing", async () => {
    const before = await get();
    const cases: Array<[string, unknown]> = [
      ["unknown top-level key", { ...before, feature_flags: { shop: false } }],
      ["unknown flag", { features: { teleport: true } }],
      ["misspelt field", { nmae: "Typo" }],
      ["__proto__", JSON.parse('{"__proto__": {"name": "x"}}')],
      ["flag not a boolean", { features: { shop: "no" } }],
      ["checkbox not a boolean", { high_contrast_icon: "maybe" }],
      ["an array", [before]],
      ["null", null],
      ["huge name", { name: "x".repeat(50_000) }],
    ];
    for (const [name, body] of cases) {
      const res = await put(body);
      expect(res.status, name).toBe(400);
      const json = (await res.json()) as ErrorBody;
      expect(json.error.code, name).toBe("invalid");
      expect(json.error.message, name).toBe("The request is invalid. Please check the marked fields.");
      for (const messages of Object.values(json.error.fields ?? {})) {
        for (const m of messages) expect(m, name).not.toMatch(/^[a-z_]+:[a-z_.]+$/);
      }
    }
    const german = (await (await put({ nmae: "Typo" }, "de")).json()) as ErrorBody;
    expect(german.error.fields).toEqual({ nmae: ["Dieses Feld ist unbekannt."] });
    expect(((await (await put({ features: { teleport: true } })).json()) as ErrorBody).error.fields).toEqual({
      features: ["This field is not known."],
    });
    expect(await stored()).toEqual(original);
  });

  it.runIf(hasBuild())(
    "the settings form switches features off only when it lists the checkboxes it carries",
    async () => {
      const before = await get();
      const post = (fields: Record<string, string>) =>
        request("/en/account/settings", {
          method: "POST",
          headers: {
            cookie: admin,
            "content-type": "application/x-www-form-urlencoded",
            origin: "http://localhost",
          },
          body: new URLSearchParams(fields).toString(),
        });
      // A scanner's post: the text fields, no checkboxes, no list of them: nothing is switched off.
      const scanner = await post({ name: before.name, currency: String(before.currency) });
      expect(scanner.status).toBe(200);
      expect(await get()).toEqual(before);
      expect(await stored()).toEqual(original);

      // The page's form carries the list.
      const page = await (await request("/en/account/settings", { headers: { cookie: admin } })).text();
      const listed = /name="checkbox_fields" value="([^"]+)"/.exec(page)?.[1] ?? "";
      expect(listed.split(",")).toEqual(expect.arrayContaining(FEATURE_FLAGS.map((f) => `feature_${f}`)));

      // A browser's post with one box unticked: that feature is off, the others as ticked.
      const on = FEATURE_FLAGS.filter((f) => before.features[f]);
      const [off, ...kept] = on;
      const browser = await post({
        name: before.name,
        checkbox_fields: listed,
        ...Object.fromEntries(kept.map((f) => [`feature_${f}`, "on"])),
        ...(before.high_contrast_icon ? { high_contrast_icon: "on" } : {}),
        ...(before.use_scroll_logo ? { use_scroll_logo: "on" } : {}),
        ...(before.use_scroll_logo_for_sidebar ? { use_scroll_logo_for_sidebar: "on" } : {}),
      });
      expect(browser.status).toBe(200);
      expect(await get()).toEqual({ ...before, features: { ...before.features, [off!]: false } });

      // A post with a field the form does not have: refused, translated, nothing stored.
      const odd = await post({ name: "Hijacked", is_admin: "on" });
      expect(odd.status).toBe(400);
      expect(await odd.text()).toContain("This field is not known.");
      expect((await get()).name).toBe(before.name);
    },
  );
});
