/**
 * Checkout throughput on PostgreSQL (issue 12): virtual buyers, each with its own visitor cookie, put a
 * workshop service (never out of stock) into the cart and place the order through the JSON API, again
 * and again. Every checkout is the real transaction: the client, a PURCHASE job through createLead, the
 * order and its lines, the invoice document, the confirmation mail in the outbox. Printed: checkouts per
 * second (only the checkout calls are timed; the cart calls between them load the server too, so the
 * number is conservative) with p50/p99.
 * Usable on its own: `DATABASE_URL=… npx tsx bench/checkout.ts` (starts its own server).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { percentile } from "./shared";

export type CheckoutResult = {
  checkouts: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
};

const BUYERS = 8;

export async function checkoutBench(
  baseUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<CheckoutResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    "select i.id from items i join projects p on p.id = i.project_id where i.sku = 'SRV-INSP-001' and i.stock is null order by p.created_at limit 1",
  );
  await client.end();
  const itemId = rows[0]?.id;
  if (!itemId) throw new Error("bench: the demo service item SRV-INSP-001 is missing");

  const json = { "content-type": "application/json" };
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;

  async function buyer(n: number): Promise<void> {
    let cookie = "";
    const add = async () => {
      const res = await fetch(`${baseUrl}/api/cart/lines.json`, {
        method: "POST",
        headers: { ...json, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ kind: "item", itemId, quantity: 1 }),
      });
      const set = res.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0]!;
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`bench: add to cart answered ${res.status}`);
    };
    await add();
    const init = (await (await fetch(`${baseUrl}/api/checkout.json`, { headers: { cookie } })).json()) as {
      locations: { id: number }[];
    };
    const locationId = init.locations[0]?.id;
    while (performance.now() < deadline) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/checkout.json`, {
        method: "POST",
        headers: { ...json, cookie },
        body: JSON.stringify({
          idempotencyKey: randomUUID(),
          customer: { firstName: "Bench", lastName: `Buyer ${n}`, email: `bench-buyer-${n}@example.com` },
          fulfilment: "pickup",
          locationId,
          paymentMethod: "pay_at_pickup",
          acceptTerms: true,
          acceptCancellationPolicy: true,
        }),
      });
      await res.arrayBuffer();
      if (res.status === 201) latencies.push(performance.now() - started);
      else failures++;
      await add();
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    checkouts: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    failures,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import("./server-process");
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("set DATABASE_URL (PostgreSQL)");
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3298), { DATABASE_URL: databaseUrl });
  try {
    const r = await checkoutBench(server.url, databaseUrl, Number(process.env.BENCH_SECONDS ?? 10));
    console.log(
      `checkout: ${r.checkouts} orders, ${r.perSecond.toFixed(1)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, failures ${r.failures}`,
    );
  } finally {
    await server.stop();
  }
}
