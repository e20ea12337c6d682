// The English of planets.ts (a file of its own: the task pane loads English only on demand).
import type { planetTextPl } from './planets';

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
