/**
 * The demo wizards' functional content (spec 3) in German, English, Polish and Turkish: header, footer,
 * success text, labels and info texts of every field, option and step, placeholders, hints and the FAQ.
 */
import type {
  FormElement,
  FunctionalContentInput,
  LocalizedText,
} from "../../app/core/wizards/functional-content";

const L = (de: string, en: string, pl: string, tr: string): LocalizedText => ({ de, en, pl, tr });
const NONE: LocalizedText = {};

const el = (name: string, label: LocalizedText, info: LocalizedText = NONE): FormElement => ({
  name,
  label,
  info_text: info,
});

/** Labels of the contact step, shared by both wizards. */
export const CONTACT_ELEMENTS: FormElement[] = [
  el(
    "step:contact",
    L("Ihre Kontaktdaten", "Your contact details", "Twoje dane kontaktowe", "İletişim bilgileriniz"),
  ),
  el("firstName", L("Vorname", "First name", "Imię", "Adınız")),
  el("lastName", L("Nachname", "Last name", "Nazwisko", "Soyadınız")),
  el(
    "email",
    L("E-Mail-Adresse", "E-mail address", "Adres e-mail", "E-posta adresi"),
    L(
      "Dorthin schicken wir Ihnen die Bestätigung.",
      "We send the confirmation there.",
      "Tam wyślemy potwierdzenie.",
      "Onayı bu adrese göndeririz.",
    ),
  ),
  el("phone", L("Telefonnummer", "Phone number", "Numer telefonu", "Telefon numarası")),
  el(
    "privacy",
    L(
      "Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben zur Bearbeitung meiner Anfrage einverstanden.",
      "I have read the privacy policy and agree that my details are processed to handle my request.",
      "Zapoznałem(-am) się z polityką prywatności i zgadzam się na przetwarzanie moich danych w celu obsługi zapytania.",
      "Gizlilik politikasını okudum ve bilgilerimin talebimin işlenmesi için kullanılmasını kabul ediyorum.",
    ),
  ),
  el(
    "marketing",
    L(
      "Ich möchte gelegentlich Angebote per E-Mail erhalten (jederzeit abbestellbar).",
      "I would like to receive occasional offers by e-mail (unsubscribe at any time).",
      "Chcę od czasu do czasu otrzymywać oferty e-mailem (rezygnacja w każdej chwili).",
      "Ara sıra e-posta ile teklif almak istiyorum (istediğim zaman iptal edebilirim).",
    ),
  ),
];

export const CONTACT_PLACEHOLDERS = [
  { name: "firstName", content: L("Anna", "Anna", "Anna", "Ayşe") },
  { name: "lastName", content: L("Schmidt", "Smith", "Kowalska", "Yılmaz") },
  {
    name: "email",
    content: L("anna@beispiel.de", "anna@example.com", "anna@przyklad.pl", "ayse@ornek.com.tr"),
  },
  {
    name: "phone",
    content: L("+49 30 1234567", "+44 20 7946 0000", "+48 22 123 45 67", "+90 212 123 45 67"),
  },
];

const FUEL_LABELS: Record<string, LocalizedText> = {
  petrol: L("Benzin", "Petrol", "Benzyna", "Benzin"),
  diesel: L("Diesel", "Diesel", "Diesel", "Dizel"),
  hybrid: L("Hybrid", "Hybrid", "Hybryda", "Hibrit"),
  plugin_hybrid: L("Plug-in-Hybrid", "Plug-in hybrid", "Hybryda plug-in", "Şarj edilebilir hibrit"),
  electric: L("Elektro", "Electric", "Elektryczny", "Elektrikli"),
  lpg: L("Autogas (LPG)", "LPG", "LPG", "LPG"),
  cng: L("Erdgas (CNG)", "CNG", "CNG", "CNG"),
};

