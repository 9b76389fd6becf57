/**
 * The back office's clients on PGlite and PostgreSQL: the search (every word, any case,
 * prefixes), filters and keyset pages; the merge that keeps every job and order and moves every column
 * that references clients (read from the Drizzle schema); its refusals; the edit's unique e-mail;
 * the GDPR export and the erasure that keeps orders anonymised; hostile input.
 */
import { randomUUID } from "node:crypto";
import { and, eq, getTableName, isTable, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientList } from "../../app/core/clients/client-filters";
import { clientTsQuery } from "../../app/core/clients/client-search";
import { CLIENT_REFERENCES, listClientRows } from "../../app/core/clients/clients.repo.server";
import {
  clientOptions,
  ERASED_NAME,
  eraseClient,
  exportClient,
  getClientPage,
  listClients,
  mergeClients,
  previewMerge,
  updateClientData,
} from "../../app/core/clients/clients.service.server";
import { changeOrder } from "../../app/core/commerce/orders.service.server";
import { scopeOf } from "../../app/core/context/tenant-scope.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import {
  createTestDatabase,
  SESSION_DEFAULTS,
  serviceContextFor,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";
import { createTestApp, hasBuild, loginCookie } from "../setup/test-server";

const principal = (project: Project, role: string): SessionUser => ({
  id: randomUUID(),
  email: `${role}@example.org`,
  roles: [role],
  inHolding: false,
  projectId: project.id,
  companyId: project.companyId,
  firstName: "Dana",
  lastName: "Clerk",
  ...SESSION_DEFAULTS,
});

/** Every column of the schema with a foreign key to clients.id, as "table.column". */
function columnsReferencingClients(): string[] {
  const out: string[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (!isTable(value)) continue;
    const table = value as PgTable;
    for (const fk of getTableConfig(table).foreignKeys) {
      const ref = fk.reference();
      if (getTableName(ref.foreignTable) !== "clients") continue;
      for (const column of ref.columns) out.push(`${getTableName(table)}.${column.name}`);
    }
  }
  // merged_into_id points at clients.id without a foreign key (a tombstone may outlive its target's checks).
  out.push("clients.merged_into_id");
  return [...new Set(out)].sort();
}

