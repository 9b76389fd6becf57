import { carPath } from "../../shared/car-path";
import { withPrefix } from "../../shared/locale-path";
import { err, ok, type Result } from "../../shared/result";
import { carEnquiryMails } from "../contact/enquiry-mails.server";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { createLead } from "../leads/create-lead.service.server";
import { closedDaysAhead } from "../locations/closed-days";
import { getLocation, type LocationView } from "../locations/locations.service.server";
import type {
  BodyType,
  CarStatus,
  Co2Class,
  Colour,
  Condition,
  ConsumptionUnit,
  Equipment,
  Fuel,
  Gearbox,
} from "./car-attributes";
import {
  findCarByNumber,
  findCarRequest,
  findImageSizes,
  insertCarRequest,
  listCarImages,
  listSimilarCars,
} from "./car-detail.repo.server";
import {
  type CarRequestKind,
  carRequestErrors,
  carRequestSchema,
  TEST_DRIVE_SLOTS,
  type TestDrivePlace,
} from "./car-request-schema";

export type CarImageView = { id: string; width: number; height: number };

export type CarDetail = {
  id: string;
  number: number;
  condition: Condition;
  status: CarStatus;
  brandName: string;
  brandSlug: string;
  /** Internal: for the similar-cars query (not sent to the browser). */
  modelId: string;
  modelName: string;
  modelSlug: string;
  variant: string;
  firstRegistration: string | null;
  mileageKm: number;
  fuel: Fuel;
  gearbox: Gearbox;
  powerKw: number;
  bodyType: BodyType;
  colour: Colour;
  doors: number;
  seats: number;
  equipment: Equipment[];
  priceMinor: number;
  /** The price before the last reduction (shown struck through), or null. */
  previousPriceMinor: number | null;
  currency: string;
  vatDeductible: boolean;
  consumptionCombined: number | null;
  consumptionUnit: ConsumptionUnit | null;
  co2GPerKm: number | null;
  co2Class: Co2Class | null;
  co2ClassDischarged: Co2Class | null;
  electricRangeKm: number | null;
  /** The description in the visitor's language, else German, else any. */
  description: string;
  images: CarImageView[];
  location: LocationView | null;
};

/** What the page may send to the browser (no internal ids). */
export type PublicCarDetail = Omit<CarDetail, "id" | "modelId">;

export type SimilarCar = {
  number: number;
  brandName: string;
  modelName: string;
  variant: string;
  priceMinor: number;
  currency: string;
  mileageKm: number;
  firstRegistration: string | null;
  fuel: Fuel;
  image: CarImageView | null;
};

export const SIMILAR_CARS_LIMIT = 6;

/** The "price reduced" reference: the previous price when it is higher than the price, else null. */
export function reducedFrom(priceMinor: number, previousPriceMinor: number | null): number | null {
  return previousPriceMinor !== null && previousPriceMinor > priceMinor ? previousPriceMinor : null;
}

/** One published car of the project by number, with pictures and its location; not found otherwise. */
export async function getCarDetail(ctx: ServiceContext, number: number): Promise<Result<CarDetail>> {
  const { db, locale } = ctx;
  const row = await findCarByNumber(scoped(ctx), number);
  // An ad not (or no longer) published does not exist for the public.
  if (!row?.publishedAt) return err({ code: "not_found" });
  const [images, location] = await Promise.all([
    listCarImages(db, row.id),
    row.locationId !== null ? getLocation(ctx, row.locationId) : Promise.resolve(null),
  ]);
  const d = row.description;
  return ok({
    id: row.id,
    number: row.number,
    condition: row.condition,
    status: row.status,
    brandName: row.brandName,
    brandSlug: row.brandSlug,
    modelId: row.modelId,
    modelName: row.modelName,
    modelSlug: row.modelSlug,
    variant: row.variant,
    firstRegistration: row.firstRegistration,
    mileageKm: row.mileageKm,
    fuel: row.fuel,
    gearbox: row.gearbox,
    powerKw: row.powerKw,
    bodyType: row.bodyType,
    colour: row.colour,
    doors: row.doors,
    seats: row.seats,
    equipment: row.equipment as Equipment[],
    priceMinor: row.priceMinor,
    previousPriceMinor: reducedFrom(row.priceMinor, row.previousPriceMinor),
    currency: row.currency,
    vatDeductible: row.vatDeductible,
    consumptionCombined: row.consumptionCombined,
    consumptionUnit: row.consumptionUnit,
    co2GPerKm: row.co2GPerKm,
    co2Class: row.co2Class,
    co2ClassDischarged: row.co2ClassDischarged,
    electricRangeKm: row.electricRangeKm,
    description: d[locale] ?? d.de ?? Object.values(d)[0] ?? "",
    images,
    location: location?.ok ? location.value : null,
  });
}

