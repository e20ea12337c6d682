// New game. Implements R-SETUP-02..08, R-GEN-05, R-SHUTTLE-05, R-CREW-01, R-CREW-03 (no wounds
// at start), R-ROBOT-06, R-DEV-07.
import {
  INTELLIGENCE_BASE,
  INTELLIGENCE_DICE,
  STOCK_RANGES,
  TIP_COUNT,
  VOYAGE_PLANS,
  type VoyageLength,
} from '../data/setup';
import { INITIAL_INPUTS } from '../data/inputs';
import { human, legStartAt, mapped } from '../stateCopy';
import { EARTH_FIELD } from '../data/starMap';
import { EMPTY_BAY } from './loading';
import { EMPTY_BALANCE } from './balance';
import { BALANCE } from '../data/balance';
import { EMPTY_PARTY } from './folders';
import { byStock } from './stock';
import { HUMAN_IDS, STOCK_IDS, type StockId } from '../data/units';
import { Dice, seedRng } from '../rng';
import { STATE_VERSION, type ChronicleEntry, type GameState, type Human, type Stock } from '../state';
import { startPoint } from './chronicle';
import { shuffleWorlds } from './worlds';

export interface NewGameOptions {
  readonly length: VoyageLength;
  readonly seed: number;
  /** The workbook's chronicle, carried on into the new game (issue 14 point 8). */
  readonly chronicle?: readonly ChronicleEntry[];
  /** Issue 14 point 5: each planet gets another planet's content of its orbit class, from the seed. */
  readonly randomize?: boolean;
}

/** R-SETUP-03: every human's intelligence is drawn at random (our dice: INTELLIGENCE_*). */
export function drawIntelligence(dice: Dice): number {
  return INTELLIGENCE_DICE.reduce((sum, sides) => sum + dice.d(sides), INTELLIGENCE_BASE);
}

export function newGame({ length, seed, chronicle = [], randomize = false }: NewGameOptions): GameState {
  const plan = VOYAGE_PLANS[length];
  const dice = new Dice(seedRng(seed));
  const crew: Human[] = mapped(HUMAN_IDS, (id) => human({ id, intelligence: drawIntelligence(dice), wounds: 0, alive: true, starvedWounds: 0, ill: false }));
  // drawn in the table's order, into the record the rules keep it in
  const drawn = byStock<Stock>({});
  for (const id of STOCK_IDS) {
    const [min, max] = STOCK_RANGES[id][length];
    drawn[id] = { count: dice.int(min, max), damaged: 0 };
  }
  // R-BAL-12, R-CONTENT-26 (our design): a 10-month voyage meets its quantity balance with one of
  // the requirements (2 Stunners or 5 Cages taken at once, e.g. 2 Stunners); where the draw gave
  // neither, the second Stunner is aboard, so that the −4 PZ of R-BAL-13 is never beyond the
  // player. No draw is added: the generator's sequence, and every other count, stay as drawn.
  if (drawn.stunner!.count < BALANCE.together.stunner! && drawn.cage!.count < BALANCE.together.cage!) drawn.stunner = { count: BALANCE.together.stunner!, damaged: 0 };
  const stock = drawn as Record<StockId, Stock>;
  const tip = dice.int(0, TIP_COUNT - 1);
  return {
    version: STATE_VERSION,
    seed: seed | 0,
    rng: dice.state(),
    length,
    month: 0,
    planMonths: length,
    overtimeCharged: 0,
    vp: 0,
    ledger: [],
    journal: '',
    balance: { ...EMPTY_BALANCE, heavySuitsAtStart: stock.heavySuit.count },
    worlds: randomize ? shuffleWorlds(seed | 0) : null,
    campaign: null,
    history: [startPoint({ crew })],
    chronicle,
    shuttles: plan.shuttles,
    phase: 'space',
    menu: 'main',
    position: EARTH_FIELD,
    legStart: legStartAt(EARTH_FIELD.row, EARTH_FIELD.col, 0),
    orbit: null,
    arriving: null,
    visited: [],
    canOnboard: false,
    event: null,
    woundsToAssign: 0,
    careChoice: null,
    hitsToAssign: 0,
    hitRule: null,
    hitQueue: [],
    later: { eventChanceFactor: 1, freeLandingSearch: false, riskyLanding: false },
    bay: EMPTY_BAY,
    party: EMPTY_PARTY,
    mode: 'foot',
    level: 'surface',
    takeDamaged: false,
    dressing: null,
    landing: null,
    surface: null,
    log: [],
    aboard: [],
    discovered: [],
    crew,
    stock,
    inputs: INITIAL_INPUTS,
    tip,
    message: {
      key: 'msg.gameStarted',
      params: {
        months: length,
        planets: plan.planets,
        shuttles: plan.shuttles,
        victory: plan.victoryVp,
      },
      ...(randomize ? { notes: [{ key: 'note.newWorlds' as const }] } : {}),
    },
    hint: { key: 'hint.gameStarted' },
  };
}
