// A meeting's course opens (R-STRAT-01, R-ENC-18): below the time rules, which record meetings,
// and above nothing of the course itself (course.ts runs it).
import { beingById } from '../data/content/bestiary';
import { ownCourseOf } from '../data/content/ownCourses';
import { STOCK_IDS, type StockId } from '../data/units';
import type { Dice } from '../rng';
import type { Course, GameState } from '../state';
import { withCourse } from '../stateCopy';
import { working, workingCount, partyWorking } from './folders';

/** R-CHASE-02: the working units lying in 'PORZUCONE' as the meeting begins. */
function abandonedNow(s: GameState): Pick<Course, 'abandonedAtStart'> {
  // a loop in the table's order (Object.fromEntries over pairs took a microsecond and more; mostly nothing lies there)
  let counts: Partial<Record<StockId, number>> | undefined;
  for (const id of STOCK_IDS) {
    const n = working(s.party.abandoned, id);
    if (n > 0) (counts ??= {})[id] = n;
  }
  return counts ? { abandonedAtStart: counts } : {};
}

/**
 * A meeting's course opens: classic creatures get the strategy menu (a surprise first resolves its
 * clash, R-ENC-18), the others their own choices — unless the aliens decide by themselves (R-STRAT-07),
 * drawn here with their odds (the only draw: other beings leave the dice untouched; without dice, as in
 * a set-up meeting, they leave the choice to the player).
 */
export function openCourse(s: GameState, being: string, surprised: boolean, dice?: Dice): Course | null {
  const b = beingById(being);
  if (!b) return null;
  // plants, aliens and artifacts: their own choices (R-STRAT-04..07)
  const own = b.kind !== 'creature' && b.kind !== 'uncatchable';
  const def = own ? ownCourseOf(being) : undefined;
  if (own && !def) return null;
  if (!own && !b.modifiers) return null;
  const usedAtStart = STOCK_IDS.filter((id) => workingCount([s.party.used], id) > 0 || (s.mode === 'rover' && partyWorking(s, id) > 0));
  const { abandonedAtStart } = abandonedNow(s);
  const decided = def?.initiative && dice?.chance(...def.initiative.odds) ? (true as const) : undefined;
  // through withCourse: the optional fields in its order (one hidden class per set of them)
  const fresh: Course = { stage: own ? 'own' : surprised ? 'surprise' : 'choose', tried: [], talksFailed: false, advantage: null, canCapture: true, noFight: false, weapons: [], usedAtStart, surprise: surprised };
  return withCourse(fresh, { abandonedAtStart, decided });
}

