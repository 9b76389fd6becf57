/**
 * `npm run media:warm`: renders every variant of the pictures of a site's cars into the file store
 * (`media-cache/`, decision 0065), so a demo shows pictures at once. Not needed in production: variants are
 * made on first request. With the embedded database, stop the server first (PGlite is one process).
 *
 *   npm run media:warm -- [--host localhost] [--widths 320,640] [--formats webp] [--limit 100]
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { z } from "zod";
import { fileStoreFromEnv } from "../app/core/files/files.server";
import { CAR_IMAGE_FORMATS, CAR_IMAGE_WIDTHS } from "../app/core/media/car-image-variant";
import { createMediaService } from "../app/core/media/media.service.server";
import { resolveProject } from "../app/core/tenancy/tenancy.service.server";
import { migrateDatabase, openDatabase } from "../app/db/client.server";
import { readEnv } from "../app/env.server";

const list = <T extends string | number>(values: readonly T[]) =>
  z
    .string()
    .transform((s) => s.split(",").map((v) => (typeof values[0] === "number" ? Number(v) : v.trim())))
    .pipe(z.array(z.union(values.map((v) => z.literal(v)) as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]])));

const argsSchema = z.object({
  host: z.string().default("localhost"),
  widths: list(CAR_IMAGE_WIDTHS).default([...CAR_IMAGE_WIDTHS]),
  formats: list(CAR_IMAGE_FORMATS).default([...CAR_IMAGE_FORMATS]),
  limit: z.coerce.number().int().positive().optional(),
});

const { values } = parseArgs({
  options: {
    host: { type: "string" },
    widths: { type: "string" },
    formats: { type: "string" },
    limit: { type: "string" },
  },
});
const parsedArgs = argsSchema.safeParse(values);
if (!parsedArgs.success) {
  console.error(
    `[media:warm] ${parsedArgs.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
  );
  process.exit(2);
}
const args = parsedArgs.data;

const env = readEnv();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(handle);
  const project = await resolveProject(handle.db, args.host);
  if (!project) throw new Error(`no project serves ${args.host}: run npm run db:seed first`);
  const files = fileStoreFromEnv(env);
  await files.check();
  const media = createMediaService({
    files,
    maxConcurrentRenders: availableParallelism(),
  });
  const images = (await media.listCarImages(handle.db, project)).slice(0, args.limit);
  const jobs = images.flatMap((image) =>
    args.widths.flatMap((width) =>
      args.formats.map((format) => ({ source: image.source, variant: { imageId: image.id, width, format } })),
    ),
  );
  console.log(
    `[media:warm] ${images.length} pictures, ${jobs.length} variants -> ${files.description} media-cache/`,
  );
  const started = performance.now();
  const counts = { hit: 0, miss: 0, shared: 0, missing: 0 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const result = await media.variant(job.source, job.variant);
      if (result.ok) counts[result.value.cache]++;
      else counts.missing++;
      const done = counts.hit + counts.miss + counts.shared + counts.missing;
      if (done % 200 === 0) console.log(`[media:warm] ${done}/${jobs.length}`);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `[media:warm] done in ${seconds.toFixed(1)} s: ${counts.miss} rendered, ${counts.hit} already cached, ${counts.missing} without a source file`,
  );
} finally {
  await handle.close();
}
