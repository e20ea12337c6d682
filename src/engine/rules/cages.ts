// Creatures in cages (R-DEV-67..69, R-DMG-17, R-MOVE-30, R-CRE-17, R-COMBAT-07): a creature occupies
// its species' number of cages. Where those cages are (ours, in DECISIONS): on the shuttle's field
// every cage of the table is at hand, and the occupied ones are counted as the shuttle's first,
// then the party's, then PORZUCONE's; a creature that lies wholly in the shuttle's cages there is
// marked as in the shuttle ('stowed', as an artifact put into it). Away from the shuttle a creature
// in the shuttle stays in its cages, and one the party caught or carries away is in the party's
// cages (then PORZUCONE's): the party catches only into a free cage at hand (its own; on the
// shuttle's field the shuttle's too). When a side holds fewer cages than its creatures need (a cage
// destroyed), its last creatures caught go free; one in a cage left in PORZUCONE dies when the
// party moves on (R-MOVE-27). At lift-off the caged creatures are delivered aboard.
import { beingById } from '../data/content/bestiary';
import { ownCourseOf } from '../data/content/ownCourses';
import type { OwnOption } from '../data/ownCourse';
import type { Dice } from '../rng';
import type { GameState, Specimen } from '../state';
import type { Message } from '../text';
import { isArtifact } from './artifacts';
import { deliver } from './beingVp';
import { atShuttle } from './field';
import { folderOf, partyFolders, samePartyContents, working, workingCount, type FolderId } from './folders';
import { specimenWith, withState, withSurface } from '../stateCopy';
import { perParts } from '../perState';

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

/** Every folder, in the order its cages are counted as occupied on the shuttle's field. */
const ALL_FOLDERS: readonly FolderId[] = ['shuttle', 'expedition', 'carried', 'used', 'abandoned'];
/** Away from the shuttle: the cages a creature with the party may be in (PORZUCONE's last: the party puts empty cages down first). */
const PARTY_SIDE: readonly FolderId[] = ['expedition', 'carried', 'used', 'abandoned'];
const SHUTTLE_SIDE: readonly FolderId[] = ['shuttle'];
/** The folders the party carries (its side less what it put down). */
const IN_PARTY: ReadonlySet<FolderId> = new Set(PARTY_SIDE.filter((f) => f !== 'abandoned'));

interface Allocation {
  /** Per caged specimen, in the order caught: the folders its cages are counted in; null: not enough cages for it on its side. */
  readonly places: readonly ({ being: string; folders: FolderId[] } | null)[];
  /** The cages left free in each folder. */
  readonly room: ReadonlyMap<FolderId, number>;
}

/** The folders a specimen's cages may be in: every one on the shuttle's field; away, those of its side. */
const sideOf = (c: Specimen, pooled: boolean): readonly FolderId[] => (pooled ? ALL_FOLDERS : c.stowed ? SHUTTLE_SIDE : PARTY_SIDE);

/**
 * Where each caged specimen's cages are, as counted: in the first folder of its side that holds
 * them all, else spread over its side's folders in their order (then the creature is split, R-DEV-70).
 * Kept for the folders, the caught and whether the party stands at the shuttle (all it reads of
 * the place: a march from field to field away from it keeps the allocation): most steps with a
 * creature caught ask it again of copies that changed none of them (the step's passes, the
 * player's questions).
 */
const allocation: (s: GameState) => Allocation = perParts((a, b) => a.bay.units === b.bay.units && samePartyContents(a.party, b.party) && a.surface?.caged === b.surface?.caged && atShuttle(a) === atShuttle(b), (s) => allocationOf(s));