describe.each(testDrivers())("clients on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let A: Project;
  let B: Project;
  let clerk: SessionUser;
  const ctx = (who?: SessionUser | null) =>
    serviceContextFor(db, A, { locale: "en", principal: who === undefined ? clerk : who });

  async function lead(client: Record<string, unknown>, systemType = "CONTACT", project = A) {
    const r = await createLead(
      serviceContextFor(db, project, { locale: "de" }),
      systemType as "CONTACT",
      { language: "de", privacyAccepted: true, ...client } as Parameters<typeof createLead>[2],
      { message: "Please call me about the car" },
      { vehicleBrandName: "Škoda", vehicleModelName: "Octavia" },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  }

  async function order(clientId: string, jobId: number | null, tag: string) {
    const [row] = await db
      .insert(schema.orders)
      .values({
        projectId: A.id,
        number: `T-${tag}-${randomUUID().slice(0, 6)}`,
        idempotencyKey: randomUUID(),
        clientId,
        jobId,
        fulfilment: "delivery",
        deliveryAddress: {
          street: "Geheimweg",
          houseNumber: "7",
          zipCode: "10115",
          city: "Berlin",
          country: "DE",
        },
        paymentMethod: "bank_transfer",
        currency: "EUR",
        netMinor: 840,
        vatMinor: 160,
        totalMinor: 1000,
        language: "de",
        note: "Bitte bei Nachbarin Frau Geheim abgeben",
        termsAcceptedAt: new Date(),
      })
      .returning();
    await db.insert(schema.orderLines).values({
      projectId: A.id,
      orderId: row!.id,
      position: 1,
      kind: "used_car",
      name: "Golf",
      brandName: "Volkswagen",
      variant: "1.5 TSI",
      quantity: 1,
      unitPriceMinor: 1000,
      vatRateBp: 1900,
      totalMinor: 1000,
    });
    return row!;
  }

  async function projectCounts() {
    const n = async (table: PgTable & { projectId: unknown }) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq((table as unknown as typeof schema.jobs).projectId, A.id))
      )[0]!.n;
    return {
      jobs: await n(schema.jobs),
      orders: await n(schema.orders),
      documents: await n(schema.documents),
      events: await n(schema.jobEvents),
      tradeIns: await n(schema.tradeIns),
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    A = (await resolveProject(db, "localhost"))!;
    B = (await resolveProject(db, "community.localhost"))!;
    const [user] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "database@autohaus-brandt.example"));
    clerk = { ...principal(A, "database_clerk"), id: user!.id };
  });
  afterAll(() => database?.drop());

  it("finds a client by every word, in any case and order, by prefixes of name, company, e-mail and phone", async () => {
    const { clientId } = await lead({
      firstName: "Zoë",
      lastName: "Ostermann-Quintus",
      companyName: "Quintuplex Logistik GmbH",
      email: "zq@quintuplex.example",
      phone: "+49 30 5550199",
    });
    const find = async (q: string) => {
      const r = await listClients(ctx(), clientList.parse(new URLSearchParams({ q })));
      if (!r.ok) throw new Error(r.error.code);
      return r.value.rows.map((row) => row.id);
    };
    expect(await find("ZOË ostermann")).toContain(clientId);
    expect(await find("quintu OSTERM")).toContain(clientId);
    expect(await find("quintuplex logist")).toContain(clientId);
    expect(await find("zq@quintuplex.example")).toContain(clientId);
    expect(await find("4930555")).toContain(clientId);
    // Every word must match: one word nobody has leaves nothing.
    expect(await find("ostermann xylophonist")).not.toContain(clientId);
    // Hostile input never breaks the query's syntax.
    for (const q of ["a:* | b & !c", "' OR 1=1 --", "\\", "(((", "ä".repeat(500), ":*&|!<->"]) {
      const r = await listClients(ctx(), clientList.parse(new URLSearchParams({ q })));
      expect(r.ok).toBe(true);
    }
  });

  it("filters in the URL, keyset pages without overlap, a capped total; database staff only", async () => {
    await lead({
      companyName: "Firmenkunde Alpha AG",
      firstName: "",
      lastName: "",
      email: "alpha@firmen.example",
    });
    const companies = await listClients(ctx(), clientList.parse(new URLSearchParams("kind=company")));
    expect(companies.ok && companies.value.rows.length).toBeGreaterThan(0);
    if (companies.ok) expect(companies.value.rows.every((r) => r.kind === "company")).toBe(true);

    const first = await listClients(ctx(), clientList.parse(new URLSearchParams("limit=3&sort=name_asc")));
    if (!first.ok) throw new Error("list");
    expect(first.value.rows).toHaveLength(3);
    expect(first.value.nextCursor).not.toBeNull();
    const second = await listClients(
      ctx(),
      clientList.parse(new URLSearchParams({ limit: "3", sort: "name_asc", after: first.value.nextCursor! })),
    );
    if (!second.ok) throw new Error("list");
    const ids = new Set(first.value.rows.map((r) => r.id));
    expect(second.value.rows.some((r) => ids.has(r.id))).toBe(false);
    const back = await listClients(
      ctx(),
      clientList.parse(
        new URLSearchParams({ limit: "3", sort: "name_asc", before: second.value.prevCursor! }),
      ),
    );
    if (!back.ok) throw new Error("list");
    expect(back.value.rows.map((r) => r.id)).toEqual(first.value.rows.map((r) => r.id));

    // Newest first by default, the page's job counts are there.
    const newest = await listClients(ctx(), clientList.parse(new URLSearchParams("limit=5")));
    if (!newest.ok) throw new Error("list");
    const times = newest.value.rows.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(newest.value.rows[0]!.jobCount).toBeGreaterThanOrEqual(1);

    // Tomorrow's clients: none. A bad date or kind is dropped, not an error.
    const future = await listClients(ctx(), clientList.parse(new URLSearchParams("dateFrom=2099-01-01")));
    expect(future.ok && future.value.rows).toEqual([]);
    const bad = await listClients(
      ctx(),
      clientList.parse(new URLSearchParams("dateFrom=yesterday&kind=alien&after=%%%")),
    );
    expect(bad.ok).toBe(true);

    expect((await listClients(ctx(principal(A, "sales")), clientList.empty)).ok).toBe(false);
    expect((await listClients(ctx(null), clientList.empty)).ok).toBe(false);
    expect((await getClientPage(ctx(principal(A, "client")), randomUUID())).ok).toBe(false);
  });

  it("a search's two plans (sort the few matches, walk the order index for many) give the same pages", async () => {
    for (let i = 0; i < 7; i++)
      await lead({ firstName: "Pia", lastName: `Planvergleich${i}`, email: `pia${i}@plan.example` });
    const scope = scopeOf(db, A.id);
    for (const sort of ["created_desc", "created_asc", "name_asc"] as const) {
      const params = clientList.parse(new URLSearchParams({ q: "PIA planverg", sort, limit: "3" }));
      const base = {
        params,
        tsQuery: clientTsQuery(params.q),
        timeZone: "Europe/Berlin",
        limit: 3,
        after: null,
        before: null,
      };
      const few = await listClientRows(scope, { ...base, plan: "matches" });
      const many = await listClientRows(scope, { ...base, plan: "walk" });
      expect(
        few.map((r) => r.id),
        sort,
      ).toEqual(many.map((r) => r.id));
      expect(few).toHaveLength(4);
      const at =
        sort === "name_asc"
          ? { sort, at: [few[2]!.lastName, few[2]!.firstName, few[2]!.id] as [string, string, string] }
          : { sort, at: [few[2]!.createdAt, few[2]!.id] as [string, string] };
      // Through the service (matches sorted by it, then only the page's rows read): pages forth and back.
      const page1 = await listClients(ctx(), params);
      if (!page1.ok) throw new Error("list");
      expect(page1.value.rows.map((r) => r.id)).toEqual(few.slice(0, 3).map((r) => r.id));
      expect(page1.value.total).toBe(7);
      const page2 = await listClients(ctx(), { ...params, after: page1.value.nextCursor! });
      if (!page2.ok) throw new Error("list");
      expect(page2.value.rows).toHaveLength(3);
      expect(page2.value.rows[0]!.id).toBe(few[3]!.id);
      expect(page2.value.rows.some((r) => page1.value.rows.some((p) => p.id === r.id))).toBe(false);
      const back = await listClients(ctx(), { ...params, after: undefined, before: page2.value.prevCursor! });
      expect(back.ok && back.value.rows.map((r) => r.id)).toEqual(page1.value.rows.map((r) => r.id));
      const next = { ...base, after: at as never };
      expect((await listClientRows(scope, { ...next, plan: "matches" })).map((r) => r.id)).toEqual(
        (await listClientRows(scope, { ...next, plan: "walk" })).map((r) => r.id),
      );
    }
  });

  it("the merge handles every column of the schema that references clients", () => {
    expect(columnsReferencingClients()).toEqual(Object.keys(CLIENT_REFERENCES).sort());
  });

  it("merges a duplicate: every job, order, document and booking moves, nothing is lost, the tombstone stays", async () => {
    const kept = await lead({ firstName: "Henrike", lastName: "Doppel", email: "henrike@doppel.example" });
    const dup1 = await lead(
      { firstName: "Henrike", lastName: "Doppel", email: "h.doppel@web.example", phone: "+49 171 2223334" },
      "TRADE_IN",
    );
    const dup2 = await lead(
      { firstName: "Henrike", lastName: "Doppel", email: "h.doppel@web.example" },
      "RENTAL",
    );
    expect(dup2.clientId).toBe(dup1.clientId);
    const mergedId = dup1.clientId;
    await db
      .insert(schema.tradeIns)
      .values({ jobId: dup1.jobId, projectId: A.id, brandName: "Opel", modelName: "Astra" });
    const [car] = await db.select().from(schema.cars).where(eq(schema.cars.projectId, A.id)).limit(1);
    const [location] = await db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.projectId, A.id))
      .limit(1);
    await db.insert(schema.rentalBookings).values({
      projectId: A.id,
      carId: car!.id,
      jobId: dup2.jobId,
      pickupLocationId: location!.id,
      returnLocationId: location!.id,
      startsAt: new Date("2031-03-01T09:00:00Z"),
      endsAt: new Date("2031-03-02T09:00:00Z"),
      blockedUntil: new Date("2031-03-02T11:00:00Z"),
      priceMinor: 50_00,
      depositMinor: 500_00,
      includedKm: 200,
      currency: "EUR",
    });
    const theOrder = await order(mergedId, null, "dup");
    await db.insert(schema.documents).values({
      projectId: A.id,
      clientId: mergedId,
      orderId: theOrder.id,
      docType: "invoice",
      direction: "outgoing",
      number: "INV-DUP-1",
      currency: "EUR",
    });
    await db
      .insert(schema.mailUnsubscribes)
      .values({ projectId: A.id, email: "h.doppel@web.example", category: "marketing" });

    const preview = await previewMerge(ctx(), { keepId: kept.clientId, mergeId: mergedId });
    if (!preview.ok) throw new Error(JSON.stringify(preview.error));
    expect(preview.value.moves).toMatchObject({ jobs: 2, orders: 1, documents: 1, tradeIns: 1, rentals: 1 });
    expect(preview.value.fills).toContain("phone");

    const before = await projectCounts();
    const keptJobsBefore = (await getClientPage(ctx(), kept.clientId)).ok;
    expect(keptJobsBefore).toBe(true);
    const merged = await mergeClients(ctx(), { keepId: kept.clientId, mergeId: mergedId });
    if (!merged.ok) throw new Error(JSON.stringify(merged.error));
    expect(merged.value.moved).toMatchObject({ jobs: 2, orders: 1, documents: 1 });
    expect(await projectCounts()).toEqual(before);

    // Schema-driven: no column that references clients points at the merged client any more.
    for (const [ref, how] of Object.entries(CLIENT_REFERENCES)) {
      if (how !== "move") continue;
      const [table, column] = ref.split(".");
      const rows = await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table!)} where ${sql.identifier(column!)} = ${mergedId}::uuid`,
      );
      const n = ((rows as unknown as { rows?: { n: number }[] }).rows ??
        (rows as unknown as { n: number }[]))[0]!.n;
      expect(n, ref).toBe(0);
    }

    const page = await getClientPage(ctx(), kept.clientId);
    if (!page.ok) throw new Error("page");
    expect(page.value.jobs.map((j) => j.id).sort()).toEqual([kept.jobId, dup1.jobId, dup2.jobId].sort());
    expect(page.value.orders.map((o) => o.number)).toContain(theOrder.number);
    expect(page.value.client.phone).toBe("+491712223334");
    expect(page.value.client.email).toBe("henrike@doppel.example");
    expect(page.value.unsubscribes.map((u) => u.category)).toContain("marketing");
    expect(page.value.cars.map((c) => `${c.source}:${c.brand}`)).toEqual(
      expect.arrayContaining(["trade_in:Opel", "purchase:Volkswagen"]),
    );
    const kinds = new Set(page.value.timeline.map((t) => t.kind));
    expect([...kinds].sort()).toEqual(["job", "purchase", "rental", "trade_in"]);
    const times = page.value.timeline.map((t) => t.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.value.merges[0]?.moved.jobs).toBe(2);

    const tomb = await db.select().from(schema.clients).where(eq(schema.clients.id, mergedId));
    expect(tomb[0]).toMatchObject({ mergedIntoId: kept.clientId, email: null, phone: null });
    const [record] = await db
      .select()
      .from(schema.clientMerges)
      .where(eq(schema.clientMerges.mergedClientId, mergedId));
    expect(record!.snapshot.client).toMatchObject({ email: "h.doppel@web.example", phone: "+491712223334" });
    // The freed e-mail makes a new lead a client of its own again, not the tombstone.
    const again = await lead({ name: "H D", email: "h.doppel@web.example" });
    expect(again.clientId).not.toBe(mergedId);
    // The tombstone is out of the list unless asked for.
    const list = await listClients(ctx(), clientList.parse(new URLSearchParams({ q: "henrike doppel" })));
    expect(list.ok && list.value.rows.map((r) => r.id)).not.toContain(mergedId);
    const withMerged = await listClients(
      ctx(),
      clientList.parse(new URLSearchParams({ q: "henrike doppel", include: "merged" })),
    );
    expect(withMerged.ok && withMerged.value.rows.map((r) => r.id)).toContain(mergedId);
  });

  it("shows an order's placing and its confirmation as two entries at their own times (issue 36)", async () => {
    const { clientId, jobId } = await lead({
      firstName: "Tilda",
      lastName: "Zeitlich",
      email: `tilda.${randomUUID().slice(0, 6)}@zeit.example`,
    });
    const placedAt = new Date("2026-12-01T09:00:00Z");
    const confirmedAt = new Date("2026-12-02T10:30:00Z");
    const o = await order(clientId, jobId, "time");
    await db.update(schema.orders).set({ createdAt: placedAt }).where(eq(schema.orders.id, o.id));
    const confirm = await changeOrder(
      serviceContextFor(db, A, { locale: "en", principal: clerk, now: confirmedAt }),
      o.id,
      "confirm",
    );
    if (!confirm.ok) throw new Error(JSON.stringify(confirm.error));
    const page = await getClientPage(ctx(), clientId);
    if (!page.ok) throw new Error("page");
    const steps = page.value.timeline
      .filter((t) => t.kind === "purchase" && t.orderNumber === o.number)
      .map((t) => [t.event, t.at]);
    expect(steps).toEqual([
      ["confirmed", confirmedAt.toISOString()],
      ["placed", placedAt.toISOString()],
    ]);
  });

  it("refuses merging a client into itself, twice, across projects, or with bad ids", async () => {
    const one = await lead({ name: "Solo Einzel", email: "solo@einzel.example" });
    const two = await lead({ name: "Solo Zwei", email: "solo2@einzel.example" });
    const self = await mergeClients(ctx(), { keepId: one.clientId, mergeId: one.clientId });
    expect(self.ok || self.error).toMatchObject({
      code: "conflict",
      message: "clients:merge.errors.same_client",
    });
    const foreign = await lead({ name: "Fremd Projekt", email: "fremd@b.example" }, "CONTACT", B);
    const across = await mergeClients(ctx(), { keepId: one.clientId, mergeId: foreign.clientId });
    expect(across.ok || across.error).toMatchObject({ code: "not_found" });
    const fromB = await mergeClients(serviceContextFor(db, B, { principal: principal(B, "admin") }), {
      keepId: foreign.clientId,
      mergeId: one.clientId,
    });
    expect(fromB.ok || fromB.error).toMatchObject({ code: "not_found" });
    for (const input of [
      {},
      { keepId: 1, mergeId: [] },
      { keepId: "x".repeat(10_000), mergeId: "y" },
      null,
      "drop table",
    ]) {
      const r = await mergeClients(ctx(), input);
      expect(r.ok || r.error.code).toBe("invalid");
    }
    expect(
      (await mergeClients(ctx(principal(A, "sales")), { keepId: one.clientId, mergeId: two.clientId })).ok,
    ).toBe(false);
    expect((await mergeClients(ctx(), { keepId: one.clientId, mergeId: two.clientId })).ok).toBe(true);
    const twice = await mergeClients(ctx(), { keepId: one.clientId, mergeId: two.clientId });
    expect(twice.ok || twice.error).toMatchObject({ message: "clients:merge.errors.already_merged" });
    // A's client is unknown on B's site, and B's page of it is not found.
    expect(
      (await getClientPage(serviceContextFor(db, B, { principal: principal(B, "admin") }), one.clientId)).ok,
    ).toBe(false);
  });

  it("edits a client: validated, the e-mail unique with a translated error, bogus ids not found", async () => {
    const a = await lead({ name: "Edith Editor", email: "edith@edit.example" });
    await lead({ name: "Otto Other", email: "otto@edit.example" });
    const form = {
      kind: "person",
      firstName: "Edith",
      lastName: "Editor",
      email: "otto@EDIT.example",
      language: "de",
    };
    const taken = await updateClientData(ctx(), a.clientId, form);
    expect(taken.ok || taken.error).toMatchObject({
      code: "invalid",
      fields: { email: ["clients:errors.email_taken"] },
    });
    const good = await updateClientData(ctx(), a.clientId, {
      ...form,
      email: "Edith.New@Edit.example",
      phone: "+49 (30) 123-456",
      city: "Köln",
      notes: "Prefers mornings",
      marketingConsent: "on",
    });
    expect(good.ok).toBe(true);
    const page = await getClientPage(ctx(), a.clientId);
    expect(page.ok && page.value.client).toMatchObject({
      email: "edith.new@edit.example",
      phone: "+4930123456",
      city: "Köln",
      notes: "Prefers mornings",
      marketingConsent: true,
    });
    for (const bad of [
      { ...form, email: "not-an-address" },
      { ...form, firstName: 42 },
      { ...form, lastName: "x".repeat(10_000) },
      { ...form, language: "xx" },
      { ...form, kind: "company", companyName: "" },
      null,
    ]) {
      const r = await updateClientData(ctx(), a.clientId, bad);
      expect(r.ok || r.error.code).toBe("invalid");
    }
    expect((await updateClientData(ctx(), randomUUID(), form)).ok || "nf").toBe("nf");
    expect((await getClientPage(ctx(), "../../etc/passwd")).ok).toBe(false);
    const options = await clientOptions(ctx(), "EDITH edi", null);
    expect(options.ok && options.value.map((o) => o.value)).toContain(a.clientId);
  });

  it("exports a client's data with orders and jobs, and erases it keeping the orders anonymised", async () => {
    const c = await lead({ name: "Greta Geheim", email: "greta@geheim.example", phone: "+49 89 1234567" });
    const o = await order(c.clientId, c.jobId, "gdpr");
    const exported = await exportClient(ctx(), c.clientId);
    if (!exported.ok) throw new Error("export");
    const data = exported.value as {
      format: string;
      client: { email: string };
      orders: { number: string; lines: unknown[] }[];
      jobs: { id: number; form: Record<string, unknown>; events: unknown[] }[];
    };
    expect(data.format).toBe("autohaus.client-export/1");
    expect(data.client.email).toBe("greta@geheim.example");
    expect(data.orders.map((x) => x.number)).toEqual([o.number]);
    expect(data.orders[0]!.lines).toHaveLength(1);
    expect(data.jobs.map((j) => j.id)).toEqual([c.jobId]);
    expect(data.jobs[0]!.form).toMatchObject({ message: "Please call me about the car" });
    expect(JSON.stringify(data)).not.toMatch(/idempotency|project_?id/i);

    const wrong = await eraseClient(ctx(), c.clientId, { confirmation: "yes please" });
    expect(wrong.ok || wrong.error).toMatchObject({
      fields: { confirmation: ["clients:erase.errors.confirmation"] },
    });
    expect((await eraseClient(ctx(principal(A, "sales")), c.clientId, { confirmation: "ERASE" })).ok).toBe(
      false,
    );
    const erased = await eraseClient(ctx(), c.clientId, { confirmation: "erase" });
    expect(erased.ok ? erased.value : erased.error).toEqual({ orders: 1, jobs: 1 });

    const [row] = await db.select().from(schema.clients).where(eq(schema.clients.id, c.clientId));
    expect(row).toMatchObject({ firstName: "", lastName: ERASED_NAME, email: null, phone: null, notes: "" });
    expect(row!.erasedAt).not.toBeNull();
    const [kept] = await db.select().from(schema.orders).where(eq(schema.orders.id, o.id));
    expect(kept).toMatchObject({
      number: o.number,
      totalMinor: 1000,
      deliveryAddress: null,
      note: null,
      clientId: c.clientId,
    });
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, c.jobId));
    expect(job!.payload).toEqual({ erased: true });
    // The search vector followed by itself: the old name finds nothing, even with erased clients shown.
    const found = await listClients(
      ctx(),
      clientList.parse(new URLSearchParams({ q: "greta geheim", include: "erased" })),
    );
    expect(found.ok && found.value.rows).toEqual([]);
    const again = await eraseClient(ctx(), c.clientId, { confirmation: "erase" });
    expect(again.ok || again.error.code).toBe("conflict");
    const [stillThere] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.orderLines)
      .where(and(eq(schema.orderLines.orderId, o.id)));
    expect(stillThere!.n).toBe(1);
  });

  it("answers the clients API with the export, the picker's options and hostile input as 4xx", async () => {
    const request = await createTestApp(db, { authThrottle: false });
    const clerkCookie = await loginCookie(request, "database@autohaus-brandt.example", { ip: "10.44.0.1" });
    const salesCookie = await loginCookie(request, "sales@autohaus-brandt.example", { ip: "10.44.0.2" });
    const c = await lead({ name: "Ida Exportiert", email: "ida@export.example" });
    const foreign = await lead({ name: "Fremd Export", email: "fremd@export.example" }, "CONTACT", B);
    const get = (path: string, cookie?: string) => request(path, { headers: cookie ? { cookie } : {} });

    const exported = await get(`/api/clients/${c.clientId}/export.json`, clerkCookie);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/attachment; filename="client-/);
    const body = (await exported.json()) as { format: string; jobs: { id: number }[] };
    expect(body.format).toBe("autohaus.client-export/1");
    expect(body.jobs.map((j) => j.id)).toEqual([c.jobId]);

    const options = await get("/api/clients/options.json?q=IDA+export", clerkCookie);
    expect(options.status).toBe(200);
    expect(((await options.json()) as { value: string }[]).map((o) => o.value)).toContain(c.clientId);

    for (const path of [
      `/api/clients/${foreign.clientId}/export.json`,
      "/api/clients/not-a-client/export.json",
      `/api/clients/${"9".repeat(300)}/export.json`,
    ]) {
      expect((await get(path, clerkCookie)).status, path).toBe(404);
    }
    const tooLong = await get(`/api/clients/options.json?q=${"x".repeat(101)}`, clerkCookie);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(
      3,
    );
    const odd = await get("/api/clients/options.json?q=%27%3A*%7C%21&except=%00", clerkCookie);
    expect(odd.status).toBe(200);
    expect((await get(`/api/clients/${c.clientId}/export.json`, salesCookie)).status).toBe(403);
    expect((await get(`/api/clients/${c.clientId}/export.json`)).status).toBe(401);
  });

  it.runIf(hasBuild())("the job page links the client to its page for those who may open it", async () => {
    const request = await createTestApp(db, { authThrottle: false });
    const c = await lead({ name: "Linda Verlinkt", email: "linda@link.example" });
    const page = async (email: string, path: string) => {
      const cookie = await loginCookie(request, email, { ip: `10.45.0.${email.length}` });
      return (await request(path, { headers: { cookie } })).text();
    };
    const jobPath = `/en/account/jobs/${c.workflowId}/${c.jobId}`;
    const clientPath = `/en/account/clients/${c.clientId}`;
    expect(await page("manager@autohaus-brandt.example", jobPath)).toContain(`href="${clientPath}"`);
    // Sales may open this (unassigned) job, so it may read the client's page too (decision 0047).
    expect(await page("sales@autohaus-brandt.example", jobPath)).toContain(`href="${clientPath}"`);
    const salesView = await page("sales@autohaus-brandt.example", clientPath);
    expect(salesView).toContain("Linda");
    expect(salesView).toContain(jobPath);
    // And back: the client page links the job for a manager, not for a database clerk.
    const jobHref = `href="${jobPath}"`;
    expect(await page("manager@autohaus-brandt.example", clientPath)).toContain(jobHref);
    expect(await page("database@autohaus-brandt.example", clientPath)).not.toContain(jobHref);
  });
});