/** Up to six available cars like this one (same model or body type, price within ±25 %). */
export async function getSimilarCars(
  ctx: ServiceContext,
  car: Pick<CarDetail, "id" | "modelId" | "bodyType" | "priceMinor">,
): Promise<SimilarCar[]> {
  const { db } = ctx;
  const similar = await listSimilarCars(scoped(ctx), car, SIMILAR_CARS_LIMIT);
  const sizes = new Map(
    (
      await findImageSizes(
        db,
        similar.flatMap((s) => (s.imageId ? [s.imageId] : [])),
      )
    ).map((i) => [i.id, i]),
  );
  return similar.map(({ imageId, id: _id, ...s }) => ({
    ...s,
    image: imageId ? (sizes.get(imageId) ?? null) : null,
  }));
}

/** The place of a car's test drives: its location's opening hours and time zone (none without a location). */
export function testDrivePlaceOf(ctx: ServiceContext, location: LocationView | null): TestDrivePlace | null {
  if (!location) return null;
  const closed = closedDaysAhead(location, ctx.clock.now(), TEST_DRIVE_SLOTS.daysAhead, ctx.locale);
  return { openingHours: location.openingHours, timeZone: location.timeZone, closed };
}

/**
 * Stores a test-drive request or question about a published car, and queues the buyer's confirmation
 * and the location team's notification in the same transaction. Field errors are translation keys.
 */
export async function submitCarRequest(
  ctx: ServiceContext,
  carNumber: number,
  input: Record<string, unknown>,
  options: { origin: string },
): Promise<Result<{ id: string | null; teamNotified: boolean }>> {
  const { project, locale } = ctx;
  const found = await getCarDetail(ctx, carNumber);
  if (!found.ok) return found;
  const car = found.value;
  const parsed = carRequestSchema({
    place: testDrivePlaceOf(ctx, car.location),
    now: ctx.clock.now(),
  }).safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: carRequestErrors(parsed.error) });
  const data = parsed.data;
  // A filled honeypot is a robot: it is told "sent" and nothing is stored.
  if (data.website) return ok({ id: null, teamNotified: false });
  const mails = carEnquiryMails(project, options.origin, {
    kind: data.kind,
    locale,
    name: data.name,
    email: data.email,
    phone: data.phone,
    message: data.message,
    car: {
      title: `${car.brandName} ${car.modelName} ${car.variant}`,
      number: car.number,
      path: (lang) => withPrefix(carPath(car, lang === "de"), lang),
    },
    location: car.location,
    preferredAt: data.preferredAt,
  });
  const id = await withTransaction(ctx, async (tx) => {
    const lead = await createLead(
      tx,
      "CAR_REQUEST",
      { name: data.name, email: data.email, phone: data.phone, language: locale, privacyAccepted: true },
      {
        kind: data.kind,
        message: data.message,
        carNumber: car.number,
        preferredAt: data.preferredAt?.toISOString() ?? null,
      },
      {
        locationId: car.location?.id ?? null,
        carId: car.id,
        vehicleBrandName: car.brandName,
        vehicleModelName: car.modelName,
        vehicleValueMinor: car.priceMinor,
      },
    );
    if (!lead.ok) throw new Error(`car request lead not created: ${lead.error.code}`);
    const stored = await insertCarRequest(tx.db, {
      jobId: lead.value.jobId,
      projectId: project.id,
      carId: car.id,
      locationId: car.location?.id ?? null,
      kind: data.kind,
      name: data.name,
      email: data.email,
      phone: data.phone,
      message: data.message,
      preferredAt: data.preferredAt,
      privacyAccepted: true,
      locale,
    });
    for (const mail of mails) await tx.outbox.enqueue("mail", mail);
    return stored.id;
  });
  return ok({ id, teamNotified: mails.length > 1 });
}

export type SentCarRequest = {
  kind: CarRequestKind;
  /** ISO instant (UTC) of the chosen test-drive slot. */
  preferredAt: string | null;
};

/** What the confirmation on the car's page repeats of a request just sent (no personal data). */
export async function getSentCarRequest(
  ctx: ServiceContext,
  carNumber: number,
  requestId: string,
): Promise<SentCarRequest | null> {
  if (!/^[0-9a-f-]{36}$/i.test(requestId)) return null;
  const row = await findCarRequest(scoped(ctx), carNumber, requestId);
  return row ? { kind: row.kind, preferredAt: row.preferredAt?.toISOString() ?? null } : null;
}
