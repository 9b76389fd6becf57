/**
 * `npm run files:migrate`: moves the local upload folder into the S3 bucket the environment names
 * (decision 0065), then reads every file back and checks count and checksums. Safe to run twice (files
 * already there with the same checksum are skipped). Exit code 1 when a file did not arrive intact.
 */
import { migrateUploadFolder } from "../app/core/files/migrate-files.server";
import { readEnv } from "../app/env.server";

try {
  const r = await migrateUploadFolder(readEnv(), (line) => console.log(`[files:migrate] ${line}`));
  console.log(
    `[files:migrate] ${r.from} -> ${r.to}: ${r.files} files (${r.bytes} bytes), ${r.copied} copied, ${r.skipped} already there, ${r.verified}/${r.files} verified by checksum${r.mismatched.length ? `; MISMATCH: ${r.mismatched.join(", ")}` : ""}`,
  );
  if (r.mismatched.length || r.verified !== r.files) process.exit(1);
} catch (e) {
  console.error(`[files:migrate] failed: ${(e as Error).message}`);
  process.exit(1);
}
