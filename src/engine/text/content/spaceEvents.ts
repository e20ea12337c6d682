// Texts of the space events (data/content/spaceEvents.ts): announcements, outcomes and menu labels.
// Written fresh for this edition; the English catalogue must hold exactly the Polish keys.

export const spaceEventTextPl = {
  'spaceEvent.micrometeorites.intro':
    'Rój mikrometeorytów smaga kadłub jak grad blaszany dach. Kontrolki rozszczelnienia zapalają się jedna po drugiej.',
  'spaceEvent.micrometeorites.patched':
    'Ekipa naprawcza godzinami łata dziesiątki drobnych przebić, a gwiazdolot w tym czasie wlecze się na zmniejszonym ciągu.',
  'spaceEvent.micrometeorites.sensorsHit':
    'Jeden z odłamków przebija ładownię i rykoszetuje między skrzyniami ze sprzętem. Łatanie kadłuba zabiera wam sporo czasu.',
  'spaceEvent.micrometeorites.crewHurt':
    'Odłamek przebija ścianę kajut, a ostre drzazgi poszycia świszczą nad kojami. Łatanie kadłuba i opatrywanie skaleczeń zabiera wam sporo czasu.',

  'spaceEvent.solarStorm.intro':
    'Gwiazda za rufą wyrzuca potężny rozbłysk. Fala naładowanych cząstek dogania gwiazdolot szybciej, niż przewidywały modele.',
  'spaceEvent.solarStorm.shelter':
    'Przeczekujecie burzę w osłoniętym schronie, a gwiazdolot dryfuje na zmniejszonym ciągu, zamiast lecieć do celu.',
  'spaceEvent.solarStorm.radiation':
    'Nie wszyscy zdążyli do schronu i fala promieniowania dosięga ich na korytarzach. Burza przechodzi dopiero po długim czasie.',
  'spaceEvent.solarStorm.robotsFried':
    'Przepięcia przebiegają przez magazyn robotów, a z obwodów sypią się iskry. Przeczekanie burzy kosztuje was czas.',
  'spaceEvent.solarStorm.longStorm':
    'Rozbłysk za rozbłyskiem — burza nie chce ucichnąć i tkwicie w schronie bardzo długo.',

  'spaceEvent.navigationError.intro':
    'Komputer nawigacyjny zgłasza rozbieżność: gwiazdy odniesienia nie są tam, gdzie powinny. W obliczenia wkradł się błąd.',
  'spaceEvent.navigationError.recalc':
    'Po żmudnym przeliczaniu kursu wracacie na właściwą trasę, choć straconego czasu nic już nie zwróci.',
  'spaceEvent.navigationError.bigDetour':
    'Błąd wykryto późno i gwiazdolot zdążył mocno zboczyć z kursu. Powrót na trasę kosztuje was dużo czasu.',
  'spaceEvent.navigationError.lostWeeks':
    'Przez wiele tygodni gwiazdolot leciał w złą stronę, zanim ktokolwiek to zauważył. To bolesna strata czasu.',

  'spaceEvent.coolantLeak.intro':
    'W maszynowni syczy pęknięty przewód chłodziwa, a temperatura reaktora pełznie w górę. Trzeba zwolnić i działać szybko.',
  'spaceEvent.coolantLeak.sealed':
    'Przeciek udaje się uszczelnić, ale do końca naprawy lecicie na zmniejszonej mocy i wleczecie się do celu.',
  'spaceEvent.coolantLeak.toolsLost':
    'Strumień lodowatego chłodziwa zalewa regał, na którym trzymacie narzędzia. Wymiana przewodu trwa całe tygodnie.',
  'spaceEvent.coolantLeak.frostbite':
    'Uszczelnianie przewodu w lodowatej mgle kończy się odmrożeniami. Naprawa ciągnie się długo.',

  'spaceEvent.reactorFlutter.intro':
    'Moc reaktora zaczyna falować bez wyraźnej przyczyny, a napęd krztusi się co kilka godzin.',
  'spaceEvent.reactorFlutter.tuned':
    'Kalibracja pola magnetycznego wymaga wyłączenia napędu, a gwiazdolot w tym czasie dryfuje bezwładnie.',
  'spaceEvent.reactorFlutter.shutdown': 'Reaktor trzeba wygasić i uruchomić od nowa, a rozruch ciągnie się tygodniami.',
  'spaceEvent.reactorFlutter.surge':
    'Gwałtowny skok mocy przebiega przez instalację ładowni, a w półmroku czuć swąd spalonej izolacji. Naprawy zabierają wam sporo czasu.',

  'spaceEvent.dustCloud.intro':
    'Gwiazdolot wchodzi w gęsty obłok pyłu międzygwiezdnego. Osłony dziobowe rozgrzewają się do czerwoności.',
  'spaceEvent.dustCloud.slowDown':
    'Trzeba zwolnić, żeby nie spalić osłon, i przejście przez obłok ciągnie się w nieskończoność.',
  'spaceEvent.dustCloud.abrasion':
    'Pył przenika przez filtry ładowni i osiada grubą warstwą na sprzęcie. Powolny przelot kosztuje was czas.',
  'spaceEvent.dustCloud.ancientGrains':
    'Zebrany pył zawiera ziarna starsze niż Słońce — to prawdziwe odkrycie, choć powolny przelot kosztuje was czas.',

  'spaceEvent.fuelContamination.intro':
    'Filtry paliwa zapychają się gęstym szlamem, a ciąg silników spada z godziny na godzinę.',
  'spaceEvent.fuelContamination.flush':
    'Przepłukanie całego układu paliwowego ciągnie się długo, a silniki w tym czasie milczą.',
  'spaceEvent.fuelContamination.stall':
    'Silniki gasną i trzeba je rozebrać na części. Gwiazdolot stoi w miejscu przez długie tygodnie.',
  'spaceEvent.fuelContamination.toolsRuined':
    'Żrący szlam wgryza się we wszystko, czego dotknie, także w narzędzia użyte do czyszczenia. Praca ciągnie się długo.',

  'spaceEvent.crewFever.intro':
    'Kilku członków załogi budzi się z gorączką i wysypką. Nikt nie rozpoznaje objawów, więc na pokładzie ogłoszono kwarantannę.',
  'spaceEvent.crewFever.quarantine':
    'Kwarantanna i odkażanie gwiazdolotu ciągną się długo, ale choroba mija bez śladu.',
  'spaceEvent.crewFever.spread':
    'Gorączka przenosi się z kajuty do kajuty i zwala z nóg kolejnych ludzi. Kwarantanna ciągnie się długo.',
  'spaceEvent.crewFever.newMicrobe':
    'Sprawcą okazuje się nieznany mikroorganizm — to odkrycie naukowe, choć zanim pokładowe laboratorium go rozpozna, choroba daje się komuś mocno we znaki. Kwarantanna się przeciąga.',

  'spaceEvent.gravityEddy.intro':
    'Niewidoczna masa zakrzywia tor lotu: gwiazdolot wpada w wir grawitacyjny między dwiema gwiazdami.',
  'spaceEvent.gravityEddy.dragged': 'Wyrwanie się z wiru wymaga długiego, okrężnego manewru, który kosztuje was czas.',
  'spaceEvent.gravityEddy.deepWell':
    'Wir okazuje się głębszy, niż sądziliście, i ucieczka z niego ciągnie się tygodniami.',
  'spaceEvent.gravityEddy.slipped':
    'Czujniki wyczuwają wir w porę i gwiazdolot prześlizguje się po jego krawędzi bez straty czasu.',

  'spaceEvent.computerCrash.intro':
    'Główny komputer pokładowy zawiesza się w pół słowa. Światła gasną, a gwiazdolot leci na ślepo.',
  'spaceEvent.computerCrash.reboot':
    'Ponowne uruchomienie i sprawdzenie wszystkich systemów ciągnie się długo, a gwiazdolot w tym czasie dryfuje.',
  'spaceEvent.computerCrash.robotWiped':
    'Awaria rozlewa się po sieci pokładowej aż do robotów, które zastygają w pół ruchu. Przywracanie systemów kosztuje was czas.',
  'spaceEvent.computerCrash.oldCharts':
    'Przywracanie systemów trwa długo, ale w odzyskanej pamięci są zapomniane mapy z dawnych sond. Dzięki nim następne szukanie obszaru lądowania nie będzie kosztować czasu.',

  'spaceEvent.hydroponicsBlight.intro':
    'Pleśń niszczy uprawy w szklarni hydroponicznej. Zasoby żywności nie wystarczą do końca tego odcinka lotu.',
  'spaceEvent.hydroponicsBlight.resupply':
    'Zbaczacie z kursu w stronę lodowego księżyca, by zebrać wodę i obsadzić szklarnię od nowa. Postój kosztuje was czas.',
  'spaceEvent.hydroponicsBlight.hunger':
    'Zanim szklarnia znów zacznie rodzić, załoga żyje na głodowych racjach i słabnie z dnia na dzień.',

  'spaceEvent.sleepPodFailure.intro':
    'Komory hibernacyjne zgłaszają awarię i w środku lotu budzą śpiącą załogę.',
  'spaceEvent.sleepPodFailure.repaired': 'Naprawa komór i ponowne uśpienie załogi ciągną się długo.',
  'spaceEvent.sleepPodFailure.frostbite':
    'Zbyt gwałtowne wybudzenie kończy się odmrożeniami, a naprawa komór ciągnie się długo.',
  'spaceEvent.sleepPodFailure.falseAlarm':
    'Awaria okazuje się fałszywym alarmem. Komory przełączają się na pogłębiony sen regeneracyjny, a lot trwa dalej bez opóźnień.',

  'spaceEvent.robotGlitch.intro':
    'Po aktualizacji oprogramowania roboty zaczynają zachowywać się dziwnie: przestawiają ładunek i ignorują polecenia.',
  'spaceEvent.robotGlitch.reset': 'Przywrócenie starego oprogramowania i testy wszystkich robotów ciągną się długo.',
  'spaceEvent.robotGlitch.revolt':
    'Roboty stawiają opór przy wyłączaniu i w ładowni wybucha szamotanina między ludźmi a maszynami.',
  'spaceEvent.robotGlitch.selfRepair':
    'Nowe oprogramowanie okazuje się genialne: roboty same przeglądają sprzęt i biorą się za wszystko, co wymaga naprawy.',

  'spaceEvent.asteroidSwarm.intro':
    'Przed dziobem rozciąga się gęsty rój planetoid. Przelot na wprost jest ryzykowny, a objazd długi.',
  'spaceEvent.asteroidSwarm.option.through': 'przeleć przez rój',
  'spaceEvent.asteroidSwarm.option.around': 'okrąż rój',
  'spaceEvent.asteroidSwarm.clean': 'Gwiazdolot mknie między skałami jak po sznurku i wychodzi z roju bez zadrapania.',
  'spaceEvent.asteroidSwarm.scraped': 'Gwiazdolot ociera się o skalny odłamek, a wstrząs przetacza się przez ładownię.',
  'spaceEvent.asteroidSwarm.hit':
    'Bezpośrednie trafienie! Planetoida rozdziera poszycie, a wstrząs rzuca ludźmi i ładunkiem o ściany.',
  'spaceEvent.asteroidSwarm.detour': 'Omijacie rój bezpiecznym łukiem, ale objazd kosztuje was czas.',
  'spaceEvent.asteroidSwarm.longDetour':
    'Rój okazuje się znacznie większy, niż pokazywał radar, i objazd ciągnie się bardzo długo.',

  'spaceEvent.cometTail.intro':
    'Kurs przecina świetlisty warkocz komety. Czujniki wykrywają w nim lód i złożone związki organiczne.',
  'spaceEvent.cometTail.option.collect': 'zbierz próbki',
  'spaceEvent.cometTail.option.avoid': 'omiń warkocz',
  'spaceEvent.cometTail.samples': 'Próbki lodu trafiają do laboratorium, choć manewry w warkoczu kosztują was czas.',
  'spaceEvent.cometTail.iceImpact':
    'Bryła lodu uderza w śluzę ładunkową i wstrząsa całą ładownią. Manewry w warkoczu kosztują was czas.',
  'spaceEvent.cometTail.organics':
    'W lodzie są aminokwasy nieznane ziemskiej chemii — to prawdziwe odkrycie, warte każdego dnia spędzonego w warkoczu.',
  'spaceEvent.cometTail.passed': 'Gwiazdolot przemyka obok warkocza bez straty czasu.',
  'spaceEvent.cometTail.detour':
    'Warkocz jest szerszy, niż się wydawało, i trzeba go omijać dużym łukiem. Objazd kosztuje was czas.',

  'spaceEvent.derelictShip.intro':
    'Na radarze pojawia się martwy, dryfujący statek. Nie odpowiada na wywołania, a jego kadłub nosi ślady dawnego pożaru.',
  'spaceEvent.derelictShip.option.board': 'zbadaj wrak',
  'spaceEvent.derelictShip.option.ignore': 'leć dalej',
  'spaceEvent.derelictShip.salvage':
    'Ze szczątków wraku wynosicie skrzynie części zamiennych i od razu bierzecie się do napraw. Przeszukanie wraku kosztuje was czas.',
  'spaceEvent.derelictShip.explosion':
    'We wraku wybucha zbiornik z resztką paliwa, a fala ognia dosięga zespołu abordażowego. Akcja ciągnie się długo.',
  'spaceEvent.derelictShip.logbook':
    'Odnaleziony dziennik pokładowy opisuje szlaki nieznanej cywilizacji — to cenne odkrycie, choć przeszukanie wraku kosztuje was czas.',
  'spaceEvent.derelictShip.passBy':
    'Wrak niknie za rufą, a wraz z nim jego tajemnica. Lot toczy się dalej bez przeszkód.',

  'spaceEvent.distressSignal.intro':
    'Z pobliskiego pasa planetoid dobiega sygnał wzywania pomocy, nadawany nieznanym kodem.',
  'spaceEvent.distressSignal.option.answer': 'odpowiedz na wezwanie',
  'spaceEvent.distressSignal.option.ignore': 'zignoruj sygnał',
  'spaceEvent.distressSignal.emptyBeacon':
    'U źródła sygnału czeka tylko stara, samotna boja. Poszukiwania kosztują was czas.',
  'spaceEvent.distressSignal.alienProbe':
    'Sygnał nadaje uszkodzona obca sonda, a jej zapisy to bezcenny materiał dla naukowców. Poszukiwania kosztują was czas.',
  'spaceEvent.distressSignal.trap':
    'To automatyczna pułapka! Źródło sygnału odpowiada potężnym wyładowaniem, które przebiega przez magazyn robotów. Wyrwanie się z zasadzki kosztuje was czas.',
  'spaceEvent.distressSignal.silence': 'Sygnał słabnie i wkrótce milknie. Nikt się nie dowie, kto go nadawał.',
  'spaceEvent.distressSignal.reprimand':
    'Ziemia przechwytuje zapis sygnału i uznaje zignorowanie wezwania za naruszenie regulaminu. W raporcie z wyprawy pojawia się nagana.',

  'spaceEvent.stowaway.intro':
    'Na pokładzie jest pasażer na gapę: małe, zwinne stworzenie niewiadomego pochodzenia przegryza kable w ładowni.',
  'spaceEvent.stowaway.option.catch': 'złap pasażera',
  'spaceEvent.stowaway.option.vent': 'otwórz śluzę ładowni',
  'spaceEvent.stowaway.caught':
    'Po długiej obławie stworzenie ląduje w pojemniku jako ciekawy okaz dla naukowców na Ziemi.',
  'spaceEvent.stowaway.bitten':
    'Stworzenie broni się zaciekle zębami i pazurami, a pościg po ładowni ciągnie się długo.',
  'spaceEvent.stowaway.vented':
    'Otwieracie śluzę i nieproszony gość znika w próżni. Problem rozwiązany bez straty czasu.',
  'spaceEvent.stowaway.cageLost':
    'Zanim nieproszony gość zniknie w próżni, w panice miota się po ładowni i szarpie wszystko, co napotka.',

  'spaceEvent.quietSector.intro':
    'Gwiazdolot wlatuje w wyjątkowo spokojny obszar: żadnego pyłu, żadnego promieniowania, tylko cisza i gwiazdy.',
  'spaceEvent.quietSector.calm':
    'Dalsza trasa wiedzie przez ten spokojny sektor. Na następnym odcinku lotu zdarzenia będą o połowę mniej prawdopodobne.',
  'spaceEvent.quietSector.rest':
    'Cisza sprzyja wypoczynkowi i wszyscy wreszcie mogą odetchnąć. Na następnym odcinku lotu zdarzenia będą o połowę mniej prawdopodobne.',

  'spaceEvent.magnetarPulse.intro':
    'Odległy magnetar wysyła impuls, który zagłusza wszystkie radiolatarnie w okolicy. Mapy nawigacyjne stają się bezużyteczne.',
  'spaceEvent.magnetarPulse.scrambled':
    'Gwiazdolot leci dalej, ale bez pewnych punktów odniesienia. Na następnym odcinku lotu zdarzenia będą dwa razy bardziej prawdopodobne.',
  'spaceEvent.magnetarPulse.recalibrated':
    'Na szczęście udaje się przekalibrować czujniki, choć praca ciągnie się długo.',

  'spaceEvent.shuttleCracks.intro':
    'Rutynowy przegląd promu ujawnia sieć mikropęknięć w osłonie termicznej.',
  'spaceEvent.shuttleCracks.cracks':
    'Na pokładzie nie da się ich w pełni usunąć. Następne lądowanie będzie bardziej ryzykowne.',
  'spaceEvent.shuttleCracks.replaced':
    'Technicy wymieniają pęknięte płyty osłony. To długa praca, ale prom jest znów jak nowy.',

  'spaceEvent.probeRelay.intro':
    'Gwiazdolot mija przekaźnik dawno zaginionej ziemskiej sondy. Wciąż nadaje on dane z przeglądu okolicznych planet.',
  'spaceEvent.probeRelay.surveyData':
    'Dane obejmują szczegółowe mapy powierzchni. Następne szukanie obszaru lądowania nie będzie kosztować czasu.',
  'spaceEvent.probeRelay.fullArchive':
    'W archiwum sondy są też zapisy, których nikt na Ziemi jeszcze nie widział. Następne szukanie obszaru lądowania nie będzie kosztować czasu.',

  'spaceEvent.crystalNebula.intro':
    'Za iluminatorami rozpościera się mgławica pełna lodowych kryształów, mieniących się wszystkimi kolorami tęczy.',
  'spaceEvent.crystalNebula.marvel':
    'Zachwycona załoga zwalnia, by sfotografować to zjawisko. Zdjęcia wychodzą olśniewające, choć przelot się przeciąga.',
  'spaceEvent.crystalNebula.blinded':
    'Kryształy rozpraszają światło gwiazd i oślepiają czujniki nawigacyjne. Przez długie tygodnie lecicie po omacku.',

  'spaceEvent.alienMonolith.intro':
    'W pustce między gwiazdami dryfuje idealnie gładki, czarny monolit. Nie odbija ani światła, ani fal radaru.',
  'spaceEvent.alienMonolith.option.study': 'zbadaj obiekt',
  'spaceEvent.alienMonolith.option.leave': 'zostaw obiekt',
  'spaceEvent.alienMonolith.insight':
    'Pomiary ujawniają strukturę, jakiej nie zbudowałby człowiek. Badania są długie, ale wyniki bezcenne.',
  'spaceEvent.alienMonolith.discharge':
    'Monolit odpowiada na dotyk sondy wyładowaniem, które przeskakuje na stojących najbliżej. Badania ciągną się długo.',
  'spaceEvent.alienMonolith.starMap':
    'Po długich badaniach na monolicie rozbłyska mapa pobliskich układów z zaznaczonymi obszarami lądowania. Dzięki niej następne szukanie obszaru lądowania nie będzie kosztować czasu.',
  'spaceEvent.alienMonolith.leftBehind':
    'Monolit zostaje w tyle, milczący jak przedtem. Lot przebiega dalej bez zakłóceń.',

  'spaceEvent.roguePlanet.intro':
    'Na drodze gwiazdolotu pojawia się samotna, ciemna planeta, która nie krąży wokół żadnej gwiazdy.',
  'spaceEvent.roguePlanet.observe':
    'Zbliżacie się, by zbadać ten wędrowny glob, a obserwacje zabierają wam sporo czasu.',
  'spaceEvent.roguePlanet.captured':
    'Grawitacja wędrownej planety wciąga gwiazdolot na rozciągniętą orbitę, z której wyrywacie się z ogromnym trudem.',

  'spaceEvent.ancientSignal.intro':
    'Radioteleskop odbiera regularny sygnał, który biegł przez kosmos od milionów lat. Ktoś kiedyś bardzo chciał zostać usłyszany.',
  'spaceEvent.ancientSignal.option.decode': 'rozszyfruj sygnał',
  'spaceEvent.ancientSignal.option.record': 'tylko nagraj sygnał',
  'spaceEvent.ancientSignal.coordinates':
    'Deszyfracja trwa długo, ale sygnał zawiera współrzędne dogodnych obszarów lądowania. Następne szukanie obszaru lądowania nie będzie kosztować czasu.',
  'spaceEvent.ancientSignal.message':
    'Po długiej deszyfracji udaje się odczytać przesłanie obcej cywilizacji — to prawdziwy przełom.',
  'spaceEvent.ancientSignal.virus':
    'W sygnale kryje się coś na kształt wirusa, który wnika do sieci pokładowej i atakuje sterowniki robotów. Usuwanie skutków ciągnie się długo.',
  'spaceEvent.ancientSignal.archived': 'Nagranie trafia do archiwum. Niech rozszyfrują je na Ziemi.',

  'spaceEvent.timeAnomaly.intro':
    'Zegary pokładowe przestają się zgadzać, a załoga przeżywa te same chwile po kilka razy. Gwiazdolot wleciał w anomalię czasu.',
  'spaceEvent.timeAnomaly.lostMonths':
    'Gdy anomalia was wypuszcza, okazuje się, że na Ziemi minęło znacznie więcej czasu niż na pokładzie.',
  'spaceEvent.timeAnomaly.rewind':
    'Czas w ciałach załogi cofa się o kilka tygodni, jakby nic złego ich nie spotkało, a lot nie traci ani dnia.',
  'spaceEvent.timeAnomaly.loop':
    'Gwiazdolot krąży w pętli czasu, zanim udaje się ją przerwać, a każde okrążenie pochłania kolejne tygodnie.',

  'spaceEvent.plasmaWhale.intro':
    'Obok gwiazdolotu przepływa ogromna istota z plazmy, wielka jak mały księżyc. Jej ciało pulsuje rytmicznym światłem.',
  'spaceEvent.plasmaWhale.option.follow': 'podążaj za istotą',
  'spaceEvent.plasmaWhale.option.keepCourse': 'trzymaj kurs',
  'spaceEvent.plasmaWhale.songs':
    'Podążacie za istotą przez długie tygodnie i nagrywacie jej świetlne pieśni — bezcenny materiał dla nauki.',
  'spaceEvent.plasmaWhale.tailSwipe':
    'Istota bierze was za intruza i smaga gwiazdolot plazmowym ogonem. Ucieczka kosztuje was czas.',
  'spaceEvent.plasmaWhale.farewell': 'Istota oddala się, mrugając na pożegnanie. Gwiazdolot leci dalej bez opóźnień.',

  'spaceEvent.spaceFold.intro':
    'Przed dziobem przestrzeń marszczy się jak tafla wody, a gwiazdy za nią układają się w obce konstelacje.',
  'spaceEvent.spaceFold.jump':
    'Fałda przestrzeni połyka gwiazdolot i wyrzuca go przy innej, jeszcze nieodwiedzonej planecie. Czas podróży zmienia się odpowiednio do nowej trasy.',
  'spaceEvent.spaceFold.fizzle':
    'Fałda zamyka się tuż przed dziobem, a turbulencje zbijają gwiazdolot z kursu. Powrót na trasę kosztuje was czas.',
} as const;
