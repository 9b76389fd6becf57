import type { SystemPageSeed } from "./types";

/** Demo texts of the fixed system pages (legal pages, about us, help) in every shipped language. */
export const SYSTEM_PAGES: SystemPageSeed[] = [
  {
    key: "amsprototype",
    text: {
      de: {
        title: "Autohaus Management System – Prototyp-Vorschau",
        slug: "ams-prototyp",
        seoDescription:
          "Vorschau auf das Autohaus Management System: das neue Back-Office für Fahrzeuge, Leads, Termine und Inhalte unserer Teams.",
        html:
          "<h2>Was ist das Autohaus Management System?</h2>" +
          "<p>Das Autohaus Management System (AMS) ist das neue Back-Office für alle Mitarbeiterinnen und " +
          "Mitarbeiter von Autohaus Brandt. Es bündelt Aufgaben, die bisher auf mehrere Programme verteilt " +
          "waren, in einer Oberfläche, die im Browser läuft – am Schreibtisch genauso wie auf dem Tablet " +
          "in der Werkstatt. Jede Mitarbeiterin und jeder Mitarbeiter sieht dabei nur die Bereiche, die " +
          "für die eigene Rolle freigegeben sind.</p>" +
          "<h2>Funktionen der Vorschau</h2>" +
          "<ul>" +
          "<li><strong>Fahrzeugbestand:</strong> Fahrzeuge anlegen, Preise pflegen, Fotos hochladen und " +
          "auf der Website veröffentlichen.</li>" +
          "<li><strong>Leads:</strong> Anfragen aus allen Kanälen sehen, zuweisen und in das DMS " +
          "exportieren.</li>" +
          "<li><strong>Termine:</strong> Probefahrten, Werkstatttermine und Mietwagenübergaben planen.</li>" +
          "<li><strong>Inhalte:</strong> Seiten, Blogbeiträge und News in vier Sprachen bearbeiten.</li>" +
          "<li><strong>Benutzer und Rollen:</strong> Zugriffsrechte je Standort und Abteilung " +
          "vergeben.</li>" +
          "</ul>" +
          "<h2>Status: Prototyp</h2>" +
          "<p>Diese Vorschau ist ein Prototyp. Einzelne Funktionen sind noch unvollständig, und die " +
          "Bedienung kann sich ändern. Bitte arbeiten Sie weiter parallel mit den bisherigen Systemen, bis " +
          "die Geschäftsführung den Echtbetrieb freigibt.</p>" +
          "<h2>Zugang und Feedback</h2>" +
          '<p>Der Zugang ist nur mit einem Mitarbeiterkonto möglich; <a href="/de/login">melden Sie sich ' +
          "an</a>, um die Vorschau zu öffnen. Ihre Rückmeldungen sind uns wichtig: Schreiben Sie an " +
          '<a href="mailto:ams-feedback@autohaus-brandt.example">ams-feedback@autohaus-brandt.example</a>. ' +
          "Wie Leads ins DMS gelangen, erklärt die Seite " +
          '<a href="/de/leadAssistantDmsExport">Lead-Assistent: Export ins DMS</a>.</p>',
      },
      en: {
        title: "Autohaus Management System – prototype preview",
        slug: "ams-prototype",
        seoDescription:
          "A preview of the Autohaus Management System: the new back office for vehicles, leads, appointments and content used by our teams.",
        html:
          "<h2>What is the Autohaus Management System?</h2>" +
          "<p>The Autohaus Management System (AMS) is the new back office for all employees of Autohaus " +
          "Brandt. It brings together tasks that used to be spread across several programs in a single " +
          "interface that runs in the browser – at a desk just as well as on a tablet in the workshop. " +
          "Each employee only sees the areas that are enabled for their role.</p>" +
          "<h2>Features in this preview</h2>" +
          "<ul>" +
          "<li><strong>Vehicle stock:</strong> add vehicles, maintain prices, upload photos and publish " +
          "them on the website.</li>" +
          "<li><strong>Leads:</strong> view enquiries from all channels, assign them and export them to " +
          "the DMS.</li>" +
          "<li><strong>Appointments:</strong> schedule test drives, workshop appointments and rental car " +
          "handovers.</li>" +
          "<li><strong>Content:</strong> edit pages, blog posts and news in four languages.</li>" +
          "<li><strong>Users and roles:</strong> grant access rights per location and department.</li>" +
          "</ul>" +
          "<h2>Status: prototype</h2>" +
          "<p>This preview is a prototype. Some features are not yet complete, and the way things work may " +
          "change. Please keep using the existing systems in parallel until management approves live " +
          "operation.</p>" +
          "<h2>Access and feedback</h2>" +
          '<p>Access requires an employee account; <a href="/en/login">log in</a> to open the preview. ' +
          "Your feedback matters to us: write to " +
          '<a href="mailto:ams-feedback@autohaus-brandt.example">ams-feedback@autohaus-brandt.example</a>. ' +
          'The page <a href="/en/leadAssistantDmsExport">Lead assistant: export to the DMS</a> explains ' +
          "how leads reach the DMS.</p>",
      },
      pl: {
        title: "Autohaus Management System – wersja prototypowa",
        slug: "ams-prototyp",
        seoDescription:
          "Zapowiedź systemu Autohaus Management System: nowy panel administracyjny do obsługi pojazdów, leadów, terminów i treści.",
        html:
          "<h2>Czym jest Autohaus Management System?</h2>" +
          "<p>Autohaus Management System (AMS) to nowy panel administracyjny dla wszystkich pracowników " +
          "Autohaus Brandt. Łączy zadania, które dotąd były rozproszone w kilku programach, w jednym " +
          "interfejsie działającym w przeglądarce – zarówno przy biurku, jak i na tablecie w warsztacie. " +
          "Każdy pracownik widzi przy tym tylko te obszary, do których ma dostęp w ramach swojej roli.</p>" +
          "<h2>Funkcje dostępne w wersji zapoznawczej</h2>" +
          "<ul>" +
          "<li><strong>Oferta pojazdów:</strong> dodawanie aut, aktualizacja cen, przesyłanie zdjęć i " +
          "publikacja na stronie.</li>" +
          "<li><strong>Leady:</strong> podgląd zapytań ze wszystkich kanałów, przydzielanie ich i eksport " +
          "do DMS.</li>" +
          "<li><strong>Terminy:</strong> planowanie jazd próbnych, wizyt w serwisie i wydawania aut z " +
          "wypożyczalni.</li>" +
          "<li><strong>Treści:</strong> edycja stron, wpisów na blogu i aktualności w czterech " +
          "językach.</li>" +
          "<li><strong>Użytkownicy i role:</strong> nadawanie uprawnień dla poszczególnych lokalizacji i " +
          "działów.</li>" +
          "</ul>" +
          "<h2>Status: prototyp</h2>" +
          "<p>Ta wersja zapoznawcza jest prototypem. Niektóre funkcje nie są jeszcze kompletne, a sposób " +
          "obsługi może się zmienić. Prosimy równolegle korzystać z dotychczasowych systemów, dopóki " +
          "zarząd nie zatwierdzi uruchomienia produkcyjnego.</p>" +
          "<h2>Dostęp i opinie</h2>" +
          "<p>Dostęp jest możliwy wyłącznie z kontem pracownika; aby otworzyć wersję zapoznawczą, należy " +
          'się <a href="/pl/login">zalogować</a>. Państwa opinie są dla nas ważne – prosimy pisać na ' +
          "adres " +
          '<a href="mailto:ams-feedback@autohaus-brandt.example">ams-feedback@autohaus-brandt.example</a>. ' +
          "Sposób przekazywania leadów do DMS opisuje strona " +
          '<a href="/pl/leadAssistantDmsExport">Asystent leadów: eksport do DMS</a>.</p>',
      },
      tr: {
        title: "Autohaus Management System – prototip ön izlemesi",
        slug: "ams-prototip",
        seoDescription:
          "Autohaus Management System ön izlemesi: ekiplerimiz için araçlar, talepler, randevular ve içerikleri yöneten yeni arka ofis.",
        html:
          "<h2>Autohaus Management System nedir?</h2>" +
          "<p>Autohaus Management System (AMS), Autohaus Brandt'ın tüm çalışanları için geliştirilen yeni " +
          "arka ofistir. Bugüne kadar birçok programa dağılmış olan görevleri tarayıcıda çalışan tek bir " +
          "arayüzde toplar; masa başında da atölyedeki tablette de aynı şekilde kullanılabilir. Her " +
          "çalışan yalnızca kendi rolü için yetkilendirilmiş alanları görür.</p>" +
          "<h2>Ön izlemedeki işlevler</h2>" +
          "<ul>" +
          "<li><strong>Araç stoku:</strong> araç ekleme, fiyatları güncelleme, fotoğraf yükleme ve web " +
          "sitesinde yayımlama.</li>" +
          "<li><strong>Talepler:</strong> tüm kanallardan gelen talepleri görme, atama ve DMS'ye " +
          "aktarma.</li>" +
          "<li><strong>Randevular:</strong> test sürüşleri, servis randevuları ve kiralık araç " +
          "teslimlerini planlama.</li>" +
          "<li><strong>İçerikler:</strong> sayfaları, blog yazılarını ve haberleri dört dilde " +
          "düzenleme.</li>" +
          "<li><strong>Kullanıcılar ve roller:</strong> şube ve departman bazında erişim yetkileri " +
          "verme.</li>" +
          "</ul>" +
          "<h2>Durum: prototip</h2>" +
          "<p>Bu ön izleme bir prototiptir. Bazı işlevler henüz tamamlanmamıştır ve kullanım şekli " +
          "değişebilir. Lütfen yönetim canlı kullanıma onay verene kadar mevcut sistemlerle paralel " +
          "çalışmaya devam edin.</p>" +
          "<h2>Erişim ve geri bildirim</h2>" +
          "<p>Erişim yalnızca bir çalışan hesabıyla mümkündür; ön izlemeyi açmak için " +
          '<a href="/tr/login">giriş yapın</a>. Geri bildirimleriniz bizim için önemlidir: ' +
          '<a href="mailto:ams-feedback@autohaus-brandt.example">ams-feedback@autohaus-brandt.example</a> ' +
          "adresine yazın. Taleplerin DMS'ye nasıl ulaştığını " +
          '<a href="/tr/leadAssistantDmsExport">Potansiyel müşteri asistanı: DMS\'ye aktarım</a> sayfası ' +
          "açıklar.</p>",
      },
    },
  },
  {
    key: "aboutUs",
    text: {
      de: {
        title: "Über uns",
        slug: "ueber-uns",
        seoDescription:
          "Autohaus Brandt: seit 1978 Ihr Partner für Neu- und Gebrauchtwagen, Service und Mobilität in Berlin, Hamburg und München.",
        html:
          "<h2>Vom Familienbetrieb zur Autohausgruppe</h2>" +
          "<p>Alles begann 1978 mit einer kleinen Werkstatt in Berlin-Charlottenburg. Heinrich Brandt " +
          "reparierte dort die Autos seiner Nachbarschaft – gründlich, ehrlich und zu fairen Preisen. Aus " +
          "diesem Anspruch ist eine Autohausgruppe mit rund 320 Mitarbeiterinnen und Mitarbeitern in " +
          "Berlin, Hamburg und München geworden. Heute führt seine Tochter Katrin Brandt das Unternehmen " +
          "in zweiter Generation.</p>" +
          "<h2>Was wir anbieten</h2>" +
          "<ul>" +
          "<li><strong>Neu- und Gebrauchtwagen</strong> vieler Marken, geprüft und mit transparenter " +
          "Fahrzeughistorie</li>" +
          "<li><strong>Finanzierung, Leasing und Auto-Abo</strong> mit persönlicher Beratung</li>" +
          "<li><strong>Werkstatt und Service</strong> für alle Marken, bequem online buchbar</li>" +
          "<li><strong>Mietwagen</strong> für einen Tag, ein Wochenende oder mehrere Wochen</li>" +
          "<li><strong>Inzahlungnahme</strong> Ihres bisherigen Fahrzeugs mit verbindlicher Bewertung</li>" +
          "</ul>" +
          "<h2>Wofür wir stehen</h2>" +
          "<p>Wir finden, dass ein Autokauf einfach sein sollte. Deshalb nennen wir klare Preise, beraten " +
          "ohne Druck und nehmen uns Zeit für Ihre Fragen – vor Ort, am Telefon oder online. Unsere " +
          "Werkstätten sind auf Elektro- und Hybridfahrzeuge spezialisiert, und an allen Standorten können " +
          "Sie Ihr Auto während des Service laden.</p>" +
          "<p>Mit der <strong>Brandt Community</strong> haben wir außerdem einen Treffpunkt für private " +
          "Verkäuferinnen und Verkäufer sowie für Autofans geschaffen, die sich austauschen und " +
          "gegenseitig helfen.</p>" +
          "<h2>Lernen Sie uns kennen</h2>" +
          '<p>Besuchen Sie uns an einem unserer <a href="/de/standorte">Standorte</a>, stöbern Sie in ' +
          'unserem <a href="/de/gebrauchtwagen">Fahrzeugbestand</a> oder ' +
          '<a href="/de/contact">schreiben Sie uns</a>. Wer Teil unseres Teams werden möchte, findet ' +
          'offene Stellen auf unserer <a href="/de/karriere">Karriereseite</a>. Wir freuen uns auf ' +
          "Sie!</p>",
      },
      en: {
        title: "About us",
        slug: "about-us",
        seoDescription:
          "Autohaus Brandt: your partner for new and used cars, servicing and mobility in Berlin, Hamburg and Munich since 1978.",
        html:
          "<h2>From family business to dealer group</h2>" +
          "<p>It all started in 1978 with a small workshop in Berlin-Charlottenburg, where Heinrich Brandt " +
          "repaired his neighbours' cars – thoroughly, honestly and at fair prices. That promise has grown " +
          "into a dealer group with around 320 employees in Berlin, Hamburg and Munich. Today his daughter " +
          "Katrin Brandt runs the company in the second generation.</p>" +
          "<h2>What we offer</h2>" +
          "<ul>" +
          "<li><strong>New and used cars</strong> from many brands, inspected and with a transparent " +
          "vehicle history</li>" +
          "<li><strong>Financing, leasing and car subscriptions</strong> with personal advice</li>" +
          "<li><strong>Workshop and servicing</strong> for all brands, easy to book online</li>" +
          "<li><strong>Rental cars</strong> for a day, a weekend or several weeks</li>" +
          "<li><strong>Trade-ins</strong> of your current car with a binding valuation</li>" +
          "</ul>" +
          "<h2>What we stand for</h2>" +
          "<p>We believe that buying a car should be simple. That is why we quote clear prices, give " +
          "advice without pressure and take time to answer your questions – in person, by phone or online. " +
          "Our workshops specialise in electric and hybrid vehicles, and you can charge your car at every " +
          "location while it is being serviced.</p>" +
          "<p>With the <strong>Brandt Community</strong> we have also created a meeting place for private " +
          "sellers and car enthusiasts who share their experience and help each other.</p>" +
          "<h2>Get to know us</h2>" +
          '<p>Visit one of our <a href="/en/locations">locations</a>, browse our ' +
          '<a href="/en/cars">vehicle stock</a> or <a href="/en/contact">send us a message</a>. If you ' +
          "would like to join our team, you will find current vacancies on our " +
          '<a href="/en/careers">careers page</a>. We look forward to meeting you!</p>',
      },
      pl: {
        title: "O nas",
        slug: "o-nas",
        seoDescription:
          "Autohaus Brandt: od 1978 roku Państwa partner w zakresie nowych i używanych aut, serwisu i mobilności w Berlinie, Hamburgu i Monachium.",
        html:
          "<h2>Od rodzinnej firmy do grupy dealerskiej</h2>" +
          "<p>Wszystko zaczęło się w 1978 roku od małego warsztatu w berlińskiej dzielnicy Charlottenburg. " +
          "Heinrich Brandt naprawiał tam samochody sąsiadów – dokładnie, uczciwie i po rozsądnych cenach. " +
          "Z tej obietnicy wyrosła grupa dealerska zatrudniająca około 320 osób w Berlinie, Hamburgu i " +
          "Monachium. Dziś firmą kieruje w drugim pokoleniu jego córka, Katrin Brandt.</p>" +
          "<h2>Co oferujemy</h2>" +
          "<ul>" +
          "<li><strong>Nowe i używane samochody</strong> wielu marek, sprawdzone i z przejrzystą " +
          "historią</li>" +
          "<li><strong>Finansowanie, leasing i abonament samochodowy</strong> z indywidualnym " +
          "doradztwem</li>" +
          "<li><strong>Warsztat i serwis</strong> dla wszystkich marek z wygodną rezerwacją online</li>" +
          "<li><strong>Wynajem samochodów</strong> na jeden dzień, weekend lub kilka tygodni</li>" +
          "<li><strong>Odkup</strong> Państwa dotychczasowego auta na podstawie wiążącej wyceny</li>" +
          "</ul>" +
          "<h2>Nasze wartości</h2>" +
          "<p>Uważamy, że zakup samochodu powinien być prosty. Dlatego podajemy jasne ceny, doradzamy bez " +
          "presji i poświęcamy czas na Państwa pytania – na miejscu, telefonicznie lub online. Nasze " +
          "warsztaty specjalizują się w pojazdach elektrycznych i hybrydowych, a w każdej lokalizacji " +
          "można naładować auto podczas serwisu.</p>" +
          "<p>W ramach <strong>Brandt Community</strong> stworzyliśmy także miejsce spotkań dla prywatnych " +
          "sprzedawców i miłośników motoryzacji, którzy dzielą się doświadczeniami i pomagają sobie " +
          "nawzajem.</p>" +
          "<h2>Poznajmy się</h2>" +
          '<p>Zapraszamy do jednej z naszych <a href="/pl/locations">lokalizacji</a>. Mogą też Państwo ' +
          'przejrzeć nasze <a href="/pl/cars">samochody</a> lub <a href="/pl/contact">napisać do ' +
          "nas</a>. Osoby, które chcą dołączyć do naszego zespołu, znajdą aktualne oferty pracy na " +
          '<a href="/pl/kariera">stronie kariery</a>. Czekamy na Państwa!</p>',
      },
      tr: {
        title: "Hakkımızda",
        slug: "hakkimizda",
        seoDescription:
          "Autohaus Brandt: 1978'den beri Berlin, Hamburg ve Münih'te sıfır ve ikinci el araç, servis ve mobilite alanında iş ortağınız.",
        html:
          "<h2>Aile işletmesinden bayi grubuna</h2>" +
          "<p>Her şey 1978'de Berlin-Charlottenburg'daki küçük bir atölyede başladı. Heinrich Brandt " +
          "burada komşularının arabalarını titizlikle, dürüstçe ve uygun fiyatlarla tamir ediyordu. Bu " +
          "anlayıştan bugün Berlin, Hamburg ve Münih'te yaklaşık 320 çalışanı olan bir bayi grubu doğdu. " +
          "Şirketi bugün ikinci kuşaktan, kızı Katrin Brandt yönetiyor.</p>" +
          "<h2>Neler sunuyoruz?</h2>" +
          "<ul>" +
          "<li>Pek çok markadan, kontrol edilmiş ve geçmişi şeffaf <strong>sıfır ve ikinci el " +
          "araçlar</strong></li>" +
          "<li>Kişisel danışmanlıkla <strong>finansman, leasing ve araç aboneliği</strong></li>" +
          "<li>Tüm markalar için, kolayca online randevu alınabilen <strong>atölye ve servis</strong></li>" +
          "<li>Bir gün, bir hafta sonu veya birkaç hafta için <strong>kiralık araçlar</strong></li>" +
          "<li>Bağlayıcı bir değerlemeyle mevcut aracınızın <strong>takas olarak alınması</strong></li>" +
          "</ul>" +
          "<h2>Değerlerimiz</h2>" +
          "<p>Araba satın almanın kolay olması gerektiğine inanıyoruz. Bu yüzden net fiyatlar veriyor, " +
          "baskı yapmadan danışmanlık sunuyor ve sorularınıza zaman ayırıyoruz – şubede, telefonda veya " +
          "online. Atölyelerimiz elektrikli ve hibrit araçlarda uzmanlaşmıştır; tüm şubelerimizde " +
          "aracınızı servis sırasında şarj edebilirsiniz.</p>" +
          "<p><strong>Brandt Community</strong> ile ayrıca deneyimlerini paylaşan ve birbirine yardım eden " +
          "bireysel satıcılar ve otomobil tutkunları için bir buluşma noktası oluşturduk.</p>" +
          "<h2>Bizi tanıyın</h2>" +
          '<p>Bizi <a href="/tr/locations">şubelerimizden</a> birinde ziyaret edin, ' +
          '<a href="/tr/cars">araç stokumuza</a> göz atın veya <a href="/tr/contact">bize yazın</a>. ' +
          'Ekibimize katılmak isteyenler güncel iş ilanlarını <a href="/tr/kariyer">kariyer ' +
          "sayfamızda</a> bulabilir. Sizi aramızda görmekten mutluluk duyarız!</p>",
      },
    },
  },
  {
    key: "terms",
    text: {
      de: {
        title: "Allgemeine Verkaufsbedingungen",
        slug: "agb",
        seoDescription:
          "Verkaufsbedingungen von Autohaus Brandt für Neu- und Gebrauchtwagen: Vertragsschluss, Preise, Zahlung, Übergabe und Gewährleistung.",
        html:
          "<h2>1. Geltungsbereich</h2>" +
          "<p>Diese Bedingungen gelten für den Verkauf von Neu- und Gebrauchtfahrzeugen, Zubehör und " +
          "Teilen durch die Brandt Mobility Holding GmbH (Autohaus Brandt). Für Miete, Leasing, Auto-Abo " +
          "und Finanzierung gelten ergänzend die jeweiligen Sonderbedingungen.</p>" +
          "<h2>2. Vertragsschluss</h2>" +
          "<p>Fahrzeugangebote auf unserer Website sind unverbindlich. Bestellen Sie einen Gebrauchtwagen " +
          "online, halten wir ihn 48 Stunden für Sie zurück. Der Kaufvertrag kommt zustande, " +
          "wenn wir Ihre verbindliche Bestellung in Textform bestätigen oder das Fahrzeug übergeben. An " +
          "Ihre Bestellung sind Sie bei Gebrauchtwagen zehn Tage und bei Neuwagen drei Wochen gebunden.</p>" +
          "<h2>3. Preise und Zahlung</h2>" +
          "<ul>" +
          "<li>Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer.</li>" +
          "<li>Überführungs- und Zulassungskosten weisen wir gesondert aus.</li>" +
          "<li>Der Kaufpreis ist bei Übergabe fällig und wird per Überweisung, Finanzierung oder Leasing " +
          "beglichen.</li>" +
          "</ul>" +
          "<h2>4. Übergabe und Eigentumsvorbehalt</h2>" +
          "<p>Die Übergabe erfolgt am vereinbarten Standort oder auf Wunsch per Lieferung. Bis zur " +
          "vollständigen Zahlung bleibt das Fahrzeug unser Eigentum; die Zulassungsbescheinigung Teil II " +
          "händigen wir nach Zahlungseingang aus.</p>" +
          "<h2>5. Sachmängelhaftung</h2>" +
          "<p>Es gelten die gesetzlichen Gewährleistungsrechte. Bei Neuwagen beträgt die Verjährungsfrist " +
          "zwei Jahre. Bei Gebrauchtwagen verkürzen wir sie gegenüber Verbrauchern nur dann auf ein Jahr, " +
          "wenn dies vor Vertragsschluss gesondert und ausdrücklich vereinbart wurde. Herstellergarantien " +
          "und unsere Gebrauchtwagengarantie gelten zusätzlich und lassen Ihre gesetzlichen Rechte " +
          "unberührt.</p>" +
          "<h2>6. Haftung</h2>" +
          "<p>Wir haften unbeschränkt bei Vorsatz, grober Fahrlässigkeit und bei Verletzung von Leben, " +
          "Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung " +
          "wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, typischen Schaden.</p>" +
          "<h2>7. Widerrufsrecht und Schlussbestimmungen</h2>" +
          "<p>Verbrauchern steht bei Fernabsatzverträgen ein Widerrufsrecht nach Maßgabe unserer " +
          '<a href="/de/cancellationPolicy">Widerrufsbelehrung</a> zu. Es gilt deutsches Recht unter ' +
          "Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften Ihres Aufenthaltsstaates " +
          "bleiben unberührt. Gegenüber Kaufleuten ist Berlin Gerichtsstand.</p>",
      },
      en: {
        title: "General terms of sale",
        slug: "terms-of-sale",
        seoDescription:
          "Autohaus Brandt terms of sale for new and used cars: conclusion of contract, prices, payment, handover and statutory warranty.",
        html:
          "<h2>1. Scope</h2>" +
          "<p>These terms apply to the sale of new and used vehicles, accessories and parts by Brandt " +
          "Mobility Holding GmbH (Autohaus Brandt). Separate terms additionally apply to rentals, leasing, " +
          "car subscriptions and financing.</p>" +
          "<h2>2. Conclusion of the contract</h2>" +
          "<p>Vehicle offers on our website are not binding. When you order a used car online, we hold it " +
          "for you for 48 hours. The purchase contract is concluded when we confirm your binding " +
          "order in text form or hand over the vehicle. You are bound by your order for ten days for used " +
          "cars and for three weeks for new cars.</p>" +
          "<h2>3. Prices and payment</h2>" +
          "<ul>" +
          "<li>All prices are final prices in euros including statutory VAT.</li>" +
          "<li>Delivery and registration costs are shown separately.</li>" +
          "<li>The purchase price is due on handover and is paid by bank transfer, financing or " +
          "leasing.</li>" +
          "</ul>" +
          "<h2>4. Handover and retention of title</h2>" +
          "<p>The vehicle is handed over at the agreed location or, on request, delivered to you. It " +
          "remains our property until paid in full; we hand over the registration certificate part II once " +
          "payment has been received.</p>" +
          "<h2>5. Liability for defects</h2>" +
          "<p>The statutory warranty rights apply. For new cars the limitation period is two years. For " +
          "used cars we only reduce it to one year for consumers if this has been agreed separately and " +
          "expressly before the contract is concluded. Manufacturer guarantees and our used-car guarantee " +
          "apply in addition and do not affect your statutory rights.</p>" +
          "<h2>6. Liability</h2>" +
          "<p>We accept unlimited liability for intent, gross negligence and injury to life, body or " +
          "health. In cases of slight negligence we are only liable for breaches of essential contractual " +
          "obligations, limited to the foreseeable damage typical for this type of contract.</p>" +
          "<h2>7. Right of withdrawal and final provisions</h2>" +
          "<p>Consumers have a right of withdrawal for distance contracts as set out in our " +
          '<a href="/en/cancellationPolicy">cancellation policy</a>. German law applies, excluding the ' +
          "UN Convention on Contracts for the International Sale of Goods; mandatory consumer protection " +
          "rules of your country of residence remain unaffected. For merchants, the place of jurisdiction " +
          "is Berlin.</p>",
      },
      pl: {
        title: "Ogólne warunki sprzedaży",
        slug: "warunki-sprzedazy",
        seoDescription:
          "Warunki sprzedaży nowych i używanych samochodów w Autohaus Brandt: zawarcie umowy, ceny, płatność, wydanie pojazdu i rękojmia.",
        html:
          "<h2>1. Zakres obowiązywania</h2>" +
          "<p>Niniejsze warunki dotyczą sprzedaży nowych i używanych pojazdów, akcesoriów oraz części " +
          "przez Brandt Mobility Holding GmbH (Autohaus Brandt). Do wynajmu, leasingu, abonamentu " +
          "samochodowego i finansowania stosuje się dodatkowo odrębne warunki.</p>" +
          "<h2>2. Zawarcie umowy</h2>" +
          "<p>Oferty pojazdów na naszej stronie nie są wiążące. Gdy zamawiają Państwo online samochód " +
          "używany, zatrzymujemy go dla Państwa na 48 godzin. Umowa sprzedaży zostaje zawarta, gdy potwierdzimy " +
          "Państwa wiążące zamówienie w formie tekstowej lub wydamy pojazd. Zamówienie wiąże Państwa przez " +
          "dziesięć dni w przypadku aut używanych i przez trzy tygodnie w przypadku nowych.</p>" +
          "<h2>3. Ceny i płatność</h2>" +
          "<ul>" +
          "<li>Wszystkie ceny są cenami końcowymi w euro i zawierają podatek VAT.</li>" +
          "<li>Koszty transportu i rejestracji podajemy osobno.</li>" +
          "<li>Cena jest płatna przy wydaniu pojazdu – przelewem, w ramach finansowania lub leasingu.</li>" +
          "</ul>" +
          "<h2>4. Wydanie pojazdu i zastrzeżenie własności</h2>" +
          "<p>Pojazd wydajemy w uzgodnionej lokalizacji lub, na życzenie, dostarczamy pod wskazany adres. " +
          "Do chwili zapłaty całej ceny pozostaje on naszą własnością; część II dowodu rejestracyjnego " +
          "przekazujemy po otrzymaniu płatności.</p>" +
          "<h2>5. Odpowiedzialność za wady</h2>" +
          "<p>Obowiązują ustawowe uprawnienia z tytułu rękojmi. W przypadku nowych samochodów okres " +
          "odpowiedzialności wynosi dwa lata. W przypadku aut używanych skracamy go wobec konsumentów do " +
          "jednego roku tylko wtedy, gdy zostało to odrębnie i wyraźnie uzgodnione przed zawarciem umowy. " +
          "Gwarancje producenta oraz nasza gwarancja na auta używane obowiązują dodatkowo i nie " +
          "ograniczają Państwa praw ustawowych.</p>" +
          "<h2>6. Odpowiedzialność</h2>" +
          "<p>Ponosimy nieograniczoną odpowiedzialność za winę umyślną, rażące niedbalstwo oraz szkody na " +
          "życiu, ciele lub zdrowiu. W przypadku lekkiego niedbalstwa odpowiadamy jedynie za naruszenie " +
          "istotnych obowiązków umownych, w granicach przewidywalnej, typowej szkody.</p>" +
          "<h2>7. Prawo odstąpienia i postanowienia końcowe</h2>" +
          "<p>Konsumentom przysługuje prawo odstąpienia od umów zawartych na odległość zgodnie z naszym " +
          '<a href="/pl/cancellationPolicy">pouczeniem o odstąpieniu od umowy</a>. Obowiązuje prawo ' +
          "niemieckie z wyłączeniem konwencji wiedeńskiej o międzynarodowej sprzedaży towarów; " +
          "bezwzględnie obowiązujące przepisy o ochronie konsumentów w państwie Państwa zamieszkania " +
          "pozostają nienaruszone. W relacjach z przedsiębiorcami sądem właściwym jest sąd w Berlinie.</p>",
      },
      tr: {
        title: "Genel satış koşulları",
        slug: "satis-kosullari",
        seoDescription:
          "Autohaus Brandt sıfır ve ikinci el araç satış koşulları: sözleşmenin kurulması, fiyatlar, ödeme, teslim ve yasal ayıp sorumluluğu.",
        html:
          "<h2>1. Kapsam</h2>" +
          "<p>Bu koşullar, Brandt Mobility Holding GmbH (Autohaus Brandt) tarafından yapılan sıfır ve " +
          "ikinci el araç, aksesuar ve yedek parça satışları için geçerlidir. Kiralama, leasing, araç " +
          "aboneliği ve finansman için ayrıca ilgili özel koşullar uygulanır.</p>" +
          "<h2>2. Sözleşmenin kurulması</h2>" +
          "<p>Web sitemizdeki araç teklifleri bağlayıcı değildir. İkinci el bir aracı online sipariş " +
          "ettiğinizde onu 48 saat boyunca sizin için ayırırız. Satış sözleşmesi, bağlayıcı siparişinizi " +
          "metin biçiminde onayladığımızda veya aracı teslim ettiğimizde kurulur. Siparişiniz ikinci el " +
          "araçlarda on gün, sıfır araçlarda üç hafta boyunca sizi bağlar.</p>" +
          "<h2>3. Fiyatlar ve ödeme</h2>" +
          "<ul>" +
          "<li>Tüm fiyatlar yasal KDV dâhil, euro cinsinden nihai fiyatlardır.</li>" +
          "<li>Nakliye ve tescil masraflarını ayrıca belirtiriz.</li>" +
          "<li>Satış bedeli teslimde ödenir; ödeme havale, finansman veya leasing yoluyla yapılır.</li>" +
          "</ul>" +
          "<h2>4. Teslim ve mülkiyeti muhafaza kaydı</h2>" +
          "<p>Araç, kararlaştırılan şubede teslim edilir veya isteğiniz üzerine adresinize getirilir. " +
          "Bedel tamamen ödenene kadar araç mülkiyetimizde kalır; ruhsatın ikinci bölümünü " +
          "(Zulassungsbescheinigung Teil II) ödeme alındıktan sonra teslim ederiz.</p>" +
          "<h2>5. Ayıptan doğan sorumluluk</h2>" +
          "<p>Yasal ayıp sorumluluğu hükümleri geçerlidir. Sıfır araçlarda zamanaşımı süresi iki yıldır. " +
          "İkinci el araçlarda bu süreyi tüketiciler için ancak sözleşmeden önce ayrıca ve açıkça " +
          "kararlaştırılmışsa bir yıla indiririz. Üretici garantileri ve ikinci el araç garantimiz bunlara " +
          "ek olarak geçerlidir ve yasal haklarınızı etkilemez.</p>" +
          "<h2>6. Sorumluluk</h2>" +
          "<p>Kast, ağır ihmal ile hayata, vücut bütünlüğüne veya sağlığa verilen zararlarda sınırsız " +
          "sorumluluk taşırız. Hafif ihmal hâlinde yalnızca temel sözleşme yükümlülüklerinin ihlalinden ve " +
          "öngörülebilir, tipik zararla sınırlı olarak sorumluyuz.</p>" +
          "<h2>7. Cayma hakkı ve son hükümler</h2>" +
          '<p>Tüketiciler, mesafeli sözleşmelerde <a href="/tr/cancellationPolicy">cayma hakkı ' +
          "bilgilendirmemizde</a> belirtilen şekilde cayma hakkına sahiptir. Milletlerarası Mal Satımına " +
          "İlişkin BM Sözleşmesi hariç olmak üzere Alman hukuku uygulanır; ikamet ettiğiniz ülkenin " +
          "emredici tüketici koruma hükümleri saklıdır. Tacirlerle olan uyuşmazlıklarda yetkili mahkeme " +
          "Berlin mahkemeleridir.</p>",
      },
    },
  },
  {
    key: "rentalTerms",
    text: {
      de: {
        title: "Mietbedingungen",
        slug: "mietbedingungen",
        seoDescription:
          "Mietbedingungen von Autohaus Brandt: Mindestalter, Kaution, Freikilometer, Versicherung, Tankregelung und kostenlose Stornierung.",
        html:
          "<h2>Voraussetzungen</h2>" +
          "<ul>" +
          "<li>Mindestalter 21 Jahre und ein seit mindestens einem Jahr gültiger Führerschein; für " +
          "Fahrzeuge der Oberklasse 25 Jahre und drei Jahre Fahrpraxis.</li>" +
          "<li>Bei Abholung legen Sie Ihren Personalausweis oder Reisepass und Ihren Führerschein im " +
          "Original vor.</li>" +
          "<li>Weitere Fahrerinnen und Fahrer tragen wir kostenlos in den Mietvertrag ein.</li>" +
          "</ul>" +
          "<h2>Kaution und Zahlung</h2>" +
          "<p>Bei Abholung hinterlegen Sie eine Kaution von 500 € (Oberklasse: 1.000 €) per Kreditkarte. " +
          "Wir geben sie innerhalb von sieben Tagen nach ordnungsgemäßer Rückgabe wieder frei. Der " +
          "Mietpreis ist bei Abholung fällig.</p>" +
          "<h2>Kilometer, Kraftstoff und Ladestand</h2>" +
          "<p>Je Miettag sind 300 Kilometer enthalten, bei einer Wochenmiete also 2.100 Kilometer. Jeder weitere " +
          "Kilometer kostet 0,25 €. Fahrzeuge mit Verbrennungsmotor erhalten Sie vollgetankt und geben sie " +
          "vollgetankt zurück; andernfalls berechnen wir den Kraftstoff zum Tagespreis zuzüglich 15 € " +
          "Servicepauschale. Elektrofahrzeuge übergeben wir mit mindestens 80 % Ladestand und nehmen sie " +
          "mit demselben Ladestand zurück.</p>" +
          "<h2>Versicherung und Auslandsfahrten</h2>" +
          "<p>Alle Mietwagen sind haftpflicht- und vollkaskoversichert, mit einer Selbstbeteiligung von " +
          "1.000 € je Schadensfall. Für 12 € pro Tag reduzieren Sie die Selbstbeteiligung auf 250 €. " +
          "Unfälle, Diebstahl und Wildschäden melden Sie bitte sofort der Polizei und uns. Fahrten in " +
          "andere EU-Staaten, die Schweiz und Norwegen sind nach vorheriger Anmeldung erlaubt.</p>" +
          "<h2>Stornierung und Rückgabe</h2>" +
          "<p>Bis 48 Stunden vor Mietbeginn stornieren Sie kostenlos. Bei späterer Stornierung oder " +
          "Nichtabholung berechnen wir 50 % des Mietpreises, höchstens jedoch drei Miettage. Bei " +
          "verspäteter Rückgabe berechnen wir nach einer Kulanzzeit von 59 Minuten einen weiteren Miettag. " +
          'Fragen beantwortet gern das Team unserer <a href="/de/vermietung">Autovermietung</a>.</p>',
      },
      en: {
        title: "Rental terms",
        slug: "rental-terms",
        seoDescription:
          "Autohaus Brandt rental terms: minimum age, deposit, included mileage, insurance, fuel policy and free cancellation up to 48 hours ahead.",
        html:
          "<h2>Requirements</h2>" +
          "<ul>" +
          "<li>Minimum age 21 and a driving licence held for at least one year; for luxury vehicles, " +
          "minimum age 25 and three years of driving experience.</li>" +
          "<li>When collecting the car, please present your original identity card or passport and your " +
          "driving licence.</li>" +
          "<li>We add additional drivers to the rental agreement free of charge.</li>" +
          "</ul>" +
          "<h2>Deposit and payment</h2>" +
          "<p>On collection you leave a deposit of €500 (luxury class: €1,000) by credit card. We release " +
          "it within seven days after the vehicle has been returned properly. The rental price is due on " +
          "collection.</p>" +
          "<h2>Mileage, fuel and charge level</h2>" +
          "<p>Each rental day includes 300 kilometres, so a weekly rental includes 2,100 kilometres. Each " +
          "additional kilometre costs €0.25. Cars with a combustion engine are handed over with a full " +
          "tank and must be returned full; otherwise we charge the fuel at the current price plus a €15 " +
          "service fee. Electric vehicles are handed over with at least 80% charge and should be returned " +
          "with the same charge level.</p>" +
          "<h2>Insurance and trips abroad</h2>" +
          "<p>All rental cars come with third-party liability and comprehensive insurance, with an excess " +
          "of €1,000 per claim. For €12 per day you can reduce the excess to €250. Please report " +
          "accidents, theft and collisions with wildlife to the police and to us immediately. Trips to " +
          "other EU countries, Switzerland and Norway are permitted if you register them in advance.</p>" +
          "<h2>Cancellation and return</h2>" +
          "<p>You can cancel free of charge up to 48 hours before the rental starts. For later " +
          "cancellations or no-shows we charge 50% of the rental price, but no more than three rental " +
          "days. If you return the car late, we charge an additional day after a grace period of 59 " +
          'minutes. Our <a href="/en/car-rental">car rental</a> team will be happy to answer any ' +
          "questions.</p>",
      },
      pl: {
        title: "Warunki wynajmu",
        slug: "warunki-wynajmu",
        seoDescription:
          "Warunki wynajmu w Autohaus Brandt: minimalny wiek, kaucja, limit kilometrów, ubezpieczenie, paliwo i bezpłatna anulacja do 48 godzin.",
        html:
          "<h2>Wymagania</h2>" +
          "<ul>" +
          "<li>Ukończone 21 lat i prawo jazdy posiadane od co najmniej roku; w przypadku aut klasy premium " +
          "25 lat i trzy lata doświadczenia za kierownicą.</li>" +
          "<li>Przy odbiorze prosimy okazać oryginał dowodu osobistego lub paszportu oraz prawa jazdy.</li>" +
          "<li>Dodatkowych kierowców wpisujemy do umowy najmu bezpłatnie.</li>" +
          "</ul>" +
          "<h2>Kaucja i płatność</h2>" +
          "<p>Przy odbiorze pobieramy kaucję w wysokości 500 € (klasa premium: 1000 €) z karty kredytowej. " +
          "Zwalniamy ją w ciągu siedmiu dni od prawidłowego zwrotu pojazdu. Opłata za wynajem jest należna " +
          "przy odbiorze.</p>" +
          "<h2>Kilometry, paliwo i poziom naładowania</h2>" +
          "<p>Każdy dzień wynajmu obejmuje 300 kilometrów, a więc wynajem tygodniowy 2100 kilometrów. Każdy " +
          "dodatkowy kilometr kosztuje 0,25 €. Samochody spalinowe wydajemy z pełnym bakiem i należy je " +
          "zwrócić zatankowane do pełna; w przeciwnym razie doliczamy koszt paliwa według bieżącej ceny " +
          "oraz opłatę serwisową w wysokości 15 €. Samochody elektryczne wydajemy naładowane co najmniej " +
          "do 80% i przyjmujemy z takim samym poziomem naładowania.</p>" +
          "<h2>Ubezpieczenie i wyjazdy za granicę</h2>" +
          "<p>Wszystkie auta na wynajem mają ubezpieczenie OC i AC z udziałem własnym w wysokości 1000 € " +
          "za każdą szkodę. Za 12 € dziennie można obniżyć udział własny do 250 €. Wypadki, kradzieże i " +
          "kolizje ze zwierzyną prosimy natychmiast zgłaszać policji i nam. Wyjazdy do innych państw UE, " +
          "Szwajcarii i Norwegii są dozwolone po wcześniejszym zgłoszeniu.</p>" +
          "<h2>Anulowanie i zwrot</h2>" +
          "<p>Rezerwację można bezpłatnie anulować do 48 godzin przed rozpoczęciem wynajmu. W przypadku " +
          "późniejszej anulacji lub nieodebrania auta pobieramy 50% ceny wynajmu, nie więcej jednak niż za " +
          "trzy dni. Przy spóźnionym zwrocie, po upływie 59 minut tolerancji, naliczamy opłatę za kolejny " +
          'dzień. Na pytania chętnie odpowie zespół naszej <a href="/pl/car-rental">wypożyczalni</a>.</p>',
      },
      tr: {
        title: "Kiralama koşulları",
        slug: "kiralama-kosullari",
        seoDescription:
          "Autohaus Brandt kiralama koşulları: yaş sınırı, depozito, dahil kilometre, sigorta, yakıt kuralı ve 48 saate kadar ücretsiz iptal.",
        html:
          "<h2>Koşullar</h2>" +
          "<ul>" +
          "<li>En az 21 yaşında olmanız ve en az bir yıldır geçerli bir sürücü belgesine sahip olmanız " +
          "gerekir; üst sınıf araçlarda en az 25 yaş ve üç yıllık sürüş deneyimi aranır.</li>" +
          "<li>Aracı teslim alırken kimlik kartınızın veya pasaportunuzun ve sürücü belgenizin aslını " +
          "gösterin.</li>" +
          "<li>Ek sürücüleri kiralama sözleşmesine ücretsiz olarak ekleriz.</li>" +
          "</ul>" +
          "<h2>Depozito ve ödeme</h2>" +
          "<p>Teslim alırken kredi kartıyla 500 € (üst sınıf: 1.000 €) depozito bırakırsınız. Araç usulüne " +
          "uygun şekilde iade edildikten sonra yedi gün içinde depozitoyu serbest bırakırız. Kira bedeli " +
          "teslim alırken ödenir.</p>" +
          "<h2>Kilometre, yakıt ve şarj seviyesi</h2>" +
          "<p>Her kiralama gününe 300 kilometre dâhildir; haftalık kiralamada bu 2.100 kilometre eder. Her ek " +
          "kilometre 0,25 €'dur. İçten yanmalı motorlu araçları depo dolu olarak teslim eder ve depo dolu " +
          "olarak geri alırız; aksi takdirde yakıtı güncel fiyattan ve 15 € hizmet bedeliyle fatura " +
          "ederiz. Elektrikli araçları en az %80 şarjla teslim eder ve aynı şarj seviyesiyle geri " +
          "alırız.</p>" +
          "<h2>Sigorta ve yurt dışı seyahatler</h2>" +
          "<p>Tüm kiralık araçlarda zorunlu mali sorumluluk sigortası ve hasar başına 1.000 € muafiyetli " +
          "kasko bulunur. Günlük 12 € karşılığında muafiyeti 250 €'ya düşürebilirsiniz. Kaza, hırsızlık ve " +
          "yaban hayvanı çarpmalarını lütfen derhal polise ve bize bildirin. Diğer AB ülkelerine, " +
          "İsviçre'ye ve Norveç'e seyahat, önceden bildirilmesi şartıyla serbesttir.</p>" +
          "<h2>İptal ve iade</h2>" +
          "<p>Kiralama başlangıcından 48 saat öncesine kadar ücretsiz iptal edebilirsiniz. Daha geç " +
          "iptallerde veya aracın teslim alınmaması hâlinde kira bedelinin %50'sini, ancak en fazla üç " +
          "günlük kira bedelini tahsil ederiz. Geç iadelerde 59 dakikalık tolerans süresinden sonra bir " +
          'günlük ek ücret alırız. Sorularınızı <a href="/tr/car-rental">araç kiralama</a> ekibimiz ' +
          "memnuniyetle yanıtlar.</p>",
      },
    },
  },
  {
    key: "leasingTerms",
    text: {
      de: {
        title: "Leasingbedingungen",
        slug: "leasingbedingungen",
        seoDescription:
          "Leasing bei Autohaus Brandt: Vertragspartner, Sonderzahlung, Kilometer-Leasing, Versicherung, Wartung und Rückgabe des Fahrzeugs.",
        html:
          "<h2>Ihr Vertragspartner</h2>" +
          "<p>Wir vermitteln Leasingverträge unserer Partnergesellschaft Nordstern Leasing GmbH. " +
          "Leasinggeber ist die Nordstern Leasing GmbH; es gelten ihre Allgemeinen Leasingbedingungen, die " +
          "Sie vor Vertragsschluss erhalten. Wir übernehmen Beratung, Auslieferung und Service. " +
          "Voraussetzung für jeden Vertrag ist eine positive Bonitätsprüfung.</p>" +
          "<h2>Leasingrate und Sonderzahlung</h2>" +
          "<p>Die monatliche Rate bleibt über die gesamte Laufzeit von 24 bis 48 Monaten gleich. Eine " +
          "Leasingsonderzahlung ist möglich, aber nicht erforderlich; sie senkt die monatliche Rate. " +
          "Überführungs- und Zulassungskosten fallen einmalig an.</p>" +
          "<h2>Kilometer-Leasing</h2>" +
          "<p>Sie vereinbaren eine jährliche Fahrleistung zwischen 10.000 und 30.000 Kilometern. Am " +
          "Vertragsende werden Abweichungen abgerechnet: Mehrkilometer kosten je nach Modell 6 bis 12 " +
          "Cent, Minderkilometer werden mit 3 bis 6 Cent vergütet. Abweichungen bis 2.500 Kilometer " +
          "bleiben unberücksichtigt.</p>" +
          "<h2>Versicherung und Wartung</h2>" +
          "<ul>" +
          "<li>Für das Fahrzeug ist eine Vollkaskoversicherung mit höchstens 1.000 € Selbstbeteiligung " +
          "vorgeschrieben.</li>" +
          "<li>Eine GAP-Deckung schützt Sie bei Totalschaden oder Diebstahl vor der Differenz zwischen " +
          "Wiederbeschaffungswert und Restforderung.</li>" +
          "<li>Wartungen und Inspektionen lassen Sie nach Herstellervorgaben in einer Fachwerkstatt " +
          "durchführen – gern bei uns.</li>" +
          "</ul>" +
          "<h2>Rückgabe und vorzeitige Beendigung</h2>" +
          "<p>Bei der Rückgabe begutachtet ein unabhängiger Sachverständiger, etwa von DEKRA oder TÜV, das " +
          "Fahrzeug. Normale Gebrauchsspuren sind kein Problem; darüber hinausgehende Schäden werden nach " +
          "Gutachten abgerechnet. Eine vorzeitige Vertragsauflösung ist nur im Einvernehmen mit dem " +
          "Leasinggeber möglich.</p>" +
          "<h2>Widerrufsrecht</h2>" +
          "<p>Als Verbraucher können Sie den Leasingvertrag innerhalb von 14 Tagen nach Vertragsschluss " +
          "und Erhalt aller Pflichtangaben widerrufen. Wie Leasing im Einzelnen funktioniert, erklären wir " +
          'auf unserer Seite <a href="/de/leistungen/finanzierungsberatung/leasing-erklaert">Leasing ' +
          "einfach erklärt</a>.</p>",
      },
      en: {
        title: "Leasing terms",
        slug: "leasing-terms",
        seoDescription:
          "Leasing with Autohaus Brandt: contractual partner, down payment, mileage leasing, insurance, maintenance and returning the vehicle.",
        html:
          "<h2>Your contractual partner</h2>" +
          "<p>We arrange leasing contracts on behalf of our partner company Nordstern Leasing GmbH. The " +
          "lessor is Nordstern Leasing GmbH, and its general leasing terms, which you receive before " +
          "signing, apply. We take care of advice, delivery and servicing. Every contract requires a " +
          "positive credit check.</p>" +
          "<h2>Monthly rate and down payment</h2>" +
          "<p>The monthly rate stays the same for the entire term of 24 to 48 months. A down payment is " +
          "possible but not required; it lowers the monthly rate. Delivery and registration costs are " +
          "charged once.</p>" +
          "<h2>Mileage leasing</h2>" +
          "<p>You agree on an annual mileage between 10,000 and 30,000 kilometres. Any difference is " +
          "settled at the end of the contract: excess kilometres cost 6 to 12 cents depending on the " +
          "model, and unused kilometres are refunded at 3 to 6 cents. Differences of up to 2,500 " +
          "kilometres are not charged or refunded.</p>" +
          "<h2>Insurance and maintenance</h2>" +
          "<ul>" +
          "<li>Comprehensive insurance with an excess of no more than €1,000 is mandatory for the " +
          "vehicle.</li>" +
          "<li>GAP cover protects you against the difference between the replacement value and the " +
          "outstanding amount in case of a total loss or theft.</li>" +
          "<li>Servicing and inspections must be carried out by a qualified workshop according to the " +
          "manufacturer's specifications – we will be happy to do this for you.</li>" +
          "</ul>" +
          "<h2>Return and early termination</h2>" +
          "<p>When you return the vehicle, an independent expert, for example from DEKRA or TÜV, assesses " +
          "its condition. Normal wear and tear is not a problem; damage beyond that is charged according " +
          "to the expert's report. Early termination is only possible by agreement with the lessor.</p>" +
          "<h2>Right of withdrawal</h2>" +
          "<p>As a consumer, you can withdraw from the leasing contract within 14 days of signing it and " +
          "receiving all mandatory information. Our page " +
          '<a href="/en/services/financing-advice/leasing-explained">Leasing explained</a> describes in ' +
          "detail how leasing works.</p>",
      },
      pl: {
        title: "Warunki leasingu",
        slug: "warunki-leasingu",
        seoDescription:
          "Leasing w Autohaus Brandt: strona umowy, opłata wstępna, leasing z limitem kilometrów, ubezpieczenie, serwis i zwrot pojazdu.",
        html:
          "<h2>Strona umowy</h2>" +
          "<p>Pośredniczymy w zawieraniu umów leasingu z naszą spółką partnerską Nordstern Leasing GmbH. " +
          "Finansującym jest Nordstern Leasing GmbH i obowiązują jej ogólne warunki leasingu, które " +
          "otrzymają Państwo przed podpisaniem umowy. My zajmujemy się doradztwem, wydaniem pojazdu i " +
          "serwisem. Warunkiem zawarcia każdej umowy jest pozytywna ocena zdolności kredytowej.</p>" +
          "<h2>Rata leasingowa i opłata wstępna</h2>" +
          "<p>Miesięczna rata pozostaje stała przez cały okres umowy wynoszący od 24 do 48 miesięcy. " +
          "Opłata wstępna jest możliwa, ale nie obowiązkowa; obniża ona wysokość raty. Koszty transportu i " +
          "rejestracji są naliczane jednorazowo.</p>" +
          "<h2>Leasing z limitem kilometrów</h2>" +
          "<p>Ustalają Państwo roczny przebieg od 10 000 do 30 000 kilometrów. Różnice rozliczamy na " +
          "koniec umowy: każdy dodatkowy kilometr kosztuje od 6 do 12 centów, zależnie od modelu, a za " +
          "niewykorzystane kilometry zwracamy od 3 do 6 centów. Różnice do 2500 kilometrów nie są " +
          "rozliczane.</p>" +
          "<h2>Ubezpieczenie i serwis</h2>" +
          "<ul>" +
          "<li>Pojazd musi być objęty ubezpieczeniem AC z udziałem własnym nie wyższym niż 1000 €.</li>" +
          "<li>Ubezpieczenie GAP chroni Państwa w razie szkody całkowitej lub kradzieży przed różnicą " +
          "między wartością odtworzeniową a kwotą pozostałą do spłaty.</li>" +
          "<li>Przeglądy i serwis należy wykonywać zgodnie z zaleceniami producenta w specjalistycznym " +
          "warsztacie – chętnie u nas.</li>" +
          "</ul>" +
          "<h2>Zwrot i wcześniejsze zakończenie umowy</h2>" +
          "<p>Przy zwrocie stan pojazdu ocenia niezależny rzeczoznawca, na przykład z DEKRA lub TÜV. " +
          "Normalne ślady użytkowania nie stanowią problemu; szkody wykraczające poza nie rozliczamy na " +
          "podstawie ekspertyzy. Wcześniejsze rozwiązanie umowy jest możliwe tylko za zgodą " +
          "finansującego.</p>" +
          "<h2>Prawo odstąpienia</h2>" +
          "<p>Konsument może odstąpić od umowy leasingu w ciągu 14 dni od jej zawarcia i otrzymania " +
          "wszystkich wymaganych informacji. Na stronie " +
          '<a href="/pl/uslugi/doradztwo-finansowe/leasing-w-pigulce">Leasing w pigułce</a> szczegółowo ' +
          "wyjaśniamy, jak działa leasing.</p>",
      },
      tr: {
        title: "Leasing koşulları",
        slug: "leasing-kosullari",
        seoDescription:
          "Autohaus Brandt ile leasing: sözleşme tarafı, peşinat, kilometre bazlı leasing, sigorta, bakım ve aracın iadesi hakkında bilgiler.",
        html:
          "<h2>Sözleşme tarafınız</h2>" +
          "<p>İş ortağımız Nordstern Leasing GmbH'nin leasing sözleşmelerine aracılık ediyoruz. Kiralayan " +
          "Nordstern Leasing GmbH'dir ve sözleşmeden önce size verilen genel leasing koşulları geçerlidir. " +
          "Danışmanlık, teslimat ve servis hizmetlerini biz üstleniyoruz. Her sözleşme için olumlu bir " +
          "kredi değerlendirmesi gerekir.</p>" +
          "<h2>Aylık taksit ve peşinat</h2>" +
          "<p>Aylık taksit, 24 ila 48 ay arasındaki sözleşme süresi boyunca sabit kalır. Peşinat ödemek " +
          "mümkündür ancak zorunlu değildir; peşinat aylık taksidi düşürür. Nakliye ve tescil masrafları " +
          "bir kez tahsil edilir.</p>" +
          "<h2>Kilometre bazlı leasing</h2>" +
          "<p>Yıllık 10.000 ila 30.000 kilometre arasında bir kullanım belirlersiniz. Farklar sözleşme " +
          "sonunda hesaplanır: fazla kilometreler modele göre 6 ila 12 sent, kullanılmayan kilometreler " +
          "için ise 3 ila 6 sent iade edilir. 2.500 kilometreye kadar olan farklar dikkate alınmaz.</p>" +
          "<h2>Sigorta ve bakım</h2>" +
          "<ul>" +
          "<li>Araç için en fazla 1.000 € muafiyetli kasko sigortası zorunludur.</li>" +
          "<li>GAP sigortası, tam hasar veya hırsızlık durumunda aracın ikame değeri ile kalan borç " +
          "arasındaki farka karşı sizi korur.</li>" +
          "<li>Bakım ve muayeneleri üretici talimatlarına uygun olarak yetkin bir atölyede yaptırmanız " +
          "gerekir; bu işi memnuniyetle biz üstleniriz.</li>" +
          "</ul>" +
          "<h2>İade ve erken fesih</h2>" +
          "<p>Araç iade edilirken DEKRA veya TÜV gibi bağımsız bir eksper aracın durumunu değerlendirir. " +
          "Normal kullanım izleri sorun değildir; bunun ötesindeki hasarlar eksper raporuna göre " +
          "faturalandırılır. Sözleşmenin erken feshi yalnızca kiralayanın onayıyla mümkündür.</p>" +
          "<h2>Cayma hakkı</h2>" +
          "<p>Tüketici olarak leasing sözleşmesinden, sözleşmenin kurulmasından ve tüm zorunlu bilgilerin " +
          "size verilmesinden itibaren 14 gün içinde cayabilirsiniz. Leasingin nasıl işlediğini " +
          '<a href="/tr/hizmetler/finansman-danismanligi/leasing-nedir">Leasing nedir?</a> sayfamızda ' +
          "ayrıntılı olarak anlatıyoruz.</p>",
      },
    },
  },
  {
    key: "subscriptionTerms",
    text: {
      de: {
        title: "Bedingungen für das Auto-Abo",
        slug: "auto-abo-bedingungen",
        seoDescription:
          "Auto-Abo bei Autohaus Brandt: monatliche All-inclusive-Rate, Laufzeiten, Kilometerpakete, Kaution, Versicherung und Kündigung.",
        html:
          "<h2>Was im Auto-Abo enthalten ist</h2>" +
          "<p>Mit dem Auto-Abo fahren Sie ein Fahrzeug zu einer festen Monatsrate, ohne es zu kaufen oder " +
          "zu leasen. Die Rate umfasst:</p>" +
          "<ul>" +
          "<li>Fahrzeug, Zulassung und Kfz-Steuer</li>" +
          "<li>Haftpflicht- und Vollkaskoversicherung mit 1.000 € Selbstbeteiligung</li>" +
          "<li>Wartung, Verschleißreparaturen sowie Sommer- und Winterreifen inklusive Wechsel</li>" +
          "<li>Pannenhilfe rund um die Uhr in ganz Europa</li>" +
          "</ul>" +
          "<p>Nicht enthalten sind Kraftstoff- und Ladekosten, Maut, Parkgebühren und Bußgelder.</p>" +
          "<h2>Laufzeit und Kündigung</h2>" +
          "<p>Die Mindestlaufzeit beträgt wahlweise drei, sechs oder zwölf Monate. Danach verlängert sich " +
          "das Abo jeweils um einen Monat und kann mit einer Frist von einem Monat zum Monatsende " +
          "gekündigt werden, in Textform oder über Ihr Kundenkonto.</p>" +
          "<h2>Kilometerpakete</h2>" +
          "<p>Sie wählen ein Paket mit 1.000, 1.500, 2.000 oder 3.000 Kilometern pro Monat und können es " +
          "monatlich anpassen. Nicht genutzte Kilometer werden über die Laufzeit verrechnet; zusätzliche " +
          "Kilometer berechnen wir am Ende mit 0,20 € je Kilometer.</p>" +
          "<h2>Kaution und Voraussetzungen</h2>" +
          "<p>Wir erheben eine Kaution von 500 €, die wir nach Rückgabe und Abrechnung innerhalb von 14 " +
          "Tagen erstatten. Sie müssen mindestens 21 Jahre alt sein, seit mindestens einem Jahr einen " +
          "gültigen Führerschein besitzen und in Deutschland wohnen. Vor Vertragsschluss führen wir eine " +
          "Bonitätsprüfung durch.</p>" +
          "<h2>Rückgabe</h2>" +
          "<p>Sie geben das Fahrzeug gereinigt an dem Standort zurück, an dem Sie es übernommen haben. " +
          "Übliche Gebrauchsspuren sind kein Problem; darüber hinausgehende Schäden rechnen wir anhand des " +
          "Übergabeprotokolls ab. Bei Fragen hilft Ihnen unser " +
          '<a href="/de/contact">Kundenservice</a>.</p>',
      },
      en: {
        title: "Car subscription terms",
        slug: "car-subscription-terms",
        seoDescription:
          "Car subscription with Autohaus Brandt: all-inclusive monthly rate, terms, mileage packages, deposit, insurance and cancellation.",
        html:
          "<h2>What the subscription includes</h2>" +
          "<p>With a car subscription you drive a vehicle for a fixed monthly rate without buying or " +
          "leasing it. The rate covers:</p>" +
          "<ul>" +
          "<li>the vehicle, registration and vehicle tax</li>" +
          "<li>third-party liability and comprehensive insurance with a €1,000 excess</li>" +
          "<li>servicing, wear-and-tear repairs and summer and winter tyres including changeovers</li>" +
          "<li>24/7 breakdown assistance throughout Europe</li>" +
          "</ul>" +
          "<p>Fuel and charging costs, tolls, parking fees and fines are not included.</p>" +
          "<h2>Term and cancellation</h2>" +
          "<p>You can choose a minimum term of three, six or twelve months. After that, the subscription " +
          "renews month by month and can be cancelled with one month's notice to the end of a month, in " +
          "text form or via your customer account.</p>" +
          "<h2>Mileage packages</h2>" +
          "<p>You choose a package of 1,000, 1,500, 2,000 or 3,000 kilometres per month and can adjust it " +
          "every month. Unused kilometres are carried over across the term; additional kilometres are " +
          "charged at the end at €0.20 per kilometre.</p>" +
          "<h2>Deposit and requirements</h2>" +
          "<p>We charge a deposit of €500, which we refund within 14 days after the vehicle has been " +
          "returned and the final invoice settled. You must be at least 21 years old, have held a valid " +
          "driving licence for at least one year and live in Germany. We carry out a credit check before " +
          "the contract is concluded.</p>" +
          "<h2>Return</h2>" +
          "<p>Please return the vehicle clean to the location where you picked it up. Normal signs of use " +
          "are not a problem; any further damage is charged on the basis of the handover report. Our " +
          '<a href="/en/contact">customer service</a> team will be glad to help with any questions.</p>',
      },
      pl: {
        title: "Warunki abonamentu samochodowego",
        slug: "warunki-abonamentu",
        seoDescription:
          "Abonament samochodowy w Autohaus Brandt: miesięczna rata all inclusive, okres umowy, pakiety kilometrów, kaucja, ubezpieczenie i wypowiedzenie.",
        html:
          "<h2>Co obejmuje abonament</h2>" +
          "<p>W ramach abonamentu samochodowego jeżdżą Państwo autem za stałą miesięczną opłatą, bez " +
          "konieczności jego kupowania czy leasingu. Opłata obejmuje:</p>" +
          "<ul>" +
          "<li>samochód, rejestrację i podatek od pojazdu</li>" +
          "<li>ubezpieczenie OC i AC z udziałem własnym w wysokości 1000 €</li>" +
          "<li>przeglądy, naprawy części eksploatacyjnych oraz opony letnie i zimowe wraz z wymianą</li>" +
          "<li>całodobową pomoc drogową w całej Europie</li>" +
          "</ul>" +
          "<p>Opłata nie obejmuje kosztów paliwa i ładowania, opłat drogowych, parkingowych ani " +
          "mandatów.</p>" +
          "<h2>Okres umowy i wypowiedzenie</h2>" +
          "<p>Minimalny okres umowy wynosi do wyboru trzy, sześć lub dwanaście miesięcy. Następnie " +
          "abonament przedłuża się co miesiąc i można go wypowiedzieć z miesięcznym wyprzedzeniem na " +
          "koniec miesiąca – w formie tekstowej lub w koncie klienta.</p>" +
          "<h2>Pakiety kilometrów</h2>" +
          "<p>Wybierają Państwo pakiet 1000, 1500, 2000 lub 3000 kilometrów miesięcznie i mogą go zmieniać " +
          "co miesiąc. Niewykorzystane kilometry przechodzą na kolejne miesiące; za kilometry ponad limit " +
          "naliczamy na koniec umowy 0,20 € za kilometr.</p>" +
          "<h2>Kaucja i wymagania</h2>" +
          "<p>Pobieramy kaucję w wysokości 500 €, którą zwracamy w ciągu 14 dni od zwrotu pojazdu i " +
          "rozliczenia umowy. Abonent musi mieć ukończone 21 lat, posiadać ważne prawo jazdy od co " +
          "najmniej roku i mieszkać w Niemczech. Przed zawarciem umowy sprawdzamy zdolność kredytową.</p>" +
          "<h2>Zwrot pojazdu</h2>" +
          "<p>Pojazd należy zwrócić w stanie czystym w tej lokalizacji, w której został odebrany. Zwykłe " +
          "ślady użytkowania nie stanowią problemu; dalej idące uszkodzenia rozliczamy na podstawie " +
          'protokołu zdawczo-odbiorczego. W razie pytań chętnie pomoże nasze <a href="/pl/contact">biuro ' +
          "obsługi klienta</a>.</p>",
      },
      tr: {
        title: "Araç aboneliği koşulları",
        slug: "arac-aboneligi-kosullari",
        seoDescription:
          "Autohaus Brandt araç aboneliği: her şey dahil aylık ücret, süreler, kilometre paketleri, depozito, sigorta ve fesih koşulları.",
        html:
          "<h2>Aboneliğe neler dâhil?</h2>" +
          "<p>Araç aboneliğiyle bir aracı satın almadan veya leasing yapmadan sabit bir aylık ücretle " +
          "kullanırsınız. Aylık ücrete şunlar dâhildir:</p>" +
          "<ul>" +
          "<li>araç, tescil ve motorlu taşıt vergisi</li>" +
          "<li>zorunlu mali sorumluluk sigortası ve 1.000 € muafiyetli kasko</li>" +
          "<li>bakım, aşınma kaynaklı onarımlar, yaz ve kış lastikleri ile lastik değişimi</li>" +
          "<li>Avrupa genelinde 7/24 yol yardımı</li>" +
          "</ul>" +
          "<p>Yakıt ve şarj masrafları, otoyol ücretleri, otopark ücretleri ve trafik cezaları dâhil " +
          "değildir.</p>" +
          "<h2>Süre ve fesih</h2>" +
          "<p>Asgari süre olarak üç, altı veya on iki ay seçebilirsiniz. Bu sürenin ardından abonelik " +
          "aylık olarak uzar ve bir ay önceden bildirimde bulunarak ay sonu itibarıyla metin biçiminde ya " +
          "da müşteri hesabınız üzerinden feshedilebilir.</p>" +
          "<h2>Kilometre paketleri</h2>" +
          "<p>Aylık 1.000, 1.500, 2.000 veya 3.000 kilometrelik bir paket seçer ve bunu her ay " +
          "değiştirebilirsiniz. Kullanılmayan kilometreler sonraki aylara aktarılır; ek kilometreler " +
          "sözleşme sonunda kilometre başına 0,20 € olarak faturalandırılır.</p>" +
          "<h2>Depozito ve koşullar</h2>" +
          "<p>500 € depozito alırız ve bunu aracın iadesi ile hesap kesiminin ardından 14 gün içinde geri " +
          "öderiz. En az 21 yaşında olmanız, en az bir yıldır geçerli bir sürücü belgesine sahip olmanız " +
          "ve Almanya'da ikamet etmeniz gerekir. Sözleşmeden önce bir kredi değerlendirmesi yaparız.</p>" +
          "<h2>İade</h2>" +
          "<p>Aracı temizlenmiş olarak teslim aldığınız şubeye iade edersiniz. Olağan kullanım izleri " +
          "sorun değildir; bunun ötesindeki hasarları teslim tutanağına göre faturalandırırız. Sorularınız " +
          'için <a href="/tr/contact">müşteri hizmetlerimiz</a> size memnuniyetle yardımcı olur.</p>',
      },
    },
  },
  {
    key: "financingTerms",
    text: {
      de: {
        title: "Finanzierungsbedingungen",
        slug: "finanzierungsbedingungen",
        seoDescription:
          "Fahrzeugfinanzierung bei Autohaus Brandt: Darlehensgeber, repräsentatives Beispiel, Bonitätsprüfung, Sondertilgung und Widerrufsrecht.",
        html:
          "<h2>Wir vermitteln, die Bank finanziert</h2>" +
          "<p>Autohaus Brandt vermittelt Finanzierungen als Darlehensvermittler und nicht als unabhängiger " +
          "Berater. Wir arbeiten vorrangig mit der Nordstern Autobank AG, Ballindamm 10, 20095 Hamburg, " +
          "zusammen. Darlehensgeberin ist die Bank; sie entscheidet nach einer Bonitätsprüfung, unter " +
          "anderem anhand einer SCHUFA-Auskunft, über Ihren Antrag. Für die Vermittlung erhalten wir von " +
          "der Bank eine Provision; für Sie entstehen dadurch keine zusätzlichen Kosten.</p>" +
          "<h2>Finanzierungsarten</h2>" +
          "<ul>" +
          "<li><strong>Klassische Finanzierung:</strong> gleichbleibende Monatsraten über 12 bis 84 Monate " +
          "– am Ende gehört das Auto Ihnen.</li>" +
          "<li><strong>Drei-Wege-Finanzierung:</strong> niedrige Monatsraten und eine Schlussrate. Am Ende " +
          "zahlen Sie die Schlussrate, finanzieren sie weiter oder geben das Fahrzeug zu einem vorab " +
          "vereinbarten Wert an uns zurück.</li>" +
          "</ul>" +
          "<h2>Repräsentatives Beispiel nach § 17 PAngV</h2>" +
          "<p>Fahrzeugpreis 30.000 €, Anzahlung 6.000 €, Nettodarlehensbetrag 24.000 €, Laufzeit 48 " +
          "Monate, gebundener Sollzinssatz 5,83 % p. a., effektiver Jahreszins 5,99 %, 48 Monatsraten zu " +
          "je 561,77 €, zu zahlender Gesamtbetrag 26.964,96 €. Diese Konditionen erwarten wir für " +
          "mindestens zwei Drittel der abgeschlossenen Verträge.</p>" +
          "<h2>Ihre Rechte</h2>" +
          "<p>Sie können den Darlehensvertrag innerhalb von 14 Tagen widerrufen. Weil Kauf und " +
          "Finanzierung verbundene Verträge sind, sind Sie nach einem wirksamen Widerruf auch an den " +
          "Kaufvertrag nicht mehr gebunden. Sondertilgungen und eine vorzeitige Rückzahlung sind jederzeit " +
          "möglich; die Bank kann dafür eine gesetzlich begrenzte Vorfälligkeitsentschädigung verlangen. " +
          "Als Sicherheit behält sie die Zulassungsbescheinigung Teil II bis zur vollständigen Rückzahlung " +
          "ein.</p>" +
          '<p>Gern berechnen wir Ihre persönliche Rate – <a href="/de/contact">vereinbaren Sie einen ' +
          "Beratungstermin</a>.</p>",
      },
      en: {
        title: "Financing terms",
        slug: "financing-terms",
        seoDescription:
          "Car financing with Autohaus Brandt: lender, representative example, credit check, early repayment and your right of withdrawal.",
        html:
          "<h2>We arrange, the bank finances</h2>" +
          "<p>Autohaus Brandt arranges financing as a credit intermediary, not as an independent adviser. " +
          "We work mainly with Nordstern Autobank AG, Ballindamm 10, 20095 Hamburg. The bank is the lender " +
          "and decides on your application after a credit check, which includes a SCHUFA credit report. " +
          "The bank pays us a commission for arranging the loan; this does not result in any additional " +
          "costs for you.</p>" +
          "<h2>Types of financing</h2>" +
          "<ul>" +
          "<li><strong>Classic financing:</strong> fixed monthly instalments over 12 to 84 months – at the " +
          "end, the car is yours.</li>" +
          "<li><strong>Balloon financing:</strong> low monthly instalments and a final balloon payment. At " +
          "the end you pay the balloon, refinance it or return the car to us at a value agreed in " +
          "advance.</li>" +
          "</ul>" +
          "<h2>Representative example under Section 17 PAngV</h2>" +
          "<p>Vehicle price €30,000, down payment €6,000, net loan amount €24,000, term 48 months, fixed " +
          "borrowing rate 5.83% p.a., annual percentage rate of charge 5.99%, 48 monthly instalments of " +
          "€561.77 each, total amount payable €26,964.96. We expect at least two thirds of all contracts " +
          "concluded to be on these terms.</p>" +
          "<h2>Your rights</h2>" +
          "<p>You can withdraw from the loan agreement within 14 days. As the purchase and the loan are " +
          "linked contracts, an effective withdrawal also releases you from the purchase contract. Special " +
          "repayments and early repayment in full are possible at any time; the bank may charge early " +
          "repayment compensation within the statutory limits. As security, the bank keeps the " +
          "registration certificate part II until the loan has been repaid in full.</p>" +
          '<p>We will be happy to calculate your personal instalment – <a href="/en/contact">book an ' +
          "advice appointment</a>.</p>",
      },
      pl: {
        title: "Warunki finansowania",
        slug: "warunki-finansowania",
        seoDescription:
          "Finansowanie samochodu w Autohaus Brandt: kredytodawca, reprezentatywny przykład, ocena zdolności kredytowej, wcześniejsza spłata i odstąpienie.",
        html:
          "<h2>My pośredniczymy, bank finansuje</h2>" +
          "<p>Autohaus Brandt pośredniczy w finansowaniu jako pośrednik kredytowy, a nie niezależny " +
          "doradca. Współpracujemy przede wszystkim z Nordstern Autobank AG, Ballindamm 10, 20095 Hamburg. " +
          "Kredytodawcą jest bank, który po ocenie zdolności kredytowej, m.in. na podstawie informacji z " +
          "SCHUFA, podejmuje decyzję w sprawie wniosku. Za pośrednictwo otrzymujemy od banku prowizję; nie " +
          "powoduje to dla Państwa żadnych dodatkowych kosztów.</p>" +
          "<h2>Rodzaje finansowania</h2>" +
          "<ul>" +
          "<li><strong>Klasyczny kredyt:</strong> stałe raty miesięczne przez 12 do 84 miesięcy – po " +
          "spłacie samochód należy do Państwa.</li>" +
          "<li><strong>Kredyt balonowy:</strong> niskie raty miesięczne i wyższa rata końcowa. Na koniec " +
          "spłacają ją Państwo, refinansują albo zwracają nam samochód po wartości uzgodnionej z góry.</li>" +
          "</ul>" +
          "<h2>Przykład reprezentatywny zgodnie z § 17 PAngV</h2>" +
          "<p>Cena pojazdu 30 000 €, wpłata własna 6000 €, całkowita kwota kredytu 24 000 €, okres " +
          "kredytowania 48 miesięcy, stała stopa oprocentowania 5,83% w skali roku, rzeczywista roczna " +
          "stopa oprocentowania (RRSO) 5,99%, 48 rat miesięcznych po 561,77 €, całkowita kwota do zapłaty " +
          "26 964,96 €. Spodziewamy się, że co najmniej dwie trzecie zawieranych umów będzie miało takie " +
          "warunki.</p>" +
          "<h2>Państwa prawa</h2>" +
          "<p>Od umowy kredytu mogą Państwo odstąpić w ciągu 14 dni. Ponieważ zakup i kredyt są umowami " +
          "powiązanymi, skuteczne odstąpienie zwalnia Państwa także z umowy sprzedaży. Nadpłaty i " +
          "wcześniejsza spłata całego kredytu są możliwe w każdej chwili; bank może pobrać za to " +
          "rekompensatę w granicach ustawowych. Jako zabezpieczenie bank zatrzymuje część II dowodu " +
          "rejestracyjnego do czasu pełnej spłaty.</p>" +
          '<p>Chętnie obliczymy Państwa indywidualną ratę – <a href="/pl/contact">zapraszamy na ' +
          "konsultację</a>.</p>",
      },
      tr: {
        title: "Finansman koşulları",
        slug: "finansman-kosullari",
        seoDescription:
          "Autohaus Brandt ile araç finansmanı: kredi veren banka, temsili örnek, kredi değerlendirmesi, erken ödeme ve cayma hakkı.",
        html:
          "<h2>Biz aracılık ederiz, banka finanse eder</h2>" +
          "<p>Autohaus Brandt, bağımsız bir danışman olarak değil, kredi aracısı olarak finansmana " +
          "aracılık eder. Öncelikle Nordstern Autobank AG, Ballindamm 10, 20095 Hamburg ile çalışıyoruz. " +
          "Krediyi veren bankadır; banka, başvurunuz hakkında SCHUFA raporu da dâhil olmak üzere bir kredi " +
          "değerlendirmesinin ardından karar verir. Aracılık için bankadan komisyon alırız; bu durum sizin " +
          "için ek bir maliyet doğurmaz.</p>" +
          "<h2>Finansman türleri</h2>" +
          "<ul>" +
          "<li><strong>Klasik finansman:</strong> 12 ila 84 ay boyunca sabit aylık taksitler; sürenin " +
          "sonunda araç sizindir.</li>" +
          "<li><strong>Balon ödemeli finansman:</strong> düşük aylık taksitler ve bir son taksit. Sürenin " +
          "sonunda son taksidi öder, yeniden finanse eder veya aracı önceden kararlaştırılan bir değerle " +
          "bize iade edersiniz.</li>" +
          "</ul>" +
          "<h2>PAngV § 17 uyarınca temsili örnek</h2>" +
          "<p>Araç fiyatı 30.000 €, peşinat 6.000 €, net kredi tutarı 24.000 €, vade 48 ay, sabit borç " +
          "faizi yıllık %5,83, yıllık efektif faiz oranı %5,99, her biri 561,77 € olan 48 aylık taksit, " +
          "ödenecek toplam tutar 26.964,96 €. Yapılan sözleşmelerin en az üçte ikisinin bu koşullarla " +
          "kurulmasını bekliyoruz.</p>" +
          "<h2>Haklarınız</h2>" +
          "<p>Kredi sözleşmesinden 14 gün içinde cayabilirsiniz. Satın alma ve kredi bağlantılı " +
          "sözleşmeler olduğundan, geçerli bir cayma beyanından sonra satış sözleşmesiyle de bağlı " +
          "kalmazsınız. Ara ödemeler ve kredinin tamamının erken ödenmesi her zaman mümkündür; banka bunun " +
          "için yasal sınırlar içinde erken ödeme tazminatı talep edebilir. Banka, teminat olarak ruhsatın " +
          "ikinci bölümünü kredi tamamen ödenene kadar elinde tutar.</p>" +
          '<p>Size özel taksidinizi memnuniyetle hesaplarız; <a href="/tr/contact">bir danışmanlık ' +
          "randevusu alın</a>.</p>",
      },
    },
  },
  {
    key: "privacy",
    text: {
      de: {
        title: "Datenschutzerklärung",
        slug: "datenschutz",
        seoDescription:
          "Wie Autohaus Brandt personenbezogene Daten nach der DSGVO verarbeitet: Zwecke, Rechtsgrundlagen, Speicherdauer und Ihre Rechte.",
        html:
          "<h2>Verantwortlicher</h2>" +
          "<p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die <strong>Brandt Mobility " +
          "Holding GmbH</strong>, Kurfürstendamm 120, 10711 Berlin, Telefon +49 30 1234560, E-Mail " +
          '<a href="mailto:info@autohaus-brandt.example">info@autohaus-brandt.example</a>. Unseren ' +
          "Datenschutzbeauftragten erreichen Sie unter " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a>.</p>' +
          "<h2>Zwecke und Rechtsgrundlagen</h2>" +
          "<ul>" +
          "<li><strong>Anfragen, Probefahrten und Reservierungen:</strong> zur Bearbeitung Ihres Anliegens " +
          "und zur Vertragsanbahnung (Art. 6 Abs. 1 lit. b DSGVO).</li>" +
          "<li><strong>Kauf, Miete, Leasing und Werkstatttermine:</strong> zur Vertragserfüllung (Art. 6 " +
          "Abs. 1 lit. b DSGVO) und zur Erfüllung gesetzlicher Pflichten, etwa aus dem Steuer- und " +
          "Handelsrecht (Art. 6 Abs. 1 lit. c DSGVO).</li>" +
          "<li><strong>Finanzierungsanfragen:</strong> Übermittlung an unsere Partnerbank, wenn Sie uns " +
          "damit beauftragen (Art. 6 Abs. 1 lit. b DSGVO).</li>" +
          "<li><strong>Newsletter und Angebote per E-Mail:</strong> nur mit Ihrer Einwilligung (Art. 6 " +
          "Abs. 1 lit. a DSGVO).</li>" +
          "<li><strong>Betrieb und Sicherheit der Website:</strong> Server-Logdateien auf Grundlage " +
          "unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO).</li>" +
          "</ul>" +
          "<h2>Empfänger</h2>" +
          "<p>Für Hosting, IT-Betrieb und E-Mail-Versand setzen wir sorgfältig ausgewählte Dienstleister " +
          "ein, die als Auftragsverarbeiter nach Art. 28 DSGVO an unsere Weisungen gebunden sind. Unsere " +
          "Server stehen in der Europäischen Union. Hersteller, Banken und Versicherungen erhalten Ihre " +
          "Daten nur, soweit dies für Ihren Auftrag erforderlich ist oder Sie eingewilligt haben.</p>" +
          "<h2>Speicherdauer</h2>" +
          "<p>Wir löschen Ihre Daten, sobald sie für den jeweiligen Zweck nicht mehr benötigt werden. " +
          "Anfragen ohne Vertragsschluss löschen wir nach spätestens zwölf Monaten, Server-Logdateien nach " +
          "14 Tagen. Vertrags- und Rechnungsunterlagen bewahren wir so lange auf, wie es die gesetzlichen " +
          "Fristen von bis zu zehn Jahren verlangen.</p>" +
          "<h2>Ihre Rechte</h2>" +
          "<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und " +
          "Datenübertragbarkeit (Art. 15 bis 20 DSGVO). Einer Verarbeitung auf Grundlage berechtigter " +
          "Interessen können Sie nach Art. 21 DSGVO widersprechen. Eine Einwilligung können Sie jederzeit " +
          "mit Wirkung für die Zukunft widerrufen.</p>" +
          "<p>Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei " +
          "der Berliner Beauftragten für Datenschutz und Informationsfreiheit.</p>" +
          "<h2>Cookies</h2>" +
          "<p>Wir verwenden ausschließlich technisch notwendige Cookies für Ihre Sitzung, Ihren Warenkorb " +
          "und geparkte Fahrzeuge ohne Anmeldung, Ihre Sprachwahl und die Einstellung für hohen Kontrast; Tracking- und Werbe-Cookies setzen wir nicht ein. " +
          'Einzelheiten finden Sie in unserer <a href="/de/cookie">Cookie-Richtlinie</a>, Informationen ' +
          "zum Datenaustausch innerhalb der Unternehmensgruppe in der " +
          '<a href="/de/holdingCompanyPrivacy">Datenschutzerklärung der Holding</a>.</p>',
      },
      en: {
        title: "Privacy policy",
        slug: "privacy-policy",
        seoDescription:
          "How Autohaus Brandt processes personal data under the GDPR: purposes, legal bases, retention periods and your rights.",
        html:
          "<h2>Controller</h2>" +
          "<p>The controller responsible for data processing on this website is <strong>Brandt Mobility " +
          "Holding GmbH</strong>, Kurfürstendamm 120, 10711 Berlin, phone +49 30 1234560, email " +
          '<a href="mailto:info@autohaus-brandt.example">info@autohaus-brandt.example</a>. You can reach ' +
          "our data protection officer at " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a>.</p>' +
          "<h2>Purposes and legal bases</h2>" +
          "<ul>" +
          "<li><strong>Enquiries, test drives and reservations:</strong> to handle your request and to " +
          "take steps prior to entering into a contract (Art. 6(1)(b) GDPR).</li>" +
          "<li><strong>Purchases, rentals, leasing and workshop appointments:</strong> to perform the " +
          "contract (Art. 6(1)(b) GDPR) and to meet legal obligations, for example under tax and " +
          "commercial law (Art. 6(1)(c) GDPR).</li>" +
          "<li><strong>Financing requests:</strong> transfer to our partner bank when you instruct us to " +
          "do so (Art. 6(1)(b) GDPR).</li>" +
          "<li><strong>Newsletters and offers by email:</strong> only with your consent (Art. 6(1)(a) " +
          "GDPR).</li>" +
          "<li><strong>Operation and security of the website:</strong> server log files based on our " +
          "legitimate interest (Art. 6(1)(f) GDPR).</li>" +
          "</ul>" +
          "<h2>Recipients</h2>" +
          "<p>For hosting, IT operations and sending emails we use carefully selected service providers " +
          "who act as processors under Art. 28 GDPR and are bound by our instructions. Our servers are " +
          "located in the European Union. Manufacturers, banks and insurers only receive your data where " +
          "this is necessary for your order or where you have given your consent.</p>" +
          "<h2>Retention</h2>" +
          "<p>We delete your data as soon as it is no longer needed for the purpose concerned. Enquiries " +
          "that do not lead to a contract are deleted after twelve months at the latest, server log files " +
          "after 14 days. We keep contract documents and invoices for as long as statutory retention " +
          "periods of up to ten years require.</p>" +
          "<h2>Your rights</h2>" +
          "<p>You have the right of access, rectification, erasure, restriction of processing and data " +
          "portability (Art. 15 to 20 GDPR). You may object to processing based on legitimate interests " +
          "under Art. 21 GDPR. You can withdraw your consent at any time with effect for the future.</p>" +
          "<p>You also have the right to lodge a complaint with a data protection supervisory authority, " +
          "for example the Berlin Commissioner for Data Protection and Freedom of Information.</p>" +
          "<h2>Cookies</h2>" +
          "<p>We only use strictly necessary cookies for your session, your cart and parked cars without " +
          "signing in, your language choice and the high-contrast setting; we do not use tracking or advertising cookies. You will find details in " +
          'our <a href="/en/cookie">cookie policy</a> and information on data sharing within our group ' +
          'of companies in the <a href="/en/holdingCompanyPrivacy">holding company privacy ' +
          "policy</a>.</p>",
      },
      pl: {
        title: "Polityka prywatności",
        slug: "polityka-prywatnosci",
        seoDescription:
          "Jak Autohaus Brandt przetwarza dane osobowe zgodnie z RODO: cele, podstawy prawne, okres przechowywania i Państwa prawa.",
        html:
          "<h2>Administrator danych</h2>" +
          "<p>Administratorem danych przetwarzanych w ramach tej strony jest <strong>Brandt Mobility " +
          "Holding GmbH</strong>, Kurfürstendamm 120, 10711 Berlin, telefon +49 30 1234560, e-mail " +
          '<a href="mailto:info@autohaus-brandt.example">info@autohaus-brandt.example</a>. Z naszym ' +
          "inspektorem ochrony danych mogą się Państwo skontaktować pod adresem " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a>.</p>' +
          "<h2>Cele i podstawy prawne przetwarzania</h2>" +
          "<ul>" +
          "<li><strong>Zapytania, jazdy próbne i rezerwacje:</strong> w celu obsługi Państwa zapytania i " +
          "podjęcia działań przed zawarciem umowy (art. 6 ust. 1 lit. b RODO).</li>" +
          "<li><strong>Zakup, wynajem, leasing i wizyty w serwisie:</strong> w celu wykonania umowy (art. " +
          "6 ust. 1 lit. b RODO) oraz wypełnienia obowiązków prawnych, np. wynikających z prawa " +
          "podatkowego i handlowego (art. 6 ust. 1 lit. c RODO).</li>" +
          "<li><strong>Wnioski o finansowanie:</strong> przekazanie danych do naszego banku partnerskiego, " +
          "jeśli nam Państwo to zlecą (art. 6 ust. 1 lit. b RODO).</li>" +
          "<li><strong>Newsletter i oferty e-mailowe:</strong> wyłącznie za Państwa zgodą (art. 6 ust. 1 " +
          "lit. a RODO).</li>" +
          "<li><strong>Działanie i bezpieczeństwo strony:</strong> pliki dziennika serwera na podstawie " +
          "naszego prawnie uzasadnionego interesu (art. 6 ust. 1 lit. f RODO).</li>" +
          "</ul>" +
          "<h2>Odbiorcy danych</h2>" +
          "<p>W zakresie hostingu, obsługi IT i wysyłki e-maili korzystamy ze starannie wybranych " +
          "usługodawców, którzy jako podmioty przetwarzające w rozumieniu art. 28 RODO działają wyłącznie " +
          "na nasze polecenie. Nasze serwery znajdują się w Unii Europejskiej. Producenci, banki i " +
          "ubezpieczyciele otrzymują Państwa dane tylko wtedy, gdy jest to niezbędne do realizacji " +
          "zlecenia lub gdy wyrazili Państwo zgodę.</p>" +
          "<h2>Okres przechowywania</h2>" +
          "<p>Usuwamy dane, gdy tylko przestają być potrzebne do danego celu. Zapytania, które nie " +
          "zakończyły się zawarciem umowy, usuwamy najpóźniej po dwunastu miesiącach, a pliki dziennika " +
          "serwera po 14 dniach. Umowy i faktury przechowujemy tak długo, jak wymagają tego ustawowe " +
          "terminy wynoszące do dziesięciu lat.</p>" +
          "<h2>Państwa prawa</h2>" +
          "<p>Przysługuje Państwu prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia " +
          "przetwarzania oraz przenoszenia (art. 15–20 RODO). Na podstawie art. 21 RODO mogą Państwo " +
          "wnieść sprzeciw wobec przetwarzania opartego na prawnie uzasadnionym interesie. Udzieloną zgodę " +
          "można w każdej chwili wycofać ze skutkiem na przyszłość.</p>" +
          "<p>Mają Państwo również prawo wnieść skargę do organu nadzorczego ds. ochrony danych, na " +
          "przykład do Berlińskiej Pełnomocniczki ds. Ochrony Danych i Wolności Informacji albo do Prezesa " +
          "UODO w Polsce.</p>" +
          "<h2>Pliki cookies</h2>" +
          "<p>Używamy wyłącznie niezbędnych plików cookies do obsługi sesji, koszyka i zaparkowanych " +
          "samochodów bez logowania, zapamiętania wybranego języka i ustawienia wysokiego kontrastu; nie stosujemy cookies śledzących ani reklamowych. Szczegóły " +
          'znajdą Państwo w naszej <a href="/pl/cookie">polityce cookies</a>, a informacje o wymianie ' +
          'danych w ramach grupy – w <a href="/pl/holdingCompanyPrivacy">polityce prywatności ' +
          "holdingu</a>.</p>",
      },
      tr: {
        title: "Gizlilik politikası",
        slug: "gizlilik-politikasi",
        seoDescription:
          "Autohaus Brandt'ın kişisel verileri GDPR kapsamında nasıl işlediği: amaçlar, hukuki dayanaklar, saklama süreleri ve haklarınız.",
        html:
          "<h2>Veri sorumlusu</h2>" +
          "<p>Bu web sitesindeki veri işlemeden sorumlu olan şirket <strong>Brandt Mobility Holding " +
          "GmbH</strong>, Kurfürstendamm 120, 10711 Berlin'dir; telefon +49 30 1234560, e-posta " +
          '<a href="mailto:info@autohaus-brandt.example">info@autohaus-brandt.example</a>. Veri koruma ' +
          "görevlimize " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a> ' +
          "adresinden ulaşabilirsiniz.</p>" +
          "<h2>Amaçlar ve hukuki dayanaklar</h2>" +
          "<ul>" +
          "<li><strong>Talepler, test sürüşleri ve rezervasyonlar:</strong> talebinizi işleme almak ve " +
          "sözleşme öncesi adımları atmak için (GDPR md. 6/1-b).</li>" +
          "<li><strong>Satın alma, kiralama, leasing ve servis randevuları:</strong> sözleşmeyi ifa etmek " +
          "(GDPR md. 6/1-b) ve örneğin vergi ve ticaret hukukundan doğan yasal yükümlülükleri yerine " +
          "getirmek için (GDPR md. 6/1-c).</li>" +
          "<li><strong>Finansman başvuruları:</strong> bizi bununla görevlendirmeniz hâlinde verilerin iş " +
          "ortağımız olan bankaya iletilmesi (GDPR md. 6/1-b).</li>" +
          "<li><strong>Bülten ve e-posta ile teklifler:</strong> yalnızca açık rızanızla (GDPR md. " +
          "6/1-a).</li>" +
          "<li><strong>Web sitesinin işletimi ve güvenliği:</strong> meşru menfaatimize dayanan sunucu " +
          "kayıt dosyaları (GDPR md. 6/1-f).</li>" +
          "</ul>" +
          "<h2>Alıcılar</h2>" +
          "<p>Barındırma, BT işletimi ve e-posta gönderimi için özenle seçtiğimiz hizmet sağlayıcılarla " +
          "çalışıyoruz. Bu sağlayıcılar GDPR md. 28 uyarınca veri işleyen olarak talimatlarımıza bağlıdır. " +
          "Sunucularımız Avrupa Birliği'nde bulunmaktadır. Üreticiler, bankalar ve sigorta şirketleri " +
          "verilerinizi yalnızca siparişiniz için gerekli olduğunda veya rıza verdiğinizde alır.</p>" +
          "<h2>Saklama süresi</h2>" +
          "<p>Verilerinizi ilgili amaç için artık gerekli olmadığı anda sileriz. Sözleşmeyle sonuçlanmayan " +
          "talepleri en geç on iki ay sonra, sunucu kayıt dosyalarını ise 14 gün sonra sileriz. Sözleşme " +
          "ve fatura belgelerini, on yıla kadar varan yasal saklama süreleri boyunca muhafaza ederiz.</p>" +
          "<h2>Haklarınız</h2>" +
          "<p>Verilerinize erişme, bunların düzeltilmesini, silinmesini ve işlenmesinin kısıtlanmasını " +
          "talep etme ile veri taşınabilirliği haklarına sahipsiniz (GDPR md. 15–20). Meşru menfaate " +
          "dayanan işlemeye GDPR md. 21 uyarınca itiraz edebilirsiniz. Verdiğiniz rızayı gelecekte geçerli " +
          "olmak üzere her zaman geri alabilirsiniz.</p>" +
          "<p>Ayrıca bir veri koruma denetim makamına, örneğin Berlin Veri Koruma ve Bilgi Edinme " +
          "Özgürlüğü Görevlisine şikâyette bulunma hakkına sahipsiniz.</p>" +
          "<h2>Çerezler</h2>" +
          "<p>Yalnızca oturumunuz, giriş yapmadan kullandığınız sepet ve park ettiğiniz araçlar, dil " +
          "seçiminiz ve yüksek kontrast ayarınız için teknik olarak zorunlu " +
          "çerezler kullanıyoruz; takip veya reklam çerezleri kullanmıyoruz. Ayrıntıları " +
          '<a href="/tr/cookie">çerez politikamızda</a>, şirketler grubu içindeki veri paylaşımına ' +
          'ilişkin bilgileri ise <a href="/tr/holdingCompanyPrivacy">holding gizlilik politikasında</a> ' +
          "bulabilirsiniz.</p>",
      },
    },
  },
  {
    key: "contractInfo",
    text: {
      de: {
        title: "Vertragsinformationen",
        slug: "vertragsinformationen",
        seoDescription:
          "Vorvertragliche Informationen für Fernabsatzverträge mit Autohaus Brandt: Anbieter, Vertragsschluss, Preise, Lieferung und Widerruf.",
        html:
          "<h2>Vorvertragliche Informationen für Fernabsatzverträge</h2>" +
          "<p>Wenn Sie ein Fahrzeug, Zubehör oder eine Dienstleistung über unsere Website, per E-Mail oder " +
          "telefonisch bestellen, schließen Sie einen Fernabsatzvertrag. Nach Art. 246a EGBGB informieren " +
          "wir Sie vorab über die folgenden Punkte.</p>" +
          "<h3>Ihr Vertragspartner</h3>" +
          "<p>Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin, Telefon +49 30 1234560, " +
          "E-Mail info@autohaus-brandt.example. Alle weiteren Angaben finden Sie im " +
          '<a href="/de/imprint">Impressum</a>.</p>' +
          "<h3>Wesentliche Merkmale und Preis</h3>" +
          "<p>Die wesentlichen Merkmale eines Fahrzeugs – Ausstattung, Kilometerstand, Erstzulassung, " +
          "Energieverbrauch und bekannte Schäden – nennen wir in der Fahrzeugbeschreibung und in der " +
          "verbindlichen Bestellung. Der Gesamtpreis ist ein Endpreis einschließlich Umsatzsteuer; Liefer- " +
          "und Zulassungskosten weisen wir vor der Bestellung gesondert aus.</p>" +
          "<h3>So kommt der Vertrag zustande</h3>" +
          "<ul>" +
          "<li>Sie legen ein Fahrzeug oder Zubehör in den Warenkorb und gehen zur Kasse.</li>" +
          "<li>Vor dem Absenden sehen Sie alle Angaben und Preise und können Eingabefehler korrigieren.</li>" +
          "<li>Mit „Zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab; wir bestätigen ihren Eingang sofort per E-Mail und reservieren einen Gebrauchtwagen 48 Stunden für Sie.</li>" +
          "<li>Der Vertrag kommt zustande, wenn ein Verkaufsberater Ihre Bestellung in Textform bestätigt.</li>" +
          "</ul>" +
          "<h3>Zahlung, Lieferung und Vertragstext</h3>" +
          "<p>Sie zahlen per Überweisung auf Rechnung, bei der Abholung oder über eine Finanzierung. " +
          "Gebrauchtwagen übergeben wir an ihrem Standort; Neuwagen und Zubehör holen Sie ab, oder wir liefern. " +
          "Vertragssprache ist Deutsch; auf Wunsch erhalten Sie eine Übersetzung. Wir speichern den " +
          "Vertragstext und senden ihn Ihnen zusammen mit unseren " +
          '<a href="/de/terms">Verkaufsbedingungen</a> per E-Mail zu.</p>' +
          "<h3>Widerrufsrecht, Gewährleistung und Kundenservice</h3>" +
          "<p>Als Verbraucher haben Sie ein Widerrufsrecht von 14 Tagen; Einzelheiten enthält unsere " +
          '<a href="/de/cancellationPolicy">Widerrufsbelehrung</a>. Es gilt die gesetzliche ' +
          "Mängelhaftung. Unser Kundenservice ist montags bis freitags von 8 bis 18 Uhr und samstags von 9 " +
          "bis 14 Uhr für Sie da.</p>",
      },
      en: {
        title: "Contract information",
        slug: "contract-information",
        seoDescription:
          "Pre-contractual information for distance contracts with Autohaus Brandt: provider, conclusion of contract, prices, delivery and withdrawal.",
        html:
          "<h2>Pre-contractual information for distance contracts</h2>" +
          "<p>When you order a vehicle, accessories or a service via our website, by email or by phone, " +
          "you enter into a distance contract. In accordance with Article 246a of the Introductory Act to " +
          "the German Civil Code (EGBGB), we inform you in advance about the following points.</p>" +
          "<h3>Your contractual partner</h3>" +
          "<p>Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin, phone +49 30 1234560, email " +
          "info@autohaus-brandt.example. All further details can be found in our " +
          '<a href="/en/imprint">legal notice</a>.</p>' +
          "<h3>Main characteristics and price</h3>" +
          "<p>We state the main characteristics of a vehicle – equipment, mileage, date of first " +
          "registration, energy consumption and known damage – in the vehicle description and in the " +
          "binding order. The total price is a final price including VAT; delivery and registration costs " +
          "are shown separately before you order.</p>" +
          "<h3>How the contract is concluded</h3>" +
          "<ul>" +
          "<li>You put a vehicle or accessories in the cart and go to the checkout.</li>" +
          "<li>Before submitting, you see all details and prices and can correct any input errors.</li>" +
          "<li>With “Place binding order” you make a binding order; we confirm its receipt by email straight away and reserve a used car for you for 48 hours.</li>" +
          "<li>The contract is concluded when a sales advisor confirms your order in text form.</li>" +
          "</ul>" +
          "<h3>Payment, delivery and contract text</h3>" +
          "<p>You pay by bank transfer against an invoice, at pickup or through financing. Used cars are " +
          "handed over at their location; new cars and accessories you collect, or we deliver them. The contract language is " +
          "German; a translation is available on request. We store the contract text and email it to you " +
          'together with our <a href="/en/terms">terms of sale</a>.</p>' +
          "<h3>Right of withdrawal, warranty and customer service</h3>" +
          "<p>As a consumer, you have a 14-day right of withdrawal; details are set out in our " +
          '<a href="/en/cancellationPolicy">cancellation policy</a>. The statutory liability for defects ' +
          "applies. Our customer service team is available Monday to Friday from 8 a.m. to 6 p.m. and on " +
          "Saturdays from 9 a.m. to 2 p.m.</p>",
      },
      pl: {
        title: "Informacje o umowie",
        slug: "informacje-o-umowie",
        seoDescription:
          "Informacje przedumowne dla umów zawieranych na odległość z Autohaus Brandt: sprzedawca, zawarcie umowy, ceny, dostawa i odstąpienie.",
        html:
          "<h2>Informacje przedumowne dla umów zawieranych na odległość</h2>" +
          "<p>Zamawiając pojazd, akcesoria lub usługę przez naszą stronę internetową, e-mailem lub " +
          "telefonicznie, zawierają Państwo umowę na odległość. Zgodnie z art. 246a niemieckiej ustawy " +
          "wprowadzającej do kodeksu cywilnego (EGBGB) przed zawarciem umowy informujemy o poniższych " +
          "kwestiach.</p>" +
          "<h3>Strona umowy</h3>" +
          "<p>Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin, telefon +49 30 1234560, " +
          "e-mail info@autohaus-brandt.example. Pozostałe dane znajdą Państwo w " +
          '<a href="/pl/imprint">nocie prawnej</a>.</p>' +
          "<h3>Główne cechy i cena</h3>" +
          "<p>Główne cechy pojazdu – wyposażenie, przebieg, datę pierwszej rejestracji, zużycie energii i " +
          "znane uszkodzenia – podajemy w opisie pojazdu oraz w wiążącym zamówieniu. Cena całkowita jest " +
          "ceną końcową z podatkiem VAT; koszty dostawy i rejestracji wskazujemy osobno przed złożeniem " +
          "zamówienia.</p>" +
          "<h3>Jak zawierana jest umowa</h3>" +
          "<ul>" +
          "<li>Dodają Państwo pojazd lub akcesoria do koszyka i przechodzą do kasy.</li>" +
          "<li>Przed wysłaniem widzą Państwo wszystkie dane i ceny i mogą poprawić ewentualne błędy.</li>" +
          "<li>Przyciskiem „Zamawiam z obowiązkiem zapłaty” składają Państwo wiążące zamówienie; jego otrzymanie od razu potwierdzamy e-mailem, a samochód używany rezerwujemy na 48 godzin.</li>" +
          "<li>Umowa zostaje zawarta, gdy doradca potwierdzi zamówienie w formie tekstowej.</li>" +
          "</ul>" +
          "<h3>Płatność, dostawa i treść umowy</h3>" +
          "<p>Płatności dokonują Państwo przelewem na podstawie faktury, przy odbiorze albo w ramach " +
          "finansowania. Samochody używane wydajemy w ich lokalizacji; nowe samochody i akcesoria można odebrać lub zamówić z dostawą. " +
          "Językiem umowy jest niemiecki; na życzenie udostępniamy tłumaczenie. Treść umowy przechowujemy " +
          'i przesyłamy ją e-mailem wraz z naszymi <a href="/pl/terms">warunkami sprzedaży</a>.</p>' +
          "<h3>Prawo odstąpienia, rękojmia i obsługa klienta</h3>" +
          "<p>Konsumentom przysługuje 14-dniowe prawo odstąpienia od umowy; szczegóły zawiera nasze " +
          '<a href="/pl/cancellationPolicy">pouczenie o odstąpieniu od umowy</a>. Obowiązuje ustawowa ' +
          "odpowiedzialność za wady. Nasze biuro obsługi klienta jest do Państwa dyspozycji od " +
          "poniedziałku do piątku w godzinach 8–18 oraz w soboty w godzinach 9–14.</p>",
      },
      tr: {
        title: "Sözleşme bilgileri",
        slug: "sozlesme-bilgileri",
        seoDescription:
          "Autohaus Brandt ile yapılan mesafeli sözleşmeler için ön bilgilendirme: satıcı, sözleşmenin kurulması, fiyatlar, teslimat ve cayma.",
        html:
          "<h2>Mesafeli sözleşmeler için ön bilgilendirme</h2>" +
          "<p>Bir aracı, aksesuarı veya hizmeti web sitemiz üzerinden, e-postayla ya da telefonla sipariş " +
          "ettiğinizde mesafeli bir sözleşme yapmış olursunuz. Alman Medeni Kanunu'nun Yürürlük Kanunu'nun " +
          "(EGBGB) 246a maddesi uyarınca sizi aşağıdaki konularda önceden bilgilendiriyoruz.</p>" +
          "<h3>Sözleşme tarafınız</h3>" +
          "<p>Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin, telefon +49 30 1234560, " +
          'e-posta info@autohaus-brandt.example. Diğer tüm bilgileri <a href="/tr/imprint">künye</a> ' +
          "sayfamızda bulabilirsiniz.</p>" +
          "<h3>Temel özellikler ve fiyat</h3>" +
          "<p>Bir aracın temel özelliklerini – donanım, kilometre, ilk tescil tarihi, enerji tüketimi ve " +
          "bilinen hasarlar – araç açıklamasında ve bağlayıcı siparişte belirtiriz. Toplam fiyat KDV dâhil " +
          "nihai fiyattır; teslimat ve tescil masraflarını siparişten önce ayrıca gösteririz.</p>" +
          "<h3>Sözleşme nasıl kurulur?</h3>" +
          "<ul>" +
          "<li>Bir aracı veya aksesuarı sepete ekler ve ödeme sayfasına geçersiniz.</li>" +
          "<li>Göndermeden önce tüm bilgileri ve fiyatları görür, giriş hatalarını düzeltebilirsiniz.</li>" +
          "<li>“Ödeme yükümlülüğüyle sipariş ver” ile bağlayıcı bir sipariş verirsiniz; siparişin alındığını hemen e-postayla onaylar ve ikinci el aracı 48 saat sizin için rezerve ederiz.</li>" +
          "<li>Sözleşme, bir satış danışmanı siparişinizi metin biçiminde onayladığında kurulur.</li>" +
          "</ul>" +
          "<h3>Ödeme, teslimat ve sözleşme metni</h3>" +
          "<p>Ödemeyi faturayla havale, teslim alırken ya da finansman yoluyla yaparsınız. İkinci el " +
          "araçları bulundukları şubede teslim ederiz; sıfır araçları ve aksesuarları teslim alabilir veya teslimat isteyebilirsiniz. " +
          "Sözleşme dili Almancadır; talep etmeniz hâlinde bir çeviri sunarız. Sözleşme metnini saklar ve " +
          '<a href="/tr/terms">satış koşullarımızla</a> birlikte size e-postayla göndeririz.</p>' +
          "<h3>Cayma hakkı, ayıp sorumluluğu ve müşteri hizmetleri</h3>" +
          "<p>Tüketici olarak 14 günlük cayma hakkına sahipsiniz; ayrıntıları " +
          '<a href="/tr/cancellationPolicy">cayma hakkı bilgilendirmemizde</a> bulabilirsiniz. Yasal ' +
          "ayıp sorumluluğu hükümleri geçerlidir. Müşteri hizmetlerimize pazartesiden cumaya 08.00–18.00, " +
          "cumartesi günleri 09.00–14.00 saatleri arasında ulaşabilirsiniz.</p>",
      },
    },
  },
  {
    key: "cookie",
    text: {
      de: {
        title: "Cookie-Richtlinie",
        slug: "cookie-richtlinie",
        seoDescription:
          "Autohaus Brandt verwendet nur technisch notwendige Cookies für Sitzung, Warenkorb, Sprache und Kontrast – ohne Tracking und ohne Werbung.",
        html:
          "<h2>Unser Grundsatz: nur notwendige Cookies</h2>" +
          "<p>Cookies sind kleine Textdateien, die Ihr Browser beim Besuch einer Website speichert. Wir " +
          "setzen ausschließlich Cookies ein, die für den Betrieb unserer Website technisch erforderlich " +
          "sind. Analyse-, Tracking- oder Werbe-Cookies verwenden wir nicht, und wir geben keine " +
          "Cookie-Daten an Dritte weiter. Deshalb sehen Sie bei uns auch kein Einwilligungsbanner.</p>" +
          "<h2>Welche Cookies wir verwenden</h2>" +
          "<ul>" +
          "<li><strong>Sitzungs-Cookie:</strong> hält Sie nach der Anmeldung eingeloggt. Er wird beim " +
          "Abmelden gelöscht, spätestens aber nach 30 Tagen.</li>" +
          "<li><strong>Besucher-Cookie:</strong> wird erst gesetzt, wenn Sie ohne Anmeldung ein Fahrzeug " +
          "parken oder etwas in den Warenkorb legen. Er enthält nur eine zufällige Kennung, unter der wir " +
          "Ihre geparkten Fahrzeuge, Ihren Warenkorb und Ihre Bestellungen speichern. Melden Sie sich an, " +
          "wandern diese in Ihr Kundenkonto und der Cookie wird gelöscht. Speicherdauer: höchstens 400 " +
          "Tage.</li>" +
          "<li><strong>Sprach-Cookie:</strong> speichert, ob Sie unsere Seiten auf Deutsch, Englisch, " +
          "Polnisch oder Türkisch lesen möchten. Speicherdauer: zwölf Monate.</li>" +
          "<li><strong>Kontrast-Cookie:</strong> merkt sich, ob Sie die Darstellung mit hohem Kontrast " +
          "eingeschaltet haben, damit die Website auch bei Ihrem nächsten Besuch gut lesbar ist. " +
          "Speicherdauer: zwölf Monate.</li>" +
          "</ul>" +
          "<h2>Rechtsgrundlage</h2>" +
          "<p>Das Speichern dieser Cookies ist nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung zulässig, " +
          "weil es unbedingt erforderlich ist, um den von Ihnen gewünschten Dienst bereitzustellen. Die " +
          "damit verbundene Datenverarbeitung stützen wir auf Art. 6 Abs. 1 lit. b und f DSGVO.</p>" +
          "<h2>Cookies verwalten</h2>" +
          "<p>Sie können Cookies jederzeit in den Einstellungen Ihres Browsers einsehen und löschen. Wenn " +
          "Sie notwendige Cookies blockieren, funktionieren Anmeldung, Warenkorb und gespeicherte " +
          "Einstellungen möglicherweise nicht mehr. Weitere Informationen finden Sie in unserer " +
          '<a href="/de/privacy">Datenschutzerklärung</a>.</p>',
      },
      en: {
        title: "Cookie policy",
        slug: "cookie-policy",
        seoDescription:
          "Autohaus Brandt only uses strictly necessary cookies for your session, cart, language and contrast setting – no tracking and no advertising.",
        html:
          "<h2>Our principle: necessary cookies only</h2>" +
          "<p>Cookies are small text files that your browser stores when you visit a website. We only use " +
          "cookies that are technically required to run our website. We do not use analytics, tracking or " +
          "advertising cookies, and we do not share cookie data with third parties. That is also why you " +
          "will not see a consent banner on our site.</p>" +
          "<h2>Which cookies we use</h2>" +
          "<ul>" +
          "<li><strong>Session cookie:</strong> keeps you signed in after you log in. It is deleted when " +
          "you log out, or after 30 days at the latest.</li>" +
          "<li><strong>Visitor cookie:</strong> is only set when you park a car or put something in the " +
          "cart without signing in. It holds nothing but a random identifier under which we keep your " +
          "parked cars, your cart and your orders. When you sign in, these move into your account and the " +
          "cookie is deleted. Storage period: at most 400 days.</li>" +
          "<li><strong>Language cookie:</strong> stores whether you want to read our pages in German, " +
          "English, Polish or Turkish. Storage period: twelve months.</li>" +
          "<li><strong>Contrast cookie:</strong> remembers whether you have switched on the high-contrast " +
          "display, so that the website stays easy to read on your next visit. Storage period: twelve " +
          "months.</li>" +
          "</ul>" +
          "<h2>Legal basis</h2>" +
          "<p>Under Section 25(2) no. 2 of the German Telecommunications Digital Services Data Protection " +
          "Act (TDDDG), these cookies may be stored without consent because they are strictly necessary to " +
          "provide the service you have requested. We base the related data processing on Art. 6(1)(b) and " +
          "(f) GDPR.</p>" +
          "<h2>Managing cookies</h2>" +
          "<p>You can view and delete cookies at any time in your browser settings. If you block necessary " +
          "cookies, signing in, the cart and saved preferences may no longer work. You will find more " +
          'information in our <a href="/en/privacy">privacy policy</a>.</p>',
      },
      pl: {
        title: "Polityka cookies",
        slug: "polityka-cookies",
        seoDescription:
          "Autohaus Brandt używa wyłącznie niezbędnych plików cookies do obsługi sesji, koszyka, języka i kontrastu – bez śledzenia i bez reklam.",
        html:
          "<h2>Nasza zasada: tylko niezbędne cookies</h2>" +
          "<p>Pliki cookies to niewielkie pliki tekstowe, które przeglądarka zapisuje podczas odwiedzania " +
          "strony internetowej. Stosujemy wyłącznie cookies technicznie niezbędne do działania naszej " +
          "strony. Nie używamy cookies analitycznych, śledzących ani reklamowych i nie przekazujemy danych " +
          "z cookies podmiotom trzecim. Dlatego nie wyświetlamy też banera z prośbą o zgodę.</p>" +
          "<h2>Jakich cookies używamy</h2>" +
          "<ul>" +
          "<li><strong>Cookie sesyjne:</strong> pozwala pozostać zalogowanym. Jest usuwane po " +
          "wylogowaniu, najpóźniej jednak po 30 dniach.</li>" +
          "<li><strong>Cookie odwiedzającego:</strong> jest ustawiane dopiero wtedy, gdy bez logowania " +
          "zaparkują Państwo samochód lub dodadzą coś do koszyka. Zawiera wyłącznie losowy identyfikator, " +
          "pod którym przechowujemy zaparkowane samochody, koszyk i zamówienia. Po zalogowaniu trafiają " +
          "one na konto klienta, a cookie jest usuwane. Okres przechowywania: najwyżej 400 dni.</li>" +
          "<li><strong>Cookie językowe:</strong> zapamiętuje, czy chcą Państwo czytać nasze strony po " +
          "niemiecku, angielsku, polsku czy turecku. Okres przechowywania: dwanaście miesięcy.</li>" +
          "<li><strong>Cookie kontrastu:</strong> zapamiętuje, czy włączyli Państwo tryb wysokiego " +
          "kontrastu, aby strona była czytelna również podczas kolejnej wizyty. Okres przechowywania: " +
          "dwanaście miesięcy.</li>" +
          "</ul>" +
          "<h2>Podstawa prawna</h2>" +
          "<p>Zgodnie z § 25 ust. 2 pkt 2 niemieckiej ustawy TDDDG zapisywanie tych plików nie wymaga " +
          "zgody, ponieważ jest bezwzględnie konieczne do świadczenia usługi, z której chcą Państwo " +
          "skorzystać. Związane z tym przetwarzanie danych opieramy na art. 6 ust. 1 lit. b i f RODO.</p>" +
          "<h2>Zarządzanie cookies</h2>" +
          "<p>Pliki cookies można w każdej chwili przejrzeć i usunąć w ustawieniach przeglądarki. Jeśli " +
          "zablokują Państwo niezbędne cookies, logowanie, koszyk i zapisane ustawienia mogą przestać " +
          'działać. Więcej informacji znajdą Państwo w naszej <a href="/pl/privacy">polityce ' +
          "prywatności</a>.</p>",
      },
      tr: {
        title: "Çerez politikası",
        slug: "cerez-politikasi",
        seoDescription:
          "Autohaus Brandt yalnızca oturum, sepet, dil ve kontrast ayarı için zorunlu çerezler kullanır; takip ve reklam çerezi kullanılmaz.",
        html:
          "<h2>İlkemiz: yalnızca zorunlu çerezler</h2>" +
          "<p>Çerezler, bir web sitesini ziyaret ettiğinizde tarayıcınızın kaydettiği küçük metin " +
          "dosyalarıdır. Yalnızca web sitemizin çalışması için teknik olarak gerekli olan çerezleri " +
          "kullanıyoruz. Analiz, takip veya reklam çerezleri kullanmıyor ve çerez verilerini üçüncü " +
          "kişilerle paylaşmıyoruz. Bu nedenle sitemizde bir çerez onay penceresi de görmezsiniz.</p>" +
          "<h2>Kullandığımız çerezler</h2>" +
          "<ul>" +
          "<li><strong>Oturum çerezi:</strong> giriş yaptıktan sonra oturumunuzun açık kalmasını sağlar. " +
          "Çıkış yaptığınızda ya da en geç 30 gün sonra silinir.</li>" +
          "<li><strong>Ziyaretçi çerezi:</strong> yalnızca giriş yapmadan bir aracı park ettiğinizde veya " +
          "sepete bir şey eklediğinizde oluşturulur. Park ettiğiniz araçları, sepetinizi ve siparişlerinizi " +
          "altında sakladığımız rastgele bir kimlikten başka bir şey içermez. Giriş yaptığınızda bunlar " +
          "hesabınıza taşınır ve çerez silinir. Saklama süresi: en fazla 400 gün.</li>" +
          "<li><strong>Dil çerezi:</strong> sayfalarımızı Almanca, İngilizce, Lehçe veya Türkçe okumak " +
          "isteyip istemediğinizi kaydeder. Saklama süresi: on iki ay.</li>" +
          "<li><strong>Kontrast çerezi:</strong> yüksek kontrastlı görünümü açıp açmadığınızı hatırlar; " +
          "böylece web sitesi bir sonraki ziyaretinizde de kolayca okunur. Saklama süresi: on iki ay.</li>" +
          "</ul>" +
          "<h2>Hukuki dayanak</h2>" +
          "<p>Bu çerezlerin kaydedilmesi, talep ettiğiniz hizmeti sunmak için kesinlikle gerekli " +
          "olduğundan, Alman TDDDG Kanunu'nun 25. maddesinin 2. fıkrasının 2. bendi uyarınca rıza " +
          "gerektirmez. Bununla bağlantılı veri işlemeyi GDPR md. 6/1-b ve f'ye dayandırıyoruz.</p>" +
          "<h2>Çerezlerin yönetimi</h2>" +
          "<p>Çerezleri tarayıcınızın ayarlarından istediğiniz zaman görüntüleyebilir ve silebilirsiniz. " +
          "Zorunlu çerezleri engellerseniz giriş, sepet ve kayıtlı ayarlar artık çalışmayabilir. Daha " +
          'fazla bilgiyi <a href="/tr/privacy">gizlilik politikamızda</a> bulabilirsiniz.</p>',
      },
    },
  },
  {
    key: "cancellationPolicy",
    text: {
      de: {
        title: "Widerrufsbelehrung",
        slug: "widerrufsbelehrung",
        seoDescription:
          "Widerrufsbelehrung von Autohaus Brandt: Ihr 14-tägiges Widerrufsrecht bei Fernabsatzverträgen mit Muster-Widerrufsformular.",
        html:
          "<h2>Widerrufsrecht</h2>" +
          "<p>Wenn Sie als Verbraucher einen Vertrag ausschließlich über Fernkommunikationsmittel mit uns " +
          "schließen, haben Sie das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu " +
          "widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen " +
          "benannter Dritter, der nicht der Beförderer ist, das Fahrzeug in Besitz genommen haben. Bei " +
          "Dienstleistungen beginnt sie mit dem Vertragsschluss.</p>" +
          "<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Brandt Mobility Holding GmbH, " +
          "Kurfürstendamm 120, 10711 Berlin, Telefon +49 30 1234560, E-Mail " +
          '<a href="mailto:widerruf@autohaus-brandt.example">widerruf@autohaus-brandt.example</a>) ' +
          "mittels einer eindeutigen Erklärung, etwa per Brief oder E-Mail, über Ihren Entschluss " +
          "informieren, diesen Vertrag zu widerrufen. Sie können dafür das unten stehende " +
          "Muster-Widerrufsformular oder die Widerrufsfunktion in Ihrem Kundenkonto verwenden, was jedoch " +
          "nicht vorgeschrieben ist. Zur Wahrung der Frist reicht es aus, dass Sie die Mitteilung vor " +
          "Ablauf der Widerrufsfrist absenden.</p>" +
          "<h2>Folgen des Widerrufs</h2>" +
          "<p>Wenn Sie diesen Vertrag widerrufen, erstatten wir Ihnen alle Zahlungen, die wir von Ihnen " +
          "erhalten haben, einschließlich der Lieferkosten (mit Ausnahme zusätzlicher Kosten für eine " +
          "andere als die von uns angebotene günstigste Standardlieferung), unverzüglich und spätestens " +
          "binnen vierzehn Tagen ab Eingang Ihres Widerrufs. Dafür verwenden wir dasselbe Zahlungsmittel " +
          "wie bei der ursprünglichen Transaktion; Entgelte berechnen wir Ihnen nicht. Wir können die " +
          "Rückzahlung verweigern, bis wir das Fahrzeug zurückerhalten haben.</p>" +
          "<p>Wir holen das Fahrzeug auf unsere Kosten bei Ihnen ab. Für einen Wertverlust müssen Sie nur " +
          "aufkommen, wenn er auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise " +
          "nicht notwendigen Umgang zurückzuführen ist.</p>" +
          "<h2>Muster-Widerrufsformular</h2>" +
          "<p>Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie " +
          "es an uns zurück:</p>" +
          "<ul>" +
          "<li>An Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin, E-Mail: " +
          "widerruf@autohaus-brandt.example</li>" +
          "<li>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf " +
          "der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):</li>" +
          "<li>Bestellt am (*)/erhalten am (*):</li>" +
          "<li>Name des/der Verbraucher(s):</li>" +
          "<li>Anschrift des/der Verbraucher(s):</li>" +
          "<li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):</li>" +
          "<li>Datum:</li>" +
          "</ul>" +
          "<p>(*) Unzutreffendes streichen.</p>",
      },
      en: {
        title: "Cancellation policy",
        slug: "cancellation-policy",
        seoDescription:
          "Autohaus Brandt cancellation policy: your 14-day right of withdrawal from distance contracts, including a model withdrawal form.",
        html:
          "<h2>Right of withdrawal</h2>" +
          "<p>If you conclude a contract with us as a consumer exclusively by means of distance " +
          "communication, you have the right to withdraw from this contract within fourteen days without " +
          "giving any reason. The withdrawal period expires fourteen days after the day on which you, or a " +
          "third party other than the carrier indicated by you, take physical possession of the vehicle. " +
          "For services, it begins on the day the contract is concluded.</p>" +
          "<p>To exercise the right of withdrawal, you must inform us (Brandt Mobility Holding GmbH, " +
          "Kurfürstendamm 120, 10711 Berlin, phone +49 30 1234560, email " +
          '<a href="mailto:widerruf@autohaus-brandt.example">widerruf@autohaus-brandt.example</a>) of ' +
          "your decision to withdraw from this contract by an unequivocal statement, for example a letter " +
          "or an email. You may use the model withdrawal form below or the withdrawal function in your " +
          "customer account, but this is not obligatory. To meet the deadline, it is sufficient to send " +
          "your communication before the withdrawal period has expired.</p>" +
          "<h2>Effects of withdrawal</h2>" +
          "<p>If you withdraw from this contract, we will reimburse all payments received from you, " +
          "including the costs of delivery (except for supplementary costs resulting from your choice of a " +
          "type of delivery other than the least expensive standard delivery offered by us), without undue " +
          "delay and no later than fourteen days after receiving your withdrawal. We will use the same " +
          "means of payment as in the original transaction and will not charge you any fees. We may " +
          "withhold reimbursement until we have received the vehicle back.</p>" +
          "<p>We will collect the vehicle from you at our expense. You are only liable for any loss in " +
          "value if it results from handling the vehicle in a way that is not necessary to establish its " +
          "nature, characteristics and functioning.</p>" +
          "<h2>Model withdrawal form</h2>" +
          "<p>If you wish to withdraw from the contract, please complete this form and return it to us:</p>" +
          "<ul>" +
          "<li>To Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin, email: " +
          "widerruf@autohaus-brandt.example</li>" +
          "<li>I/We (*) hereby give notice that I/we (*) withdraw from my/our (*) contract of sale of the " +
          "following goods (*)/for the provision of the following service (*):</li>" +
          "<li>Ordered on (*)/received on (*):</li>" +
          "<li>Name of consumer(s):</li>" +
          "<li>Address of consumer(s):</li>" +
          "<li>Signature of consumer(s) (only if this form is sent on paper):</li>" +
          "<li>Date:</li>" +
          "</ul>" +
          "<p>(*) Delete as appropriate.</p>",
      },
      pl: {
        title: "Pouczenie o odstąpieniu od umowy",
        slug: "odstapienie-od-umowy",
        seoDescription:
          "Pouczenie o odstąpieniu od umowy w Autohaus Brandt: 14-dniowe prawo odstąpienia od umów zawartych na odległość i wzór formularza.",
        html:
          "<h2>Prawo odstąpienia od umowy</h2>" +
          "<p>Jeżeli jako konsument zawierają Państwo z nami umowę wyłącznie za pomocą środków " +
          "porozumiewania się na odległość, mają Państwo prawo odstąpić od niej w terminie czternastu dni " +
          "bez podania jakiejkolwiek przyczyny. Termin do odstąpienia wygasa po upływie czternastu dni od " +
          "dnia, w którym weszli Państwo w posiadanie pojazdu lub w którym osoba trzecia inna niż " +
          "przewoźnik i wskazana przez Państwa weszła w jego posiadanie. W przypadku usług termin biegnie " +
          "od dnia zawarcia umowy.</p>" +
          "<p>Aby skorzystać z prawa odstąpienia, muszą Państwo poinformować nas (Brandt Mobility Holding " +
          "GmbH, Kurfürstendamm 120, 10711 Berlin, telefon +49 30 1234560, e-mail " +
          '<a href="mailto:widerruf@autohaus-brandt.example">widerruf@autohaus-brandt.example</a>) o ' +
          "swojej decyzji w drodze jednoznacznego oświadczenia, na przykład listem lub e-mailem. Mogą " +
          "Państwo skorzystać z poniższego wzoru formularza lub z funkcji odstąpienia w koncie klienta, " +
          "nie jest to jednak obowiązkowe. Aby zachować termin, wystarczy wysłać informację przed jego " +
          "upływem.</p>" +
          "<h2>Skutki odstąpienia od umowy</h2>" +
          "<p>W przypadku odstąpienia od umowy zwrócimy wszystkie otrzymane od Państwa płatności, w tym " +
          "koszty dostawy (z wyjątkiem dodatkowych kosztów wynikających z wybranego przez Państwa sposobu " +
          "dostawy innego niż najtańszy oferowany przez nas standardowy sposób), niezwłocznie, a w każdym " +
          "razie nie później niż czternaście dni od dnia otrzymania oświadczenia o odstąpieniu. Zwrotu " +
          "dokonamy przy użyciu takiego samego sposobu płatności, jakiego użyli Państwo w pierwotnej " +
          "transakcji, bez żadnych opłat. Możemy wstrzymać się ze zwrotem do chwili otrzymania pojazdu z " +
          "powrotem.</p>" +
          "<p>Odbierzemy pojazd od Państwa na nasz koszt. Odpowiadają Państwo jedynie za zmniejszenie jego " +
          "wartości wynikające z korzystania z niego w sposób wykraczający poza konieczny do stwierdzenia " +
          "jego charakteru, cech i funkcjonowania.</p>" +
          "<h2>Wzór formularza odstąpienia od umowy</h2>" +
          "<p>Jeżeli chcą Państwo odstąpić od umowy, prosimy wypełnić ten formularz i odesłać go do " +
          "nas:</p>" +
          "<ul>" +
          "<li>Adresat: Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin, e-mail: " +
          "widerruf@autohaus-brandt.example</li>" +
          "<li>Ja/My (*) niniejszym informuję/informujemy (*) o moim/naszym (*) odstąpieniu od umowy " +
          "sprzedaży następujących rzeczy (*)/o świadczenie następującej usługi (*):</li>" +
          "<li>Data zawarcia umowy (*)/odbioru (*):</li>" +
          "<li>Imię i nazwisko konsumenta(-ów):</li>" +
          "<li>Adres konsumenta(-ów):</li>" +
          "<li>Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej):</li>" +
          "<li>Data:</li>" +
          "</ul>" +
          "<p>(*) Niepotrzebne skreślić.</p>",
      },
      tr: {
        title: "Cayma hakkı bilgilendirmesi",
        slug: "cayma-hakki",
        seoDescription:
          "Autohaus Brandt cayma hakkı bilgilendirmesi: mesafeli sözleşmelerde 14 günlük cayma hakkınız ve örnek cayma formu.",
        html:
          "<h2>Cayma hakkı</h2>" +
          "<p>Bizimle tüketici olarak yalnızca uzaktan iletişim araçları kullanarak bir sözleşme " +
          "yaptığınızda, on dört gün içinde herhangi bir gerekçe göstermeden bu sözleşmeden cayma hakkına " +
          "sahipsiniz. Cayma süresi, aracı sizin ya da sizin belirlediğiniz, taşıyıcı dışındaki bir üçüncü " +
          "kişinin fiilen teslim aldığı günden itibaren on dört gündür. Hizmetlerde süre, sözleşmenin " +
          "kurulduğu gün başlar.</p>" +
          "<p>Cayma hakkınızı kullanmak için cayma kararınızı bize (Brandt Mobility Holding GmbH, " +
          "Kurfürstendamm 120, 10711 Berlin, telefon +49 30 1234560, e-posta " +
          '<a href="mailto:widerruf@autohaus-brandt.example">widerruf@autohaus-brandt.example</a>) ' +
          "mektup veya e-posta gibi açık bir beyanla bildirmeniz gerekir. Bunun için aşağıdaki örnek cayma " +
          "formunu veya müşteri hesabınızdaki cayma işlevini kullanabilirsiniz; ancak bu zorunlu değildir. " +
          "Süreye uymak için bildiriminizi cayma süresi dolmadan göndermeniz yeterlidir.</p>" +
          "<h2>Caymanın sonuçları</h2>" +
          "<p>Bu sözleşmeden caymanız hâlinde, teslimat masrafları dâhil (bizim sunduğumuz en uygun " +
          "standart teslimat dışında bir teslimat türü seçmenizden doğan ek masraflar hariç) sizden " +
          "aldığımız tüm ödemeleri gecikmeksizin ve en geç cayma bildiriminizin bize ulaştığı günden " +
          "itibaren on dört gün içinde iade ederiz. İadeyi, ilk işlemde kullandığınız ödeme aracıyla ve " +
          "sizden herhangi bir ücret almadan yaparız. Araç bize geri ulaşana kadar iadeyi " +
          "bekletebiliriz.</p>" +
          "<p>Aracı masrafları bize ait olmak üzere sizden teslim alırız. Araçtaki değer kaybından " +
          "yalnızca, bu kayıp aracın niteliğini, özelliklerini ve işleyişini incelemek için gerekli olanın " +
          "ötesinde bir kullanımdan kaynaklanıyorsa sorumlu olursunuz.</p>" +
          "<h2>Örnek cayma formu</h2>" +
          "<p>Sözleşmeden caymak istiyorsanız lütfen bu formu doldurup bize geri gönderin:</p>" +
          "<ul>" +
          "<li>Alıcı: Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin, e-posta: " +
          "widerruf@autohaus-brandt.example</li>" +
          "<li>İşbu belge ile aşağıdaki malların satın alınmasına (*)/aşağıdaki hizmetin sunulmasına (*) " +
          "ilişkin tarafımca/tarafımızca (*) yapılan sözleşmeden cayıyorum/cayıyoruz (*):</li>" +
          "<li>Sipariş tarihi (*)/teslim tarihi (*):</li>" +
          "<li>Tüketici(ler)in adı soyadı:</li>" +
          "<li>Tüketici(ler)in adresi:</li>" +
          "<li>Tüketici(ler)in imzası (yalnızca form kâğıt üzerinde gönderiliyorsa):</li>" +
          "<li>Tarih:</li>" +
          "</ul>" +
          "<p>(*) Uygun olmayanı çiziniz.</p>",
      },
    },
  },
  {
    key: "imprint",
    text: {
      de: {
        title: "Impressum",
        slug: "impressum",
        seoDescription:
          "Impressum von Autohaus Brandt: Anbieterkennzeichnung der Brandt Mobility Holding GmbH nach § 5 DDG mit Kontakt- und Registerangaben.",
        html:
          "<h2>Angaben gemäß § 5 DDG</h2>" +
          "<p><strong>Brandt Mobility Holding GmbH</strong><br>Kurfürstendamm 120<br>10711 " +
          "Berlin<br>Deutschland</p>" +
          "<p>Autohaus Brandt ist eine Marke der Brandt Mobility Holding GmbH. Unter dieser Marke " +
          "betreiben wir Autohäuser in Berlin, Hamburg und München.</p>" +
          "<h3>Vertreten durch</h3>" +
          "<p>Geschäftsführung: Katrin Brandt, Thomas Weber</p>" +
          "<h3>Kontakt</h3>" +
          "<ul>" +
          '<li>Telefon: <a href="tel:+49301234560">+49 30 1234560</a></li>' +
          "<li>E-Mail: " +
          '<a href="mailto:info@autohaus-brandt.example">info@autohaus-brandt.example</a></li>' +
          '<li>Kontaktformular: <a href="/de/contact">Schreiben Sie uns</a></li>' +
          "</ul>" +
          "<h3>Registereintrag</h3>" +
          "<p>Eintragung im Handelsregister. Registergericht: Amtsgericht Charlottenburg. Registernummer: " +
          "HRB 123456 B</p>" +
          "<h3>Umsatzsteuer-Identifikationsnummer</h3>" +
          "<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE 123456789</p>" +
          "<h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3>" +
          "<p>Katrin Brandt, Kurfürstendamm 120, 10711 Berlin</p>" +
          "<h3>Verbraucherstreitbeilegung</h3>" +
          "<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer " +
          "Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Beschwerden wenden Sie sich bitte " +
          "direkt an uns – wir finden gemeinsam eine Lösung.</p>" +
          "<h3>Haftung für Inhalte und Links</h3>" +
          "<p>Wir erstellen die Inhalte dieser Website mit großer Sorgfalt. Fahrzeugangaben, Preise und " +
          "Verfügbarkeiten können sich jedoch kurzfristig ändern; maßgeblich ist allein der schriftliche " +
          "Vertrag. Für die Inhalte verlinkter externer Websites sind ausschließlich deren Betreiber " +
          "verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Inhalte " +
          "oder Links umgehend.</p>" +
          "<h3>Bildnachweise</h3>" +
          "<p>Fahrzeugfotos: Autohaus Brandt und die jeweiligen Hersteller. Angaben zu Energieverbrauch " +
          "und CO₂-Emissionen finden Sie in den einzelnen Fahrzeugangeboten.</p>",
      },
      en: {
        title: "Legal notice",
        slug: "legal-notice",
        seoDescription:
          "Legal notice of Autohaus Brandt: provider details of Brandt Mobility Holding GmbH under Section 5 DDG, with contact and register data.",
        html:
          "<h2>Information pursuant to Section 5 DDG</h2>" +
          "<p><strong>Brandt Mobility Holding GmbH</strong><br>Kurfürstendamm 120<br>10711 " +
          "Berlin<br>Germany</p>" +
          "<p>Autohaus Brandt is a brand of Brandt Mobility Holding GmbH. Under this brand we run car " +
          "dealerships in Berlin, Hamburg and Munich.</p>" +
          "<h3>Represented by</h3>" +
          "<p>Managing directors: Katrin Brandt, Thomas Weber</p>" +
          "<h3>Contact</h3>" +
          "<ul>" +
          '<li>Phone: <a href="tel:+49301234560">+49 30 1234560</a></li>' +
          '<li>Email: <a href="mailto:info@autohaus-brandt.example">info@autohaus-brandt.example</a></li>' +
          '<li>Contact form: <a href="/en/contact">Write to us</a></li>' +
          "</ul>" +
          "<h3>Commercial register</h3>" +
          "<p>Registered in the commercial register of the Local Court (Amtsgericht) of Charlottenburg " +
          "under HRB 123456 B.</p>" +
          "<h3>VAT identification number</h3>" +
          "<p>VAT identification number pursuant to Section 27a of the German VAT Act: DE 123456789</p>" +
          "<h3>Responsible for content under Section 18(2) MStV</h3>" +
          "<p>Katrin Brandt, Kurfürstendamm 120, 10711 Berlin</p>" +
          "<h3>Consumer dispute resolution</h3>" +
          "<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a " +
          "consumer arbitration board. If you have a question or a complaint, please contact us directly – " +
          "we will find a solution together.</p>" +
          "<h3>Liability for content and links</h3>" +
          "<p>We prepare the content of this website with great care. Vehicle details, prices and " +
          "availability may, however, change at short notice; only the written contract is binding. The " +
          "operators of linked external websites are solely responsible for their content. As soon as we " +
          "become aware of any legal infringement, we will remove the content or link concerned without " +
          "delay.</p>" +
          "<h3>Image credits</h3>" +
          "<p>Vehicle photos: Autohaus Brandt and the respective manufacturers. Energy consumption and CO₂ " +
          "emission figures are shown in the individual vehicle listings.</p>",
      },
      pl: {
        title: "Nota prawna",
        slug: "nota-prawna",
        seoDescription:
          "Nota prawna Autohaus Brandt: dane usługodawcy Brandt Mobility Holding GmbH zgodnie z § 5 DDG, dane kontaktowe i rejestrowe.",
        html:
          "<h2>Informacje zgodnie z § 5 DDG</h2>" +
          "<p><strong>Brandt Mobility Holding GmbH</strong><br>Kurfürstendamm 120<br>10711 " +
          "Berlin<br>Niemcy</p>" +
          "<p>Autohaus Brandt jest marką spółki Brandt Mobility Holding GmbH. Pod tą marką prowadzimy " +
          "salony samochodowe w Berlinie, Hamburgu i Monachium.</p>" +
          "<h3>Osoby uprawnione do reprezentacji</h3>" +
          "<p>Zarząd: Katrin Brandt, Thomas Weber</p>" +
          "<h3>Kontakt</h3>" +
          "<ul>" +
          '<li>Telefon: <a href="tel:+49301234560">+49 30 1234560</a></li>' +
          "<li>E-mail: " +
          '<a href="mailto:info@autohaus-brandt.example">info@autohaus-brandt.example</a></li>' +
          '<li>Online: <a href="/pl/contact">formularz kontaktowy</a></li>' +
          "</ul>" +
          "<h3>Wpis do rejestru</h3>" +
          "<p>Spółka wpisana do rejestru handlowego prowadzonego przez Sąd Rejonowy Charlottenburg " +
          "(Amtsgericht Charlottenburg) pod numerem HRB 123456 B.</p>" +
          "<h3>Numer identyfikacyjny VAT</h3>" +
          "<p>Numer VAT zgodnie z § 27a niemieckiej ustawy o podatku od towarów i usług: DE 123456789</p>" +
          "<h3>Odpowiedzialna za treść zgodnie z § 18 ust. 2 MStV</h3>" +
          "<p>Katrin Brandt, Kurfürstendamm 120, 10711 Berlin</p>" +
          "<h3>Pozasądowe rozwiązywanie sporów konsumenckich</h3>" +
          "<p>Nie jesteśmy gotowi ani zobowiązani do udziału w postępowaniu przed konsumenckim organem " +
          "rozstrzygania sporów. W razie pytań lub reklamacji prosimy o bezpośredni kontakt z nami – " +
          "wspólnie znajdziemy rozwiązanie.</p>" +
          "<h3>Odpowiedzialność za treści i linki</h3>" +
          "<p>Treści tej strony przygotowujemy z najwyższą starannością. Dane pojazdów, ceny i dostępność " +
          "mogą się jednak zmienić w krótkim czasie; wiążąca jest wyłącznie pisemna umowa. Za treść " +
          "zewnętrznych stron, do których prowadzą linki, odpowiadają wyłącznie ich operatorzy. Jeśli " +
          "dowiemy się o naruszeniu prawa, niezwłocznie usuniemy dane treści lub linki.</p>" +
          "<h3>Źródła zdjęć</h3>" +
          "<p>Zdjęcia pojazdów: Autohaus Brandt oraz poszczególni producenci. Dane o zużyciu energii i " +
          "emisji CO₂ znajdą Państwo w ofertach poszczególnych pojazdów.</p>",
      },
      tr: {
        title: "Künye",
        slug: "kunye",
        seoDescription:
          "Autohaus Brandt künyesi: DDG § 5 uyarınca Brandt Mobility Holding GmbH'ye ait hizmet sağlayıcı, iletişim ve ticaret sicili bilgileri.",
        html:
          "<h2>DDG § 5 uyarınca bilgiler</h2>" +
          "<p><strong>Brandt Mobility Holding GmbH</strong><br>Kurfürstendamm 120<br>10711 " +
          "Berlin<br>Almanya</p>" +
          "<p>Autohaus Brandt, Brandt Mobility Holding GmbH'nin bir markasıdır. Bu marka altında Berlin, " +
          "Hamburg ve Münih'te otomobil bayileri işletiyoruz.</p>" +
          "<h3>Şirketi temsile yetkili kişiler</h3>" +
          "<p>Genel müdürler: Katrin Brandt, Thomas Weber</p>" +
          "<h3>İletişim</h3>" +
          "<ul>" +
          '<li>Telefon: <a href="tel:+49301234560">+49 30 1234560</a></li>' +
          "<li>E-posta: " +
          '<a href="mailto:info@autohaus-brandt.example">info@autohaus-brandt.example</a></li>' +
          '<li>İletişim formu: <a href="/tr/contact">Bize yazın</a></li>' +
          "</ul>" +
          "<h3>Ticaret sicili kaydı</h3>" +
          "<p>Charlottenburg Yerel Mahkemesi (Amtsgericht Charlottenburg) nezdindeki ticaret sicilinde HRB " +
          "123456 B numarasıyla kayıtlıdır.</p>" +
          "<h3>KDV kimlik numarası</h3>" +
          "<p>Alman Katma Değer Vergisi Kanunu'nun 27a maddesi uyarınca KDV kimlik numarası: DE " +
          "123456789</p>" +
          "<h3>MStV § 18 fıkra 2 uyarınca içerikten sorumlu kişi</h3>" +
          "<p>Katrin Brandt, Kurfürstendamm 120, 10711 Berlin</p>" +
          "<h3>Tüketici uyuşmazlıklarının çözümü</h3>" +
          "<p>Bir tüketici hakem kurulu önündeki uyuşmazlık çözüm süreçlerine katılmaya istekli veya " +
          "yükümlü değiliz. Sorularınız ya da şikâyetleriniz için lütfen doğrudan bizimle iletişime geçin; " +
          "birlikte bir çözüm bulacağız.</p>" +
          "<h3>İçerik ve bağlantılara ilişkin sorumluluk</h3>" +
          "<p>Bu web sitesinin içeriklerini büyük bir özenle hazırlıyoruz. Ancak araç bilgileri, fiyatlar " +
          "ve stok durumu kısa sürede değişebilir; yalnızca yazılı sözleşme bağlayıcıdır. Bağlantı verilen " +
          "harici web sitelerinin içeriklerinden yalnızca bu sitelerin işletmecileri sorumludur. Bir " +
          "hukuka aykırılıktan haberdar olduğumuzda ilgili içeriği veya bağlantıyı derhal kaldırırız.</p>" +
          "<h3>Görsel kaynakları</h3>" +
          "<p>Araç fotoğrafları: Autohaus Brandt ve ilgili üreticiler. Enerji tüketimi ve CO₂ emisyonu " +
          "bilgilerini ilgili araç ilanlarında bulabilirsiniz.</p>",
      },
    },
  },
  {
    key: "communityTerms",
    text: {
      de: {
        title: "Nutzungsbedingungen der Brandt Community",
        slug: "community-nutzungsbedingungen",
        seoDescription:
          "Nutzungsbedingungen der Brandt Community: Regeln für Beiträge und Inserate, private Verkäufe, Moderation, Meldeverfahren und Haftung.",
        html:
          "<h2>Worum es geht</h2>" +
          "<p>Die Brandt Community ist ein Angebot der Brandt Mobility Holding GmbH. Hier tauschen sich " +
          "Autofans aus, und private Mitglieder bieten ihre Fahrzeuge zum Verkauf an. Diese Bedingungen " +
          "gelten für alle, die Inhalte der Community lesen, kommentieren oder veröffentlichen. Für " +
          "registrierte Mitglieder gelten zusätzlich die " +
          '<a href="/de/communityMemberTerms">Mitgliedsbedingungen</a>.</p>' +
          "<h2>Unsere Regeln</h2>" +
          "<ul>" +
          "<li>Bleiben Sie respektvoll: keine Beleidigungen, keine Diskriminierung, keine Drohungen.</li>" +
          "<li>Veröffentlichen Sie nur eigene Fotos und Texte oder solche, an denen Sie die Rechte " +
          "haben.</li>" +
          "<li>Keine Werbung für gewerbliche Angebote und keine Spam- oder Kettenbeiträge.</li>" +
          "<li>Teilen Sie keine personenbezogenen Daten anderer, etwa Kennzeichen zusammen mit Namen oder " +
          "Adressen.</li>" +
          "<li>Keine rechtswidrigen Inhalte, zum Beispiel Angebote zur Tachomanipulation oder gestohlene " +
          "Teile.</li>" +
          "</ul>" +
          "<h2>Inserate privater Verkäufer</h2>" +
          "<p>Fahrzeuge in der Community werden von Privatpersonen angeboten. Ein Kaufvertrag kommt " +
          "ausschließlich zwischen Käufer und Verkäufer zustande; Autohaus Brandt ist nicht Vertragspartei " +
          "und übernimmt keine Gewährleistung für private Angebote. Auf Wunsch prüfen wir ein Fahrzeug " +
          "gegen Gebühr in unserer Werkstatt.</p>" +
          "<h2>Moderation und Meldungen</h2>" +
          "<p>Über die Funktion „Melden“ können Sie uns rechtswidrige oder regelwidrige Inhalte mitteilen. " +
          "Wir prüfen jede Meldung zeitnah und sorgfältig. Entfernen wir einen Inhalt oder sperren wir ein " +
          "Konto, informieren wir die Betroffenen über die Gründe und über die Möglichkeit, Beschwerde " +
          "einzulegen, wie es das Gesetz über digitale Dienste (DSA) vorsieht.</p>" +
          "<h2>Haftung</h2>" +
          "<p>Für Inhalte, die Mitglieder veröffentlichen, sind die jeweiligen Mitglieder selbst " +
          "verantwortlich. Wir haften dafür nur nach den gesetzlichen Vorschriften für Hosting-Anbieter. " +
          "Fragen richten Sie bitte an " +
          '<a href="mailto:community@autohaus-brandt.example">community@autohaus-brandt.example</a>.</p>',
      },
      en: {
        title: "Brandt Community terms of use",
        slug: "community-terms",
        seoDescription:
          "Brandt Community terms of use: rules for posts and listings, private sales, moderation, the reporting procedure and liability.",
        html:
          "<h2>What this is about</h2>" +
          "<p>The Brandt Community is a service provided by Brandt Mobility Holding GmbH. It is a place " +
          "where car enthusiasts exchange ideas and private members offer their vehicles for sale. These " +
          "terms apply to everyone who reads, comments on or publishes content in the community. " +
          "Registered members are additionally bound by the " +
          '<a href="/en/communityMemberTerms">membership terms</a>.</p>' +
          "<h2>Our rules</h2>" +
          "<ul>" +
          "<li>Be respectful: no insults, no discrimination, no threats.</li>" +
          "<li>Only publish your own photos and texts, or content you hold the rights to.</li>" +
          "<li>No advertising for commercial offers and no spam or chain posts.</li>" +
          "<li>Do not share other people's personal data, such as number plates together with names or " +
          "addresses.</li>" +
          "<li>No illegal content, for example offers to tamper with odometers or stolen parts.</li>" +
          "</ul>" +
          "<h2>Listings by private sellers</h2>" +
          "<p>Vehicles in the community are offered by private individuals. A purchase contract is " +
          "concluded solely between buyer and seller; Autohaus Brandt is not a party to it and gives no " +
          "warranty for private offers. On request, we will inspect a vehicle in our workshop for a " +
          "fee.</p>" +
          "<h2>Moderation and reports</h2>" +
          "<p>You can use the “Report” function to tell us about illegal content or content that breaks " +
          "the rules. We review every report promptly and carefully. If we remove content or suspend an " +
          "account, we inform the people concerned of the reasons and of their right to lodge a complaint, " +
          "as required by the Digital Services Act (DSA).</p>" +
          "<h2>Liability</h2>" +
          "<p>Members are responsible for the content they publish. We are only liable for it in " +
          "accordance with the statutory rules for hosting providers. Please send any questions to " +
          '<a href="mailto:community@autohaus-brandt.example">community@autohaus-brandt.example</a>.</p>',
      },
      pl: {
        title: "Regulamin Brandt Community",
        slug: "regulamin-spolecznosci",
        seoDescription:
          "Regulamin Brandt Community: zasady publikowania wpisów i ogłoszeń, sprzedaż prywatna, moderacja, zgłaszanie treści i odpowiedzialność.",
        html:
          "<h2>Czego dotyczy regulamin</h2>" +
          "<p>Brandt Community to serwis prowadzony przez Brandt Mobility Holding GmbH. Miłośnicy " +
          "motoryzacji wymieniają się tu doświadczeniami, a prywatni członkowie wystawiają swoje samochody " +
          "na sprzedaż. Regulamin obowiązuje wszystkich, którzy czytają, komentują lub publikują treści w " +
          "społeczności. Zarejestrowanych członków obowiązują dodatkowo " +
          '<a href="/pl/communityMemberTerms">warunki członkostwa</a>.</p>' +
          "<h2>Nasze zasady</h2>" +
          "<ul>" +
          "<li>Zachowuj szacunek: żadnych obelg, dyskryminacji ani gróźb.</li>" +
          "<li>Publikuj wyłącznie własne zdjęcia i teksty lub takie, do których masz prawa.</li>" +
          "<li>Żadnych reklam ofert komercyjnych, spamu ani łańcuszków.</li>" +
          "<li>Nie udostępniaj danych osobowych innych osób, np. numerów rejestracyjnych wraz z nazwiskami " +
          "lub adresami.</li>" +
          "<li>Żadnych treści niezgodnych z prawem, takich jak oferty cofania liczników czy skradzione " +
          "części.</li>" +
          "</ul>" +
          "<h2>Ogłoszenia prywatnych sprzedawców</h2>" +
          "<p>Samochody w społeczności oferują osoby prywatne. Umowa sprzedaży zostaje zawarta wyłącznie " +
          "między kupującym a sprzedającym; Autohaus Brandt nie jest jej stroną i nie udziela rękojmi za " +
          "oferty prywatne. Na życzenie sprawdzimy pojazd w naszym warsztacie za opłatą.</p>" +
          "<h2>Moderacja i zgłoszenia</h2>" +
          "<p>Za pomocą funkcji „Zgłoś” można poinformować nas o treściach niezgodnych z prawem lub z " +
          "regulaminem. Każde zgłoszenie sprawdzamy szybko i starannie. Jeśli usuniemy treść lub " +
          "zablokujemy konto, informujemy zainteresowanych o przyczynach oraz o możliwości złożenia " +
          "odwołania, zgodnie z aktem o usługach cyfrowych (DSA).</p>" +
          "<h2>Odpowiedzialność</h2>" +
          "<p>Za treści publikowane przez członków odpowiadają sami członkowie. Ponosimy za nie " +
          "odpowiedzialność wyłącznie na zasadach ustawowych dotyczących dostawców usług hostingowych. " +
          "Pytania prosimy kierować na adres " +
          '<a href="mailto:community@autohaus-brandt.example">community@autohaus-brandt.example</a>.</p>',
      },
      tr: {
        title: "Brandt Community kullanım koşulları",
        slug: "topluluk-kullanim-kosullari",
        seoDescription:
          "Brandt Community kullanım koşulları: gönderi ve ilan kuralları, bireysel satışlar, moderasyon, bildirim süreci ve sorumluluk.",
        html:
          "<h2>Kapsam</h2>" +
          "<p>Brandt Community, Brandt Mobility Holding GmbH'nin sunduğu bir hizmettir. Otomobil " +
          "tutkunları burada fikir alışverişi yapar, bireysel üyeler de araçlarını satışa sunar. Bu " +
          "koşullar, toplulukta içerik okuyan, yorum yapan veya içerik yayımlayan herkes için geçerlidir. " +
          'Kayıtlı üyeler için ayrıca <a href="/tr/communityMemberTerms">üyelik koşulları</a> ' +
          "geçerlidir.</p>" +
          "<h2>Kurallarımız</h2>" +
          "<ul>" +
          "<li>Saygılı olun: hakaret, ayrımcılık ve tehdit yasaktır.</li>" +
          "<li>Yalnızca kendi fotoğraflarınızı ve metinlerinizi ya da haklarına sahip olduğunuz içerikleri " +
          "yayımlayın.</li>" +
          "<li>Ticari tekliflerin reklamını yapmayın; spam veya zincir mesaj paylaşmayın.</li>" +
          "<li>Başkalarının kişisel verilerini, örneğin plakaları isim veya adresle birlikte " +
          "paylaşmayın.</li>" +
          "<li>Kilometre sayacı düşürme teklifleri veya çalıntı parçalar gibi hukuka aykırı içerikler " +
          "yasaktır.</li>" +
          "</ul>" +
          "<h2>Bireysel satıcıların ilanları</h2>" +
          "<p>Topluluktaki araçlar özel kişiler tarafından satışa sunulur. Satış sözleşmesi yalnızca alıcı " +
          "ile satıcı arasında kurulur; Autohaus Brandt bu sözleşmenin tarafı değildir ve bireysel " +
          "teklifler için herhangi bir garanti vermez. İsterseniz aracı ücret karşılığında atölyemizde " +
          "kontrol edebiliriz.</p>" +
          "<h2>Moderasyon ve bildirimler</h2>" +
          "<p>“Bildir” işleviyle hukuka veya kurallara aykırı içerikleri bize iletebilirsiniz. Her " +
          "bildirimi hızlı ve özenli bir şekilde inceleriz. Bir içeriği kaldırdığımızda veya bir hesabı " +
          "askıya aldığımızda, AB Dijital Hizmetler Yasası'nın (DSA) öngördüğü şekilde ilgili kişileri " +
          "gerekçeler ve itiraz imkânı hakkında bilgilendiririz.</p>" +
          "<h2>Sorumluluk</h2>" +
          "<p>Üyelerin yayımladığı içeriklerden üyelerin kendileri sorumludur. Bu içerikler için yalnızca " +
          "barındırma hizmeti sağlayıcılarına ilişkin yasal hükümler çerçevesinde sorumlu oluruz. " +
          "Sorularınızı " +
          '<a href="mailto:community@autohaus-brandt.example">community@autohaus-brandt.example</a> ' +
          "adresine gönderebilirsiniz.</p>",
      },
    },
  },
  {
    key: "communityMemberTerms",
    text: {
      de: {
        title: "Mitgliedsbedingungen der Brandt Community",
        slug: "community-mitgliedsbedingungen",
        seoDescription:
          "Mitgliedsbedingungen der Brandt Community: Registrierung, Mitgliedskonto, Fahrzeuginserate, sicheres Handeln und Kündigung.",
        html:
          "<h2>Mitgliedschaft</h2>" +
          "<p>Die Mitgliedschaft in der Brandt Community ist kostenlos und steht volljährigen " +
          "Privatpersonen offen. Sie registrieren sich über die Seite " +
          '<a href="/de/communityMemberJoin">Mitglied werden</a> und bestätigen Ihre E-Mail-Adresse. Mit ' +
          "der Registrierung kommt ein Nutzungsvertrag mit der Brandt Mobility Holding GmbH zustande. " +
          "Gewerbliche Händler können nicht Mitglied werden.</p>" +
          "<h2>Ihr Konto</h2>" +
          "<p>Halten Sie Ihre Zugangsdaten geheim und Ihre Angaben aktuell. Jede Person darf nur ein Konto " +
          "führen. Ihren öffentlichen Profilnamen wählen Sie selbst; Ihren vollständigen Namen und Ihre " +
          "Adresse zeigen wir nicht öffentlich an.</p>" +
          "<h2>Fahrzeuge inserieren</h2>" +
          "<ul>" +
          "<li>Sie können bis zu drei Fahrzeuge gleichzeitig kostenlos inserieren.</li>" +
          "<li>Angaben zu Kilometerstand, Unfallschäden, Vorbesitzern und Hauptuntersuchung müssen wahr " +
          "und vollständig sein.</li>" +
          "<li>Sie dürfen nur Fahrzeuge anbieten, die Ihnen gehören oder über die Sie verfügen dürfen.</li>" +
          "<li>Inserate laufen nach 60 Tagen aus und können verlängert werden.</li>" +
          "</ul>" +
          "<h2>Sicher handeln</h2>" +
          "<p>Vereinbaren Sie Besichtigungen und Probefahrten an öffentlichen Orten, prüfen Sie die " +
          "Fahrzeugpapiere und zahlen Sie nie im Voraus an Unbekannte. Die Übergabe können Sie gern auch " +
          "an einem unserer Standorte durchführen. Möchten Sie lieber direkt an uns verkaufen, machen wir " +
          'Ihnen gern ein <a href="/de/inzahlungnahme">Ankaufsangebot</a>.</p>' +
          "<h2>Beendigung</h2>" +
          "<p>Sie können Ihre Mitgliedschaft jederzeit in Ihrem Profil beenden. Wir können sie mit einer " +
          "Frist von zwei Wochen kündigen oder Ihr Konto bei schweren Verstößen gegen die " +
          '<a href="/de/communityTerms">Community-Regeln</a> sofort sperren. Wie wir Ihre Daten ' +
          'verarbeiten, erklären die <a href="/de/communityMemberPrivacy">Datenschutzhinweise für ' +
          "Mitglieder</a>.</p>",
      },
      en: {
        title: "Brandt Community membership terms",
        slug: "community-membership-terms",
        seoDescription:
          "Brandt Community membership terms: registration, your member account, vehicle listings, trading safely and ending your membership.",
        html:
          "<h2>Membership</h2>" +
          "<p>Membership of the Brandt Community is free of charge and open to private individuals aged 18 " +
          'or over. You register on the <a href="/en/communityMemberJoin">become a member</a> page and ' +
          "confirm your email address. Registering creates a user agreement with Brandt Mobility Holding " +
          "GmbH. Commercial dealers cannot become members.</p>" +
          "<h2>Your account</h2>" +
          "<p>Keep your login details secret and your information up to date. Each person may only have " +
          "one account. You choose your public profile name yourself; we never display your full name or " +
          "address publicly.</p>" +
          "<h2>Listing vehicles</h2>" +
          "<ul>" +
          "<li>You can list up to three vehicles at the same time free of charge.</li>" +
          "<li>Information on mileage, accident damage, previous owners and the roadworthiness test (HU) " +
          "must be true and complete.</li>" +
          "<li>You may only offer vehicles that you own or are entitled to sell.</li>" +
          "<li>Listings expire after 60 days and can be renewed.</li>" +
          "</ul>" +
          "<h2>Trading safely</h2>" +
          "<p>Arrange viewings and test drives in public places, check the vehicle documents and never pay " +
          "strangers in advance. You are also welcome to hand over the car at one of our locations. If you " +
          "would rather sell directly to us, we will be happy to make you a " +
          '<a href="/en/buyback">purchase offer</a>.</p>' +
          "<h2>Ending your membership</h2>" +
          "<p>You can end your membership at any time in your profile. We may terminate it with two weeks' " +
          "notice or suspend your account immediately in the event of serious breaches of the " +
          '<a href="/en/communityTerms">community rules</a>. The ' +
          '<a href="/en/communityMemberPrivacy">privacy notice for members</a> explains how we process ' +
          "your data.</p>",
      },
      pl: {
        title: "Warunki członkostwa w Brandt Community",
        slug: "warunki-czlonkostwa",
        seoDescription:
          "Warunki członkostwa w Brandt Community: rejestracja, konto członka, ogłoszenia pojazdów, bezpieczne transakcje i rezygnacja.",
        html:
          "<h2>Członkostwo</h2>" +
          "<p>Członkostwo w Brandt Community jest bezpłatne i otwarte dla pełnoletnich osób prywatnych. " +
          'Rejestracja odbywa się na stronie <a href="/pl/communityMemberJoin">Dołącz do ' +
          "społeczności</a> i wymaga potwierdzenia adresu e-mail. Z chwilą rejestracji zawierają Państwo " +
          "umowę o korzystanie z serwisu z Brandt Mobility Holding GmbH. Członkami nie mogą zostać " +
          "dealerzy prowadzący działalność gospodarczą.</p>" +
          "<h2>Konto</h2>" +
          "<p>Dane logowania należy zachować w tajemnicy, a informacje w profilu aktualizować. Każda osoba " +
          "może mieć tylko jedno konto. Publiczną nazwę profilu wybierają Państwo sami; pełnego imienia i " +
          "nazwiska ani adresu nigdy nie pokazujemy publicznie.</p>" +
          "<h2>Ogłoszenia pojazdów</h2>" +
          "<ul>" +
          "<li>Jednocześnie można bezpłatnie wystawić do trzech pojazdów.</li>" +
          "<li>Informacje o przebiegu, szkodach powypadkowych, poprzednich właścicielach i badaniu " +
          "technicznym muszą być prawdziwe i kompletne.</li>" +
          "<li>Wolno oferować wyłącznie pojazdy, których są Państwo właścicielami lub którymi mogą Państwo " +
          "rozporządzać.</li>" +
          "<li>Ogłoszenia wygasają po 60 dniach i można je przedłużyć.</li>" +
          "</ul>" +
          "<h2>Bezpieczne transakcje</h2>" +
          "<p>Oględziny i jazdy próbne warto umawiać w miejscach publicznych. Prosimy sprawdzać dokumenty " +
          "pojazdu i nigdy nie płacić obcym osobom z góry. Przekazanie auta można też przeprowadzić w " +
          "jednej z naszych lokalizacji. Jeśli wolą Państwo sprzedać samochód bezpośrednio nam, chętnie " +
          'przedstawimy <a href="/pl/buyback">ofertę odkupu</a>.</p>' +
          "<h2>Zakończenie członkostwa</h2>" +
          "<p>Członkostwo można w każdej chwili zakończyć w ustawieniach profilu. Możemy je wypowiedzieć z " +
          "dwutygodniowym wyprzedzeniem lub natychmiast zablokować konto w razie poważnego naruszenia " +
          '<a href="/pl/communityTerms">zasad społeczności</a>. Sposób przetwarzania danych opisujemy w ' +
          '<a href="/pl/communityMemberPrivacy">informacji o ochronie danych dla członków</a>.</p>',
      },
      tr: {
        title: "Brandt Community üyelik koşulları",
        slug: "uyelik-kosullari",
        seoDescription:
          "Brandt Community üyelik koşulları: kayıt, üye hesabı, araç ilanları, güvenli alışveriş ve üyeliğin sona ermesi.",
        html:
          "<h2>Üyelik</h2>" +
          "<p>Brandt Community üyeliği ücretsizdir ve reşit olan tüm bireylere açıktır. " +
          '<a href="/tr/communityMemberJoin">Üye ol</a> sayfasından kaydolur ve e-posta adresinizi ' +
          "onaylarsınız. Kayıtla birlikte Brandt Mobility Holding GmbH ile bir kullanım sözleşmesi " +
          "kurulur. Ticari araç satıcıları üye olamaz.</p>" +
          "<h2>Hesabınız</h2>" +
          "<p>Giriş bilgilerinizi gizli, profil bilgilerinizi ise güncel tutun. Her kişi yalnızca bir " +
          "hesap açabilir. Herkese açık profil adınızı kendiniz seçersiniz; tam adınızı ve adresinizi " +
          "hiçbir zaman herkese açık olarak göstermeyiz.</p>" +
          "<h2>Araç ilanı verme</h2>" +
          "<ul>" +
          "<li>Aynı anda en fazla üç aracı ücretsiz olarak ilana koyabilirsiniz.</li>" +
          "<li>Kilometre, kaza hasarı, önceki sahipler ve periyodik muayene (HU) bilgileri doğru ve " +
          "eksiksiz olmalıdır.</li>" +
          "<li>Yalnızca size ait olan veya üzerinde tasarruf yetkiniz bulunan araçları satışa " +
          "sunabilirsiniz.</li>" +
          "<li>İlanların süresi 60 gün sonra dolar ve uzatılabilir.</li>" +
          "</ul>" +
          "<h2>Güvenli alışveriş</h2>" +
          "<p>Araç görme ve test sürüşü randevularını halka açık yerlerde yapın, araç belgelerini kontrol " +
          "edin ve tanımadığınız kişilere asla peşin ödeme yapmayın. Aracın teslimini şubelerimizden " +
          "birinde de yapabilirsiniz. Aracınızı doğrudan bize satmayı tercih ederseniz size memnuniyetle " +
          'bir <a href="/tr/buyback">satın alma teklifi</a> sunarız.</p>' +
          "<h2>Üyeliğin sona ermesi</h2>" +
          "<p>Üyeliğinizi istediğiniz zaman profilinizden sonlandırabilirsiniz. Biz de üyeliği iki hafta " +
          'önceden bildirerek feshedebilir veya <a href="/tr/communityTerms">topluluk kurallarının</a> ' +
          "ağır ihlali hâlinde hesabınızı derhal askıya alabiliriz. Verilerinizi nasıl işlediğimizi " +
          '<a href="/tr/communityMemberPrivacy">üyeler için gizlilik bildiriminde</a> açıklıyoruz.</p>',
      },
    },
  },
  {
    key: "communityMemberPrivacy",
    text: {
      de: {
        title: "Datenschutzhinweise für Community-Mitglieder",
        slug: "community-datenschutz",
        seoDescription:
          "Datenschutz in der Brandt Community: welche Daten wir von Mitgliedern verarbeiten, was öffentlich sichtbar ist und wie lange wir speichern.",
        html:
          "<h2>Verantwortlicher</h2>" +
          "<p>Verantwortlich ist die Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin. " +
          "Unseren Datenschutzbeauftragten erreichen Sie unter " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a>. ' +
          'Diese Hinweise ergänzen unsere allgemeine <a href="/de/privacy">Datenschutzerklärung</a>.</p>' +
          "<h2>Welche Daten wir verarbeiten</h2>" +
          "<ul>" +
          "<li><strong>Registrierungsdaten:</strong> Name, E-Mail-Adresse, Passwort (nur verschlüsselt " +
          "gespeichert) und Geburtsdatum zur Altersprüfung.</li>" +
          "<li><strong>Profil und Inhalte:</strong> Profilname, Profilbild, Beiträge, Kommentare, " +
          "Fahrzeuginserate und Fotos.</li>" +
          "<li><strong>Nachrichten:</strong> Ihre Nachrichten an andere Mitglieder, damit wir sie " +
          "zustellen und gemeldeten Missbrauch prüfen können.</li>" +
          "<li><strong>Nutzungsdaten:</strong> Anmeldezeitpunkte und IP-Adressen zum Schutz vor Betrug und " +
          "Kontoübernahmen.</li>" +
          "</ul>" +
          "<h2>Zwecke und Rechtsgrundlagen</h2>" +
          "<p>Wir verarbeiten diese Daten, um Ihnen die Mitgliedschaft bereitzustellen (Art. 6 Abs. 1 lit. " +
          "b DSGVO) und um die Community vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO). " +
          "E-Mail-Benachrichtigungen über neue Inserate senden wir nur mit Ihrer Einwilligung (Art. 6 Abs. " +
          "1 lit. a DSGVO).</p>" +
          "<h2>Was öffentlich sichtbar ist</h2>" +
          "<p>Profilname, Profilbild, Beiträge und Inserate sind für alle Besucher sichtbar. Ihre " +
          "E-Mail-Adresse, Telefonnummer und Anschrift erfahren andere Mitglieder nur, wenn Sie sie selbst " +
          "in einer Nachricht teilen.</p>" +
          "<h2>Speicherdauer und Ihre Rechte</h2>" +
          "<p>Wenn Sie Ihr Konto löschen, entfernen wir Profil, Inserate und Nachrichten innerhalb von 30 " +
          "Tagen. Öffentliche Diskussionsbeiträge anonymisieren wir, damit Gesprächsverläufe verständlich " +
          "bleiben, sofern Sie nicht ihre Löschung verlangen. Sicherheitsprotokolle löschen wir nach 90 " +
          "Tagen. Ihnen stehen die Rechte aus Art. 15 bis 21 DSGVO zu, und Sie können sich bei einer " +
          "Datenschutz-Aufsichtsbehörde beschweren.</p>",
      },
      en: {
        title: "Privacy notice for community members",
        slug: "community-member-privacy",
        seoDescription:
          "Privacy in the Brandt Community: what member data we process, what is publicly visible and how long we keep it.",
        html:
          "<h2>Controller</h2>" +
          "<p>The controller is Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin. You can " +
          "reach our data protection officer at " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a>. ' +
          'This notice supplements our general <a href="/en/privacy">privacy policy</a>.</p>' +
          "<h2>What data we process</h2>" +
          "<ul>" +
          "<li><strong>Registration data:</strong> name, email address, password (stored in encrypted form " +
          "only) and date of birth to verify your age.</li>" +
          "<li><strong>Profile and content:</strong> profile name, profile picture, posts, comments, " +
          "vehicle listings and photos.</li>" +
          "<li><strong>Messages:</strong> your messages to other members, so that we can deliver them and " +
          "investigate reported abuse.</li>" +
          "<li><strong>Usage data:</strong> login times and IP addresses to protect against fraud and " +
          "account takeovers.</li>" +
          "</ul>" +
          "<h2>Purposes and legal bases</h2>" +
          "<p>We process this data to provide your membership (Art. 6(1)(b) GDPR) and to protect the " +
          "community against abuse (Art. 6(1)(f) GDPR). We only send email notifications about new " +
          "listings with your consent (Art. 6(1)(a) GDPR).</p>" +
          "<h2>What is publicly visible</h2>" +
          "<p>Your profile name, profile picture, posts and listings are visible to all visitors. Other " +
          "members only learn your email address, phone number and postal address if you share them " +
          "yourself in a message.</p>" +
          "<h2>Retention and your rights</h2>" +
          "<p>If you delete your account, we remove your profile, listings and messages within 30 days. " +
          "Public forum posts are anonymised so that discussions remain understandable, unless you ask us " +
          "to delete them. Security logs are deleted after 90 days. You have the rights under Art. 15 to " +
          "21 GDPR and can lodge a complaint with a data protection supervisory authority.</p>",
      },
      pl: {
        title: "Informacja o ochronie danych dla członków społeczności",
        slug: "prywatnosc-czlonkow",
        seoDescription:
          "Ochrona danych w Brandt Community: jakie dane członków przetwarzamy, co jest widoczne publicznie i jak długo je przechowujemy.",
        html:
          "<h2>Administrator danych</h2>" +
          "<p>Administratorem danych jest Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin. " +
          "Z naszym inspektorem ochrony danych można się skontaktować pod adresem " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a>. ' +
          'Niniejsza informacja uzupełnia naszą ogólną <a href="/pl/privacy">politykę ' +
          "prywatności</a>.</p>" +
          "<h2>Jakie dane przetwarzamy</h2>" +
          "<ul>" +
          "<li><strong>Dane rejestracyjne:</strong> imię i nazwisko, adres e-mail, hasło (przechowywane " +
          "wyłącznie w postaci zaszyfrowanej) oraz data urodzenia w celu weryfikacji wieku.</li>" +
          "<li><strong>Profil i treści:</strong> nazwa profilu, zdjęcie profilowe, wpisy, komentarze, " +
          "ogłoszenia pojazdów i zdjęcia.</li>" +
          "<li><strong>Wiadomości:</strong> Państwa wiadomości do innych członków, abyśmy mogli je " +
          "dostarczyć i zbadać zgłoszone nadużycia.</li>" +
          "<li><strong>Dane o korzystaniu:</strong> czas logowania i adresy IP w celu ochrony przed " +
          "oszustwami i przejęciem konta.</li>" +
          "</ul>" +
          "<h2>Cele i podstawy prawne</h2>" +
          "<p>Przetwarzamy te dane, aby umożliwić Państwu członkostwo (art. 6 ust. 1 lit. b RODO) i " +
          "chronić społeczność przed nadużyciami (art. 6 ust. 1 lit. f RODO). Powiadomienia e-mail o " +
          "nowych ogłoszeniach wysyłamy wyłącznie za Państwa zgodą (art. 6 ust. 1 lit. a RODO).</p>" +
          "<h2>Co jest widoczne publicznie</h2>" +
          "<p>Nazwa profilu, zdjęcie profilowe, wpisy i ogłoszenia są widoczne dla wszystkich " +
          "odwiedzających. Inni członkowie poznają Państwa adres e-mail, numer telefonu i adres pocztowy " +
          "tylko wtedy, gdy sami je Państwo udostępnią w wiadomości.</p>" +
          "<h2>Okres przechowywania i Państwa prawa</h2>" +
          "<p>Po usunięciu konta kasujemy profil, ogłoszenia i wiadomości w ciągu 30 dni. Publiczne wpisy " +
          "na forum anonimizujemy, aby dyskusje pozostały zrozumiałe, chyba że zażądają Państwo ich " +
          "usunięcia. Dzienniki bezpieczeństwa usuwamy po 90 dniach. Przysługują Państwu prawa wynikające " +
          "z art. 15–21 RODO oraz prawo wniesienia skargi do organu nadzorczego ds. ochrony danych.</p>",
      },
      tr: {
        title: "Topluluk üyeleri için gizlilik bildirimi",
        slug: "uye-gizlilik-bildirimi",
        seoDescription:
          "Brandt Community'de veri koruma: üyelerin hangi verilerini işlediğimiz, nelerin herkese açık olduğu ve verileri ne kadar sakladığımız.",
        html:
          "<h2>Veri sorumlusu</h2>" +
          "<p>Veri sorumlusu Brandt Mobility Holding GmbH, Kurfürstendamm 120, 10711 Berlin'dir. Veri " +
          "koruma görevlimize " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a> ' +
          'adresinden ulaşabilirsiniz. Bu bildirim, genel <a href="/tr/privacy">gizlilik ' +
          "politikamızı</a> tamamlar.</p>" +
          "<h2>Hangi verileri işliyoruz?</h2>" +
          "<ul>" +
          "<li><strong>Kayıt verileri:</strong> ad soyad, e-posta adresi, şifre (yalnızca şifrelenmiş " +
          "olarak saklanır) ve yaş doğrulaması için doğum tarihi.</li>" +
          "<li><strong>Profil ve içerikler:</strong> profil adı, profil fotoğrafı, gönderiler, yorumlar, " +
          "araç ilanları ve fotoğraflar.</li>" +
          "<li><strong>Mesajlar:</strong> diğer üyelere gönderdiğiniz mesajlar; bunları iletebilmek ve " +
          "bildirilen kötüye kullanımları inceleyebilmek için.</li>" +
          "<li><strong>Kullanım verileri:</strong> dolandırıcılığa ve hesap ele geçirmeye karşı korunmak " +
          "için giriş zamanları ve IP adresleri.</li>" +
          "</ul>" +
          "<h2>Amaçlar ve hukuki dayanaklar</h2>" +
          "<p>Bu verileri üyeliğinizi sağlamak (GDPR md. 6/1-b) ve topluluğu kötüye kullanıma karşı " +
          "korumak (GDPR md. 6/1-f) amacıyla işliyoruz. Yeni ilanlarla ilgili e-posta bildirimlerini " +
          "yalnızca rızanızla gönderiyoruz (GDPR md. 6/1-a).</p>" +
          "<h2>Herkese açık olan bilgiler</h2>" +
          "<p>Profil adınız, profil fotoğrafınız, gönderileriniz ve ilanlarınız tüm ziyaretçiler " +
          "tarafından görülebilir. Diğer üyeler e-posta adresinizi, telefon numaranızı ve posta adresinizi " +
          "yalnızca siz bunları bir mesajda paylaşırsanız öğrenir.</p>" +
          "<h2>Saklama süresi ve haklarınız</h2>" +
          "<p>Hesabınızı sildiğinizde profilinizi, ilanlarınızı ve mesajlarınızı 30 gün içinde kaldırırız. " +
          "Tartışmaların anlaşılır kalması için forumdaki herkese açık gönderilerinizi, silinmesini talep " +
          "etmediğiniz sürece anonim hâle getiririz. Güvenlik kayıtlarını 90 gün sonra sileriz. GDPR md. " +
          "15–21 kapsamındaki haklara sahipsiniz ve bir veri koruma denetim makamına şikâyette " +
          "bulunabilirsiniz.</p>",
      },
    },
  },
  {
    key: "holdingCompanyPrivacy",
    text: {
      de: {
        title: "Datenschutz in der Unternehmensgruppe",
        slug: "datenschutz-unternehmensgruppe",
        seoDescription:
          "Wie die Gesellschaften der Brandt Mobility Holding Kundendaten gemeinsam nutzen: gemeinsame Verantwortung, Zwecke und Ihre Rechte.",
        html:
          "<h2>Die Unternehmensgruppe</h2>" +
          "<p>Zur Brandt Mobility Holding GmbH gehören die Autohaus Brandt Berlin GmbH, die Autohaus " +
          "Brandt Hamburg GmbH und die Autohaus Brandt München GmbH. Damit Sie an jedem Standort gleich " +
          "gut betreut werden, nutzen diese Gesellschaften eine gemeinsame Kundendatenbank, die die " +
          "Holding zentral betreibt.</p>" +
          "<h2>Gemeinsame Verantwortung</h2>" +
          "<p>Für die gemeinsame Kundendatenbank sind die Gesellschaften gemeinsam Verantwortliche nach " +
          "Art. 26 DSGVO. In einer Vereinbarung haben wir festgelegt, wer welche Pflichten erfüllt. Die " +
          "Holding ist Ihre zentrale Anlaufstelle; Ihre Rechte können Sie aber gegenüber jeder beteiligten " +
          "Gesellschaft geltend machen. Das Wesentliche dieser Vereinbarung stellen wir Ihnen auf Anfrage " +
          "zur Verfügung.</p>" +
          "<h2>Welche Daten geteilt werden</h2>" +
          "<ul>" +
          "<li>Stamm- und Kontaktdaten wie Name, Anschrift, Telefonnummer und E-Mail-Adresse</li>" +
          "<li>Fahrzeugdaten, Servicehistorie und laufende Verträge</li>" +
          "<li>Ihre Einwilligungen und Werbewidersprüche, damit sie an allen Standorten beachtet " +
          "werden</li>" +
          "</ul>" +
          "<p>Zahlungs- und Bonitätsdaten teilen wir innerhalb der Gruppe nicht.</p>" +
          "<h2>Zwecke und Rechtsgrundlagen</h2>" +
          "<p>Wir nutzen die gemeinsamen Daten, um Ihr Kundenkonto standortübergreifend zu führen, " +
          "Werkstatttermine an jedem Standort zu ermöglichen und unsere IT zentral und sicher zu " +
          "betreiben. Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b DSGVO, soweit es um Ihre Verträge geht, " +
          "und im Übrigen unser berechtigtes Interesse an einer effizienten Verwaltung innerhalb der " +
          "Unternehmensgruppe (Art. 6 Abs. 1 lit. f DSGVO, Erwägungsgrund 48).</p>" +
          "<h2>Widerspruch und Kontakt</h2>" +
          "<p>Soweit die gruppenweite Nutzung auf berechtigten Interessen beruht, können Sie ihr jederzeit " +
          "widersprechen. Schreiben Sie dazu an " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a>. ' +
          "Alle weiteren Informationen finden Sie in unserer " +
          '<a href="/de/privacy">Datenschutzerklärung</a>.</p>',
      },
      en: {
        title: "Data protection within the group",
        slug: "group-privacy-policy",
        seoDescription:
          "How the companies of Brandt Mobility Holding share customer data: joint controllership, purposes and your rights.",
        html:
          "<h2>The group of companies</h2>" +
          "<p>Brandt Mobility Holding GmbH comprises Autohaus Brandt Berlin GmbH, Autohaus Brandt Hamburg " +
          "GmbH and Autohaus Brandt München GmbH. To ensure that you receive the same high level of " +
          "service at every location, these companies use a shared customer database that is operated " +
          "centrally by the holding company.</p>" +
          "<h2>Joint controllership</h2>" +
          "<p>The companies are joint controllers of the shared customer database under Art. 26 GDPR. We " +
          "have set out in an agreement who fulfils which obligations. The holding company is your central " +
          "point of contact, but you can exercise your rights against any of the companies involved. We " +
          "will provide you with the essence of this agreement on request.</p>" +
          "<h2>What data is shared</h2>" +
          "<ul>" +
          "<li>Master and contact data such as name, address, phone number and email address</li>" +
          "<li>Vehicle data, service history and current contracts</li>" +
          "<li>Your consents and objections to advertising, so that they are respected at every " +
          "location</li>" +
          "</ul>" +
          "<p>We do not share payment or credit data within the group.</p>" +
          "<h2>Purposes and legal bases</h2>" +
          "<p>We use the shared data to manage your customer account across all locations, to let you book " +
          "workshop appointments at any location and to run our IT centrally and securely. The legal basis " +
          "is Art. 6(1)(b) GDPR where your contracts are concerned and otherwise our legitimate interest " +
          "in efficient administration within the group (Art. 6(1)(f) GDPR, Recital 48).</p>" +
          "<h2>Objection and contact</h2>" +
          "<p>Where group-wide use is based on legitimate interests, you can object to it at any time. " +
          "Simply write to " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a>. ' +
          'All further information can be found in our <a href="/en/privacy">privacy policy</a>.</p>',
      },
      pl: {
        title: "Ochrona danych w grupie kapitałowej",
        slug: "ochrona-danych-w-grupie",
        seoDescription:
          "Jak spółki Brandt Mobility Holding wspólnie korzystają z danych klientów: współadministrowanie, cele i Państwa prawa.",
        html:
          "<h2>Grupa kapitałowa</h2>" +
          "<p>W skład grupy Brandt Mobility Holding GmbH wchodzą Autohaus Brandt Berlin GmbH, Autohaus " +
          "Brandt Hamburg GmbH oraz Autohaus Brandt München GmbH. Aby zapewnić Państwu jednakowo dobrą " +
          "obsługę w każdej lokalizacji, spółki te korzystają ze wspólnej bazy danych klientów, którą " +
          "centralnie prowadzi holding.</p>" +
          "<h2>Współadministrowanie</h2>" +
          "<p>W odniesieniu do wspólnej bazy danych klientów spółki są współadministratorami w rozumieniu " +
          "art. 26 RODO. W porozumieniu ustaliliśmy, kto wypełnia poszczególne obowiązki. Centralnym " +
          "punktem kontaktowym jest holding, jednak swoje prawa mogą Państwo wykonywać wobec każdej ze " +
          "spółek. Zasadniczą treść porozumienia udostępniamy na żądanie.</p>" +
          "<h2>Jakie dane są udostępniane</h2>" +
          "<ul>" +
          "<li>dane podstawowe i kontaktowe, takie jak imię i nazwisko, adres, numer telefonu i adres " +
          "e-mail</li>" +
          "<li>dane pojazdów, historia serwisowa i bieżące umowy</li>" +
          "<li>Państwa zgody i sprzeciwy wobec marketingu, aby były respektowane we wszystkich " +
          "lokalizacjach</li>" +
          "</ul>" +
          "<p>Danych dotyczących płatności i zdolności kredytowej nie udostępniamy w ramach grupy.</p>" +
          "<h2>Cele i podstawy prawne</h2>" +
          "<p>Wspólne dane wykorzystujemy, aby prowadzić Państwa konto klienta we wszystkich " +
          "lokalizacjach, umożliwić umawianie wizyt w serwisie w dowolnym oddziale oraz centralnie i " +
          "bezpiecznie utrzymywać naszą infrastrukturę IT. Podstawą prawną jest art. 6 ust. 1 lit. b RODO " +
          "w zakresie Państwa umów, a w pozostałym zakresie nasz prawnie uzasadniony interes w sprawnym " +
          "zarządzaniu w ramach grupy (art. 6 ust. 1 lit. f RODO, motyw 48).</p>" +
          "<h2>Sprzeciw i kontakt</h2>" +
          "<p>Jeżeli korzystanie z danych w ramach grupy opiera się na prawnie uzasadnionym interesie, " +
          "mogą Państwo w każdej chwili wnieść sprzeciw. Wystarczy napisać na adres " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a>. ' +
          'Wszystkie pozostałe informacje znajdą Państwo w naszej <a href="/pl/privacy">polityce ' +
          "prywatności</a>.</p>",
      },
      tr: {
        title: "Şirketler grubunda veri koruma",
        slug: "grup-veri-koruma",
        seoDescription:
          "Brandt Mobility Holding şirketlerinin müşteri verilerini nasıl ortak kullandığı: müşterek veri sorumluluğu, amaçlar ve haklarınız.",
        html:
          "<h2>Şirketler grubu</h2>" +
          "<p>Brandt Mobility Holding GmbH bünyesinde Autohaus Brandt Berlin GmbH, Autohaus Brandt Hamburg " +
          "GmbH ve Autohaus Brandt München GmbH bulunmaktadır. Her şubede aynı kalitede hizmet alabilmeniz " +
          "için bu şirketler, holding tarafından merkezi olarak işletilen ortak bir müşteri veri tabanı " +
          "kullanır.</p>" +
          "<h2>Müşterek veri sorumluluğu</h2>" +
          "<p>Şirketler, ortak müşteri veri tabanı bakımından GDPR md. 26 uyarınca müşterek veri " +
          "sorumlusudur. Hangi yükümlülüğü kimin yerine getireceğini bir anlaşmayla belirledik. Merkezi " +
          "irtibat noktanız holdingdir; ancak haklarınızı ilgili şirketlerin her birine karşı " +
          "kullanabilirsiniz. Bu anlaşmanın özünü talep etmeniz hâlinde size sunarız.</p>" +
          "<h2>Hangi veriler paylaşılır?</h2>" +
          "<ul>" +
          "<li>Ad, adres, telefon numarası ve e-posta adresi gibi temel ve iletişim bilgileri</li>" +
          "<li>Araç bilgileri, servis geçmişi ve devam eden sözleşmeler</li>" +
          "<li>Tüm şubelerde dikkate alınmaları için verdiğiniz rızalar ve reklama yönelik " +
          "itirazlarınız</li>" +
          "</ul>" +
          "<p>Ödeme ve kredi değerliliği verilerini grup içinde paylaşmayız.</p>" +
          "<h2>Amaçlar ve hukuki dayanaklar</h2>" +
          "<p>Ortak verileri, müşteri hesabınızı tüm şubelerde yönetmek, her şubede servis randevusu " +
          "alabilmenizi sağlamak ve BT altyapımızı merkezi ve güvenli biçimde işletmek için kullanırız. " +
          "Hukuki dayanak, sözleşmelerinizle ilgili olduğu ölçüde GDPR md. 6/1-b, diğer durumlarda ise " +
          "grup içinde verimli bir yönetime ilişkin meşru menfaatimizdir (GDPR md. 6/1-f, gerekçe 48).</p>" +
          "<h2>İtiraz ve iletişim</h2>" +
          "<p>Grup çapındaki kullanım meşru menfaate dayandığı ölçüde buna her zaman itiraz edebilirsiniz. " +
          "Bunun için " +
          '<a href="mailto:datenschutz@autohaus-brandt.example">datenschutz@autohaus-brandt.example</a> ' +
          'adresine yazmanız yeterlidir. Diğer tüm bilgileri <a href="/tr/privacy">gizlilik ' +
          "politikamızda</a> bulabilirsiniz.</p>",
      },
    },
  },
  {
    key: "leadAssistantDmsExport",
    text: {
      de: {
        title: "Lead-Assistent: Export ins DMS",
        slug: "lead-assistent-dms-export",
        seoDescription:
          "Wie Anfragen von der Website als CSV-Datei oder über einen JSON-Feed mit API-Token in das Dealer-Management-System (DMS) gelangen.",
        html:
          "<h2>Für wen ist diese Seite?</h2>" +
          "<p>Für Administratoren und Verkaufsleitungen, die Anfragen der Website in ihr Dealer-Management-System (DMS) übernehmen. Jede Anfrage der Website ist im Back-Office ein Vorgang (Fahrzeuganfragen, Rückrufe, Inzahlungnahmen, Kontaktanfragen, Community-Anträge und alle weiteren Anfragearten, die die Website anbietet).</p>" +
          "<h2>Zwei Wege ins DMS</h2>" +
          "<h3>CSV-Download</h3>" +
          "<p>Unter <em>Einstellungen → DMS-Export und API-Tokens</em> laden Administratoren eine CSV-Datei (UTF-8, Komma als Trennzeichen) mit den Vorgängen dieser Website herunter, gefiltert nach Anfrageart, Zustand (offen, gewonnen, verloren, gelöscht) und Eingangsdatum. Die Datei ist nach der letzten Änderung sortiert und enthält höchstens 10.000 Zeilen. Verkaufsleitungen können dieselbe Datei mit allen Filtern der Vorgangsliste über die Adresse <code>/api/dms/jobs.csv</code> abrufen.</p>" +
          "<h3>JSON-Feed für das DMS</h3>" +
          "<p>Ein DMS ruft <code>GET /api/dms/jobs.json</code> mit dem Header <code>Authorization: Bearer &lt;Token&gt;</code> ab. Administratoren erstellen die Tokens im Back-Office; ein Token wird nur einmal angezeigt, nur als Prüfsumme gespeichert, gilt nur für diese Website und kann jederzeit widerrufen werden. Der Feed liefert die Vorgänge seitenweise in der Reihenfolge ihrer letzten Änderung (<code>updatedSince</code>, <code>cursor</code>, <code>limit</code> bis 500). Wer den letzten <code>nextCursor</code> aufbewahrt und später erneut fragt, erhält genau die seitdem geänderten Vorgänge. Ohne Filter enthält der Feed offene, gewonnene und verlorene Vorgänge.</p>" +
          "<h2>Welche Felder exportiert werden</h2>" +
          "<p>Vorgangsnummer, Anfrageart, Workflow, Status mit Ergebnis, Zustand, Quelle, Sprache, Priorität, Kunde (Art, Vor- und Nachname, Firma, E-Mail, Telefon), Standort, Fahrzeug (Fahrzeug-ID, Marke, Modell, Wert), zuständige Person, Frist, Eingangs- und Änderungszeitpunkt. Dokumente und Fotos werden nicht exportiert.</p>" +
          "<h2>Was es nicht gibt</h2>" +
          "<p>Die Website schickt nichts von sich aus an ein DMS und erhält keinen Status aus dem DMS zurück: Das DMS holt die Daten selbst ab, so oft es möchte.</p>" +
          "<h2>Protokoll und Datenschutz</h2>" +
          '<p>Jeder Export wird protokolliert (Zeitpunkt, Format, Weg, Token, Anzahl der Vorgänge, Filter) und im Back-Office angezeigt. Die Exporte enthalten personenbezogene Daten; behandeln Sie Tokens wie Passwörter. Die technische Beschreibung steht in der API-Dokumentation unter <code>/api/openapi.json</code>. Mehr über das Back-Office erfahren Sie auf der Seite <a href="/de/amsprototype">Autohaus Management System</a>.</p>',
      },
      en: {
        title: "Lead assistant: export to the DMS",
        slug: "lead-assistant-dms-export",
        seoDescription:
          "How website enquiries reach your dealer management system (DMS): as a CSV file or through a JSON feed with an API token.",
        html:
          "<h2>Who is this page for?</h2>" +
          "<p>For admins and sales managers who take the website's enquiries into their dealer management system (DMS). Every enquiry from the website is a job in the back office (vehicle enquiries, call-backs, trade-ins, contact requests, community applications and any other kind of request the website offers).</p>" +
          "<h2>Two ways into the DMS</h2>" +
          "<h3>CSV download</h3>" +
          "<p>Under <em>Settings → DMS export and API tokens</em> admins download a CSV file (UTF-8, comma-separated) of this website's jobs, filtered by kind of request, state (open, won, lost, deleted) and date received. The file is sorted by last change and holds at most 10,000 rows. Sales managers can fetch the same file with every filter of the job list at the address <code>/api/dms/jobs.csv</code>.</p>" +
          "<h3>JSON feed for the DMS</h3>" +
          "<p>A DMS calls <code>GET /api/dms/jobs.json</code> with the header <code>Authorization: Bearer &lt;token&gt;</code>. Admins create tokens in the back office; a token is shown only once, stored only as a hash, works only for this website and can be revoked at any time. The feed returns jobs page by page in order of their last change (<code>updatedSince</code>, <code>cursor</code>, <code>limit</code> up to 500). Keep the last <code>nextCursor</code> and ask again later to get exactly the jobs changed since. Without filters the feed holds open, won and lost jobs.</p>" +
          "<h2>Which fields are exported</h2>" +
          "<p>Job number, kind of request, workflow, status with its outcome, state, source, language, priority, client (kind, first and last name, company, e-mail, phone), location, vehicle (vehicle ID, brand, model, value), assignee, deadline, time received and time of last change. Documents and photos are not exported.</p>" +
          "<h2>What there is not</h2>" +
          "<p>The website sends nothing to a DMS on its own and receives no status back from it: the DMS fetches the data itself, as often as it likes.</p>" +
          "<h2>Log and privacy</h2>" +
          '<p>Every export is logged (time, format, channel, token, number of jobs, filter) and listed in the back office. Exports contain personal data; treat tokens like passwords. The technical description is in the API documentation at <code>/api/openapi.json</code>. Read more about the back office on the page <a href="/en/amsprototype">Autohaus Management System</a>.</p>',
      },
      pl: {
        title: "Asystent leadów: eksport do DMS",
        slug: "asystent-leadow-eksport-dms",
        seoDescription:
          "Jak zapytania ze strony trafiają do systemu DMS salonu: jako plik CSV lub przez kanał JSON z tokenem API.",
        html:
          "<h2>Dla kogo jest ta strona?</h2>" +
          "<p>Dla administratorów i kierowników sprzedaży, którzy przenoszą zapytania ze strony do swojego systemu zarządzania dealerem (DMS). Każde zapytanie ze strony jest w panelu zleceniem (zapytania o pojazdy, prośby o oddzwonienie, odkup, zapytania kontaktowe, wnioski o członkostwo w społeczności i wszystkie inne rodzaje zapytań, które oferuje strona).</p>" +
          "<h2>Dwie drogi do DMS</h2>" +
          "<h3>Pobieranie CSV</h3>" +
          "<p>W sekcji <em>Ustawienia → Eksport do DMS i tokeny API</em> administratorzy pobierają plik CSV (UTF-8, przecinek jako separator) ze zleceniami tej strony, filtrowanymi według rodzaju zapytania, stanu (otwarte, wygrane, przegrane, usunięte) i daty wpływu. Plik jest posortowany według ostatniej zmiany i zawiera najwyżej 10 000 wierszy. Kierownicy sprzedaży mogą pobrać ten sam plik ze wszystkimi filtrami listy zleceń pod adresem <code>/api/dms/jobs.csv</code>.</p>" +
          "<h3>Kanał JSON dla DMS</h3>" +
          "<p>DMS wywołuje <code>GET /api/dms/jobs.json</code> z nagłówkiem <code>Authorization: Bearer &lt;token&gt;</code>. Administratorzy tworzą tokeny w panelu; token jest wyświetlany tylko raz, przechowywany wyłącznie jako skrót, działa tylko dla tej strony i można go w każdej chwili unieważnić. Kanał zwraca zlecenia stronami w kolejności ostatniej zmiany (<code>updatedSince</code>, <code>cursor</code>, <code>limit</code> do 500). Kto zachowa ostatni <code>nextCursor</code> i zapyta ponownie później, otrzyma dokładnie zlecenia zmienione od tego czasu. Bez filtrów kanał zawiera zlecenia otwarte, wygrane i przegrane.</p>" +
          "<h2>Jakie pola są eksportowane</h2>" +
          "<p>Numer zlecenia, rodzaj zapytania, workflow, status z wynikiem, stan, źródło, język, priorytet, klient (rodzaj, imię i nazwisko, firma, e-mail, telefon), lokalizacja, pojazd (ID pojazdu, marka, model, wartość), osoba odpowiedzialna, termin, czas wpływu i ostatniej zmiany. Dokumenty i zdjęcia nie są eksportowane.</p>" +
          "<h2>Czego nie ma</h2>" +
          "<p>Strona niczego nie wysyła do DMS sama z siebie i nie otrzymuje z niego statusów: DMS sam pobiera dane, tak często, jak chce.</p>" +
          "<h2>Rejestr i ochrona danych</h2>" +
          '<p>Każdy eksport jest rejestrowany (czas, format, kanał, token, liczba zleceń, filtr) i widoczny w panelu. Eksporty zawierają dane osobowe; traktuj tokeny jak hasła. Opis techniczny znajduje się w dokumentacji API pod adresem <code>/api/openapi.json</code>. Więcej o panelu przeczytasz na stronie <a href="/pl/amsprototype">Autohaus Management System</a>.</p>',
      },
      tr: {
        title: "Potansiyel müşteri asistanı: DMS'ye aktarım",
        slug: "musteri-asistani-dms-aktarimi",
        seoDescription:
          "Web sitesindeki talepler bayi yönetim sistemine (DMS) nasıl ulaşır: CSV dosyası olarak veya API anahtarlı bir JSON akışı üzerinden.",
        html:
          "<h2>Bu sayfa kimin için?</h2>" +
          "<p>Web sitesindeki talepleri bayi yönetim sistemlerine (DMS) aktaran yöneticiler ve satış müdürleri için. Web sitesinden gelen her talep arka ofiste bir iştir (araç talepleri, geri arama istekleri, takas talepleri, iletişim talepleri, topluluk başvuruları ve sitenin sunduğu diğer tüm talep türleri).</p>" +
          "<h2>DMS'ye iki yol</h2>" +
          "<h3>CSV indirme</h3>" +
          "<p><em>Ayarlar → DMS aktarımı ve API anahtarları</em> bölümünde yöneticiler bu sitenin işlerini talep türüne, duruma (açık, kazanıldı, kaybedildi, silindi) ve geliş tarihine göre filtrelenmiş bir CSV dosyası (UTF-8, virgülle ayrılmış) olarak indirir. Dosya son değişikliğe göre sıralanır ve en fazla 10.000 satır içerir. Satış müdürleri aynı dosyayı iş listesinin tüm filtreleriyle <code>/api/dms/jobs.csv</code> adresinden alabilir.</p>" +
          "<h3>DMS için JSON akışı</h3>" +
          "<p>Bir DMS, <code>Authorization: Bearer &lt;anahtar&gt;</code> başlığıyla <code>GET /api/dms/jobs.json</code> adresini çağırır. Anahtarları yöneticiler arka ofiste oluşturur; bir anahtar yalnızca bir kez gösterilir, yalnızca özeti saklanır, yalnızca bu sitede geçerlidir ve her an iptal edilebilir. Akış, işleri son değişiklik sırasına göre sayfa sayfa döndürür (<code>updatedSince</code>, <code>cursor</code>, 500'e kadar <code>limit</code>). Son <code>nextCursor</code> değerini saklayıp daha sonra yeniden soran, tam olarak o zamandan beri değişen işleri alır. Filtre olmadan akış açık, kazanılan ve kaybedilen işleri içerir.</p>" +
          "<h2>Hangi alanlar aktarılır</h2>" +
          "<p>İş numarası, talep türü, iş akışı, sonucuyla birlikte durum, hal, kaynak, dil, öncelik, müşteri (tür, ad ve soyad, şirket, e-posta, telefon), şube, araç (araç kimliği, marka, model, değer), sorumlu kişi, son tarih, geliş ve son değişiklik zamanı. Belgeler ve fotoğraflar aktarılmaz.</p>" +
          "<h2>Olmayanlar</h2>" +
          "<p>Web sitesi bir DMS'ye kendiliğinden hiçbir şey göndermez ve ondan durum bilgisi almaz: DMS verileri istediği sıklıkta kendisi çeker.</p>" +
          "<h2>Kayıt ve veri koruma</h2>" +
          '<p>Her aktarım kaydedilir (zaman, biçim, kanal, anahtar, iş sayısı, filtre) ve arka ofiste listelenir. Aktarımlar kişisel veriler içerir; anahtarlara şifre gibi davranın. Teknik açıklama <code>/api/openapi.json</code> adresindeki API belgelerindedir. Arka ofis hakkında daha fazla bilgiyi <a href="/tr/amsprototype">Autohaus Management System</a> sayfasında bulabilirsiniz.</p>',
      },
    },
  },
  {
    key: "docs",
    text: {
      de: {
        title: "Hilfe und Anleitungen",
        slug: "hilfe",
        seoDescription:
          "Hilfe bei Autohaus Brandt: So finden Sie Ihr Wunschauto, bestellen online, buchen einen Werkstatttermin und geben Ihr Auto in Zahlung.",
        html:
          "<h2>Fahrzeuge suchen</h2>" +
          '<p>In unserem <a href="/de/gebrauchtwagen">Fahrzeugbestand</a> finden Sie alle Neu- und ' +
          "Gebrauchtwagen unserer drei Standorte. Mit der " +
          '<a href="/de/gebrauchtwagensuche">Detailsuche</a> filtern Sie nach Marke, Modell, Preis, ' +
          "Kilometerstand, Antriebsart und Ausstattung. Über das Herzsymbol speichern Sie interessante " +
          'Fahrzeuge in Ihren <a href="/de/favoriten">Favoriten</a>.</p>' +
          "<h2>Online bestellen und reservieren</h2>" +
          "<ul>" +
          "<li>Legen Sie einen Gebrauchtwagen auf seiner Detailseite mit „Online reservieren“ in den " +
          "Warenkorb, einen konfigurierten Neuwagen im Konfigurator oder Zubehör im " +
          '<a href="/de/shop">Shop</a>.</li>' +
          "<li>Gehen Sie zur Kasse: Bestellen Sie als Gast oder melden Sie sich an, wählen Sie Abholung am " +
          "Standort oder Lieferung (Gebrauchtwagen nur Abholung) und bezahlen Sie per Überweisung auf " +
          "Rechnung, bei der Abholung oder mit einer Finanzierungsanfrage.</li>" +
          "<li>Sie sehen Ihre Bestellnummer sofort und erhalten eine Bestätigung per E-Mail. Einen " +
          "Gebrauchtwagen reservieren wir 48 Stunden für Sie; in dieser Zeit bestätigt ein Verkaufsberater " +
          "Ihre Bestellung. Angemeldet finden Sie alle Bestellungen in Ihrem Konto.</li>" +
          "</ul>" +
          "<h2>Werkstatttermin buchen</h2>" +
          '<p>In der <a href="/de/onlineterminbuchung">Online-Terminbuchung</a> wählen Sie den Standort, ' +
          "die gewünschte Leistung – etwa Inspektion, Reifenwechsel oder Hauptuntersuchung – und einen " +
          "freien Termin. Sie erhalten sofort eine Bestätigung per E-Mail und einen Tag vorher eine " +
          "Erinnerung.</p>" +
          "<h2>Auto in Zahlung geben</h2>" +
          '<p>Unter <a href="/de/inzahlungnahme">Inzahlungnahme</a> geben Sie die Daten Ihres Fahrzeugs ' +
          "ein und laden einige Fotos hoch. Innerhalb eines Werktags erhalten Sie eine erste Bewertung, " +
          "die wir nach einer kurzen Besichtigung vor Ort verbindlich bestätigen.</p>" +
          "<h2>Mietwagen buchen</h2>" +
          '<p>Einen Mietwagen reservieren Sie über unsere <a href="/de/vermietung">Autovermietung</a>: ' +
          "Standort, Zeitraum und Fahrzeugklasse wählen, fertig. Bis 48 Stunden vor Mietbeginn können Sie " +
          "kostenlos stornieren.</p>" +
          "<h2>Noch Fragen?</h2>" +
          "<p>Unser Team hilft Ihnen gern persönlich weiter – über das " +
          '<a href="/de/contact">Kontaktformular</a> oder telefonisch unter +49 30 1234560.</p>',
      },
      en: {
        title: "Help and guides",
        slug: "help",
        seoDescription:
          "Help at Autohaus Brandt: how to find your ideal car, order it online, book a workshop appointment and trade in your current car.",
        html:
          "<h2>Searching for cars</h2>" +
          '<p>Our <a href="/en/cars">vehicle stock</a> lists all new and used cars at our three ' +
          'locations. The <a href="/en/cardetailsearch">detailed search</a> lets you filter by make, ' +
          "model, price, mileage, drive type and equipment. Tap the heart icon to save interesting cars to " +
          'your <a href="/en/favorites">favourites</a>.</p>' +
          "<h2>Ordering and reserving online</h2>" +
          "<ul>" +
          "<li>Put a used car in your cart with “Reserve online” on its detail page, a configured new car " +
          'in the configurator, or accessories in the <a href="/en/shop">shop</a>.</li>' +
          "<li>Go to the checkout: order as a guest or log in, choose pickup at a location or delivery " +
          "(used cars are picked up), and pay by bank transfer against an invoice, at pickup or with a " +
          "financing request.</li>" +
          "<li>You see your order number straight away and receive a confirmation by email. We reserve a " +
          "used car for you for 48 hours, during which a sales advisor confirms your order. When you are " +
          "logged in, your account lists all your orders.</li>" +
          "</ul>" +
          "<h2>Booking a workshop appointment</h2>" +
          '<p>In <a href="/en/car-service">online booking</a>, choose the location, the service you need ' +
          "– such as an inspection, a tyre change or the roadworthiness test – and a free slot. You will " +
          "receive an email confirmation straight away and a reminder one day before.</p>" +
          "<h2>Trading in your car</h2>" +
          '<p>On the <a href="/en/buyback">trade-in</a> page, enter your car\'s details and upload a few ' +
          "photos. Within one working day you will receive an initial valuation, which we confirm as " +
          "binding after a short inspection on site.</p>" +
          "<h2>Renting a car</h2>" +
          '<p>You can reserve a rental car through our <a href="/en/car-rental">car rental</a> page: ' +
          "choose the location, the dates and the vehicle class, and you are done. Cancellation is free of " +
          "charge up to 48 hours before the rental starts.</p>" +
          "<h2>Any questions?</h2>" +
          '<p>Our team will be happy to help you personally – via the <a href="/en/contact">contact ' +
          "form</a> or by phone on +49 30 1234560.</p>",
      },
      pl: {
        title: "Pomoc i poradniki",
        slug: "pomoc",
        seoDescription:
          "Pomoc w Autohaus Brandt: jak znaleźć wymarzone auto, zamówić je online, umówić wizytę w serwisie i oddać samochód w rozliczeniu.",
        html:
          "<h2>Wyszukiwanie samochodów</h2>" +
          '<p>W naszej <a href="/pl/cars">ofercie pojazdów</a> znajdą Państwo wszystkie nowe i używane ' +
          'samochody z trzech lokalizacji. <a href="/pl/cardetailsearch">Wyszukiwanie zaawansowane</a> ' +
          "pozwala filtrować według marki, modelu, ceny, przebiegu, rodzaju napędu i wyposażenia. Klikając " +
          'ikonę serca, można zapisać interesujące auta w <a href="/pl/favorites">ulubionych</a>.</p>' +
          "<h2>Zamówienie i rezerwacja online</h2>" +
          "<ul>" +
          "<li>Samochód używany dodają Państwo do koszyka przyciskiem „Zarezerwuj online” na stronie " +
          "szczegółów, skonfigurowany nowy samochód w konfiguratorze, a akcesoria w " +
          '<a href="/pl/shop">sklepie</a>.</li>' +
          "<li>W kasie zamawiają Państwo jako gość lub po zalogowaniu, wybierają odbiór w salonie lub " +
          "dostawę (samochody używane tylko odbiór) i płacą przelewem na podstawie faktury, przy odbiorze " +
          "lub składają wniosek o finansowanie.</li>" +
          "<li>Numer zamówienia widzą Państwo od razu, a potwierdzenie przychodzi e-mailem. Samochód " +
          "używany rezerwujemy na 48 godzin; w tym czasie doradca potwierdza zamówienie. Po zalogowaniu " +
          "wszystkie zamówienia znajdą Państwo na swoim koncie.</li>" +
          "</ul>" +
          "<h2>Wizyta w serwisie</h2>" +
          '<p>W <a href="/pl/car-service">rezerwacji online</a> wybierają Państwo lokalizację, usługę – ' +
          "np. przegląd, wymianę opon lub badanie techniczne – oraz wolny termin. Potwierdzenie przychodzi " +
          "od razu e-mailem, a dzień przed wizytą wysyłamy przypomnienie.</p>" +
          "<h2>Samochód w rozliczeniu</h2>" +
          '<p>Na stronie <a href="/pl/buyback">odkupu</a> wystarczy wpisać dane swojego auta i przesłać ' +
          "kilka zdjęć. W ciągu jednego dnia roboczego otrzymają Państwo wstępną wycenę, którą po krótkich " +
          "oględzinach na miejscu potwierdzamy jako wiążącą.</p>" +
          "<h2>Wynajem samochodu</h2>" +
          "<p>Samochód na wynajem można zarezerwować na stronie naszej " +
          '<a href="/pl/car-rental">wypożyczalni</a>: wystarczy wybrać lokalizację, termin i klasę ' +
          "pojazdu. Rezerwację można bezpłatnie anulować do 48 godzin przed rozpoczęciem wynajmu.</p>" +
          "<h2>Mają Państwo pytania?</h2>" +
          '<p>Nasz zespół chętnie pomoże osobiście – przez <a href="/pl/contact">formularz ' +
          "kontaktowy</a> lub telefonicznie pod numerem +49 30 1234560.</p>",
      },
      tr: {
        title: "Yardım ve kılavuzlar",
        slug: "yardim",
        seoDescription:
          "Autohaus Brandt yardım sayfası: hayalinizdeki aracı bulma, online sipariş, servis randevusu alma ve aracınızı takas etme.",
        html:
          "<h2>Araç arama</h2>" +
          '<p><a href="/tr/cars">Araç stokumuzda</a> üç şubemizdeki tüm sıfır ve ikinci el araçları ' +
          'bulabilirsiniz. <a href="/tr/cardetailsearch">Detaylı arama</a> ile marka, model, fiyat, ' +
          "kilometre, çekiş türü ve donanıma göre filtreleme yapabilirsiniz. Kalp simgesine dokunarak " +
          'ilginizi çeken araçları <a href="/tr/favorites">favorilerinize</a> kaydedebilirsiniz.</p>' +
          "<h2>Online sipariş ve rezervasyon</h2>" +
          "<ul>" +
          "<li>İkinci el bir aracı detay sayfasındaki “Online rezerve et” ile, yapılandırdığınız sıfır " +
          'aracı konfigüratörde, aksesuarları ise <a href="/tr/shop">mağazada</a> sepetinize ekleyin.</li>' +
          "<li>Ödeme sayfasında misafir olarak veya giriş yaparak sipariş verin, şubeden teslim almayı ya " +
          "da teslimatı seçin (ikinci el araçlar yalnızca şubeden teslim alınır) ve faturayla banka " +
          "havalesi, teslim alırken ödeme veya finansman talebi ile ödeyin.</li>" +
          "<li>Sipariş numaranızı hemen görürsünüz ve e-posta ile onay alırsınız. İkinci el aracı 48 saat " +
          "sizin için rezerve ederiz; bu süre içinde bir satış danışmanı siparişinizi onaylar. Giriş " +
          "yaptığınızda tüm siparişleriniz hesabınızda listelenir.</li>" +
          "</ul>" +
          "<h2>Servis randevusu alma</h2>" +
          '<p><a href="/tr/car-service">Online randevu</a> sayfasında şubeyi, ihtiyacınız olan hizmeti – ' +
          "örneğin bakım, lastik değişimi veya periyodik muayene – ve uygun bir zamanı seçin. Onay " +
          "e-postası hemen, hatırlatma ise randevudan bir gün önce size ulaşır.</p>" +
          "<h2>Aracınızı takas etme</h2>" +
          '<p><a href="/tr/buyback">Takas</a> sayfasında aracınızın bilgilerini girin ve birkaç fotoğraf ' +
          "yükleyin. Bir iş günü içinde ilk değerlemeyi alırsınız; bu değerlemeyi şubede yapılan kısa bir " +
          "incelemenin ardından bağlayıcı olarak onaylarız.</p>" +
          "<h2>Araç kiralama</h2>" +
          '<p>Kiralık aracınızı <a href="/tr/car-rental">araç kiralama</a> sayfamızdan rezerve ' +
          "edebilirsiniz: şubeyi, tarihleri ve araç sınıfını seçmeniz yeterli. Kiralama başlangıcından 48 " +
          "saat öncesine kadar ücretsiz iptal edebilirsiniz.</p>" +
          "<h2>Sorularınız mı var?</h2>" +
          '<p>Ekibimiz size memnuniyetle bizzat yardımcı olur: <a href="/tr/contact">iletişim formu</a> ' +
          "aracılığıyla veya +49 30 1234560 numaralı telefondan bize ulaşabilirsiniz.</p>",
      },
    },
  },
];
