/** `npm start`: build when needed, then migrate, seed on first start and serve (server/main.ts). */
import { buildIfStale } from "./build-if-stale";

buildIfStale();
await import("../server/main");
