// A meeting's course opens (R-STRAT-01, R-ENC-18): below the time rules, which record meetings,
// and above nothing of the course itself (course.ts runs it).
import { beingById } from '../data/content/bestiary';
import { STOCK_IDS } from '../data/units';
import type { Course, GameState } from '../state';
import { partyFolders, workingCount } from './folders';

/** A meeting's course opens: classic creatures get the strategy menu (a surprise first resolves its clash, R-ENC-18). */
export function openCourse(s: GameState, being: string, surprised: boolean): Course | null {
  const b = beingById(being);
  if (!b || (b.kind !== 'creature' && b.kind !== 'uncatchable') || !b.modifiers) return null;
  return {
    stage: surprised ? 'surprise' : 'choose',
    tried: [],
    talksFailed: false,
    advantage: null,
    canCapture: true,
    noFight: false,
    weapons: [],
    usedAtStart: STOCK_IDS.filter((id) => workingCount([s.party.used], id) > 0 || (s.mode === 'rover' && workingCount(partyFolders(s), id) > 0)),
    surprise: surprised,
  };
}

