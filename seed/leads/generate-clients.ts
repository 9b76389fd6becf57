/**
 * Deterministic, plausible clients for the client search's benchmark (`npm run seed:large -- --clients
 * 200000`): people with names of the dealer's markets, some companies, cities, phones and unique
 * e-mails; created over the last two years. The same seed and index give the same client. Pure.
 */
import type { Locale } from "../../app/shared/locales";
import { prng } from "../cars/generate-cars";

export type GeneratedListClient = {
  kind: "person" | "company";
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string;
  phone: string | null;
  language: Locale;
  city: string;
  postalCode: string;
  street: string;
  country: string;
  marketingConsent: boolean;
  privacyAcceptedAt: Date;
  createdAt: Date;
};

const FIRST: Record<Locale, readonly string[]> = {
  de: [
    "Lukas",
    "Anna",
    "Jonas",
    "Lea",
    "Felix",
    "Hannah",
    "Paul",
    "Sophie",
    "Maximilian",
    "Marie",
    "Tobias",
    "Julia",
    "Leon",
    "Mia",
    "Finn",
    "Emma",
    "Elias",
    "Lina",
    "Ben",
    "Laura",
    "Noah",
    "Lena",
    "Moritz",
    "Clara",
    "Jan",
    "Sarah",
    "Niklas",
    "Katharina",
    "David",
    "Johanna",
    "Stefan",
    "Sabine",
    "Thomas",
    "Andrea",
    "Michael",
    "Petra",
    "Frank",
    "Monika",
    "Jürgen",
    "Ursula",
    "Klaus",
    "Renate",
    "Uwe",
    "Birgit",
  ],
  en: [
    "James",
    "Emily",
    "Oliver",
    "Charlotte",
    "Harry",
    "Amelia",
    "Jack",
    "Grace",
    "George",
    "Olivia",
    "Henry",
    "Isla",
  ],
  pl: [
    "Piotr",
    "Anna",
    "Krzysztof",
    "Katarzyna",
    "Tomasz",
    "Magdalena",
    "Michał",
    "Agnieszka",
    "Paweł",
    "Joanna",
    "Marcin",
    "Ewa",
  ],
  tr: [
    "Mehmet",
    "Ayşe",
    "Mustafa",
    "Fatma",
    "Emre",
    "Zeynep",
    "Burak",
    "Elif",
    "Ahmet",
    "Emine",
    "Can",
    "Selin",
  ],
};

const LAST: Record<Locale, readonly string[]> = {
  de: [
    "Müller",
    "Schmidt",
    "Schneider",
    "Fischer",
    "Weber",
    "Meyer",
    "Wagner",
    "Becker",
    "Hoffmann",
    "Schäfer",
    "Koch",
    "Richter",
    "Klein",
    "Wolf",
    "Schröder",
    "Neumann",
    "Schwarz",
    "Zimmermann",
    "Braun",
    "Krüger",
    "Hofmann",
    "Hartmann",
    "Lange",
    "Schmitt",
    "Werner",
    "Schmitz",
    "Krause",
    "Meier",
    "Lehmann",
    "Schmid",
    "Schulze",
    "Maier",
    "Köhler",
    "Herrmann",
    "König",
    "Walter",
    "Mayer",
    "Huber",
    "Kaiser",
    "Fuchs",
    "Peters",
    "Lang",
    "Scholz",
    "Möller",
    "Weiß",
    "Jung",
    "Hahn",
    "Schubert",
    "Vogel",
    "Friedrich",
    "Keller",
    "Günther",
    "Frank",
    "Berger",
    "Winkler",
    "Roth",
    "Beck",
    "Lorenz",
    "Baumann",
    "Franke",
  ],
  en: [
    "Smith",
    "Taylor",
    "Brown",
    "Wilson",
    "Evans",
    "Walker",
    "Wright",
    "Hughes",
    "Roberts",
    "Johnson",
    "Green",
    "Hall",
  ],
  pl: [
    "Nowak",
    "Kowalski",
    "Wiśniewski",
    "Wójcik",
    "Kamińska",
    "Lewandowski",
    "Zielińska",
    "Szymański",
    "Woźniak",
    "Dąbrowski",
    "Kozłowska",
    "Jankowski",
  ],
  tr: [
    "Yılmaz",
    "Kaya",
    "Demir",
    "Şahin",
    "Çelik",
    "Yıldız",
    "Aydın",
    "Öztürk",
    "Arslan",
    "Doğan",
    "Kılıç",
    "Aslan",
  ],
};

