// Creatures in cages (R-DEV-67..69, R-DMG-17, R-MOVE-30, R-CRE-17): a creature occupies its species'
// number of cages anywhere in the expedition table; the occupied cages are counted as those in the
// shuttle first, then in PORZUCONE, then with the party (ours, in DECISIONS). When the table holds
// fewer cages than the creatures need (a cage destroyed, cages left behind), the last creatures
// caught go free. At lift-off the caged creatures are delivered aboard.
import { beingById } from '../data/content/bestiary';
import type { Dice } from '../rng';
import type { GameState, Specimen } from '../state';
import type { Message } from '../text';
import { isArtifact } from './artifacts';
import { deliver } from './beingVp';
import { folderOf, partyFolders, workingCount, type FolderId } from './folders';

/** Cages a specimen takes: a creature its species' number; a plant's part or an artifact usually none (R-ART-08: a few need one). */
const cagesOf = (being: string): number => beingById(being)?.cages ?? 1;

/** Cages the caged creatures occupy. */
export function occupiedCages(s: GameState): number {
  return (s.surface?.caged ?? []).reduce((n, c) => n + cagesOf(c.being), 0);
}

/** Cages in the whole expedition table (cages cannot be damaged: every one counts). */
export function tableCages(s: GameState): number {
  return workingCount([s.bay, ...partyFolders(s), s.party.abandoned], 'cage');
}

/** Free cages with the field party: its cages, less the occupied ones the shuttle and PORZUCONE cannot hold. */
export function freePartyCages(s: GameState): number {
  const party = workingCount(partyFolders(s), 'cage');
  const elsewhere = workingCount([s.bay, s.party.abandoned], 'cage');
  return party - Math.max(0, occupiedCages(s) - elsewhere);
}

/** The being can be caught (R-CRE-01, R-DEV-67): a catchable creature, with enough free cages. */
export function canCage(s: GameState, being: string): boolean {
  const b = beingById(being);
  return !!b && b.kind === 'creature' && b.cages > 0 && freePartyCages(s) >= b.cages;
}

/**
 * Where each caged specimen's cages are, as counted: in the first folder that holds them all (the
 * shuttle, PORZUCONE, then the party's), else the shuttle's first, then PORZUCONE's, then the party's.
 */
function allocation(s: GameState): { being: string; folders: FolderId[] }[] {
  const order: FolderId[] = ['shuttle', 'abandoned', 'expedition', 'carried', 'used'];
  const room = order.map((f) => workingCount([folderOf(s, f)], 'cage'));
  return (s.surface?.caged ?? []).map((c) => {
    let need = cagesOf(c.being);
    // one folder that holds all its cages first (in the same order): a creature is split only when none can
    const whole = order.findIndex((_, i) => need > 0 && room[i]! >= need);
    if (whole >= 0) {
      room[whole]! -= need;
      return { being: c.being, folders: [order[whole]!] };
    }
    const folders: FolderId[] = [];
    for (let i = 0; i < order.length && need > 0; i++) {
      const take = Math.min(need, room[i]!);
      if (take === 0) continue;
      room[i]! -= take;
      need -= take;
      folders.push(order[i]!);
    }
    return { being: c.being, folders };
  });
}

/** R-DEV-69: which creatures sit in the cages of each folder. */
export function cagedIn(s: GameState): Partial<Record<FolderId, string[]>> {
  const out: Partial<Record<FolderId, string[]>> = {};
  for (const a of allocation(s)) for (const f of a.folders) (out[f] ??= []).push(a.being);
  return out;
}

/** R-DEV-70: a creature whose cages are not all in one folder (then nothing that takes time may be done). */
export function splitCreature(s: GameState): string | null {
  return allocation(s).find((a) => a.folders.length > 1)?.being ?? null;
}

/** A creature caught goes into its cages. */
export function cage(s: GameState, specimen: Specimen): GameState {
  if (!s.surface) return s;
  return { ...s, surface: { ...s.surface, caged: [...s.surface.caged, specimen] } };
}

/**
 * R-DEV-68, R-DMG-17: while the table holds fewer cages than the caged creatures need, the last
 * caught goes free (with no further meeting).
 */
export function releaseUncaged(s: GameState): { state: GameState; notes: Message[] } {
  if (!s.surface || s.surface.caged.length === 0) return { state: s, notes: [] };
  let caged = s.surface.caged;
  const notes: Message[] = [];
  const have = tableCages(s);
  while (caged.reduce((n, c) => n + cagesOf(c.being), 0) > have) {
    const at = caged.map((c) => cagesOf(c.being) > 0).lastIndexOf(true);
    const gone = caged[at]!;
    caged = caged.filter((_, i) => i !== at);
    // R-DMG-18: an artifact (or a natural object, R-ART-09) kept in a cage is lost with it
    notes.push({ key: isArtifact(gone.being) ? 'note.cageLostArtifact' : 'note.cageLost', params: { being: { being: gone.being } } });
  }
  return notes.length ? { state: { ...s, surface: { ...s.surface, caged } }, notes } : { state: s, notes };
}

/** R-MOVE-30: 'napr/lecz/skaf' at a cage: the last specimen caught that sits in a cage is released. */
export function releaseLast(s: GameState): { state: GameState; released: string | null } {
  const caged = s.surface?.caged ?? [];
  const at = caged.map((c) => cagesOf(c.being) > 0).lastIndexOf(true);
  if (at < 0) return { state: s, released: null };
  return { state: { ...s, surface: { ...s.surface!, caged: caged.filter((_, i) => i !== at) } }, released: caged[at]!.being };
}

/** Some specimen sits in a cage (so 'napr/lecz/skaf' at a cage releases it). */
export const anyCaged = (s: GameState): boolean => (s.surface?.caged ?? []).some((c) => cagesOf(c.being) > 0);

/**
 * R-CRE-17, R-ART-02: at lift-off the caged creatures and the artifacts (and natural objects,
 * R-ART-09) come aboard, each with its delivery VP (a grey thing keeps what it gave, R-ART-03);
 * R-MOVE-38: one taken from the starship comes back with no VP.
 */
export function deliverCaged(s: GameState, dice: Dice): { state: GameState; delivered: number } {
  const caged = s.surface?.caged ?? [];
  let out = s;
  const aboard: Specimen[] = [];
  for (const { stowed: _stowed, fromShip, ...c } of caged) {
    // aboard, an artifact stowed in the shuttle is like any other
    if (fromShip) {
      aboard.push(c);
      continue;
    }
    const d = deliver(out, c.being, dice);
    out = d.state;
    aboard.push(isArtifact(c.being) ? { ...c, vp: d.vp } : c);
  }
  return { state: { ...out, aboard: [...out.aboard, ...aboard] }, delivered: caged.filter((c) => !c.fromShip).length };
}
