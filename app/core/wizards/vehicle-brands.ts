/**
 * The brands and models a wizard's vehicle fields suggest: people trade in any car, not only
 * the brands the dealer sells. A `brand` field suggests the dealer's catalogue brands and the common
 * brands of the European market below, and takes any other brand name typed ("other"); a `model` field
 * suggests the catalogue's models of the brand chosen and takes any other model name. A value that
 * matches a suggestion however it is written ("skoda", "VW", "golf") is stored in the list's spelling,
 * so the estimate finds the dealer's comparables. Zod-free: the storefront's browser code uses it.
 */
import { BRAND_ALIASES, foldText } from "../catalog/car-search-text";

/**
 * Car brands registered in Europe in numbers (KBA and ACEA registration statistics), in their own
 * spelling. Kept by hand: a brand missing here can still be typed.
 */
export const COMMON_BRANDS: readonly string[] = [
  "Abarth",
  "Aiways",
  "Alfa Romeo",
  "Alpine",
  "Aston Martin",
  "Audi",
  "Bentley",
  "BMW",
  "BYD",
  "Cadillac",
  "Chevrolet",
  "Chrysler",
  "Citroën",
  "Cupra",
  "Dacia",
  "Daewoo",
  "Daihatsu",
  "Dodge",
  "DS",
  "Ferrari",
  "Fiat",
  "Ford",
  "Genesis",
  "Honda",
  "Hyundai",
  "Infiniti",
  "Isuzu",
  "Iveco",
  "Jaguar",
  "Jeep",
  "Kia",
  "Lada",
  "Lamborghini",
  "Lancia",
  "Land Rover",
  "Lexus",
  "Lotus",
  "Lynk & Co",
  "Maserati",
  "Maxus",
  "Mazda",
  "McLaren",
  "Mercedes-Benz",
  "MG",
  "Mini",
  "Mitsubishi",
  "NIO",
  "Nissan",
  "Opel",
  "Peugeot",
  "Polestar",
  "Porsche",
  "Renault",
  "Rolls-Royce",
  "Rover",
  "Saab",
  "Seat",
  "Škoda",
  "Smart",
  "SsangYong",
  "Subaru",
  "Suzuki",
  "Tesla",
  "Toyota",
  "Volkswagen",
  "Volvo",
  "XPeng",
];

/** The longest brand or model name a wizard takes. */
export const VEHICLE_NAME_MAX = 60;

/** A name compared the way people type it: folded (no accents, lower case), only letters and digits. */
export function nameKey(name: string): string {
  return foldText(name).replace(/[^\p{L}\p{N}]+/gu, "");
}

/** The brands to suggest: the catalogue's and the common ones, once each (the catalogue's spelling wins). */
export function suggestedBrands(catalogue: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const b of [...catalogue, ...COMMON_BRANDS]) if (!byKey.has(nameKey(b))) byKey.set(nameKey(b), b);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "de"));
}

/** Other names of a brand (`VW`, `Mercedes`) by their key, to the brand's key. */
const ALIAS_KEYS: ReadonlyMap<string, string> = new Map(
  Object.entries(BRAND_ALIASES).flatMap(([slug, names]) => names.map((n) => [nameKey(n), nameKey(slug)])),
);

/** The list's entry a typed name means (same key, or a known other name of a brand), else undefined. */
function listed(typed: string, list: readonly string[], aliases?: ReadonlyMap<string, string>) {
  const key = nameKey(typed);
  if (!key) return undefined;
  const target = aliases?.get(key) ?? key;
  return list.find((entry) => nameKey(entry) === target);
}

/** A typed brand in the list's spelling when it is one of them ("skoda" -> "Škoda", "VW" -> "Volkswagen"). */
export function canonicalBrand(typed: string, brands: readonly string[]): string {
  const trimmed = typed.trim().replace(/\s+/g, " ");
  return listed(trimmed, brands, ALIAS_KEYS) ?? trimmed;
}

/**
 * The models to suggest for a brand as typed: the catalogue's models of that brand (matched however the
 * brand is written), none for a brand the catalogue does not have. Only the list's own keys count
 * (a posted `constructor` or `__proto__` is no brand).
 */
export function modelsOfBrand(
  models: Readonly<Record<string, readonly string[]>>,
  brand: string | undefined,
): readonly string[] {
  if (!brand) return [];
  const name = listed(brand.trim(), Object.keys(models), ALIAS_KEYS);
  return name !== undefined && Object.hasOwn(models, name) ? (models[name] ?? []) : [];
}

/** A typed model in the catalogue's spelling when the brand has it ("golf" -> "Golf"), else as typed. */
export function canonicalModel(typed: string, models: readonly string[]): string {
  const trimmed = typed.trim().replace(/\s+/g, " ");
  return listed(trimmed, models) ?? trimmed;
}
