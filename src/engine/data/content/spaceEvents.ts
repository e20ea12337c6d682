// Space events: what may happen to the starship during a flight between planets (R-SPACE-19..23,
// R-CONTENT-10). Invented for this edition; the texts live in text/content/spaceEvents.ts.
import type { StockId } from '../units';

/** What an event outcome does. */
export type EventEffect =
  /** The voyage is lengthened by this many months. */
  | { readonly kind: 'delay'; readonly months: number }
  /** Wounds the player distributes among living humans with the starship-log buttons. */
  | { readonly kind: 'wounds'; readonly count: number }
  /** This many random undamaged robots/devices aboard are damaged (stunners and cages are destroyed instead). */
  | { readonly kind: 'damage'; readonly count: number; readonly among: 'robot' | 'device' | 'any' }
  /** One unit of this type aboard is destroyed (nothing happens if none is aboard). */
  | { readonly kind: 'destroy'; readonly unit: StockId }
  /** Victory points gained or lost. */
  | { readonly kind: 'vp'; readonly amount: number }
  /** Wounded humans aboard heal this many wounds (most wounded first). */
  | { readonly kind: 'heal'; readonly count: number }
  /** This many damaged robots/devices aboard are repaired. */
  | { readonly kind: 'repair'; readonly count: number }
  /** Later stages: the chance of an event on the next flight leg is multiplied. */
  | { readonly kind: 'nextEventChance'; readonly factor: number }
  /** Later stages: the next search for a landing area costs no month. */
  | { readonly kind: 'freeLandingSearch' }
  /** Later stages: the next landing is riskier (shuttle wear). */
  | { readonly kind: 'riskyLanding' }
  /** The rare jump: the starship is moved to another unvisited planet; the months are recomputed. */
  | { readonly kind: 'relocate' };

export interface EventOutcome {
  /** Relative weight among the outcomes of the same event or option. */
  readonly weight: number;
  readonly effects: readonly EventEffect[];
  /** Message key of the text shown when this outcome happens: 'spaceEvent.<eventId>.<outcomeName>'. */
  readonly text: string;
  /** One-time discovery VP ('poznanie') the first time this outcome happens; 0 for none. */
  readonly discovery: number;
}

export interface EventOption {
  /** Message key of the menu label: 'spaceEvent.<eventId>.option.<name>'. */
  readonly label: string;
  readonly outcomes: readonly EventOutcome[];
}

export interface SpaceEvent {
  readonly id: string;
  /** Relative frequency among events (common ≈ 10, uncommon ≈ 4, rare ≈ 1). */
  readonly weight: number;
  /** Rare events give their discovery VP ('poznanie') the first time they happen. */
  readonly rare: boolean;
  readonly discovery: number;
  /** Only on flight legs of at least this many months (1 = any). */
  readonly minLeg: number;
  /** Message key of the text announcing the event: 'spaceEvent.<eventId>.intro'. */
  readonly intro: string;
  /** Either the player chooses an option in the menu (2–3 options)… */
  readonly options?: readonly EventOption[];
  /** …or an outcome is drawn at once. Exactly one of options/outcomes is set. */
  readonly outcomes?: readonly EventOutcome[];
}

