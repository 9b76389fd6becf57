/**
 * Demo orders (issue 36): a fresh demo had no orders or documents, so the order and document screens and
 * their filters looked empty until someone ordered. Four shop orders of the dealer's demo purchase jobs,
 * one per state a dealer meets (placed, confirmed, handed over, cancelled), with their job events and
 * documents: the outgoing invoice of each order that was confirmed (decision 0049) and one supplier's
 * invoice (ingoing, a small PDF in the file store). Deterministic: the first purchase jobs by id in each
 * state, fixed items and quantities, the order's time taken from its job. Once per project: a project
 * with orders keeps them. Stock and cars are left as they are (the orders are history).
 */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { cartTotals } from "../../app/core/commerce/cart-totals";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "../../app/core/commerce/commerce-enums";
import { orderNumber } from "../../app/core/commerce/order-snapshot";
import { scopeOf } from "../../app/core/context/tenant-scope.server";
import { fileStore } from "../../app/core/files/files.server";
import { insertJobEvent } from "../../app/core/leads/jobs.repo.server";
import type { Db } from "../../app/db/client.server";
import { documents, items, jobs, orderLines, orders } from "../../app/db/schema";

type DemoOrder = {
  /** The job it belongs to: the first demo purchase job in this state not taken yet. */
  jobVisibility: "open" | "won" | "lost";
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  lines: { sku: string; quantity: number }[];
  /** Job events after "placed" (`job_events.data.action`). */
  events: ("confirmed" | "paid" | "ready" | "handed_over" | "cancelled")[];
  /** A supplier's invoice uploaded to the order. */
  supplierInvoice?: { number: string; amountMinor: number };
};

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    jobVisibility: "open",
    status: "placed",
    paymentStatus: "pending",
    paymentMethod: "bank_transfer",
    lines: [
      { sku: "ACC-MAT-001", quantity: 1 },
      { sku: "CARE-KIT-001", quantity: 2 },
    ],
    events: [],
  },
  {
    jobVisibility: "open",
    status: "confirmed",
    paymentStatus: "pending",
    paymentMethod: "pay_at_pickup",
    lines: [{ sku: "CARE-KIT-001", quantity: 1 }],
    events: ["confirmed"],
    supplierInvoice: { number: "LIEF-2026-0117", amountMinor: 4_250 },
  },
  {
    jobVisibility: "won",
    status: "completed",
    paymentStatus: "paid",
    paymentMethod: "bank_transfer",
    lines: [{ sku: "ACC-MAT-001", quantity: 2 }],
    events: ["confirmed", "paid", "ready", "handed_over"],
  },
  {
    jobVisibility: "lost",
    status: "cancelled",
    paymentStatus: "pending",
    paymentMethod: "bank_transfer",
    lines: [{ sku: "CARE-KIT-001", quantity: 3 }],
    events: ["cancelled"],
  },
];

