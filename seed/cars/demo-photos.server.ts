/**
 * Photos for some of the demo's used cars, uploaded the way a dealer uploads them (issue 37): the repo has
 * no car photos and the seed has no network, so each "photo" is rendered here from the car's illustration
 * (a larger, lit, slightly grainy JPEG like a camera's) and goes through the back office's upload
 * (`uploadCarImages`: checked, re-encoded to WebP without metadata, stored under `cars/` in the file store) and
 * from there through the storefront's variant pipeline like any dealer's photo. They are rendered
 * pictures, not photographs (decision 0063). Only a few cars: every second one of the list's first 12,
 * so the first page mixes uploaded photos and illustrations and the seed stays fast.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import sharp from "sharp";
import { createServiceContext } from "../../app/core/context/service-context.server";
import type { FileStore } from "../../app/core/files/file-store.server";
import { uploadCarImages } from "../../app/core/inventory/car-images.server";
import { type CarView, carIllustration } from "../../app/core/media/car-illustration";
import { allProjects } from "../../app/core/tenancy/tenancy.service.server";
import type { Db } from "../../app/db/client.server";
import { brands, carImages, cars } from "../../app/db/schema";
import { prng } from "./generate-cars";

/** How many cars get photos, and which views each gets (the side first: the list's card). */
export const DEMO_PHOTO_CARS = 6;
export const DEMO_PHOTO_VIEWS = ["side", "front", "rear"] as const satisfies readonly CarView[];
const WIDTH = 960;
const HEIGHT = 640;

/** A grain tile (deterministic): sensor noise, so the upload does not look like a flat vector drawing. */
function grain(seed: number): Buffer {
  const size = 128;
  const rnd = prng(seed);
  const data = Buffer.alloc(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    const v = Math.round(rnd() * 255);
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = 14;
  }
  return data;
}

/** One photo-like JPEG of a car in a view, as a camera would deliver it. */
export async function renderDemoPhoto(
  car: { number: number; colour: string; bodyType: string; brand: string },
  view: CarView,
): Promise<Buffer> {
  const svg = carIllustration({
    bodyType: car.bodyType as Parameters<typeof carIllustration>[0]["bodyType"],
    colour: car.colour as Parameters<typeof carIllustration>[0]["colour"],
    view,
    seed: car.number,
    brand: car.brand,
  });
  const rnd = prng(car.number * 7 + view.length);
  return sharp(Buffer.from(svg), { density: (72 * WIDTH) / 1200 })
    .resize(WIDTH, HEIGHT)
    .modulate({ brightness: 0.97 + rnd() * 0.08, saturation: 0.92 + rnd() * 0.1 })
    .composite([{ input: grain(car.number), raw: { width: 128, height: 128, channels: 4 }, tile: true }])
    .jpeg({ quality: 86 })
    .toBuffer();
}

/**
 * Gives the demo dealer's chosen cars uploaded photos instead of their illustrations. Runs on a freshly
 * seeded database (the caller knows); answers how many cars got photos.
 */
export async function seedDemoPhotos(db: Db, projectSlug: string, store: FileStore): Promise<number> {
  const project = (await allProjects(db)).find((p) => p.slug === projectSlug);
  if (!project) return 0;
  const listed = await db
    .select({
      id: cars.id,
      number: cars.number,
      colour: cars.colour,
      bodyType: cars.bodyType,
      brand: brands.name,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .where(
      and(
        eq(cars.projectId, project.id),
        isNotNull(cars.publishedAt),
        ne(cars.status, "sold"),
        inArray(cars.condition, ["used", "demo"]),
      ),
    )
    .orderBy(desc(cars.publishedAt), asc(cars.id))
    .limit(DEMO_PHOTO_CARS * 2);
  // Every second car of the first page; car 100001 (the one the browser tests open) keeps its pictures.
  const chosen = listed.filter((c, i) => i % 2 === 1 && c.number !== 100001).slice(0, DEMO_PHOTO_CARS);
  const ctx = createServiceContext({ db, project });
  let done = 0;
  for (const car of chosen) {
    const files = await Promise.all(
      DEMO_PHOTO_VIEWS.map(
        async (view, i) =>
          new File([new Uint8Array(await renderDemoPhoto(car, view))], `IMG_${car.number}_${i + 1}.jpg`, {
            type: "image/jpeg",
          }),
      ),
    );
    await db.delete(carImages).where(eq(carImages.carId, car.id));
    const uploaded = await uploadCarImages(ctx, store, car.id, files);
    if (!uploaded.ok) throw new Error(`demo photos of car ${car.number}: ${JSON.stringify(uploaded.error)}`);
    done++;
  }
  return done;
}
