/**
 * `npx tsx scripts/run-task.ts <task> [--now <ISO time>] [--at <ISO time>]` runs one periodic background
 * task (app/core/background/background-tasks.server.ts) once, now, against DATABASE_URL (or the PGlite
 * folder DATA_DIR), outside the scheduler's period, and prints what it returned. For operators ("send the
 * due reminders now") and for tests that run a task in several processes at once: `--now` is the time the
 * task takes as now, `--at` a wall-clock time to wait for before starting (to line processes up).
 */
import { parseArgs } from "node:util";
import { backgroundTasks } from "../app/core/background/background-tasks.server";
import { openDatabase } from "../app/db/client.server";
import { readEnv } from "../app/env.server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { now: { type: "string" }, at: { type: "string" } },
});
const task = backgroundTasks.find((t) => t.name === positionals[0]);
const now = values.now ? new Date(values.now) : undefined;
const at = values.at ? new Date(values.at) : undefined;
if (!task || (now && Number.isNaN(now.getTime())) || (at && Number.isNaN(at.getTime()))) {
  console.error(
    `usage: npx tsx scripts/run-task.ts <${backgroundTasks.map((t) => t.name).join("|")}> [--now <ISO time>] [--at <ISO time>]`,
  );
  process.exit(2);
}
const env = readEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
try {
  if (at) await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
  const result = await task.run({ db: handle.db, now });
  console.log(JSON.stringify({ task: task.name, result: result ?? null }));
} finally {
  await handle.close();
}
