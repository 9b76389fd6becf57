/**
 * The texts a job's request box needs besides the catalogue: the labels of the click
 * wizard the request came from (its functional content, in the page's language, also when the wizard
 * was switched off since), the names of the locations it names and of a booked workshop service.
 * app/features/jobs/job-request-fields.ts turns them and the payload into rows.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { functionalContents, locations, serviceOfferings, wizards } from "../../db/schema";
import type { Locale } from "../../shared/locales";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { pickText } from "../wizards/functional-content";
import type { FieldType } from "../wizards/wizard-definition";
import { type WizardDefinition, wizardDefinitionSchema } from "../wizards/wizard-definition";

/** A wizard's field as the page shows it: its label and its options' labels in the page's language. */
export type WizardFieldText = {
  name: string;
  type: FieldType;
  label: string;
  options: Record<string, string>;
};

export type RequestTexts = {
  /** The wizard's fields in step order, when the request came from a click wizard. */
  wizardFields: WizardFieldText[] | null;
  /** Names of the locations the request names, by id. */
  locations: Record<string, string>;
  /** The booked workshop service's name, when the request is a workshop booking. */
  offering: string | null;
};

const LOCATION_FIELDS = ["locationId", "pickupLocationId", "returnLocationId"];

/** A positive database id from a payload value (`2`, `"2"`), else null. */
function idOf(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * `systemType`: the job's; a request that names no wizard (made before wizards stored their id, or by
 * the demo seed with a wizard's answers) is labelled by the active wizard of its type, if it has one.
 */
export async function jobRequestTexts(
  ctx: ServiceContext,
  payload: Record<string, unknown>,
  locale: Locale,
  systemType: string,
): Promise<RequestTexts> {
  const scope = scoped(ctx);
  const wizardId = idOf(payload.wizardId);
  const offeringId = idOf(payload.offeringId);
  const locationIds = LOCATION_FIELDS.map((k) => idOf(payload[k])).filter((id): id is number => id !== null);

  const [wizardFields, names, offering] = await Promise.all([
    wizardTexts(ctx, wizardId === null ? { systemType } : { id: wizardId }, locale),
    locationIds.length
      ? scope.db
          .select({ id: locations.id, name: locations.name })
          .from(locations)
          .where(scope.where(locations, inArray(locations.id, locationIds)))
      : [],
    offeringId === null
      ? null
      : scope.db
          .select({ name: serviceOfferings.name })
          .from(serviceOfferings)
          .where(scope.where(serviceOfferings, eq(serviceOfferings.id, offeringId)))
          .limit(1)
          .then(([row]) => (row ? pickText(row.name, locale) || null : null)),
  ]);
  // A wizard's location field holds a location id too.
  const more = (wizardFields ?? [])
    .filter((f) => f.type === "location")
    .map((f) => idOf(payload[f.name]))
    .filter((id): id is number => id !== null && !locationIds.includes(id));
  const extra = more.length
    ? await scope.db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(scope.where(locations, inArray(locations.id, more)))
    : [];
  return {
    wizardFields,
    locations: Object.fromEntries([...names, ...extra].map((l) => [String(l.id), l.name])),
    offering,
  };
}

/**
 * The wizard's fields with their labels: by id (an inactive wizard's too: its jobs outlive it), or the
 * active wizard of a system type with the lowest id.
 */
async function wizardTexts(
  ctx: ServiceContext,
  ref: { id: number } | { systemType: string },
  locale: Locale,
): Promise<WizardFieldText[] | null> {
  const scope = scoped(ctx);
  const which =
    "id" in ref
      ? eq(wizards.id, ref.id)
      : and(eq(wizards.systemType, ref.systemType), eq(wizards.active, true));
  const [row] = await scope.db
    .select({ definition: wizards.definition, elements: functionalContents.formElements })
    .from(wizards)
    .innerJoin(functionalContents, eq(functionalContents.id, wizards.functionalContentId))
    .where(and(scope.where(wizards, which), scope.owns(functionalContents)))
    .orderBy(asc(wizards.id))
    .limit(1);
  if (!row) return null;
  const definition = wizardDefinitionSchema.safeParse(row.definition);
  if (!definition.success) return null;
  const labels = new Map(row.elements.map((el) => [el.name, pickText(el.label, locale)]));
  return (definition.data as WizardDefinition).steps.flatMap((step) =>
    step.fields.map((field) => ({
      name: field.name,
      type: field.type,
      label: labels.get(field.name) ?? "",
      options: Object.fromEntries(
        (field.options ?? []).map((o) => [o, labels.get(`${field.name}.${o}`) ?? ""]),
      ),
    })),
  );
}
