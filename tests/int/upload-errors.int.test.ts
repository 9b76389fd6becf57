/**
 * Every upload form answers a bad file (too big, of the wrong type, or corrupt: the right name and type
 * but no picture or document inside) with a message in the page's language, never a catalogue key: the
 * avatar, car photos, item pictures, CMS images, trade-in and click-wizard photos, order documents, the
 * CSV import and the community's trade register extract. Posted to the form actions as a browser
 * without JavaScript does; the visible page (scripts left out) is checked.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CMS_IMAGE } from "../../app/core/cms/cms-images";
import { addToCart } from "../../app/core/commerce/cart.service.server";
import type { CartOwner } from "../../app/core/commerce/cart-types";
import { placeOrder } from "../../app/core/commerce/checkout.service.server";
import { ORDER_DOCUMENT_MAX_BYTES } from "../../app/core/commerce/documents-filters";
import { TRADE_REGISTER_DOCUMENT } from "../../app/core/community/community-join-schema";
import { translate } from "../../app/core/i18n/messages.server";
import { AVATAR_MAX_BYTES } from "../../app/core/identity/profile-schema";
import { CAR_PHOTO } from "../../app/core/inventory/car-images";
import { IMPORT_MAX_BYTES } from "../../app/core/inventory/car-import-schema";
import { ITEM_IMAGE } from "../../app/core/items/item-schema";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import { PHOTO_MAX_BYTES } from "../../app/core/wizards/wizard-vocabulary";
import { cars, cmsPages, items, locations, orders, posts, projects } from "../../app/db/schema";
import type { Locale } from "../../app/shared/locales";
import { createTestDatabase, serviceContextFor, sweepDrivers, type TestDatabase } from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie, type TestRequest } from "../setup/test-server";

/** What a person sees: the page without its scripts (the hydration data carries the raw answer). */
const visible = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, "");
const RAW_KEY =
  /\b(?:validation|items|cms-editor|car-editor|trade-in|wizards|orders|inventory|community|common|api|account|settings):[a-z_]+(?:\.[a-z_]+)+/;

const big = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes + 1).fill(0x41)], name, { type });
const text = (name: string, type = "text/plain") => new File(["just some text, no picture"], name, { type });
/** The right name and type, but no picture inside (a truncated or damaged upload). */
const corruptJpeg = () =>
  new File([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)])], "photo.jpg", {
    type: "image/jpeg",
  });
const corruptPdf = () =>
  new File(["%PDF-1.7\nbroken and never ends"], "invoice.pdf", { type: "application/pdf" });