export const SPACE_EVENTS: readonly SpaceEvent[] = [
  // ---- Common mishaps: they mostly cost a month. ----
  {
    id: 'micrometeorites',
    weight: 10,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.micrometeorites.intro',
    outcomes: [
      { weight: 6, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.micrometeorites.patched', discovery: 0 },
      {
        weight: 3,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'damage', count: 1, among: 'device' }],
        text: 'spaceEvent.micrometeorites.sensorsHit',
        discovery: 0,
      },
      {
        weight: 1,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 1 }],
        text: 'spaceEvent.micrometeorites.crewHurt',
        discovery: 0,
      },
    ],
  },
  {
    id: 'solarStorm',
    weight: 10,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.solarStorm.intro',
    outcomes: [
      { weight: 6, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.solarStorm.shelter', discovery: 0 },
      {
        weight: 2,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 2 }],
        text: 'spaceEvent.solarStorm.radiation',
        discovery: 0,
      },
      {
        weight: 2,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'damage', count: 2, among: 'robot' }],
        text: 'spaceEvent.solarStorm.robotsFried',
        discovery: 0,
      },
      { weight: 1, effects: [{ kind: 'delay', months: 2 }], text: 'spaceEvent.solarStorm.longStorm', discovery: 0 },
    ],
  },
  {
    id: 'navigationError',
    weight: 10,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.navigationError.intro',
    outcomes: [
      { weight: 7, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.navigationError.recalc', discovery: 0 },
      { weight: 2, effects: [{ kind: 'delay', months: 2 }], text: 'spaceEvent.navigationError.bigDetour', discovery: 0 },
      { weight: 1, effects: [{ kind: 'delay', months: 3 }], text: 'spaceEvent.navigationError.lostWeeks', discovery: 0 },
    ],
  },
  {
    id: 'coolantLeak',
    weight: 8,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.coolantLeak.intro',
    outcomes: [
      { weight: 6, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.coolantLeak.sealed', discovery: 0 },
      {
        weight: 2,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'destroy', unit: 'tools' }],
        text: 'spaceEvent.coolantLeak.toolsLost',
        discovery: 0,
      },
      {
        weight: 2,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 1 }],
        text: 'spaceEvent.coolantLeak.frostbite',
        discovery: 0,
      },
    ],
  },
  {
    id: 'reactorFlutter',
    weight: 8,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.reactorFlutter.intro',
    outcomes: [
      { weight: 6, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.reactorFlutter.tuned', discovery: 0 },
      { weight: 2, effects: [{ kind: 'delay', months: 2 }], text: 'spaceEvent.reactorFlutter.shutdown', discovery: 0 },
      {
        weight: 1,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'damage', count: 2, among: 'any' }],
        text: 'spaceEvent.reactorFlutter.surge',
        discovery: 0,
      },
    ],
  },
  {
    id: 'dustCloud',
    weight: 8,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.dustCloud.intro',
    outcomes: [
      { weight: 7, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.dustCloud.slowDown', discovery: 0 },
      {
        weight: 2,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'damage', count: 1, among: 'device' }],
        text: 'spaceEvent.dustCloud.abrasion',
        discovery: 0,
      },
      {
        weight: 1,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'vp', amount: 1 }],
        text: 'spaceEvent.dustCloud.ancientGrains',
        discovery: 1,
      },
    ],
  },
  {
    id: 'fuelContamination',
    weight: 8,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.fuelContamination.intro',
    outcomes: [
      { weight: 6, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.fuelContamination.flush', discovery: 0 },
      { weight: 2, effects: [{ kind: 'delay', months: 2 }], text: 'spaceEvent.fuelContamination.stall', discovery: 0 },
      {
        weight: 1,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'destroy', unit: 'specialTools' }],
        text: 'spaceEvent.fuelContamination.toolsRuined',
        discovery: 0,
      },
    ],
  },
  {
    id: 'crewFever',
    weight: 6,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.crewFever.intro',
    outcomes: [
      { weight: 5, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.crewFever.quarantine', discovery: 0 },
      {
        weight: 3,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 2 }],
        text: 'spaceEvent.crewFever.spread',
        discovery: 0,
      },
      {
        weight: 1,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 1 }],
        text: 'spaceEvent.crewFever.newMicrobe',
        discovery: 1,
      },
    ],
  },
  {
    id: 'gravityEddy',
    weight: 6,
    rare: false,
    discovery: 0,
    minLeg: 2,
    intro: 'spaceEvent.gravityEddy.intro',
    outcomes: [
      { weight: 6, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.gravityEddy.dragged', discovery: 0 },
      { weight: 2, effects: [{ kind: 'delay', months: 2 }], text: 'spaceEvent.gravityEddy.deepWell', discovery: 0 },
      { weight: 2, effects: [], text: 'spaceEvent.gravityEddy.slipped', discovery: 0 },
    ],
  },
  {
    id: 'computerCrash',
    weight: 6,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.computerCrash.intro',
    outcomes: [
      { weight: 6, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.computerCrash.reboot', discovery: 0 },
      {
        weight: 3,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'damage', count: 1, among: 'robot' }],
        text: 'spaceEvent.computerCrash.robotWiped',
        discovery: 0,
      },
      {
        weight: 1,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'freeLandingSearch' }],
        text: 'spaceEvent.computerCrash.oldCharts',
        discovery: 0,
      },
    ],
  },
  {
    id: 'hydroponicsBlight',
    weight: 6,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.hydroponicsBlight.intro',
    outcomes: [
      { weight: 5, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.hydroponicsBlight.resupply', discovery: 0 },
      {
        weight: 2,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 1 }],
        text: 'spaceEvent.hydroponicsBlight.hunger',
        discovery: 0,
      },
    ],
  },
  {
    id: 'sleepPodFailure',
    weight: 6,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.sleepPodFailure.intro',
    outcomes: [
      { weight: 6, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.sleepPodFailure.repaired', discovery: 0 },
      {
        weight: 2,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 2 }],
        text: 'spaceEvent.sleepPodFailure.frostbite',
        discovery: 0,
      },
      { weight: 1, effects: [{ kind: 'heal', count: 2 }], text: 'spaceEvent.sleepPodFailure.falseAlarm', discovery: 0 },
    ],
  },
  {
    id: 'robotGlitch',
    weight: 4,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.robotGlitch.intro',
    outcomes: [
      { weight: 5, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.robotGlitch.reset', discovery: 0 },
      {
        weight: 2,
        effects: [
          { kind: 'damage', count: 2, among: 'robot' },
          { kind: 'wounds', count: 1 },
        ],
        text: 'spaceEvent.robotGlitch.revolt',
        discovery: 0,
      },
      { weight: 1, effects: [{ kind: 'repair', count: 2 }], text: 'spaceEvent.robotGlitch.selfRepair', discovery: 0 },
    ],
  },

  // ---- Encounters that ask for a decision (choice menu, R-SPACE-22). ----
  {
    id: 'asteroidSwarm',
    weight: 6,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.asteroidSwarm.intro',
    options: [
      {
        label: 'spaceEvent.asteroidSwarm.option.through',
        outcomes: [
          { weight: 3, effects: [], text: 'spaceEvent.asteroidSwarm.clean', discovery: 0 },
          {
            weight: 4,
            effects: [{ kind: 'damage', count: 1, among: 'any' }],
            text: 'spaceEvent.asteroidSwarm.scraped',
            discovery: 0,
          },
          {
            weight: 2,
            effects: [
              { kind: 'damage', count: 2, among: 'any' },
              { kind: 'wounds', count: 1 },
            ],
            text: 'spaceEvent.asteroidSwarm.hit',
            discovery: 0,
          },
        ],
      },
      {
        label: 'spaceEvent.asteroidSwarm.option.around',
        outcomes: [
          { weight: 4, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.asteroidSwarm.detour', discovery: 0 },
          { weight: 1, effects: [{ kind: 'delay', months: 2 }], text: 'spaceEvent.asteroidSwarm.longDetour', discovery: 0 },
        ],
      },
    ],
  },
  {
    id: 'cometTail',
    weight: 4,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.cometTail.intro',
    options: [
      {
        label: 'spaceEvent.cometTail.option.collect',
        outcomes: [
          {
            weight: 4,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'vp', amount: 1 }],
            text: 'spaceEvent.cometTail.samples',
            discovery: 0,
          },
          {
            weight: 2,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'damage', count: 1, among: 'any' }],
            text: 'spaceEvent.cometTail.iceImpact',
            discovery: 0,
          },
          {
            weight: 1,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'vp', amount: 2 }],
            text: 'spaceEvent.cometTail.organics',
            discovery: 2,
          },
        ],
      },
      {
        label: 'spaceEvent.cometTail.option.avoid',
        outcomes: [
          { weight: 3, effects: [], text: 'spaceEvent.cometTail.passed', discovery: 0 },
          { weight: 1, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.cometTail.detour', discovery: 0 },
        ],
      },
    ],
  },
  {
    id: 'derelictShip',
    weight: 4,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.derelictShip.intro',
    options: [
      {
        label: 'spaceEvent.derelictShip.option.board',
        outcomes: [
          {
            weight: 4,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'repair', count: 2 }],
            text: 'spaceEvent.derelictShip.salvage',
            discovery: 0,
          },
          {
            weight: 3,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 2 }],
            text: 'spaceEvent.derelictShip.explosion',
            discovery: 0,
          },
          {
            weight: 1,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'vp', amount: 2 }],
            text: 'spaceEvent.derelictShip.logbook',
            discovery: 2,
          },
        ],
      },
      {
        label: 'spaceEvent.derelictShip.option.ignore',
        outcomes: [{ weight: 1, effects: [], text: 'spaceEvent.derelictShip.passBy', discovery: 0 }],
      },
    ],
  },
  {
    id: 'distressSignal',
    weight: 4,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.distressSignal.intro',
    options: [
      {
        label: 'spaceEvent.distressSignal.option.answer',
        outcomes: [
          { weight: 4, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.distressSignal.emptyBeacon', discovery: 0 },
          {
            weight: 2,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'vp', amount: 1 }],
            text: 'spaceEvent.distressSignal.alienProbe',
            discovery: 0,
          },
          {
            weight: 1,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'damage', count: 2, among: 'robot' }],
            text: 'spaceEvent.distressSignal.trap',
            discovery: 0,
          },
        ],
      },
      {
        label: 'spaceEvent.distressSignal.option.ignore',
        outcomes: [
          { weight: 3, effects: [], text: 'spaceEvent.distressSignal.silence', discovery: 0 },
          { weight: 1, effects: [{ kind: 'vp', amount: -1 }], text: 'spaceEvent.distressSignal.reprimand', discovery: 0 },
        ],
      },
    ],
  },
  {
    id: 'stowaway',
    weight: 4,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.stowaway.intro',
    options: [
      {
        label: 'spaceEvent.stowaway.option.catch',
        outcomes: [
          {
            weight: 3,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'vp', amount: 1 }],
            text: 'spaceEvent.stowaway.caught',
            discovery: 0,
          },
          {
            weight: 2,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 1 }],
            text: 'spaceEvent.stowaway.bitten',
            discovery: 0,
          },
        ],
      },
      {
        label: 'spaceEvent.stowaway.option.vent',
        outcomes: [
          { weight: 3, effects: [], text: 'spaceEvent.stowaway.vented', discovery: 0 },
          { weight: 1, effects: [{ kind: 'destroy', unit: 'cage' }], text: 'spaceEvent.stowaway.cageLost', discovery: 0 },
        ],
      },
    ],
  },

  // ---- Uncommon events whose effects act later (R-SPACE-21). ----
  {
    id: 'quietSector',
    weight: 3,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.quietSector.intro',
    outcomes: [
      { weight: 3, effects: [{ kind: 'nextEventChance', factor: 0.5 }], text: 'spaceEvent.quietSector.calm', discovery: 0 },
      {
        weight: 1,
        effects: [
          { kind: 'nextEventChance', factor: 0.5 },
          { kind: 'heal', count: 2 },
        ],
        text: 'spaceEvent.quietSector.rest',
        discovery: 0,
      },
    ],
  },
  {
    id: 'magnetarPulse',
    weight: 3,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.magnetarPulse.intro',
    outcomes: [
      { weight: 3, effects: [{ kind: 'nextEventChance', factor: 2 }], text: 'spaceEvent.magnetarPulse.scrambled', discovery: 0 },
      { weight: 1, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.magnetarPulse.recalibrated', discovery: 0 },
    ],
  },
  {
    id: 'shuttleCracks',
    weight: 3,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.shuttleCracks.intro',
    outcomes: [
      { weight: 3, effects: [{ kind: 'riskyLanding' }], text: 'spaceEvent.shuttleCracks.cracks', discovery: 0 },
      { weight: 1, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.shuttleCracks.replaced', discovery: 0 },
    ],
  },
  {
    id: 'probeRelay',
    weight: 3,
    rare: false,
    discovery: 0,
    minLeg: 1,
    intro: 'spaceEvent.probeRelay.intro',
    outcomes: [
      { weight: 3, effects: [{ kind: 'freeLandingSearch' }], text: 'spaceEvent.probeRelay.surveyData', discovery: 0 },
      {
        weight: 1,
        effects: [{ kind: 'freeLandingSearch' }, { kind: 'vp', amount: 1 }],
        text: 'spaceEvent.probeRelay.fullArchive',
        discovery: 1,
      },
    ],
  },

  // ---- Rare phenomena: one-time discovery VP ('poznanie', R-SPACE-20). ----
  {
    id: 'crystalNebula',
    weight: 2,
    rare: true,
    discovery: 2,
    minLeg: 1,
    intro: 'spaceEvent.crystalNebula.intro',
    outcomes: [
      {
        weight: 3,
        effects: [{ kind: 'delay', months: 1 }, { kind: 'vp', amount: 1 }],
        text: 'spaceEvent.crystalNebula.marvel',
        discovery: 0,
      },
      { weight: 1, effects: [{ kind: 'delay', months: 2 }], text: 'spaceEvent.crystalNebula.blinded', discovery: 0 },
    ],
  },
  {
    id: 'alienMonolith',
    weight: 2,
    rare: true,
    discovery: 2,
    minLeg: 2,
    intro: 'spaceEvent.alienMonolith.intro',
    options: [
      {
        label: 'spaceEvent.alienMonolith.option.study',
        outcomes: [
          {
            weight: 3,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'vp', amount: 2 }],
            text: 'spaceEvent.alienMonolith.insight',
            discovery: 0,
          },
          {
            weight: 2,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'wounds', count: 1 }],
            text: 'spaceEvent.alienMonolith.discharge',
            discovery: 0,
          },
          {
            weight: 1,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'freeLandingSearch' }],
            text: 'spaceEvent.alienMonolith.starMap',
            discovery: 1,
          },
        ],
      },
      {
        label: 'spaceEvent.alienMonolith.option.leave',
        outcomes: [{ weight: 1, effects: [], text: 'spaceEvent.alienMonolith.leftBehind', discovery: 0 }],
      },
    ],
  },
  {
    id: 'roguePlanet',
    weight: 2,
    rare: true,
    discovery: 2,
    minLeg: 3,
    intro: 'spaceEvent.roguePlanet.intro',
    outcomes: [
      { weight: 4, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.roguePlanet.observe', discovery: 0 },
      { weight: 1, effects: [{ kind: 'delay', months: 3 }], text: 'spaceEvent.roguePlanet.captured', discovery: 0 },
    ],
  },
  {
    id: 'ancientSignal',
    weight: 1,
    rare: true,
    discovery: 3,
    minLeg: 1,
    intro: 'spaceEvent.ancientSignal.intro',
    options: [
      {
        label: 'spaceEvent.ancientSignal.option.decode',
        outcomes: [
          {
            weight: 2,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'freeLandingSearch' }],
            text: 'spaceEvent.ancientSignal.coordinates',
            discovery: 0,
          },
          {
            weight: 1,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'vp', amount: 3 }],
            text: 'spaceEvent.ancientSignal.message',
            discovery: 2,
          },
          {
            weight: 1,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'damage', count: 1, among: 'robot' }],
            text: 'spaceEvent.ancientSignal.virus',
            discovery: 0,
          },
        ],
      },
      {
        label: 'spaceEvent.ancientSignal.option.record',
        outcomes: [{ weight: 1, effects: [{ kind: 'vp', amount: 1 }], text: 'spaceEvent.ancientSignal.archived', discovery: 0 }],
      },
    ],
  },
  {
    id: 'timeAnomaly',
    weight: 1,
    rare: true,
    discovery: 4,
    minLeg: 2,
    intro: 'spaceEvent.timeAnomaly.intro',
    outcomes: [
      { weight: 4, effects: [{ kind: 'delay', months: 2 }], text: 'spaceEvent.timeAnomaly.lostMonths', discovery: 0 },
      { weight: 2, effects: [{ kind: 'heal', count: 3 }], text: 'spaceEvent.timeAnomaly.rewind', discovery: 0 },
      { weight: 1, effects: [{ kind: 'delay', months: 3 }], text: 'spaceEvent.timeAnomaly.loop', discovery: 0 },
    ],
  },
  {
    id: 'plasmaWhale',
    weight: 1,
    rare: true,
    discovery: 5,
    minLeg: 3,
    intro: 'spaceEvent.plasmaWhale.intro',
    options: [
      {
        label: 'spaceEvent.plasmaWhale.option.follow',
        outcomes: [
          {
            weight: 3,
            effects: [{ kind: 'delay', months: 2 }, { kind: 'vp', amount: 3 }],
            text: 'spaceEvent.plasmaWhale.songs',
            discovery: 0,
          },
          {
            weight: 1,
            effects: [{ kind: 'delay', months: 1 }, { kind: 'damage', count: 2, among: 'any' }],
            text: 'spaceEvent.plasmaWhale.tailSwipe',
            discovery: 0,
          },
        ],
      },
      {
        label: 'spaceEvent.plasmaWhale.option.keepCourse',
        outcomes: [{ weight: 1, effects: [], text: 'spaceEvent.plasmaWhale.farewell', discovery: 0 }],
      },
    ],
  },
  // The one event that moves the starship to another planet (R-SPACE-21).
  {
    id: 'spaceFold',
    weight: 1,
    rare: true,
    discovery: 3,
    minLeg: 3,
    intro: 'spaceEvent.spaceFold.intro',
    outcomes: [
      { weight: 3, effects: [{ kind: 'relocate' }], text: 'spaceEvent.spaceFold.jump', discovery: 0 },
      { weight: 1, effects: [{ kind: 'delay', months: 1 }], text: 'spaceEvent.spaceFold.fizzle', discovery: 0 },
    ],
  },
];
