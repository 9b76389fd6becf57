/**
 * Dealer-defined lead rules and the VIN (decision 0075) on PGlite and PostgreSQL, through the services
 * with parsed mails (the real mailbox path has one case in inbound-mail.int.test.ts): an admin's rules
 * (others refused; oversize labels, a sender that is no address, another project's workflow refused),
 * a matching mail becomes a job in the rule's workflow with its client and the car found by VIN, a rule
 * that finds no contact leaves the mail unassigned with the reason, a switched-off rule does nothing, and
 * an ADF lead finds its car by VIN when the stock number is unknown.
 */

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTimeline } from "../../app/core/communication/communication.service.server";
import { configureFileStore, fileStore } from "../../app/core/files/files.server";
import { localFileStore } from "../../app/core/files/local-file-store.server";
import type { SessionUser } from "../../app/core/identity/session-user";
import {
  assignInbound,
  type IncomingMail,
  ingestMail,
  listUnassigned,
  markInboundSpam,
} from "../../app/core/inbound-mail/inbound.service.server";
import {
  getLeadRules,
  removeLeadRule,
  saveLeadRule,
  setLeadRuleEnabled,
} from "../../app/core/inbound-mail/lead-rules.service.server";
import { readMailAttachment } from "../../app/core/inbound-mail/mail-attachments.server";
import { updateCar } from "../../app/core/inventory/car-editor.service.server";
import { createLead } from "../../app/core/leads/create-lead.service.server";
import type { Project } from "../../app/core/tenancy/project";
import { resolveProject } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import * as schema from "../../app/db/schema";
import { carFormValues } from "../../app/features/car-editor/form-values";
import {
  createTestDatabase,
  serviceContextFor,
  sessionUserOf,
  type TestDatabase,
  testDrivers,
} from "../setup/test-db";

const VIN = "WVWZZZ1KZAW000123";

