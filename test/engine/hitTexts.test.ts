// R-DMG-01: "the text field tells the player" — each hit given out says what it did: who was
// wounded and how many wounds he has, who died, what was damaged or destroyed, how many
// resources were lost (R-DMG-20: 2, or 1 with a Repbot), what became of a suit (R-DMG-11), and
// whether the first wound or damage of the batch was tended at once (R-DMG-23, R-DMG-24).
// Before, the text field kept the event's sentence through every hit, and each hit's VP notes
// piled up under it ("−1 VP for wounds. −1 VP for wounds.").
import '../../src/engine/text/english';
import { format, newGame, PLANETS, type GameState } from '../../src/engine';
import { queueHits } from '../../src/engine/rules/hitRules';
import { recordMeeting } from '../../src/engine/rules/meetings';
import { partyPlace } from '../../src/engine/rules/field';
import { courseHint, courseOf } from '../../src/engine/rules/course';
import { Dice } from '../../src/engine/rng';
import { strikeSuit } from '../../src/engine/rules/hits';
import { act, landedOnArea, landedWhere } from '../support/voyage';

type Set = (typeof PLANETS)['mezo']['sets'][number];
/** Landed on a planet whose set matches, with the units walking, and `hits` hits to give out. */
const hitAfterLanding = (pred: (x: Set) => boolean, units: ('soldier' | 'scout' | 'transbot' | 'repbot' | 'laser')[], hits: number): GameState => ({ ...landedWhere(pred, units, 31, 4), hitsToAssign: hits });
const normal = (x: Set) => x.atmosphere === 'normal';
const toxic = (x: Set) => x.atmosphere === 'toxic';
const both = (s: GameState) => [format('pl', s.message), format('en', s.message)];

