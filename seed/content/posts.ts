import type { PostSeed } from "./types";

/** Demo blog posts and news items, published between March and November 2026. */
export const POSTS: PostSeed[] = [
  {
    kind: "blog",
    publishedAt: "2026-10-14T07:30:00.000Z",
    author: "Jonas Keller",
    text: {
      de: {
        title: "So machen Sie Ihr Auto fit für den Winter",
        slug: "auto-winterfest-machen",
        excerpt:
          "Reifen, Batterie, Frostschutz und Licht: Mit dieser Checkliste kommen Sie sicher durch die kalte Jahreszeit – ob mit Verbrenner oder Elektroauto.",
        html:
          "<p>Sobald die Temperaturen unter sieben Grad fallen, wird es Zeit für den Wintercheck. Unser " +
          "Werkstattleiter in Berlin verrät, worauf es ankommt.</p>" +
          "<h2>Reifen: das Alpine-Symbol zählt</h2>" +
          "<p>In Deutschland gilt eine situative Winterreifenpflicht: Bei Glätte, Schnee oder Eis dürfen " +
          "Sie nur mit Winter- oder Ganzjahresreifen fahren, die das Alpine-Symbol (Bergpiktogramm mit " +
          "Schneeflocke) tragen. Reifen, die nur mit „M+S“ gekennzeichnet sind, reichen nicht mehr aus. " +
          "Gesetzlich vorgeschrieben sind 1,6 Millimeter Profiltiefe, wir empfehlen aber mindestens vier " +
          "Millimeter.</p>" +
          "<h2>Die Checkliste</h2>" +
          "<ul>" +
          "<li><strong>Batterie:</strong> Kälte kostet Leistung. Lassen Sie ältere Batterien testen, bevor " +
          "sie an einem frostigen Morgen aufgeben.</li>" +
          "<li><strong>Frostschutz:</strong> Kühlmittel und Scheibenwaschwasser sollten bis mindestens " +
          "minus 20 Grad geschützt sein.</li>" +
          "<li><strong>Wischer und Licht:</strong> Verschlissene Wischerblätter schmieren; prüfen Sie " +
          "außerdem alle Scheinwerfer und Leuchten.</li>" +
          "<li><strong>Türdichtungen:</strong> Ein Pflegestift verhindert, dass Türen festfrieren.</li>" +
          "<li><strong>Ausrüstung:</strong> Eiskratzer, Handbesen, Decke und Handschuhe gehören in den " +
          "Kofferraum.</li>" +
          "</ul>" +
          "<h2>Tipp für Elektroautos</h2>" +
          "<p>Im Winter sinkt die Reichweite spürbar. Heizen Sie Innenraum und Batterie vor, solange das " +
          "Auto noch am Ladekabel hängt – das schont den Akku und spart Energie für die Fahrt.</p>" +
          "<p>Sie möchten den Check lieber uns überlassen? Unser Wintercheck dauert rund 30 Minuten und " +
          'lässt sich direkt mit dem Reifenwechsel kombinieren. <a href="/de/onlineterminbuchung">Buchen ' +
          "Sie jetzt Ihren Termin</a>.</p>",
      },
      en: {
        title: "How to get your car ready for winter",
        slug: "getting-your-car-ready-for-winter",
        excerpt:
          "Tyres, battery, antifreeze and lights: this checklist will help you through the cold season safely – whether you drive a combustion or an electric car.",
        html:
          "<p>As soon as temperatures drop below seven degrees, it is time for a winter check. The head of " +
          "our Berlin workshop explains what matters most.</p>" +
          "<h2>Tyres: the Alpine symbol counts</h2>" +
          "<p>In Germany, winter tyres are required whenever conditions demand them: in icy, snowy or " +
          "slushy conditions you may only drive on winter or all-season tyres bearing the Alpine symbol (a " +
          "mountain with a snowflake). Tyres marked only “M+S” are no longer sufficient. The legal minimum " +
          "tread depth is 1.6 millimetres, but we recommend at least four millimetres.</p>" +
          "<h2>The checklist</h2>" +
          "<ul>" +
          "<li><strong>Battery:</strong> the cold saps its power. Have older batteries tested before they " +
          "give up on a frosty morning.</li>" +
          "<li><strong>Antifreeze:</strong> coolant and screenwash should be protected down to at least " +
          "minus 20 degrees.</li>" +
          "<li><strong>Wipers and lights:</strong> worn wiper blades smear, so replace them and check all " +
          "headlights and lamps.</li>" +
          "<li><strong>Door seals:</strong> a rubber care stick stops doors from freezing shut.</li>" +
          "<li><strong>Equipment:</strong> an ice scraper, a small brush, a blanket and gloves belong in " +
          "the boot.</li>" +
          "</ul>" +
          "<h2>A tip for electric cars</h2>" +
          "<p>In winter, range drops noticeably. Pre-heat the cabin and the battery while the car is still " +
          "plugged in – this protects the battery and saves energy for the journey.</p>" +
          "<p>Would you rather leave the check to us? Our winter check takes about 30 minutes and can be " +
          'combined with your tyre change. <a href="/en/car-service">Book your appointment now</a>.</p>',
      },
      pl: {
        title: "Jak przygotować samochód do zimy",
        slug: "jak-przygotowac-auto-do-zimy",
        excerpt:
          "Opony, akumulator, płyn do chłodnicy i oświetlenie: ta lista kontrolna pomoże bezpiecznie przetrwać zimę – niezależnie od tego, czy jeździsz autem spalinowym, czy elektrycznym.",
        html:
          "<p>Gdy temperatura spada poniżej siedmiu stopni, czas na przegląd zimowy. Kierownik naszego " +
          "warsztatu w Berlinie podpowiada, na co zwrócić uwagę.</p>" +
          "<h2>Opony: liczy się symbol alpejski</h2>" +
          "<p>W Niemczech obowiązuje sytuacyjny obowiązek jazdy na oponach zimowych: przy gołoledzi, " +
          "śniegu lub lodzie można jeździć wyłącznie na oponach zimowych lub całorocznych z symbolem " +
          "alpejskim (góra z płatkiem śniegu). Opony oznaczone tylko symbolem „M+S” już nie wystarczą. " +
          "Prawo wymaga 1,6 milimetra bieżnika, ale zalecamy co najmniej cztery milimetry.</p>" +
          "<h2>Lista kontrolna</h2>" +
          "<ul>" +
          "<li><strong>Akumulator:</strong> mróz osłabia jego moc. Starszy akumulator warto sprawdzić, " +
          "zanim odmówi posłuszeństwa w mroźny poranek.</li>" +
          "<li><strong>Płyny:</strong> płyn chłodniczy i płyn do spryskiwaczy powinny chronić co najmniej " +
          "do minus 20 stopni.</li>" +
          "<li><strong>Wycieraczki i światła:</strong> zużyte pióra wycieraczek smużą; sprawdź też " +
          "wszystkie reflektory i lampy.</li>" +
          "<li><strong>Uszczelki drzwi:</strong> specjalny sztyft pielęgnacyjny zapobiega przymarzaniu " +
          "drzwi.</li>" +
          "<li><strong>Wyposażenie:</strong> skrobaczka, zmiotka, koc i rękawiczki powinny leżeć w " +
          "bagażniku.</li>" +
          "</ul>" +
          "<h2>Wskazówka dla aut elektrycznych</h2>" +
          "<p>Zimą zasięg wyraźnie spada. Ogrzej wnętrze i akumulator, dopóki auto jest jeszcze podłączone " +
          "do ładowarki – to oszczędza baterię i energię na jazdę.</p>" +
          "<p>Wolisz zostawić przegląd nam? Nasz przegląd zimowy trwa około 30 minut i można go połączyć z " +
          'wymianą opon. <a href="/pl/car-service">Zarezerwuj termin już teraz</a>.</p>',
      },
      tr: {
        title: "Aracınızı kışa nasıl hazırlarsınız?",
        slug: "araci-kisa-hazirlama",
        excerpt:
          "Lastikler, akü, antifriz ve farlar: Bu kontrol listesiyle ister benzinli ister elektrikli araç kullanın, soğuk mevsimi güvenle geçirirsiniz.",
        html:
          "<p>Hava sıcaklığı yedi derecenin altına düştüğünde kış bakımının zamanı gelmiş demektir. Berlin " +
          "atölyemizin müdürü nelere dikkat etmeniz gerektiğini anlatıyor.</p>" +
          "<h2>Lastikler: Alp sembolü önemli</h2>" +
          "<p>Almanya'da koşula bağlı kış lastiği zorunluluğu vardır: Buzlanma, kar veya don olduğunda " +
          "yalnızca Alp sembolü (kar taneli dağ simgesi) taşıyan kış ya da dört mevsim lastikleriyle yola " +
          "çıkabilirsiniz. Yalnızca “M+S” işaretli lastikler artık yeterli değildir. Yasal asgari diş " +
          "derinliği 1,6 milimetredir, ancak en az dört milimetre öneriyoruz.</p>" +
          "<h2>Kontrol listesi</h2>" +
          "<ul>" +
          "<li><strong>Akü:</strong> Soğuk hava akünün gücünü azaltır. Eski aküleri, soğuk bir sabah sizi " +
          "yolda bırakmadan önce test ettirin.</li>" +
          "<li><strong>Antifriz:</strong> Soğutma suyu ve cam suyu en az eksi 20 dereceye kadar koruma " +
          "sağlamalıdır.</li>" +
          "<li><strong>Silecekler ve farlar:</strong> Aşınmış silecekler iz bırakır; ayrıca tüm farları ve " +
          "lambaları kontrol edin.</li>" +
          "<li><strong>Kapı fitilleri:</strong> Bakım kalemi, kapıların donarak yapışmasını önler.</li>" +
          "<li><strong>Donanım:</strong> Buz kazıyıcı, küçük fırça, battaniye ve eldiven bagajda " +
          "bulunmalıdır.</li>" +
          "</ul>" +
          "<h2>Elektrikli araçlar için ipucu</h2>" +
          "<p>Kışın menzil belirgin şekilde azalır. Araç henüz şarj kablosuna bağlıyken iç mekânı ve " +
          "bataryayı önceden ısıtın; bu hem bataryayı korur hem de yolculuk için enerji tasarrufu " +
          "sağlar.</p>" +
          "<p>Kontrolü bize bırakmayı mı tercih edersiniz? Kış kontrolümüz yaklaşık 30 dakika sürer ve " +
          'lastik değişimiyle birleştirilebilir. <a href="/tr/car-service">Hemen randevu alın</a>.</p>',
      },
    },
  },
  {
    kind: "blog",
    publishedAt: "2026-04-22T08:00:00.000Z",
    author: "Sabine Hoffmann",
    text: {
      de: {
        title: "Leasing oder Finanzierung – was passt zu mir?",
        slug: "leasing-oder-finanzierung",
        excerpt:
          "Beide Wege führen zum neuen Auto, unterscheiden sich aber deutlich. Wir vergleichen Kosten, Flexibilität und Risiken und sagen, für wen sich was lohnt.",
        html:
          "<p>„Soll ich leasen oder finanzieren?“ – diese Frage hören wir in der Beratung fast täglich. " +
          "Die ehrliche Antwort lautet: Es kommt darauf an, wie Sie Ihr Auto nutzen.</p>" +
          "<h2>Der wichtigste Unterschied</h2>" +
          "<p>Bei einer Finanzierung kaufen Sie das Auto auf Raten. Nach der letzten Rate gehört es Ihnen, " +
          "und Sie können es so lange fahren oder verkaufen, wie Sie möchten. Beim Leasing bezahlen Sie " +
          "dagegen nur die Nutzung für eine feste Zeit und geben das Auto danach zurück.</p>" +
          "<h2>Leasing passt, wenn Sie …</h2>" +
          "<ul>" +
          "<li>alle zwei bis vier Jahre ein neues Auto fahren möchten,</li>" +
          "<li>niedrige, planbare Monatsraten bevorzugen,</li>" +
          "<li>Ihre jährliche Fahrleistung gut einschätzen können,</li>" +
          "<li>sich nicht um den Wiederverkauf kümmern wollen.</li>" +
          "</ul>" +
          "<h2>Finanzierung passt, wenn Sie …</h2>" +
          "<ul>" +
          "<li>Ihr Auto viele Jahre behalten möchten,</li>" +
          "<li>viel oder sehr unterschiedlich viel fahren,</li>" +
          "<li>das Auto nach Ihren Wünschen umbauen oder nachrüsten möchten,</li>" +
          "<li>nach der Laufzeit keine Raten mehr zahlen wollen.</li>" +
          "</ul>" +
          "<h2>Und die Kosten?</h2>" +
          "<p>Die Leasingrate ist meist niedriger als die Finanzierungsrate, weil Sie nur den Wertverlust " +
          "bezahlen. Über viele Jahre gerechnet ist ein finanziertes Auto, das Sie lange fahren, aber oft " +
          "günstiger. Achten Sie bei beiden Varianten auf den effektiven Jahreszins bzw. auf " +
          "Sonderzahlung, Kilometerpreise und Rückgabebedingungen.</p>" +
          "<p>Am besten rechnen wir beide Varianten für Ihr Wunschauto durch. Mehr dazu erfahren Sie in " +
          'unserer <a href="/de/leistungen/finanzierungsberatung">Finanzierungsberatung</a>.</p>',
      },
      en: {
        title: "Leasing or financing – which is right for me?",
        slug: "leasing-or-financing",
        excerpt:
          "Both routes lead to a new car, but they differ considerably. We compare costs, flexibility and risks and explain who benefits from which option.",
        html:
          "<p>“Should I lease or finance?” We hear this question almost every day. The honest answer is: " +
          "it depends on how you use your car.</p>" +
          "<h2>The key difference</h2>" +
          "<p>With financing, you buy the car in instalments. After the last instalment it belongs to you, " +
          "and you can drive it for as long as you like or sell it. With leasing, on the other hand, you " +
          "only pay to use the car for a fixed period and then give it back.</p>" +
          "<h2>Leasing suits you if you …</h2>" +
          "<ul>" +
          "<li>want to drive a new car every two to four years,</li>" +
          "<li>prefer low, predictable monthly payments,</li>" +
          "<li>can estimate your annual mileage reliably,</li>" +
          "<li>do not want to deal with reselling the car.</li>" +
          "</ul>" +
          "<h2>Financing suits you if you …</h2>" +
          "<ul>" +
          "<li>want to keep your car for many years,</li>" +
          "<li>drive a lot, or your mileage varies greatly,</li>" +
          "<li>want to modify or upgrade the car to your liking,</li>" +
          "<li>do not want to make any more payments once the term is over.</li>" +
          "</ul>" +
          "<h2>What about the costs?</h2>" +
          "<p>Leasing rates are usually lower than financing instalments because you only pay for the loss " +
          "in value. Over many years, however, a financed car that you keep for a long time is often " +
          "cheaper. With either option, look closely at the annual percentage rate, the down payment, the " +
          "price per extra kilometre and the return conditions.</p>" +
          "<p>The best approach is for us to calculate both options for the car you want. Find out more " +
          'about our <a href="/en/services/financing-advice">financing advice</a>.</p>',
      },
      pl: {
        title: "Leasing czy kredyt – co wybrać?",
        slug: "leasing-czy-kredyt",
        excerpt:
          "Obie drogi prowadzą do nowego auta, ale znacznie się różnią. Porównujemy koszty, elastyczność i ryzyko oraz podpowiadamy, dla kogo jakie rozwiązanie jest lepsze.",
        html:
          "<p>„Leasing czy kredyt?” – to pytanie słyszymy podczas konsultacji niemal codziennie. Uczciwa " +
          "odpowiedź brzmi: to zależy od tego, jak korzystasz z samochodu.</p>" +
          "<h2>Najważniejsza różnica</h2>" +
          "<p>Biorąc kredyt, kupujesz samochód na raty. Po spłacie ostatniej raty auto należy do Ciebie i " +
          "możesz nim jeździć, jak długo chcesz, albo je sprzedać. W leasingu płacisz natomiast tylko za " +
          "korzystanie z auta przez określony czas, a potem je oddajesz.</p>" +
          "<h2>Leasing jest dla Ciebie, jeśli…</h2>" +
          "<ul>" +
          "<li>chcesz co dwa do czterech lat jeździć nowym autem,</li>" +
          "<li>wolisz niskie i przewidywalne raty,</li>" +
          "<li>potrafisz dobrze oszacować swój roczny przebieg,</li>" +
          "<li>nie chcesz zajmować się odsprzedażą.</li>" +
          "</ul>" +
          "<h2>Kredyt jest dla Ciebie, jeśli…</h2>" +
          "<ul>" +
          "<li>chcesz jeździć jednym autem przez wiele lat,</li>" +
          "<li>dużo jeździsz lub Twój przebieg bardzo się waha,</li>" +
          "<li>chcesz przerabiać lub doposażać auto według własnych upodobań,</li>" +
          "<li>po zakończeniu umowy nie chcesz już płacić żadnych rat.</li>" +
          "</ul>" +
          "<h2>A co z kosztami?</h2>" +
          "<p>Rata leasingowa jest zwykle niższa niż rata kredytu, ponieważ płacisz tylko za utratę " +
          "wartości auta. W perspektywie wielu lat samochód kupiony na kredyt i długo użytkowany często " +
          "wychodzi jednak taniej. W obu przypadkach zwróć uwagę na RRSO, opłatę wstępną, cenę za " +
          "dodatkowy kilometr i warunki zwrotu.</p>" +
          "<p>Najlepiej, jeśli przeliczymy oba warianty dla wybranego przez Ciebie auta. Więcej informacji " +
          'znajdziesz na stronie <a href="/pl/uslugi/doradztwo-finansowe">doradztwa finansowego</a>.</p>',
      },
      tr: {
        title: "Leasing mi, kredi mi – hangisi bana uygun?",
        slug: "leasing-mi-kredi-mi",
        excerpt:
          "İki yol da yeni bir araca çıkar ama aralarında önemli farklar vardır. Maliyetleri, esnekliği ve riskleri karşılaştırıyor, hangisinin kime uygun olduğunu anlatıyoruz.",
        html:
          "<p>“Leasing mi yapayım, kredi mi çekeyim?” Bu soruyu danışmanlık görüşmelerinde neredeyse her " +
          "gün duyuyoruz. Dürüst cevap şu: Aracınızı nasıl kullandığınıza bağlı.</p>" +
          "<h2>En önemli fark</h2>" +
          "<p>Krediyle aracı taksitle satın alırsınız. Son taksitten sonra araç sizindir; istediğiniz " +
          "kadar kullanabilir veya satabilirsiniz. Leasingde ise yalnızca aracı belirli bir süre " +
          "kullanmanın bedelini ödersiniz ve sürenin sonunda aracı iade edersiniz.</p>" +
          "<h2>Leasing sizin için uygundur, eğer…</h2>" +
          "<ul>" +
          "<li>iki ila dört yılda bir yeni araç kullanmak istiyorsanız,</li>" +
          "<li>düşük ve öngörülebilir aylık ödemeleri tercih ediyorsanız,</li>" +
          "<li>yıllık kilometrenizi iyi tahmin edebiliyorsanız,</li>" +
          "<li>aracı yeniden satmakla uğraşmak istemiyorsanız.</li>" +
          "</ul>" +
          "<h2>Kredi sizin için uygundur, eğer…</h2>" +
          "<ul>" +
          "<li>aracınızı uzun yıllar kullanmak istiyorsanız,</li>" +
          "<li>çok yol yapıyorsanız veya kilometreniz büyük farklılık gösteriyorsa,</li>" +
          "<li>aracı zevkinize göre değiştirmek ya da donanım eklemek istiyorsanız,</li>" +
          "<li>süre bittikten sonra artık taksit ödemek istemiyorsanız.</li>" +
          "</ul>" +
          "<h2>Peki ya maliyetler?</h2>" +
          "<p>Leasing taksidi genellikle kredi taksidinden düşüktür, çünkü yalnızca aracın değer kaybını " +
          "ödersiniz. Ancak uzun yıllar boyunca hesaplandığında, krediyle alınıp uzun süre kullanılan bir " +
          "araç çoğu zaman daha ucuza gelir. Her iki seçenekte de yıllık efektif faiz oranına, peşinata, " +
          "ek kilometre ücretine ve iade koşullarına dikkat edin.</p>" +
          "<p>En iyisi, istediğiniz araç için iki seçeneği birlikte hesaplamak. Ayrıntılı bilgiyi " +
          '<a href="/tr/hizmetler/finansman-danismanligi">finansman danışmanlığı</a> sayfamızda ' +
          "bulabilirsiniz.</p>",
      },
    },
  },
  {
    kind: "blog",
    publishedAt: "2026-06-10T09:00:00.000Z",
    author: "Lena Vogt",
    text: {
      de: {
        title: "Das CO₂-Label von A bis G – was es für Autokäufer bedeutet",
        slug: "co2-label-a-bis-g",
        excerpt:
          "Seit 2024 ordnet das neue CO₂-Label Neuwagen in die Klassen A bis G ein. Wir erklären, was die Farben bedeuten und welche Kosten das Label sichtbar macht.",
        html:
          "<p>Wer einen Neuwagen kauft, begegnet ihm im Autohaus und in jeder Anzeige: dem CO₂-Label. Seit " +
          "Februar 2024 sieht es anders aus als früher – und es verrät deutlich mehr.</p>" +
          "<h2>Die Klassen</h2>" +
          "<p>Maßgeblich ist allein der CO₂-Ausstoß nach dem Prüfverfahren WLTP, nicht mehr das Gewicht " +
          "des Fahrzeugs. Damit sind Autos aller Größen direkt vergleichbar:</p>" +
          "<ul>" +
          "<li><strong>A:</strong> 0 g/km – reine Elektroautos</li>" +
          "<li><strong>B:</strong> 1 bis 95 g/km</li>" +
          "<li><strong>C bis F:</strong> in Stufen von jeweils 20 g/km bis 175 g/km</li>" +
          "<li><strong>G:</strong> mehr als 175 g/km</li>" +
          "</ul>" +
          "<p>Plug-in-Hybride erhalten zwei Angaben: eine gewichtete für den Mix aus elektrischem und " +
          "Verbrennerbetrieb und eine für die Fahrt mit leerer Batterie. Die zweite zeigt, wie sparsam das " +
          "Auto ist, wenn Sie selten laden.</p>" +
          "<h2>Die Kosten im Blick</h2>" +
          "<p>Besonders nützlich ist der Kostenteil des Labels. Er nennt die jährlichen Energiekosten, die " +
          "Kfz-Steuer und die möglichen CO₂-Kosten für die nächsten zehn Jahre bei niedrigem, mittlerem " +
          "und hohem CO₂-Preis. Da der CO₂-Preis auf Benzin und Diesel schrittweise steigt, kann der " +
          "Unterschied zwischen zwei Modellen über die Jahre mehrere Tausend Euro betragen.</p>" +
          "<h2>Unser Tipp</h2>" +
          "<p>Vergleichen Sie nicht nur den Kaufpreis, sondern die Gesamtkosten über die geplante " +
          "Haltedauer. Ein etwas teureres, effizienteres Auto kann am Ende günstiger sein. Das Label ist " +
          "für Neuwagen vorgeschrieben; bei Gebrauchtwagen nennen wir Verbrauch und CO₂-Werte, soweit sie " +
          'bekannt sind. Stöbern Sie in unserem <a href="/de/gebrauchtwagen">Fahrzeugbestand</a> – die ' +
          "Angaben finden Sie bei jedem Fahrzeug.</p>",
      },
      en: {
        title: "The CO₂ label from A to G – what it means for car buyers",
        slug: "co2-label-a-to-g",
        excerpt:
          "Since 2024, Germany's new CO₂ label has placed new cars in classes A to G. We explain what the colours mean and which costs the label reveals.",
        html:
          "<p>Anyone buying a new car in Germany comes across it in the showroom and in every advert: the " +
          "CO₂ label. Since February 2024 it has looked different from before – and it tells you a lot " +
          "more.</p>" +
          "<h2>The classes</h2>" +
          "<p>The only thing that counts is CO₂ emissions according to the WLTP test procedure, no longer " +
          "the weight of the vehicle. This makes cars of all sizes directly comparable:</p>" +
          "<ul>" +
          "<li><strong>A:</strong> 0 g/km – fully electric cars</li>" +
          "<li><strong>B:</strong> 1 to 95 g/km</li>" +
          "<li><strong>C to F:</strong> in steps of 20 g/km each, up to 175 g/km</li>" +
          "<li><strong>G:</strong> more than 175 g/km</li>" +
          "</ul>" +
          "<p>Plug-in hybrids get two ratings: a weighted one for the mix of electric and combustion " +
          "driving, and one for driving with an empty battery. The second shows how economical the car is " +
          "if you rarely charge it.</p>" +
          "<h2>Keeping an eye on costs</h2>" +
          "<p>The cost section of the label is particularly useful. It states the annual energy costs, the " +
          "vehicle tax and the possible CO₂ costs over the next ten years at a low, medium and high CO₂ " +
          "price. As the CO₂ price on petrol and diesel is rising step by step, the difference between two " +
          "models can add up to several thousand euros over the years.</p>" +
          "<h2>Our tip</h2>" +
          "<p>Do not just compare the purchase price, but the total cost over the time you plan to keep " +
          "the car. A slightly more expensive but more efficient car can turn out cheaper in the end. The " +
          "label is mandatory for new cars; for used cars we state consumption and CO₂ figures where they " +
          'are known. Browse our <a href="/en/cars">vehicle stock</a> – you will find the figures for ' +
          "every car.</p>",
      },
      pl: {
        title: "Etykieta CO₂ od A do G – co oznacza dla kupujących",
        slug: "etykieta-co2-od-a-do-g",
        excerpt:
          "Od 2024 roku nowa niemiecka etykieta CO₂ przypisuje nowe samochody do klas od A do G. Wyjaśniamy, co oznaczają kolory i jakie koszty pokazuje etykieta.",
        html:
          "<p>Kupując nowy samochód w Niemczech, spotkasz ją w salonie i w każdym ogłoszeniu: etykietę " +
          "CO₂. Od lutego 2024 roku wygląda inaczej niż wcześniej – i mówi znacznie więcej.</p>" +
          "<h2>Klasy</h2>" +
          "<p>Decyduje wyłącznie emisja CO₂ zmierzona w procedurze WLTP, a nie – jak dawniej – masa " +
          "pojazdu. Dzięki temu można bezpośrednio porównywać auta każdej wielkości:</p>" +
          "<ul>" +
          "<li><strong>A:</strong> 0 g/km – samochody w pełni elektryczne</li>" +
          "<li><strong>B:</strong> od 1 do 95 g/km</li>" +
          "<li><strong>C–F:</strong> w przedziałach co 20 g/km, do 175 g/km</li>" +
          "<li><strong>G:</strong> powyżej 175 g/km</li>" +
          "</ul>" +
          "<p>Hybrydy plug-in otrzymują dwie klasy: ważoną, dla mieszanej jazdy w trybie elektrycznym i " +
          "spalinowym, oraz osobną dla jazdy z rozładowanym akumulatorem. Ta druga pokazuje, jak oszczędne " +
          "jest auto, jeśli rzadko je ładujesz.</p>" +
          "<h2>Koszty pod kontrolą</h2>" +
          "<p>Szczególnie przydatna jest część etykiety poświęcona kosztom. Podaje ona roczne koszty " +
          "energii, podatek od pojazdu oraz możliwe koszty emisji CO₂ w ciągu najbliższych dziesięciu lat " +
          "przy niskiej, średniej i wysokiej cenie CO₂. Ponieważ opłata za CO₂ w cenie benzyny i oleju " +
          "napędowego stopniowo rośnie, różnica między dwoma modelami może z biegiem lat sięgnąć kilku " +
          "tysięcy euro.</p>" +
          "<h2>Nasza rada</h2>" +
          "<p>Porównuj nie tylko cenę zakupu, ale całkowity koszt w planowanym okresie użytkowania. Nieco " +
          "droższe, ale oszczędniejsze auto może w ostatecznym rozrachunku okazać się tańsze. Etykieta " +
          "jest obowiązkowa dla nowych aut; w przypadku używanych podajemy zużycie paliwa i emisję CO₂, o " +
          'ile są znane. Zajrzyj do naszej <a href="/pl/cars">oferty pojazdów</a> – dane znajdziesz przy ' +
          "każdym samochodzie.</p>",
      },
      tr: {
        title: "A'dan G'ye CO₂ etiketi – araç alıcıları için anlamı",
        slug: "a-dan-g-ye-co2-etiketi",
        excerpt:
          "Almanya'daki yeni CO₂ etiketi 2024'ten beri sıfır araçları A'dan G'ye sınıflara ayırıyor. Renklerin ne anlama geldiğini ve etiketin hangi maliyetleri gösterdiğini anlatıyoruz.",
        html:
          "<p>Almanya'da sıfır araç alan herkes onunla galeride ve her ilanda karşılaşır: CO₂ etiketi. " +
          "Şubat 2024'ten bu yana eskisinden farklı görünüyor ve çok daha fazla bilgi veriyor.</p>" +
          "<h2>Sınıflar</h2>" +
          "<p>Belirleyici olan artık aracın ağırlığı değil, yalnızca WLTP test prosedürüne göre ölçülen " +
          "CO₂ emisyonudur. Böylece her büyüklükteki araç doğrudan karşılaştırılabilir:</p>" +
          "<ul>" +
          "<li><strong>A:</strong> 0 g/km – tamamen elektrikli araçlar</li>" +
          "<li><strong>B:</strong> 1 ila 95 g/km</li>" +
          "<li><strong>C ila F:</strong> 20'şer g/km'lik kademelerle 175 g/km'ye kadar</li>" +
          "<li><strong>G:</strong> 175 g/km'nin üzeri</li>" +
          "</ul>" +
          "<p>Şarj edilebilir hibritler iki değer alır: elektrikli ve içten yanmalı sürüşün karışımı için " +
          "ağırlıklı bir değer ve boş bataryayla sürüş için ayrı bir değer. İkincisi, aracı nadiren şarj " +
          "ederseniz ne kadar tasarruflu olduğunu gösterir.</p>" +
          "<h2>Maliyetler göz önünde</h2>" +
          "<p>Etiketin maliyet bölümü özellikle faydalıdır. Bu bölüm yıllık enerji maliyetlerini, motorlu " +
          "taşıt vergisini ve önümüzdeki on yıl için düşük, orta ve yüksek CO₂ fiyatına göre olası CO₂ " +
          "maliyetlerini gösterir. Benzin ve dizeldeki CO₂ fiyatı adım adım arttığı için iki model " +
          "arasındaki fark yıllar içinde birkaç bin euroyu bulabilir.</p>" +
          "<h2>Önerimiz</h2>" +
          "<p>Yalnızca satın alma fiyatını değil, aracı kullanmayı planladığınız süre boyunca oluşacak " +
          "toplam maliyeti karşılaştırın. Biraz daha pahalı ama daha verimli bir araç sonunda daha ucuza " +
          "gelebilir. Etiket sıfır araçlar için zorunludur; ikinci el araçlarda tüketim ve CO₂ değerlerini " +
          'biliniyorsa belirtiriz. <a href="/tr/cars">Araç stokumuza</a> göz atın; bu bilgileri her ' +
          "aracın sayfasında bulabilirsiniz.</p>",
      },
    },
  },
  {
    kind: "blog",
    publishedAt: "2026-08-19T08:15:00.000Z",
    author: "Murat Yılmaz",
    text: {
      de: {
        title: "Checkliste für die Probefahrt mit dem Gebrauchtwagen",
        slug: "checkliste-probefahrt-gebrauchtwagen",
        excerpt:
          "Papiere, Kaltstart, Bremsen, Geräusche: Mit unserer Checkliste erkennen Sie bei der Probefahrt, ob ein Gebrauchtwagen hält, was die Anzeige verspricht.",
        html:
          "<p>Eine Probefahrt ist die beste Gelegenheit, einen Gebrauchtwagen wirklich kennenzulernen. " +
          "Nehmen Sie sich mindestens eine halbe Stunde Zeit und am besten eine zweite Person mit – vier " +
          "Augen sehen mehr als zwei.</p>" +
          "<h2>Vor der Fahrt</h2>" +
          "<ul>" +
          "<li>Stimmen die Fahrzeug-Identifizierungsnummer im Fahrzeug und in der Zulassungsbescheinigung " +
          "überein?</li>" +
          "<li>Gibt es ein Serviceheft oder digitale Wartungsnachweise und den letzten HU-Bericht?</li>" +
          "<li>Sind Spaltmaße gleichmäßig und der Lack überall im gleichen Farbton? Unterschiede deuten " +
          "auf Unfallschäden hin.</li>" +
          "<li>Wie sehen Reifen und Bremsscheiben aus? Einseitig abgefahrene Reifen können auf " +
          "Fahrwerksprobleme hinweisen.</li>" +
          "</ul>" +
          "<h2>Während der Fahrt</h2>" +
          "<ul>" +
          "<li>Starten Sie den Motor möglichst kalt und achten Sie auf Geräusche und Warnleuchten.</li>" +
          "<li>Fahren Sie Stadt, Landstraße und wenn möglich ein Stück Autobahn.</li>" +
          "<li>Prüfen Sie, ob das Auto beim Bremsen und bei losgelassenem Lenkrad geradeaus läuft.</li>" +
          "<li>Schaltet das Getriebe sauber und ohne Rucken?</li>" +
          "<li>Testen Sie Klimaanlage, Heizung, Fensterheber, Navigation und Assistenzsysteme.</li>" +
          "</ul>" +
          "<h2>Nach der Fahrt</h2>" +
          "<p>Werfen Sie noch einen Blick unter das Auto und in den Motorraum: Frische Öl- oder " +
          "Kühlmittelspuren sind ein Warnsignal. Notieren Sie alle Auffälligkeiten und sprechen Sie sie " +
          "offen an – ein seriöser Verkäufer wird Ihre Fragen gern beantworten.</p>" +
          "<p>Bei Autohaus Brandt durchläuft jeder Gebrauchtwagen vor dem Verkauf einen Check mit über 100 " +
          "Prüfpunkten. Eine Probefahrt können Sie direkt auf der Fahrzeugseite in unserem " +
          '<a href="/de/gebrauchtwagen">Fahrzeugbestand</a> anfragen.</p>',
      },
      en: {
        title: "Checklist for a used-car test drive",
        slug: "used-car-test-drive-checklist",
        excerpt:
          "Documents, cold start, brakes, noises: our checklist helps you find out during a test drive whether a used car lives up to its advert.",
        html:
          "<p>A test drive is the best opportunity to really get to know a used car. Allow at least half " +
          "an hour and, ideally, bring a second person along – four eyes see more than two.</p>" +
          "<h2>Before the drive</h2>" +
          "<ul>" +
          "<li>Does the vehicle identification number on the car match the one in the registration " +
          "certificate?</li>" +
          "<li>Is there a service book or digital maintenance records, and the latest roadworthiness test " +
          "report?</li>" +
          "<li>Are the panel gaps even and is the paint the same shade everywhere? Differences suggest " +
          "accident damage.</li>" +
          "<li>What condition are the tyres and brake discs in? Tyres worn on one side can point to " +
          "suspension problems.</li>" +
          "</ul>" +
          "<h2>During the drive</h2>" +
          "<ul>" +
          "<li>If possible, start the engine from cold and listen for noises and look for warning " +
          "lights.</li>" +
          "<li>Drive in town, on country roads and, if possible, on a stretch of motorway.</li>" +
          "<li>Check that the car runs straight when braking and when you let go of the steering " +
          "wheel.</li>" +
          "<li>Does the gearbox shift smoothly and without jerking?</li>" +
          "<li>Test the air conditioning, heating, electric windows, navigation and driver assistance " +
          "systems.</li>" +
          "</ul>" +
          "<h2>After the drive</h2>" +
          "<p>Take another look under the car and in the engine bay: fresh traces of oil or coolant are a " +
          "warning sign. Write down anything unusual and raise it openly – a reputable seller will be " +
          "happy to answer your questions.</p>" +
          "<p>At Autohaus Brandt, every used car goes through a check with more than 100 inspection points " +
          "before it is sold. You can request a test drive directly on the car's page in our " +
          '<a href="/en/cars">vehicle stock</a>.</p>',
      },
      pl: {
        title: "Lista kontrolna na jazdę próbną autem używanym",
        slug: "lista-kontrolna-jazda-probna",
        excerpt:
          "Dokumenty, zimny start, hamulce, odgłosy: dzięki naszej liście podczas jazdy próbnej sprawdzisz, czy używane auto spełnia obietnice z ogłoszenia.",
        html:
          "<p>Jazda próbna to najlepsza okazja, by naprawdę poznać używany samochód. Zarezerwuj na nią co " +
          "najmniej pół godziny i najlepiej zabierz ze sobą drugą osobę – cztery oczy widzą więcej niż " +
          "dwa.</p>" +
          "<h2>Przed jazdą</h2>" +
          "<ul>" +
          "<li>Czy numer VIN na pojeździe zgadza się z numerem w dowodzie rejestracyjnym?</li>" +
          "<li>Czy jest książka serwisowa lub cyfrowa historia przeglądów oraz ostatni raport z badania " +
          "technicznego?</li>" +
          "<li>Czy szczeliny między elementami karoserii są równe, a lakier wszędzie ma ten sam odcień? " +
          "Różnice mogą świadczyć o szkodach powypadkowych.</li>" +
          "<li>W jakim stanie są opony i tarcze hamulcowe? Nierównomiernie starte opony mogą wskazywać na " +
          "problemy z zawieszeniem.</li>" +
          "</ul>" +
          "<h2>Podczas jazdy</h2>" +
          "<ul>" +
          "<li>Jeśli to możliwe, uruchom zimny silnik i zwróć uwagę na odgłosy oraz kontrolki.</li>" +
          "<li>Przejedź się po mieście, drogą krajową i, jeśli się da, kawałek autostradą.</li>" +
          "<li>Sprawdź, czy auto jedzie prosto podczas hamowania i po puszczeniu kierownicy.</li>" +
          "<li>Czy skrzynia biegów zmienia biegi płynnie i bez szarpania?</li>" +
          "<li>Przetestuj klimatyzację, ogrzewanie, szyby elektryczne, nawigację i systemy " +
          "wspomagające.</li>" +
          "</ul>" +
          "<h2>Po jeździe</h2>" +
          "<p>Zajrzyj jeszcze pod samochód i do komory silnika: świeże ślady oleju lub płynu chłodniczego " +
          "to sygnał ostrzegawczy. Zanotuj wszystkie niepokojące szczegóły i otwarcie o nie zapytaj – " +
          "rzetelny sprzedawca chętnie odpowie na Twoje pytania.</p>" +
          "<p>W Autohaus Brandt każde używane auto przed sprzedażą przechodzi kontrolę obejmującą ponad " +
          "100 punktów. Jazdę próbną możesz zamówić bezpośrednio na stronie pojazdu w naszej " +
          '<a href="/pl/cars">ofercie</a>.</p>',
      },
      tr: {
        title: "İkinci el araç test sürüşü için kontrol listesi",
        slug: "ikinci-el-test-surusu-kontrol-listesi",
        excerpt:
          "Belgeler, soğuk çalıştırma, frenler, sesler: Kontrol listemiz, test sürüşünde ikinci el bir aracın ilandaki vaatleri karşılayıp karşılamadığını anlamanıza yardımcı olur.",
        html:
          "<p>Test sürüşü, ikinci el bir aracı gerçekten tanımanın en iyi fırsatıdır. En az yarım saat " +
          "ayırın ve mümkünse yanınızda ikinci bir kişi getirin; dört göz iki gözden daha fazlasını " +
          "görür.</p>" +
          "<h2>Sürüşten önce</h2>" +
          "<ul>" +
          "<li>Araç üzerindeki şasi numarası ruhsattaki numarayla aynı mı?</li>" +
          "<li>Servis kitapçığı veya dijital bakım kayıtları ve son periyodik muayene raporu var mı?</li>" +
          "<li>Kaporta boşlukları eşit mi, boya her yerde aynı tonda mı? Farklılıklar kaza hasarına işaret " +
          "edebilir.</li>" +
          "<li>Lastikler ve fren diskleri ne durumda? Tek taraflı aşınmış lastikler süspansiyon " +
          "sorunlarına işaret edebilir.</li>" +
          "</ul>" +
          "<h2>Sürüş sırasında</h2>" +
          "<ul>" +
          "<li>Mümkünse motoru soğukken çalıştırın; seslere ve uyarı lambalarına dikkat edin.</li>" +
          "<li>Şehir içinde, şehirlerarası yolda ve mümkünse kısa bir otoyol parçasında sürün.</li>" +
          "<li>Fren yaparken ve direksiyonu bıraktığınızda aracın düz gidip gitmediğini kontrol edin.</li>" +
          "<li>Şanzıman vitesleri sarsıntısız ve düzgün geçiriyor mu?</li>" +
          "<li>Klimayı, kaloriferi, elektrikli camları, navigasyonu ve sürüş destek sistemlerini test " +
          "edin.</li>" +
          "</ul>" +
          "<h2>Sürüşten sonra</h2>" +
          "<p>Aracın altına ve motor bölmesine bir kez daha bakın: Taze yağ veya soğutma suyu izleri bir " +
          "uyarı işaretidir. Dikkatinizi çeken her şeyi not alın ve açıkça sorun; güvenilir bir satıcı " +
          "sorularınızı memnuniyetle yanıtlar.</p>" +
          "<p>Autohaus Brandt'ta her ikinci el araç satıştan önce 100'ü aşkın noktayı kapsayan bir " +
          'kontrolden geçer. Test sürüşü talebinizi doğrudan <a href="/tr/cars">araç stokumuzdaki</a> ' +
          "aracın sayfasından iletebilirsiniz.</p>",
      },
    },
  },
  {
    kind: "news",
    publishedAt: "2026-03-16T09:00:00.000Z",
    author: "Katrin Brandt",
    text: {
      de: {
        title: "Unser neuer Standort in Hamburg öffnet",
        slug: "neuer-standort-hamburg",
        excerpt:
          "Mehr Platz, mehr Service, mehr Ladepunkte: Am 21. März eröffnen wir unser neues Autohaus in der Billstraße in Hamburg-Rothenburgsort.",
        html:
          "<p>Nach anderthalb Jahren Bauzeit ist es so weit: Unser neues Autohaus in Hamburg öffnet am " +
          "Samstag, 21. März 2026, seine Türen. Der Standort in der Billstraße 80 ersetzt unseren " +
          "bisherigen, deutlich kleineren Betrieb in Wandsbek.</p>" +
          "<h2>Das erwartet Sie</h2>" +
          "<ul>" +
          "<li>Ein Showroom mit rund 40 Neu- und Gebrauchtwagen verschiedener Marken</li>" +
          "<li>Eine Werkstatt mit zwölf Arbeitsplätzen, davon vier für Elektro- und Hybridfahrzeuge</li>" +
          "<li>20 Ladepunkte, die Kundinnen und Kunden während des Werkstattbesuchs kostenlos nutzen</li>" +
          "<li>Eine Mietstation mit Transportern und Elektroautos</li>" +
          "<li>Eine Kundenlounge mit Kaffeebar und Arbeitsplätzen mit WLAN</li>" +
          "</ul>" +
          "<h2>Eröffnungsfest am 21. März</h2>" +
          "<p>Feiern Sie mit uns! Von 10 bis 16 Uhr gibt es Probefahrten mit aktuellen Elektromodellen, " +
          "Führungen durch die Werkstatt, ein Kinderprogramm und Fischbrötchen vom Hamburger Food-Truck. " +
          "Wer an diesem Tag einen Werkstatttermin bucht, erhält 20 Prozent Rabatt auf die nächste " +
          "Inspektion.</p>" +
          "<p>„Hamburg ist für uns ein wichtiger Markt, und unsere Kunden haben sich mehr Platz und " +
          "kürzere Wartezeiten gewünscht“, sagt Geschäftsführerin Katrin Brandt. „Mit dem neuen Haus " +
          "können wir genau das bieten.“</p>" +
          "<p>Das gesamte Team aus Wandsbek ist mit umgezogen, Ihre Ansprechpartner bleiben also " +
          "dieselben. Anfahrt und Öffnungszeiten finden Sie auf unserer Seite " +
          '<a href="/de/standorte">Standorte</a>.</p>',
      },
      en: {
        title: "Our new Hamburg location opens",
        slug: "new-hamburg-location",
        excerpt:
          "More space, more service, more charging points: on 21 March we are opening our new dealership on Billstraße in Hamburg-Rothenburgsort.",
        html:
          "<p>After eighteen months of construction, the time has come: our new dealership in Hamburg " +
          "opens its doors on Saturday, 21 March 2026. The location at Billstraße 80 replaces our " +
          "previous, much smaller site in Wandsbek.</p>" +
          "<h2>What awaits you</h2>" +
          "<ul>" +
          "<li>A showroom with around 40 new and used cars from various brands</li>" +
          "<li>A workshop with twelve service bays, four of them for electric and hybrid vehicles</li>" +
          "<li>20 charging points that customers can use free of charge during their workshop visit</li>" +
          "<li>A rental station with vans and electric cars</li>" +
          "<li>A customer lounge with a coffee bar and workspaces with Wi-Fi</li>" +
          "</ul>" +
          "<h2>Opening party on 21 March</h2>" +
          "<p>Come and celebrate with us! From 10 a.m. to 4 p.m. there will be test drives in the latest " +
          "electric models, guided tours of the workshop, activities for children and fish rolls from a " +
          "Hamburg food truck. Anyone who books a workshop appointment on the day will get 20 per cent off " +
          "their next inspection.</p>" +
          "<p>“Hamburg is an important market for us, and our customers wanted more space and shorter " +
          "waiting times,” says managing director Katrin Brandt. “Our new dealership lets us offer exactly " +
          "that.”</p>" +
          "<p>The entire team from Wandsbek has moved with us, so your contacts stay the same. Directions " +
          'and opening hours can be found on our <a href="/en/locations">locations</a> page.</p>',
      },
      pl: {
        title: "Otwieramy nową lokalizację w Hamburgu",
        slug: "nowa-lokalizacja-hamburg",
        excerpt:
          "Więcej miejsca, więcej usług, więcej punktów ładowania: 21 marca otwieramy nowy salon przy Billstraße w hamburskiej dzielnicy Rothenburgsort.",
        html:
          "<p>Po półtora roku budowy nadszedł ten dzień: nasz nowy salon w Hamburgu otwiera swoje drzwi w " +
          "sobotę, 21 marca 2026 roku. Lokalizacja przy Billstraße 80 zastępuje nasz dotychczasowy, " +
          "znacznie mniejszy oddział w dzielnicy Wandsbek.</p>" +
          "<h2>Co na Państwa czeka</h2>" +
          "<ul>" +
          "<li>Salon wystawowy z około 40 nowymi i używanymi samochodami różnych marek</li>" +
          "<li>Warsztat z dwunastoma stanowiskami, w tym czterema dla aut elektrycznych i hybrydowych</li>" +
          "<li>20 punktów ładowania, z których klienci mogą bezpłatnie korzystać podczas wizyty w " +
          "serwisie</li>" +
          "<li>Wypożyczalnia z samochodami dostawczymi i elektrycznymi</li>" +
          "<li>Strefa klienta z kawiarnią i stanowiskami do pracy z Wi-Fi</li>" +
          "</ul>" +
          "<h2>Święto otwarcia 21 marca</h2>" +
          "<p>Zapraszamy do wspólnego świętowania! W godzinach 10–16 czekają na Państwa jazdy próbne " +
          "najnowszymi modelami elektrycznymi, zwiedzanie warsztatu, atrakcje dla dzieci i bułki z rybą z " +
          "hamburskiego food trucka. Kto tego dnia zarezerwuje wizytę w serwisie, otrzyma 20 procent " +
          "rabatu na kolejny przegląd.</p>" +
          "<p>„Hamburg jest dla nas ważnym rynkiem, a nasi klienci chcieli więcej miejsca i krótszego " +
          "czasu oczekiwania” – mówi prezes zarządu Katrin Brandt. „W nowym salonie możemy zapewnić " +
          "dokładnie to”.</p>" +
          "<p>Cały zespół z Wandsbek przeprowadził się razem z nami, więc Państwa opiekunowie pozostają ci " +
          "sami. Dojazd i godziny otwarcia znajdą Państwo na stronie " +
          '<a href="/pl/locations">lokalizacji</a>.</p>',
      },
      tr: {
        title: "Hamburg'daki yeni şubemiz açılıyor",
        slug: "hamburg-yeni-sube",
        excerpt:
          "Daha fazla alan, daha fazla hizmet, daha fazla şarj noktası: 21 Mart'ta Hamburg-Rothenburgsort'taki Billstraße'de yeni bayimizi açıyoruz.",
        html:
          "<p>On sekiz aylık inşaatın ardından beklenen gün geldi: Hamburg'daki yeni bayimiz 21 Mart 2026 " +
          "Cumartesi günü kapılarını açıyor. Billstraße 80 adresindeki şube, Wandsbek'teki çok daha küçük " +
          "olan eski işletmemizin yerini alıyor.</p>" +
          "<h2>Sizi neler bekliyor?</h2>" +
          "<ul>" +
          "<li>Farklı markalardan yaklaşık 40 sıfır ve ikinci el aracın sergilendiği bir showroom</li>" +
          "<li>Dördü elektrikli ve hibrit araçlara ayrılmış on iki servis alanına sahip bir atölye</li>" +
          "<li>Müşterilerin servis ziyareti sırasında ücretsiz kullanabileceği 20 şarj noktası</li>" +
          "<li>Panelvan ve elektrikli araçların bulunduğu bir kiralama istasyonu</li>" +
          "<li>Kahve barı ve Wi-Fi'lı çalışma alanlarıyla bir müşteri salonu</li>" +
          "</ul>" +
          "<h2>21 Mart'ta açılış şenliği</h2>" +
          "<p>Bizimle kutlayın! Saat 10.00 ile 16.00 arasında en yeni elektrikli modellerle test " +
          "sürüşleri, atölye turları, çocuklara yönelik etkinlikler ve bir Hamburg yemek kamyonundan balık " +
          "ekmek sizi bekliyor. O gün servis randevusu alan herkes bir sonraki bakımında yüzde 20 indirim " +
          "kazanır.</p>" +
          "<p>Genel Müdür Katrin Brandt, “Hamburg bizim için önemli bir pazar; müşterilerimiz daha fazla " +
          "alan ve daha kısa bekleme süreleri istiyordu” diyor. “Yeni bayimizle tam olarak bunu " +
          "sunabiliyoruz.”</p>" +
          "<p>Wandsbek'teki ekibin tamamı da bizimle birlikte taşındı; yani muhataplarınız değişmiyor. Yol " +
          'tarifi ve çalışma saatlerini <a href="/tr/locations">şubeler</a> sayfamızda ' +
          "bulabilirsiniz.</p>",
      },
    },
  },
  {
    kind: "news",
    publishedAt: "2026-05-04T08:00:00.000Z",
    author: "Thomas Weber",
    text: {
      de: {
        title: "Längere Servicezeiten am Samstag",
        slug: "laengere-servicezeiten-samstag",
        excerpt:
          "Ab dem 9. Mai haben unsere Werkstätten in Berlin, Hamburg und München samstags von 8 bis 16 Uhr geöffnet – drei Stunden länger als bisher.",
        html:
          "<p>Viele von Ihnen haben es sich gewünscht, jetzt setzen wir es um: Ab Samstag, 9. Mai 2026, " +
          "sind die Werkstätten und Serviceannahmen an allen drei Standorten samstags von 8 bis 16 Uhr für " +
          "Sie da. Bisher war samstags nur von 9 bis 13 Uhr geöffnet.</p>" +
          "<h2>Was Sie samstags erledigen können</h2>" +
          "<ul>" +
          "<li>Inspektionen und Ölwechsel</li>" +
          "<li>Reifenwechsel und Einlagerung</li>" +
          "<li>Hauptuntersuchung mit unseren Prüfpartnern vor Ort</li>" +
          "<li>Express-Service für kleinere Reparaturen wie Glühlampen, Wischerblätter oder Batterien</li>" +
          "<li>Fahrzeugabholung nach Reparaturen, die unter der Woche erledigt wurden</li>" +
          "</ul>" +
          "<p>Während Sie warten, können Sie es sich in unserer Kundenlounge bei Kaffee und WLAN bequem " +
          "machen. Elektroautos laden wir während des Termins kostenlos.</p>" +
          "<h2>Warum wir das machen</h2>" +
          "<p>„In unseren Kundenbefragungen hat sich gezeigt, dass es vielen schwerfällt, unter der Woche " +
          "einen Werkstatttermin wahrzunehmen“, erklärt Geschäftsführer Thomas Weber. „Mit den längeren " +
          "Samstagszeiten passen wir uns an den Alltag unserer Kunden an und nicht umgekehrt.“ Für die " +
          "zusätzlichen Stunden haben wir an jedem Standort neue Kolleginnen und Kollegen eingestellt, die " +
          "Öffnungszeiten unter der Woche bleiben unverändert.</p>" +
          "<h2>Termin buchen</h2>" +
          "<p>Samstagstermine sind ab sofort in der " +
          '<a href="/de/onlineterminbuchung">Online-Terminbuchung</a> verfügbar. Besonders in der ' +
          "Reifensaison empfehlen wir, frühzeitig zu buchen. Müssen Sie einen Termin verschieben oder " +
          "absagen, erledigen Sie das mit wenigen Klicks in Ihrem Kundenkonto.</p>",
      },
      en: {
        title: "Longer service hours on Saturdays",
        slug: "longer-saturday-service-hours",
        excerpt:
          "From 9 May, our workshops in Berlin, Hamburg and Munich will be open on Saturdays from 8 a.m. to 4 p.m. – three hours longer than before.",
        html:
          "<p>Many of you asked for it, and now we are making it happen: from Saturday, 9 May 2026, the " +
          "workshops and service desks at all three locations will be open on Saturdays from 8 a.m. to 4 " +
          "p.m. Until now, we were only open from 9 a.m. to 1 p.m. on Saturdays.</p>" +
          "<h2>What you can get done on a Saturday</h2>" +
          "<ul>" +
          "<li>Inspections and oil changes</li>" +
          "<li>Tyre changes and tyre storage</li>" +
          "<li>Roadworthiness tests with our on-site testing partners</li>" +
          "<li>Express service for minor repairs such as bulbs, wiper blades or batteries</li>" +
          "<li>Collecting your car after repairs carried out during the week</li>" +
          "</ul>" +
          "<p>While you wait, you can make yourself comfortable in our customer lounge with coffee and " +
          "Wi-Fi. We charge electric cars free of charge during your appointment.</p>" +
          "<h2>Why we are doing this</h2>" +
          "<p>“Our customer surveys showed that many people find it hard to make a workshop appointment " +
          "during the week,” explains managing director Thomas Weber. “With longer Saturday hours, we are " +
          "adapting to our customers' daily lives rather than the other way round.” We have hired new " +
          "colleagues at each location to cover the additional hours, and opening hours during the week " +
          "remain unchanged.</p>" +
          "<h2>Book an appointment</h2>" +
          '<p>Saturday appointments are now available in our <a href="/en/car-service">online ' +
          "booking</a>. We recommend booking early, especially during the tyre-changing season. If you " +
          "need to move or cancel an appointment, you can do so in just a few clicks in your customer " +
          "account.</p>",
      },
      pl: {
        title: "Dłuższe godziny pracy serwisu w soboty",
        slug: "dluzsze-godziny-serwisu-w-soboty",
        excerpt:
          "Od 9 maja nasze warsztaty w Berlinie, Hamburgu i Monachium są czynne w soboty w godzinach 8–16 – o trzy godziny dłużej niż dotychczas.",
        html:
          "<p>Wielu z Państwa o to prosiło, a teraz wprowadzamy to w życie: od soboty 9 maja 2026 roku " +
          "warsztaty i punkty przyjęć serwisowych we wszystkich trzech lokalizacjach będą czynne w soboty " +
          "w godzinach 8–16. Dotychczas w soboty pracowaliśmy tylko od 9 do 13.</p>" +
          "<h2>Co można załatwić w sobotę</h2>" +
          "<ul>" +
          "<li>przeglądy i wymianę oleju</li>" +
          "<li>wymianę opon i ich przechowywanie</li>" +
          "<li>badanie techniczne u naszych partnerów na miejscu</li>" +
          "<li>ekspresowy serwis drobnych napraw, takich jak wymiana żarówek, piór wycieraczek czy " +
          "akumulatorów</li>" +
          "<li>odbiór auta po naprawach wykonanych w tygodniu</li>" +
          "</ul>" +
          "<p>Podczas oczekiwania zapraszamy do strefy klienta, w której czekają kawa i Wi-Fi. Samochody " +
          "elektryczne ładujemy w trakcie wizyty bezpłatnie.</p>" +
          "<h2>Dlaczego to robimy</h2>" +
          "<p>„Ankiety wśród klientów pokazały, że wielu osobom trudno jest przyjechać do serwisu w dni " +
          "robocze” – wyjaśnia członek zarządu Thomas Weber. „Dzięki dłuższym godzinom w soboty " +
          "dostosowujemy się do codzienności naszych klientów, a nie odwrotnie”. Aby obsłużyć dodatkowe " +
          "godziny, w każdej lokalizacji zatrudniliśmy nowych pracowników, a godziny otwarcia w tygodniu " +
          "pozostają bez zmian.</p>" +
          "<h2>Rezerwacja terminu</h2>" +
          '<p>Terminy sobotnie są już dostępne w <a href="/pl/car-service">rezerwacji online</a>. ' +
          "Zwłaszcza w sezonie wymiany opon zalecamy wcześniejszą rezerwację. Jeśli muszą Państwo " +
          "przełożyć lub odwołać wizytę, wystarczy kilka kliknięć w koncie klienta.</p>",
      },
      tr: {
        title: "Cumartesi günleri daha uzun servis saatleri",
        slug: "cumartesi-uzun-servis-saatleri",
        excerpt:
          "9 Mayıs'tan itibaren Berlin, Hamburg ve Münih'teki atölyelerimiz cumartesi günleri 08.00–16.00 saatleri arasında, yani eskisinden üç saat daha uzun açık.",
        html:
          "<p>Birçoğunuz bunu istemişti, şimdi hayata geçiriyoruz: 9 Mayıs 2026 Cumartesi gününden " +
          "itibaren üç şubemizin atölyeleri ve servis kabul noktaları cumartesi günleri 08.00–16.00 " +
          "saatleri arasında hizmetinizde. Şimdiye kadar cumartesi günleri yalnızca 09.00–13.00 arasında " +
          "açıktık.</p>" +
          "<h2>Cumartesi günü neler yaptırabilirsiniz?</h2>" +
          "<ul>" +
          "<li>Periyodik bakım ve yağ değişimi</li>" +
          "<li>Lastik değişimi ve lastik saklama</li>" +
          "<li>Şubedeki muayene ortaklarımızla periyodik araç muayenesi</li>" +
          "<li>Ampul, silecek veya akü değişimi gibi küçük onarımlar için ekspres servis</li>" +
          "<li>Hafta içinde yapılan onarımların ardından aracınızı teslim alma</li>" +
          "</ul>" +
          "<p>Beklerken müşteri salonumuzda kahve ve Wi-Fi eşliğinde rahatça vakit geçirebilirsiniz. " +
          "Elektrikli araçları randevu süresince ücretsiz olarak şarj ediyoruz.</p>" +
          "<h2>Bunu neden yapıyoruz?</h2>" +
          "<p>Genel Müdür Thomas Weber, “Müşteri anketlerimiz, birçok kişinin hafta içi servis randevusuna " +
          "gelmekte zorlandığını gösterdi” diye açıklıyor. “Cumartesi saatlerini uzatarak kendimizi " +
          "müşterilerimizin günlük hayatına uyduruyoruz, tersini değil.” Ek saatler için her şubemizde " +
          "yeni çalışma arkadaşları işe aldık; hafta içi çalışma saatleri değişmiyor.</p>" +
          "<h2>Randevu alın</h2>" +
          '<p>Cumartesi randevuları artık <a href="/tr/car-service">online randevu</a> sistemimizde ' +
          "mevcut. Özellikle lastik değişim sezonunda erken randevu almanızı öneririz. Randevunuzu " +
          "ertelemeniz veya iptal etmeniz gerekirse bunu müşteri hesabınızdan birkaç tıklamayla " +
          "yapabilirsiniz.</p>",
      },
    },
  },
  {
    kind: "news",
    publishedAt: "2026-09-07T08:30:00.000Z",
    author: "Anna Kowalski",
    text: {
      de: {
        title: "Neue Elektromodelle eingetroffen",
        slug: "neue-elektromodelle-eingetroffen",
        excerpt:
          "Pünktlich zum Herbst stehen neue Elektroautos mehrerer Marken in unseren Showrooms. Am 19. und 20. September laden wir zum E-Probefahrt-Wochenende ein.",
        html:
          "<p>In den vergangenen Wochen sind an allen drei Standorten zahlreiche neue Elektromodelle " +
          "eingetroffen – vom kompakten Stadtauto über den familientauglichen Kombi bis zum großen SUV. " +
          "Damit umfasst unser Angebot jetzt mehr als 60 reine Elektrofahrzeuge, davon über 20 junge " +
          "Gebrauchte.</p>" +
          "<h2>Was die neuen Modelle auszeichnet</h2>" +
          "<ul>" +
          "<li><strong>Mehr Reichweite:</strong> Viele Modelle schaffen nach WLTP deutlich über 500 " +
          "Kilometer.</li>" +
          "<li><strong>Schneller laden:</strong> An Schnellladesäulen sind 10 auf 80 Prozent oft in rund " +
          "20 bis 30 Minuten möglich.</li>" +
          "<li><strong>Mehr Alltag:</strong> Anhängelast, großer Kofferraum und Wärmepumpe sind bei vielen " +
          "Modellen jetzt Serie.</li>" +
          "</ul>" +
          "<h2>E-Probefahrt-Wochenende</h2>" +
          "<p>Am Samstag, 19. September, und Sonntag, 20. September, können Sie die neuen Modelle " +
          "ausgiebig testen. Unsere Fachleute beantworten Fragen zu Reichweite, Laden zu Hause und Kosten. " +
          "Am Sonntag findet keine Beratung und kein Verkauf statt – es geht nur ums Ausprobieren. Für " +
          "Kinder gibt es eine Malecke, und für alle Gäste stehen Kaffee und Kuchen bereit.</p>" +
          "<p>Probefahrten sind auch ohne Anmeldung möglich, mit Termin vermeiden Sie aber Wartezeiten. " +
          'Melden Sie sich einfach über unser <a href="/de/contact">Kontaktformular</a> an. Einen ' +
          "Überblick über unser Angebot rund ums elektrische Fahren finden Sie auf der Seite " +
          '<a href="/de/elektromobilitaet">Elektromobilität</a>.</p>',
      },
      en: {
        title: "New electric models have arrived",
        slug: "new-electric-models-arrived",
        excerpt:
          "Just in time for autumn, new electric cars from several brands are in our showrooms. On 19 and 20 September we invite you to our EV test-drive weekend.",
        html:
          "<p>Over the past few weeks, a large number of new electric models have arrived at all three of " +
          "our locations – from compact city cars and family-friendly estates to large SUVs. Our range now " +
          "includes more than 60 fully electric vehicles, over 20 of them nearly new used cars.</p>" +
          "<h2>What makes the new models stand out</h2>" +
          "<ul>" +
          "<li><strong>More range:</strong> many models now achieve well over 500 kilometres according to " +
          "WLTP.</li>" +
          "<li><strong>Faster charging:</strong> at rapid chargers, going from 10 to 80 per cent often " +
          "takes only around 20 to 30 minutes.</li>" +
          "<li><strong>More everyday practicality:</strong> towing capacity, a large boot and a heat pump " +
          "are now standard on many models.</li>" +
          "</ul>" +
          "<h2>EV test-drive weekend</h2>" +
          "<p>On Saturday, 19 September, and Sunday, 20 September, you can try out the new models at " +
          "length. Our experts will answer your questions on range, home charging and costs. There will be " +
          "no sales consultations or sales on Sunday – it is all about trying things out. There will be a " +
          "drawing corner for children, and coffee and cake for all our guests.</p>" +
          "<p>You can take a test drive without registering, but booking a slot saves you waiting time. " +
          'Simply sign up via our <a href="/en/contact">contact form</a>. For an overview of everything ' +
          'we offer around electric driving, visit our <a href="/en/electric-mobility">electric ' +
          "mobility</a> page.</p>",
      },
      pl: {
        title: "Nowe modele elektryczne już u nas",
        slug: "nowe-modele-elektryczne",
        excerpt:
          "Tuż przed jesienią w naszych salonach pojawiły się nowe auta elektryczne kilku marek. 19 i 20 września zapraszamy na weekend jazd próbnych.",
        html:
          "<p>W ostatnich tygodniach do wszystkich trzech lokalizacji dotarło wiele nowych modeli " +
          "elektrycznych – od kompaktowych aut miejskich, przez rodzinne kombi, po duże SUV-y. Nasza " +
          "oferta obejmuje teraz ponad 60 samochodów w pełni elektrycznych, w tym ponad 20 prawie nowych " +
          "aut używanych.</p>" +
          "<h2>Co wyróżnia nowe modele</h2>" +
          "<ul>" +
          "<li><strong>Większy zasięg:</strong> wiele modeli przejeżdża według WLTP znacznie ponad 500 " +
          "kilometrów.</li>" +
          "<li><strong>Szybsze ładowanie:</strong> na szybkich ładowarkach naładowanie od 10 do 80 procent " +
          "zajmuje często około 20–30 minut.</li>" +
          "<li><strong>Większa praktyczność:</strong> hak holowniczy, duży bagażnik i pompa ciepła są " +
          "teraz w wielu modelach standardem.</li>" +
          "</ul>" +
          "<h2>Weekend jazd próbnych autami elektrycznymi</h2>" +
          "<p>W sobotę 19 września i w niedzielę 20 września można dokładnie przetestować nowe modele. " +
          "Nasi eksperci odpowiedzą na pytania dotyczące zasięgu, ładowania w domu i kosztów. W niedzielę " +
          "nie prowadzimy doradztwa ani sprzedaży – chodzi wyłącznie o wypróbowanie aut. Dla dzieci " +
          "przygotowaliśmy kącik do rysowania, a dla wszystkich gości kawę i ciasto.</p>" +
          "<p>Jazdy próbne są możliwe także bez zapisów, ale rezerwacja terminu pozwala uniknąć czekania. " +
          'Wystarczy zgłosić się przez nasz <a href="/pl/contact">formularz kontaktowy</a>. Przegląd ' +
          "naszej oferty związanej z jazdą na prąd znajdą Państwo na stronie " +
          '<a href="/pl/elektromobilnosc">Elektromobilność</a>.</p>',
      },
      tr: {
        title: "Yeni elektrikli modeller geldi",
        slug: "yeni-elektrikli-modeller-geldi",
        excerpt:
          "Sonbahara tam zamanında birçok markanın yeni elektrikli araçları showroomlarımızda. 19 ve 20 Eylül'de sizi elektrikli araç test sürüşü hafta sonuna davet ediyoruz.",
        html:
          "<p>Son haftalarda üç şubemize de çok sayıda yeni elektrikli model geldi: kompakt şehir " +
          "araçlarından aile dostu station wagonlara ve büyük SUV'lara kadar. Artık yelpazemizde, 20'den " +
          "fazlası az kullanılmış ikinci el olmak üzere 60'ın üzerinde tamamen elektrikli araç " +
          "bulunuyor.</p>" +
          "<h2>Yeni modelleri öne çıkaranlar</h2>" +
          "<ul>" +
          "<li><strong>Daha fazla menzil:</strong> Birçok model WLTP'ye göre 500 kilometrenin çok üzerine " +
          "çıkıyor.</li>" +
          "<li><strong>Daha hızlı şarj:</strong> Hızlı şarj istasyonlarında yüzde 10'dan 80'e şarj çoğu " +
          "zaman yaklaşık 20 ila 30 dakika sürüyor.</li>" +
          "<li><strong>Günlük kullanıma daha uygun:</strong> Çekme kapasitesi, geniş bagaj ve ısı pompası " +
          "artık birçok modelde standart.</li>" +
          "</ul>" +
          "<h2>Elektrikli araç test sürüşü hafta sonu</h2>" +
          "<p>19 Eylül Cumartesi ve 20 Eylül Pazar günleri yeni modelleri doyasıya test edebilirsiniz. " +
          "Uzmanlarımız menzil, evde şarj ve maliyetlerle ilgili sorularınızı yanıtlayacak. Pazar günü " +
          "danışmanlık ve satış yapılmaz; tek amaç araçları denemek. Çocuklar için bir boyama köşesi, tüm " +
          "misafirlerimiz için de kahve ve kek hazırladık.</p>" +
          "<p>Test sürüşleri kayıt olmadan da mümkündür, ancak randevu alarak beklemekten kurtulursunuz. " +
          '<a href="/tr/contact">İletişim formumuz</a> üzerinden kolayca kaydolabilirsiniz. Elektrikli ' +
          "sürüşle ilgili tüm hizmetlerimize genel bir bakış için " +
          '<a href="/tr/elektrikli-mobilite">Elektrikli mobilite</a> sayfamızı ziyaret edin.</p>',
      },
    },
  },
  {
    kind: "news",
    publishedAt: "2026-11-05T10:00:00.000Z",
    author: "Julia Schneider",
    text: {
      de: {
        title: "Autohaus Brandt für exzellenten Kundenservice ausgezeichnet",
        slug: "auszeichnung-kundenservice",
        excerpt:
          "Beim „ServiceStern Autohandel 2026“ belegt Autohaus Brandt den ersten Platz unter den Mehrmarkenhändlern. Ein Dank an unser Team und an unsere Kunden.",
        html:
          "<p>Große Freude in Berlin, Hamburg und München: Autohaus Brandt hat den „ServiceStern " +
          "Autohandel 2026“ gewonnen und belegt in der Kategorie Mehrmarkenhändler den ersten Platz. Der " +
          "Preis wird jährlich vom unabhängigen Kundeninstitut Mobilität e. V. vergeben.</p>" +
          "<h2>So wurde bewertet</h2>" +
          "<p>Grundlage der Auszeichnung sind mehr als 2.400 Testbesuche, Testanrufe und Test-E-Mails bei " +
          "über 300 Autohäusern in ganz Deutschland sowie eine Befragung von rund 15.000 Kundinnen und " +
          "Kunden. Besonders gut schnitten wir in diesen Bereichen ab:</p>" +
          "<ul>" +
          "<li>Erreichbarkeit am Telefon und Antwortzeit auf E-Mails</li>" +
          "<li>Verständliche Beratung ohne Verkaufsdruck</li>" +
          "<li>Transparente Preise und Kostenvoranschläge in der Werkstatt</li>" +
          "<li>Freundlichkeit und Fachwissen der Mitarbeitenden</li>" +
          "</ul>" +
          "<p>Die Jury lobte vor allem, dass Kundinnen und Kunden bei uns auf Wunsch in vier Sprachen " +
          "beraten werden und nach jedem Werkstattbesuch eine persönliche Rückmeldung zum Zustand ihres " +
          "Fahrzeugs erhalten.</p>" +
          "<h2>Ein Preis für das ganze Team</h2>" +
          "<p>„Diese Auszeichnung gehört unseren Mitarbeiterinnen und Mitarbeitern, die jeden Tag mit viel " +
          "Herz für unsere Kunden da sind“, sagt Geschäftsführerin Katrin Brandt. „Und sie gehört unseren " +
          "Kundinnen und Kunden, deren ehrliches Feedback uns jedes Jahr ein Stück besser macht.“</p>" +
          "<p>Wir ruhen uns darauf nicht aus: Im kommenden Jahr wollen wir unter anderem die Wartezeiten " +
          "in der Werkstatt weiter verkürzen. Haben Sie Lob, Kritik oder Ideen? " +
          '<a href="/de/contact">Schreiben Sie uns</a> – wir lesen jede Nachricht.</p>',
      },
      en: {
        title: "Autohaus Brandt wins award for excellent customer service",
        slug: "customer-service-award",
        excerpt:
          "Autohaus Brandt has taken first place among multi-brand dealers in the “ServiceStern Autohandel 2026” awards. A big thank-you to our team and our customers.",
        html:
          "<p>There is great excitement in Berlin, Hamburg and Munich: Autohaus Brandt has won the " +
          "“ServiceStern Autohandel 2026” award, taking first place in the multi-brand dealer category. " +
          "The prize is awarded every year by the independent Kundeninstitut Mobilität e. V.</p>" +
          "<h2>How the ratings were made</h2>" +
          "<p>The award is based on more than 2,400 mystery visits, calls and emails to over 300 car " +
          "dealerships across Germany and on a survey of around 15,000 customers. We performed " +
          "particularly well in these areas:</p>" +
          "<ul>" +
          "<li>Availability by phone and response time to emails</li>" +
          "<li>Clear advice without sales pressure</li>" +
          "<li>Transparent prices and cost estimates in the workshop</li>" +
          "<li>Friendliness and expertise of our staff</li>" +
          "</ul>" +
          "<p>The jury particularly praised the fact that customers can receive advice in four languages " +
          "if they wish and get personal feedback on the condition of their car after every workshop " +
          "visit.</p>" +
          "<h2>An award for the whole team</h2>" +
          "<p>“This award belongs to our employees, who are there for our customers with great dedication " +
          "every single day,” says managing director Katrin Brandt. “And it belongs to our customers, " +
          "whose honest feedback makes us a little better every year.”</p>" +
          "<p>We will not rest on our laurels: next year, among other things, we want to reduce waiting " +
          "times in the workshop even further. Do you have praise, criticism or ideas? " +
          '<a href="/en/contact">Write to us</a> – we read every message.</p>',
      },
      pl: {
        title: "Autohaus Brandt nagrodzony za doskonałą obsługę klienta",
        slug: "nagroda-za-obsluge-klienta",
        excerpt:
          "W rankingu „ServiceStern Autohandel 2026” Autohaus Brandt zajął pierwsze miejsce wśród dealerów wielomarkowych. Dziękujemy naszemu zespołowi i klientom.",
        html:
          "<p>Wielka radość w Berlinie, Hamburgu i Monachium: Autohaus Brandt zdobył nagrodę „ServiceStern " +
          "Autohandel 2026”, zajmując pierwsze miejsce w kategorii dealerów wielomarkowych. Wyróżnienie co " +
          "roku przyznaje niezależny instytut Kundeninstitut Mobilität e. V.</p>" +
          "<h2>Jak oceniano</h2>" +
          "<p>Podstawą nagrody było ponad 2400 anonimowych wizyt, telefonów i e-maili w ponad 300 salonach " +
          "samochodowych w całych Niemczech oraz ankieta przeprowadzona wśród około 15 000 klientów. " +
          "Szczególnie dobrze wypadliśmy w następujących obszarach:</p>" +
          "<ul>" +
          "<li>dostępność telefoniczna i czas odpowiedzi na e-maile</li>" +
          "<li>zrozumiałe doradztwo bez presji sprzedażowej</li>" +
          "<li>przejrzyste ceny i kosztorysy w warsztacie</li>" +
          "<li>uprzejmość i wiedza fachowa pracowników</li>" +
          "</ul>" +
          "<p>Jury doceniło przede wszystkim to, że klienci mogą na życzenie uzyskać poradę w czterech " +
          "językach, a po każdej wizycie w warsztacie otrzymują osobistą informację o stanie swojego " +
          "auta.</p>" +
          "<h2>Nagroda dla całego zespołu</h2>" +
          "<p>„To wyróżnienie należy do naszych pracowników, którzy każdego dnia z pełnym zaangażowaniem " +
          "dbają o klientów” – mówi prezes zarządu Katrin Brandt. „I do naszych klientów, których szczere " +
          "opinie co roku sprawiają, że jesteśmy trochę lepsi”.</p>" +
          "<p>Nie spoczywamy na laurach: w przyszłym roku chcemy między innymi jeszcze bardziej skrócić " +
          "czas oczekiwania w warsztacie. Mają Państwo pochwały, uwagi lub pomysły? " +
          '<a href="/pl/contact">Czekamy na wiadomość</a> – czytamy każdą wiadomość.</p>',
      },
      tr: {
        title: "Autohaus Brandt'a mükemmel müşteri hizmeti ödülü",
        slug: "musteri-hizmetleri-odulu",
        excerpt:
          "Autohaus Brandt, “ServiceStern Autohandel 2026” ödüllerinde çok markalı bayiler arasında birinci oldu. Ekibimize ve müşterilerimize çok teşekkür ederiz.",
        html:
          "<p>Berlin, Hamburg ve Münih'te büyük sevinç: Autohaus Brandt, “ServiceStern Autohandel 2026” " +
          "ödülünü kazanarak çok markalı bayiler kategorisinde birinci oldu. Ödül her yıl bağımsız " +
          "Kundeninstitut Mobilität e. V. tarafından veriliyor.</p>" +
          "<h2>Değerlendirme nasıl yapıldı?</h2>" +
          "<p>Ödülün temelinde, Almanya genelinde 300'ü aşkın otomobil bayisine yapılan 2.400'den fazla " +
          "gizli müşteri ziyareti, telefon görüşmesi ve e-posta ile yaklaşık 15.000 müşteriyle " +
          "gerçekleştirilen bir anket yer alıyor. Özellikle şu alanlarda çok iyi sonuçlar elde ettik:</p>" +
          "<ul>" +
          "<li>Telefonla ulaşılabilirlik ve e-postalara yanıt süresi</li>" +
          "<li>Satış baskısı olmadan anlaşılır danışmanlık</li>" +
          "<li>Atölyede şeffaf fiyatlar ve maliyet tahminleri</li>" +
          "<li>Çalışanlarımızın güler yüzü ve uzmanlığı</li>" +
          "</ul>" +
          "<p>Jüri özellikle müşterilerin isterlerse dört dilde danışmanlık alabilmesini ve her servis " +
          "ziyaretinin ardından araçlarının durumuyla ilgili kişisel bir geri bildirim almasını övdü.</p>" +
          "<h2>Tüm ekibin ödülü</h2>" +
          "<p>Genel Müdür Katrin Brandt, “Bu ödül, her gün müşterilerimiz için büyük bir özveriyle çalışan " +
          "çalışanlarımıza ait” diyor. “Ve dürüst geri bildirimleriyle bizi her yıl biraz daha iyi yapan " +
          "müşterilerimize.”</p>" +
          "<p>Bu başarıyla yetinmiyoruz: Gelecek yıl diğer hedeflerimizin yanı sıra atölyedeki bekleme " +
          "sürelerini daha da kısaltmak istiyoruz. Övgü, eleştiri veya fikirleriniz mi var? " +
          '<a href="/tr/contact">Bize yazın</a>; her mesajı okuyoruz.</p>',
      },
    },
  },
];
