/** Writes the demo shop's items into a project once (issue 12); a project that has items keeps them. */
import { count, eq } from "drizzle-orm";
import type { Db } from "../../app/db/client.server";
import { items } from "../../app/db/schema";
import { DEMO_ITEMS } from "./items";

export async function seedShop(db: Db, projectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items).where(eq(items.projectId, projectId));
  if ((row?.n ?? 0) > 0) return 0;
  const inserted = await db
    .insert(items)
    .values(
      DEMO_ITEMS.map((item, position) => ({
        projectId,
        sku: item.sku,
        category: item.category,
        name: item.name,
        description: item.description,
        brandName: item.brandName,
        priceMinor: item.priceMinor,
        vatRateBp: item.vatRateBp,
        stock: item.stock,
        image: item.image,
        position,
      })),
    )
    .returning({ id: items.id, sku: items.sku });
  // Variants (issue 15): item rows under their parent, with its name, category, brand, VAT and picture.
  const idOf = new Map(inserted.map((r) => [r.sku, r.id]));
  const variants = DEMO_ITEMS.flatMap((item) =>
    (item.variants ?? []).map((v, position) => ({
      projectId,
      parentId: idOf.get(item.sku)!,
      sku: v.sku,
      category: item.category,
      name: item.name,
      description: item.description,
      brandName: item.brandName,
      priceMinor: v.priceMinor,
      vatRateBp: item.vatRateBp,
      stock: v.stock,
      image: item.image,
      variantName: v.variantName,
      position,
    })),
  );
  if (variants.length) await db.insert(items).values(variants);
  return DEMO_ITEMS.length + variants.length;
}
