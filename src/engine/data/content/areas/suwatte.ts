// Landing areas of Suwatte (R-CONTENT-11..14): a warm yellow-orbit world of seas and jungles.
// Set 0 (75%, calm): reef, delta, rarely the drowned city; set 1 (ocean world): only all-liquid
// areas; set 2 (50%, active): the delta and the volcanic coast. Content written for this edition.
import type { LandingArea } from '../../areas';

export const AREAS_SUWATTE: readonly LandingArea[] = [
  {
    id: 'suwatte.coralShelf',
    planet: 'suwatte',
    weights: [2, 5, 0],
    discovery: 0,
    climates: [['none', 1]],
    fog: 0,
    map: [
      'w w w+v w w w+U w w w w',
      'w w+v w+V+e w+V w w+U w w+P w w',
      'w+v w+V w+V+e w+V+x w w+U w w+P w w',
      'w w+v w+V w w w+U w w w w',
      'w w w w+v w w w+U w w w',
      'w w w w w+v w w w+U w+P w',
      'w w w w w w w w+U w w+P',
    ],
    shuttle: { row: 4, col: 4 },
  },
  {
    id: 'suwatte.drownedSpires',
    planet: 'suwatte',
    weights: [1, 1, 0],
    discovery: 3,
    climates: [['none', 1]],
    fog: 0,
    map: [
      'w w w+v+e w w w w w',
      'w w+B? w w+U w w+v w w',
      'w w+M? w+M? w+U w w w+V+e w',
      'w w+B? w+M?+x w+U w w+P w w',
      'w w w w+U w w w+v w',
      'w w+v+e w w w w w w',
    ],
    shuttle: { row: 6, col: 6 },
  },
  {
    id: 'suwatte.jungleDelta',
    planet: 'suwatte',
    weights: [5, 0, 3],
    discovery: 0,
    climates: [['tropical', 5], ['temperate', 1]],
    fog: 0.4,
    map: [
      'm m+v h+r h+v h p+V p+V h+V h m c m',
      'h h+V p+r+V p+r+V p+V p+V s+V p+V h+v h m+x h',
      'p+V p+V p+V p+r+V p+V s s+V p+V p+V p+r+V h+r h',
      'p+V s p+k?+V p+V p+r+V p+r+V s p+r+V p+r+V p+V p+v p',
      's+V s p+V p+V p+v p+r+V p+r+V p+V p+V p+v p p+v',
      's+V s+V p+v p p p+v p+r+V p+r+v p p p+v w',
      'w+V+e s p p+v p w+V w+V+e w+v w w w w',
      'w w+V+e w+v w w+U w w w w+P w w+U w',
    ],
    shuttle: { row: 6, col: 4 },
  },
  {
    id: 'suwatte.fireCoast',
    planet: 'suwatte',
    weights: [0, 0, 4],
    discovery: 0,
    climates: [['tropical', 4], ['temperate', 1]],
    fog: 0.3,
    map: [
      'h m m c h h+v p+v p+V p+V w w',
      'h sl m sl sl h p+r+v p+V p+V w+V+e w',
      'h+v sl ll ll sl sl p+r s+V w+V w+U w',
      'p sl+P sl sl+Jva! ll sl p+r+v p+V w+V+e w w',
      'p+v p sl+x sl+Jb^ sl sl p+r w+v w w+U w',
      'p+V p+v p+Jcb sl p p+r+v p w+v w w w',
      'h+v p+v p+v p p p w+v w w w+P w',
    ],
    shuttle: { row: 6, col: 5 },
  },
];
