// Texts of the planet-information box (R-CONTENT-04, R-UI-SPACE-07) and the names of the planet
// classes and characteristics. Key 'planetInfo.<planet>.<i>' describes set i of PLANETS[planet].sets.
// Content written for this edition.

export const planetTextPl = {
  'planetInfo.mefisto.0':
    'Rozżarzony glob tuż przy gwieździe: chmury kwasu nad nagą skałą, ani kropli cieczy, a wulkany dymią bez przerwy. Grawitacja ziemska, lecz pobyt pochłonie wiele zasobów.',
  'planetInfo.mefisto.1':
    'Ciężka, trująca mgła spowija spieczone równiny, nieliczne słone jeziora parują w upale, a wstrząsy raz po raz kruszą skorupę. Grawitacja duża, więc zasoby będą szybko topnieć.',
  'planetInfo.mefisto.2':
    'Powietrze dawno uciekło stąd w przestrzeń: czarne niebo, wypalona skała i ani śladu wody czy roślin. Niewielka grawitacja ułatwi marsz, ale wodę trzeba przywieźć.',
  'planetInfo.picolo.0':
    'Maleńka, martwa skała bez powietrza i wody, o grawitacji tak słabej, że po jednym nieostrożnym kroku łatwo oderwać się od gruntu. Tlen i wodę trzeba mieć ze sobą.',
  'planetInfo.picolo.1':
    'Drobny glob otulony trującymi oparami; gejzery i małe wulkany wyrzucają pył wysoko nad płytkie rozlewiska. Grawitacja niemal zerowa.',
  'planetInfo.picolo.2':
    'Niezwykłe: tak drobny świat, a cały skryty pod spokojnym oceanem! Powietrze rzadkie, grawitacja niewielka, a sama planeta nie uszczupli zasobów.',
  'planetInfo.birss.0':
    'Rozległy, ciepły świat pod żółtawą, trującą powłoką; w dole lśnią jeziora wśród pasów gęstej zieleni. Grawitacja duża, skorupa spokojna.',
  'planetInfo.birss.1':
    'Odkrycie: szerokie morza, bujne kontynenty i powietrze, którym da się oddychać. Tylko grawitacja przygniata każdego, kto tu wyląduje.',
  'planetInfo.birss.2':
    'Grawitacja zaskakująco ziemska jak na tak duży glob. Morza i dżungle kryją się pod trującymi chmurami, więc bez skafandrów ani kroku.',
  'planetInfo.suwatte.0':
    'Błękitne oceany, zielone lądy i czyste powietrze — niemal druga Ziemia. Grawitacja ziemska, a sama planeta nie uszczupli zasobów.',
  'planetInfo.suwatte.1':
    'Odkrycie: świat-ocean w całości pokryty ciepłą wodą, a nad falami powietrze zdatne do oddychania. Niewielka grawitacja, a sama planeta nie uszczupli zasobów.',
  'planetInfo.suwatte.2':
    'Ciężkie, trujące opary płyną nisko nad parującymi bagnami, a wulkany rozświetlają noc. Grawitacja duża jak na tak niewielką planetę.',
  'planetInfo.noweAlto.0':
    'Olbrzym spowity gęstą, trującą atmosferą; pod chmurami połyskują jeziora i mokradła. Grawitacja miażdżąca, a pobyt słono kosztuje.',
  'planetInfo.noweAlto.1':
    'Zagadka: olbrzym o przygniatającej grawitacji, a powietrze ma rzadkie jak na górskiej przełęczy. Wody niewiele, więc zasoby będą szybko topnieć.',
  'planetInfo.noweAlto.2':
    'Grawitacja słabsza, niż zapowiadał rozmiar, choć nadal duża. Trujące chmury wiszą nad morzami, z których wyrastają dymiące wulkany.',
  'planetInfo.paleo.0':
    'Mroźne, rozległe pustkowie lodu i skutych zimą jezior pod rzadkim powietrzem. Grawitacja duża, skorupa spokojna.',
  'planetInfo.paleo.1':
    'Daleki, zimny świat w trujących oparach; lód tylko tu i ówdzie, poza tym jałowe pustkowia. Duża grawitacja i skąpa woda szybko uszczuplą zasoby.',
  'planetInfo.paleo.2':
    'Bezpowietrzna kula lodu: zamarznięte oceany pokrywają większość powierzchni. Grawitacja ziemska, a lodu na wodę nie zabraknie.',
  'planetInfo.korkran.0':
    'Piekło przy gwieździe: wrzące chmury kwasu, rzeki lawy, ani kropli wody i miażdżąca grawitacja olbrzyma. Żaden świat nie pożera zasobów szybciej.',
  'planetInfo.korkran.1':
    'Wypalona, skalista pustynia pod duszącą, trującą powłoką, bez śladu cieczy. Wielka grawitacja i brak wody pochłoną zasoby w zawrotnym tempie.',
  'planetInfo.korkran.2':
    'Grawitacja mniejsza, niż sugeruje rozmiar, lecz nadal duża. Kwaśne deszcze sieką stoki wulkanów i zasilają nieliczne, żrące jeziora.',
  'planetInfo.opoplo.0':
    'Mroźny, daleki glob pod rzadkim powietrzem; zamarznięte jeziora przetykane są pasami karłowatej roślinności. Niewielka grawitacja, a sama planeta nie uszczupli zasobów.',
  'planetInfo.opoplo.1':
    'Zamarznięta skała bez atmosfery, gdzieniegdzie połyskują płaty lodu. Grawitacja ziemska, ale tlen i większość wody trzeba przywieźć.',
  'planetInfo.opoplo.2':
    'Niespodzianka na krańcu układu: wulkany ogrzewają ten zimny glob i spowijają go kwasowymi chmurami, a pod nimi parują ciepłe jeziora.',
  'planetInfo.mezo.0':
    'Drobny, ciepły glob o rzadkim powietrzu; wśród wydm lśni kilka oaz. Grawitacja niemal zerowa, więc łatwo o zbyt długi skok.',
  'planetInfo.mezo.1':
    'Maleńki świat pod trującym niebem: wulkany dymią nad parnymi bagnami i gęstą roślinnością. Słaba grawitacja łagodzi koszty pobytu.',
  'planetInfo.mezo.2':
    'Cud natury: karzełek, który zachował powietrze do oddychania, ciepłe morza i bujną zieleń. Grawitacja niemal zerowa, a sama planeta nie uszczupli zasobów.',

  'planetSize.miniature': 'miniaturowa',
  'planetSize.small': 'mała',
  'planetSize.large': 'duża',
  'planetSize.huge': 'ogromna',

  'planetOrbit.pink': 'różowa (blisko gwiazdy)',
  'planetOrbit.yellow': 'żółta (biosferyczna)',
  'planetOrbit.blue': 'niebieska (odległa)',
  'planetOrbit.green': 'zielona (bardzo odległa)',

  'gravity.nearZero': 'niemal zerowa',
  'gravity.low': 'niewielka',
  'gravity.earth': 'ziemska',
  'gravity.high': 'duża',
  'gravity.huge': 'wielka',

  'atmosphere.none': 'brak',
  'atmosphere.thin': 'rozrzedzona',
  'atmosphere.normal': 'normalna',
  'atmosphere.toxic': 'trująca',
  'atmosphere.acid': 'kwasowa',

  'geology.active': 'aktywna',
  'geology.calm': 'spokojna',
} as const;