/** A one-page PDF saying what it is (the demo supplier's invoice). */
function supplierPdf(number: string, amount: string): Buffer {
  const text = `Demo supplier invoice ${number}: ${amount} EUR`;
  const stream = `BT /F1 14 Tf 60 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Seeds the demo orders into the dealer's project once; answers how many were written. */
export async function seedDemoOrders(db: Db, projectId: string): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(orders).where(eq(orders.projectId, projectId));
  if ((existing?.n ?? 0) > 0) return 0;
  const skus = [...new Set(DEMO_ORDERS.flatMap((o) => o.lines.map((l) => l.sku)))];
  const itemRows = await db
    .select()
    .from(items)
    .where(and(eq(items.projectId, projectId), inArray(items.sku, skus)));
  const itemOf = new Map(itemRows.map((i) => [i.sku, i]));
  if (itemOf.size !== skus.length) return 0;
  const taken = new Set<number>();
  let written = 0;
  await db.transaction(async (tx) => {
    const scope = scopeOf(tx as unknown as Db, projectId);
    for (const [index, demo] of DEMO_ORDERS.entries()) {
      const candidates = await tx
        .select({ id: jobs.id, clientId: jobs.clientId, locationId: jobs.locationId, cdate: jobs.cdate })
        .from(jobs)
        .where(
          and(
            eq(jobs.projectId, projectId),
            eq(jobs.systemType, "PURCHASE"),
            eq(jobs.visibility, demo.jobVisibility),
          ),
        )
        .orderBy(asc(jobs.id))
        .limit(10);
      const job = candidates.find((j) => !taken.has(j.id) && j.clientId !== null);
      if (!job?.clientId) continue;
      taken.add(job.id);
      const lines = demo.lines.map((l, i) => {
        const item = itemOf.get(l.sku)!;
        const name = item.name as Record<string, string>;
        return {
          position: i + 1,
          kind: "item" as const,
          itemId: item.id,
          name: name.de ?? Object.values(name)[0] ?? l.sku,
          brandName: item.brandName,
          variant: null,
          image: null,
          quantity: l.quantity,
          unitPriceMinor: item.priceMinor,
          vatRateBp: item.vatRateBp,
          totalMinor: item.priceMinor * l.quantity,
        };
      });
      const totals = cartTotals(lines);
      const at = job.cdate;
      const [row] = await tx
        .insert(orders)
        .values({
          projectId,
          number: `pending-demo-${index}`,
          idempotencyKey: `demo-order-${index}`,
          clientId: job.clientId,
          jobId: job.id,
          status: demo.status,
          paymentStatus: demo.paymentStatus,
          paymentMethod: demo.paymentMethod,
          fulfilment: "pickup",
          locationId: job.locationId,
          currency: "EUR",
          netMinor: totals.netMinor,
          vatMinor: totals.vatMinor,
          totalMinor: totals.totalMinor,
          language: "de",
          termsAcceptedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: orders.id, seq: orders.seq });
      const number = orderNumber(row!.seq, at);
      await tx.update(orders).set({ number }).where(eq(orders.id, row!.id));
      await tx.insert(orderLines).values(lines.map((l) => ({ ...l, projectId, orderId: row!.id })));
      const ref = { number, orderId: row!.id };
      await insertJobEvent(scope, {
        jobId: job.id,
        kind: "order",
        actorId: null,
        data: { action: "placed", ...ref, totalMinor: totals.totalMinor, currency: "EUR" },
        at,
      });
      for (const [step, action] of demo.events.entries()) {
        const when = new Date(at.getTime() + (step + 1) * 3_600_000);
        await insertJobEvent(scope, {
          jobId: job.id,
          kind: "order",
          actorId: null,
          data: { action, ...ref },
          at: when,
        });
      }
      if (demo.events.includes("confirmed")) {
        const when = new Date(at.getTime() + 3_600_000);
        await tx.insert(documents).values({
          projectId,
          jobId: job.id,
          orderId: row!.id,
          clientId: job.clientId,
          docType: "invoice",
          direction: "outgoing",
          number,
          amountMinor: totals.totalMinor,
          currency: "EUR",
          cdate: when,
          mdate: when,
        });
      }
      if (demo.supplierInvoice) {
        const inv = demo.supplierInvoice;
        const pdf = supplierPdf(inv.number, (inv.amountMinor / 100).toFixed(2));
        const key = `orders/demo-${inv.number}.pdf`;
        await fileStore().put(key, pdf, { contentType: "application/pdf" });
        const when = new Date(at.getTime() + 2 * 3_600_000);
        await tx.insert(documents).values({
          projectId,
          jobId: job.id,
          orderId: row!.id,
          clientId: job.clientId,
          docType: "invoice",
          direction: "ingoing",
          number: inv.number,
          amountMinor: inv.amountMinor,
          currency: "EUR",
          fileKey: key,
          fileType: "application/pdf",
          fileBytes: pdf.length,
          cdate: when,
          mdate: when,
        });
      }
      written++;
    }
  });
  return written;
}
