// The folders of the expedition table (PROM and the field party's three) and who is in them.
// Below every rules module that moves units between folders.
import type { HumanId, StockId } from '../data/units';
import type { Folder, GameState, Party, Passenger } from '../state';
import { copyState, withState } from '../stateCopy';
import { byStock, stockOf } from './stock';
import { perParts } from '../perState';

export const EMPTY_FOLDER: Folder = { crew: [], units: byStock({}), resources: 0 };
export const EMPTY_PARTY: Party = { expedition: EMPTY_FOLDER, carried: EMPTY_FOLDER, used: EMPTY_FOLDER, abandoned: EMPTY_FOLDER };
export type FolderId = 'shuttle' | 'expedition' | 'carried' | 'used' | 'abandoned';


/** Every folder of the expedition table with its id, PROM first, PORZUCONE last. */
export function tableFolders(s: GameState): [FolderId, Folder][] {
  return [
    ['shuttle', s.bay],
    ['expedition', s.party.expedition],
    ['carried', s.party.carried],
    ['used', s.party.used],
    ['abandoned', s.party.abandoned],
  ];
}

/**
 * Two folders hold the same humans and units (the same lists: states are never changed in place);
 * their resources may differ.
 */
export function sameContents(a: Folder, b: Folder): boolean {
  return a === b || (a.crew === b.crew && a.units === b.units);
}

/**
 * Two parties hold the same humans and units, folder by folder; their resources may differ. Every
 * hour on the planet drains resources and so makes a new party with the same lists: the caches of
 * what the humans and units give (the absorbers, the research's party, the cages' places) compare
 * this, not the party, and are not worked out again after every hour.
 */
export function samePartyContents(a: Party, b: Party): boolean {
  return a === b || (sameContents(a.expedition, b.expedition) && sameContents(a.carried, b.carried) && sameContents(a.used, b.used) && sameContents(a.abandoned, b.abandoned));
}

/** The folders' ids in the table's order, PROM first, PORZUCONE last. */
export const TABLE_FOLDER_IDS: readonly FolderId[] = ['shuttle', 'expedition', 'carried', 'used', 'abandoned'];

/** The table's folders without their ids (no pair to destructure where only the folders count). */
export function tableFolderList(s: GameState): Folder[] {
  return [s.bay, s.party.expedition, s.party.carried, s.party.used, s.party.abandoned];
}

/** The field party's folders (not PROM). */
export function partyFolders(s: GameState): Folder[] {
  return [s.party.expedition, s.party.carried, s.party.used];
}

/** The humans of the field party (walking, or riding the Rover): a folder's own list where the other holds none. */
export function partyCrew(s: GameState): readonly Passenger[] {
  return joined(s.party.expedition.crew, s.party.carried.crew);
}

/** Two lists as one, without a copy where one is empty (most asks: nobody is carried, the party is in the shuttle). */
export function joined<T>(a: readonly T[], b: readonly T[]): readonly T[] {
  return b.length === 0 ? a : a.length === 0 ? b : a.concat(b);
}

/**
 * The living humans of the field party who can act: not ill (R-INF-09: the sick do nothing). Kept
 * for the crews it reads: asked some 2,700 times a game, six times an action (docs/SPEED.md).
 */
export const livingPartyCrew = perParts((a, b) => a.party.expedition.crew === b.party.expedition.crew && a.party.carried.crew === b.party.carried.crew && a.crew === b.crew, (s: GameState): readonly Passenger[] => {
  const out: Passenger[] = [];
  for (const f of [s.party.expedition, s.party.carried])
    for (const p of f.crew) {
      const h = s.crew.find((x) => x.id === p.id);
      if (h && h.alive && !h.ill) out.push(p);
    }
  return out;
});

/** A working device of the type is in the humans' hands ('UŻYWANE'), or anywhere aboard the Rover. */
export function inHands(s: GameState, id: StockId): boolean {
  // asked some 70,000 times a game: the hands' folder read as it is, without a list of one
  return working(s.party.used, id) > 0 || (s.mode === 'rover' && partyWorking(s, id) > 0);
}

/** Working units of a type in the field party's folders (its three read as they are, without a list of them). */
export function partyWorking(s: GameState, id: StockId): number {
  const p = s.party;
  return working(p.expedition, id) + working(p.carried, id) + working(p.used, id);
}

/** Working units of a type in one folder. */
export function working(f: Folder, id: StockId): number {
  const st = stockOf(f.units, id);
  return st ? st.count - st.damaged : 0;
}

/** Working units of a type in some folders. */
export function workingCount(fs: readonly Folder[], id: StockId): number {
  let n = 0;
  for (const f of fs) n += working(f, id);
  return n;
}

export function folderOf(s: GameState, f: FolderId): Folder {
  return f === 'shuttle' ? s.bay : s.party[f];
}
export function withFolder(s: GameState, f: FolderId, folder: Folder): GameState {
  const o = copyState(s);
  if (f === 'shuttle') o.bay = folder;
  else {
    // each folder named: a computed key in a spread costs some four times as much, and this is asked on most steps
    const p = s.party;
    o.party = { expedition: f === 'expedition' ? folder : p.expedition, carried: f === 'carried' ? folder : p.carried, used: f === 'used' ? folder : p.used, abandoned: f === 'abandoned' ? folder : p.abandoned };
  }
  return o;
}

/** The state with two of its folders replaced in one copy (a unit moved from one into the other). */
export function withFolders(s: GameState, a: FolderId, folderA: Folder, b: FolderId, folderB: Folder): GameState {
  const pick = (f: FolderId, own: Folder): Folder => (f === a ? folderA : f === b ? folderB : own);
  const p = s.party;
  const party: Party = { expedition: pick('expedition', p.expedition), carried: pick('carried', p.carried), used: pick('used', p.used), abandoned: pick('abandoned', p.abandoned) };
  return withState(s, { bay: pick('shuttle', s.bay), party });
}

/** Damaged units of a type in the expedition table, worn damaged heavy suits included. */
export function damagedInTable(s: GameState, id: StockId): number {
  const folders = tableFolderList(s);
  const loose = folders.reduce((n, f) => n + (stockOf(f.units, id)?.damaged ?? 0), 0);
  const worn = id === 'heavySuit' ? folders.reduce((n, f) => n + f.crew.filter((p) => p.suit?.kind === 'heavySuit' && p.suit.damaged).length, 0) : 0;
  return loose + worn;
}

/** The folder of the expedition table a human is in (PORZUCONE when in none of the others). */
export function folderOfHuman(s: GameState, id: HumanId): FolderId {
  return s.party.expedition.crew.some((p) => p.id === id) ? 'expedition' : s.party.carried.crew.some((p) => p.id === id) ? 'carried' : s.bay.crew.some((p) => p.id === id) ? 'shuttle' : 'abandoned';
}