describe('R-DMG-01 each hit says what it did', () => {
  test('a wound names the wounded and his wounds; the event\'s sentence and the last hit\'s notes do not stay', () => {
    let s = hitAfterLanding(normal, ['soldier'], 2);
    s = { ...s, message: { key: 'msg.accidentHits', params: { count: 2 } } };
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(s.message.key).toBe('msg.hit.wound');
    expect(s.message.params).toEqual({ unit: { unit: 'soldier' }, wounds: 1 });
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(s.message.params).toEqual({ unit: { unit: 'soldier' }, wounds: 2 });
    // R-DMG-07: a wound may cost 1 VP; its note belongs to this hit only
    expect((s.message.notes ?? []).filter((n) => n.key === 'vp.wound').length).toBeLessThanOrEqual(1);
    expect(both(s)).toEqual([expect.stringContaining('Rana: Żołnierz (ran: 2).'), expect.stringContaining('Wound: Soldier (wounds: 2).')]);
  });

  test('R-DMG-10 the fatal wound says the human is dead', () => {
    const s0 = hitAfterLanding(normal, ['soldier', 'scout'], 1);
    // R-CREW-03: five wounds survived, the sixth kills
    const s = act({ ...s0, crew: s0.crew.map((h) => (h.id === 'scout' ? { ...h, wounds: 5 } : h)) }, { type: 'hit', folder: 'expedition', unit: 'scout' });
    expect(s.crew.find((h) => h.id === 'scout')!.alive).toBe(false);
    expect(s.message.key).toBe('msg.hit.death');
    expect(both(s)).toEqual([expect.stringContaining('Rana śmiertelna: Zwiadowca nie żyje.'), expect.stringContaining('A fatal wound: the Scout is dead.')]);
  });

  test('R-DMG-13 a robot hit is damaged, hit again destroyed, with its VP', () => {
    let s = hitAfterLanding(normal, ['soldier', 'transbot'], 2);
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'transbot' });
    expect(s.message).toMatchObject({ key: 'msg.hit.damaged', params: { unit: { unit: 'transbot' } } });
    expect(format('pl', s.message)).toContain('Uszkodzono Transbota.');
    const where = s.party.carried.units.transbot?.count ? 'carried' : 'shuttle';
    s = act(s, { type: 'hit', folder: where, unit: 'transbot' });
    expect(s.message).toMatchObject({ key: 'msg.hit.destroyed', params: { unit: { unit: 'transbot' } } });
    // R-SCORE-30: the destroyed robot's −1 VP is told under this hit
    expect(s.message.notes).toContainEqual({ key: 'vp.unitLost', params: { amount: '−1' } });
    expect(both(s)).toEqual([expect.stringContaining('Zniszczono Transbota.'), expect.stringContaining('Destroyed: Transbot.')]);
  });

  test('R-DMG-20 resources: 2 lost, or 1 with a Repbot', () => {
    const s = act(hitAfterLanding(normal, ['soldier'], 1), { type: 'hit', folder: 'carried', unit: 'resources' });
    expect(s.message).toEqual({ key: 'msg.hit.resources', params: { count: 2 } });
    expect(both(s)).toEqual(['Utracono 2 zasoby.', '2 resources lost.']);
    const r = act(hitAfterLanding(normal, ['soldier', 'repbot'], 1), { type: 'hit', folder: 'carried', unit: 'resources' });
    expect(r.message).toEqual({ key: 'msg.hit.resources', params: { count: 1 } });
    expect(both(r)).toEqual(['Utracono 1 zasób.', '1 resource lost.']);
  });

  test('R-DMG-11 a suit: damaged, then destroyed — in toxic air with its wearer', () => {
    let s = hitAfterLanding(toxic, ['soldier', 'scout'], 2);
    s = act(s, { type: 'hitSuit', folder: 'expedition', unit: 'scout' });
    expect(s.message).toEqual({ key: 'msg.hit.suitDamaged', params: { unit: { unit: 'scout' } } });
    // only the scout's row changes
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier', 'scout']);
    s = act(s, { type: 'hitSuit', folder: 'expedition', unit: 'scout' });
    expect(s.crew.find((h) => h.id === 'scout')!.alive).toBe(false);
    expect(s.message.key).toBe('msg.hit.suitDeath');
    expect(both(s)).toEqual([expect.stringContaining('Zwiadowca nie żyje'), expect.stringContaining('the Scout is dead')]);
  });

  test('R-DMG-11 in breathable air a destroyed suit leaves its wearer alive', () => {
    let s = hitAfterLanding(normal, ['soldier', 'scout'], 2);
    s = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => (p.id === 'scout' ? { ...p, suit: { kind: 'suit' as const, damaged: true } } : p)) } } };
    s = act(s, { type: 'hitSuit', folder: 'expedition', unit: 'scout' });
    expect(s.crew.find((h) => h.id === 'scout')!.alive).toBe(true);
    // the wearer stays in his row, without a suit
    expect(s.party.expedition.crew.find((p) => p.id === 'scout')).toEqual({ id: 'scout', suit: null });
    expect(s.message).toEqual({ key: 'msg.hit.suitDestroyed', params: { unit: { unit: 'scout' } } });
    expect(both(s)).toEqual(['Skafander zniszczony: Zwiadowca.', 'Suit destroyed: Scout.']);
  });
});

describe('R-DMG-01 the rarer rows', () => {
  test('R-DMG-18 an artifact destroyed is named (the last one taken)', () => {
    const s0 = hitAfterLanding(normal, ['soldier', 'scout'], 0);
    const carrying = { ...s0, surface: { ...s0.surface!, caged: [{ being: 'starTablet', indicators: {}, weight: 3 }, { being: 'memorySphere', indicators: {}, weight: 2 }] } };
    const s = act(queueHits(carrying, [{ source: 'being', count: 1 }]), { type: 'hit', folder: 'carried', unit: 'artifacts' });
    expect(s.surface!.caged.map((c) => c.being)).toEqual(['starTablet']);
    // destroyed, not put down for its weight: no 'left behind' note (R-ART-06 is for the overloaded party)
    expect(s.message).toEqual({ key: 'msg.hit.artifact', params: { being: { being: 'memorySphere' } } });
  });

  test('R-DMG-15 R-DEV-03 a unit that cannot be damaged is destroyed, and no damage is counted for it', () => {
    const s0 = hitAfterLanding(normal, ['soldier'], 0);
    const withCage = { ...s0, party: { ...s0.party, carried: { ...s0.party.carried, units: { ...s0.party.carried.units, cage: { count: 2, damaged: 0 } } } } };
    const s = act(queueHits(withCage, [{ source: 'seismic', count: 1 }]), { type: 'hit', folder: 'carried', unit: 'cage' });
    expect(s.party.carried.units.cage).toEqual({ count: 1, damaged: 0 });
    expect(s.message).toEqual({ key: 'msg.hit.destroyed', params: { unit: { unit: 'cage' } } });
  });

  test('a suit hit on a human with no suit, or not in that folder, changes nothing and says nothing', () => {
    const s = hitAfterLanding(normal, ['soldier'], 1);
    const bare = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => ({ ...p, suit: null })) } } };
    expect(strikeSuit(bare, 'expedition', 'soldier')).toEqual({ state: bare, message: null });
    expect(strikeSuit(s, 'carried', 'soldier')).toEqual({ state: s, message: null });
  });
});

