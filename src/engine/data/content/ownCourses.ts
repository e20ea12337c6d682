// The own courses of the complex plants, intelligent aliens and artifacts (R-CRE-22, R-CRE-23,
// R-ART-01..09): the choices the menu offers when the expedition meets them, and the outcomes each
// choice draws by weight; two aliens sometimes decide by themselves (R-STRAT-07). Plants: study, pick (where a part can be picked), leave; aliens: talk,
// observe, leave (VP halving with each repeat, the Commander above all — less the Scientist and the
// Neurodetektor — opening the best talks; the Scout finds an alien's hideout and a safe way to a geode, R-CREW-19); artifacts: study, take (the 'sample' is delivered aboard
// for the artifact's VP), leave — an artifact's study leaves the meeting open, so it may then be
// taken or left; the grey natural objects (R-ART-09) have the same three choices. Risky outcomes
// stay within a third of an option's weight.
// Content written for this edition; texts in text/content/ownCourses.ts.
import type { OwnCourseDef } from '../ownCourse';

export const OWN_COURSES: readonly OwnCourseDef[] = [
  // ——— complex plants (R-CRE-22) ———
  {
    being: 'singingChalice',
    options: [
      {
        id: 'study',
        outcomes: [
          { id: 'duet', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 1, halving: false }] },
          { id: 'silence', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'shriek', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
          { id: 'harmony', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
        ],
      },
      {
        id: 'pick',
        outcomes: [
          { id: 'picked', weight: 4, effects: [{ kind: 'hours', hours: 1 }, { kind: 'sample' }] },
          { id: 'wilts', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'wail', weight: 1, effects: [{ kind: 'hits', count: 1 }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
  {
    being: 'lanternTree',
    options: [
      {
        id: 'study',
        outcomes: [
          { id: 'glowCycle', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 1, halving: false }] },
          { id: 'daylight', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'spores', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
          { id: 'roots', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
        ],
      },
      {
        id: 'pick',
        outcomes: [
          { id: 'ripeFruit', weight: 4, effects: [{ kind: 'hours', hours: 1 }, { kind: 'sample' }] },
          { id: 'unripe', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'burst', weight: 1, effects: [{ kind: 'hits', count: 1 }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
  {
    being: 'thinkingMeadow',
    options: [
      {
        id: 'study',
        outcomes: [
          { id: 'rhythm', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 1, halving: false }] },
          { id: 'silt', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'tangle', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
          { id: 'thoughts', weight: 3, needs: 'neurodetector', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },

  // ——— intelligent aliens (R-CRE-23) ———
  {
    being: 'thresholdWarden',
    options: [
      {
        id: 'talk',
        outcomes: [
          { id: 'signs', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 3, halving: true }] },
          { id: 'barred', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'passage', weight: 4, needs: 'commander', effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 6, halving: true }] },
          { id: 'armourScript', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 4, halving: true }] },
        ],
      },
      {
        id: 'observe',
        outcomes: [
          { id: 'vigil', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: true }] },
          { id: 'still', weight: 2, effects: [{ kind: 'hours', hours: 2 }] },
          { id: 'flash', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
          { id: 'longWait', weight: 2, needs: 'neurodetector', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 3, halving: true }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
    // R-STRAT-07: 1 meeting in 4 the Warden decides what happens
    initiative: {
      odds: [1, 4],
      outcomes: [
        { id: 'escort', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 3, halving: true }] },
        { id: 'turnedBack', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
        { id: 'rebuke', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 2 }] },
      ],
    },
  },
  {
    being: 'starMerchant',
    options: [
      {
        id: 'talk',
        outcomes: [
          { id: 'barter', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 3, halving: true }] },
          { id: 'haggle', weight: 2, effects: [{ kind: 'hours', hours: 2 }] },
          { id: 'deal', weight: 4, needs: 'commander', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 5, halving: true }] },
          { id: 'translated', weight: 2, needs: 'neurodetector', effects: [{ kind: 'hours', hours: 1 }, { kind: 'vp', amount: 4, halving: true }] },
        ],
      },
      {
        id: 'observe',
        outcomes: [
          { id: 'wares', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: true }] },
          { id: 'packsUp', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'guardDevice', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
          { id: 'instruments', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 3, halving: true }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
  {
    being: 'towerFolk',
    options: [
      {
        id: 'talk',
        outcomes: [
          { id: 'lightSignals', weight: 2, effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 3, halving: true }] },
          { id: 'noAnswer', weight: 3, effects: [{ kind: 'hours', hours: 2 }] },
          { id: 'descent', weight: 4, needs: 'commander', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 6, halving: true }] },
          { id: 'thoughtLink', weight: 2, needs: 'neurodetector', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 4, halving: true }] },
        ],
      },
      {
        id: 'observe',
        outcomes: [
          { id: 'towerLife', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: true }] },
          { id: 'shutters', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'warningStone', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
          { id: 'architecture', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 3, halving: true }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
    // R-STRAT-07: 1 meeting in 3 the Tower Folk decide what happens
    initiative: {
      odds: [1, 3],
      outcomes: [
        { id: 'lift', weight: 3, effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 4, halving: true }] },
        { id: 'watched', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
        { id: 'stones', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
      ],
    },
  },
  {
    being: 'domeChoir',
    options: [
      {
        id: 'talk',
        outcomes: [
          { id: 'questions', weight: 3, effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 3, halving: true }] },
          { id: 'roar', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }, { kind: 'impair', odds: [1, 4] }] },
          { id: 'oneByOne', weight: 4, needs: 'commander', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 6, halving: true }] },
          { id: 'mindBridge', weight: 2, needs: 'neurodetector', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 5, halving: true }] },
        ],
      },
      {
        id: 'observe',
        outcomes: [
          { id: 'sway', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: true }] },
          { id: 'clouded', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'domeLife', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 3, halving: true }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
  {
    being: 'cityExile',
    options: [
      {
        id: 'talk',
        outcomes: [
          { id: 'tales', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 3, halving: true }] },
          { id: 'distrust', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'confession', weight: 4, needs: 'commander', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 6, halving: true }] },
          { id: 'mapsShared', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 4, halving: true }] },
        ],
      },
      {
        id: 'observe',
        outcomes: [
          { id: 'trail', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: true }] },
          { id: 'lost', weight: 2, effects: [{ kind: 'hours', hours: 2 }] },
          { id: 'pursuers', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 2 }] },
          { id: 'fear', weight: 2, needs: 'neurodetector', effects: [{ kind: 'hours', hours: 1 }, { kind: 'vp', amount: 3, halving: true }] },
          { id: 'hideout', weight: 2, needs: 'scout', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 4, halving: true }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },

  // ——— artifacts (R-ART-01..09) ———
  {
    being: 'memorySphere',
    options: [
      {
        id: 'study',
        continues: true,
        outcomes: [
          { id: 'visions', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
          { id: 'blur', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'trance', weight: 1, effects: [{ kind: 'hours', hours: 2 }, { kind: 'hits', count: 1 }] },
          { id: 'chronicle', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 3, halving: false }] },
        ],
      },
      {
        id: 'take',
        outcomes: [
          { id: 'wrapped', weight: 4, effects: [{ kind: 'hours', hours: 1 }, { kind: 'sample' }] },
          { id: 'tooHot', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'flare', weight: 1, effects: [{ kind: 'hits', count: 1 }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
  {
    being: 'alienWeapon',
    options: [
      {
        id: 'study',
        continues: true,
        outcomes: [
          { id: 'mechanism', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
          { id: 'inert', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'discharge', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 2 }] },
          { id: 'design', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 3, halving: false }] },
        ],
      },
      {
        id: 'take',
        outcomes: [
          { id: 'secured', weight: 6, effects: [{ kind: 'hours', hours: 1 }, { kind: 'sample' }] },
          { id: 'misfire', weight: 1, effects: [{ kind: 'hits', count: 2 }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
  {
    being: 'livingCrystal',
    options: [
      {
        id: 'study',
        continues: true,
        outcomes: [
          { id: 'pulse', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
          { id: 'dim', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'overgrowth', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
          { id: 'lattice', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 3, halving: false }] },
        ],
      },
      {
        id: 'take',
        outcomes: [
          { id: 'prisedOff', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'sample' }] },
          { id: 'rooted', weight: 2, effects: [{ kind: 'hours', hours: 2 }] },
          { id: 'creeps', weight: 1, effects: [{ kind: 'hits', count: 2 }] },
          { id: 'laserCut', weight: 3, needs: 'laser', effects: [{ kind: 'hours', hours: 1 }, { kind: 'sample' }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
  {
    being: 'starTablet',
    options: [
      {
        id: 'study',
        continues: true,
        outcomes: [
          { id: 'skyMap', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
          { id: 'worn', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'homeStar', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 3, halving: false }] },
        ],
      },
      {
        id: 'take',
        outcomes: [
          { id: 'hauled', weight: 3, effects: [{ kind: 'hours', hours: 3 }, { kind: 'sample' }] },
          { id: 'tooHeavy', weight: 2, effects: [{ kind: 'hours', hours: 2 }] },
          { id: 'crushed', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 2 }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
  {
    being: 'seedCapsule',
    options: [
      {
        id: 'study',
        continues: true,
        outcomes: [
          { id: 'stirring', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
          { id: 'clouded', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'seedling', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 3, halving: false }] },
        ],
      },
      {
        id: 'take',
        outcomes: [
          { id: 'padded', weight: 4, effects: [{ kind: 'hours', hours: 1 }, { kind: 'sample' }] },
          { id: 'cracked', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'burst', weight: 1, effects: [{ kind: 'hits', count: 1 }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },

  // ——— natural objects (R-ART-09): the artifacts' three choices; nothing in them is made by anyone ———
  {
    being: 'ringingGeode',
    options: [
      {
        id: 'study',
        continues: true,
        outcomes: [
          { id: 'resonance', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
          { id: 'dull', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'shards', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
          { id: 'growthBands', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 3, halving: false }] },
        ],
      },
      {
        id: 'take',
        outcomes: [
          { id: 'chiselled', weight: 4, effects: [{ kind: 'hours', hours: 2 }, { kind: 'sample' }] },
          { id: 'split', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'rockfall', weight: 1, effects: [{ kind: 'hits', count: 2 }] },
          { id: 'safeLedge', weight: 3, needs: 'scout', effects: [{ kind: 'hours', hours: 1 }, { kind: 'sample' }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
  {
    being: 'spiralFossil',
    options: [
      {
        id: 'study',
        continues: true,
        outcomes: [
          { id: 'strata', weight: 3, effects: [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 2, halving: false }] },
          { id: 'crumbly', weight: 2, effects: [{ kind: 'hours', hours: 1 }] },
          { id: 'bankGives', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }] },
          { id: 'lineage', weight: 2, needs: 'scientist', effects: [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 3, halving: false }] },
        ],
      },
      {
        id: 'take',
        outcomes: [
          { id: 'dugOut', weight: 3, effects: [{ kind: 'hours', hours: 3 }, { kind: 'sample' }] },
          { id: 'crumbles', weight: 2, effects: [{ kind: 'hours', hours: 2 }] },
          { id: 'slide', weight: 1, effects: [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 2 }] },
          { id: 'laserCut', weight: 3, needs: 'laser', effects: [{ kind: 'hours', hours: 1 }, { kind: 'sample' }] },
        ],
      },
      { id: 'leave', outcomes: [{ id: 'gone', weight: 1, effects: [] }] },
    ],
  },
];

const BY_BEING: ReadonlyMap<string, OwnCourseDef> = new Map(OWN_COURSES.map((c) => [c.being, c]));
/** The own course of a being (none for classic creatures). */
export const ownCourseOf = (being: string): OwnCourseDef | undefined => BY_BEING.get(being);
