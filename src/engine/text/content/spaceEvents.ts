// Texts of the space events (data/content/spaceEvents.ts): announcements, outcomes and menu labels.
// Written fresh for this edition; the English catalogue must hold exactly the Polish keys.

export const spaceEventTextPl = {
  'spaceEvent.micrometeorites.intro':
    'Rój mikrometeorytów smaga kadłub jak grad blaszany dach. Kontrolki rozszczelnienia zapalają się jedna po drugiej.',
  'spaceEvent.micrometeorites.patched': 'Ekipa naprawcza łata dziesiątki drobnych przebić. Naprawy zajmą miesiąc.',
  'spaceEvent.micrometeorites.sensorsHit':
    'Jeden z odłamków przebił ładownię i trafił w sprzęt: jedno urządzenie jest uszkodzone. Naprawa kadłuba zajmie miesiąc.',
  'spaceEvent.micrometeorites.crewHurt':
    'Odłamek przebił ścianę kajut i jedna osoba odnosi ranę. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Łatanie kadłuba zajmie miesiąc.',

  'spaceEvent.solarStorm.intro':
    'Gwiazda za rufą wyrzuca potężny rozbłysk. Fala naładowanych cząstek dogania gwiazdolot szybciej, niż przewidywały modele.',
  'spaceEvent.solarStorm.shelter':
    'Załoga przeczekuje burzę w osłoniętym schronie, a gwiazdolot dryfuje na zmniejszonym ciągu. Tracicie miesiąc.',
  'spaceEvent.solarStorm.radiation':
    'Nie wszyscy zdążyli do schronu: załoga odnosi dwie rany popromienne. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Burza kosztuje miesiąc lotu.',
  'spaceEvent.solarStorm.robotsFried':
    'Przepięcia palą obwody w magazynie robotów: dwa roboty są uszkodzone. Przeczekanie burzy zajmuje miesiąc.',
  'spaceEvent.solarStorm.longStorm': 'Rozbłysk za rozbłyskiem — burza nie chce ucichnąć. Lot wydłuża się o dwa miesiące.',

  'spaceEvent.navigationError.intro':
    'Komputer nawigacyjny zgłasza rozbieżność: gwiazdy odniesienia nie są tam, gdzie powinny. W obliczenia wkradł się błąd.',
  'spaceEvent.navigationError.recalc': 'Po żmudnym przeliczaniu kursu wracacie na właściwą trasę. Kosztuje to miesiąc.',
  'spaceEvent.navigationError.bigDetour':
    'Błąd wykryto późno i gwiazdolot zdążył mocno zboczyć z kursu. Powrót na trasę zajmie dwa miesiące.',
  'spaceEvent.navigationError.lostWeeks':
    'Przez wiele tygodni gwiazdolot leciał w złą stronę, zanim ktokolwiek to zauważył. Lot wydłuża się aż o trzy miesiące.',

  'spaceEvent.coolantLeak.intro':
    'W maszynowni syczy pęknięty przewód chłodziwa, a temperatura reaktora pełznie w górę. Trzeba zwolnić i działać szybko.',
  'spaceEvent.coolantLeak.sealed': 'Przeciek udaje się uszczelnić, ale lot na zmniejszonej mocy kosztuje miesiąc.',
  'spaceEvent.coolantLeak.toolsLost':
    'Strumień lodowatego chłodziwa niszczy skrzynię z narzędziami: jeśli na pokładzie były Narzędzia, jeden komplet przepadł. Naprawa zajmie miesiąc.',
  'spaceEvent.coolantLeak.frostbite':
    'Przy uszczelnianiu przewodu jedna osoba doznaje odmrożeń i odnosi ranę. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Naprawa zajmie miesiąc.',

  'spaceEvent.reactorFlutter.intro':
    'Moc reaktora zaczyna falować bez wyraźnej przyczyny, a napęd krztusi się co kilka godzin.',
  'spaceEvent.reactorFlutter.tuned': 'Kalibracja pola magnetycznego wymaga wyłączenia napędu. Tracicie miesiąc.',
  'spaceEvent.reactorFlutter.shutdown':
    'Reaktor trzeba było wygasić i uruchomić od nowa. Lot wydłuża się o dwa miesiące.',
  'spaceEvent.reactorFlutter.surge':
    'Gwałtowny skok mocy przepala instalację w ładowni: dwie jednostki sprzętu są uszkodzone. Naprawy zajmą miesiąc.',

  'spaceEvent.dustCloud.intro':
    'Gwiazdolot wchodzi w gęsty obłok pyłu międzygwiezdnego. Osłony dziobowe rozgrzewają się do czerwoności.',
  'spaceEvent.dustCloud.slowDown':
    'Trzeba zwolnić, żeby nie spalić osłon. Przejście przez obłok zajmuje dodatkowy miesiąc.',
  'spaceEvent.dustCloud.abrasion':
    'Pył przenika przez filtry ładowni: jedno urządzenie jest uszkodzone. Powolny przelot kosztuje miesiąc.',
  'spaceEvent.dustCloud.ancientGrains':
    'Zebrany pył zawiera ziarna starsze niż Słońce — to prawdziwe odkrycie. Próbki dają 1 PZ, a powolny przelot kosztuje miesiąc.',

  'spaceEvent.fuelContamination.intro':
    'Filtry paliwa zapychają się gęstym szlamem, a ciąg silników spada z godziny na godzinę.',
  'spaceEvent.fuelContamination.flush': 'Przepłukanie całego układu paliwowego zajmuje miesiąc.',
  'spaceEvent.fuelContamination.stall':
    'Silniki gasną i trzeba je rozebrać na części. Lot wydłuża się o dwa miesiące.',
  'spaceEvent.fuelContamination.toolsRuined':
    'Żrący szlam niszczy narzędzia użyte do czyszczenia: jeśli na pokładzie były Specjalne Narzędzia, jeden komplet przepadł. Czyszczenie trwa miesiąc.',

  'spaceEvent.crewFever.intro':
    'Kilku członków załogi budzi się z gorączką i wysypką. Nikt nie rozpoznaje objawów, więc na pokładzie ogłoszono kwarantannę.',
  'spaceEvent.crewFever.quarantine':
    'Kwarantanna i odkażanie statku trwają miesiąc, ale choroba mija bez śladu.',
  'spaceEvent.crewFever.spread':
    'Gorączka się rozprzestrzenia i załoga odnosi dwie rany. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Kwarantanna trwa miesiąc.',
  'spaceEvent.crewFever.newMicrobe':
    'Sprawcą okazuje się nieznany mikroorganizm — to odkrycie naukowe, choć jedna osoba odnosi ranę. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Kwarantanna trwa miesiąc.',

  'spaceEvent.gravityEddy.intro':
    'Niewidoczna masa zakrzywia tor lotu: gwiazdolot wpada w wir grawitacyjny między dwiema gwiazdami.',
  'spaceEvent.gravityEddy.dragged': 'Wyrwanie się z wiru wymaga długiego manewru. Lot wydłuża się o miesiąc.',
  'spaceEvent.gravityEddy.deepWell': 'Wir okazuje się głębszy, niż sądziliście. Ucieczka zajmuje dwa miesiące.',
  'spaceEvent.gravityEddy.slipped':
    'Czujniki wyczuwają wir w porę i gwiazdolot prześlizguje się po jego krawędzi bez straty czasu.',

  'spaceEvent.computerCrash.intro':
    'Główny komputer pokładowy zawiesza się w pół słowa. Światła gasną, a gwiazdolot leci na ślepo.',
  'spaceEvent.computerCrash.reboot': 'Ponowne uruchomienie i sprawdzenie wszystkich systemów trwa miesiąc.',
  'spaceEvent.computerCrash.robotWiped':
    'Awaria kasuje oprogramowanie jednego z robotów, który jest teraz uszkodzony. Przywracanie systemów zajmuje miesiąc.',
  'spaceEvent.computerCrash.oldCharts':
    'W odzyskanej pamięci są zapomniane mapy z dawnych sond. Następne szukanie lądowiska nie zajmie miesiąca, ale sama naprawa trwa miesiąc.',

  'spaceEvent.hydroponicsBlight.intro':
    'Pleśń niszczy uprawy w szklarni hydroponicznej. Zapasów żywności nie wystarczy do końca tego odcinka lotu.',
  'spaceEvent.hydroponicsBlight.resupply':
    'Zbaczacie z kursu w stronę lodowego księżyca, by zebrać wodę i obsadzić szklarnię od nowa. Postój zajmuje miesiąc.',
  'spaceEvent.hydroponicsBlight.hunger':
    'Głodowe racje osłabiają załogę i jedna osoba odnosi ranę. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Odnowienie upraw zajmuje miesiąc.',

  'spaceEvent.sleepPodFailure.intro':
    'Komory hibernacyjne zgłaszają awarię i w środku lotu budzą śpiącą załogę.',
  'spaceEvent.sleepPodFailure.repaired': 'Naprawa komór i ponowne uśpienie załogi zajmują miesiąc.',
  'spaceEvent.sleepPodFailure.frostbite':
    'Zbyt gwałtowne wybudzenie kończy się odmrożeniami: załoga odnosi dwie rany. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Naprawa komór trwa miesiąc.',
  'spaceEvent.sleepPodFailure.falseAlarm':
    'Awaria okazuje się fałszywym alarmem, a pogłębiony sen regeneracyjny leczy dwie rany. Lot trwa dalej bez opóźnień.',

  'spaceEvent.robotGlitch.intro':
    'Po aktualizacji oprogramowania roboty zaczynają zachowywać się dziwnie: przestawiają ładunek i ignorują polecenia.',
  'spaceEvent.robotGlitch.reset': 'Przywrócenie starego oprogramowania i testy wszystkich robotów zajmują miesiąc.',
  'spaceEvent.robotGlitch.revolt':
    'Roboty stawiają opór przy wyłączaniu: dwa z nich są uszkodzone, a jedna osoba odnosi ranę. Wskaż w dzienniku gwiazdolotu, kto odniósł rany.',
  'spaceEvent.robotGlitch.selfRepair':
    'Nowe oprogramowanie okazuje się genialne: roboty same naprawiają dwie uszkodzone jednostki.',

  'spaceEvent.asteroidSwarm.intro':
    'Przed dziobem rozciąga się gęsty rój planetoid. Przelot na wprost jest ryzykowny, a objazd długi.',
  'spaceEvent.asteroidSwarm.option.through': 'przeleć przez rój',
  'spaceEvent.asteroidSwarm.option.around': 'okrąż rój',
  'spaceEvent.asteroidSwarm.clean':
    'Gwiazdolot mknie między skałami jak po sznurku. Przelot odbywa się bez strat i bez straty czasu.',
  'spaceEvent.asteroidSwarm.scraped':
    'Otarcie o skalny odłamek wstrząsa ładownią: jedna jednostka sprzętu jest uszkodzona.',
  'spaceEvent.asteroidSwarm.hit':
    'Bezpośrednie trafienie! Dwie jednostki sprzętu są uszkodzone, a jedna osoba odnosi ranę. Wskaż w dzienniku gwiazdolotu, kto odniósł rany.',
  'spaceEvent.asteroidSwarm.detour': 'Omijacie rój bezpiecznym łukiem. Objazd wydłuża lot o miesiąc.',
  'spaceEvent.asteroidSwarm.longDetour':
    'Rój okazuje się znacznie większy, niż pokazywał radar. Objazd zajmuje dwa miesiące.',

  'spaceEvent.cometTail.intro':
    'Kurs przecina świetlisty warkocz komety. Czujniki wykrywają w nim lód i złożone związki organiczne.',
  'spaceEvent.cometTail.option.collect': 'zbierz próbki',
  'spaceEvent.cometTail.option.avoid': 'omiń warkocz',
  'spaceEvent.cometTail.samples': 'Próbki lodu trafiają do laboratorium i dają 1 PZ. Zbieranie zajmuje miesiąc.',
  'spaceEvent.cometTail.iceImpact':
    'Bryła lodu uderza w śluzę ładunkową: jedna jednostka sprzętu jest uszkodzona. Manewry kosztują miesiąc.',
  'spaceEvent.cometTail.organics':
    'W lodzie są aminokwasy nieznane ziemskiej chemii — to prawdziwe odkrycie! Próbki dają 2 PZ, a zbieranie zajmuje miesiąc.',
  'spaceEvent.cometTail.passed': 'Gwiazdolot przemyka obok warkocza bez straty czasu.',
  'spaceEvent.cometTail.detour': 'Warkocz jest szerszy, niż się wydawało, i trzeba go omijać dużym łukiem. Objazd zajmuje miesiąc.',

  'spaceEvent.derelictShip.intro':
    'Na radarze pojawia się martwy, dryfujący statek. Nie odpowiada na wywołania, a jego kadłub nosi ślady dawnego pożaru.',
  'spaceEvent.derelictShip.option.board': 'zbadaj wrak',
  'spaceEvent.derelictShip.option.ignore': 'leć dalej',
  'spaceEvent.derelictShip.salvage':
    'Ze szczątków wraku odzyskujecie części zamienne i naprawiacie dwie uszkodzone jednostki. Przeszukanie wraku zajmuje miesiąc.',
  'spaceEvent.derelictShip.explosion':
    'We wraku wybucha zbiornik z resztką paliwa i zespół abordażowy odnosi dwie rany. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Akcja zajmuje miesiąc.',
  'spaceEvent.derelictShip.logbook':
    'Odnaleziony dziennik pokładowy opisuje szlaki nieznanej cywilizacji — to odkrycie daje 2 PZ. Przeszukanie wraku zajmuje miesiąc.',
  'spaceEvent.derelictShip.passBy':
    'Wrak niknie za rufą, a wraz z nim jego tajemnica. Lot toczy się dalej bez przeszkód.',

  'spaceEvent.distressSignal.intro':
    'Z pobliskiego pasa planetoid dobiega sygnał wzywania pomocy, nadawany nieznanym kodem.',
  'spaceEvent.distressSignal.option.answer': 'odpowiedz na wezwanie',
  'spaceEvent.distressSignal.option.ignore': 'zignoruj sygnał',
  'spaceEvent.distressSignal.emptyBeacon':
    'U źródła sygnału czeka tylko stara, samotna boja. Poszukiwania kosztują miesiąc.',
  'spaceEvent.distressSignal.alienProbe':
    'Sygnał nadaje uszkodzona obca sonda, a jej zapisy dają 1 PZ. Poszukiwania kosztują miesiąc.',
  'spaceEvent.distressSignal.trap':
    'To automatyczna pułapka! Wyładowanie unieszkodliwia dwa roboty wysłane na zwiad — są uszkodzone. Wyrwanie się zajmuje miesiąc.',
  'spaceEvent.distressSignal.silence': 'Sygnał słabnie i wkrótce milknie. Nikt się nie dowie, kto go nadawał.',
  'spaceEvent.distressSignal.reprimand':
    'Ziemia przechwytuje zapis sygnału i uznaje zignorowanie wezwania za naruszenie regulaminu. Tracisz 1 PZ.',

  'spaceEvent.stowaway.intro':
    'Na pokładzie jest pasażer na gapę: małe, zwinne stworzenie niewiadomego pochodzenia przegryza kable w ładowni.',
  'spaceEvent.stowaway.option.catch': 'złap pasażera',
  'spaceEvent.stowaway.option.vent': 'otwórz śluzę ładowni',
  'spaceEvent.stowaway.caught':
    'Po długiej obławie stworzenie ląduje w pojemniku jako ciekawy okaz, wart 1 PZ. Polowanie zajmuje miesiąc.',
  'spaceEvent.stowaway.bitten':
    'Stworzenie broni się zaciekle i jedna osoba odnosi ranę. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Pościg zajmuje miesiąc.',
  'spaceEvent.stowaway.vented':
    'Otwieracie śluzę i nieproszony gość znika w próżni. Problem rozwiązany bez straty czasu.',
  'spaceEvent.stowaway.cageLost':
    'Zanim stworzenie zniknęło w próżni, zdążyło rozszarpać klatkę: jeśli na pokładzie była Klatka, jedna przepadła.',

  'spaceEvent.quietSector.intro':
    'Gwiazdolot wlatuje w wyjątkowo spokojny obszar: żadnego pyłu, żadnego promieniowania, tylko cisza i gwiazdy.',
  'spaceEvent.quietSector.calm':
    'Dalsza trasa wiedzie przez ten spokojny sektor. Na następnym odcinku lotu zdarzenia będą o połowę mniej prawdopodobne.',
  'spaceEvent.quietSector.rest':
    'Cisza sprzyja wypoczynkowi: zagoją się dwie rany. Na następnym odcinku lotu zdarzenia będą o połowę mniej prawdopodobne.',

  'spaceEvent.magnetarPulse.intro':
    'Odległy magnetar wysyła impuls, który zagłusza wszystkie radiolatarnie w okolicy. Mapy nawigacyjne stają się bezużyteczne.',
  'spaceEvent.magnetarPulse.scrambled':
    'Gwiazdolot leci dalej, ale bez pewnych punktów odniesienia. Na następnym odcinku lotu zdarzenia będą dwa razy bardziej prawdopodobne.',
  'spaceEvent.magnetarPulse.recalibrated':
    'Na szczęście udaje się przekalibrować czujniki, choć zajmuje to miesiąc.',

  'spaceEvent.shuttleCracks.intro':
    'Rutynowy przegląd promu ujawnia sieć mikropęknięć w osłonie termicznej.',
  'spaceEvent.shuttleCracks.cracks':
    'Na pokładzie nie da się ich w pełni usunąć. Następne lądowanie będzie bardziej ryzykowne.',
  'spaceEvent.shuttleCracks.replaced':
    'Technicy wymieniają pęknięte płyty osłony. Zajmuje to miesiąc, ale prom jest znów jak nowy.',

  'spaceEvent.probeRelay.intro':
    'Gwiazdolot mija przekaźnik dawno zaginionej ziemskiej sondy. Wciąż nadaje on dane z przeglądu okolicznych planet.',
  'spaceEvent.probeRelay.surveyData':
    'Dane obejmują szczegółowe mapy powierzchni. Następne szukanie lądowiska nie zajmie miesiąca.',
  'spaceEvent.probeRelay.fullArchive':
    'W archiwum sondy są też zapisy, których nikt na Ziemi nie widział — warte 1 PZ. Następne szukanie lądowiska nie zajmie miesiąca.',

  'spaceEvent.crystalNebula.intro':
    'Za iluminatorami rozpościera się mgławica pełna lodowych kryształów, mieniących się wszystkimi kolorami tęczy.',
  'spaceEvent.crystalNebula.marvel':
    'Zachwycona załoga zwalnia, by sfotografować to zjawisko, a zdjęcia dają 1 PZ. Przelot zajmuje dodatkowy miesiąc.',
  'spaceEvent.crystalNebula.blinded':
    'Kryształy rozpraszają światło gwiazd i oślepiają czujniki nawigacyjne. Lot wydłuża się o dwa miesiące.',

  'spaceEvent.alienMonolith.intro':
    'W pustce między gwiazdami dryfuje idealnie gładki, czarny monolit. Nie odbija ani światła, ani fal radaru.',
  'spaceEvent.alienMonolith.option.study': 'zbadaj obiekt',
  'spaceEvent.alienMonolith.option.leave': 'zostaw obiekt',
  'spaceEvent.alienMonolith.insight':
    'Pomiary ujawniają strukturę, jakiej nie zbudowałby człowiek. Wyniki są warte 2 PZ, a badania trwają miesiąc.',
  'spaceEvent.alienMonolith.discharge':
    'Monolit odpowiada na dotyk sondy wyładowaniem i jedna osoba odnosi ranę. Wskaż w dzienniku gwiazdolotu, kto odniósł rany. Badania trwają miesiąc.',
  'spaceEvent.alienMonolith.starMap':
    'Na monolicie rozbłyska mapa pobliskich układów ze znakami lądowisk. Następne szukanie lądowiska nie zajmie miesiąca, a badania trwają miesiąc.',
  'spaceEvent.alienMonolith.leftBehind':
    'Monolit zostaje w tyle, milczący jak przedtem. Lot przebiega dalej bez zakłóceń.',

  'spaceEvent.roguePlanet.intro':
    'Na drodze gwiazdolotu pojawia się samotna, ciemna planeta, która nie krąży wokół żadnej gwiazdy.',
  'spaceEvent.roguePlanet.observe':
    'Zbliżacie się, by zbadać ten wędrowny glob. Obserwacje zajmują miesiąc.',
  'spaceEvent.roguePlanet.captured':
    'Grawitacja wędrownej planety wciąga gwiazdolot na długą, wydłużoną orbitę. Wyrwanie się zajmuje aż trzy miesiące.',

  'spaceEvent.ancientSignal.intro':
    'Radioteleskop odbiera regularny sygnał, który biegł przez kosmos od milionów lat. Ktoś kiedyś bardzo chciał zostać usłyszany.',
  'spaceEvent.ancientSignal.option.decode': 'rozszyfruj sygnał',
  'spaceEvent.ancientSignal.option.record': 'tylko nagraj sygnał',
  'spaceEvent.ancientSignal.coordinates':
    'Sygnał zawiera współrzędne dogodnych miejsc lądowania. Następne szukanie lądowiska nie zajmie miesiąca, ale deszyfracja trwa miesiąc.',
  'spaceEvent.ancientSignal.message':
    'Udaje się odczytać przesłanie obcej cywilizacji — to przełom wart 3 PZ. Deszyfracja trwa miesiąc.',
  'spaceEvent.ancientSignal.virus':
    'W sygnale kryje się coś na kształt wirusa: jeden robot jest uszkodzony. Usuwanie skutków zajmuje miesiąc.',
  'spaceEvent.ancientSignal.archived':
    'Nagranie trafia do archiwum i daje 1 PZ. Niech rozszyfrują je na Ziemi.',

  'spaceEvent.timeAnomaly.intro':
    'Zegary pokładowe przestają się zgadzać, a załoga przeżywa te same chwile po kilka razy. Gwiazdolot wleciał w anomalię czasu.',
  'spaceEvent.timeAnomaly.lostMonths':
    'Gdy anomalia was wypuszcza, okazuje się, że na Ziemi minęło więcej czasu niż na pokładzie. Lot wydłuża się o dwa miesiące.',
  'spaceEvent.timeAnomaly.rewind':
    'Czas w ciałach załogi cofa się o kilka tygodni i goją się trzy rany, jakby ich nigdy nie było. Lot się nie wydłuża.',
  'spaceEvent.timeAnomaly.loop':
    'Gwiazdolot krąży w pętli czasu, zanim udaje się ją przerwać. Tracicie aż trzy miesiące.',

  'spaceEvent.plasmaWhale.intro':
    'Obok gwiazdolotu przepływa ogromna istota z plazmy, wielka jak mały księżyc. Jej ciało pulsuje rytmicznym światłem.',
  'spaceEvent.plasmaWhale.option.follow': 'podążaj za istotą',
  'spaceEvent.plasmaWhale.option.keepCourse': 'trzymaj kurs',
  'spaceEvent.plasmaWhale.songs':
    'Nagrywacie świetlne „pieśni” istoty — bezcenny materiał wart 3 PZ. Lot wydłuża się o dwa miesiące.',
  'spaceEvent.plasmaWhale.tailSwipe':
    'Istota bierze was za intruza i smaga gwiazdolot plazmowym ogonem: dwie jednostki sprzętu są uszkodzone. Ucieczka kosztuje miesiąc.',
  'spaceEvent.plasmaWhale.farewell':
    'Istota oddala się, mrugając na pożegnanie. Gwiazdolot leci dalej bez opóźnień.',

  'spaceEvent.spaceFold.intro':
    'Przed dziobem przestrzeń marszczy się jak tafla wody, a gwiazdy za nią układają się w obce konstelacje.',
  'spaceEvent.spaceFold.jump':
    'Fałda przestrzeni połyka gwiazdolot i wyrzuca go przy innej, jeszcze nieodwiedzonej planecie. Czas podróży zmienia się odpowiednio do nowej trasy.',
  'spaceEvent.spaceFold.fizzle':
    'Fałda zamyka się tuż przed dziobem, a turbulencje zbijają gwiazdolot z kursu. Powrót na trasę zajmuje miesiąc.',
} as const;

