/**
 * Reads a server process's memory from outside: SIGUSR2 makes `server/main.ts` print one JSON line with
 * `process.memoryUsage()` (after a full GC when it runs with --expose-gc; decision 0036).
 */
import type { ServerProcess } from "../setup/server-process";

export type MemoryReport = {
  gc: boolean;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
};

export async function memoryOf(server: ServerProcess, timeoutMs = 5_000): Promise<MemoryReport> {
  const before = server.log().length;
  server.child.kill("SIGUSR2");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = server.log().slice(before).split("\n");
    for (const line of lines) {
      if (!line.includes('"msg":"memory"')) continue;
      const parsed = JSON.parse(line) as { gc: boolean; memory: NodeJS.MemoryUsage };
      const { rss, heapUsed, heapTotal, external } = parsed.memory;
      return { gc: parsed.gc, rss, heapUsed, heapTotal, external };
    }
    if (Date.now() > deadline) throw new Error("no memory report after SIGUSR2");
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
