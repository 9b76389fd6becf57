/**
 * The fixed vocabularies of a car in stock: stored as these keys, shown through
 * the catalogue (`cars:fuel.diesel`, ...). Pure data, shared by schema, seed, filters and UI.
 */

export const CONDITIONS = ["used", "new", "demo"] as const;
export type Condition = (typeof CONDITIONS)[number];

export const CAR_STATUSES = ["available", "reserved", "sold"] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export const FUELS = ["petrol", "diesel", "hybrid", "plugin_hybrid", "electric", "lpg", "cng"] as const;
export type Fuel = (typeof FUELS)[number];

export const GEARBOXES = ["manual", "automatic"] as const;
export type Gearbox = (typeof GEARBOXES)[number];

export const BODY_TYPES = [
  "hatchback",
  "sedan",
  "estate",
  "suv",
  "coupe",
  "convertible",
  "van",
  "pickup",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const COLOURS = [
  "black",
  "white",
  "silver",
  "grey",
  "blue",
  "red",
  "green",
  "brown",
  "beige",
  "yellow",
  "orange",
] as const;
export type Colour = (typeof COLOURS)[number];

/** Equipment a buyer filters by; a car lists the keys it has. */
export const EQUIPMENT = [
  "navigation",
  "heated_seats",
  "leather",
  "panorama_roof",
  "adaptive_cruise",
  "parking_camera",
  "parking_sensors",
  "led_headlights",
  "keyless",
  "tow_bar",
  "apple_carplay",
  "head_up_display",
  "seat_ventilation",
  "all_wheel_drive",
  "heat_pump",
  "winter_tyres",
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** CO2 classes of Pkw-EnVKV (A best ... G worst). */
export const CO2_CLASSES = ["A", "B", "C", "D", "E", "F", "G"] as const;
export type Co2Class = (typeof CO2_CLASSES)[number];

/** Unit of the combined consumption: litres, kilowatt hours or kilograms per 100 km. */
export const CONSUMPTION_UNITS = ["l_100km", "kwh_100km", "kg_100km"] as const;
export type ConsumptionUnit = (typeof CONSUMPTION_UNITS)[number];

export const LANGUAGE_TEXT_KEYS = ["de", "en", "pl", "tr"] as const;
export type LocalizedText = Partial<Record<(typeof LANGUAGE_TEXT_KEYS)[number], string>>;

/** Catalogue parts of the car vocabulary (`cars` namespace without the search page's texts). */
export const CAR_VOCABULARY_MESSAGES = [
  "cars.condition",
  "cars.status",
  "cars.fuel",
  "cars.gearbox",
  "cars.body",
  "cars.colour",
  "cars.equipment",
  "cars.unit",
] as const;
