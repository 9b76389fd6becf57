/**
 * The own request pages of financing, leasing and subscription (issue 14): three click wizards
 * (`clickWizard/type/FINANCING|LEASING|SUBSCRIPTION`) that ask for the car, the price and the wished
 * terms, then the contact; the rate hook (`core/rates/rate-wizard.server.ts`) calculates the offer with
 * the rate module and shows it on the success screen. Field names match `RATE_WIZARD_FIELDS`.
 */
import { TERM_OPTIONS } from "../../app/core/rates/financing-offer";
import { LEASING_MILEAGES, LEASING_TERMS } from "../../app/core/rates/leasing-offer";
import { SUBSCRIPTION_MILEAGES, SUBSCRIPTION_TERMS } from "../../app/core/rates/subscription-offer";
import type {
  FormElement,
  FunctionalContentInput,
  LocalizedText,
} from "../../app/core/wizards/functional-content";
import type { WizardDefinition, WizardField } from "../../app/core/wizards/wizard-definition";
import { CONTACT_ELEMENTS, CONTACT_PLACEHOLDERS } from "./content";

const L = (de: string, en: string, pl: string, tr: string): LocalizedText => ({ de, en, pl, tr });
const NONE: LocalizedText = {};
const el = (name: string, label: LocalizedText, info: LocalizedText = NONE): FormElement => ({
  name,
  label,
  info_text: info,
});
const fmt = (n: number, lang: "de" | "en" | "pl" | "tr") =>
  new Intl.NumberFormat({ de: "de-DE", en: "en-GB", pl: "pl-PL", tr: "tr-TR" }[lang]).format(n);

const CONTACT_STEP = {
  id: "contact",
  fields: [
    { name: "firstName", type: "text", required: true, max: 80 },
    { name: "lastName", type: "text", required: true, max: 80 },
    { name: "email", type: "email", required: true },
    { name: "phone", type: "tel" },
    { name: "privacy", type: "checkbox", required: true },
    { name: "marketing", type: "checkbox" },
  ],
} satisfies WizardDefinition["steps"][number];

const CAR_STEP = {
  id: "car",
  fields: [
    { name: "brand", type: "brand" },
    { name: "model", type: "model", dependsOn: "brand" },
    { name: "priceEur", type: "number", required: true, min: 1_000, max: 500_000 },
  ],
} satisfies WizardDefinition["steps"][number];

const termField = (terms: readonly number[]): WizardField => ({
  name: "termMonths",
  type: "select",
  required: true,
  options: terms.map(String),
});

export const FINANCING_WIZARD: WizardDefinition = {
  version: 1,
  steps: [
    CAR_STEP,
    {
      id: "terms",
      fields: [
        { name: "downPaymentEur", type: "number", required: true, min: 0, max: 500_000 },
        termField(TERM_OPTIONS),
      ],
    },
    CONTACT_STEP,
  ],
};

export const LEASING_WIZARD: WizardDefinition = {
  version: 1,
  steps: [
    CAR_STEP,
    {
      id: "terms",
      fields: [
        { name: "downPaymentEur", type: "number", required: true, min: 0, max: 500_000 },
        termField(LEASING_TERMS),
        { name: "mileageKm", type: "select", required: true, options: LEASING_MILEAGES.map(String) },
      ],
    },
    CONTACT_STEP,
  ],
};

export const SUBSCRIPTION_WIZARD: WizardDefinition = {
  version: 1,
  steps: [
    CAR_STEP,
    {
      id: "terms",
      fields: [
        termField(SUBSCRIPTION_TERMS),
        { name: "mileageKm", type: "select", required: true, options: SUBSCRIPTION_MILEAGES.map(String) },
      ],
    },
    CONTACT_STEP,
  ],
};

