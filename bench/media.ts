/**
 * Car pictures (issue 4): the time to render one variant on its first request (sharp: SVG raster,
 * resize, encode, write) and to serve it again from the disk cache; with a server URL whose pages
 * show car pictures, also the HTTP throughput of a cached variant.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localFileStore } from "../app/core/files/local-file-store.server";
import type { CarImageFormat } from "../app/core/media/car-image-variant";
import { createMediaService } from "../app/core/media/media.service.server";
import type { CarImageSource } from "../app/db/schema";
import { load } from "./load";

const SOURCE = (seed: number): CarImageSource => ({
  kind: "generated",
  seed,
  colour: "blue",
  bodyType: "suv",
  view: "side",
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function measureMedia(
  serverUrl: string,
  seconds: number,
  pagePaths: string[],
): Promise<string[][]> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), "autohaus-bench-media-"));
  const media = createMediaService({ files: localFileStore(uploadDir), maxConcurrentRenders: 1 });
  const rows: string[][] = [];
  try {
    for (const format of ["webp", "avif"] as CarImageFormat[]) {
      const first: number[] = [];
      const cached: number[] = [];
      for (let i = 0; i < 5; i++) {
        const variant = { imageId: randomUUID(), width: 960 as const, format };
        let t = performance.now();
        const rendered = await media.variant(SOURCE(100001 + i), variant);
        first.push(performance.now() - t);
        if (!rendered.ok || rendered.value.cache !== "miss") throw new Error("expected a fresh render");
        for (let j = 0; j < 20; j++) {
          t = performance.now();
          const again = await media.variant(SOURCE(100001 + i), variant);
          cached.push(performance.now() - t);
          if (!again.ok || again.value.cache !== "hit") throw new Error("expected a cache hit");
        }
      }
      rows.push([
        `960 px ${format}`,
        `${median(first).toFixed(0)} ms`,
        `${median(cached).toFixed(2)} ms`,
        "in process, median of 5 renders / 100 reads",
      ]);
    }
  } finally {
    rmSync(uploadDir, { recursive: true, force: true });
  }
  // Over HTTP: the first picture any of the pages shows (once the catalog pages use <CarPicture>).
  let pictureUrl: string | null = null;
  for (const pagePath of pagePaths) {
    const html = await (await fetch(serverUrl + pagePath)).text();
    const match = html.match(/\/media\/car\/[0-9a-f-]{36}\/640\.webp/);
    if (match) {
      pictureUrl = serverUrl + match[0];
      break;
    }
  }
  if (pictureUrl) {
    const t = performance.now();
    const res = await fetch(pictureUrl);
    await res.arrayBuffer();
    const firstMs = performance.now() - t;
    const served = await load(pictureUrl, seconds);
    rows.push([
      "640 px webp over HTTP",
      `${firstMs.toFixed(0)} ms (${res.headers.get("x-cache")})`,
      `${served.rps.toFixed(0)} req/s, p50/p99 ${served.p50} / ${served.p99} ms`,
      `${served.errors + served.non2xx} failed`,
    ]);
  } else {
    rows.push(["640 px webp over HTTP", "-", "-", `no car picture on ${pagePaths.join(", ")} yet`]);
  }
  return rows;
}
