/**
 * Items in the back office on PGlite and PostgreSQL: create, edit, duplicate SKU (a
 * translated field error), variants (add, edit, remove), pictures (content-checked, metadata stripped,
 * cover copied, reordered), stock edits that keep sales made meanwhile, the shop selling a variant (a
 * cart line "Item – Variant", the order's snapshot, that variant's stock lowered), hostile input and
 * the extended database group as the only one let in.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart, getCart } from "../../app/core/commerce/cart.service.server";
import type { CartOwner } from "../../app/core/commerce/cart-types";
import { checkoutInit, placeOrder } from "../../app/core/commerce/checkout.service.server";
import { listShopItems } from "../../app/core/commerce/shop.service.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import { translate } from "../../app/core/i18n/messages.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { itemSchemas, parseItemList } from "../../app/core/items/item-schema";
import {
  addItemImages,
  addVariant,
  createItem,
  getItemForEdit,
  listItems,
  moveItemImage,
  removeItemImage,
  removeVariant,
  reorderItemImages,
  setItemImageAlt,
  updateItem,
  updateVariant,
} from "../../app/core/items/items.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import { itemImages, items, orderLines } from "../../app/db/schema";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie } from "../setup/test-server";

function user(roles: string[], project: Project): SessionUser {
  return {
    id: "00000000-0000-4000-8000-000000000002",
    email: "inventory@example.com",
    roles: roles as SessionUser["roles"],
    inHolding: false,
    projectId: project.id,
    companyId: project.companyId,
    firstName: "Ines",
    lastName: "Hoffmann",
    ...SESSION_DEFAULTS,
  };
}

const schemas = itemSchemas("de");
const itemForm = (over: Record<string, string> = {}) =>
  schemas.item.parse({
    sku: "TST-RACK-001",
    category: "accessories",
    name_de: "Dachbox Test",
    name_en: "Roof box test",
    name_pl: "",
    name_tr: "",
    description_de: "Eine Dachbox.",
    brand_name: "Thule",
    price: "1.234,50",
    vat: "1900",
    stock: "5",
    active: "on",
    position: "3",
    ...over,
  });
const variantForm = (over: Record<string, string> = {}) =>
  schemas.variant.parse({
    sku: "TST-RACK-001-L",
    variant_de: "Groß",
    variant_en: "Large",
    variant_pl: "Duży",
    variant_tr: "Büyük",
    price: "1.499,00",
    stock: "2",
    active: "on",
    ...over,
  });

/** A JPEG with EXIF (camera make and GPS) written by sharp. */
async function jpegWithExif(width = 800, height = 600): Promise<File> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Model: "X1" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();
  return new File([new Uint8Array(buffer)], "photo.jpg", { type: "image/jpeg" });
}

