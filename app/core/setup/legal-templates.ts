/**
 * Templates of the system pages a new site starts with (decision 0052): imprint, privacy, terms,
 * cancellation, rental, leasing and financing terms and the cookie policy, in each of the site's
 * languages, with the company's data filled in. They are a starting point, not legal advice: the first
 * run stores them as drafts flagged "to be reviewed", and only an editor publishes them.
 */
import type { Locale } from "../../shared/locales";

export const LEGAL_PAGE_KEYS = [
  "imprint",
  "privacy",
  "terms",
  "cancellationPolicy",
  "rentalTerms",
  "leasingTerms",
  "financingTerms",
  "cookie",
] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

export type LegalCompany = {
  legalName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  registerNumber: string | null;
  vatId: string | null;
  representative: string;
  email: string;
  phone: string | null;
};

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

type Words = {
  titles: Record<LegalPageKey, string>;
  slugs: Record<LegalPageKey, string>;
  provider: string;
  representedBy: string;
  contact: string;
  phone: string;
  email: string;
  register: string;
  vat: string;
  /** The first paragraph of each page but the imprint. */
  leads: Record<Exclude<LegalPageKey, "imprint">, string>;
  /** Said once on every page: whom to ask. */
  questions: string;
};

const WORDS: Record<Locale, Words> = {
  de: {
    titles: {
      imprint: "Impressum",
      privacy: "Datenschutzerklärung",
      terms: "Allgemeine Geschäftsbedingungen",
      cancellationPolicy: "Widerrufsbelehrung",
      rentalTerms: "Mietbedingungen",
      leasingTerms: "Leasingbedingungen",
      financingTerms: "Finanzierungsbedingungen",
      cookie: "Cookie-Richtlinie",
    },
    slugs: {
      imprint: "impressum",
      privacy: "datenschutz",
      terms: "agb",
      cancellationPolicy: "widerrufsbelehrung",
      rentalTerms: "mietbedingungen",
      leasingTerms: "leasingbedingungen",
      financingTerms: "finanzierungsbedingungen",
      cookie: "cookie-richtlinie",
    },
    provider: "Angaben gemäß § 5 DDG",
    representedBy: "Vertreten durch",
    contact: "Kontakt",
    phone: "Telefon",
    email: "E-Mail",
    register: "Registereintrag",
    vat: "Umsatzsteuer-Identifikationsnummer",
    leads: {
      privacy:
        "Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten auf dieser Website ist {company}. Wir verarbeiten Ihre Daten nur, soweit es für Ihre Anfragen, Verträge und den Betrieb dieser Website nötig ist.",
      terms:
        "Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über Fahrzeuge, Zubehör und Leistungen zwischen {company} und ihren Kundinnen und Kunden.",
      cancellationPolicy:
        "Verbraucherinnen und Verbraucher können einen im Fernabsatz geschlossenen Vertrag mit {company} innerhalb von vierzehn Tagen ohne Angabe von Gründen widerrufen.",
      rentalTerms:
        "Diese Bedingungen gelten für die Anmietung von Fahrzeugen bei {company}: Mietdauer, Kaution, inklusive Kilometer, Versicherung und Rückgabe.",
      leasingTerms:
        "Leasingangebote auf dieser Website vermittelt {company}; Vertragspartner ist die jeweils genannte Leasinggesellschaft.",
      financingTerms:
        "Finanzierungsangebote auf dieser Website vermittelt {company}; Darlehensgeber ist die jeweils genannte Bank. Alle Beispiele setzen eine Bonitätsprüfung voraus.",
      cookie:
        "Diese Website von {company} setzt nur Cookies, die für ihren Betrieb nötig sind (Anmeldung, Warenkorb, Spracheinstellung), und keine Cookies zu Werbezwecken.",
    },
    questions: "Fragen richten Sie bitte an:",
  },
  en: {
    titles: {
      imprint: "Legal notice",
      privacy: "Privacy policy",
      terms: "Terms of sale",
      cancellationPolicy: "Cancellation policy",
      rentalTerms: "Rental terms",
      leasingTerms: "Leasing terms",
      financingTerms: "Financing terms",
      cookie: "Cookie policy",
    },
    slugs: {
      imprint: "legal-notice",
      privacy: "privacy-policy",
      terms: "terms-of-sale",
      cancellationPolicy: "cancellation-policy",
      rentalTerms: "rental-terms",
      leasingTerms: "leasing-terms",
      financingTerms: "financing-terms",
      cookie: "cookie-policy",
    },
    provider: "Information according to § 5 DDG",
    representedBy: "Represented by",
    contact: "Contact",
    phone: "Phone",
    email: "E-mail",
    register: "Register entry",
    vat: "VAT identification number",
    leads: {
      privacy:
        "The controller of your personal data on this website is {company}. We process your data only as far as your enquiries, contracts and the operation of this website require.",
      terms:
        "These terms apply to every contract for vehicles, accessories and services between {company} and its customers.",
      cancellationPolicy:
        "Consumers may cancel a distance contract with {company} within fourteen days without giving any reason.",
      rentalTerms:
        "These terms apply to renting a vehicle from {company}: rental period, deposit, included kilometres, insurance and return.",
      leasingTerms:
        "Leasing offers on this website are arranged by {company}; the contracting party is the leasing company named in each offer.",
      financingTerms:
        "Financing offers on this website are arranged by {company}; the lender is the bank named in each offer. Every example is subject to a credit check.",
      cookie:
        "This website of {company} sets only the cookies it needs to work (sign-in, cart, language) and no advertising cookies.",
    },
    questions: "Please send questions to:",
  },
  pl: {
    titles: {
      imprint: "Nota prawna",
      privacy: "Polityka prywatności",
      terms: "Warunki sprzedaży",
      cancellationPolicy: "Odstąpienie od umowy",
      rentalTerms: "Warunki wynajmu",
      leasingTerms: "Warunki leasingu",
      financingTerms: "Warunki finansowania",
      cookie: "Polityka cookies",
    },
    slugs: {
      imprint: "nota-prawna",
      privacy: "polityka-prywatnosci",
      terms: "warunki-sprzedazy",
      cancellationPolicy: "odstapienie-od-umowy",
      rentalTerms: "warunki-wynajmu",
      leasingTerms: "warunki-leasingu",
      financingTerms: "warunki-finansowania",
      cookie: "polityka-cookies",
    },
    provider: "Informacje zgodnie z § 5 DDG",
    representedBy: "Reprezentowana przez",
    contact: "Kontakt",
    phone: "Telefon",
    email: "E-mail",
    register: "Wpis do rejestru",
    vat: "Numer identyfikacji podatkowej VAT",
    leads: {
      privacy:
        "Administratorem Twoich danych osobowych w tym serwisie jest {company}. Przetwarzamy dane tylko w zakresie potrzebnym do obsługi zapytań, umów i działania serwisu.",
      terms:
        "Niniejsze warunki dotyczą wszystkich umów o pojazdy, akcesoria i usługi zawieranych między {company} a klientami.",
      cancellationPolicy:
        "Konsument może odstąpić od umowy zawartej na odległość z {company} w ciągu czternastu dni bez podania przyczyny.",
      rentalTerms:
        "Niniejsze warunki dotyczą wynajmu pojazdów od {company}: okres najmu, kaucja, limit kilometrów, ubezpieczenie i zwrot.",
      leasingTerms:
        "Oferty leasingu w tym serwisie pośredniczy {company}; stroną umowy jest firma leasingowa wskazana w ofercie.",
      financingTerms:
        "Oferty finansowania w tym serwisie pośredniczy {company}; kredytodawcą jest bank wskazany w ofercie. Każdy przykład wymaga oceny zdolności kredytowej.",
      cookie:
        "Serwis {company} używa wyłącznie plików cookies niezbędnych do działania (logowanie, koszyk, język), bez cookies reklamowych.",
    },
    questions: "Pytania prosimy kierować do:",
  },
  tr: {
    titles: {
      imprint: "Künye",
      privacy: "Gizlilik politikası",
      terms: "Satış koşulları",
      cancellationPolicy: "Cayma hakkı",
      rentalTerms: "Kiralama koşulları",
      leasingTerms: "Leasing koşulları",
      financingTerms: "Finansman koşulları",
      cookie: "Çerez politikası",
    },
    slugs: {
      imprint: "kunye",
      privacy: "gizlilik-politikasi",
      terms: "satis-kosullari",
      cancellationPolicy: "cayma-hakki",
      rentalTerms: "kiralama-kosullari",
      leasingTerms: "leasing-kosullari",
      financingTerms: "finansman-kosullari",
      cookie: "cerez-politikasi",
    },
    provider: "§ 5 DDG uyarınca bilgiler",
    representedBy: "Temsilci",
    contact: "İletişim",
    phone: "Telefon",
    email: "E-posta",
    register: "Sicil kaydı",
    vat: "KDV kimlik numarası",
    leads: {
      privacy:
        "Bu web sitesindeki kişisel verilerinizin sorumlusu {company} şirketidir. Verilerinizi yalnızca talepleriniz, sözleşmeleriniz ve sitenin işleyişi için gerektiği ölçüde işleriz.",
      terms:
        "Bu koşullar, {company} ile müşterileri arasındaki araç, aksesuar ve hizmet sözleşmelerinin tümü için geçerlidir.",
      cancellationPolicy:
        "Tüketiciler, {company} ile uzaktan yapılan bir sözleşmeden on dört gün içinde gerekçe göstermeden cayabilir.",
      rentalTerms:
        "Bu koşullar {company} şirketinden araç kiralama için geçerlidir: kiralama süresi, depozito, dahil kilometre, sigorta ve iade.",
      leasingTerms:
        "Bu sitedeki leasing tekliflerine {company} aracılık eder; sözleşme tarafı teklifte adı geçen leasing şirketidir.",
      financingTerms:
        "Bu sitedeki finansman tekliflerine {company} aracılık eder; kredi veren, teklifte adı geçen bankadır. Her örnek kredi değerlendirmesine tabidir.",
      cookie:
        "{company} web sitesi yalnızca çalışması için gerekli çerezleri (oturum açma, sepet, dil) kullanır; reklam çerezi kullanmaz.",
    },
    questions: "Sorularınız için:",
  },
};

