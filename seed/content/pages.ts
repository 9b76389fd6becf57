import type { GenericPageSeed } from "./types";

/** Demo CMS pages: a small service hierarchy (up to three levels) and two top-level pages. */
export const GENERIC_PAGES: GenericPageSeed[] = [
  {
    key: "services",
    text: {
      de: {
        title: "Unsere Leistungen",
        slug: "leistungen",
        seoDescription:
          "Alle Leistungen von Autohaus Brandt im Überblick: Fahrzeugverkauf, Finanzierung, Versicherung, Werkstatt, Vermietung und Inzahlungnahme.",
        html:
          "<h2>Alles rund ums Auto aus einer Hand</h2>" +
          "<p>Ob Sie ein neues Auto suchen, Ihr jetziges warten lassen oder nur für ein Wochenende mobil " +
          "sein möchten: Bei Autohaus Brandt finden Sie alle Leistungen unter einem Dach – in Berlin, " +
          "Hamburg und München.</p>" +
          "<ul>" +
          "<li><strong>Fahrzeugverkauf:</strong> Neu- und Gebrauchtwagen vieler Marken, auf Wunsch mit " +
          "Lieferung nach Hause.</li>" +
          "<li><strong>Finanzierung und Leasing:</strong> passende Raten dank unserer " +
          '<a href="/de/leistungen/finanzierungsberatung">Finanzierungsberatung</a>.</li>' +
          "<li><strong>Versicherung:</strong> Kfz-Versicherungen unserer Partner, abgestimmt auf Ihr " +
          'Fahrzeug – mehr unter <a href="/de/leistungen/versicherung">Kfz-Versicherung</a>.</li>' +
          "<li><strong>Werkstatt:</strong> Inspektion, Reparatur, Reifenservice und Hauptuntersuchung für " +
          "alle Marken.</li>" +
          "<li><strong>Vermietung und Auto-Abo:</strong> flexibel mobil ohne langfristige Bindung.</li>" +
          "<li><strong>Inzahlungnahme:</strong> eine faire Bewertung Ihres bisherigen Fahrzeugs.</li>" +
          "</ul>" +
          "<h2>Service auch nach dem Kauf</h2>" +
          "<p>Nach dem Kauf sind wir weiter für Sie da: mit Erinnerungen an Inspektion und " +
          "Hauptuntersuchung, einem Hol- und Bringservice in allen drei Städten und einem Ersatzwagen bei " +
          "längeren Reparaturen.</p>" +
          "<h2>Persönlich beraten</h2>" +
          "<p>Bei uns haben Sie eine feste Ansprechperson, die Sie vom ersten Gespräch bis zur Übergabe " +
          'und darüber hinaus begleitet. <a href="/de/contact">Vereinbaren Sie einen Termin</a> – vor ' +
          "Ort oder per Videoanruf.</p>",
      },
      en: {
        title: "Our services",
        slug: "services",
        seoDescription:
          "All Autohaus Brandt services at a glance: car sales, financing, insurance, workshop, rentals and trade-ins.",
        html:
          "<h2>Everything for your car from a single source</h2>" +
          "<p>Whether you are looking for a new car, need your current one serviced or just want to be " +
          "mobile for a weekend: at Autohaus Brandt you will find every service under one roof – in " +
          "Berlin, Hamburg and Munich.</p>" +
          "<ul>" +
          "<li><strong>Car sales:</strong> new and used cars from many brands, with home delivery on " +
          "request.</li>" +
          "<li><strong>Financing and leasing:</strong> instalments that suit you, thanks to our " +
          '<a href="/en/services/financing-advice">financing advice</a>.</li>' +
          "<li><strong>Insurance:</strong> car insurance from our partners, tailored to your vehicle – " +
          'find out more under <a href="/en/services/insurance">car insurance</a>.</li>' +
          "<li><strong>Workshop:</strong> inspections, repairs, tyre service and roadworthiness tests for " +
          "all brands.</li>" +
          "<li><strong>Rental and car subscription:</strong> flexible mobility without a long-term " +
          "commitment.</li>" +
          "<li><strong>Trade-in:</strong> a fair valuation of your current car.</li>" +
          "</ul>" +
          "<h2>Service after the sale</h2>" +
          "<p>We are still there for you after you buy: with reminders for inspections and roadworthiness " +
          "tests, a pick-up and delivery service in all three cities and a replacement car during longer " +
          "repairs.</p>" +
          "<h2>Personal advice</h2>" +
          "<p>With us, you have a dedicated contact person who looks after you from the first conversation " +
          'to the handover and beyond. <a href="/en/contact">Book an appointment</a> – in person or by ' +
          "video call.</p>",
      },
      pl: {
        title: "Nasze usługi",
        slug: "uslugi",
        seoDescription:
          "Wszystkie usługi Autohaus Brandt w skrócie: sprzedaż aut, finansowanie, ubezpieczenia, serwis, wynajem i odkup samochodów.",
        html:
          "<h2>Wszystko dla Państwa samochodu w jednym miejscu</h2>" +
          "<p>Niezależnie od tego, czy szukają Państwo nowego auta, chcą oddać obecne do serwisu, czy " +
          "potrzebują samochodu tylko na weekend – w Autohaus Brandt znajdą Państwo wszystkie usługi pod " +
          "jednym dachem, w Berlinie, Hamburgu i Monachium.</p>" +
          "<ul>" +
          "<li><strong>Sprzedaż samochodów:</strong> nowe i używane auta wielu marek, na życzenie z " +
          "dostawą do domu.</li>" +
          "<li><strong>Finansowanie i leasing:</strong> dopasowane raty dzięki naszemu " +
          '<a href="/pl/uslugi/doradztwo-finansowe">doradztwu finansowemu</a>.</li>' +
          "<li><strong>Ubezpieczenia:</strong> ubezpieczenia komunikacyjne naszych partnerów, dopasowane " +
          'do Państwa pojazdu – więcej w zakładce <a href="/pl/uslugi/ubezpieczenia">Ubezpieczenia ' +
          "samochodu</a>.</li>" +
          "<li><strong>Serwis:</strong> przeglądy, naprawy, obsługa opon i badania techniczne dla " +
          "wszystkich marek.</li>" +
          "<li><strong>Wynajem i abonament:</strong> elastyczna mobilność bez długoterminowych " +
          "zobowiązań.</li>" +
          "<li><strong>Odkup:</strong> uczciwa wycena Państwa dotychczasowego auta.</li>" +
          "</ul>" +
          "<h2>Obsługa także po zakupie</h2>" +
          "<p>Po zakupie nadal jesteśmy do Państwa dyspozycji: przypominamy o przeglądach i badaniach " +
          "technicznych, we wszystkich trzech miastach odbieramy auto do serwisu i odwozimy je z powrotem, " +
          "a na czas dłuższych napraw zapewniamy samochód zastępczy.</p>" +
          "<h2>Indywidualne doradztwo</h2>" +
          "<p>U nas mają Państwo stałego opiekuna, który towarzyszy Państwu od pierwszej rozmowy aż do " +
          'odbioru samochodu i dłużej. <a href="/pl/contact">Zapraszamy na spotkanie</a> – w salonie lub ' +
          "przez wideorozmowę.</p>",
      },
      tr: {
        title: "Hizmetlerimiz",
        slug: "hizmetler",
        seoDescription:
          "Autohaus Brandt hizmetlerine genel bakış: araç satışı, finansman, sigorta, servis, kiralama ve takas.",
        html:
          "<h2>Aracınızla ilgili her şey tek çatı altında</h2>" +
          "<p>İster yeni bir araç arıyor, ister mevcut aracınızın bakımını yaptırmak istiyor, ister " +
          "yalnızca bir hafta sonu için araca ihtiyaç duyuyor olun: Autohaus Brandt'ta Berlin, Hamburg ve " +
          "Münih'te tüm hizmetleri tek çatı altında bulursunuz.</p>" +
          "<ul>" +
          "<li><strong>Araç satışı:</strong> pek çok markadan sıfır ve ikinci el araçlar, isteğe bağlı " +
          "olarak eve teslim.</li>" +
          "<li><strong>Finansman ve leasing:</strong> " +
          '<a href="/tr/hizmetler/finansman-danismanligi">finansman danışmanlığımız</a> sayesinde size ' +
          "uygun taksitler.</li>" +
          "<li><strong>Sigorta:</strong> iş ortaklarımızdan aracınıza uygun kasko ve trafik sigortaları; " +
          'ayrıntılar <a href="/tr/hizmetler/sigorta">araç sigortası</a> sayfasında.</li>' +
          "<li><strong>Servis:</strong> tüm markalar için bakım, onarım, lastik hizmetleri ve periyodik " +
          "muayene.</li>" +
          "<li><strong>Kiralama ve araç aboneliği:</strong> uzun vadeli bağlılık olmadan esnek " +
          "mobilite.</li>" +
          "<li><strong>Takas:</strong> mevcut aracınız için adil bir değerleme.</li>" +
          "</ul>" +
          "<h2>Satış sonrasında da yanınızdayız</h2>" +
          "<p>Satın aldıktan sonra da sizin için buradayız: bakım ve periyodik muayene hatırlatmaları, üç " +
          "şehirde de aracınızı alıp geri getirdiğimiz servis hizmeti ve uzun süren onarımlarda ikame araç " +
          "sunuyoruz.</p>" +
          "<h2>Kişisel danışmanlık</h2>" +
          "<p>Bizde ilk görüşmeden araç teslimine ve sonrasına kadar size eşlik eden sabit bir muhatabınız " +
          'olur. <a href="/tr/contact">Randevu alın</a>; şubede ya da görüntülü görüşmeyle.</p>',
      },
    },
  },
  {
    key: "financing-advice",
    parentKey: "services",
    text: {
      de: {
        title: "Finanzierungsberatung",
        slug: "finanzierungsberatung",
        seoDescription:
          "Persönliche Finanzierungsberatung bei Autohaus Brandt: Ratenkredit, Drei-Wege-Finanzierung oder Leasing – wir finden die passende Lösung.",
        html:
          "<h2>Die richtige Finanzierung für Ihr Auto</h2>" +
          "<p>Ein Auto ist eine große Anschaffung. Unsere Finanzierungsberaterinnen und -berater nehmen " +
          "sich Zeit, Ihre Situation zu verstehen, und vergleichen die Möglichkeiten gemeinsam mit Ihnen. " +
          "Sie erhalten ein verständliches Angebot mit allen Kosten auf einen Blick.</p>" +
          "<h2>Ihre Optionen</h2>" +
          "<ul>" +
          "<li><strong>Ratenkredit:</strong> feste Monatsraten – am Ende gehört das Auto Ihnen.</li>" +
          "<li><strong>Drei-Wege-Finanzierung:</strong> niedrige Raten und freie Wahl am Laufzeitende.</li>" +
          "<li><strong>Leasing:</strong> fahren statt besitzen – ideal, wenn Sie regelmäßig ein neues Auto " +
          "möchten. Wie das funktioniert, lesen Sie unter " +
          '<a href="/de/leistungen/finanzierungsberatung/leasing-erklaert">Leasing einfach ' +
          "erklärt</a>.</li>" +
          "</ul>" +
          "<h2>So läuft die Beratung ab</h2>" +
          "<p>Bringen Sie zum Termin Ihren Personalausweis und Ihre letzten beiden Gehaltsnachweise mit. " +
          "Wir berechnen verschiedene Varianten, reichen Ihren Antrag bei unserer Partnerbank ein und " +
          "erhalten meist noch am selben Tag eine Zusage. Alle Konditionen finden Sie in unseren " +
          '<a href="/de/financingTerms">Finanzierungsbedingungen</a>.</p>' +
          "<h2>Auch für Selbstständige und Gewerbekunden</h2>" +
          "<p>Für Selbstständige, Freiberufler und Unternehmen stellen wir individuelle Lösungen zusammen, " +
          "etwa Leasing mit Servicepaket oder die Finanzierung ganzer Fahrzeugflotten. Statt " +
          "Gehaltsnachweisen benötigen wir dann in der Regel Ihre letzte Bilanz oder " +
          "Einnahmenüberschussrechnung.</p>",
      },
      en: {
        title: "Financing advice",
        slug: "financing-advice",
        seoDescription:
          "Personal financing advice at Autohaus Brandt: instalment loan, balloon financing or leasing – we will find the right solution for you.",
        html:
          "<h2>The right financing for your car</h2>" +
          "<p>A car is a major purchase. Our financing advisors take the time to understand your situation " +
          "and compare the options together with you. You receive a clear offer with all costs at a " +
          "glance.</p>" +
          "<h2>Your options</h2>" +
          "<ul>" +
          "<li><strong>Instalment loan:</strong> fixed monthly instalments – at the end, the car is " +
          "yours.</li>" +
          "<li><strong>Balloon financing:</strong> low instalments and a free choice at the end of the " +
          "term.</li>" +
          "<li><strong>Leasing:</strong> drive instead of own – ideal if you want a new car at regular " +
          "intervals. Find out how it works in " +
          '<a href="/en/services/financing-advice/leasing-explained">Leasing explained</a>.</li>' +
          "</ul>" +
          "<h2>How the consultation works</h2>" +
          "<p>Please bring your identity card and your two most recent payslips to the appointment. We " +
          "calculate different options, submit your application to our partner bank and usually receive " +
          "approval on the same day. You will find all conditions in our " +
          '<a href="/en/financingTerms">financing terms</a>.</p>' +
          "<h2>For the self-employed and business customers too</h2>" +
          "<p>For self-employed people, freelancers and companies, we put together individual solutions, " +
          "such as leasing with a service package or financing for entire vehicle fleets. Instead of " +
          "payslips, we then usually need your latest balance sheet or profit and loss statement.</p>",
      },
      pl: {
        title: "Doradztwo finansowe",
        slug: "doradztwo-finansowe",
        seoDescription:
          "Indywidualne doradztwo finansowe w Autohaus Brandt: kredyt ratalny, kredyt balonowy lub leasing – znajdziemy najlepsze rozwiązanie.",
        html:
          "<h2>Właściwe finansowanie Państwa samochodu</h2>" +
          "<p>Samochód to duży wydatek. Nasi doradcy finansowi poświęcają czas, aby zrozumieć Państwa " +
          "sytuację, i wspólnie z Państwem porównują dostępne możliwości. Otrzymują Państwo przejrzystą " +
          "ofertę ze wszystkimi kosztami w jednym miejscu.</p>" +
          "<h2>Dostępne możliwości</h2>" +
          "<ul>" +
          "<li><strong>Kredyt ratalny:</strong> stałe raty miesięczne – po spłacie samochód należy do " +
          "Państwa.</li>" +
          "<li><strong>Kredyt balonowy:</strong> niskie raty i swoboda wyboru na koniec umowy.</li>" +
          "<li><strong>Leasing:</strong> korzystanie zamiast posiadania – idealne, jeśli co kilka lat chcą " +
          "Państwo jeździć nowym autem. Jak to działa, wyjaśniamy na stronie " +
          '<a href="/pl/uslugi/doradztwo-finansowe/leasing-w-pigulce">Leasing w pigułce</a>.</li>' +
          "</ul>" +
          "<h2>Jak przebiega konsultacja</h2>" +
          "<p>Na spotkanie prosimy zabrać dowód osobisty oraz dwa ostatnie odcinki wypłaty. Obliczamy " +
          "różne warianty, składamy wniosek w naszym banku partnerskim i zazwyczaj jeszcze tego samego " +
          "dnia otrzymujemy decyzję. Wszystkie warunki znajdą Państwo w naszych " +
          '<a href="/pl/financingTerms">warunkach finansowania</a>.</p>' +
          "<h2>Także dla przedsiębiorców i klientów biznesowych</h2>" +
          "<p>Dla osób prowadzących działalność gospodarczą, przedstawicieli wolnych zawodów i firm " +
          "przygotowujemy indywidualne rozwiązania, np. leasing z pakietem serwisowym lub finansowanie " +
          "całych flot pojazdów. Zamiast odcinków wypłaty potrzebujemy wtedy zazwyczaj ostatniego bilansu " +
          "lub zestawienia przychodów i kosztów.</p>",
      },
      tr: {
        title: "Finansman danışmanlığı",
        slug: "finansman-danismanligi",
        seoDescription:
          "Autohaus Brandt'ta kişisel finansman danışmanlığı: taksitli kredi, balon ödemeli finansman veya leasing; size en uygun çözümü bulalım.",
        html:
          "<h2>Aracınız için doğru finansman</h2>" +
          "<p>Araba büyük bir yatırımdır. Finansman danışmanlarımız durumunuzu anlamak için zaman ayırır " +
          "ve seçenekleri sizinle birlikte karşılaştırır. Tüm maliyetleri tek bakışta gösteren anlaşılır " +
          "bir teklif alırsınız.</p>" +
          "<h2>Seçenekleriniz</h2>" +
          "<ul>" +
          "<li><strong>Taksitli kredi:</strong> sabit aylık taksitler; sürenin sonunda araç sizindir.</li>" +
          "<li><strong>Balon ödemeli finansman:</strong> düşük taksitler ve vade sonunda seçim " +
          "özgürlüğü.</li>" +
          "<li><strong>Leasing:</strong> sahip olmak yerine kullanmak; düzenli olarak yeni bir araç " +
          "kullanmak istiyorsanız ideal. Nasıl işlediğini " +
          '<a href="/tr/hizmetler/finansman-danismanligi/leasing-nedir">Leasing nedir?</a> sayfasında ' +
          "okuyabilirsiniz.</li>" +
          "</ul>" +
          "<h2>Danışmanlık nasıl ilerler?</h2>" +
          "<p>Randevuya kimlik kartınızı ve son iki maaş bordronuzu getirin. Farklı seçenekleri hesaplar, " +
          "başvurunuzu iş ortağımız olan bankaya iletir ve çoğunlukla aynı gün içinde onay alırız. Tüm " +
          'koşulları <a href="/tr/financingTerms">finansman koşullarımızda</a> bulabilirsiniz.</p>' +
          "<h2>Serbest çalışanlar ve kurumsal müşteriler için de</h2>" +
          "<p>Serbest çalışanlar, serbest meslek sahipleri ve şirketler için servis paketli leasing veya " +
          "tüm araç filolarının finansmanı gibi kişiye özel çözümler hazırlıyoruz. Bu durumda maaş " +
          "bordrosu yerine genellikle son bilançonuza veya gelir-gider tablonuza ihtiyaç duyarız.</p>",
      },
    },
  },
  {
    key: "insurance",
    parentKey: "services",
    text: {
      de: {
        title: "Kfz-Versicherung",
        slug: "versicherung",
        seoDescription:
          "Kfz-Versicherung direkt beim Autokauf abschließen: Haftpflicht, Teil- und Vollkasko sowie GAP-Schutz über Autohaus Brandt.",
        html:
          "<h2>Gut versichert vom ersten Kilometer an</h2>" +
          "<p>Wer ein Auto zulassen möchte, braucht eine Kfz-Haftpflichtversicherung. Damit Sie nicht " +
          "lange vergleichen müssen, vermitteln wir Tarife ausgewählter Versicherungspartner direkt beim " +
          "Kauf. So liegt die elektronische Versicherungsbestätigung (eVB) sofort vor, und wir können Ihr " +
          "Auto gleich zulassen.</p>" +
          "<h2>Welcher Schutz passt zu Ihnen?</h2>" +
          "<ul>" +
          "<li><strong>Haftpflicht:</strong> gesetzlich vorgeschrieben; deckt Schäden, die Sie anderen " +
          "zufügen.</li>" +
          "<li><strong>Teilkasko:</strong> schützt zusätzlich bei Diebstahl, Glasbruch, Sturm, Hagel und " +
          "Wildunfällen.</li>" +
          "<li><strong>Vollkasko:</strong> übernimmt auch selbst verursachte Schäden am eigenen Fahrzeug – " +
          "empfehlenswert für Neuwagen und Pflicht beim Leasing.</li>" +
          "<li><strong>GAP-Schutz:</strong> schließt bei einem Totalschaden die Lücke zwischen " +
          "Fahrzeugwert und offener Finanzierung.</li>" +
          "</ul>" +
          "<h2>Schaden? Wir kümmern uns.</h2>" +
          "<p>Im Schadensfall erreichen Sie unseren Unfallservice rund um die Uhr. Wir organisieren " +
          "Abschleppdienst, Gutachter, Ersatzwagen und die Reparatur in unserer Werkstatt und rechnen " +
          'direkt mit der Versicherung ab. <a href="/de/contact">Sprechen Sie uns an</a>.</p>',
      },
      en: {
        title: "Car insurance",
        slug: "insurance",
        seoDescription:
          "Take out car insurance when you buy your car: third-party liability, partial and comprehensive cover and GAP insurance via Autohaus Brandt.",
        html:
          "<h2>Well insured from the very first kilometre</h2>" +
          "<p>In Germany, you need third-party liability insurance before you can register a car. To save " +
          "you from spending hours comparing offers, we arrange policies from selected insurance partners " +
          "directly when you buy. This means the electronic insurance confirmation (eVB) is available " +
          "straight away and we can register your car immediately.</p>" +
          "<h2>Which cover suits you?</h2>" +
          "<ul>" +
          "<li><strong>Third-party liability:</strong> required by law; covers damage you cause to " +
          "others.</li>" +
          "<li><strong>Partial cover:</strong> also protects you against theft, glass breakage, storms, " +
          "hail and collisions with wildlife.</li>" +
          "<li><strong>Comprehensive cover:</strong> also pays for damage to your own car that you caused " +
          "yourself – recommended for new cars and mandatory for leasing.</li>" +
          "<li><strong>GAP insurance:</strong> closes the gap between the car's value and the outstanding " +
          "financing in the event of a total loss.</li>" +
          "</ul>" +
          "<h2>Had an accident? We will take care of it.</h2>" +
          "<p>Our accident service is available around the clock. We organise towing, an assessor, a " +
          "replacement car and the repair in our workshop, and we settle the bill directly with the " +
          'insurer. <a href="/en/contact">Get in touch</a>.</p>',
      },
      pl: {
        title: "Ubezpieczenia samochodu",
        slug: "ubezpieczenia",
        seoDescription:
          "Ubezpieczenie samochodu przy zakupie auta: OC, autocasco częściowe i pełne oraz ubezpieczenie GAP za pośrednictwem Autohaus Brandt.",
        html:
          "<h2>Dobrze ubezpieczeni od pierwszego kilometra</h2>" +
          "<p>Aby zarejestrować samochód w Niemczech, potrzebne jest ubezpieczenie OC. Żeby nie musieli " +
          "Państwo długo porównywać ofert, pośredniczymy w zawieraniu ubezpieczeń u wybranych partnerów " +
          "już przy zakupie. Dzięki temu elektroniczne potwierdzenie ubezpieczenia (eVB) jest dostępne od " +
          "razu, a my możemy natychmiast zarejestrować Państwa auto.</p>" +
          "<h2>Jaka ochrona jest dla Państwa odpowiednia?</h2>" +
          "<ul>" +
          "<li><strong>OC:</strong> obowiązkowe z mocy prawa; pokrywa szkody wyrządzone innym.</li>" +
          "<li><strong>Autocasco częściowe:</strong> dodatkowo chroni w razie kradzieży, stłuczenia szyb, " +
          "burzy, gradu i kolizji ze zwierzyną.</li>" +
          "<li><strong>Pełne autocasco:</strong> pokrywa także szkody we własnym pojeździe spowodowane " +
          "przez kierowcę – zalecane dla nowych aut i obowiązkowe w leasingu.</li>" +
          "<li><strong>Ubezpieczenie GAP:</strong> w razie szkody całkowitej pokrywa różnicę między " +
          "wartością auta a kwotą pozostałą do spłaty.</li>" +
          "</ul>" +
          "<h2>Szkoda? Zajmiemy się wszystkim.</h2>" +
          "<p>Nasz serwis powypadkowy jest dostępny całą dobę. Organizujemy holowanie, rzeczoznawcę, auto " +
          "zastępcze i naprawę w naszym warsztacie, a rozliczenia prowadzimy bezpośrednio z " +
          'ubezpieczycielem. <a href="/pl/contact">Zapraszamy do kontaktu</a>.</p>',
      },
      tr: {
        title: "Araç sigortası",
        slug: "sigorta",
        seoDescription:
          "Aracınızı satın alırken sigortanızı da yaptırın: Autohaus Brandt aracılığıyla trafik sigortası, kasko ve GAP sigortası.",
        html:
          "<h2>İlk kilometreden itibaren güvencede</h2>" +
          "<p>Almanya'da bir aracı tescil ettirebilmek için zorunlu mali sorumluluk sigortası gerekir. " +
          "Uzun uzun teklif karşılaştırmak zorunda kalmamanız için seçkin sigorta ortaklarımızın " +
          "poliçelerine satın alma sırasında aracılık ediyoruz. Böylece elektronik sigorta onayı (eVB) " +
          "hemen hazır olur ve aracınızı derhal tescil ettirebiliriz.</p>" +
          "<h2>Size hangi güvence uygun?</h2>" +
          "<ul>" +
          "<li><strong>Zorunlu mali sorumluluk sigortası:</strong> yasal olarak zorunludur; başkalarına " +
          "verdiğiniz zararları karşılar.</li>" +
          "<li><strong>Dar kapsamlı kasko:</strong> ayrıca hırsızlık, cam kırılması, fırtına, dolu ve " +
          "yaban hayvanı çarpmalarına karşı korur.</li>" +
          "<li><strong>Tam kasko:</strong> kendi aracınızda kendi kusurunuzla oluşan hasarları da " +
          "karşılar; sıfır araçlar için önerilir, leasingde ise zorunludur.</li>" +
          "<li><strong>GAP sigortası:</strong> tam hasar durumunda aracın değeri ile kalan finansman borcu " +
          "arasındaki farkı kapatır.</li>" +
          "</ul>" +
          "<h2>Hasar mı oldu? Biz ilgileniriz.</h2>" +
          "<p>Kaza servisimize günün her saatinde ulaşabilirsiniz. Çekici, eksper, ikame araç ve " +
          "atölyemizdeki onarımı organize eder, faturayı doğrudan sigorta şirketiyle kapatırız. " +
          '<a href="/tr/contact">Bize ulaşın</a>.</p>',
      },
    },
  },
  {
    key: "leasing-explained",
    parentKey: "financing-advice",
    text: {
      de: {
        title: "Leasing einfach erklärt",
        slug: "leasing-erklaert",
        seoDescription:
          "Was ist Leasing, was kostet es und für wen lohnt es sich? Die wichtigsten Begriffe rund ums Autoleasing einfach erklärt.",
        html:
          "<h2>Das Prinzip</h2>" +
          "<p>Beim Leasing kaufen Sie das Auto nicht, sondern nutzen es für eine feste Zeit gegen eine " +
          "monatliche Rate. Eigentümerin bleibt die Leasinggesellschaft. Am Ende der Laufzeit geben Sie " +
          "das Fahrzeug zurück und steigen auf Wunsch direkt in ein neues um.</p>" +
          "<h2>Die wichtigsten Begriffe</h2>" +
          "<ul>" +
          "<li><strong>Sonderzahlung:</strong> eine einmalige Zahlung zu Beginn, die die Monatsrate " +
          "senkt.</li>" +
          "<li><strong>Laufzeit:</strong> meist 24 bis 48 Monate.</li>" +
          "<li><strong>Kilometer-Leasing:</strong> Sie legen fest, wie viel Sie pro Jahr fahren. Mehr- " +
          "oder Minderkilometer werden am Ende abgerechnet.</li>" +
          "<li><strong>Restwert-Leasing:</strong> Hier wird ein Restwert vereinbart; liegt der " +
          "Verkaufserlös am Ende darunter, zahlen Sie die Differenz.</li>" +
          "</ul>" +
          "<h2>Für wen lohnt sich Leasing?</h2>" +
          "<p>Leasing passt zu Ihnen, wenn Sie alle paar Jahre ein neues Auto fahren möchten, planbare " +
          "Kosten schätzen und sich nicht um den Wiederverkauf kümmern wollen. Für Selbstständige kann es " +
          "außerdem steuerliche Vorteile bieten. Wenn Sie viel fahren oder Ihr Auto lange behalten " +
          "möchten, ist eine Finanzierung oft günstiger.</p>" +
          "<p>Die genauen Regeln finden Sie in unseren " +
          '<a href="/de/leasingTerms">Leasingbedingungen</a>.</p>',
      },
      en: {
        title: "Leasing explained",
        slug: "leasing-explained",
        seoDescription:
          "What is leasing, what does it cost and who is it for? The key terms of car leasing explained in plain language.",
        html:
          "<h2>The principle</h2>" +
          "<p>With leasing, you do not buy the car; instead, you use it for a fixed period in return for a " +
          "monthly rate. The leasing company remains the owner. At the end of the term you return the " +
          "vehicle and, if you wish, switch straight to a new one.</p>" +
          "<h2>The key terms</h2>" +
          "<ul>" +
          "<li><strong>Down payment:</strong> a one-off payment at the start that lowers the monthly " +
          "rate.</li>" +
          "<li><strong>Term:</strong> usually 24 to 48 months.</li>" +
          "<li><strong>Mileage leasing:</strong> you decide how far you will drive each year. Extra or " +
          "unused kilometres are settled at the end.</li>" +
          "<li><strong>Residual value leasing:</strong> a residual value is agreed; if the car sells for " +
          "less at the end, you pay the difference.</li>" +
          "</ul>" +
          "<h2>Who is leasing right for?</h2>" +
          "<p>Leasing suits you if you want to drive a new car every few years, appreciate predictable " +
          "costs and do not want to deal with reselling. For the self-employed, it can also offer tax " +
          "advantages. If you drive a lot or want to keep your car for a long time, financing is often the " +
          "cheaper option.</p>" +
          '<p>You will find the exact rules in our <a href="/en/leasingTerms">leasing terms</a>.</p>',
      },
      pl: {
        title: "Leasing w pigułce",
        slug: "leasing-w-pigulce",
        seoDescription:
          "Czym jest leasing, ile kosztuje i dla kogo się opłaca? Najważniejsze pojęcia związane z leasingiem samochodu w prostych słowach.",
        html:
          "<h2>Na czym to polega</h2>" +
          "<p>W leasingu nie kupują Państwo samochodu, lecz korzystają z niego przez określony czas w " +
          "zamian za miesięczną ratę. Właścicielem pozostaje firma leasingowa. Po zakończeniu umowy " +
          "zwracają Państwo pojazd i – jeśli chcą – od razu przesiadają się do nowego.</p>" +
          "<h2>Najważniejsze pojęcia</h2>" +
          "<ul>" +
          "<li><strong>Opłata wstępna:</strong> jednorazowa wpłata na początku umowy, która obniża " +
          "miesięczną ratę.</li>" +
          "<li><strong>Okres umowy:</strong> zwykle od 24 do 48 miesięcy.</li>" +
          "<li><strong>Leasing z limitem kilometrów:</strong> ustalają Państwo, ile kilometrów przejadą " +
          "rocznie. Nadwyżki i niewykorzystane kilometry rozlicza się na koniec.</li>" +
          "<li><strong>Leasing z wartością rezydualną:</strong> strony ustalają wartość końcową; jeśli " +
          "cena sprzedaży auta okaże się niższa, pokrywają Państwo różnicę.</li>" +
          "</ul>" +
          "<h2>Dla kogo leasing się opłaca?</h2>" +
          "<p>Leasing jest dobrym wyborem, jeśli co kilka lat chcą Państwo jeździć nowym autem, cenią " +
          "przewidywalne koszty i nie chcą zajmować się odsprzedażą. Osobom prowadzącym działalność " +
          "gospodarczą może też przynieść korzyści podatkowe. Jeśli jednak dużo Państwo jeżdżą lub chcą " +
          "długo korzystać z jednego auta, kredyt jest często tańszy.</p>" +
          '<p>Szczegółowe zasady znajdą Państwo w naszych <a href="/pl/leasingTerms">warunkach ' +
          "leasingu</a>.</p>",
      },
      tr: {
        title: "Leasing nedir?",
        slug: "leasing-nedir",
        seoDescription:
          "Leasing nedir, maliyeti nedir ve kimler için uygundur? Araç leasingiyle ilgili en önemli kavramlar sade bir dille.",
        html:
          "<h2>Temel mantık</h2>" +
          "<p>Leasingde aracı satın almazsınız; aylık bir ödeme karşılığında belirli bir süre " +
          "kullanırsınız. Aracın sahibi leasing şirketi olarak kalır. Süre sonunda aracı iade eder ve " +
          "dilerseniz doğrudan yeni bir araca geçersiniz.</p>" +
          "<h2>En önemli kavramlar</h2>" +
          "<ul>" +
          "<li><strong>Peşinat:</strong> başlangıçta bir kez yapılan ve aylık ödemeyi düşüren ödeme.</li>" +
          "<li><strong>Süre:</strong> genellikle 24 ila 48 ay.</li>" +
          "<li><strong>Kilometre bazlı leasing:</strong> yılda ne kadar yol yapacağınızı siz " +
          "belirlersiniz. Fazla veya kullanılmayan kilometreler sürenin sonunda hesaplanır.</li>" +
          "<li><strong>Kalıntı değer bazlı leasing:</strong> bir kalıntı değer kararlaştırılır; aracın " +
          "sonundaki satış bedeli bunun altında kalırsa farkı siz ödersiniz.</li>" +
          "</ul>" +
          "<h2>Leasing kimler için uygun?</h2>" +
          "<p>Birkaç yılda bir yeni araç kullanmak istiyorsanız, öngörülebilir maliyetlere önem " +
          "veriyorsanız ve yeniden satışla uğraşmak istemiyorsanız leasing size uygundur. Serbest " +
          "çalışanlar için ayrıca vergi avantajları da sağlayabilir. Çok yol yapıyorsanız veya aracınızı " +
          "uzun süre kullanmak istiyorsanız finansman genellikle daha ucuzdur.</p>" +
          '<p>Ayrıntılı kuralları <a href="/tr/leasingTerms">leasing koşullarımızda</a> ' +
          "bulabilirsiniz.</p>",
      },
    },
  },
  {
    key: "careers",
    text: {
      de: {
        title: "Karriere bei Autohaus Brandt",
        slug: "karriere",
        seoDescription:
          "Arbeiten bei Autohaus Brandt: offene Stellen in Verkauf, Werkstatt und Service, Ausbildungsplätze und unsere Leistungen für Mitarbeitende.",
        html:
          "<h2>Werden Sie Teil unseres Teams</h2>" +
          "<p>Rund 320 Kolleginnen und Kollegen sorgen in Berlin, Hamburg und München dafür, dass unsere " +
          "Kundinnen und Kunden mobil bleiben. Wir suchen Menschen, die Autos mögen, gern mit anderen " +
          "arbeiten und Verantwortung übernehmen wollen.</p>" +
          "<h2>Aktuell gesucht</h2>" +
          "<ul>" +
          "<li>Kfz-Mechatroniker (m/w/d) mit Schwerpunkt Hochvolttechnik – Berlin und Hamburg</li>" +
          "<li>Automobilverkäufer (m/w/d) für Neu- und Gebrauchtwagen – München</li>" +
          "<li>Serviceberater (m/w/d) – Hamburg</li>" +
          "<li>Ausbildung zum Automobilkaufmann (m/w/d) oder Kfz-Mechatroniker (m/w/d) ab 1. August</li>" +
          "</ul>" +
          "<h2>Was wir bieten</h2>" +
          "<p>Bei uns erwarten Sie ein unbefristeter Arbeitsvertrag, faire Bezahlung nach Tarif, 30 Tage " +
          "Urlaub, regelmäßige Herstellerschulungen und ein Dienstrad. Mitarbeitende erhalten " +
          "Sonderkonditionen beim Fahrzeugkauf und in unseren Werkstätten.</p>" +
          "<h2>Einstieg und Entwicklung</h2>" +
          "<p>Ob Berufseinsteiger, Quereinsteigerin oder erfahrener Profi: Wir begleiten Sie mit einer " +
          "strukturierten Einarbeitung und einer persönlichen Patin oder einem persönlichen Paten. Viele " +
          "unserer heutigen Werkstatt- und Verkaufsleitungen haben bei uns mit einer Ausbildung " +
          "begonnen.</p>" +
          "<h2>So bewerben Sie sich</h2>" +
          "<p>Schicken Sie uns Ihren Lebenslauf und ein paar Sätze zu Ihrer Motivation an " +
          '<a href="mailto:karriere@autohaus-brandt.example">karriere@autohaus-brandt.example</a>. Ein ' +
          "Anschreiben ist nicht nötig. Wir melden uns innerhalb einer Woche bei Ihnen.</p>",
      },
      en: {
        title: "Careers at Autohaus Brandt",
        slug: "careers",
        seoDescription:
          "Working at Autohaus Brandt: vacancies in sales, workshop and service, apprenticeships and the benefits we offer our employees.",
        html:
          "<h2>Join our team</h2>" +
          "<p>Around 320 colleagues in Berlin, Hamburg and Munich make sure that our customers stay " +
          "mobile. We are looking for people who love cars, enjoy working with others and want to take on " +
          "responsibility.</p>" +
          "<h2>Current vacancies</h2>" +
          "<ul>" +
          "<li>Automotive mechatronics technician (m/f/d) specialising in high-voltage systems – Berlin " +
          "and Hamburg</li>" +
          "<li>Car salesperson (m/f/d) for new and used cars – Munich</li>" +
          "<li>Service advisor (m/f/d) – Hamburg</li>" +
          "<li>Apprenticeships as an automotive sales specialist (m/f/d) or automotive mechatronics " +
          "technician (m/f/d) starting 1 August</li>" +
          "</ul>" +
          "<h2>What we offer</h2>" +
          "<p>You can look forward to a permanent contract, fair pay in line with the collective " +
          "agreement, 30 days of holiday, regular manufacturer training and a company bike. Employees also " +
          "receive special conditions when buying a car and in our workshops.</p>" +
          "<h2>Getting started and growing</h2>" +
          "<p>Whether you are just starting out, changing careers or an experienced professional, we " +
          "support you with a structured onboarding programme and a personal mentor. Many of our current " +
          "workshop and sales managers began their careers with an apprenticeship at Autohaus Brandt.</p>" +
          "<h2>How to apply</h2>" +
          "<p>Send us your CV and a few lines about your motivation to " +
          '<a href="mailto:karriere@autohaus-brandt.example">karriere@autohaus-brandt.example</a>. No ' +
          "cover letter is needed. We will get back to you within one week.</p>",
      },
      pl: {
        title: "Kariera w Autohaus Brandt",
        slug: "kariera",
        seoDescription:
          "Praca w Autohaus Brandt: oferty pracy w sprzedaży, warsztacie i serwisie, miejsca nauki zawodu oraz nasze świadczenia dla pracowników.",
        html:
          "<h2>Dołącz do naszego zespołu</h2>" +
          "<p>Około 320 osób w Berlinie, Hamburgu i Monachium dba o to, aby nasi klienci zawsze byli " +
          "mobilni. Szukamy ludzi, którzy lubią samochody, chętnie pracują z innymi i chcą brać na siebie " +
          "odpowiedzialność.</p>" +
          "<h2>Aktualne oferty pracy</h2>" +
          "<ul>" +
          "<li>Mechatronik samochodowy (k/m/d) ze specjalizacją w układach wysokiego napięcia – Berlin i " +
          "Hamburg</li>" +
          "<li>Sprzedawca samochodów (k/m/d) nowych i używanych – Monachium</li>" +
          "<li>Doradca serwisowy (k/m/d) – Hamburg</li>" +
          "<li>Nauka zawodu: handlowiec motoryzacyjny (k/m/d) lub mechatronik samochodowy (k/m/d) od 1 " +
          "sierpnia</li>" +
          "</ul>" +
          "<h2>Co oferujemy</h2>" +
          "<p>Oferujemy umowę na czas nieokreślony, uczciwe wynagrodzenie zgodne z układem zbiorowym, 30 " +
          "dni urlopu, regularne szkolenia producentów i rower służbowy. Pracownicy korzystają też ze " +
          "specjalnych warunków przy zakupie auta i w naszych warsztatach.</p>" +
          "<h2>Start i rozwój</h2>" +
          "<p>Niezależnie od tego, czy dopiero zaczynasz, zmieniasz branżę, czy masz już duże " +
          "doświadczenie, zapewniamy uporządkowane wdrożenie i osobistego opiekuna. Wielu naszych obecnych " +
          "kierowników warsztatów i działów sprzedaży zaczynało u nas od nauki zawodu.</p>" +
          "<h2>Jak aplikować</h2>" +
          "<p>Wyślij nam swoje CV i kilka zdań o swojej motywacji na adres " +
          '<a href="mailto:karriere@autohaus-brandt.example">karriere@autohaus-brandt.example</a>. List ' +
          "motywacyjny nie jest potrzebny. Odpowiemy w ciągu tygodnia.</p>",
      },
      tr: {
        title: "Autohaus Brandt'ta kariyer",
        slug: "kariyer",
        seoDescription:
          "Autohaus Brandt'ta çalışmak: satış, atölye ve servis alanlarında açık pozisyonlar, meslek eğitimi imkânları ve çalışanlarımıza sunduklarımız.",
        html:
          "<h2>Ekibimize katılın</h2>" +
          "<p>Berlin, Hamburg ve Münih'te yaklaşık 320 çalışma arkadaşımız müşterilerimizin yolda " +
          "kalmasını sağlıyor. Arabaları seven, başkalarıyla çalışmaktan keyif alan ve sorumluluk " +
          "üstlenmek isteyen insanlar arıyoruz.</p>" +
          "<h2>Açık pozisyonlar</h2>" +
          "<ul>" +
          "<li>Yüksek voltaj sistemleri alanında uzmanlaşmış otomotiv mekatronik teknisyeni (k/e/d) – " +
          "Berlin ve Hamburg</li>" +
          "<li>Sıfır ve ikinci el araç satış danışmanı (k/e/d) – Münih</li>" +
          "<li>Servis danışmanı (k/e/d) – Hamburg</li>" +
          "<li>1 Ağustos'tan itibaren otomotiv satış uzmanı (k/e/d) veya otomotiv mekatronik teknisyeni " +
          "(k/e/d) meslek eğitimi</li>" +
          "</ul>" +
          "<h2>Neler sunuyoruz?</h2>" +
          "<p>Sizi süresiz bir iş sözleşmesi, toplu sözleşmeye uygun adil bir ücret, 30 gün yıllık izin, " +
          "düzenli üretici eğitimleri ve şirket bisikleti bekliyor. Çalışanlarımız araç alımında ve " +
          "atölyelerimizde özel koşullardan yararlanır.</p>" +
          "<h2>Başlangıç ve gelişim</h2>" +
          "<p>İster kariyerinizin başında olun, ister farklı bir sektörden gelin, ister deneyimli bir " +
          "profesyonel olun: Sizi planlı bir oryantasyon programı ve kişisel bir mentorla destekliyoruz. " +
          "Bugünkü atölye ve satış müdürlerimizin birçoğu kariyerine bizde meslek eğitimiyle başladı.</p>" +
          "<h2>Nasıl başvurulur?</h2>" +
          "<p>Özgeçmişinizi ve motivasyonunuzu anlatan birkaç cümleyi " +
          '<a href="mailto:karriere@autohaus-brandt.example">karriere@autohaus-brandt.example</a> ' +
          "adresine gönderin. Ön yazıya gerek yoktur. Bir hafta içinde size dönüş yaparız.</p>",
      },
    },
  },
  {
    key: "electric-mobility",
    menuVersion: "centered_with_account",
    menuBackground: "dark",
    text: {
      de: {
        title: "Elektromobilität",
        slug: "elektromobilitaet",
        seoDescription:
          "Elektroauto bei Autohaus Brandt: Beratung, Probefahrten, Ladelösungen für zu Hause und Service für E-Fahrzeuge aller Marken.",
        html:
          "<h2>Elektrisch fahren – wir helfen beim Umstieg</h2>" +
          "<p>Elektroautos sind leise, lokal emissionsfrei und im Alltag günstig im Unterhalt. Damit der " +
          "Umstieg gelingt, beraten wir Sie markenübergreifend und beantworten die wichtigsten Fragen: " +
          "Welche Reichweite brauche ich wirklich? Wo lade ich? Was kostet das?</p>" +
          "<h2>Unser Angebot</h2>" +
          "<ul>" +
          "<li><strong>Probefahrten:</strong> Testen Sie aktuelle Elektromodelle ein ganzes Wochenende " +
          "lang.</li>" +
          "<li><strong>Laden zu Hause:</strong> Wir vermitteln Wallboxen inklusive Installation durch " +
          "zertifizierte Elektrofachbetriebe.</li>" +
          "<li><strong>Laden unterwegs:</strong> Mit unserer Ladekarte laden Sie an Tausenden Ladepunkten " +
          "in ganz Europa.</li>" +
          "<li><strong>Service:</strong> Unsere Werkstätten sind für Hochvoltsysteme qualifiziert und " +
          "prüfen auf Wunsch den Zustand Ihrer Batterie.</li>" +
          "</ul>" +
          "<h2>Förderung und Kosten</h2>" +
          "<p>Wir rechnen Ihnen gern vor, was ein Elektroauto im Vergleich zu Ihrem jetzigen Fahrzeug " +
          "kostet – inklusive Strompreis, Befreiung von der Kfz-Steuer, Wartung und möglicher " +
          "Förderprogramme. Das Ergebnis überrascht oft.</p>" +
          "<h2>Gebrauchte Elektroautos</h2>" +
          "<p>Auch ein gebrauchtes E-Auto ist eine gute Wahl. Zu jedem Elektrofahrzeug aus unserem Bestand " +
          "erhalten Sie ein Batteriezertifikat, das die verbleibende Kapazität dokumentiert. Stöbern Sie " +
          'in unserem <a href="/de/gebrauchtwagen">Fahrzeugbestand</a> oder ' +
          '<a href="/de/contact">vereinbaren Sie eine Beratung</a>.</p>',
      },
      en: {
        title: "Electric mobility",
        slug: "electric-mobility",
        seoDescription:
          "Electric cars at Autohaus Brandt: advice, test drives, home charging solutions and servicing for electric vehicles of all brands.",
        html:
          "<h2>Going electric – we help you make the switch</h2>" +
          "<p>Electric cars are quiet, produce no local emissions and are inexpensive to run day to day. " +
          "To make your switch a success, we give you advice across all brands and answer the key " +
          "questions: What range do I really need? Where will I charge? What does it cost?</p>" +
          "<h2>What we offer</h2>" +
          "<ul>" +
          "<li><strong>Test drives:</strong> try out current electric models for an entire weekend.</li>" +
          "<li><strong>Charging at home:</strong> we arrange wall boxes including installation by " +
          "certified electricians.</li>" +
          "<li><strong>Charging on the go:</strong> with our charging card you can charge at thousands of " +
          "charging points across Europe.</li>" +
          "<li><strong>Service:</strong> our workshops are qualified to work on high-voltage systems and " +
          "can check the condition of your battery on request.</li>" +
          "</ul>" +
          "<h2>Subsidies and costs</h2>" +
          "<p>We will be happy to calculate what an electric car costs compared with your current vehicle " +
          "– including electricity prices, the vehicle tax exemption, maintenance and any available " +
          "subsidy programmes. The result is often surprising.</p>" +
          "<h2>Used electric cars</h2>" +
          "<p>A used electric car is a good choice, too. Every electric vehicle from our stock comes with " +
          "a battery certificate documenting its remaining capacity. Browse our " +
          '<a href="/en/cars">vehicle stock</a> or <a href="/en/contact">book a consultation</a>.</p>',
      },
      pl: {
        title: "Elektromobilność",
        slug: "elektromobilnosc",
        seoDescription:
          "Samochody elektryczne w Autohaus Brandt: doradztwo, jazdy próbne, ładowanie w domu i serwis aut elektrycznych wszystkich marek.",
        html:
          "<h2>Jazda na prąd – pomożemy w przesiadce</h2>" +
          "<p>Samochody elektryczne są ciche, lokalnie bezemisyjne i tanie w codziennej eksploatacji. Aby " +
          "przesiadka się udała, doradzamy niezależnie od marki i odpowiadamy na najważniejsze pytania: " +
          "jakiego zasięgu naprawdę potrzebuję? Gdzie będę ładować? Ile to kosztuje?</p>" +
          "<h2>Nasza oferta</h2>" +
          "<ul>" +
          "<li><strong>Jazdy próbne:</strong> aktualne modele elektryczne można testować przez cały " +
          "weekend.</li>" +
          "<li><strong>Ładowanie w domu:</strong> pośredniczymy w zakupie wallboxów wraz z montażem przez " +
          "certyfikowanych elektryków.</li>" +
          "<li><strong>Ładowanie w trasie:</strong> z naszą kartą można ładować auto w tysiącach punktów w " +
          "całej Europie.</li>" +
          "<li><strong>Serwis:</strong> nasze warsztaty mają uprawnienia do pracy z układami wysokiego " +
          "napięcia i na życzenie sprawdzają stan akumulatora.</li>" +
          "</ul>" +
          "<h2>Dopłaty i koszty</h2>" +
          "<p>Chętnie wyliczymy, ile kosztuje samochód elektryczny w porównaniu z Państwa obecnym autem – " +
          "z uwzględnieniem cen prądu, zwolnienia z podatku od pojazdu, kosztów serwisu i dostępnych " +
          "programów dopłat. Wynik często zaskakuje.</p>" +
          "<h2>Używane samochody elektryczne</h2>" +
          "<p>Używane auto elektryczne to również dobry wybór. Do każdego elektryka z naszej oferty " +
          "dołączamy certyfikat akumulatora, który dokumentuje jego pozostałą pojemność. Zapraszamy do " +
          'przeglądania naszej <a href="/pl/cars">oferty pojazdów</a> lub ' +
          '<a href="/pl/contact">umówienia się na konsultację</a>.</p>',
      },
      tr: {
        title: "Elektrikli mobilite",
        slug: "elektrikli-mobilite",
        seoDescription:
          "Autohaus Brandt'ta elektrikli araçlar: danışmanlık, test sürüşleri, evde şarj çözümleri ve tüm markaların elektrikli araçları için servis.",
        html:
          "<h2>Elektrikli sürüş – geçişinizde yanınızdayız</h2>" +
          "<p>Elektrikli araçlar sessizdir, yerel emisyon üretmez ve günlük kullanımda düşük maliyetlidir. " +
          "Geçişin sorunsuz olması için marka fark etmeksizin danışmanlık veriyor ve en önemli soruları " +
          "yanıtlıyoruz: Gerçekte ne kadar menzile ihtiyacım var? Nerede şarj edeceğim? Maliyeti ne " +
          "olacak?</p>" +
          "<h2>Sunduklarımız</h2>" +
          "<ul>" +
          "<li><strong>Test sürüşleri:</strong> güncel elektrikli modelleri bütün bir hafta sonu boyunca " +
          "deneyin.</li>" +
          "<li><strong>Evde şarj:</strong> sertifikalı elektrik firmalarının kurulumuyla birlikte duvar " +
          "tipi şarj cihazları temin ediyoruz.</li>" +
          "<li><strong>Yolda şarj:</strong> şarj kartımızla Avrupa genelinde binlerce şarj noktasında " +
          "aracınızı şarj edebilirsiniz.</li>" +
          "<li><strong>Servis:</strong> atölyelerimiz yüksek voltaj sistemlerinde çalışmaya yetkilidir ve " +
          "isteğiniz üzerine bataryanızın durumunu kontrol eder.</li>" +
          "</ul>" +
          "<h2>Teşvikler ve maliyetler</h2>" +
          "<p>Elektrikli bir aracın mevcut aracınıza kıyasla maliyetini elektrik fiyatları, motorlu taşıt " +
          "vergisi muafiyeti, bakım giderleri ve olası teşvik programlarıyla birlikte memnuniyetle " +
          "hesaplarız. Sonuç çoğu zaman şaşırtıcıdır.</p>" +
          "<h2>İkinci el elektrikli araçlar</h2>" +
          "<p>İkinci el bir elektrikli araç da iyi bir seçimdir. Stokumuzdaki her elektrikli araçla " +
          "birlikte, kalan batarya kapasitesini belgeleyen bir batarya sertifikası verilir. " +
          '<a href="/tr/cars">Araç stokumuza</a> göz atın veya <a href="/tr/contact">bir danışmanlık ' +
          "randevusu alın</a>.</p>",
      },
    },
  },
];
