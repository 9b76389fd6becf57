/**
 * What a job's request said, as labelled, translated rows for the job page's request box: never a
 * raw `paymentMethod pay_at_pickup` or a wizard's `wizardId 2`. Pure (no I/O, no
 * React); the loader calls it with the page's translator (job-request-details.server.ts reads the
 * wizard's texts, location and workshop service names) and job-request-details.tsx shows the rows.
 *
 * A payload is what a producer stored (the `createLead` calls: contact, car request, checkout, rental,
 * workshop booking, rate request, call-back link, community membership, click wizards). Known fields get
 * a catalogue label (`jobs:request_fields.*`) and a typed value (an enum's translation, a date in the
 * dealer's zone, money, kilometres, a location's name); a wizard's answers get the wizard's own labels
 * (its functional content, as the customer saw them). Technical fields (ids, the wizard id, the
 * currency of an amount, the client's name and address that the client box shows) are left out, and so
 * is a field nobody labelled: decision 0055.
 */
import type { TFunction } from "../../core/i18n/translator";
import type { RequestTexts, WizardFieldText } from "../../core/leads/job-request-texts.server";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";

export type RequestRow = { key: string; label: string; value: string | string[]; long?: boolean };

export type RequestFormat = { t: TFunction; locale: Locale; currency: string; timeZone: string };

type Kind =
  | "text"
  | "long"
  | "enum"
  | "datetime"
  | "date"
  | "money"
  | "km"
  | "location"
  | "offering"
  | "list"
  | "consent";

/** Fields of the services' payloads, by how they are shown (labels: `jobs:request_fields.{name}`). */
export const REQUEST_FIELDS: Readonly<Record<string, Kind>> = {
  kind: "enum",
  subject: "text",
  message: "long",
  note: "long",
  carNumber: "text",
  car: "text",
  vehicle: "text",
  offer: "enum",
  preferredAt: "datetime",
  fulfilment: "enum",
  paymentMethod: "enum",
  lines: "list",
  reference: "text",
  pickupLocationId: "location",
  pickupAt: "datetime",
  returnLocationId: "location",
  returnAt: "datetime",
  birthDate: "date",
  priceMinor: "money",
  depositMinor: "money",
  includedKm: "km",
  offering: "offering",
  startsAt: "datetime",
  endsAt: "datetime",
  slot: "datetime",
  locationId: "location",
  company_name: "text",
  vat_id: "text",
  street: "text",
  zip_code: "text",
  city: "text",
  phone: "text",
  member_terms_accepted_at: "datetime",
  privacy: "consent",
  marketing: "consent",
};

/**
 * Never shown: ids and technical values (the wizard, the car, the service, the job a call-back came
 * from, the migration source, an amount's currency, a rate calculation's inputs) and the client's name
 * and address, which the client box shows.
 */
export const HIDDEN_REQUEST_FIELDS: ReadonlySet<string> = new Set([
  "wizardId",
  "migratedFrom",
  "carId",
  "offeringId",
  "fromJobId",
  "currency",
  "calculation",
  "firstName",
  "lastName",
  "email",
]);

/** Enum values with a catalogue text (`jobs:request_values.{field}.{value}`). */
const ENUM_VALUES: Readonly<Record<string, readonly string[]>> = {
  kind: ["test_drive", "question", "order"],
  fulfilment: ["pickup", "delivery"],
  paymentMethod: ["bank_transfer", "pay_at_pickup", "financing"],
  offer: ["financing", "leasing", "subscription"],
};

/** Option values the catalogue names when a wizard's texts do not (`fuel.diesel`, `yes`). */
const OPTION_FALLBACK: Readonly<Record<string, (value: string, t: TFunction) => string | null>> = {
  fuel: (v, t) => known(t, `cars:fuel.${v}`),
  gearbox: (v, t) => known(t, `cars:gearbox.${v}`),
};

/** The text of a key, or null when the catalogue has none (the translator answers a missing key with it). */
function known(t: TFunction, key: string): string | null {
  const text = t(key);
  return text === key ? null : text;
}

const YES = new Set(["yes", "on", "true", "1"]);

function scalar(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return null;
}

