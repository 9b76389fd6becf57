/**
 * The rental pages' weight as served (issue 14: JS <= 140 KB brotli): the search, the free cars for the
 * coming weekend at the first rental location, and the booking form of the first car. Usable on its own
 * against a running server: `npx tsx bench/rental.ts http://localhost:3000`; `rentalPages` gives the
 * paths to bench/run.ts.
 */
import { kb, pageWeight } from "./page-weight";

/** The three rental pages a visitor goes through (paths under /de). */
export async function rentalPages(base: string): Promise<{ name: string; path: string }[]> {
  const html = await (await fetch(`${base}/de/vermietung`)).text();
  const from = new Date(Date.now() + 7 * 86_400_000);
  from.setUTCDate(from.getUTCDate() + ((5 - from.getUTCDay() + 7) % 7));
  const to = new Date(from.getTime() + 3 * 86_400_000);
  const location = /<option value="(\d+)"/.exec(html)?.[1] ?? "1";
  const query = new URLSearchParams({
    pickupLocation: location,
    returnLocation: location,
    pickupDate: from.toISOString().slice(0, 10),
    pickupTime: "12:00",
    returnDate: to.toISOString().slice(0, 10),
    returnTime: "12:00",
  });
  const results = `/de/vermietung?${query}`;
  const car = /car=([0-9a-f-]{36})/.exec(await (await fetch(base + results)).text())?.[1];
  if (!car) throw new Error("bench: no free rental car for the coming weekend");
  return [
    { name: "rental search", path: "/de/vermietung" },
    { name: "rental results", path: results },
    { name: "rental booking form", path: `${results}&car=${car}` },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://localhost:3000";
  for (const page of await rentalPages(base)) {
    const w = await pageWeight(base, page.path);
    console.log(`${page.name}: HTTP ${w.status}, JS ${kb(w.js)} in ${w.jsFiles} files (goal <= 140 KB)`);
  }
}