const CITIES: readonly [string, string][] = [
  ["Berlin", "10115"],
  ["Hamburg", "20095"],
  ["München", "80331"],
  ["Köln", "50667"],
  ["Frankfurt am Main", "60311"],
  ["Stuttgart", "70173"],
  ["Düsseldorf", "40213"],
  ["Leipzig", "04109"],
  ["Dortmund", "44135"],
  ["Essen", "45127"],
  ["Bremen", "28195"],
  ["Dresden", "01067"],
  ["Hannover", "30159"],
  ["Nürnberg", "90402"],
  ["Duisburg", "47051"],
  ["Bochum", "44787"],
  ["Wuppertal", "42103"],
  ["Bielefeld", "33602"],
  ["Bonn", "53111"],
  ["Münster", "48143"],
  ["Potsdam", "14467"],
  ["Magdeburg", "39104"],
  ["Rostock", "18055"],
  ["Kiel", "24103"],
];

const STREETS = [
  "Hauptstraße",
  "Schulstraße",
  "Gartenstraße",
  "Bahnhofstraße",
  "Dorfstraße",
  "Bergstraße",
  "Lindenstraße",
  "Kirchstraße",
  "Waldstraße",
  "Ringstraße",
  "Am Markt",
  "Friedrichstraße",
];

const COMPANY_WORDS = [
  "Autoservice",
  "Logistik",
  "Bau",
  "Elektro",
  "Immobilien",
  "Transporte",
  "Handel",
  "Consulting",
  "Pflegedienst",
  "Gartenbau",
];
const COMPANY_FORMS = ["GmbH", "GmbH & Co. KG", "KG", "e.K.", "AG", "UG"];

const LANGUAGES: readonly Locale[] = ["de", "de", "de", "de", "de", "de", "en", "pl", "tr", "tr"];

const ASCII: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  ł: "l",
  ı: "i",
  ş: "s",
  ç: "c",
  ğ: "g",
};
const mailPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[äöüßłışçğ]/g, (c) => ASCII[c] ?? c)
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "");

/** The client number `index` of a run (its e-mail carries the index, so it is unique in the project). */
export function generateClient(seed: number, index: number, now: Date, days: number): GeneratedListClient {
  const rnd = prng(seed * 1_000_003 + index);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;
  const language = pick(LANGUAGES);
  const firstName = pick(FIRST[language]);
  const lastName = pick(LAST[language]);
  const company = rnd() < 0.15;
  const [city, postalCode] = pick(CITIES);
  const companyName = company ? `${lastName} ${pick(COMPANY_WORDS)} ${pick(COMPANY_FORMS)}` : null;
  const domain = company
    ? `${mailPart(lastName)}-${mailPart(companyName!.split(" ")[1]!)}.example`
    : pick(["web.example", "gmx.example", "mail.example", "posteo.example", "t-online.example"]);
  const createdAt = new Date(now.getTime() - Math.floor(rnd() * days * 86_400_000));
  createdAt.setMilliseconds(0);
  return {
    kind: company ? "company" : "person",
    firstName,
    lastName,
    companyName,
    email: `${mailPart(firstName)}.${mailPart(lastName)}.${index}@${domain}`,
    phone:
      rnd() < 0.8
        ? `+49${pick(["151", "160", "170", "171", "176", "30", "40", "89", "221"])}${String(1_000_000 + Math.floor(rnd() * 8_999_999))}`
        : null,
    language,
    city,
    postalCode,
    street: `${pick(STREETS)} ${1 + Math.floor(rnd() * 120)}`,
    country: "DE",
    marketingConsent: rnd() < 0.35,
    privacyAcceptedAt: createdAt,
    createdAt,
  };
}
