import type { LocationService } from "../../core/locations/location-slug";

/** Where each service of a location leads (with the location preselected where the target supports it). */
export function serviceLink(
  service: LocationService,
  locationId: number,
  segment: string,
  german: boolean,
): string {
  switch (service) {
    case "sales":
      return german ? "/fahrzeugmarke-waehlen" : "/select-car-brand";
    case "used_cars":
      return `${german ? "/gebrauchtwagen" : "/cars"}?location=${locationId}`;
    case "rental":
      return `${german ? "/vermietung" : "/car-rental"}/${segment}`;
    case "service":
      return `${german ? "/onlineterminbuchung" : "/car-service"}?location=${locationId}`;
    case "trade_in":
      return german ? "/inzahlungnahme" : "/buyback";
    case "financing":
      return "/financingTerms";
  }
}
