/**
 * Where a lead came from (`jobs.source`): the values the services and imports store, each with a
 * catalogue text (`jobs:sources.*`), so the job page, the statistics and the filters never show a raw
 * `shop` or `rental`. A value not listed here reads as "other".
 */
export const JOB_SOURCES = [
  "website",
  "phone",
  "walk_in",
  "email",
  "partner",
  "import",
  "shop",
  "rental",
] as const;

/** The `jobs` catalogue key of a source's label. */
export function jobSourceKey(source: string): string {
  return (JOB_SOURCES as readonly string[]).includes(source) ? `sources.${source}` : "sources.other";
}
