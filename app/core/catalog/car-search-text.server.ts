/**
 * Writing a car's search text: the pure rule (car-search-text.ts) plus the labels of its fuel, body and
 * gearbox in every language of the catalogues ("Golf Diesel", "Octavia Kombi", "BMW Automatic"), and the
 * refresh of cars whose text is missing (new rows written without it, and every car once after a
 * migration that changes the rule empties the column: `drizzle/0004`).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carModels, cars } from "../../db/schema";
import { LOCALES } from "../../shared/locales";
import { pickMessages } from "../i18n/messages.server";
import type { BodyType, Fuel, Gearbox } from "./car-attributes";
import { carSearchText, type SearchTextSource } from "./car-search-text";

type Labels = Record<string, Record<string, string> | undefined>;
const LABELS: Labels[] = LOCALES.map(
  (locale) => (pickMessages(locale, ["cars.fuel", "cars.body", "cars.gearbox"]).cars ?? {}) as Labels,
);

/** The labels of a car's fuel, body and gearbox in every language. */
export function vocabularyWords(car: { fuel: Fuel; bodyType: BodyType; gearbox: Gearbox }): string[] {
  return LABELS.flatMap((l) =>
    [l.fuel?.[car.fuel], l.body?.[car.bodyType], l.gearbox?.[car.gearbox]].filter(
      (w): w is string => typeof w === "string",
    ),
  );
}

/** The search text of a car as it is written (`cars.search_text`). */
export function searchTextOfCar(
  car: Omit<SearchTextSource, "extraWords"> & { fuel: Fuel; bodyType: BodyType; gearbox: Gearbox },
): string {
  return carSearchText({ ...car, extraWords: vocabularyWords(car) });
}

const BATCH = 1000;

/** Writes the search text of every car that has none; returns how many were written. */
export async function fillMissingSearchTexts(db: Db): Promise<number> {
  let written = 0;
  for (;;) {
    const rows = await db
      .select({
        id: cars.id,
        brandSlug: brands.slug,
        brandName: brands.name,
        modelSlug: carModels.slug,
        modelName: carModels.name,
        variant: cars.variant,
        fuel: cars.fuel,
        bodyType: cars.bodyType,
        gearbox: cars.gearbox,
      })
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(carModels, eq(carModels.id, cars.modelId))
      .where(eq(cars.searchText, ""))
      .limit(BATCH);
    if (rows.length === 0) return written;
    const values = rows.map((r) => sql`(${r.id}::uuid, ${searchTextOfCar(r)})`);
    await db.execute(sql`
      update ${cars} set search_text = v.text
      from (values ${sql.join(values, sql`, `)}) as v(id, text)
      where ${cars.id} = v.id`);
    written += rows.length;
  }
}