describe('R-ENC-18 R-STRAT-01 hits that interrupt a meeting', () => {
  test('after the last one the hint asks for the strategy (the movement board is closed while the meeting lasts)', () => {
    const s0 = hitAfterLanding(normal, ['soldier', 'scout'], 0);
    const met = recordMeeting(s0, { being: 'plainsFlatback' }, partyPlace(s0)!, new Dice([1, 2, 3, 4])).state;
    expect(courseOf(met)?.stage).toBe('choose');
    let s = queueHits(met, [{ source: 'clash', count: 2, humans: ['soldier', 'scout'] }]);
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(s.hint?.key).toBe('hint.hitsFrom');
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'scout' });
    expect(s.hitsToAssign).toBe(0);
    expect(s.hint).toEqual({ key: 'msg.course.choose', params: { being: { being: 'plainsFlatback' } } });
    expect(format('en', s.hint!)).toBe('Plains Flatback: choose a strategy in the menu.');
  });

  test('each stage of the meeting has its own hint: weapons, capture or kill, the caught creature, an own course', () => {
    const s0 = hitAfterLanding(normal, ['soldier'], 0);
    const met = recordMeeting(s0, { being: 'plainsFlatback' }, partyPlace(s0)!, new Dice([1, 2, 3, 4])).state;
    const at = (stage: string) => ({ ...met, surface: { ...met.surface!, encounter: { ...met.surface!.encounter!, course: { ...courseOf(met)!, stage } } } }) as GameState;
    const being = { being: 'plainsFlatback' };
    expect(courseHint(at('choose'))).toEqual({ key: 'msg.course.choose', params: { being } });
    expect(courseHint(at('weapons'))).toEqual({ key: 'note.pickWeapons' });
    expect(courseHint(at('mode'))).toEqual({ key: 'note.chooseMode' });
    expect(courseHint(at('caught'))).toEqual({ key: 'msg.course.caught', params: { being } });
    expect(courseHint(at('own'))).toEqual({ key: 'hint.chooseOption' });
    // a surprise is resolved within its step: no hint of its own
    expect(courseHint(at('surprise'))).toBeNull();
    expect(courseHint(s0)).toBeNull();
  });

  test('with no meeting open the hint goes back to the movement board', () => {
    let s = queueHits(hitAfterLanding(normal, ['soldier'], 0), [{ source: 'seismic', count: 1 }]);
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(['hint.researchMode', 'hint.atShuttle', 'hint.marchMode', 'hint.researchLandingField']).toContain(s.hint?.key);
  });
});