export const TRADE_IN_CONTENT: FunctionalContentInput = {
  lang_header: L(
    "Ihr Auto in Zahlung geben",
    "Trade in your car",
    "Oddaj swój samochód w rozliczeniu",
    "Aracınızı takasa verin",
  ),
  lang_footer: L(
    "Die Preisspanne ist unverbindlich. Das endgültige Angebot machen wir nach einer kurzen Besichtigung in einem unserer Häuser.",
    "The price range is not binding. We make the final offer after a short inspection at one of our branches.",
    "Przedział cenowy jest niewiążący. Ostateczną ofertę przedstawimy po krótkich oględzinach w jednym z naszych salonów.",
    "Fiyat aralığı bağlayıcı değildir. Nihai teklifi şubelerimizden birinde yapılacak kısa bir incelemenin ardından sunarız.",
  ),
  lang_success: L(
    "Vielen Dank! Wir haben Ihre Angaben erhalten und melden uns innerhalb eines Werktags mit einem Angebot.",
    "Thank you! We have received your details and will get back to you with an offer within one working day.",
    "Dziękujemy! Otrzymaliśmy Twoje dane i w ciągu jednego dnia roboczego wrócimy z ofertą.",
    "Teşekkürler! Bilgilerinizi aldık ve bir iş günü içinde size bir teklifle döneceğiz.",
  ),
  form_elements: [
    el("step:vehicle", L("Ihr Fahrzeug", "Your vehicle", "Twój pojazd", "Aracınız")),
    el(
      "brand",
      L("Marke", "Brand", "Marka", "Marka"),
      L(
        "Jede Marke: aus der Liste wählen oder eintippen.",
        "Any brand: pick it from the list or type it.",
        "Dowolna marka: wybierz z listy lub wpisz.",
        "Her marka: listeden seçin ya da yazın.",
      ),
    ),
    el(
      "model",
      L("Modell", "Model", "Model", "Model"),
      L(
        "Die Liste zeigt die Modelle der gewählten Marke; fehlt Ihres, tippen Sie es ein.",
        "The list shows the chosen brand's models; if yours is missing, type it.",
        "Lista pokazuje modele wybranej marki; jeśli brakuje Twojego, wpisz go.",
        "Liste, seçilen markanın modellerini gösterir; sizinki yoksa yazın.",
      ),
    ),
    el("step:details", L("Fahrzeugdaten", "Vehicle details", "Dane pojazdu", "Araç bilgileri")),
    el(
      "firstRegistration",
      L("Erstzulassung", "First registration", "Pierwsza rejestracja", "İlk tescil"),
      L(
        "Steht in der Zulassungsbescheinigung Teil I, Feld B.",
        "You find it in the registration certificate.",
        "Znajdziesz ją w dowodzie rejestracyjnym.",
        "Ruhsatta yazılıdır.",
      ),
    ),
    el("mileageKm", L("Kilometerstand", "Mileage (km)", "Przebieg (km)", "Kilometre")),
    el("fuel", L("Kraftstoff", "Fuel", "Paliwo", "Yakıt türü")),
    ...Object.entries(FUEL_LABELS).map(([value, label]) => el(`fuel.${value}`, label)),
    el("gearbox", L("Getriebe", "Gearbox", "Skrzynia biegów", "Şanzıman")),
    el("gearbox.manual", L("Schaltgetriebe", "Manual", "Manualna", "Manuel")),
    el("gearbox.automatic", L("Automatik", "Automatic", "Automatyczna", "Otomatik")),
    el("step:condition", L("Zustand", "Condition", "Stan", "Durum")),
    el(
      "accidentFree",
      L(
        "Ist das Fahrzeug unfallfrei?",
        "Is the car accident-free?",
        "Czy samochód jest bezwypadkowy?",
        "Araç kazasız mı?",
      ),
    ),
    el("accidentFree.yes", L("Ja, unfallfrei", "Yes, accident-free", "Tak, bezwypadkowy", "Evet, kazasız")),
    el(
      "accidentFree.no",
      L("Nein, es hatte einen Schaden", "No, it had damage", "Nie, był uszkodzony", "Hayır, hasar gördü"),
    ),
    el("serviceHistory", L("Scheckheft", "Service history", "Historia serwisowa", "Servis geçmişi")),
    el("serviceHistory.full", L("Lückenlos gepflegt", "Complete", "Pełna", "Eksiksiz")),
    el("serviceHistory.partial", L("Teilweise", "Partial", "Częściowa", "Kısmi")),
    el("serviceHistory.none", L("Nicht vorhanden", "None", "Brak", "Yok")),
    el(
      "owners",
      L("Anzahl der Halter", "Number of owners", "Liczba właścicieli", "Sahip sayısı"),
      L("Sie selbst eingeschlossen.", "Including yourself.", "Łącznie z Tobą.", "Siz dahil."),
    ),
    el("step:damage", L("Der Schaden", "The damage", "Uszkodzenie", "Hasar")),
    el(
      "damageDescription",
      L("Was ist passiert?", "What happened?", "Co się stało?", "Ne oldu?"),
      L(
        "Beschreiben Sie kurz den Schaden und ob er fachgerecht repariert wurde.",
        "Describe the damage briefly and whether it was repaired by a workshop.",
        "Opisz krótko uszkodzenie i czy zostało naprawione w warsztacie.",
        "Hasarı ve bir serviste onarılıp onarılmadığını kısaca anlatın.",
      ),
    ),
    el("step:photos", L("Fotos", "Photos", "Zdjęcia", "Fotoğraflar")),
    el(
      "photos",
      L(
        "Fotos Ihres Fahrzeugs",
        "Photos of your car",
        "Zdjęcia Twojego samochodu",
        "Aracınızın fotoğrafları",
      ),
      L(
        "Bis zu 8 Fotos (JPEG, PNG oder WebP, je höchstens 10 MB). Fotos sind freiwillig, helfen aber bei einem genaueren Angebot.",
        "Up to 8 photos (JPEG, PNG or WebP, at most 10 MB each). Photos are optional but help us make a closer offer.",
        "Do 8 zdjęć (JPEG, PNG lub WebP, maks. 10 MB każde). Zdjęcia są opcjonalne, ale pomagają w dokładniejszej wycenie.",
        "En fazla 8 fotoğraf (JPEG, PNG veya WebP, her biri en çok 10 MB). Fotoğraflar isteğe bağlıdır ama daha isabetli bir teklif sunmamıza yardımcı olur.",
      ),
    ),
    ...CONTACT_ELEMENTS,
  ],
  hints: [
    {
      id: "vehicle-catalogue",
      group: "vehicle",
      content: L(
        "Wir bewerten Fahrzeuge jeder Marke: Fehlt Ihre Marke oder Ihr Modell in der Liste, tippen Sie es einfach ein.",
        "We value cars of every brand: if your brand or model is not in the list, just type it.",
        "Wyceniamy samochody każdej marki: jeśli Twojej marki lub modelu nie ma na liście, po prostu je wpisz.",
        "Her markadan aracı değerlendiriyoruz: markanız veya modeliniz listede yoksa yazmanız yeterli.",
      ),
    },
    {
      id: "details-mileage",
      group: "details",
      content: L(
        "Den Kilometerstand bitte so genau wie möglich angeben – er hat den größten Einfluss auf den Preis.",
        "Please give the mileage as exactly as you can: it affects the price most.",
        "Podaj przebieg możliwie dokładnie – ma największy wpływ na cenę.",
        "Lütfen kilometreyi olabildiğince doğru girin: fiyatı en çok etkileyen bilgidir.",
      ),
    },
    {
      id: "photos-tips",
      group: "photos",
      content: L(
        "Gute Fotos: bei Tageslicht, von vorne, hinten, beiden Seiten, Innenraum und Tacho.",
        "Good photos: in daylight, from the front, back, both sides, the interior and the speedometer.",
        "Dobre zdjęcia: w świetle dziennym, z przodu, z tyłu, z obu boków, wnętrze i licznik.",
        "İyi fotoğraflar: gün ışığında, önden, arkadan, iki yandan, iç mekândan ve kilometre göstergesinden.",
      ),
    },
  ],
  faq_settings: {
    is_active: true,
    items: [
      {
        question: L(
          "Wie kommt die Preisspanne zustande?",
          "How is the price range worked out?",
          "Jak wyliczany jest przedział cenowy?",
          "Fiyat aralığı nasıl hesaplanıyor?",
        ),
        answer: L(
          "Wir vergleichen Ihre Angaben mit vergleichbaren Fahrzeugen in unserem eigenen Bestand und deren Preisen, abzüglich Aufbereitung und Gewährleistung.",
          "We compare your details with similar cars in our own stock and their prices, less reconditioning and warranty.",
          "Porównujemy Twoje dane z podobnymi samochodami w naszej ofercie i ich cenami, po odjęciu kosztów przygotowania i gwarancji.",
          "Bilgilerinizi kendi stokumuzdaki benzer araçlar ve fiyatlarıyla karşılaştırır, hazırlık ve garanti masraflarını düşeriz.",
        ),
      },
      {
        question: L(
          "Muss ich beim Händler ein neues Auto kaufen?",
          "Do I have to buy a new car from you?",
          "Czy muszę kupić u Was nowy samochód?",
          "Sizden yeni bir araç almak zorunda mıyım?",
        ),
        answer: L(
          "Nein. Wir kaufen Ihr Fahrzeug auch ohne Neukauf an; mit einem Kauf bei uns verrechnen wir den Betrag direkt.",
          "No. We buy your car without a new purchase too; if you buy from us, we set the amount off directly.",
          "Nie. Kupimy Twój samochód także bez zakupu nowego; przy zakupie u nas od razu rozliczymy kwotę.",
          "Hayır. Aracınızı yeni bir alım olmadan da satın alırız; bizden araç alırsanız tutarı doğrudan mahsup ederiz.",
        ),
      },
      {
        question: L(
          "Wie lange gilt die Preisspanne?",
          "How long is the price range valid?",
          "Jak długo obowiązuje przedział cenowy?",
          "Fiyat aralığı ne kadar süre geçerli?",
        ),
        answer: L(
          "Das Ablaufdatum steht unter der Spanne. Danach bewerten wir das Fahrzeug gerne neu.",
          "The expiry date is shown below the range. After that we are happy to value the car again.",
          "Data ważności jest podana pod przedziałem. Później chętnie wycenimy samochód ponownie.",
          "Son geçerlilik tarihi aralığın altında yazılıdır. Sonrasında aracı memnuniyetle yeniden değerlendiririz.",
        ),
      },
    ],
  },
  placeholders: [
    { name: "mileageKm", content: L("z. B. 85000", "e.g. 85000", "np. 85000", "ör. 85000") },
    { name: "owners", content: L("1", "1", "1", "1") },
    {
      name: "damageDescription",
      content: L(
        "z. B. Parkrempler hinten links, in der Werkstatt repariert",
        "e.g. minor bump at the rear left, repaired at a workshop",
        "np. stłuczka parkingowa z tyłu po lewej, naprawiona w warsztacie",
        "ör. sol arkada park sırasında hafif çarpma, serviste onarıldı",
      ),
    },
    ...CONTACT_PLACEHOLDERS,
  ],
};

