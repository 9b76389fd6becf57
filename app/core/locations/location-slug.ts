/** `{locationId}-{locationName}` URL segment of a location. */
export function locationSegment(location: { id: number; slug: string }): string {
  return `${location.id}-${location.slug}`;
}

/** Reads the id out of a `{locationId}-{locationName}` segment; the name part is decorative. */
export function parseLocationSegment(segment: string): { id: number; slug: string } | null {
  const match = /^(\d{1,9})(?:-([a-z0-9-]*))?$/i.exec(segment);
  if (!match) return null;
  return { id: Number(match[1]), slug: (match[2] ?? "").toLowerCase() };
}

export const LOCATION_SERVICES = [
  "sales",
  "used_cars",
  "rental",
  "service",
  "trade_in",
  "financing",
] as const;
export type LocationService = (typeof LOCATION_SERVICES)[number];