const CAR_ELEMENTS: FormElement[] = [
  el("step:car", L("Ihr Wunschfahrzeug", "Your car", "Twój wymarzony samochód", "İstediğiniz araç")),
  el("brand", L("Marke", "Brand", "Marka", "Marka")),
  el("model", L("Modell", "Model", "Model", "Model")),
  el(
    "priceEur",
    L("Fahrzeugpreis in Euro", "Vehicle price in euros", "Cena pojazdu w euro", "Euro cinsinden araç fiyatı"),
    L(
      "Der Kaufpreis inklusive Mehrwertsteuer; wir rechnen damit Ihr Beispiel.",
      "The purchase price including VAT; we calculate your example with it.",
      "Cena zakupu z VAT; na jej podstawie obliczymy przykład.",
      "KDV dahil satış fiyatı; örneğinizi bununla hesaplarız.",
    ),
  ),
];

const termElements = (terms: readonly number[]): FormElement[] => [
  el("termMonths", L("Laufzeit", "Term", "Okres", "Süre")),
  ...terms.map((n) => el(`termMonths.${n}`, L(`${n} Monate`, `${n} months`, `${n} mies.`, `${n} ay`))),
];

const DOWN_ELEMENT = el(
  "downPaymentEur",
  L("Anzahlung in Euro", "Down payment in euros", "Wpłata własna w euro", "Euro cinsinden peşinat"),
  L("0 für keine Anzahlung.", "0 for no down payment.", "0 oznacza brak wpłaty.", "Peşinat yoksa 0."),
);

const STEP_TERMS = el(
  "step:terms",
  L("Ihre Wunschkonditionen", "Your terms", "Twoje warunki", "İstediğiniz koşullar"),
);

const SUCCESS_NEXT = L(
  "Vielen Dank! Wir prüfen Ihre Anfrage und melden uns innerhalb eines Werktags mit einem verbindlichen Angebot.",
  "Thank you! We check your request and reply within one working day with a binding offer.",
  "Dziękujemy! Sprawdzimy zapytanie i w ciągu jednego dnia roboczego prześlemy wiążącą ofertę.",
  "Teşekkürler! Talebinizi inceleyip bir iş günü içinde bağlayıcı bir teklifle dönüş yaparız.",
);

const PRICE_PLACEHOLDER = { name: "priceEur", content: L("25000", "25000", "25000", "25000") };

export const FINANCING_CONTENT: FunctionalContentInput = {
  lang_header: L(
    "Finanzierung anfragen",
    "Ask for financing",
    "Zapytaj o finansowanie",
    "Finansman talep edin",
  ),
  lang_footer: L(
    "Ein Angebot der Autohaus Bank GmbH, Musterstraße 1, 10115 Berlin. Bonität vorausgesetzt. Der Händler tritt als Kreditvermittler auf.",
    "An offer of Autohaus Bank GmbH, Musterstraße 1, 10115 Berlin, subject to credit approval. The dealer acts as credit intermediary.",
    "Oferta Autohaus Bank GmbH, Musterstraße 1, 10115 Berlin, pod warunkiem pozytywnej oceny zdolności kredytowej. Dealer działa jako pośrednik kredytowy.",
    "Autohaus Bank GmbH, Musterstraße 1, 10115 Berlin teklifidir; kredi onayına tabidir. Bayi kredi aracısı olarak hareket eder.",
  ),
  lang_success: SUCCESS_NEXT,
  form_elements: [
    ...CAR_ELEMENTS,
    STEP_TERMS,
    DOWN_ELEMENT,
    ...termElements(TERM_OPTIONS),
    ...CONTACT_ELEMENTS,
  ],
  hints: [
    {
      id: "financing-rate",
      group: "terms",
      content: L(
        "Wir rechnen mit unserem Standardangebot: effektiver Jahreszins 5,99 %, gebundener Sollzins 5,83 % p.a.",
        "We calculate with our standard offer: APR 5.99 %, fixed borrowing rate 5.83 % p.a.",
        "Obliczamy według naszej oferty standardowej: RRSO 5,99 %, stała stopa oprocentowania 5,83 % rocznie.",
        "Standart teklifimizle hesaplıyoruz: yıllık efektif faiz % 5,99, sabit borç faizi yıllık % 5,83.",
      ),
    },
  ],
  faq_settings: {
    is_active: true,
    items: [
      {
        question: L(
          "Ist die Anfrage verbindlich?",
          "Is the request binding?",
          "Czy zapytanie jest wiążące?",
          "Talep bağlayıcı mı?",
        ),
        answer: L(
          "Nein. Sie erhalten ein Angebot; erst mit Ihrer Unterschrift kommt ein Vertrag zustande.",
          "No. You receive an offer; only your signature makes a contract.",
          "Nie. Otrzymasz ofertę; umowa powstaje dopiero po Twoim podpisie.",
          "Hayır. Bir teklif alırsınız; sözleşme ancak imzanızla kurulur.",
        ),
      },
      {
        question: L(
          "Kann ich vorzeitig zurückzahlen?",
          "Can I repay early?",
          "Czy mogę spłacić wcześniej?",
          "Erken ödeyebilir miyim?",
        ),
        answer: L(
          "Ja, ein Verbraucherkredit kann jederzeit ganz oder teilweise vorzeitig zurückgezahlt werden.",
          "Yes, a consumer loan can be repaid early, in full or in part, at any time.",
          "Tak, kredyt konsumencki można w każdej chwili spłacić wcześniej w całości lub części.",
          "Evet, tüketici kredisi her zaman tamamen veya kısmen erken ödenebilir.",
        ),
      },
    ],
  },
  placeholders: [
    PRICE_PLACEHOLDER,
    { name: "downPaymentEur", content: L("5000", "5000", "5000", "5000") },
    ...CONTACT_PLACEHOLDERS,
  ],
};