export const spaceEventTextEn: Readonly<Record<keyof typeof spaceEventTextPl, string>> = {
  'spaceEvent.micrometeorites.intro':
    'A swarm of micrometeorites lashes the hull like hail on a tin roof. Decompression warnings light up one after another.',
  'spaceEvent.micrometeorites.patched': 'The repair crew patches dozens of tiny punctures. The repairs take a month.',
  'spaceEvent.micrometeorites.sensorsHit':
    'One fragment pierced the hold and struck the equipment: one device is damaged. Repairing the hull takes a month.',
  'spaceEvent.micrometeorites.crewHurt':
    'A fragment punched through the wall of the cabins and one person takes a wound. Choose in the starship log who is wounded. Patching the hull takes a month.',

  'spaceEvent.solarStorm.intro':
    'The star astern unleashes a huge flare. A wave of charged particles catches up with the starship faster than the models predicted.',
  'spaceEvent.solarStorm.shelter':
    'The crew sits out the storm in the shielded shelter while the starship drifts on reduced thrust. You lose a month.',
  'spaceEvent.solarStorm.radiation':
    'Not everyone reached the shelter in time: the crew takes two radiation wounds. Choose in the starship log who is wounded. The storm costs a month of flight.',
  'spaceEvent.solarStorm.robotsFried':
    'Power surges burn out circuits in the robot bay: two robots are damaged. Waiting out the storm takes a month.',
  'spaceEvent.solarStorm.longStorm': 'Flare after flare — the storm refuses to die down. The voyage grows two months longer.',

  'spaceEvent.navigationError.intro':
    'The navigation computer reports a discrepancy: the reference stars are not where they should be. An error has crept into the calculations.',
  'spaceEvent.navigationError.recalc': 'After painstaking recalculation you are back on the right course. It costs a month.',
  'spaceEvent.navigationError.bigDetour':
    'The error was found late and the starship had drifted far off course. Getting back on track takes two months.',
  'spaceEvent.navigationError.lostWeeks':
    'The starship flew the wrong way for weeks before anyone noticed. The voyage grows a full three months longer.',

  'spaceEvent.coolantLeak.intro':
    'A cracked coolant line hisses in the engine room and the reactor temperature creeps upward. You must slow down and act fast.',
  'spaceEvent.coolantLeak.sealed': 'The leak is sealed, but flying on reduced power costs a month.',
  'spaceEvent.coolantLeak.toolsLost':
    'A jet of freezing coolant wrecks a crate of tools: if there were Tools aboard, one set is lost. The repair takes a month.',
  'spaceEvent.coolantLeak.frostbite':
    'One person takes a frostbite wound while sealing the line. Choose in the starship log who is wounded. The repair takes a month.',

  'spaceEvent.reactorFlutter.intro':
    'The reactor output starts to fluctuate for no clear reason, and the drive sputters every few hours.',
  'spaceEvent.reactorFlutter.tuned': 'Recalibrating the magnetic field means shutting down the drive. You lose a month.',
  'spaceEvent.reactorFlutter.shutdown':
    'The reactor had to be shut down and restarted from scratch. The voyage grows two months longer.',
  'spaceEvent.reactorFlutter.surge':
    'A violent power surge burns through the wiring in the hold: two pieces of equipment are damaged. The repairs take a month.',

  'spaceEvent.dustCloud.intro':
    'The starship enters a dense cloud of interstellar dust. The bow shields glow red-hot.',
  'spaceEvent.dustCloud.slowDown':
    'You have to slow down so as not to burn out the shields. Crossing the cloud takes an extra month.',
  'spaceEvent.dustCloud.abrasion':
    'The dust seeps through the hold filters: one device is damaged. The slow crossing costs a month.',
  'spaceEvent.dustCloud.ancientGrains':
    'The collected dust holds grains older than the Sun — a real discovery. The samples earn 1 VP, and the slow crossing costs a month.',

  'spaceEvent.fuelContamination.intro':
    'The fuel filters clog with thick sludge, and engine thrust drops hour by hour.',
  'spaceEvent.fuelContamination.flush': 'Flushing the entire fuel system takes a month.',
  'spaceEvent.fuelContamination.stall':
    'The engines die and have to be taken apart. The voyage grows two months longer.',
  'spaceEvent.fuelContamination.toolsRuined':
    'The corrosive sludge ruins the tools used for cleaning: if there were Special Tools aboard, one set is lost. The cleaning takes a month.',

  'spaceEvent.crewFever.intro':
    'Several crew members wake up with fever and a rash. No one recognises the symptoms, so a quarantine is declared aboard.',
  'spaceEvent.crewFever.quarantine':
    'The quarantine and the decontamination of the ship take a month, but the illness passes without a trace.',
  'spaceEvent.crewFever.spread':
    'The fever spreads and the crew takes two wounds. Choose in the starship log who is wounded. The quarantine lasts a month.',
  'spaceEvent.crewFever.newMicrobe':
    'The culprit is an unknown microorganism — a scientific discovery, though one person takes a wound. Choose in the starship log who is wounded. The quarantine lasts a month.',

  'spaceEvent.gravityEddy.intro':
    'An invisible mass bends the flight path: the starship is caught in a gravitational eddy between two stars.',
  'spaceEvent.gravityEddy.dragged': 'Breaking free of the eddy takes a long manoeuvre. The voyage grows a month longer.',
  'spaceEvent.gravityEddy.deepWell': 'The eddy is deeper than you thought. Escaping takes two months.',
  'spaceEvent.gravityEddy.slipped':
    'The sensors feel the eddy in time, and the starship slips along its rim without losing any time.',

  'spaceEvent.computerCrash.intro':
    'The main on-board computer freezes mid-sentence. The lights go out and the starship flies blind.',
  'spaceEvent.computerCrash.reboot': 'Rebooting and checking every system takes a month.',
  'spaceEvent.computerCrash.robotWiped':
    'The crash wipes the software of one robot, which is now damaged. Restoring the systems takes a month.',
  'spaceEvent.computerCrash.oldCharts':
    'The recovered memory holds forgotten maps from old probes. The next search for a landing area costs no month, but the repair itself takes a month.',

  'spaceEvent.hydroponicsBlight.intro':
    'Mould destroys the crops in the hydroponic greenhouse. The food stores will not last to the end of this flight leg.',
  'spaceEvent.hydroponicsBlight.resupply':
    'You divert to an icy moon to gather water and replant the greenhouse. The stop takes a month.',
  'spaceEvent.hydroponicsBlight.hunger':
    'Starvation rations weaken the crew and one person takes a wound. Choose in the starship log who is wounded. Replanting the crops takes a month.',

  'spaceEvent.sleepPodFailure.intro':
    'The hibernation pods report a fault and wake the sleeping crew in mid-flight.',
  'spaceEvent.sleepPodFailure.repaired': 'Repairing the pods and putting the crew back to sleep takes a month.',
  'spaceEvent.sleepPodFailure.frostbite':
    'Waking too abruptly leaves frostbite: the crew takes two wounds. Choose in the starship log who is wounded. Repairing the pods takes a month.',
  'spaceEvent.sleepPodFailure.falseAlarm':
    'The fault turns out to be a false alarm, and the deepened regenerative sleep heals two wounds. The flight goes on without delay.',

  'spaceEvent.robotGlitch.intro':
    'After a software update the robots start behaving strangely: they rearrange the cargo and ignore orders.',
  'spaceEvent.robotGlitch.reset': 'Restoring the old software and testing every robot takes a month.',
  'spaceEvent.robotGlitch.revolt':
    'The robots resist being switched off: two of them are damaged and one person takes a wound. Choose in the starship log who is wounded.',
  'spaceEvent.robotGlitch.selfRepair':
    'The new software proves brilliant: the robots repair two damaged units on their own.',

  'spaceEvent.asteroidSwarm.intro':
    'A dense swarm of asteroids stretches ahead of the bow. Flying straight through is risky, and going around is long.',
  'spaceEvent.asteroidSwarm.option.through': 'fly through the swarm',
  'spaceEvent.asteroidSwarm.option.around': 'go around the swarm',
  'spaceEvent.asteroidSwarm.clean':
    'The starship threads its way between the rocks with perfect precision. The crossing costs neither damage nor time.',
  'spaceEvent.asteroidSwarm.scraped':
    'A scrape against a rock fragment shakes the hold: one piece of equipment is damaged.',
  'spaceEvent.asteroidSwarm.hit':
    'A direct hit! Two pieces of equipment are damaged and one person takes a wound. Choose in the starship log who is wounded.',
  'spaceEvent.asteroidSwarm.detour': 'You skirt the swarm on a safe arc. The detour adds a month to the voyage.',
  'spaceEvent.asteroidSwarm.longDetour':
    'The swarm turns out far larger than the radar showed. The detour takes two months.',

  'spaceEvent.cometTail.intro':
    'Your course crosses the glowing tail of a comet. The sensors detect ice and complex organic compounds in it.',
  'spaceEvent.cometTail.option.collect': 'collect samples',
  'spaceEvent.cometTail.option.avoid': 'steer clear of the tail',
  'spaceEvent.cometTail.samples': 'The ice samples reach the lab and earn 1 VP. Collecting them takes a month.',
  'spaceEvent.cometTail.iceImpact':
    'A chunk of ice strikes the cargo lock: one piece of equipment is damaged. The manoeuvres cost a month.',
  'spaceEvent.cometTail.organics':
    'The ice holds amino acids unknown to Earth chemistry — a true discovery! The samples earn 2 VP, and collecting them takes a month.',
  'spaceEvent.cometTail.passed': 'The starship slips past the tail without losing any time.',
  'spaceEvent.cometTail.detour': 'The tail is wider than it looked and has to be avoided on a wide arc. The detour takes a month.',

  'spaceEvent.derelictShip.intro':
    'A dead, drifting ship appears on the radar. It does not answer hails, and its hull bears the scars of an old fire.',
  'spaceEvent.derelictShip.option.board': 'investigate the wreck',
  'spaceEvent.derelictShip.option.ignore': 'keep course',
  'spaceEvent.derelictShip.salvage':
    'You strip spare parts from the wreck and repair two damaged units. Searching the wreck takes a month.',
  'spaceEvent.derelictShip.explosion':
    'A tank of leftover fuel explodes in the wreck and the boarding team takes two wounds. Choose in the starship log who is wounded. The operation takes a month.',
  'spaceEvent.derelictShip.logbook':
    'The recovered logbook describes the routes of an unknown civilisation — the discovery earns 2 VP. Searching the wreck takes a month.',
  'spaceEvent.derelictShip.passBy':
    'The wreck fades astern, and its secret with it. The flight goes on undisturbed.',

  'spaceEvent.distressSignal.intro':
    'A distress call in an unknown code is coming from a nearby asteroid belt.',
  'spaceEvent.distressSignal.option.answer': 'answer the call',
  'spaceEvent.distressSignal.option.ignore': 'ignore the signal',
  'spaceEvent.distressSignal.emptyBeacon':
    'Only an old, lonely beacon waits at the source of the signal. The search costs a month.',
  'spaceEvent.distressSignal.alienProbe':
    'The signal comes from a damaged alien probe, and its records earn 1 VP. The search costs a month.',
  'spaceEvent.distressSignal.trap':
    'It is an automated trap! A discharge disables two robots sent to scout — they are damaged. Breaking away takes a month.',
  'spaceEvent.distressSignal.silence': 'The signal fades and soon falls silent. No one will ever know who sent it.',
  'spaceEvent.distressSignal.reprimand':
    'Earth intercepts the recording of the signal and rules that ignoring the call broke regulations. You lose 1 VP.',

  'spaceEvent.stowaway.intro':
    'There is a stowaway aboard: a small, nimble creature of unknown origin is gnawing through the cables in the hold.',
  'spaceEvent.stowaway.option.catch': 'catch the stowaway',
  'spaceEvent.stowaway.option.vent': 'open the hold airlock',
  'spaceEvent.stowaway.caught':
    'After a long hunt the creature ends up in a container as an interesting specimen worth 1 VP. The hunt takes a month.',
  'spaceEvent.stowaway.bitten':
    'The creature fights back fiercely and one person takes a wound. Choose in the starship log who is wounded. The chase takes a month.',
  'spaceEvent.stowaway.vented':
    'You open the airlock and the uninvited guest vanishes into the void. Problem solved with no time lost.',
  'spaceEvent.stowaway.cageLost':
    'Before vanishing into the void, the creature managed to tear a cage apart: if there was a Cage aboard, one is lost.',

  'spaceEvent.quietSector.intro':
    'The starship enters an unusually calm region: no dust, no radiation, just silence and stars.',
  'spaceEvent.quietSector.calm':
    'The route ahead leads through this calm sector. On the next flight leg events will be half as likely.',
  'spaceEvent.quietSector.rest':
    'The quiet is good for rest: two wounds heal. On the next flight leg events will be half as likely.',

  'spaceEvent.magnetarPulse.intro':
    'A distant magnetar sends out a pulse that jams every radio beacon in the area. The navigation charts become useless.',
  'spaceEvent.magnetarPulse.scrambled':
    'The starship flies on, but without reliable reference points. On the next flight leg events will be twice as likely.',
  'spaceEvent.magnetarPulse.recalibrated':
    'Luckily the sensors can be recalibrated, although it takes a month.',

  'spaceEvent.shuttleCracks.intro':
    'A routine inspection of the shuttle reveals a web of micro-cracks in its heat shield.',
  'spaceEvent.shuttleCracks.cracks':
    'They cannot be fully repaired aboard. The next landing will be riskier.',
  'spaceEvent.shuttleCracks.replaced':
    'The technicians replace the cracked shield plates. It takes a month, but the shuttle is as good as new.',

  'spaceEvent.probeRelay.intro':
    'The starship passes the relay of a long-lost Earth probe. It is still broadcasting survey data on the nearby planets.',
  'spaceEvent.probeRelay.surveyData':
    'The data include detailed surface maps. The next search for a landing area costs no month.',
  'spaceEvent.probeRelay.fullArchive':
    'The probe’s archive also holds records no one on Earth has ever seen — worth 1 VP. The next search for a landing area costs no month.',

  'spaceEvent.crystalNebula.intro':
    'Beyond the portholes spreads a nebula full of ice crystals shimmering in every colour of the rainbow.',
  'spaceEvent.crystalNebula.marvel':
    'The spellbound crew slows down to photograph the phenomenon, and the pictures earn 1 VP. The crossing takes an extra month.',
  'spaceEvent.crystalNebula.blinded':
    'The crystals scatter the starlight and blind the navigation sensors. The voyage grows two months longer.',

  'spaceEvent.alienMonolith.intro':
    'A perfectly smooth black monolith drifts in the void between the stars. It reflects neither light nor radar.',
  'spaceEvent.alienMonolith.option.study': 'study the object',
  'spaceEvent.alienMonolith.option.leave': 'leave the object',
  'spaceEvent.alienMonolith.insight':
    'The measurements reveal a structure no human could build. The results are worth 2 VP, and the study takes a month.',
  'spaceEvent.alienMonolith.discharge':
    'The monolith answers the probe’s touch with a discharge and one person takes a wound. Choose in the starship log who is wounded. The study takes a month.',
  'spaceEvent.alienMonolith.starMap':
    'A map of nearby systems with landing sites marked flares up on the monolith. The next search for a landing area costs no month, and the study takes a month.',
  'spaceEvent.alienMonolith.leftBehind':
    'The monolith falls behind, as silent as before. The flight continues undisturbed.',

  'spaceEvent.roguePlanet.intro':
    'A lonely dark planet that orbits no star appears in the starship’s path.',
  'spaceEvent.roguePlanet.observe':
    'You close in to study this wandering world. The observations take a month.',
  'spaceEvent.roguePlanet.captured':
    'The rogue planet’s gravity pulls the starship into a long, stretched orbit. Breaking free takes a full three months.',

  'spaceEvent.ancientSignal.intro':
    'The radio telescope picks up a regular signal that has travelled through space for millions of years. Someone, once, badly wanted to be heard.',
  'spaceEvent.ancientSignal.option.decode': 'decode the signal',
  'spaceEvent.ancientSignal.option.record': 'just record the signal',
  'spaceEvent.ancientSignal.coordinates':
    'The signal contains the coordinates of good landing sites. The next search for a landing area costs no month, but decoding takes a month.',
  'spaceEvent.ancientSignal.message':
    'You manage to read a message from an alien civilisation — a breakthrough worth 3 VP. Decoding takes a month.',
  'spaceEvent.ancientSignal.virus':
    'Hidden in the signal is something like a virus: one robot is damaged. Cleaning up takes a month.',
  'spaceEvent.ancientSignal.archived':
    'The recording goes into the archive and earns 1 VP. Let them decode it on Earth.',

  'spaceEvent.timeAnomaly.intro':
    'The ship’s clocks drift apart and the crew lives through the same moments again and again. The starship has flown into a time anomaly.',
  'spaceEvent.timeAnomaly.lostMonths':
    'When the anomaly releases you, it turns out that more time has passed on Earth than aboard. The voyage grows two months longer.',
  'spaceEvent.timeAnomaly.rewind':
    'Time in the crew’s bodies runs back a few weeks and three wounds heal as if they had never been. The voyage is not lengthened.',
  'spaceEvent.timeAnomaly.loop':
    'The starship circles in a time loop before you manage to break it. You lose a full three months.',

  'spaceEvent.plasmaWhale.intro':
    'An enormous being made of plasma, as big as a small moon, glides past the starship. Its body pulses with rhythmic light.',
  'spaceEvent.plasmaWhale.option.follow': 'follow the creature',
  'spaceEvent.plasmaWhale.option.keepCourse': 'keep course',
  'spaceEvent.plasmaWhale.songs':
    'You record the being’s luminous “songs” — priceless material worth 3 VP. The voyage grows two months longer.',
  'spaceEvent.plasmaWhale.tailSwipe':
    'The being takes you for an intruder and lashes the starship with its plasma tail: two pieces of equipment are damaged. The escape costs a month.',
  'spaceEvent.plasmaWhale.farewell':
    'The being drifts away, flashing a farewell. The starship flies on without delay.',

  'spaceEvent.spaceFold.intro':
    'Ahead of the bow space ripples like the surface of water, and the stars beyond it form unfamiliar constellations.',
  'spaceEvent.spaceFold.jump':
    'The fold of space swallows the starship and throws it out beside another, still unvisited planet. The voyage time changes to match the new route.',
  'spaceEvent.spaceFold.fizzle':
    'The fold closes just ahead of the bow and the turbulence knocks the starship off course. Getting back on track takes a month.',
};
