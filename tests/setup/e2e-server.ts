/**
 * The browser tests' server process. With TEST_DATABASE_URL (CI, and any machine with PostgreSQL) it
 * serves from a fresh PostgreSQL database made for this run and dropped when the server stops, as in
 * production; without it from an embedded PGlite database in DATA_DIR, as `npm start` on a fresh machine.
 * PostgreSQL does the queries in processes of its own: PGlite runs them in the server's one thread, where
 * two browsers' requests wait for each other (decision 0040).
 */
import { spawn } from "node:child_process";
import { SERVER_NODE_FLAGS } from "../../server/node-flags";
import { adminQuery, databaseUrl, withAdmin } from "./admin-db";

const PREFIX = "autohaus_e2e_";
/** A database of an earlier run whose server was killed before it could drop it. */
const LEFTOVER_AFTER_MS = 3 * 60 * 60 * 1000;

const adminUrl = process.env.TEST_DATABASE_URL;
const env = { ...process.env };
let database: string | undefined;
if (adminUrl) {
  database = `${PREFIX}${Date.now()}_${process.pid}`;
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`${PREFIX}%`],
    );
    for (const { datname } of rows) {
      const started = Number(datname.slice(PREFIX.length).split("_")[0]);
      if (Date.now() - started > LEFTOVER_AFTER_MS)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await client.query(`CREATE DATABASE ${database}`);
  });
  env.DATABASE_URL = databaseUrl(adminUrl, database);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "server/main.ts"], {
  env,
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  if (adminUrl && database) {
    const name = database;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error: Error) =>
      process.stderr.write(`e2e: could not drop ${name}: ${error.message}\n`),
    );
  }
  process.exit(code ?? 0);
});