const mileageElements = (mileages: readonly number[], unit: "year" | "month"): FormElement[] =>
  mileages.map((n) =>
    el(
      `mileageKm.${n}`,
      unit === "year"
        ? L(
            `${fmt(n, "de")} km pro Jahr`,
            `${fmt(n, "en")} km a year`,
            `${fmt(n, "pl")} km rocznie`,
            `Yılda ${fmt(n, "tr")} km`,
          )
        : L(
            `${fmt(n, "de")} km pro Monat`,
            `${fmt(n, "en")} km a month`,
            `${fmt(n, "pl")} km miesięcznie`,
            `Ayda ${fmt(n, "tr")} km`,
          ),
    ),
  );

export const LEASING_CONTENT: FunctionalContentInput = {
  lang_header: L(
    "Leasingangebot anfragen",
    "Ask for a leasing offer",
    "Zapytaj o ofertę leasingu",
    "Leasing teklifi isteyin",
  ),
  lang_footer: L(
    "Kilometerleasing der Autohaus Leasing GmbH, Musterstraße 1, 10115 Berlin. Bonität vorausgesetzt.",
    "Mileage lease of Autohaus Leasing GmbH, Musterstraße 1, 10115 Berlin, subject to credit approval.",
    "Leasing z limitem kilometrów Autohaus Leasing GmbH, Musterstraße 1, 10115 Berlin, pod warunkiem pozytywnej oceny zdolności kredytowej.",
    "Autohaus Leasing GmbH, Musterstraße 1, 10115 Berlin kilometre leasingi; kredi onayına tabidir.",
  ),
  lang_success: SUCCESS_NEXT,
  form_elements: [
    ...CAR_ELEMENTS,
    STEP_TERMS,
    el(
      "downPaymentEur",
      L(
        "Leasingsonderzahlung in Euro",
        "Down payment in euros",
        "Opłata wstępna w euro",
        "Euro cinsinden peşinat",
      ),
      L(
        "0 für keine Sonderzahlung.",
        "0 for no down payment.",
        "0 oznacza brak opłaty wstępnej.",
        "Peşinat yoksa 0.",
      ),
    ),
    ...termElements(LEASING_TERMS),
    el("mileageKm", L("Fahrleistung pro Jahr", "Mileage per year", "Roczny przebieg", "Yıllık kilometre")),
    ...mileageElements(LEASING_MILEAGES, "year"),
    ...CONTACT_ELEMENTS,
  ],
  hints: [
    {
      id: "leasing-residual",
      group: "terms",
      content: L(
        "Am Ende geben Sie das Fahrzeug zurück. Mehr- oder Minderkilometer werden abgerechnet.",
        "At the end you return the car. Extra or fewer kilometres are settled.",
        "Na końcu zwracasz samochód. Nadwyżka lub niedobór kilometrów jest rozliczany.",
        "Sonunda aracı iade edersiniz. Fazla veya eksik kilometreler hesaplanır.",
      ),
    },
  ],
  faq_settings: {
    is_active: true,
    items: [
      {
        question: L(
          "Was passiert am Ende der Laufzeit?",
          "What happens at the end of the term?",
          "Co dzieje się po zakończeniu umowy?",
          "Süre sonunda ne olur?",
        ),
        answer: L(
          "Sie geben das Fahrzeug zurück; wir prüfen es gemeinsam und rechnen die gefahrenen Kilometer ab.",
          "You return the car; we inspect it together and settle the kilometres driven.",
          "Zwracasz auto; wspólnie je sprawdzamy i rozliczamy przejechane kilometry.",
          "Aracı iade edersiniz; birlikte kontrol eder ve sürülen kilometreleri hesaplarız.",
        ),
      },
    ],
  },
  placeholders: [
    PRICE_PLACEHOLDER,
    { name: "downPaymentEur", content: L("2500", "2500", "2500", "2500") },
    ...CONTACT_PLACEHOLDERS,
  ],
};

