// Texts of the own courses (data/content/ownCourses.ts): the menu line of each choice
// ('course.<being>.<option>') and what each outcome tells ('course.<being>.<option>.<outcome>').
// Written fresh for this edition; the English catalogue must hold exactly the Polish keys.

export const ownCourseTextPl = {
  'course.singingChalice.study': 'zbadaj kielich',
  'course.singingChalice.study.duet':
    'Nucicie kielichowi krótką melodię, a on odpowiada wariacją na jej temat. Po kilku godzinach prób rozumiecie już, jak kwiat układa swoje dźwięki.',
  'course.singingChalice.study.silence':
    'Kielich milknie, gdy tylko podchodzicie, i uparcie milczy. Czekacie dłuższą chwilę, ale niczego się nie dowiadujecie.',
  'course.singingChalice.study.shriek':
    'Kielich śpiewa coraz głośniej, aż melodia przechodzi w przeszywający pisk. Zanim się wycofacie, pękają szybki hełmów, a uszy długo bolą.',
  'course.singingChalice.study.harmony':
    'Naukowiec nagrywa pieśń i godzinami rozkłada ją na tony. Okazuje się, że kielich wabi nią owady zapylające, a każda melodia jest przeznaczona dla innego gatunku.',
  'course.singingChalice.pick': 'zerwij pąk',
  'course.singingChalice.pick.picked': 'Ostrożnie odcinacie młody pąk u nasady i zabieracie go ze sobą. W pojemniku wciąż cichutko nuci.',
  'course.singingChalice.pick.wilts': 'Pąki więdną od samego dotyku rękawic. Po godzinie prób nie ma już czego zabrać.',
  'course.singingChalice.pick.wail':
    'Nacięty kielich wydaje rozdzierający skowyt, od którego drżą hełmy i pękają czujniki. Cofacie się z pustymi rękami i dzwonieniem w uszach.',
  'course.singingChalice.leave': 'zostaw kielich w spokoju',
  'course.singingChalice.leave.gone': 'Zostawiacie kielich jego pieśniom i ruszacie dalej, a melodia długo jeszcze niesie się za wami.',

  'course.lanternTree.study': 'zbadaj drzewo',
  'course.lanternTree.study.glowCycle':
    'Godzinami mierzycie blask owoców, które przygasają i rozjarzają się w powolnym rytmie. Wreszcie rozumiecie, jak drzewo gromadzi światło za dnia i oddaje je nocą.',
  'course.lanternTree.study.daylight':
    'W pełnym słońcu blask owoców ginie bez śladu, a przyrządy nie wykazują nic ciekawego. Szkoda straconego czasu.',
  'course.lanternTree.study.spores':
    'Potrząśnięta gałąź sypie chmurą świecącego pyłu, który parzy skórę i oblepia filtry. Płukanie i czyszczenie sprzętu zabiera wam trochę czasu.',
  'course.lanternTree.study.roots':
    'Naukowiec odkopuje fragment korzeni i znajduje w nich świecącą grzybnię. To ona karmi owoce światłem — takiego związku nikt dotąd nie opisał.',
  'course.lanternTree.pick': 'zerwij świecący owoc',
  'course.lanternTree.pick.ripeFruit':
    'Wykręcacie z szypułki dojrzały owoc, a ten nawet w pojemniku świeci równym, ciepłym blaskiem. Zabieracie go ze sobą.',
  'course.lanternTree.pick.unripe':
    'W zasięgu rąk wiszą tylko niedojrzałe owoce, które ani myślą odpaść. Po godzinie szarpania dajecie za wygraną.',
  'course.lanternTree.pick.burst':
    'Owoc pęka w dłoniach i obryzguje was gorącym, świecącym sokiem, który przeżera rękawice i zalewa przyrządy.',
  'course.lanternTree.leave': 'zostaw drzewo',
  'course.lanternTree.leave.gone': 'Zostawiacie drzewo w spokoju. Kiedy się oddalacie, jego owoce wciąż mrugają między liśćmi.',

  'course.thinkingMeadow.study': 'zbadaj łąkę',
  'course.thinkingMeadow.study.rhythm':
    'Godzinami śledzicie kołysanie źdźbeł. Rytm nie zgadza się z prądem wody: łąka porusza się według własnego, złożonego wzoru, który udaje się wam opisać.',
  'course.thinkingMeadow.study.silt':
    'Wzburzony muł zasnuwa wodę i łąka znika wam z oczu. Czekacie, aż toń się oczyści, ale niczego nie udaje się zbadać.',
  'course.thinkingMeadow.study.tangle':
    'Źdźbła nagle oplatają nogi i ramiona, zaciskając się coraz mocniej. Wyrywacie się z trudem, poobijani i z porwanym sprzętem.',
  'course.thinkingMeadow.study.thoughts':
    'Neurodetektor chwyta powolne fale myśli, które przebiegają przez łąkę jak wiatr przez zboże. Zapisujecie je: to nie odruch, lecz rozumny umysł.',
  'course.thinkingMeadow.leave': 'zostaw łąkę',
  'course.thinkingMeadow.leave.gone': 'Zostawiacie łąkę w spokoju. Jej źdźbła jeszcze długo chylą się w stronę, w którą odchodzicie.',

  'course.thresholdWarden.talk': 'porozmawiaj ze strażnikiem',
  'course.thresholdWarden.talk.signs':
    'Długo wymieniacie ze strażnikiem gesty, aż wreszcie pojmuje, że przychodzicie w pokoju. W zamian pokazuje wam, czego strzeże: wejścia do dawnego archiwum swojego ludu.',
  'course.thresholdWarden.talk.barred':
    'Strażnik zagradza drogę i trwa w bezruchu, powtarzając ten sam zakazujący znak. Po godzinie daremnych prób rezygnujecie.',
  'course.thresholdWarden.talk.passage':
    'Spokój i powaga Dowódcy przekonują strażnika. Odsuwa się od progu i prowadzi was przez salę pełną nieznanych zapisów, objaśniając je gestami.',
  'course.thresholdWarden.talk.armourScript':
    'Naukowiec odczytuje znaki wyryte na pancerzu strażnika i powtarza je na głos. Strażnik potwierdza każde trafne słowo skinieniem, a wy poznajecie zręby jego pisma.',
  'course.thresholdWarden.observe': 'obserwuj strażnika',
  'course.thresholdWarden.observe.vigil':
    'Obserwujecie strażnika z bezpiecznej odległości. Po kilku godzinach znacie już jego zwyczaje: kiedy zmienia postawę, komu otwiera i jak oddaje cześć budowli.',
  'course.thresholdWarden.observe.still': 'Strażnik stoi nieruchomo jak posąg, godzina za godziną. Niczego się nie dowiadujecie.',
  'course.thresholdWarden.observe.flash':
    'Strażnik wyczuwa obserwatorów i jego pancerz rozbłyska oślepiającym światłem. Wyładowanie parzy skórę i wypala obwody przyrządów, a dochodzenie do siebie trochę trwa.',
  'course.thresholdWarden.observe.longWait':
    'Neurodetektor wychwytuje myśli strażnika: od wieków czeka on na powrót tych, którzy zbudowali to miejsce. Zapisujecie ten strzęp jego długiej historii.',
  'course.thresholdWarden.leave': 'odejdź od progu',
  'course.thresholdWarden.leave.gone': 'Cofacie się od progu. Strażnik odprowadza was wzrokiem, dopóki nie znikniecie mu z oczu.',
  'course.thresholdWarden.await': 'czekaj na decyzję strażnika',
  'course.thresholdWarden.await.escort':
    'Strażnik nie czeka na wasz ruch. Sam podchodzi, skinieniem każe iść za sobą i prowadzi was krętym korytarzem do komnaty, której ściany pokrywają świecące zapisy.',
  'course.thresholdWarden.await.turnedBack':
    'Strażnik unosi ramię i zagradza przejście. Nie ma tu nic do negocjowania: zawracacie, a on wraca na swoje miejsce przy progu.',
  'course.thresholdWarden.await.rebuke':
    'Strażnik uznaje waszą obecność za zuchwałość. Jego pancerz wyrzuca dwa snopy światła, które parzą ludzi i niszczą sprzęt, zanim zdążycie się cofnąć.',

  'course.starMerchant.talk': 'porozmawiaj z kupcem',
  'course.starMerchant.talk.barter':
    'Targujecie się na migi, aż kupiec oddaje strzęp gwiezdnej mapy za garść drobiazgów. Przy okazji opowiada o szlakach, którymi wędruje między gwiazdami.',
  'course.starMerchant.talk.haggle':
    'Kupiec targuje się zażarcie o każdą błahostkę, a wy nie rozumiecie połowy jego znaków. Po długich targach nikt nie jest zadowolony i do wymiany nie dochodzi.',
  'course.starMerchant.talk.deal':
    'Dowódca proponuje wymianę opowieści: dzieje Ziemi za historie odległych światów. Kupiec przystaje na to z zachwytem i opowiada bez końca.',
  'course.starMerchant.talk.translated':
    'Neurodetektor przekłada trzaski i gwizdy kupca na zrozumiałe myśli. Rozmowa idzie gładko i szybko dowiadujecie się, skąd przybył i czym handluje.',
  'course.starMerchant.observe': 'obserwuj kupca',
  'course.starMerchant.observe.wares':
    'Przyglądacie się, jak kupiec rozkłada towary i stroi swoje dziwne przyrządy. Z jego krzątaniny wiele można wyczytać o technice jego świata.',
  'course.starMerchant.observe.packsUp':
    'Kupiec spostrzega obserwatorów, zwija towary do toreb i odchodzi. Czekacie jeszcze chwilę, ale zostajecie z niczym.',
  'course.starMerchant.observe.guardDevice':
    'Podchodzicie za blisko jednej z toreb, a strzegący jej przyrząd razi was wyładowaniem, które parzy i pali sprzęt. Opatrywanie oparzeń zabiera wam chwilę.',
  'course.starMerchant.observe.instruments':
    'Naukowiec rozpoznaje w jednym z przyrządów kupca urządzenie nawigacyjne i szkicuje jego budowę. To cenna wiedza o tym, jak obcy podróżują między gwiazdami.',
  'course.starMerchant.leave': 'pożegnaj kupca',
  'course.starMerchant.leave.gone': 'Żegnacie kupca skinieniem dłoni. Odpowiada tym samym gestem i wraca do swoich toreb.',

  'course.towerFolk.talk': 'porozmawiaj z ludem wież',
  'course.towerFolk.talk.lightSignals':
    'Nadajecie sygnały latarkami i długo czekacie. Wreszcie w oknach wież zaczynają mrugać światła, a wy poznajecie podstawy ich świetlnej mowy.',
  'course.towerFolk.talk.noAnswer':
    'Wołacie, machacie i świecicie latarkami, ale wieże milczą. Z okien patrzą na was smukłe sylwetki, lecz żadna nie odpowiada.',
  'course.towerFolk.talk.descent':
    'Dowódca wychodzi sam na środek placu i czeka z uniesioną dłonią. Jeden z mieszkańców wież schodzi na dół i długo opowiada wam gestami o swoim mieście.',
  'course.towerFolk.talk.thoughtLink':
    'Neurodetektor łapie myśli płynące z wież: spokojne, uważne i pełne ciekawości. Odpowiadacie im w ten sam sposób i nawiązuje się niema rozmowa.',
  'course.towerFolk.observe': 'obserwuj wieże',
  'course.towerFolk.observe.towerLife':
    'Obserwujecie życie wież: kładki przerzucane między szczytami, unoszące się platformy, światła zapalane o stałych porach. Wiele się z tego dowiadujecie.',
  'course.towerFolk.observe.shutters':
    'Ledwie podnosicie lornetki, okna wież zamykają się jedno po drugim. Czekacie jeszcze chwilę, ale nic się już nie dzieje.',
  'course.towerFolk.observe.warningStone':
    'Z wysokości spada ostrzegawczy kamień, potem następne. Rozbiegacie się, ale nie wszyscy unikają uderzeń; opatrywanie ran i zbieranie rozbitego sprzętu zajmuje chwilę.',
  'course.towerFolk.observe.architecture':
    'Naukowiec godzinami szkicuje wieże i odkrywa zasadę ich budowy: każda wyrasta z tej samej spiralnej bryły. To cenne odkrycie dla wiedzy o obcych.',
  'course.towerFolk.leave': 'odejdź od wież',
  'course.towerFolk.leave.gone': 'Odchodzicie od wież, a z okien odprowadzają was nieruchome spojrzenia.',
  'course.towerFolk.await': 'czekaj na decyzję ludu wież',
  'course.towerFolk.await.lift':
    'Lud wież decyduje za was: z najwyższej wieży zjeżdża platforma i zabiera was na górę. Stamtąd gospodarze pokazują wam całe miasto, dzielnica po dzielnicy.',
  'course.towerFolk.await.watched':
    'Lud wież przygląda się wam z okien i po chwili zamyka okiennice. Rozmowy nie będzie, decyzja zapadła bez was.',
  'course.towerFolk.await.stones':
    'Mieszkańcy wież postanawiają przepędzić intruzów. Z góry lecą kamienie, a zanim znajdziecie osłonę, ktoś i coś obrywa.',

  'course.domeChoir.talk': 'porozmawiaj z chórem',
  'course.domeChoir.talk.questions':
    'Chór zasypuje was pytaniami o wszystko naraz, a wy godzinami cierpliwie odpowiadacie. W zamian opowiada o sobie jednym, wielogłosowym zdaniem, które długo analizujecie.',
  'course.domeChoir.talk.roar':
    'Głosy chóru narastają w ogłuszający ryk, który wwierca się w głowy. Przeciążone przyrządy milkną, a zanim ból ustąpi, mija sporo czasu.',
  'course.domeChoir.talk.oneByOne':
    'Dowódca prosi chór, by pytał po kolei, i ku waszemu zdziwieniu chór się zgadza. Rozmowa nabiera ładu, a wy poznajecie mieszkańców kopuły i powód, dla którego się w niej zamknęli.',
  'course.domeChoir.talk.mindBridge':
    'Neurodetektor łączy was z umysłem chóru. Przez chwilę słyszycie jego myśli jak własne i rozumiecie, jak wiele głosów tworzy jedną wolę.',
  'course.domeChoir.observe': 'obserwuj kopułę',
  'course.domeChoir.observe.sway':
    'Przez ściany kopuły widać, jak jej mieszkańcy poruszają się w idealnej zgodzie, niczym jedno ciało. Godziny obserwacji przynoszą wiele spostrzeżeń.',
  'course.domeChoir.observe.clouded':
    'Ściany kopuły mętnieją, gdy tylko się zbliżacie, i nic już przez nie nie widać. Czekacie chwilę na próżno.',
  'course.domeChoir.observe.domeLife':
    'Naukowiec długo śledzi obieg powietrza, wody i światła pod kopułą i odkrywa, że jej mieszkańcy dzielą ze sobą nawet oddech. To niezwykłe spostrzeżenie.',
  'course.domeChoir.leave': 'odejdź od kopuły',
  'course.domeChoir.leave.gone': 'Odchodzicie, a chór woła za wami setką pytań naraz, aż kopuła znika za horyzontem.',

  'course.cityExile.talk': 'porozmawiaj z wygnańcem',
  'course.cityExile.talk.tales':
    'Wygnaniec opowiada o swoim mieście: o jego ulicach, obyczajach i władcach, licząc na waszą pomoc. Słuchacie uważnie i wiele zapisujecie.',
  'course.cityExile.talk.distrust':
    'Przy pierwszym niezrozumiałym geście wygnaniec cofa się i ucieka między skały. Nie udaje się go już przywołać.',
  'course.cityExile.talk.confession':
    'Dowódca zyskuje zaufanie wygnańca. Ten wyznaje wreszcie, przed kim uciekł i dlaczego, a jego opowieść odsłania wam ukryte dzieje całego miasta.',
  'course.cityExile.talk.mapsShared':
    'Naukowiec rozkłada mapy, a wygnaniec długo i starannie kreśli na nich plan swojego miasta. Porównując zapiski, uczycie się jego pisma i miar.',
  'course.cityExile.observe': 'obserwuj wygnańca',
  'course.cityExile.observe.trail':
    'Idziecie za wygnańcem w bezpiecznej odległości i patrzycie, jak radzi sobie sam: gdzie szuka wody, jak się kryje, czego unika. Wiele się z tego uczycie.',
  'course.cityExile.observe.lost':
    'Wygnaniec szybko orientuje się, że ktoś idzie jego śladem, i gubi was w plątaninie ruin. Długie poszukiwania spełzają na niczym.',
  'course.cityExile.observe.pursuers':
    'Ci, przed którymi ucieka wygnaniec, znajdują zamiast niego was. Z cienia pada grad pocisków, które ranią ludzi i niszczą sprzęt, zanim napastnicy znikną.',
  'course.cityExile.observe.fear':
    'Neurodetektor wyczuwa w wygnańcu nieustanny strach i mgliste obrazy tych, którzy go ścigają. Zapisujecie je, choć nie wszystko da się zrozumieć.',
  'course.cityExile.observe.hideout':
    'Zwiadowca czyta ślady wygnańca jak mapę i prowadzi was prosto do jego kryjówki wśród ruin. Widzicie, z czego zbudował sobie schronienie i czym się żywi.',
  'course.cityExile.leave': 'zostaw wygnańca',
  'course.cityExile.leave.gone': 'Zostawiacie wygnańca jego losowi. Jeszcze długo widać na grani jego samotną sylwetkę.',

  'course.memorySphere.study': 'zbadaj kulę',
  'course.memorySphere.study.visions':
    'Godzinami wpatrujecie się w obrazy płynące przez kulę i rozpoznajecie powracające miejsca: miasta, morza, obce niebo. Szkicujecie ich mapę.',
  'course.memorySphere.study.blur':
    'Obrazy przesuwają się zbyt szybko, by cokolwiek z nich uchwycić. Po godzinie odkładacie przyrządy z niczym.',
  'course.memorySphere.study.trance':
    'Ktoś zbyt długo patrzy w głąb kuli i zapada w trans. Wybudzenie go trwa długo, a ocknąwszy się w panice, rozbija sprzęt i kaleczy się o skały.',
  'course.memorySphere.study.chronicle':
    'Naukowiec zauważa, że obrazy układają się w stały porządek. To kronika: dzieje twórców kuli, od pierwszych osad aż po gwiazdy.',
  'course.memorySphere.take': 'zabierz kulę',
  'course.memorySphere.take.wrapped':
    'Owijacie kulę folią izolacyjną i zabieracie ją ze sobą. Pod folią wciąż przesuwają się blade obrazy.',
  'course.memorySphere.take.tooHot':
    'Podniesiona kula rozgrzewa się tak szybko, że trzeba ją odłożyć. Próbujecie raz po raz, ale w końcu dajecie za wygraną.',
  'course.memorySphere.take.flare':
    'Kula rozbłyska w rękach oślepiającym światłem i parzy przez rękawice. Upada na ziemię, a przyrządy obok pękają od żaru.',
  'course.memorySphere.leave': 'zostaw kulę',
  'course.memorySphere.leave.gone': 'Zostawiacie kulę tam, gdzie leży. Obrazy w jej wnętrzu płyną dalej, obojętne na przybyszów.',

  'course.alienWeapon.study': 'zbadaj broń',
  'course.alienWeapon.study.mechanism':
    'Śledzicie kanały biegnące od rękojeści do wylotu i stopniowo pojmujecie zasadę działania broni. Nie wiadomo tylko, w kogo miała celować.',
  'course.alienWeapon.study.inert': 'Broń leży bezwładna i nie reaguje na żadne próby. Po godzinie wiecie o niej tyle samo co przedtem.',
  'course.alienWeapon.study.discharge':
    'Ktoś naciska niewłaściwe miejsce rękojeści. Z wylotu bije oślepiający promień, który przepala sprzęt i rani najbliższych, a opatrywanie ich zabiera chwilę.',
  'course.alienWeapon.study.design':
    'Naukowiec rozpoznaje w budowie broni zasadę, której ludzka technika dopiero szuka. Notatek starczy na niejedną rozprawę.',
  'course.alienWeapon.take': 'zabierz broń',
  'course.alienWeapon.take.secured': 'Broń jest zaskakująco lekka. Owijacie ją starannie, wylotem od ludzi, i zabieracie ze sobą.',
  'course.alienWeapon.take.misfire':
    'Podniesiona broń wypala sama z siebie. Promień tnie wszystko dookoła, raniąc ludzi i niszcząc sprzęt, a broń wypada wam z rąk.',
  'course.alienWeapon.leave': 'zostaw broń',
  'course.alienWeapon.leave.gone': 'Zostawiacie broń nietkniętą. Lepiej nie sprawdzać, do czego służy.',

  'course.livingCrystal.study': 'zbadaj kryształ',
  'course.livingCrystal.study.pulse':
    'Mierzycie rytm pulsowania i przyrost kryształu. Po kilku godzinach wiadomo już, że rośnie skokami, w takt własnego światła.',
  'course.livingCrystal.study.dim':
    'Kryształ gaśnie, gdy tylko podchodzicie, i przez godzinę trwa martwy jak zwykły kamień. Niczego się nie dowiadujecie.',
  'course.livingCrystal.study.overgrowth':
    'Kryształ obrasta sondę i sięga po trzymającą ją rękawicę. Mozolne odłupywanie narośli kaleczy dłonie i niszczy przyrządy.',
  'course.livingCrystal.study.lattice':
    'Naukowiec bada pod mikroskopem siatkę kryształu i odkrywa, że jej komórki dzielą się jak żywa tkanka. To odkrycie na miarę epoki.',
  'course.livingCrystal.take': 'zabierz kryształ',
  'course.livingCrystal.take.prisedOff':
    'Godzinami podważacie kryształ, aż odrywa się od skały. Zamykacie go w szczelnym pojemniku, gdzie pulsuje spokojnie, i zabieracie ze sobą.',
  'course.livingCrystal.take.rooted': 'Kryształ wrósł w skałę zbyt głęboko. Po długiej pracy dłutami dajecie za wygraną.',
  'course.livingCrystal.take.creeps':
    'Kryształ błyskawicznie obrasta narzędzia i rękawice, które go dotykają. Zanim zdołacie się uwolnić, ostre narośle kaleczą ręce i niszczą sprzęt.',
  'course.livingCrystal.take.laserCut':
    'Laser odcina kryształ od skały jednym czystym cięciem i zasklepia krawędzie, więc kryształ nie ma czego obrastać. Zabieracie go ze sobą.',
  'course.livingCrystal.leave': 'zostaw kryształ',
  'course.livingCrystal.leave.gone': 'Zostawiacie kryształ na miejscu. Pulsuje za wami powoli, jakby oddychał.',

  'course.starTablet.study': 'zbadaj tablicę',
  'course.starTablet.study.skyMap':
    'Porównujecie wyryte niebo z własnymi mapami i rozpoznajecie gwiazdozbiory widziane z innego miejsca. Po kilku godzinach wiadomo już, skąd patrzyli w niebo twórcy tablicy.',
  'course.starTablet.study.worn': 'Ryty są tak zatarte, że nie sposób ich odczytać. Po godzinie prób odkładacie lupy.',
  'course.starTablet.study.homeStar':
    'Naukowiec długo liczy i porównuje, aż wreszcie wskazuje świecącą gwiazdę na prawdziwym niebie. Jeśli rachunki się zgadzają, to ojczyzna budowniczych.',
  'course.starTablet.take': 'zabierz tablicę',
  'course.starTablet.take.hauled':
    'Płyta jest przeraźliwie ciężka. Ciągniecie ją godzinami na linach i prowizorycznych rolkach, ale w końcu zabieracie ją ze sobą.',
  'course.starTablet.take.tooHeavy': 'Płyta ani drgnie, choć długo się z nią mocujecie. Musicie ją zostawić.',
  'course.starTablet.take.crushed':
    'Podważona płyta zsuwa się z podpór i przygniata nogi i sprzęt. Uwolnienie poszkodowanych zabiera chwilę, a tablica zostaje na miejscu.',
  'course.starTablet.leave': 'zostaw tablicę',
  'course.starTablet.leave.gone': 'Zostawiacie tablicę. Jedna gwiazda świeci na niej dalej, jakby na kogoś czekała.',

  'course.seedCapsule.study': 'zbadaj kapsułę',
  'course.seedCapsule.study.stirring':
    'Przez przezroczystą ściankę widać, jak coś w środku porusza się w rytm waszych kroków. Po kilku godzinach pomiarów wiecie, że to zarodek czekający na właściwą glebę.',
  'course.seedCapsule.study.clouded':
    'Kapsuła mętnieje w świetle lamp i nic już nie widać w jej wnętrzu. Czekacie, aż się przejaśni, ale na próżno.',
  'course.seedCapsule.study.seedling':
    'Naukowiec rozpoznaje w zarodku roślinę stworzoną po to, by zazieleniać martwe światy. Ktoś kiedyś zamierzał ją tu zasiać.',
  'course.seedCapsule.take': 'zabierz kapsułę',
  'course.seedCapsule.take.padded':
    'Owijacie kapsułę wszystkim, co miękkie, i ostrożnie zabieracie ją ze sobą. Życie w środku nadal cierpliwie czeka.',
  'course.seedCapsule.take.cracked':
    'Długo szukacie sposobu, by ją bezpiecznie podnieść, a przy pierwszej próbie ścianka pęka i wnętrze gaśnie. Nie ma już czego zabierać.',
  'course.seedCapsule.take.burst':
    'Kapsuła pęka w dłoniach i tryska żrącym płynem, który przeżera rękawice i parzy skórę. Z jej zawartości nic nie zostaje.',
  'course.seedCapsule.leave': 'zostaw kapsułę',
  'course.seedCapsule.leave.gone': 'Zostawiacie kapsułę nietkniętą. Niech dalej czeka na swój zasiew.',

  'course.ringingGeode.study': 'zbadaj geodę',
  'course.ringingGeode.study.resonance':
    'Opukujecie geodę i nagrywacie jej ton ze wszystkich stron. Po kilku godzinach wiecie już, że kryształy w środku dostrajają się do siebie jak struny.',
  'course.ringingGeode.study.dull':
    'Geoda milczy, a przez szczelinę w skorupie widać tylko matowe, zwietrzałe kryształy. Po godzinie odkładacie przyrządy.',
  'course.ringingGeode.study.shards':
    'Zbyt mocne stuknięcie rozsadza kruchą skorupę. Ostre odłamki kryształów kaleczą ręce i niszczą sprzęt.',
  'course.ringingGeode.study.growthBands':
    'Naukowiec odczytuje pasma przyrostu kryształów jak słoje drzewa. Wynika z nich, kiedy po tej planecie płynęła woda i kiedy wyschła.',
  'course.ringingGeode.take': 'zabierz geodę',
  'course.ringingGeode.take.chiselled':
    'Przez dwie godziny wykuwacie geodę ze skały, owijacie ją i zabieracie ze sobą. Przy każdym kroku cicho w niej dzwoni.',
  'course.ringingGeode.take.split':
    'Przy pierwszym uderzeniu dłuta geoda pęka na pół, a kryształy sypią się na ziemię. Nie ma już czego zabierać.',
  'course.ringingGeode.take.rockfall':
    'Podkuwanie geody obluzowuje blok skalny nad nią. Spadające kamienie ranią ludzi i niszczą sprzęt, a geoda zostaje pod gruzem.',
  'course.ringingGeode.take.safeLedge':
    'Zwiadowca wypatruje półkę skalną, z której da się bezpiecznie dosięgnąć geody. Wyjmujecie ją w całości, nie ruszając niczego wokół.',
  'course.ringingGeode.leave': 'zostaw geodę',
  'course.ringingGeode.leave.gone': 'Zostawiacie geodę w skale. Wiatr dalej wygrywa na niej swój długi ton.',

  'course.spiralFossil.study': 'zbadaj skamielinę',
  'course.spiralFossil.study.strata':
    'Mierzycie skamielinę i warstwy skały wokół niej. Po kilku godzinach wiadomo już, jak dawno temu to zwierzę pływało w morzu, którego dziś tu nie ma.',
  'course.spiralFossil.study.crumbly':
    'Skała wokół skamieliny kruszy się pod palcami i zaciera wszystkie ślady. Po godzinie dajecie za wygraną.',
  'course.spiralFossil.study.bankGives':
    'Podcięta ściana nagle się osuwa, przysypując ludzi i sprzęt. Odkopanie wszystkich zabiera godzinę.',
  'course.spiralFossil.study.lineage':
    'Naukowiec porównuje budowę muszli z ziemskimi amonitami i znajduje uderzające podobieństwa. Życie na obu planetach poszło podobną drogą.',
  'course.spiralFossil.take': 'zabierz skamielinę',
  'course.spiralFossil.take.dugOut':
    'Godzinami odkopujecie skamielinę i odłupujecie ją od skały razem z płytą podłoża. Jest ciężka, ale zabieracie ją ze sobą.',
  'course.spiralFossil.take.crumbles':
    'Wydobyta z ziemi skamielina rozpada się na kawałki, zanim zdążycie ją owinąć. Zostaje po niej tylko piasek.',
  'course.spiralFossil.take.slide':
    'Poruszona skamielina pociąga za sobą zbocze. Osuwisko rani ludzi i niszczy sprzęt, a skamielina znika pod ziemią.',
  'course.spiralFossil.take.laserCut':
    'Laser wycina blok skały ze skamieliną jednym równym cięciem, nie naruszając muszli. Zabieracie ją ze sobą w całości.',
  'course.spiralFossil.leave': 'zostaw skamielinę',
  'course.spiralFossil.leave.gone': 'Zostawiacie skamielinę tam, gdzie leżała od milionów lat. Poczeka jeszcze trochę.',
} as const;