function allocationOf(s: GameState): Allocation {
  const pooled = atShuttle(s);
  // built by a loop (asked some 500 times a game: the pairs' arrays were most of its garbage)
  const room = new Map<FolderId, number>();
  for (const f of ALL_FOLDERS) room.set(f, working(folderOf(s, f), 'cage'));
  const places = (s.surface?.caged ?? []).map((c) => {
    const order = sideOf(c, pooled);
    let need = cagesOf(c.being);
    if (need === 0) return { being: c.being, folders: [] };
    // one folder that holds all its cages first (in its side's order): a creature is split only when none can
    const whole = order.find((f) => room.get(f)! >= need);
    if (whole) {
      room.set(whole, room.get(whole)! - need);
      return { being: c.being, folders: [whole] };
    }
    if (order.reduce((n, f) => n + room.get(f)!, 0) < need) return null;
    const folders: FolderId[] = [];
    for (const f of order) {
      const take = Math.min(need, room.get(f)!);
      if (take === 0) continue;
      room.set(f, room.get(f)! - take);
      need -= take;
      folders.push(f);
    }
    return { being: c.being, folders };
  });
  return { places, room };
}

/**
 * R-COMBAT-07: the free cages at the field party's hand: those it carries, and on the shuttle's
 * field the shuttle's too (every cage of the table is at hand there; not PORZUCONE's, put down).
 */
export function freePartyCages(s: GameState): number {
  const shuttleToo = atShuttle(s);
  let free = 0;
  for (const [f, n] of allocation(s).room) if (IN_PARTY.has(f) || (shuttleToo && f === 'shuttle')) free += n;
  return free;
}

/** R-ART-08: a find kept in a cage can be taken only into a free cage at hand; any other needs none. */
export function roomForFind(s: GameState, being: string): boolean {
  const needs = cagesOf(being);
  return needs === 0 || freePartyCages(s) >= needs;
}

/** An own course's option that may end with the find taken (its 'sample' outcome). */
export const takesFind = (o: OwnOption): boolean => o.outcomes.some((x) => x.effects.some((fx) => fx.kind === 'sample'));

/** R-ART-08: a find met that would be kept in a cage, with no free cage at hand: its taking is not offered. */
export function noCageForFind(s: GameState, being: string): boolean {
  return !roomForFind(s, being) && (ownCourseOf(being)?.options ?? []).some(takesFind);
}

/** The being can be caught (R-CRE-01, R-DEV-67, R-COMBAT-07): a catchable creature, with enough free cages at the party's hand. */
export function canCage(s: GameState, being: string): boolean {
  const b = beingById(being);
  return !!b && b.kind === 'creature' && b.cages > 0 && freePartyCages(s) >= b.cages;
}

/** R-DEV-69: which creatures sit in the cages of each folder. */
export function cagedIn(s: GameState): Partial<Record<FolderId, string[]>> {
  const out: Partial<Record<FolderId, string[]>> = {};
  for (const a of allocation(s).places) for (const f of a?.folders ?? []) (out[f] ??= []).push(a!.being);
  return out;
}

/** R-DEV-70: a creature whose cages are not all in one folder (then nothing that takes time may be done). */
export function splitCreature(s: GameState): string | null {
  // nothing caged, nothing split: most steps of a game ask this with empty cages
  if (!s.surface || s.surface.caged.length === 0) return null;
  return allocation(s).places.find((a) => a && a.folders.length > 1)?.being ?? null;
}

/** A creature caught goes into its cages. */
export function cage(s: GameState, specimen: Specimen): GameState {
  if (!s.surface) return s;
  return withState(s, { surface: withSurface(s.surface, { caged: [...s.surface.caged, specimen] }) });
}

/**
 * R-DEV-68, R-DMG-17: while a side holds fewer cages than its caged creatures need, the last of
 * them caught goes free (with no further meeting). On the shuttle's field a creature wholly in the
 * shuttle's cages is marked as in the shuttle, any other as with the party (see the header).
 */
