/**
 * `npm run setup -- --file setup.json`: the first run from the command line, for scripted installs
 * (decision 0052). The JSON file has the setup page's fields, nested as `app/core/setup/setup-schema.ts`
 * describes them (an example: docs/examples/setup.json); `-` reads it from standard input. It migrates
 * the database (DATABASE_URL, or PGlite in DATA_DIR), refuses once a project exists, and prints the
 * field errors of invalid input. With SMTP_URL the admin's address is confirmed through a mailed link
 * (sent by the server's outbox once it runs).
 *
 * `npm run setup -- --lock-demo-accounts`: removes the password of every account that still has the
 * public demo password (they sign in again after a password reset), so a production start is allowed.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import { translate } from "../app/core/i18n/messages.server";
import { runSetup } from "../app/core/setup/setup.service.server";
import { isLocale } from "../app/core/setup/setup-schema";
import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { users } from "../app/db/schema";
import { readEnv } from "../app/env.server";
import { accountsWithDemoPassword } from "../server/first-run";

const { values } = parseArgs({
  options: {
    file: { type: "string", short: "f" },
    lang: { type: "string" },
    "lock-demo-accounts": { type: "boolean" },
  },
});

const env = readEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
let code = 0;
try {
  await migrateDatabase(handle);
  if (values["lock-demo-accounts"]) {
    const emails = await accountsWithDemoPassword(handle.db);
    if (emails.length)
      await handle.db.update(users).set({ passwordHash: null }).where(inArray(users.email, emails));
    console.log(
      emails.length
        ? `[autohaus] demo password removed from ${emails.length} account(s): ${emails.join(", ")}`
        : "[autohaus] no account has the demo password",
    );
  } else {
    if (!values.file) {
      console.error("usage: npm run setup -- --file <setup.json | ->   (or --lock-demo-accounts)");
      process.exit(2);
    }
    const text = readFileSync(values.file === "-" ? 0 : values.file, "utf8");
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch (error) {
      console.error(`[autohaus] ${values.file} is not JSON: ${(error as Error).message}`);
      process.exit(2);
    }
    const lang = values.lang && isLocale(values.lang) ? values.lang : "en";
    const result = await runSetup(handle.db, input, {
      verifyByMail: Boolean(env.SMTP_URL),
      origin: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      locale: lang,
    });
    if (result.ok) {
      console.log(
        `[autohaus] set up: site ${result.value.projectSlug}, admin ${result.value.adminEmail}` +
          (result.value.verificationMailed ? " (confirmation link queued for mail)" : ""),
      );
    } else if (result.error.code === "conflict") {
      console.error(`[autohaus] ${translate(lang, "setup:already.text")}`);
      code = 1;
    } else {
      for (const [field, keys] of Object.entries(result.error.fields))
        console.error(`[autohaus] ${field}: ${keys.map((k) => translate(lang, k)).join(" ")}`);
      code = 1;
    }
  }
} finally {
  await handle.close();
}
process.exit(code);
