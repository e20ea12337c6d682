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

export const planetTextEn: Readonly<Record<keyof typeof planetTextPl, string>> = {
  'planetInfo.mefisto.0':
    'A glowing globe hugging its star: clouds of acid over bare rock, not a drop of liquid, and volcanoes smoking without pause. Earth-like gravity, but a stay will eat many resources.',
  'planetInfo.mefisto.1':
    'A heavy, poisonous haze shrouds scorched plains, a few salt lakes steam in the heat and quakes rattle the crust. Gravity is high, so resources will melt away fast.',
  'planetInfo.mefisto.2':
    'Its air fled into space long ago: a black sky, baked rock and no trace of water or plants. Low gravity eases the march, but water must be brought along.',
  'planetInfo.picolo.0':
    'A tiny, dead rock with no air and no water, its gravity so faint that a single careless step can lift you off the ground. Oxygen and water must come along.',
  'planetInfo.picolo.1':
    'A small globe wrapped in poisonous vapours; geysers and little volcanoes hurl dust high above shallow pools. Gravity is almost nil.',
  'planetInfo.picolo.2':
    'Remarkable: so tiny a world, yet wholly hidden beneath a calm ocean! The air is thin, gravity low, and the planet itself will not drain the resources.',
  'planetInfo.birss.0':
    'A vast, warm world beneath a yellowish, poisonous shroud; below, lakes glitter among belts of dense greenery. Gravity is high, the crust quiet.',
  'planetInfo.birss.1':
    'A discovery: wide seas, lush continents and air you can breathe. Only the gravity presses down on everyone who lands here.',
  'planetInfo.birss.2':
    'Gravity surprisingly Earth-like for such a large globe. Seas and jungles hide under poisonous clouds, so not a step without suits.',
  'planetInfo.suwatte.0':
    'Blue oceans, green lands and clean air — almost a second Earth. Earth gravity, and the planet itself will not drain the resources.',
  'planetInfo.suwatte.1':
    'A discovery: an ocean world wholly covered by warm water, with breathable air above the waves. Low gravity, and the planet itself will not drain the resources.',
  'planetInfo.suwatte.2':
    'Heavy, poisonous fumes creep low over steaming swamps while volcanoes light up the night. Gravity is high for so small a planet.',
  'planetInfo.noweAlto.0':
    'A giant wrapped in a dense, poisonous atmosphere; lakes and marshes gleam beneath the clouds. Crushing gravity, and a stay comes at a steep price.',
  'planetInfo.noweAlto.1':
    'A puzzle: a giant with overwhelming gravity, yet air as thin as on a mountain pass. Little water, so resources will melt away fast.',
  'planetInfo.noweAlto.2':
    'Gravity weaker than the size promised, though still high. Poisonous clouds hang over seas from which smoking volcanoes rise.',
  'planetInfo.paleo.0':
    'A vast, frosty waste of ice and winter-locked lakes beneath thin air. Gravity is high, the crust quiet.',
  'planetInfo.paleo.1':
    'A distant, cold world in poisonous fumes; ice only here and there, barren wastes elsewhere. High gravity and scarce water will drain resources quickly.',
  'planetInfo.paleo.2':
    'An airless ball of ice: frozen oceans cover most of the surface. Earth-like gravity, and there will be no lack of ice for water.',
  'planetInfo.korkran.0':
    'Hell beside the star: boiling acid clouds, rivers of lava, not a drop of water, and a giant\'s crushing gravity. No world devours resources faster.',
  'planetInfo.korkran.1':
    'A scorched, rocky desert under a choking, poisonous shroud, with no trace of liquid. Huge gravity and no water will eat resources at a dizzying rate.',
  'planetInfo.korkran.2':
    'Gravity lower than its size suggests, yet still high. Acid rain lashes the slopes of volcanoes and feeds a few corrosive lakes.',
  'planetInfo.opoplo.0':
    'A frosty, distant globe under thin air; frozen lakes are laced with belts of stunted vegetation. Low gravity, and the planet itself will not drain the resources.',
  'planetInfo.opoplo.1':
    'A frozen, airless rock with patches of ice glinting here and there. Earth-like gravity, but oxygen and most water must be brought.',
  'planetInfo.opoplo.2':
    'A surprise at the edge of the system: volcanoes warm this cold globe and wrap it in acid clouds, with warm lakes steaming beneath.',
  'planetInfo.mezo.0':
    'A tiny, warm globe with thin air; a few oases gleam among the dunes. Gravity is almost nil, so a leap can easily carry too far.',
  'planetInfo.mezo.1':
    'A tiny world under a poisonous sky: volcanoes smoke over sultry swamps and dense vegetation. Weak gravity softens the cost of a stay.',
  'planetInfo.mezo.2':
    'A marvel of nature: a dwarf that has kept breathable air, warm seas and lush greenery. Gravity is almost nil, and the planet itself will not drain the resources.',

  'planetSize.miniature': 'miniature',
  'planetSize.small': 'small',
  'planetSize.large': 'large',
  'planetSize.huge': 'huge',

  'planetOrbit.pink': 'pink (close to the star)',
  'planetOrbit.yellow': 'yellow (biospheric)',
  'planetOrbit.blue': 'blue (distant)',
  'planetOrbit.green': 'green (very distant)',

  'gravity.nearZero': 'near-zero',
  'gravity.low': 'low',
  'gravity.earth': 'Earth',
  'gravity.high': 'high',
  'gravity.huge': 'huge',

  'atmosphere.none': 'none',
  'atmosphere.thin': 'thin',
  'atmosphere.normal': 'normal',
  'atmosphere.toxic': 'toxic',
  'atmosphere.acid': 'acid',

  'geology.active': 'active',
  'geology.calm': 'calm',
};
