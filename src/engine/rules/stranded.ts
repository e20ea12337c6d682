// Nobody left alive on the planet. Implements R-MOVE-03, R-MOVE-04, R-SHUTTLE-04, R-SHUTTLE-06 and
// R-SHUTTLE-07 as shared/spec/DECISIONS.md settles them (and R-MOVE-03 away from the shuttle, below): the shuttle flies back on its own without
// any equipment and is then unusable — it counts as lost (−5 VP, one shuttle fewer). Everything
// that was in the expedition table stays on the planet, destroyed (R-MOVE-03), and each loss is
// charged as any destruction is (R-DEV-08, R-ROBOT-07, R-DEV-64). With no shuttle left, planets are
// closed to the starship (navigation.planetOpen) and the voyage can only fly on or home.
import { LOSS_VP } from '../data/unitRules';
import type { GameState, Passenger, Specimen } from '../state';
import type { Message } from '../text';
import { keyByCounts, signedAmount } from '../text';
import { EMPTY_PARTY, tableFolderList } from './folders';
import { atShuttle, surfaceArea } from './field';
import { EMPTY_BAY, tableCrew } from './loading';
import { isArtifact } from './artifacts';
import { releaseUncaged } from './cages';
import { lostFoldersVp } from './losses';
import { addVp } from './vp';
import { pendingHits, settleHits } from './hitRules';
import { withEncounter, withState, withSurface } from '../stateCopy';

/** On the surface, no living human is in any folder of the expedition table. */
export function nobodyLeftAlive(s: GameState): boolean {
  return s.phase === 'surface' && !tableCrew(s).some((p) => s.crew.find((h) => h.id === p.id)?.alive);
}

/** The shuttle comes back alone: the table is emptied, its units lost and charged, the shuttle lost. */
export function shuttleReturnsAlone(s: GameState): GameState {
  let out: GameState = withState(s, { bay: EMPTY_BAY, party: EMPTY_PARTY });
  const { units, vp: unitsVp } = lostFoldersVp(out, tableFolderList(s));
  // R-ACC-12: a wrecked shuttle was lost and charged already; it flies nowhere
  const wreck = !!s.surface?.wreck;
  const shuttles = wreck ? s.shuttles : s.shuttles - 1;
  out = withState(addVp(addVp(out, wreck ? 0 : LOSS_VP.shuttleLost, 'shuttleLost', true), unitsVp, 'unitLost', true), {
    shuttles,
    phase: 'space',
    canOnboard: true,
    mode: 'foot',
    level: 'surface',
    dressing: null,
    careChoice: null,
    hitsToAssign: 0,
    landing: null,
    surface: null,
    // what killed the last human is told first, then the hits nobody takes, then the shuttle's return
    // and its costs; a creature said carried into the shuttle in this step is lost with the table, as
    // put-downs are (withPutDownNote), so that note goes
    message: { ...s.message, notes: [...(s.message.notes ?? []).filter((n) => !TABLE_ONLY_NOTES.has(n.key)), ...lostHitsNote(pendingHits(s) + (s.hitsLost ?? 0)), { key: wreck ? 'msg.nobodyLeftWreck' : units > 0 ? 'msg.shuttleReturnedAlone' : 'msg.shuttleReturnedEmpty', params: { units, unitsVp: signedAmount(unitsVp), shuttleVp: signedAmount(LOSS_VP.shuttleLost) } }] },
    hitRule: null,
    hitQueue: [],
    hitsLost: 0,
    hint: shuttles > 0 ? { key: 'hint.shuttlesLeft', params: { count: shuttles } } : { key: 'hint.noShuttleLeft' },
  });
  return out;
}

/**
 * R-MOVE-03: away from the shuttle the party's last living human died, and someone waits in the
 * shuttle: everything the party had is lost, and the player is back at the shuttle's field.
 */
export function partyLostAway(s: GameState): boolean {
  if (s.phase !== 'surface' || atShuttle(s)) return false;
  // asked twice a step on the planet: read in loops, no list or closure made
  if (anyAlive(s, s.party.expedition.crew) || anyAlive(s, s.party.carried.crew) || anyAlive(s, s.party.abandoned.crew)) return false;
  return anyAlive(s, s.bay.crew);
}

/** Someone of the list is alive (as the crew's record of him says). */
function anyAlive(s: GameState, list: readonly Passenger[]): boolean {
  for (const p of list)
    for (const h of s.crew)
      if (h.id === p.id) {
        if (h.alive) return true;
        break;
      }
  return false;
}

export function backToShuttle(s: GameState): GameState {
  const area = surfaceArea(s)!;
  const lost: GameState = withState(s, { party: EMPTY_PARTY });
  const folders = [s.party.expedition, s.party.carried, s.party.used, s.party.abandoned];
  const { units, vp: unitsVp } = lostFoldersVp(lost, folders);
  const resources = folders.reduce((n, f) => n + f.resources, 0);
  const out = addVp(lost, unitsVp, 'unitLost');
  const left = specimensLeft(s);
  // the hits the lost party was still to take are lost with it (they vanished unsaid before); those
  // of the shuttle's own humans' hunger stay theirs (R-RES-16). Read once the party is gone with its
  // finds: a carried artifact left where the party fell takes no hit.
  const back = settleHits(withState(out, {
    mode: 'foot',
    level: 'surface',
    dressing: null,
    careChoice: null,
    // the meeting was the lost party's: it ends with it (whoever waited in the shuttle never met the being)
    surface: withSurface(s.surface!, { at: { row: area.shuttle.row, col: area.shuttle.col, cave: false }, view: null, shuttleThreats: 0, caged: left.caged, encounter: s.surface!.encounter && withEncounter(s.surface!.encounter, { course: null }) }),
  }));
  return withState(back, {
    hitsLost: 0,
    // the text names what was lost, units and resources, and only what there was
    message: { ...s.message, notes: [...(s.message.notes ?? []), ...lostHitsNote(back.hitsLost ?? 0), { key: keyByCounts(units, resources, { both: 'msg.partyLost', first: 'msg.partyLostUnits', second: 'msg.partyLostResources', neither: 'msg.partyLostNothing' }), params: { units, resources } }, ...left.notes] },
    hint: { key: 'hint.atShuttle' },
  });
}

/** Notes of where something went in the table, which the shuttle's flight back alone makes untrue (R-SHUTTLE-06). */
const TABLE_ONLY_NOTES: ReadonlySet<string> = new Set(['note.cagedToShuttle', 'note.cagedToShuttleMany']);

/** The note of hits nobody is left to take, told once with the party's loss. */
const lostHitsNote = (count: number): Message[] => (count > 0 ? [{ key: 'note.hitsLost', params: { count } }] : []);

/**
 * What stays caged when the party is lost away from the shuttle: the artifacts it carried stay
 * where it fell, and the creatures whose cages went with it go free (R-DEV-68); those in the
 * shuttle's cages and the artifacts stowed there remain.
 */
function specimensLeft(s: GameState): { caged: readonly Specimen[]; notes: Message[] } {
  const kept = s.surface!.caged.filter((c) => !isArtifact(c.being) || c.stowed);
  const freed = releaseUncaged(withState(s, { party: EMPTY_PARTY, surface: withSurface(s.surface!, { caged: kept }) }));
  // each find left behind is named (the loss's text counted only units and resources)
  const left: Message[] = s.surface!.caged.filter((c) => !kept.includes(c)).map((c) => ({ key: 'note.artifactLostWithParty', params: { being: { being: c.being } } }));
  return { caged: freed.state.surface!.caged, notes: [...left, ...freed.notes] };
}