describe.each(testDrivers())("mail lead rules, VIN and attachments on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  let A: Project;
  let B: Project;
  let admin: SessionUser;
  let sales: SessionUser;
  let seq = 0;
  let uploads = "";

  const principalOf = (email: string, project: Project) => sessionUserOf(db, email, project);
  const ctx = (who: SessionUser | null) => serviceContextFor(db, A, { locale: "en", principal: who });

  const mail = (over: Partial<IncomingMail>): IncomingMail => ({
    messageId: `<rule-${++seq}@portal.example>`,
    uidValidity: null,
    uid: null,
    fromAddress: "anfragen@portal.example",
    fromName: "Portal",
    recipients: ["crm@autohaus-brandt.example"],
    subject: "Neue Anfrage",
    text: "",
    html: null,
    receivedAt: new Date(),
    kind: "mail",
    inReplyTo: null,
    references: [],
    reportText: "",
    sizeBytes: 100,
    overLimit: false,
    attachments: [],
    ...over,
  });

  const form = (over: Record<string, string> = {}) => ({
    name: "Portal",
    senderPattern: "@Portal.example",
    subjectContains: "neue anfrage",
    workflowId: "",
    sourceLabel: "portal",
    label_firstName: "Vorname:",
    label_lastName: "Nachname:",
    label_email: "E-Mail:",
    label_phone: "Telefon:",
    label_vin: "FIN:",
    label_message: "Nachricht:",
    ...over,
  });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    A = (await resolveProject(db, "localhost"))!;
    B = (await resolveProject(db, "community.localhost"))!;
    admin = await principalOf("admin@autohaus-brandt.example", A);
    sales = await principalOf("sales@autohaus-brandt.example", A);
    uploads = await mkdtemp(path.join(tmpdir(), "mail-attachments-"));
    configureFileStore(localFileStore(uploads));
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  it("lets only an admin keep rules, and refuses hostile input field by field", async () => {
    expect(await saveLeadRule(ctx(sales), form())).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await getLeadRules(ctx(sales))).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await saveLeadRule(ctx(null), form())).toMatchObject({ ok: false, error: { code: "forbidden" } });
    const bad = await saveLeadRule(
      ctx(admin),
      form({ senderPattern: "portal", label_email: "x".repeat(61), name: "n".repeat(101) }),
    );
    expect(bad).toMatchObject({
      ok: false,
      error: {
        code: "invalid",
        fields: {
          senderPattern: ["communication:rules.errors.sender"],
          label_email: ["validation:too_long"],
          name: ["validation:too_long"],
        },
      },
    });
    const [foreign] = await db
      .select({ id: schema.workflows.id })
      .from(schema.workflows)
      .where(eq(schema.workflows.projectId, B.id))
      .limit(1);
    expect(foreign).toBeDefined();
    expect(await saveLeadRule(ctx(admin), form({ workflowId: String(foreign!.id) }))).toMatchObject({
      ok: false,
      error: { code: "invalid", fields: { workflowId: ["validation:invalid_choice"] } },
    });
    expect(await saveLeadRule(ctx(admin), form({ ruleId: "not-a-uuid" }))).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await setLeadRuleEnabled(ctx(admin), crypto.randomUUID(), false)).toMatchObject({ ok: false });
    expect(await removeLeadRule(ctx(admin), "1 or 1=1")).toMatchObject({ ok: false });
  });

  it("turns a matching mail into a job of the rule's workflow, its client and the car found by VIN", async () => {
    const [car] = await db
      .select({ id: schema.cars.id })
      .from(schema.cars)
      .where(eq(schema.cars.projectId, A.id))
      .limit(1);
    await db.update(schema.cars).set({ vin: VIN }).where(eq(schema.cars.id, car!.id));
    const [workflow] = await db
      .select({ id: schema.workflows.id, systemTypes: schema.workflows.systemTypes })
      .from(schema.workflows)
      .where(eq(schema.workflows.projectId, A.id))
      .orderBy(schema.workflows.position)
      .limit(1);
    const saved = await saveLeadRule(ctx(admin), form({ workflowId: String(workflow!.id) }));
    expect(saved.ok).toBe(true);
    const rules = await getLeadRules(ctx(admin));
    expect(rules.ok && rules.value.rules).toMatchObject([
      { name: "Portal", senderPattern: "@portal.example", labels: { email: "E-Mail:" }, enabled: true },
    ]);

    const r = await ingestMail(
      serviceContextFor(db, A),
      mail({
        subject: "NEUE ANFRAGE zu Ihrem Golf",
        text: [
          "Ein Interessent hat geschrieben.",
          "Vorname: Jana",
          "Nachname: Kowalski",
          "E-Mail: jana.kowalski@example.com",
          "Telefon: +49 30 555",
          `FIN: ${VIN.toLowerCase()}`,
          "Nachricht: Ist der Wagen noch da?",
        ].join("\n"),
      }),
    );
    expect(r).toMatchObject({ route: "lead" });
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, r!.jobId!));
    expect(job).toMatchObject({ workflowId: workflow!.id, carId: car!.id, source: "mail:portal" });
    expect(job!.payload).toMatchObject({ kind: "mail_rule", message: "Ist der Wagen noch da?" });
    const [client] = await db.select().from(schema.clients).where(eq(schema.clients.id, job!.clientId!));
    expect(client).toMatchObject({
      email: "jana.kowalski@example.com",
      firstName: "Jana",
      lastName: "Kowalski",
    });
    const [stored] = await db.select().from(schema.inboundMails).where(eq(schema.inboundMails.id, r!.id));
    expect(stored).toMatchObject({ kind: "lead", leadRuleId: saved.ok ? saved.value.id : null });
  });

  it("leaves a matching mail without e-mail or phone unassigned with the reason; other subjects and switched-off rules make nothing", async () => {
    const noContact = await ingestMail(
      serviceContextFor(db, A),
      mail({ text: "Vorname: Ohne\nNachname: Kontakt\nNachricht: bitte melden" }),
    );
    expect(noContact).toMatchObject({ route: "unassigned", jobId: null });
    const list = await listUnassigned(ctx(sales));
    expect(list.ok && list.value.find((m) => m.id === noContact!.id)).toMatchObject({
      reason: { key: "rule_no_contact", rule: "Portal" },
    });

    const other = await ingestMail(
      serviceContextFor(db, A),
      mail({ subject: "Rechnung", text: "E-Mail: someone@example.com" }),
    );
    expect(other).toMatchObject({ route: "unassigned" });
    const [plain] = await db.select().from(schema.inboundMails).where(eq(schema.inboundMails.id, other!.id));
    expect(plain).toMatchObject({ leadRuleId: null, reason: null });

    const rules = await getLeadRules(ctx(admin));
    const id = rules.ok ? rules.value.rules[0]!.id : "";
    expect((await setLeadRuleEnabled(ctx(admin), id, false)).ok).toBe(true);
    const off = await ingestMail(serviceContextFor(db, A), mail({ text: "E-Mail: off@example.com" }));
    expect(off).toMatchObject({ route: "unassigned", jobId: null });
    expect((await removeLeadRule(ctx(admin), id)).ok).toBe(true);
    expect(
      await db.select().from(schema.mailLeadRules).where(eq(schema.mailLeadRules.projectId, A.id)),
    ).toEqual([]);
  });

  it("matches an ADF lead's car by VIN when its stock number is unknown; VINs are unique per project", async () => {
    const adf = `<?xml version="1.0"?><?adf version="1.0"?><adf><prospect>
<vehicle interest="buy" status="used"><make>VW</make><model>Golf</model><vin>${VIN}</vin><stock>999999999</stock></vehicle>
<customer><contact><name part="full">Vin Kunde</name><email>vin.kunde@markt.example</email></contact></customer>
<provider><name part="full">Markt</name></provider></prospect></adf>`;
    const r = await ingestMail(serviceContextFor(db, A), mail({ fromAddress: "x@markt.example", text: adf }));
    expect(r).toMatchObject({ route: "lead" });
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, r!.jobId!));
    const [car] = await db.select({ id: schema.cars.id }).from(schema.cars).where(eq(schema.cars.vin, VIN));
    expect(job!.carId).toBe(car!.id);
    const [another] = await db
      .select({ id: schema.cars.id })
      .from(schema.cars)
      .where(and(eq(schema.cars.projectId, A.id), ne(schema.cars.id, car!.id)))
      .limit(1);
    await expect(
      db.update(schema.cars).set({ vin: VIN }).where(eq(schema.cars.id, another!.id)),
    ).rejects.toThrow();
    // The car editor says so in words, and keeps the car's own VIN when saving it again.
    const rowOf = async (id: string) =>
      (await db.select().from(schema.cars).where(eq(schema.cars.id, id)))[0]!;
    const taken = await updateCar(ctx(admin), another!.id, {
      ...carFormValues(await rowOf(another!.id), "en"),
      vin: VIN.toLowerCase(),
    });
    expect(taken).toMatchObject({ ok: false, error: { fields: { vin: ["car-editor:errors.vin_taken"] } } });
    const same = await updateCar(ctx(admin), car!.id, carFormValues(await rowOf(car!.id), "en"));
    expect(same.ok).toBe(true);
  });

  it("keeps a known client's attachments as private documents within the limits, downloadable by who may open the client", async () => {
    const lead = await createLead(
      serviceContextFor(db, A, { locale: "de" }),
      "CONTACT",
      { name: "Anna Anhang", email: "anna.anhang@example.com", language: "de", privacyAccepted: true },
      { message: "Fotos folgen" },
    );
    if (!lead.ok) throw new Error("no lead");
    await db.update(schema.jobs).set({ assigneeId: sales.id }).where(eq(schema.jobs.id, lead.value.jobId));
    const pdf = Buffer.from("%PDF-1.4 Fahrzeugschein");
    const files = [
      { filename: "schein.pdf", contentType: "application/pdf", size: pdf.length, content: pdf },
      { filename: "tool.exe", contentType: "application/x-msdownload", size: 10, content: Buffer.from("MZ") },
      { filename: "huge.jpg", contentType: "image/jpeg", size: 11 * 1024 * 1024 },
      ...Array.from({ length: 19 }, (_, i) => ({
        filename: `note-${i}.txt`,
        contentType: "text/plain; charset=utf-8",
        size: 2,
        content: Buffer.from(`n${i}`),
      })),
    ];
    const r = await ingestMail(
      serviceContextFor(db, A),
      mail({
        fromAddress: "Anna.Anhang@example.com",
        subject: "Unterlagen",
        text: "Anbei.",
        attachments: files,
      }),
    );
    expect(r).toMatchObject({ route: "client", clientId: lead.value.clientId });
    const [stored] = await db.select().from(schema.inboundMails).where(eq(schema.inboundMails.id, r!.id));
    expect(stored!.attachments.map((a) => a.refused ?? "kept")).toEqual([
      "kept",
      "type",
      "too_large",
      ...Array(17).fill("kept"),
      "too_many",
      "too_many",
    ]);
    const docs = await db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.clientId, lead.value.clientId));
    expect(docs).toHaveLength(18);
    expect(docs.every((d) => d.docType === "mail_attachment" && d.direction === "ingoing")).toBe(true);
    const pdfDoc = stored!.attachments[0]!.documentId!;

    const timeline = await getTimeline(
      serviceContextFor(db, { ...A, features: { ...A.features, communication: true } }, { principal: sales }),
      lead.value.clientId,
      { limit: 20 },
    );
    const entry = timeline.ok && timeline.value.page.items.find((i) => i.kind === "mail_in");
    expect(entry && "attachments" in entry && entry.attachments.slice(0, 3)).toEqual([
      { name: "schein.pdf", bytes: pdf.length, href: `/api/clients/documents/${pdfDoc}/file`, refused: null },
      { name: "tool.exe", bytes: 10, href: null, refused: "type" },
      { name: "huge.jpg", bytes: 11 * 1024 * 1024, href: null, refused: "too_large" },
    ]);

    const got = await readMailAttachment(ctx(sales), pdfDoc);
    expect(got.ok && got.value).toMatchObject({ type: "application/pdf", filename: "schein.pdf" });
    expect(got.ok && got.value.data.equals(pdf)).toBe(true);
    expect(await readMailAttachment(ctx(null), pdfDoc)).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    const customer = { ...sales, id: crypto.randomUUID(), roles: ["customer"] };
    expect(await readMailAttachment(ctx(customer), pdfDoc)).toMatchObject({ ok: false });
    // Another project's employee, and an employee who may not open this client, are told nothing.
    const other = serviceContextFor(db, B, { principal: { ...admin, projectId: B.id } });
    expect(await readMailAttachment(other, pdfDoc)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    const stranger = { ...sales, id: crypto.randomUUID(), roles: ["sales"] };
    expect(await readMailAttachment(ctx(stranger), pdfDoc)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
  });
  it("keeps an unknown sender's attachment for whoever assigns the mail, then it is the client's; spam deletes it", async () => {
    const pdf = Buffer.from("%PDF-1.4 Kaufvertrag");
    const withPdf = (from: string) =>
      mail({
        fromAddress: from,
        subject: "Vertrag",
        text: "Anbei der Vertrag.",
        attachments: [
          { filename: "vertrag.pdf", contentType: "application/pdf", size: pdf.length, content: pdf },
        ],
      });
    const centre = (who: SessionUser) =>
      serviceContextFor(db, { ...A, features: { ...A.features, communication: true } }, { principal: who });
    const documentOf = async (mailId: string) => {
      const [row] = await db.select().from(schema.inboundMails).where(eq(schema.inboundMails.id, mailId));
      return row!.attachments[0]!;
    };

    const first = await ingestMail(serviceContextFor(db, A), withPdf("fremd.eins@example.net"));
    expect(first).toMatchObject({ route: "unassigned" });
    const kept = (await documentOf(first!.id)).documentId!;
    expect(kept).toBeGreaterThan(0);
    // No client has it yet: nobody opens it.
    expect(await readMailAttachment(ctx(admin), kept)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });

    const lead = await createLead(
      serviceContextFor(db, A, { locale: "de" }),
      "CONTACT",
      { name: "Vera Vertrag", email: "vera.vertrag@example.com", language: "de", privacyAccepted: true },
      { message: "Vertrag folgt per Mail" },
    );
    if (!lead.ok) throw new Error("no lead");
    const assigned = await assignInbound(centre(admin), {
      mailId: first!.id,
      clientEmail: "vera.vertrag@example.com",
    });
    expect(assigned).toMatchObject({ ok: true, value: { clientId: lead.value.clientId } });
    const got = await readMailAttachment(ctx(admin), kept);
    expect(got.ok && got.value.data.equals(pdf)).toBe(true);
    const [doc] = await db.select().from(schema.documents).where(eq(schema.documents.id, kept));
    expect(doc).toMatchObject({ clientId: lead.value.clientId, docType: "mail_attachment" });

    // Spam: the document and its file go; the mail's record keeps the attachment's name.
    const second = await ingestMail(serviceContextFor(db, A), withPdf("fremd.zwei@example.net"));
    const dropped = (await documentOf(second!.id)).documentId!;
    const [before] = await db.select().from(schema.documents).where(eq(schema.documents.id, dropped));
    expect(await fileStore().head(before!.fileKey!)).not.toBeNull();
    expect(await markInboundSpam(centre(admin), second!.id)).toMatchObject({ ok: true });
    expect(await db.select().from(schema.documents).where(eq(schema.documents.id, dropped))).toEqual([]);
    expect(await fileStore().head(before!.fileKey!)).toBeNull();
    expect(await documentOf(second!.id)).toEqual({
      name: "vertrag.pdf",
      type: "application/pdf",
      bytes: pdf.length,
    });
  });
});