function addressHtml(c: LegalCompany, lang: Locale): string {
  const country = new Intl.DisplayNames([lang], { type: "region" }).of(c.country) ?? c.country;
  return `<p><strong>${esc(c.legalName)}</strong><br>${esc(c.street)} ${esc(c.houseNumber)}<br>${esc(c.zipCode)} ${esc(c.city)}<br>${esc(country)}</p>`;
}

function contactHtml(w: Words, c: LegalCompany): string {
  const phone = c.phone ? `<li>${esc(w.phone)}: ${esc(c.phone)}</li>` : "";
  return `<ul>${phone}<li>${esc(w.email)}: <a href="mailto:${esc(c.email)}">${esc(c.email)}</a></li></ul>`;
}

/** One page of the template in one language: title, slug and the (unsanitised, escaped) HTML. */
export function legalPage(
  key: LegalPageKey,
  lang: Locale,
  company: LegalCompany,
): { title: string; slug: string; html: string } {
  const w = WORDS[lang];
  let html: string;
  if (key === "imprint") {
    html =
      `<h2>${esc(w.provider)}</h2>${addressHtml(company, lang)}` +
      `<h3>${esc(w.representedBy)}</h3><p>${esc(company.representative)}</p>` +
      `<h3>${esc(w.contact)}</h3>${contactHtml(w, company)}` +
      (company.registerNumber ? `<h3>${esc(w.register)}</h3><p>${esc(company.registerNumber)}</p>` : "") +
      (company.vatId ? `<h3>${esc(w.vat)}</h3><p>${esc(company.vatId)}</p>` : "");
  } else {
    html =
      `<p>${esc(w.leads[key]).replace("{company}", `<strong>${esc(company.legalName)}</strong>`)}</p>` +
      `<p>${esc(w.questions)}</p>${addressHtml(company, lang)}${contactHtml(w, company)}`;
  }
  return { title: w.titles[key], slug: w.slugs[key], html };
}