describe.runIf(hasBuild()).each(sweepDrivers())("upload errors on %s", (driver) => {
  let database: TestDatabase;
  let request: TestRequest;
  let admin = "";
  let customer = "";
  const db = () => database.handle.db;
  const ids = { item: "", car: 0, order: "", cmsPage: "" };

  const post = (path: string, form: FormData, cookie: string, host = "localhost") =>
    request(path, { method: "POST", host, headers: { cookie, origin: `http://${host}` }, body: form });
  const post_ = (path: string, form: FormData) => post(path, form, admin);
  const formOf = (fields: Record<string, string | File>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return form;
  };
  /** The answer shows `key` translated into `lang`, and no catalogue key at all. */
  async function expectTranslated(res: Response, key: string, lang: Locale = "en") {
    expect(res.status, key).toBeGreaterThanOrEqual(400);
    expect(res.status, key).toBeLessThan(500);
    const message = translate(lang, key);
    expect(message, `${key} is in the ${lang} catalogue`).not.toBe(key);
    const page = visible(await res.text());
    expect(page, key).toContain(
      message.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;"),
    );
    expect(page.match(RAW_KEY)?.[0] ?? null, key).toBeNull();
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    request = await createTestApp(db());
    admin = await loginCookie(request, "admin@autohaus-brandt.example");
    customer = await loginCookie(request, "customer@autohaus-brandt.example");
    const [dealer] = await db().select().from(projects).where(eq(projects.slug, "autohaus-brandt"));
    const pid = dealer!.id;
    ids.item = (
      await db().select({ id: items.id }).from(items).where(eq(items.projectId, pid)).limit(1)
    )[0]!.id;
    ids.car = (
      await db().select({ n: cars.number }).from(cars).where(eq(cars.projectId, pid)).limit(1)
    )[0]!.n;
    // An order to add an invoice to: a guest buys a care kit, picked up at a location.
    const project = (await resolveProject(db(), "localhost"))!;
    const guest = serviceContextFor(db(), project, { locale: "en" });
    const owner: CartOwner = { kind: "visitor", visitorId: randomUUID() };
    const [kit] = await db()
      .select()
      .from(items)
      .where(and(eq(items.projectId, pid), eq(items.sku, "CARE-KIT-001")));
    await addToCart(guest, owner, { kind: "item", itemId: kit!.id, quantity: 1 });
    const [location] = await db()
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.projectId, pid));
    const placed = await placeOrder(guest, owner, {
      idempotencyKey: randomUUID(),
      customer: {
        firstName: "Ina",
        lastName: "Upload",
        email: `upload-${randomUUID().slice(0, 8)}@example.com`,
      },
      fulfilment: "pickup",
      locationId: location!.id,
      paymentMethod: "bank_transfer",
      acceptTerms: true,
      acceptCancellationPolicy: true,
    });
    if (!placed.ok) throw new Error(`order not placed: ${JSON.stringify(placed.error)}`);
    ids.order = (
      await db().select({ n: orders.number }).from(orders).where(eq(orders.id, placed.value.id))
    )[0]!.n;
    ids.cmsPage = (
      await db()
        .select({ id: cmsPages.id })
        .from(cmsPages)
        .where(and(eq(cmsPages.projectId, pid), eq(cmsPages.systemKey, "aboutUs")))
    )[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  });

  it("the avatar (profile)", async () => {
    const send = (file: File, lang: Locale = "en") =>
      post(
        `/${lang}/account/profile`,
        formOf({ first_name: "Eva", last_name: "Kunde", language: "en", avatar: file }),
        customer,
      );
    await expectTranslated(
      await send(big(AVATAR_MAX_BYTES, "me.png", "image/png")),
      "validation:image_too_large",
    );
    await expectTranslated(await send(text("me.txt")), "validation:image_type");
    await expectTranslated(await send(corruptJpeg()), "validation:image_type");
    await expectTranslated(await send(corruptJpeg(), "de"), "validation:image_type", "de");
  });

  it("car photos (car editor)", async () => {
    const send = (file: File, lang: Locale = "en") =>
      post(`/${lang}/account/cars/${ids.car}`, formOf({ intent: "upload", photos: file }), admin);
    await expectTranslated(
      await send(big(CAR_PHOTO.maxBytes, "car.jpg", "image/jpeg")),
      "car-editor:images.too_large",
    );
    await expectTranslated(await send(text("car.jpg", "image/jpeg")), "car-editor:images.wrong_type");
    await expectTranslated(await send(corruptJpeg()), "car-editor:images.wrong_type");
    await expectTranslated(await send(corruptJpeg(), "pl"), "car-editor:images.wrong_type", "pl");
  });

  it("item pictures (item editor)", async () => {
    const send = (file: File, lang: Locale = "en") =>
      post(`/${lang}/account/items/${ids.item}`, formOf({ intent: "image_upload", images: file }), admin);
    await expectTranslated(
      await send(big(ITEM_IMAGE.maxBytes, "item.png", "image/png")),
      "items:errors.image_too_large",
    );
    await expectTranslated(await send(text("item.png", "image/png")), "items:errors.image_type");
    await expectTranslated(await send(corruptJpeg()), "items:errors.image_type");
    await expectTranslated(await send(corruptJpeg(), "tr"), "items:errors.image_type", "tr");
  });

  it("CMS images (page editor)", async () => {
    const send = (file: File, lang: Locale = "en") =>
      post(
        `/${lang}/account/cms/${ids.cmsPage}`,
        formOf({ intent: "upload", lang: "en", alt: "Showroom", image: file }),
        admin,
      );
    await expectTranslated(
      await send(big(CMS_IMAGE.maxBytes, "a.png", "image/png")),
      "cms-editor:errors.image_too_large",
    );
    await expectTranslated(await send(text("a.png", "image/png")), "cms-editor:errors.image_type");
    await expectTranslated(await send(corruptJpeg()), "cms-editor:errors.image_type");
    await expectTranslated(await send(corruptJpeg(), "de"), "cms-editor:errors.image_type", "de");
  });

  it("CMS post images and covers (news and blog editor)", async () => {
    const [post] = await db()
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.projectId, (await resolveProject(db(), "localhost"))!.id), eq(posts.kind, "news")))
      .limit(1);
    for (const intent of ["upload", "cover"]) {
      const send = (file: File, lang: Locale = "en") =>
        post_(`/${lang}/account/cms/news/${post!.id}`, formOf({ intent, alt: "Showroom", image: file }));
      await expectTranslated(
        await send(big(CMS_IMAGE.maxBytes, "a.png", "image/png")),
        "cms-editor:errors.image_too_large",
      );
      await expectTranslated(await send(corruptJpeg()), "cms-editor:errors.image_type");
      await expectTranslated(
        await send(text("a.png", "image/png"), "tr"),
        "cms-editor:errors.image_type",
        "tr",
      );
      // A picture of an ordinary size reaches the editor (not the 64 KB limit of other forms).
      const photoSized = new File(
        [Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(300 * 1024, 1)])],
        "b.jpg",
        {
          type: "image/jpeg",
        },
      );
      await expectTranslated(await send(photoSized), "cms-editor:errors.image_type");
    }
    // The blog's editor too.
    const [blog] = await db().select({ id: posts.id }).from(posts).where(eq(posts.kind, "blog")).limit(1);
    const blogPost = await post_(
      `/en/account/cms/blogPosts/${blog!.id}`,
      formOf({ intent: "upload", alt: "Showroom", image: corruptJpeg() }),
    );
    await expectTranslated(blogPost, "cms-editor:errors.image_type");
  });

  it("order documents (ingoing invoice)", async () => {
    const send = (file: File, lang: Locale = "en") =>
      post(
        `/${lang}/account/orders/${encodeURIComponent(ids.order)}`,
        formOf({ intent: "upload", number: "ER-1", amount: "100,00", file }),
        admin,
      );
    await expectTranslated(
      await send(big(ORDER_DOCUMENT_MAX_BYTES, "invoice.pdf", "application/pdf")),
      "orders:documents.errors.file_too_large",
    );
    await expectTranslated(
      await send(text("invoice.pdf", "application/pdf")),
      "orders:documents.errors.file_type",
    );
    await expectTranslated(await send(corruptPdf()), "orders:documents.errors.file_type");
    await expectTranslated(await send(corruptPdf(), "pl"), "orders:documents.errors.file_type", "pl");
  });

  it("the CSV import (car stock)", async () => {
    const send = (file: File, lang: Locale = "en") =>
      post(`/${lang}/account/cars`, formOf({ intent: "import_dry_run", file }), admin);
    await expectTranslated(
      await send(big(IMPORT_MAX_BYTES, "cars.csv", "text/csv")),
      "inventory:import.errors.too_large",
    );
    const binary = new File([new Uint8Array([0xff, 0xfe, 0x00, 0x41])], "cars.csv", { type: "text/csv" });
    await expectTranslated(await send(binary), "inventory:import.errors.not_text");
    await expectTranslated(await send(corruptJpeg()), "inventory:import.errors.not_text");
    await expectTranslated(await send(binary, "tr"), "inventory:import.errors.not_text", "tr");
  });

  it("the community's trade register extract", async () => {
    const application = {
      company_name: "Autohandel Nord GmbH",
      vat_id: "de123456789",
      street: "Hafenstraße 1",
      zip_code: "20457",
      city: "Hamburg",
      contact_first_name: "Jana",
      contact_last_name: "Kraus",
      email: `upload-${Date.now()}@example.org`,
      phone: "+49 40 123456",
      terms: "on",
      privacy: "on",
    };
    const send = (file: File, lang: Locale = "en") =>
      post(
        `/${lang}/communityMemberJoin`,
        formOf({ ...application, document: file }),
        "",
        "community.localhost",
      );
    await expectTranslated(
      await send(big(TRADE_REGISTER_DOCUMENT.maxBytes, "hr.pdf", "application/pdf")),
      "community:join.errors.document_too_large",
    );
    await expectTranslated(
      await send(text("hr.pdf", "application/pdf")),
      "community:join.errors.document_type",
    );
    await expectTranslated(await send(corruptPdf()), "community:join.errors.document_type");
    await expectTranslated(await send(corruptPdf(), "de"), "community:join.errors.document_type", "de");
  });

  it("trade-in photos (the trade-in click wizard's photos step)", async () => {
    for (const lang of ["en", "de"] as const) {
      const path = `/${lang}/buyback`;
      const first = await request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        body: new URLSearchParams({
          step: "vehicle",
          session: "",
          intent: "next",
          brand: "BMW",
          model: "X5",
        }),
      });
      const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
      const details = await (await request(`${path}?step=details`, { headers: { cookie } })).text();
      const session = /name="session" value="([0-9a-f-]{36})"/.exec(details)?.[1] ?? "";
      expect(session).not.toBe("");
      const step = (fields: Record<string, string>) =>
        request(path, {
          method: "POST",
          headers: {
            cookie,
            "content-type": "application/x-www-form-urlencoded",
            origin: "http://localhost",
          },
          body: new URLSearchParams({ session, intent: "next", ...fields }),
        });
      await step({
        step: "details",
        mileageKm: "85000",
        fuel: "diesel",
        gearbox: "automatic",
        firstRegistration: "2019-04",
      });
      await step({ step: "condition", accidentFree: "yes", serviceHistory: "full", owners: "1" });
      const send = (file: File) =>
        post(path, formOf({ step: "photos", session, intent: "upload", photos: file }), cookie);
      // The wizard's own checks (type as declared, size) and the trade-in's check of the content.
      await expectTranslated(
        await send(big(PHOTO_MAX_BYTES, "car.jpg", "image/jpeg")),
        "wizards:errors.photo_too_large",
        lang,
      );
      await expectTranslated(await send(text("car.txt")), "wizards:errors.photo_type", lang);
      await expectTranslated(await send(corruptJpeg()), "trade-in:photo.wrong_type", lang);
    }
  });
});
