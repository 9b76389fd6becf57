/** The names of the rental forms' fields (no zod: the page imports them). */
export const RENTAL_SEARCH_FIELDS = [
  "pickupLocation",
  "returnLocation",
  "pickupDate",
  "pickupTime",
  "returnDate",
  "returnTime",
] as const;
export const RENTAL_BOOKING_FIELDS = [
  ...RENTAL_SEARCH_FIELDS,
  "car",
  "name",
  "email",
  "phone",
  "birthDate",
  "privacy",
] as const;
