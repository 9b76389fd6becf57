/** `npm start`: build when needed, then migrate, seed on first start and serve (server/cluster.ts). */
import { buildIfStale } from "./build-if-stale";

// A bare `npm start` on a fresh clone is a demo: React's production build, with the demo data.
// A deployment sets NODE_ENV=production itself and gets no demo data unless SEED_DEMO=1.
// The demo keeps the development mailbox (app/env.server.ts): its mail is not sent anywhere else.
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  process.env.SEED_DEMO ??= "1";
  process.env.DEMO ??= "1";
}
buildIfStale();
await import("../server/cluster");