export function releaseUncaged(s: GameState): { state: GameState; notes: Message[] } {
  if (!s.surface || s.surface.caged.length === 0) return { state: s, notes: [] };
  let out = s;
  const notes: Message[] = [];
  for (let alloc = allocation(out); ; alloc = allocation(out)) {
    const short = alloc.places.findIndex((p) => p === null);
    if (short < 0) {
      const marked = settled(out, alloc);
      return { state: marked.state, notes: [...notes, ...marked.notes] };
    }
    const caged = out.surface!.caged;
    const side = sideOf(caged[short]!, atShuttle(out));
    // the last caught of the side that lacks cages goes free
    const at = caged.map((c) => cagesOf(c.being) > 0 && sideOf(c, atShuttle(out)) === side).lastIndexOf(true);
    const gone = caged[at]!;
    out = withState(out, { surface: withSurface(out.surface!, { caged: caged.filter((_, i) => i !== at) }) });
    // R-DMG-18: an artifact (or a natural object, R-ART-09) kept in a cage is lost with it
    notes.push({ key: isArtifact(gone.being) ? 'note.cageLostArtifact' : 'note.cageLost', params: { being: { being: gone.being } } });
  }
}

/**
 * On the shuttle's field, each caged creature is marked as in the shuttle exactly when all its
 * cages are counted there; the text names each one newly carried into it.
 */
function settled(s: GameState, alloc: Allocation): { state: GameState; notes: Message[] } {
  if (!atShuttle(s)) return { state: s, notes: [] };
  const caged = s.surface!.caged;
  // how many of each species went into the shuttle, in the order first caught
  const carried = new Map<string, number>();
  let changed = false;
  const marked = caged.map((c, i) => {
    if (isArtifact(c.being) || cagesOf(c.being) === 0) return c;
    const inShuttle = alloc.places[i]!.folders.every((f) => f === 'shuttle');
    if (inShuttle === !!c.stowed) return c;
    changed = true;
    if (inShuttle) {
      carried.set(c.being, (carried.get(c.being) ?? 0) + 1);
      return specimenWith(c, { stowed: true });
    }
    return specimenWith(c, { stowed: false });
  });
  const notes = [...carried].map(([being, count]): Message => (count === 1 ? { key: 'note.cagedToShuttle', params: { being: { being } } } : { key: 'note.cagedToShuttleMany', params: { being: { being }, count } }));
  return { state: changed ? withState(s, { surface: withSurface(s.surface!, { caged: marked }) }) : s, notes };
}

/** R-MOVE-27: when PORZUCONE is lost, the creatures whose cages are counted there die in them (its artifacts are lost with them, R-DMG-18). */
export function killAbandonedCaged(s: GameState): { state: GameState; killed: string[] } {
  const caged = s.surface?.caged ?? [];
  // no cage put down, no creature in one: a move need not count the cages
  if (caged.length === 0 || workingCount([s.party.abandoned], 'cage') === 0) return { state: s, killed: [] };
  const { places } = allocation(s);
  const gone = caged.filter((c, i) => !isArtifact(c.being) && !!places[i]?.folders.includes('abandoned'));
  if (gone.length === 0) return { state: s, killed: [] };
  return { state: withState(s, { surface: withSurface(s.surface!, { caged: caged.filter((c) => !gone.includes(c)) }) }), killed: gone.map((c) => c.being) };
}

/** R-MOVE-30: 'napr/lecz/skaf' at a cage: the last specimen caught that sits in a cage is released. */
export function releaseLast(s: GameState): { state: GameState; released: string | null } {
  const caged = s.surface?.caged ?? [];
  const at = caged.map((c) => cagesOf(c.being) > 0).lastIndexOf(true);
  if (at < 0) return { state: s, released: null };
  return { state: withState(s, { surface: withSurface(s.surface!, { caged: caged.filter((_, i) => i !== at) }) }), released: caged[at]!.being };
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
  for (const found of caged) {
    // aboard, an artifact stowed in the shuttle is like any other
    const c = specimenWith(found, { stowed: false, fromShip: false });
    if (found.fromShip) {
      aboard.push(c);
      continue;
    }
    const d = deliver(out, c.being, dice);
    out = d.state;
    aboard.push(isArtifact(c.being) ? specimenWith(c, { vp: d.vp }) : c);
  }
  return { state: withState(out, { aboard: [...out.aboard, ...aboard] }), delivered: caged.filter((c) => !c.fromShip).length };
}
