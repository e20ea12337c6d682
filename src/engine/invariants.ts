// The invariants of a game state that its schema cannot express. One code for the loader (a saved
// game is untrusted) and for the engine's own tests and fuzzer: every state the engine reaches
// must pass, so every saved game loads again.
import { CAMPAIGNS, VOYAGE_PLANS } from './data/setup';
import { HUMAN_IDS, STOCK_IDS } from './data/units';
import { MAX_BAY_RESOURCES } from './rules/loading';
import { damagedInTable, tableFolderList } from './rules/folders';
import { atShuttle, fieldAt, surfaceArea } from './rules/field';
import { eventById } from './rules/spaceEvents';
import type { GameState } from './state';
import { beingById } from './data/content/bestiary';
import { ALIEN_WEAPON } from './data/artifacts';
import { ledgerSum } from './rules/vp';
import { woundsSurvived } from './rules/losses';
import { validWorlds } from './rules/worlds';

/** Checks the schema cannot express; returns what is wrong, or null. */
export function invariantBroken(s: GameState): string | null {
  for (let i = 0; i < HUMAN_IDS.length; i++) {
    const h = s.crew[i]!;
    if (h.id !== HUMAN_IDS[i]) return `crew[${i}] is ${h.id}, expected ${HUMAN_IDS[i]}`;
    // the 6th wound kills (DECISIONS: R-CREW-03); a human may also die unwounded (hostile air)
    if (h.alive && h.wounds > woundsSurvived(h)) return `${h.id}: ${h.wounds} wounds but alive`;
    if (h.starvedWounds > h.wounds) return `${h.id}: ${h.starvedWounds} wounds from hunger of ${h.wounds}`;
    if ((h.preHealed?.length ?? 0) > Math.max(0, h.wounds - h.starvedWounds)) return `${h.id}: ${h.preHealed!.length} pre-healed wounds of ${h.wounds - h.starvedWounds}`;
    // the infection lasts until the expedition ends (R-INF-09)
    if (h.ill && s.phase !== 'surface') return `${h.id} is ill off a planet`;
  }
  for (const id of STOCK_IDS) {
    const st = s.stock[id];
    if (st.damaged > st.count) return `${id}: ${st.damaged} damaged of ${st.count}`;
  }
  if (s.rng.every((n) => n === 0)) return 'random generator state is all zeros';
  if (new Set(s.visited).size !== s.visited.length) return 'a planet is visited twice';
  if (s.orbit && !s.visited.includes(s.orbit.planet)) return `orbiting ${s.orbit.planet}, which was not visited`;
  if (s.worlds && !validWorlds(s.worlds)) return 'the worlds are not a shuffle within the orbit classes';
  if (s.campaign) {
    const c = s.campaign;
    if (CAMPAIGNS[c.id][c.played.length] !== s.length) return `voyage ${c.played.length + 1} of campaign ${c.id} is not ${s.length} months long`;
    if (c.played.some((g, i) => g.length !== CAMPAIGNS[c.id][i])) return `a voyage of campaign ${c.id} has the wrong length`;
    const entered = s.visited.find((p) => c.closed.includes(p));
    if (entered) return `${entered} was explored earlier in the campaign`;
  }
  if (s.phase === 'event' && !eventById(s.event ?? '')?.options) return `no space event "${s.event}" waits for a choice`;
  if ((s.phase === 'wounds') !== s.woundsToAssign > 0) return `${s.woundsToAssign} wounds to give out in phase ${s.phase}`;
  if ((s.phase === 'event' || s.phase === 'wounds') !== (s.arriving !== null)) return `phase ${s.phase} with arriving=${s.arriving}`;
  if (s.visited.length > VOYAGE_PLANS[s.length].planets) return `${s.visited.length} planets visited on a ${s.length}-month voyage`;
  const folders = tableFolderList(s);
  const humans = folders.flatMap((f) => f.crew.map((p) => p.id));
  if (new Set(humans).size !== humans.length) return 'a human is twice in the expedition table';
  // only the dead of the infection are carried (R-INF-12); the sick and the dead do not walk
  const dead = humans.find((id) => !s.crew.find((h) => h.id === id)?.alive && !s.crew.find((h) => h.id === id)?.ill);
  if (dead) return `${dead} is dead but in the expedition table`;
  const walking = [...s.party.expedition.crew, ...s.party.used.crew].find((p) => s.crew.find((h) => h.id === p.id)?.ill);
  if (walking) return `${walking.id} is ill but walks`;
  if (s.shuttles > VOYAGE_PLANS[s.length].shuttles) return `${s.shuttles} shuttles on a ${s.length}-month voyage`;
  for (const f of folders)
    for (const id of STOCK_IDS) {
      const st = f.units[id];
      if (st && st.damaged > st.count) return `expedition table ${id}: ${st.damaged} damaged of ${st.count}`;
    }
  if (folders.reduce((n, f) => n + f.resources, 0) > MAX_BAY_RESOURCES) return `more than ${MAX_BAY_RESOURCES} resources in the expedition table`;
  if ((s.phase === 'landing') !== (s.landing !== null) && s.phase !== 'surface') return `phase ${s.phase} with landing=${JSON.stringify(s.landing)}`;
  if (s.hitsToAssign > 0 && s.phase !== 'surface') return `${s.hitsToAssign} hits to give out in phase ${s.phase}`;
  if (s.hitsToAssign === 0 && (s.hitRule !== null || s.hitQueue.length > 0)) return 'hits waiting, none being given out';
  if (s.menu === 'confirmEarth' && s.phase !== 'space') return `the flight home is asked about in phase ${s.phase}`;
  if ((s.phase === 'surface') !== (s.surface !== null)) return `phase ${s.phase} with surface=${JSON.stringify(s.surface)}`;
  // issue 14: the PZ total is the points ledger's sum
  if (ledgerSum(s.ledger) !== s.vp) return `${s.vp} PZ but the ledger sums to ${ledgerSum(s.ledger)}`;
  return specimensBroken(s) ?? surfaceBroken(s);
}