describe.each(testDrivers())("items admin on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let project: Project;
  let other: Project;
  let uploadDir: string;
  const manager = () =>
    serviceContextFor(db, project, { locale: "de", principal: user(["inventory_manager"], project) });
  const buyer = () => serviceContextFor(db, project, { locale: "en" });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    project = (await resolveProject(db, "localhost"))!;
    other = (await resolveProject(db, "community.localhost"))!;
    uploadDir = await mkdtemp(path.join(tmpdir(), "items-admin-"));
  });
  afterAll(async () => {
    await database?.drop();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  it("creates an item with prices typed the German way, refuses a duplicate SKU and edits it", async () => {
    const created = await createItem(manager(), itemForm());
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const [row] = await db.select().from(items).where(eq(items.id, created.value.id));
    expect(row).toMatchObject({
      sku: "TST-RACK-001",
      priceMinor: 123450,
      stock: 5,
      vatRateBp: 1900,
      isActive: true,
      position: 3,
      parentId: null,
      name: { de: "Dachbox Test", en: "Roof box test" },
      projectId: project.id,
    });
    // The same SKU (any case) again: a field error with a translated message, nothing written.
    const again = await createItem(manager(), itemForm({ sku: "tst-rack-001", name_de: "Zweite" }));
    expect(again.ok).toBe(false);
    if (!again.ok && again.error.code === "invalid") {
      expect(again.error.fields).toEqual({ sku: ["items:errors.sku_taken"] });
      expect(translate("de", "items:errors.sku_taken")).toBe(
        "Diese Artikelnummer hat bereits ein anderer Artikel.",
      );
    }
    // A demo item's SKU is taken too.
    const demo = await createItem(manager(), itemForm({ sku: "ACC-MAT-001" }));
    expect(!demo.ok && demo.error.code).toBe("invalid");

    const edited = await updateItem(
      manager(),
      created.value.id,
      itemForm({ price: "99,9", stock: "", stock_was: "5", active: "", name_pl: "Box dachowy" }),
    );
    expect(edited.ok).toBe(true);
    const [after] = await db.select().from(items).where(eq(items.id, created.value.id));
    expect(after).toMatchObject({ priceMinor: 9990, stock: null, isActive: false });
    expect(after!.name).toEqual({ de: "Dachbox Test", en: "Roof box test", pl: "Box dachowy" });
    // The list finds it by SKU and by name, with the filters.
    const bySku = await listItems(manager(), parseItemList(new URLSearchParams("q=rack-001&active=false")));
    expect(bySku.ok && bySku.value.rows.map((r) => r.sku)).toEqual(["TST-RACK-001"]);
    const byName = await listItems(
      manager(),
      parseItemList(new URLSearchParams("q=DACHBOX test&stock=not_stocked")),
    );
    expect(byName.ok && byName.value.rows.map((r) => r.sku)).toEqual(["TST-RACK-001"]);
    const none = await listItems(manager(), parseItemList(new URLSearchParams("q=dachbox+test&active=true")));
    expect(none.ok && none.value.total).toBe(0);
  });

  it("keeps a sale made while the editor was open: stock moves by the typed difference", async () => {
    const created = await createItem(manager(), itemForm({ sku: "TST-STOCK-1", stock: "10" }));
    if (!created.ok) throw new Error("create");
    // An order took 3 meanwhile; the editor (showing 10) sets 12: 10 - 3 + 2 = 9.
    await db.update(items).set({ stock: 7 }).where(eq(items.id, created.value.id));
    expect(
      (
        await updateItem(
          manager(),
          created.value.id,
          itemForm({ sku: "TST-STOCK-1", stock: "12", stock_was: "10" }),
        )
      ).ok,
    ).toBe(true);
    const [row] = await db.select({ stock: items.stock }).from(items).where(eq(items.id, created.value.id));
    expect(row!.stock).toBe(9);
    // Lowering below what is left is refused with a translated field error, not a 500.
    const tooLow = await updateItem(
      manager(),
      created.value.id,
      itemForm({ sku: "TST-STOCK-1", stock: "0", stock_was: "10" }),
    );
    expect(!tooLow.ok && tooLow.error.code === "invalid" && tooLow.error.fields).toEqual({
      stock: ["items:errors.stock_negative"],
    });
  });

  it("adds, edits and removes variants; the shop lists the item once with its variants", async () => {
    const parent = await createItem(
      manager(),
      itemForm({ sku: "TST-WHEEL", category: "wheels_tyres", name_en: "Test wheels", stock: "" }),
    );
    if (!parent.ok) throw new Error("create");
    const id = parent.value.id;
    const small = await addVariant(
      manager(),
      id,
      variantForm({ sku: "TST-WHEEL-17", variant_en: "17 inch", price: "899", stock: "4" }),
    );
    const large = await addVariant(
      manager(),
      id,
      variantForm({ sku: "TST-WHEEL-18", variant_en: "18 inch", price: "1.099,00", stock: "3" }),
    );
    const gone = await addVariant(manager(), id, variantForm({ sku: "TST-WHEEL-19", variant_en: "19 inch" }));
    if (!small.ok || !large.ok || !gone.ok) throw new Error("variants");
    // A variant's SKU must be unique too.
    const dup = await addVariant(manager(), id, variantForm({ sku: "TST-WHEEL-17" }));
    expect(!dup.ok && dup.error.code === "invalid" && dup.error.fields).toEqual({
      sku: ["items:errors.sku_taken"],
    });
    expect(
      (
        await updateVariant(
          manager(),
          id,
          large.value.id,
          variantForm({
            sku: "TST-WHEEL-18",
            variant_en: "18 inch alloy",
            price: "1.099,00",
            stock: "3",
            stock_was: "3",
          }),
        )
      ).ok,
    ).toBe(true);
    expect((await removeVariant(manager(), id, gone.value.id)).ok).toBe(true);
    const edit = await getItemForEdit(manager(), id);
    if (!edit.ok) throw new Error("edit");
    expect(edit.value.variants.map((v) => [v.sku, v.variantName.en, v.priceMinor, v.stock])).toEqual([
      ["TST-WHEEL-17", "17 inch", 89900, 4],
      ["TST-WHEEL-18", "18 inch alloy", 109900, 3],
    ]);
    // A variant is not an item of the list, nor opened as one in the editor.
    const list = await listItems(manager(), parseItemList(new URLSearchParams("q=TST-WHEEL")));
    expect(list.ok && list.value.rows.map((r) => [r.sku, r.variants, r.variantStock])).toEqual([
      ["TST-WHEEL", 2, 7],
    ]);
    expect((await getItemForEdit(manager(), small.value.id)).ok).toBe(false);

    const shop = await listShopItems(buyer(), { category: "wheels_tyres" });
    const card = shop.items.find((i) => i.sku === "TST-WHEEL");
    expect(card?.variants.map((v) => [v.name, v.priceMinor, v.inStock])).toEqual([
      ["17 inch", 89900, true],
      ["18 inch alloy", 109900, true],
    ]);
    expect(shop.items.some((i) => i.sku.startsWith("TST-WHEEL-"))).toBe(false);
    // The seeded demo item with variants is there as well.
    expect(shop.items.find((i) => i.sku === "WHL-SPORT-SET")?.variants.map((v) => v.name)).toEqual([
      "17 inch",
      "18 inch",
    ]);
  });

  it("sells a variant: the cart line reads 'Item – Variant', the order keeps it, that variant's stock drops", async () => {
    const [variant] = await db
      .select()
      .from(items)
      .where(and(eq(items.projectId, project.id), eq(items.sku, "TST-WHEEL-18")));
    const [sibling] = await db
      .select()
      .from(items)
      .where(and(eq(items.projectId, project.id), eq(items.sku, "TST-WHEEL-17")));
    const [parent] = await db
      .select()
      .from(items)
      .where(and(eq(items.projectId, project.id), eq(items.sku, "TST-WHEEL")));
    const owner: CartOwner = { kind: "visitor", visitorId: randomUUID() };
    // The item with variants itself cannot be bought; the variant can.
    expect((await addToCart(buyer(), owner, { kind: "item", itemId: parent!.id, quantity: 1 })).ok).toBe(
      false,
    );
    const added = await addToCart(buyer(), owner, { kind: "item", itemId: variant!.id, quantity: 2 });
    expect(added.ok).toBe(true);
    const cart = await getCart(buyer(), owner);
    expect(cart.lines.map((l) => [l.name, l.unitPriceMinor, l.quantity])).toEqual([
      ["Test wheels – 18 inch alloy", 109900, 2],
    ]);
    const init = await checkoutInit(buyer(), owner);
    const placed = await placeOrder(buyer(), owner, {
      idempotencyKey: randomUUID(),
      customer: { firstName: "Ayşe", lastName: "Kaya", email: `v-${randomUUID().slice(0, 8)}@example.com` },
      fulfilment: "pickup",
      locationId: init.locations[0]!.id,
      paymentMethod: "bank_transfer",
      acceptTerms: true,
      acceptCancellationPolicy: true,
    });
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.value.id));
    expect(lines.map((l) => [l.name, l.itemId, l.quantity])).toEqual([
      ["Test wheels – 18 inch alloy", variant!.id, 2],
    ]);
    const stock = async (id: string) =>
      (await db.select({ s: items.stock }).from(items).where(eq(items.id, id)))[0]!.s;
    expect(await stock(variant!.id)).toBe(1);
    expect(await stock(sibling!.id)).toBe(4);
    // Deactivating the parent stops its variants from being sold.
    await db.update(items).set({ isActive: false }).where(eq(items.id, parent!.id));
    expect(
      (
        await addToCart(
          buyer(),
          { kind: "visitor", visitorId: randomUUID() },
          { kind: "item", itemId: sibling!.id, quantity: 1 },
        )
      ).ok,
    ).toBe(false);
    await db.update(items).set({ isActive: true }).where(eq(items.id, parent!.id));
  });

  it("stores pictures re-encoded without metadata, copies the cover and reorders them", async () => {
    const [parent] = await db
      .select()
      .from(items)
      .where(and(eq(items.projectId, project.id), eq(items.sku, "TST-WHEEL")));
    const id = parent!.id;
    const up = await addItemImages(
      manager(),
      id,
      [await jpegWithExif(), await jpegWithExif(640, 900)],
      localFileStore(uploadDir),
      {},
    );
    if (!up.ok) throw new Error(JSON.stringify(up.error));
    const [first, second] = up.value.ids;
    const stored = await readFile(path.join(uploadDir, "items", first!, "large.webp"));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("SecretCam"))).toBe(false);
    const cover = async () =>
      (await db.select({ image: items.image }).from(items).where(eq(items.id, id)))[0]!.image;
    expect(await cover()).toBe(`/uploads/items/${first}/card.webp`);
    // The variants show the cover too (the cart line's picture).
    const [v] = await db.select({ image: items.image }).from(items).where(eq(items.sku, "TST-WHEEL-17"));
    expect(v!.image).toBe(`/uploads/items/${first}/card.webp`);

    expect((await moveItemImage(manager(), id, second!, "up")).ok).toBe(true);
    expect(await cover()).toBe(`/uploads/items/${second}/card.webp`);
    expect((await reorderItemImages(manager(), id, [first!, second!])).ok).toBe(true);
    expect(await cover()).toBe(`/uploads/items/${first}/card.webp`);
    // An order that is not exactly the item's pictures is refused.
    const bad = await reorderItemImages(manager(), id, [first!, first!]);
    expect(!bad.ok && bad.error.code).toBe("invalid");
    expect(
      (
        await setItemImageAlt(
          manager(),
          id,
          first!,
          schemas.alt.parse({ alt_de: "Rad vorne", alt_en: "Wheel" }),
        )
      ).ok,
    ).toBe(true);
    const rows = await db.select().from(itemImages).where(eq(itemImages.itemId, id));
    expect(rows.find((r) => r.id === first)!.alt).toEqual({ de: "Rad vorne", en: "Wheel" });

    // Not a picture (text named .jpg), a too small one: a translated field error, nothing stored.
    const text = new File(["hello, not a jpeg"], "evil.jpg", { type: "image/jpeg" });
    const refused = await addItemImages(manager(), id, [text], localFileStore(uploadDir));
    expect(!refused.ok && refused.error.code === "invalid" && refused.error.fields).toEqual({
      images: ["items:errors.image_type"],
    });
    const tiny = await addItemImages(manager(), id, [await jpegWithExif(50, 50)], localFileStore(uploadDir));
    expect(!tiny.ok && tiny.error.code === "invalid" && tiny.error.fields).toEqual({
      images: ["items:errors.image_too_small"],
    });
    expect((await db.select().from(itemImages).where(eq(itemImages.itemId, id))).length).toBe(2);

    expect((await removeItemImage(manager(), id, first!, localFileStore(uploadDir))).ok).toBe(true);
    expect(await cover()).toBe(`/uploads/items/${second}/card.webp`);
    await expect(readFile(path.join(uploadDir, "items", first!, "large.webp"))).rejects.toThrow();
  });

  it("hostile input: bad values are field errors, bogus and foreign ids are not found", async () => {
    const bad = schemas.item.safeParse({
      sku: "x".repeat(5000),
      category: "weapons",
      price: "-5",
      vat: "2500",
      stock: "1e9",
      position: "abc",
      name_de: "y".repeat(100_000),
    });
    expect(bad.success).toBe(false);
    const paths = new Set(bad.error!.issues.map((i) => String(i.path[0])));
    for (const f of ["sku", "category", "price", "vat", "stock", "position", "name_de"])
      expect(paths.has(f)).toBe(true);
    expect(schemas.item.safeParse({ ...itemForm(), sku: "ÄÖÜ<script>" }).success).toBe(false);
    expect(
      schemas.item.safeParse({ sku: "A-1", category: "care", price: "12,50", vat: "1900" }).success,
    ).toBe(false);

    const foreign = await db
      .insert(items)
      .values({ projectId: other.id, sku: "B-ONLY-1", category: "care", name: { de: "B" }, priceMinor: 100 })
      .returning({ id: items.id });
    const fid = foreign[0]!.id;
    for (const id of ["", "not-a-uuid", "' or 1=1 --", randomUUID(), fid]) {
      expect((await getItemForEdit(manager(), id)).ok).toBe(false);
      expect((await updateItem(manager(), id, itemForm({ sku: "TST-NEVER" }))).ok).toBe(false);
      expect((await addVariant(manager(), id, variantForm({ sku: "TST-NEVER-V" }))).ok).toBe(false);
      expect((await addItemImages(manager(), id, [await jpegWithExif()], localFileStore(uploadDir))).ok).toBe(
        false,
      );
      expect((await removeVariant(manager(), id, fid)).ok).toBe(false);
    }
    const [b] = await db.select().from(items).where(eq(items.id, fid));
    expect(b).toMatchObject({ sku: "B-ONLY-1", priceMinor: 100, parentId: null });
    // Another project's SKU does not block this one's.
    expect((await createItem(manager(), itemForm({ sku: "B-ONLY-1" }))).ok).toBe(true);
  });

  it("lets only the extended database group in", async () => {
    for (const roles of [["database_clerk"], ["sales"], ["cms_editor"], ["client"]]) {
      const ctx = serviceContextFor(db, project, { locale: "de", principal: user(roles, project) });
      expect((await listItems(ctx, parseItemList(new URLSearchParams()))).ok).toBe(false);
      expect((await createItem(ctx, itemForm({ sku: "TST-FORBIDDEN" }))).ok).toBe(false);
    }
    const admin = serviceContextFor(db, project, { locale: "de", principal: user(["admin"], project) });
    expect((await listItems(admin, parseItemList(new URLSearchParams()))).ok).toBe(true);
    expect((await db.select().from(items).where(eq(items.sku, "TST-FORBIDDEN"))).length).toBe(0);
  });

  it.runIf(hasBuild())(
    "the pages answer hostile requests with 4xx and translated messages, never a 500",
    async () => {
      const request = await createTestApp(db, { uploadDir });
      const cookie = await loginCookie(request, "inventory@autohaus-brandt.example", { ip: "10.77.0.1" });
      const get = (p: string) => request(p, { headers: { cookie } });
      const post = (p: string, body: Record<string, string>) =>
        request(p, {
          method: "POST",
          headers: {
            cookie,
            origin: "http://localhost",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams(body).toString(),
        });
      const [foreign] = await db
        .select({ id: items.id })
        .from(items)
        .where(eq(items.projectId, other.id))
        .limit(1);
      const [variant] = await db.select({ id: items.id }).from(items).where(eq(items.sku, "TST-WHEEL-17"));
      for (const id of [randomUUID(), foreign!.id, variant!.id, "%27%20or%201%3D1"]) {
        expect((await get(`/de/account/items/${id}`)).status).toBe(404);
      }
      expect((await get("/de/account/items?category=x&page=-3&active=maybe&q=%00%27")).status).toBe(200);
      const overview = await get(
        `/de/account/cars/overview?state=${"x".repeat(3000)}&location=abc&brand=%3Cscript%3E`,
      );
      expect(overview.status).toBe(200);
      // A duplicate SKU: 400 with the German message and the typed values kept.
      const dup = await post("/de/account/items/new", {
        intent: "save",
        sku: "ACC-MAT-001",
        category: "care",
        name_de: "Doppelt",
        price: "12,34",
        vat: "1900",
      });
      expect(dup.status).toBe(400);
      const html = await dup.text();
      expect(html).toContain("Diese Artikelnummer hat bereits ein anderer Artikel.");
      expect(html).toContain('value="12,34"');
      // Huge values and unknown intents: 400, nothing written.
      const [parent] = await db.select({ id: items.id }).from(items).where(eq(items.sku, "TST-WHEEL"));
      const huge = await post(`/de/account/items/${parent!.id}`, {
        intent: "variant_add",
        sku: "Z".repeat(100_000).slice(0, 60_000),
        variant_de: "x",
        price: "1",
      });
      expect(huge.status).toBe(400);
      expect((await post(`/de/account/items/${parent!.id}`, { intent: "drop_table" })).status).toBe(400);
      expect(
        (await post(`/de/account/items/${parent!.id}`, { intent: "variant_remove", target: foreign!.id }))
          .status,
      ).toBe(404);
      expect(
        (await post(`/de/account/items/${foreign!.id}`, { intent: "image_order", order: "a,b" })).status,
      ).toBe(404);
    },
  );
});
