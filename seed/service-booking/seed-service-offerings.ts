/**
 * Workshop services (issue 14) for every location of a project that offers `service`: inspection, oil
 * change, tyre change, MOT/HU, air-conditioning service and brake check, with durations and gross
 * prices, in four languages. Idempotent: a location keeps the services it has (unique code per location).
 */
import { scopeOf } from "../../app/core/context/tenant-scope.server";
import type { LocalizedText } from "../../app/core/wizards/functional-content";
import type { Db } from "../../app/db/client.server";
import { locations, serviceOfferings } from "../../app/db/schema";

type Offering = {
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  durationMinutes: number;
  priceMinor: number;
};

export const SERVICE_OFFERINGS: readonly Offering[] = [
  {
    code: "inspection",
    name: { de: "Inspektion", en: "Inspection", pl: "Przegląd okresowy", tr: "Periyodik bakım" },
    description: {
      de: "Inspektion nach Herstellervorgaben mit Eintrag ins Serviceheft.",
      en: "Inspection to the manufacturer's schedule, stamped in the service book.",
      pl: "Przegląd według zaleceń producenta z wpisem do książki serwisowej.",
      tr: "Üretici talimatlarına göre bakım, servis defterine kayıt ile.",
    },
    durationMinutes: 180,
    priceMinor: 29_900,
  },
  {
    code: "oil_change",
    name: { de: "Ölwechsel", en: "Oil change", pl: "Wymiana oleju", tr: "Yağ değişimi" },
    description: {
      de: "Motoröl und Ölfilter wechseln, inklusive Material bis 5 Liter.",
      en: "New engine oil and oil filter, material up to 5 litres included.",
      pl: "Wymiana oleju silnikowego i filtra, materiał do 5 litrów w cenie.",
      tr: "Motor yağı ve yağ filtresi değişimi, 5 litreye kadar malzeme dahil.",
    },
    durationMinutes: 60,
    priceMinor: 8_900,
  },
  {
    code: "tyres",
    name: { de: "Reifenwechsel", en: "Tyre change", pl: "Wymiana opon", tr: "Lastik değişimi" },
    description: {
      de: "Räder umstecken, Luftdruck prüfen, auf Wunsch Einlagerung.",
      en: "Swap the wheels and check the pressure; storage on request.",
      pl: "Zamiana kół i kontrola ciśnienia; przechowanie na życzenie.",
      tr: "Tekerlek değişimi ve basınç kontrolü; istenirse depolama.",
    },
    durationMinutes: 30,
    priceMinor: 3_900,
  },
  {
    code: "mot",
    name: {
      de: "Hauptuntersuchung (HU/AU)",
      en: "MOT (HU/AU inspection)",
      pl: "Badanie techniczne (HU/AU)",
      tr: "Muayene (HU/AU)",
    },
    description: {
      de: "Hauptuntersuchung mit Abgasuntersuchung durch einen Prüfingenieur im Haus.",
      en: "Roadworthiness and emissions test by an inspector on site.",
      pl: "Badanie techniczne z kontrolą spalin przez diagnostę na miejscu.",
      tr: "Yerinde uzman tarafından egzoz emisyonlu araç muayenesi.",
    },
    durationMinutes: 60,
    priceMinor: 14_900,
  },
  {
    code: "air_conditioning",
    name: {
      de: "Klimaanlagen-Service",
      en: "Air-conditioning service",
      pl: "Serwis klimatyzacji",
      tr: "Klima bakımı",
    },
    description: {
      de: "Kältemittel absaugen und neu befüllen, Dichtheit prüfen, Innenraumfilter tauschen.",
      en: "Refrigerant recovered and refilled, leak test, new cabin filter.",
      pl: "Odzysk i uzupełnienie czynnika, test szczelności, nowy filtr kabinowy.",
      tr: "Soğutucu gaz boşaltma ve dolum, sızdırmazlık testi, polen filtresi değişimi.",
    },
    durationMinutes: 90,
    priceMinor: 12_900,
  },
  {
    code: "brakes",
    name: { de: "Bremsencheck", en: "Brake check", pl: "Kontrola hamulców", tr: "Fren kontrolü" },
    description: {
      de: "Bremsbeläge, Scheiben und Bremsflüssigkeit prüfen, mit Kostenvoranschlag.",
      en: "Pads, discs and brake fluid checked, with a quote.",
      pl: "Kontrola klocków, tarcz i płynu hamulcowego, z wyceną.",
      tr: "Balata, disk ve fren hidroliği kontrolü, fiyat teklifi ile.",
    },
    durationMinutes: 30,
    priceMinor: 0,
  },
];

/** Adds the services to each `service` location of the project; returns how many rows were added. */
export async function seedServiceOfferings(db: Db, projectId: string): Promise<number> {
  const scope = scopeOf(db, projectId);
  const places = await db.select().from(locations).where(scope.owns(locations));
  let added = 0;
  for (const place of places) {
    if (!place.services.includes("service")) continue;
    const rows = await db
      .insert(serviceOfferings)
      .values(SERVICE_OFFERINGS.map((o, i) => scope.stamp({ ...o, locationId: place.id, sort: i })))
      .onConflictDoNothing()
      .returning({ id: serviceOfferings.id });
    added += rows.length;
  }
  return added;
}