/** R-LAND-02: only a recognised Alien Weapon is loaded into the shuttle, one at a time, and only in orbit; only weapons come from the starship. */
function specimensBroken(s: GameState): string | null {
  const loaded = s.aboard.filter((c) => c.loaded);
  if (loaded.length > 0 && s.phase !== 'orbit' && s.phase !== 'landing') return `a specimen loaded into the shuttle in phase ${s.phase}`;
  if (loaded.length > 1 || loaded.some((c) => c.being !== ALIEN_WEAPON.id)) return `loaded aboard: ${loaded.map((c) => c.being).join(', ')}`;
  const down = (s.surface?.caged ?? []).filter((c) => c.fromShip);
  if (down.length > 1 || down.some((c) => c.being !== ALIEN_WEAPON.id)) return `taken from the starship: ${down.map((c) => c.being).join(', ')}`;
  if (s.aboard.some((c) => c.stowed || c.fromShip)) return 'a specimen aboard is marked as on a planet';
  return null;
}

/** Where the party is must be a field of its area, at a layer that field has (R-MAP-09). */
function surfaceBroken(s: GameState): string | null {
  const empty = (f: GameState['party']['abandoned']) => f.crew.length === 0 && f.resources === 0 && STOCK_IDS.every((id) => !f.units[id]?.count);
  if (!s.surface) return empty(s.party.abandoned) ? null : 'units abandoned off the planet';
  if (!surfaceArea(s)) return `unknown area ${s.surface.area}`;
  const { row, col, cave } = s.surface.at;
  const f = fieldAt(s, row, col);
  if (!f) return `the party at ${row}:${col}, off the map`;
  if (cave && !f.cave) return `the party in a cave at ${row}:${col}, where there is none`;
  if (s.level === 'underwater' && (cave || f.base !== 'liquid')) return `the party under a liquid at ${row}:${col}, where there is none`;
  if (atShuttle(s) && !empty(s.party.abandoned)) return 'units abandoned at the shuttle';
  for (const id of STOCK_IDS) {
    const starved = s.surface.starvedDamage[id] ?? 0;
    if (starved > damagedInTable(s, id)) return `${starved} ${id} damaged by hunger, fewer damaged in the table`;
  }
  return courseBroken(s);
}

/** A meeting's course: a surprise never waits for a click; caged creatures fit the table's cages (R-DEV-67). */
function courseBroken(s: GameState): string | null {
  const c = s.surface!.encounter?.course;
  if (c?.stage === 'surprise') return 'a surprise attack left unresolved';
  if (c && c.weapons.length > HUMAN_IDS.length) return `${c.weapons.length} weapons chosen`;
  const cages = tableFolderList(s).reduce((n, f) => n + (f.units.cage?.count ?? 0), 0);
  const needed = s.surface!.caged.reduce((n, x) => n + (beingById(x.being)?.cages ?? 1), 0);
  if (needed > cages) return `caged creatures need ${needed} cages, the table holds ${cages}`;
  return null;
}


