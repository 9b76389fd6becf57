import type { LocationService } from "../../core/locations/location-slug";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";

/** Where each service of a location leads (with the location preselected where the target supports it). */
export function serviceLink(
  service: LocationService,
  locationId: number,
  segment: string,
  locale: Locale,
): string {
  switch (service) {
    case "sales":
      return routePath("selectBrand", locale);
    case "used_cars":
      return `${routePath("cars", locale)}?location=${locationId}`;
    case "rental":
      return routePath("carRental", locale, { location: segment });
    case "service":
      return `${routePath("carService", locale)}?location=${locationId}`;
    case "trade_in":
      return routePath("buyback", locale);
    case "financing":
      return routePath("financingTerms", locale);
  }
}