export const CALLBACK_CONTENT: FunctionalContentInput = {
  lang_header: L("Rückruf vereinbaren", "Request a call back", "Poproś o oddzwonienie", "Geri arama isteyin"),
  lang_footer: L(
    "Wir rufen Sie zu unseren Öffnungszeiten zurück. Ihre Angaben nutzen wir nur für diesen Rückruf.",
    "We call you back during our opening hours. We use your details only for this call.",
    "Oddzwonimy w godzinach otwarcia. Twoje dane wykorzystamy tylko do tego połączenia.",
    "Sizi çalışma saatlerimizde geri ararız. Bilgilerinizi yalnızca bu arama için kullanırız.",
  ),
  lang_success: L(
    "Vielen Dank! Wir rufen Sie im gewünschten Zeitraum zurück.",
    "Thank you! We will call you back in the time you chose.",
    "Dziękujemy! Oddzwonimy w wybranym terminie.",
    "Teşekkürler! Seçtiğiniz zaman aralığında sizi geri arayacağız.",
  ),
  form_elements: [
    el("step:topic", L("Worum geht es?", "What is it about?", "Czego dotyczy rozmowa?", "Konu nedir?")),
    el("topic", L("Thema", "Topic", "Temat", "Konu")),
    el("topic.purchase", L("Fahrzeugkauf", "Buying a car", "Zakup samochodu", "Araç satın alma")),
    el(
      "topic.financing",
      L(
        "Finanzierung oder Leasing",
        "Financing or leasing",
        "Finansowanie lub leasing",
        "Finansman veya leasing",
      ),
    ),
    el(
      "topic.service",
      L("Werkstatt und Service", "Workshop and service", "Warsztat i serwis", "Servis ve bakım"),
    ),
    el("topic.trade_in", L("Inzahlungnahme", "Trade-in", "Odkup w rozliczeniu", "Takas")),
    el("topic.other", L("Etwas anderes", "Something else", "Coś innego", "Başka bir konu")),
    el(
      "locationId",
      L("Standort", "Branch", "Oddział", "Şube"),
      L(
        "Optional: dann ruft Sie jemand von diesem Standort an.",
        "Optional: then someone from this branch calls you.",
        "Opcjonalnie: wtedy zadzwoni ktoś z tego oddziału.",
        "İsteğe bağlı: o zaman bu şubeden biri sizi arar.",
      ),
    ),
    el("step:question", L("Ihr Anliegen", "Your question", "Twoje pytanie", "Sorunuz")),
    el(
      "message",
      L(
        "Worum sollen wir uns kümmern?",
        "What should we help with?",
        "W czym możemy pomóc?",
        "Size nasıl yardımcı olabiliriz?",
      ),
    ),
    el("step:time", L("Wann passt es Ihnen?", "When suits you?", "Kiedy Ci pasuje?", "Ne zaman uygunsunuz?")),
    el("timeframe", L("Zeitraum", "When", "Kiedy", "Ne zaman")),
    el(
      "timeframe.asap",
      L("So bald wie möglich", "As soon as possible", "Jak najszybciej", "Mümkün olan en kısa sürede"),
    ),
    el("timeframe.today", L("Heute", "Today", "Dzisiaj", "Bugün")),
    el("timeframe.tomorrow", L("Morgen", "Tomorrow", "Jutro", "Yarın")),
    el("timeframe.this_week", L("Diese Woche", "This week", "W tym tygodniu", "Bu hafta")),
    el("timeOfDay", L("Tageszeit", "Time of day", "Pora dnia", "Günün saati")),
    el("timeOfDay.morning", L("Vormittags (8–11 Uhr)", "Morning (8–11 am)", "Rano (8–11)", "Sabah (08–11)")),
    el(
      "timeOfDay.midday",
      L("Mittags (11–14 Uhr)", "Midday (11 am–2 pm)", "W południe (11–14)", "Öğle (11–14)"),
    ),
    el(
      "timeOfDay.afternoon",
      L("Nachmittags (14–17 Uhr)", "Afternoon (2–5 pm)", "Po południu (14–17)", "Öğleden sonra (14–17)"),
    ),
    el(
      "timeOfDay.evening",
      L("Abends (17–19 Uhr)", "Evening (5–7 pm)", "Wieczorem (17–19)", "Akşam (17–19)"),
    ),
    ...CONTACT_ELEMENTS,
  ],
  hints: [
    {
      id: "time-hours",
      group: "time",
      content: L(
        "Samstags rufen wir nur vormittags zurück.",
        "On Saturdays we call back in the morning only.",
        "W soboty oddzwaniamy tylko rano.",
        "Cumartesi günleri yalnızca sabah geri arıyoruz.",
      ),
    },
  ],
  faq_settings: {
    is_active: true,
    items: [
      {
        question: L(
          "Kostet der Rückruf etwas?",
          "Does the call cost anything?",
          "Czy oddzwonienie jest płatne?",
          "Geri arama ücretli mi?",
        ),
        answer: L(
          "Nein, der Rückruf ist für Sie kostenlos und unverbindlich.",
          "No, the call is free and without obligation.",
          "Nie, oddzwonienie jest bezpłatne i niezobowiązujące.",
          "Hayır, geri arama ücretsizdir ve bağlayıcı değildir.",
        ),
      },
      {
        question: L(
          "Was, wenn ich den Anruf verpasse?",
          "What if I miss the call?",
          "Co jeśli nie odbiorę?",
          "Aramayı kaçırırsam ne olur?",
        ),
        answer: L(
          "Wir versuchen es noch zweimal und schreiben Ihnen eine E-Mail, wenn Sie eine angegeben haben.",
          "We try twice more and send you an e-mail if you gave one.",
          "Spróbujemy jeszcze dwa razy i wyślemy e-mail, jeśli go podałeś.",
          "İki kez daha deneriz ve verdiyseniz size e-posta göndeririz.",
        ),
      },
      {
        question: L(
          "Kann ich auch direkt anrufen?",
          "Can I call you directly?",
          "Czy mogę zadzwonić bezpośrednio?",
          "Sizi doğrudan arayabilir miyim?",
        ),
        answer: L(
          "Natürlich – die Telefonnummern unserer Standorte finden Sie auf der Standortseite.",
          "Of course: the phone numbers of our branches are on the locations page.",
          "Oczywiście – numery telefonów oddziałów znajdziesz na stronie lokalizacji.",
          "Elbette: şubelerimizin telefon numaraları şubeler sayfasındadır.",
        ),
      },
    ],
  },
  placeholders: [
    {
      name: "message",
      content: L(
        "z. B. Frage zu meiner Rechnung",
        "e.g. a question about my invoice",
        "np. pytanie o moją fakturę",
        "ör. faturamla ilgili bir soru",
      ),
    },
    ...CONTACT_PLACEHOLDERS,
  ],
};