describe('R-DMG-23 R-DMG-24 a tended hit says so', () => {
  /** Suwatte (normal air), the party down with `units`, a batch of hits waiting, nothing tended yet. */
  const struck = (units: Parameters<typeof landedOnArea>[3], count: number) => {
    const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
    return queueHits({ ...s, crew: s.crew.map((h) => ({ ...h, preHealed: [] })), surface: { ...s.surface!, patched: {} } }, [{ source: 'seismic', count }]);
  };

  test('the Doctor dresses the batch\'s first wound at once; the second is not tended, and nothing says it is', () => {
    let s = act(struck(['soldier', 'doctor'], 2), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(s.crew.find((h) => h.id === 'soldier')!.preHealed).toEqual([1]);
    expect(s.message.notes).toContainEqual({ key: 'note.preHealed' });
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(s.message.notes?.some((n) => n.key === 'note.preHealed') ?? false).toBe(false);
  });

  test('without the Doctor or a Medkit the wound is not dressed', () => {
    const s = act(struck(['soldier'], 1), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(s.message.notes?.some((n) => n.key === 'note.preHealed') ?? false).toBe(false);
  });

  test('the Engineer patches up the batch\'s first damage at once', () => {
    const s0 = struck(['soldier', 'engineer', 'laser'], 1);
    const folder = (['expedition', 'carried', 'used'] as const).find((f) => (s0.party[f].units.laser?.count ?? 0) > 0)!;
    const s = act(s0, { type: 'hit', folder, unit: 'laser' });
    expect(s.surface!.patched).toEqual({ laser: [1] });
    expect(s.message.notes).toContainEqual({ key: 'note.patchedUp' });
    expect(format('en', s.message)).toBe('Damaged: Laser. The damage is patched up at once: repairing it will take less time.');
  });

  test('the batch\'s second damage is not patched up, and nothing says it is', () => {
    const s0 = struck(['soldier', 'engineer', 'laser', 'detector'], 2);
    const at = (s: GameState, id: 'laser' | 'detector') => (['expedition', 'carried', 'used'] as const).find((f) => (s.party[f].units[id]?.count ?? 0) > 0)!;
    let s = act(s0, { type: 'hit', folder: at(s0, 'laser'), unit: 'laser' });
    expect(s.message.notes).toContainEqual({ key: 'note.patchedUp' });
    s = act(s, { type: 'hit', folder: at(s, 'detector'), unit: 'detector' });
    expect(s.message).toMatchObject({ key: 'msg.hit.damaged', params: { unit: { unit: 'detector' } } });
    expect(s.message.notes?.some((n) => n.key === 'note.patchedUp') ?? false).toBe(false);
  });
});

describe('R-DMG-01 wounds given out aboard the starship', () => {
  const aboard = (wounds: number): GameState => ({ ...newGame({ length: 30, seed: 1 }), phase: 'wounds', woundsToAssign: wounds, arriving: 'mezo' });

  test('each wound names the wounded, the hint counts those still to give out; the last one is said on arrival', () => {
    let s = act(aboard(2), { type: 'assignWound', unit: 'soldier' });
    expect(s.message).toMatchObject({ key: 'msg.hit.wound', params: { unit: { unit: 'soldier' }, wounds: 1 } });
    // the hint counts what is left: it said 2 before this wound
    expect(s.hint).toEqual({ key: 'msg.assignWounds', params: { count: 1 } });
    s = act(s, { type: 'assignWound', unit: 'scout' });
    expect(s.phase).toBe('orbit');
    expect(s.message.key).toBe('msg.woundsGiven');
    // the wound, then the arrival; the PZ the wounds cost follow
    expect(s.message.notes!.slice(0, 2)).toEqual([{ key: 'msg.hit.wound', params: { unit: { unit: 'scout' }, wounds: 1 } }, { key: 'msg.arrived', params: { planet: { planet: 'mezo' }, month: 0, plan: 30 } }]);
    expect(s.message.notes!.slice(2).every((n) => n.key.startsWith('vp.'))).toBe(true);
    expect(format('en', s.message)).toMatch(/^The wounds are given out\. Wound: Scout \(wounds: 1\)\. The starship entered the orbit of Mezo \(month 0 of 30\)\. See its characteristics in the planet box\./);
    // the hint lists the landing areas at once
    expect(s.hint!.key).toBe('hint.areas');
  });

  test('R-CREW-03 the sixth wound kills, and the text says so', () => {
    const s0 = aboard(2);
    const s = act({ ...s0, crew: s0.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 5 } : h)) }, { type: 'assignWound', unit: 'soldier' });
    expect(s.crew.find((h) => h.id === 'soldier')!.alive).toBe(false);
    expect(s.message).toMatchObject({ key: 'msg.hit.death', params: { unit: { unit: 'soldier' } } });
    expect(format('pl', s.message)).toContain('Rana śmiertelna: Żołnierz nie żyje.');
  });
});
