/**
 * The storefront's main pages by their English paths, for the tests that walk every page (screen texts,
 * hostile query parameters). Pages of one thing (a car, a post, a location) are found on these.
 */
export const STOREFRONT_PAGES = [
  "",
  "cars",
  "cardetailsearch",
  "shop",
  "cart",
  "checkout",
  "contact",
  "buyback",
  "car-rental",
  "car-service",
  "locations",
  "blog",
  "news",
  "favorites",
  "login",
  "signup",
] as const;
