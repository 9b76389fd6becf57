import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import type { ClosedDay } from "./closed-days";
import { LOCATION_SERVICES, type LocationService } from "./location-slug";
import { findProjectLocation, listProjectLocations } from "./locations.repo.server";
import type { OpeningHours } from "./opening-hours";
import { isTimeZone } from "./zoned-time";

/** The time zone of a location whose stored one the runtime does not know. */
const DEFAULT_TIME_ZONE = "Europe/Berlin";

export type LocationView = {
  id: number;
  slug: string;
  name: string;
  city: string;
  street: string;
  houseNumber: string;
  apartmentNumber: string | null;
  zipCode: string;
  country: string;
  phone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  openingHours: OpeningHours;
  /** IANA time zone of the opening hours (appointments are shown in it). */
  timeZone: string;
  /** Subdivision of its public holidays (`BE`, `HH` ...), and the dealer's own closed days (decision 0050). */
  region: string | null;
  closedDays: ClosedDay[];
  services: LocationService[];
};

function toView(row: Awaited<ReturnType<typeof listProjectLocations>>[number]): LocationView {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    street: row.street,
    houseNumber: row.houseNumber,
    apartmentNumber: row.apartmentNumber,
    zipCode: row.zipCode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
    timeZone: isTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE,
    region: row.region,
    closedDays: row.closedDays,
    services: row.services.filter((s): s is LocationService =>
      (LOCATION_SERVICES as readonly string[]).includes(s),
    ),
  };
}

export async function listLocations(ctx: ServiceContext): Promise<LocationView[]> {
  return (await listProjectLocations(scoped(ctx))).map(toView);
}

export async function getLocation(ctx: ServiceContext, id: number): Promise<Result<LocationView>> {
  const row = await findProjectLocation(scoped(ctx), id);
  return row ? ok(toView(row)) : err({ code: "not_found" });
}
