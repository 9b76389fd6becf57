import type { LocationView } from "../../core/locations/locations.service.server";

export function Address({ location }: { location: LocationView }) {
  return (
    <address style={{ fontStyle: "normal" }}>
      {location.street} {location.houseNumber}
      {location.apartmentNumber ? `, ${location.apartmentNumber}` : ""}
      <br />
      {location.zipCode} {location.city}
    </address>
  );
}
