/**
 * The workflows every dealer site starts with (created at boot for a project that has none, so every
 * storefront form has a workflow to land in), with their statuses in all four languages. Community
 * sites get COMMUNITY_WORKFLOWS. Employees may rename and extend them later.
 */
import type { LocalizedText } from "./localized-text";
import type { SystemType } from "./system-types";
import type { StatusOutcome } from "./visibility";

export type WorkflowStatusDef = { key: string; outcome: StatusOutcome; name: Required<LocalizedText> };
export type WorkflowDef = {
  label: string;
  systemTypes: SystemType[];
  name: Required<LocalizedText>;
  statuses: WorkflowStatusDef[];
};

const s = (
  key: string,
  outcome: StatusOutcome,
  de: string,
  en: string,
  pl: string,
  tr: string,
): WorkflowStatusDef => ({
  key,
  outcome,
  name: { de, en, pl, tr },
});
const NEW = s("new", "open", "Neu", "New", "Nowe", "Yeni");

export const DEFAULT_WORKFLOWS: readonly WorkflowDef[] = [
  {
    label: "sales",
    systemTypes: ["PURCHASE", "CAR_REQUEST"],
    name: { de: "Fahrzeugverkauf", en: "Vehicle sales", pl: "Sprzedaż pojazdów", tr: "Araç satışı" },
    statuses: [
      NEW,
      s("contacted", "open", "Kontaktiert", "Contacted", "Skontaktowano", "İletişime geçildi"),
      s("test_drive", "open", "Probefahrt", "Test drive", "Jazda próbna", "Test sürüşü"),
      s("offer", "open", "Angebot", "Offer", "Oferta", "Teklif"),
      s("negotiation", "open", "Verhandlung", "Negotiation", "Negocjacje", "Pazarlık"),
      s("sold", "won", "Verkauft", "Sold", "Sprzedano", "Satıldı"),
      s("lost", "lost", "Verloren", "Lost", "Utracono", "Kaybedildi"),
    ],
  },
  {
    label: "trade_in",
    systemTypes: ["TRADE_IN"],
    name: { de: "Inzahlungnahme", en: "Trade-in", pl: "Odkup w rozliczeniu", tr: "Takas" },
    statuses: [
      NEW,
      s("valuation", "open", "Bewertung", "Valuation", "Wycena", "Değerleme"),
      s("offer_sent", "open", "Angebot gesendet", "Offer sent", "Oferta wysłana", "Teklif gönderildi"),
      s("accepted", "won", "Angenommen", "Accepted", "Przyjęto", "Kabul edildi"),
      s("declined", "lost", "Abgelehnt", "Declined", "Odrzucono", "Reddedildi"),
    ],
  },
  {
    label: "financing",
    systemTypes: ["FINANCING", "LEASING", "SUBSCRIPTION"],
    name: {
      de: "Finanzierung & Leasing",
      en: "Financing & leasing",
      pl: "Finansowanie i leasing",
      tr: "Finansman ve leasing",
    },
    statuses: [
      NEW,
      s("documents", "open", "Unterlagen", "Documents", "Dokumenty", "Belgeler"),
      s("bank_check", "open", "Bankprüfung", "Bank check", "Weryfikacja bankowa", "Banka kontrolü"),
      s("approved", "won", "Genehmigt", "Approved", "Zatwierdzono", "Onaylandı"),
      s("rejected", "lost", "Abgelehnt", "Rejected", "Odrzucono", "Reddedildi"),
    ],
  },
  {
    label: "service",
    systemTypes: ["SERVICE"],
    name: { de: "Werkstatt", en: "Workshop", pl: "Serwis", tr: "Servis" },
    statuses: [
      NEW,
      s("scheduled", "open", "Termin vereinbart", "Scheduled", "Umówiono termin", "Randevu verildi"),
      s("in_workshop", "open", "In der Werkstatt", "In the workshop", "W warsztacie", "Atölyede"),
      s("done", "won", "Erledigt", "Done", "Zakończono", "Tamamlandı"),
      s("cancelled", "lost", "Storniert", "Cancelled", "Anulowano", "İptal edildi"),
    ],
  },
  {
    label: "rental",
    systemTypes: ["RENTAL"],
    name: { de: "Vermietung", en: "Rental", pl: "Wynajem", tr: "Kiralama" },
    statuses: [
      NEW,
      s("confirmed", "open", "Bestätigt", "Confirmed", "Potwierdzono", "Onaylandı"),
      s("picked_up", "open", "Abgeholt", "Picked up", "Odebrano", "Teslim alındı"),
      s("returned", "won", "Zurückgegeben", "Returned", "Zwrócono", "İade edildi"),
      s("cancelled", "lost", "Storniert", "Cancelled", "Anulowano", "İptal edildi"),
    ],
  },
  {
    label: "contact",
    systemTypes: ["CONTACT", "CALLBACK", "BUSINESS_SIGNUP"],
    name: { de: "Anfragen", en: "Enquiries", pl: "Zapytania", tr: "Talepler" },
    statuses: [
      NEW,
      s("in_progress", "open", "In Bearbeitung", "In progress", "W toku", "İşlemde"),
      s("answered", "won", "Beantwortet", "Answered", "Odpowiedziano", "Yanıtlandı"),
      s("closed", "lost", "Ohne Ergebnis", "No outcome", "Bez rezultatu", "Sonuçsuz"),
    ],
  },
];

export const COMMUNITY_WORKFLOWS: readonly WorkflowDef[] = [
  {
    label: "memberships",
    systemTypes: ["COMMUNITY", "CONTACT"],
    name: { de: "Mitgliedschaften", en: "Memberships", pl: "Członkostwa", tr: "Üyelikler" },
    statuses: [
      NEW,
      s("approved", "won", "Aufgenommen", "Admitted", "Przyjęto", "Kabul edildi"),
      s("rejected", "lost", "Abgelehnt", "Declined", "Odrzucono", "Reddedildi"),
    ],
  },
];