export const SUBSCRIPTION_CONTENT: FunctionalContentInput = {
  lang_header: L(
    "Auto-Abo anfragen",
    "Ask for a car subscription",
    "Zapytaj o abonament samochodowy",
    "Araç aboneliği talep edin",
  ),
  lang_footer: L(
    "Versicherung, Kfz-Steuer, Wartung, Verschleiß und Reifen sind im Monatspreis enthalten.",
    "Insurance, vehicle tax, maintenance, wear and tyres are in the monthly price.",
    "Ubezpieczenie, podatek, serwis, części eksploatacyjne i opony są w cenie miesięcznej.",
    "Sigorta, taşıt vergisi, bakım, aşınma ve lastikler aylık fiyata dahildir.",
  ),
  lang_success: SUCCESS_NEXT,
  form_elements: [
    ...CAR_ELEMENTS,
    STEP_TERMS,
    ...termElements(SUBSCRIPTION_TERMS),
    el(
      "mileageKm",
      L(
        "Inklusivkilometer pro Monat",
        "Included kilometres per month",
        "Kilometry w cenie miesięcznie",
        "Aylık dahil kilometre",
      ),
    ),
    ...mileageElements(SUBSCRIPTION_MILEAGES, "month"),
    ...CONTACT_ELEMENTS,
  ],
  hints: [
    {
      id: "subscription-no-down",
      group: "terms",
      content: L(
        "Keine Anzahlung: Sie zahlen nur den Monatspreis und einmalig die Bereitstellung.",
        "No down payment: you pay the monthly price and a one-off delivery fee.",
        "Bez wpłaty własnej: płacisz cenę miesięczną i jednorazową opłatę za wydanie.",
        "Peşinat yok: aylık fiyatı ve tek seferlik teslim ücretini ödersiniz.",
      ),
    },
  ],
  faq_settings: {
    is_active: true,
    items: [
      {
        question: L(
          "Was ist im Abo enthalten?",
          "What is included?",
          "Co obejmuje abonament?",
          "Aboneliğe neler dahil?",
        ),
        answer: L(
          "Alles außer Kraftstoff oder Strom: Versicherung, Steuer, Wartung, Verschleiß, Reifen und Zulassung.",
          "Everything except fuel or charging: insurance, tax, maintenance, wear, tyres and registration.",
          "Wszystko poza paliwem lub ładowaniem: ubezpieczenie, podatek, serwis, części, opony i rejestracja.",
          "Yakıt veya şarj dışında her şey: sigorta, vergi, bakım, aşınma, lastikler ve tescil.",
        ),
      },
    ],
  },
  placeholders: [PRICE_PLACEHOLDER, ...CONTACT_PLACEHOLDERS],
};