/** The request's rows: the wizard's answers in its order, then the other fields in catalogue order. */
export function requestRows(
  payload: Record<string, unknown>,
  texts: RequestTexts,
  f: RequestFormat,
): RequestRow[] {
  const { t, locale, timeZone } = f;
  const when = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const day = dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const month = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const number = numberFormat(locale);
  const currency = scalar(payload.currency) ?? f.currency;
  const money = numberFormat(locale, { style: "currency", currency });
  const yesNo = (v: string) => t(`jobs:request_values.answer.${YES.has(v.toLowerCase()) ? "yes" : "no"}`);
  const dateOf = (v: string) => {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  };

  const rows: RequestRow[] = [];
  const done = new Set<string>(HIDDEN_REQUEST_FIELDS);

  /** A known field's row (null: nothing a person could read). */
  const knownRow = (key: string, kind: Kind, raw: unknown): RequestRow | null => {
    const label = t(`jobs:request_fields.${key}`);
    if (kind === "list") {
      const items = (Array.isArray(raw) ? raw : [raw]).map(scalar).filter((v): v is string => v !== null);
      return items.length ? { key, label, value: items } : null;
    }
    const v = scalar(raw);
    if (v === null) return null;
    switch (kind) {
      case "text":
        return { key, label, value: v };
      case "long":
        return { key, label, value: v, long: true };
      case "enum": {
        const text = ENUM_VALUES[key]?.includes(v) ? t(`jobs:request_values.${key}.${v}`) : null;
        return text ? { key, label, value: text } : null;
      }
      case "datetime": {
        const d = dateOf(v);
        return d ? { key, label, value: when.format(d) } : { key, label, value: v };
      }
      case "date": {
        const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? dateOf(`${v}T00:00:00Z`) : null;
        return d ? { key, label, value: day.format(d) } : { key, label, value: v };
      }
      case "money":
        return Number.isFinite(Number(v)) ? { key, label, value: money.format(Number(v) / 100) } : null;
      case "km":
        return Number.isFinite(Number(v))
          ? { key, label, value: t("jobs:request_values.km", { km: number.format(Number(v)) }) }
          : null;
      case "location": {
        const name = texts.locations[v];
        return name ? { key, label, value: name } : null;
      }
      case "offering":
        return texts.offering ? { key, label, value: texts.offering } : null;
      case "consent":
        return {
          key,
          label,
          value:
            key === "privacy" && YES.has(v.toLowerCase())
              ? t("jobs:request_values.privacy_accepted")
              : yesNo(v),
        };
      default:
        return null;
    }
  };

  for (const field of texts.wizardFields ?? []) {
    if (done.has(field.name)) continue;
    done.add(field.name);
    const raw = payload[field.name];
    if (raw === undefined || raw === null || raw === "") continue;
    const kind = REQUEST_FIELDS[field.name];
    // Consent and locations read the same in every wizard: the catalogue's label and value.
    if (kind === "consent" || field.type === "location") {
      const row = knownRow(field.name, kind ?? "location", raw);
      if (row) rows.push(field.type === "location" && field.label ? { ...row, label: field.label } : row);
      continue;
    }
    const label = field.label || (kind ? t(`jobs:request_fields.${field.name}`) : "");
    if (!label) continue;
    const row = wizardValue(field, raw);
    if (row !== null) rows.push({ key: field.name, label, ...row });
  }

  function wizardValue(
    field: WizardFieldText,
    raw: unknown,
  ): { value: string | string[]; long?: boolean } | null {
    const values = (Array.isArray(raw) ? raw : [raw]).map(scalar).filter((v): v is string => v !== null);
    if (!values.length) return null;
    const option = (v: string) =>
      field.options[v] ||
      OPTION_FALLBACK[field.name]?.(v, t) ||
      known(t, `jobs:request_values.answer.${v}`) ||
      v;
    const v = values[0]!;
    switch (field.type) {
      case "choice":
      case "select":
        return { value: option(v) };
      case "multi":
        return { value: values.map(option) };
      case "checkbox":
        return { value: yesNo(v) };
      case "photos":
        return { value: t("jobs:request_values.photos", { count: values.length }) };
      case "number":
        return { value: Number.isFinite(Number(v)) ? number.format(Number(v)) : v };
      case "month": {
        const d = /^\d{4}-\d{2}$/.test(v) ? dateOf(`${v}-01T00:00:00Z`) : null;
        return { value: d ? month.format(d) : v };
      }
      case "date": {
        const d = /^\d{4}-\d{2}-\d{2}$/.test(v) ? dateOf(`${v}T00:00:00Z`) : null;
        return { value: d ? day.format(d) : v };
      }
      case "textarea":
        return { value: v, long: true };
      default:
        return { value: v };
    }
  }

  for (const [key, kind] of Object.entries(REQUEST_FIELDS)) {
    if (done.has(key) || !(key in payload)) continue;
    done.add(key);
    const row = knownRow(key, kind, payload[key]);
    if (row) rows.push(row);
  }
  return rows;
}
