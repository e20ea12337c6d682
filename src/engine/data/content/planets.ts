// The nine planets with their fixed size and orbit classes and three characteristic sets each
// (R-CONTENT-01..03, R-ORBIT-01..22). Content written for this edition.
//
// Design notes:
// - gravity follows size: huge planets mostly 'huge', large mostly 'high', miniature mostly
//   'nearZero', small ones varied around Earth;
// - 'high' gravity with a 'toxic' atmosphere is the most common combination (R-LOAD-27);
// - orbit: pink is hot and dry, green cold with frozen liquid and thin air, yellow the only orbit
//   with a normal atmosphere over 50–100% liquid, blue mixed;
// - drain grows with gravity, hostile air (none/toxic/acid) and scarce liquid;
// - six unusual sets, never two on one planet, give the discovery point (R-ORBIT-02).
import type { CharacteristicSet, Planet, PlanetId } from '../planets';
import type { Gravity } from '../units';

type Row = readonly [Gravity, CharacteristicSet['atmosphere'], CharacteristicSet['hydrography'], CharacteristicSet['geology'], CharacteristicSet['drain'], boolean?];

function set([gravity, atmosphere, hydrography, geology, drain, discovery]: Row): CharacteristicSet {
  return { gravity, atmosphere, hydrography, geology, drain, discovery: discovery === true };
}

function sets(a: Row, b: Row, c: Row): Planet['sets'] {
  return [set(a), set(b), set(c)];
}

export const PLANETS: Readonly<Record<PlanetId, Planet>> = {
  mefisto: {
    id: 'mefisto',
    size: 'small',
    orbit: 'pink',
    sets: sets(
      ['earth', 'acid', 0, 'active', 3],
      ['high', 'toxic', 25, 'active', 3],
      ['low', 'none', 0, 'calm', 2],
    ),
  },
  picolo: {
    id: 'picolo',
    size: 'miniature',
    orbit: 'blue',
    sets: sets(
      ['nearZero', 'none', 0, 'calm', 2],
      ['nearZero', 'toxic', 25, 'active', 1],
      ['low', 'thin', 100, 'calm', 0, true], // a tiny ocean world
    ),
  },
  birss: {
    id: 'birss',
    size: 'large',
    orbit: 'yellow',
    sets: sets(
      ['high', 'toxic', 50, 'calm', 2],
      ['high', 'normal', 75, 'calm', 1, true], // a heavy world with breathable air
      ['earth', 'toxic', 75, 'calm', 1],
    ),
  },
  suwatte: {
    id: 'suwatte',
    size: 'small',
    orbit: 'yellow',
    sets: sets(
      ['earth', 'normal', 75, 'calm', 0],
      ['low', 'normal', 100, 'calm', 0, true], // a breathable ocean world
      ['high', 'toxic', 50, 'active', 2],
    ),
  },
  noweAlto: {
    id: 'noweAlto',
    size: 'huge',
    orbit: 'blue',
    sets: sets(
      ['huge', 'toxic', 50, 'calm', 3],
      ['huge', 'thin', 25, 'calm', 3, true], // a giant that kept only thin air
      ['high', 'toxic', 75, 'active', 2],
    ),
  },
  paleo: {
    id: 'paleo',
    size: 'large',
    orbit: 'green',
    sets: sets(
      ['high', 'thin', 50, 'calm', 1],
      ['high', 'toxic', 25, 'calm', 3],
      ['earth', 'none', 75, 'calm', 1],
    ),
  },
  korkran: {
    id: 'korkran',
    size: 'huge',
    orbit: 'pink',
    sets: sets(
      ['huge', 'acid', 0, 'active', 4],
      ['huge', 'toxic', 0, 'calm', 4],
      ['high', 'acid', 25, 'active', 3],
    ),
  },
  opoplo: {
    id: 'opoplo',
    size: 'small',
    orbit: 'green',
    sets: sets(
      ['low', 'thin', 50, 'calm', 0],
      ['earth', 'none', 25, 'calm', 2],
      ['earth', 'acid', 50, 'active', 2, true], // volcanoes warm a far, cold world
    ),
  },
  mezo: {
    id: 'mezo',
    size: 'miniature',
    orbit: 'yellow',
    sets: sets(
      ['nearZero', 'thin', 25, 'calm', 1],
      ['nearZero', 'toxic', 50, 'active', 1],
      ['nearZero', 'normal', 75, 'calm', 0, true], // a dwarf with breathable air and seas
    ),
  },
};
