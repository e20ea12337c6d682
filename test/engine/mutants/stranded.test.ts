// Nobody left alive (R-MOVE-03, R-MOVE-04, R-SHUTTLE-06): who counts as alive in the party and in
// the shuttle, and what the return to the shuttle's field resets. Targets the mutation survivors
// of issue 8 in rules/stranded.ts.
import { format, legalActions, type GameState, type Message } from '../../../src/engine';
import { withPutDownNote } from '../../../src/engine/step';
import { courseOf } from '../../../src/engine/rules/course';
import { recordMeeting } from '../../../src/engine/rules/meetings';
import { Dice } from '../../../src/engine/rng';
import { act } from '../../support/voyage';
import { backToShuttle, partyLostAway, shuttleReturnsAlone } from '../../../src/engine/rules/stranded';
import { landedOnArea } from '../../support/voyage';

// the Reef Islands of Birss (set 1): the Soldier walks, the Scout waits in the shuttle, a Transbot goes along
function away(): GameState {
  const s = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'scout', 'transbot']);
  const scout = s.party.expedition.crew.find((p) => p.id === 'scout')!;
  return {
    ...s,
    bay: { ...s.bay, crew: [scout] },
    party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.filter((p) => p.id !== 'scout') } },
    surface: { ...s.surface!, at: { row: 3, col: 3, cave: false } },
  };
}
const kill = (s: GameState, ...ids: string[]): GameState => ({ ...s, crew: s.crew.map((h) => (ids.includes(h.id) ? { ...h, alive: false } : h)) });

describe('R-MOVE-03 the party lost away from the shuttle', () => {
  test('the party\'s own humans count, not the first of the crew; anyone alive in the shuttle is enough', () => {
    const s = away();
    expect(partyLostAway(s)).toBe(false);
    // the Soldier dead (the Commander, first of the crew, alive aboard the starship)
    expect(partyLostAway(kill(s, 'soldier'))).toBe(true);
    // one dead and one living human in the shuttle
    const two = { ...kill(s, 'soldier', 'engineer'), bay: { ...s.bay, crew: [...s.bay.crew, { id: 'engineer' as const, suit: null }] } };
    expect(partyLostAway(two)).toBe(true);
    // nobody alive in the shuttle: not this rule (the shuttle flies back alone)
    expect(partyLostAway(kill(s, 'soldier', 'scout'))).toBe(false);
  });

  test('a meeting the lost party was in ends with it: the shuttle\'s crew is not left facing the being', () => {
    const s0 = away();
    const met = recordMeeting(s0, { being: 'plainsFlatback' }, { row: 3, col: 3, layer: 'surface' }, new Dice([1, 2, 3, 4])).state;
    expect(courseOf(met)?.stage).toBe('choose');
    // the Soldier, the party's last human, takes his sixth wound (R-CREW-03) from the meeting's hits
    const dying: GameState = { ...met, crew: met.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 5 } : h)), hitsToAssign: 1, hitRule: { source: 'clash', humans: ['soldier'] } };
    const r = act(dying, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(r.message.notes).toContainEqual(expect.objectContaining({ key: 'msg.partyLost' }));
    expect(courseOf(r)).toBeNull();
    expect(r.surface!.encounter?.being).toBe('plainsFlatback');
    expect(legalActions(r).some((a) => a.type === 'strategy')).toBe(false);
    expect(r.hint).toEqual({ key: 'hint.atShuttle' });
  });

  test('back at the shuttle: on foot, on the surface, no hits pending (they are said lost), the threats gone, the loss told after what was said', () => {
    const s0 = kill(away(), 'soldier');
    const s: GameState = { ...s0, mode: 'rover', level: 'underwater', hitsToAssign: 2, hitRule: { source: 'lava' }, hitQueue: [{ source: 'seismic', count: 3 }], message: { key: 'msg.marched', params: { hours: 1 }, notes: [{ key: 'note.threatDriven' }] }, surface: { ...s0.surface!, shuttleThreats: 2 } };
    const r = backToShuttle(s);
    expect([r.mode, r.level, r.hitsToAssign, r.hitQueue, r.hitRule, r.dressing, r.careChoice]).toEqual(['foot', 'surface', 0, [], null, null, null]);
    expect(r.surface!.at).toEqual({ row: 4, col: 3, cave: false });
    expect(r.surface!.shuttleThreats).toBe(0);
    // the Transbot and the 12 resources the party carried
    expect(s.party.carried.resources + s.party.expedition.resources).toBe(12);
    expect(r.message.notes).toEqual([{ key: 'note.threatDriven' }, { key: 'note.hitsLost', params: { count: 5 } }, { key: 'msg.partyLost', params: { units: 1, resources: 12 } }]);
    expect(r.hitsLost).toBe(0);
    expect(r.hint).toEqual({ key: 'hint.atShuttle' });
    expect(r.vpLog).toEqual([{ amount: -1, reason: 'unitLost' }]);
  });

  test('the loss names only what the party had: units, resources (those put down in PORZUCONE too), both, or neither', () => {
    const s = kill(away(), 'soldier');
    const lostNote = (x: GameState) => backToShuttle(x).message.notes!.find((n) => n.key.startsWith('msg.partyLost'));
    const noUnits = { ...s.party.expedition, units: {} };
    const empty = { ...s, party: { ...s.party, expedition: noUnits, carried: { ...s.party.carried, resources: 0 }, abandoned: { ...s.party.abandoned, resources: 0 } } };
    expect(lostNote(empty)).toEqual({ key: 'msg.partyLostNothing', params: { units: 0, resources: 0 } });
    expect(lostNote({ ...empty, party: { ...empty.party, abandoned: { ...empty.party.abandoned, resources: 3 } } })).toEqual({ key: 'msg.partyLostResources', params: { units: 0, resources: 3 } });
    expect(lostNote({ ...empty, party: { ...empty.party, expedition: s.party.expedition } })).toEqual({ key: 'msg.partyLostUnits', params: { units: 1, resources: 0 } });
    expect(lostNote({ ...empty, party: { ...empty.party, expedition: s.party.expedition, carried: { ...empty.party.carried, resources: 2 }, abandoned: { ...empty.party.abandoned, resources: 5 } } })).toEqual({ key: 'msg.partyLost', params: { units: 1, resources: 7 } });
    // in words: no count of zero
    expect(format('en', { key: 'msg.partyLostUnits', params: { units: 1, resources: 0 } })).toBe('Nobody of the expedition survived away from the shuttle. All it had is lost: 1 unit. Whoever stayed in the SHUTTLE carries on.');
    expect(format('pl', { key: 'msg.partyLost', params: { units: 2, resources: 5 } })).toBe('Z ekspedycji z dala od promu nikt nie przeżył. Przepadło wszystko, co miała: 2 jednostki i 5 zasobów. Dalej działa ten, kto został w PROMIE.');
    expect(format('en', { key: 'msg.partyLostNothing', params: { units: 0, resources: 0 } })).toBe('Nobody of the expedition survived away from the shuttle; it carried no gear and no resources. Whoever stayed in the SHUTTLE carries on.');
    expect(format('pl', { key: 'msg.partyLostNothing', params: { units: 0, resources: 0 } })).toBe('Z ekspedycji z dala od promu nikt nie przeżył; nie miała przy sobie sprzętu ani zasobów. Dalej działa ten, kto został w PROMIE.');
  });

  test('a party that died in the step put nothing down to come back for: no put-down note beside its loss', () => {
    const s = away();
    // the Soldier, the party's last human, dies: what he carried is not "put down, lost if the party leaves"
    const dead = kill(s, 'soldier');
    const putDown = { ...dead, party: { ...dead.party, abandoned: { ...dead.party.abandoned, resources: 4 } } };
    expect(withPutDownNote(putDown, s, { type: 'hit', folder: 'expedition', unit: 'soldier' }).message.notes ?? []).toEqual(s.message.notes ?? []);
    // alive, the same change is told
    const alive = { ...s, party: { ...s.party, abandoned: { ...s.party.abandoned, resources: 4 } } };
    expect(withPutDownNote(alive, s, { type: 'hit', folder: 'expedition', unit: 'soldier' }).message.notes).toContainEqual({ key: 'note.putDownResources', params: { count: 4 } });
    // nobody alive anywhere (the shuttle flies back alone): no put-down note either
    const none = kill(putDown, 'scout');
    expect(withPutDownNote(none, s, { type: 'hit', folder: 'expedition', unit: 'soldier' }).message.notes ?? []).toEqual(s.message.notes ?? []);
  });

  test('R-SHUTTLE-06 the shuttle flying back alone clears the hits still queued', () => {
    const s0 = kill(away(), 'soldier', 'scout');
    const r = shuttleReturnsAlone({ ...s0, hitQueue: [{ source: 'seismic', count: 3 }] });
    expect(r.hitQueue).toEqual([]);
    expect(r.phase).toBe('space');
    // the hits nobody takes are said to be lost, before the shuttle's return
    expect(r.message.notes!.map((n) => n.key).slice(-2)).toEqual(['note.hitsLost', 'msg.shuttleReturnedAlone']);
    expect(r.message.notes!.at(-2)).toEqual({ key: 'note.hitsLost', params: { count: 3 } });
    // those being given out and those dropped earlier in the step count too, in one note
    const all = shuttleReturnsAlone({ ...s0, hitsToAssign: 2, hitRule: { source: 'lava' }, hitQueue: [{ source: 'seismic', count: 3 }], hitsLost: 4 });
    expect(all.message.notes!.filter((n) => n.key === 'note.hitsLost')).toEqual([{ key: 'note.hitsLost', params: { count: 9 } }]);
    expect([all.hitsToAssign, all.hitsLost]).toEqual([0, 0]);
    // nothing pending: no note
    expect(shuttleReturnsAlone(s0).message.notes!.some((n) => n.key === 'note.hitsLost')).toBe(false);
    // a message without notes gets just these two
    const bare = shuttleReturnsAlone({ ...s0, message: { key: 'msg.marched', params: { hours: 1 } }, hitQueue: [{ source: 'seismic', count: 3 }] });
    expect(bare.message.notes!.map((n) => n.key)).toEqual(['note.hitsLost', 'msg.shuttleReturnedAlone']);
  });

  test('R-SHUTTLE-06 a creature said carried into the shuttle in the step that killed the last human is not told: it is lost with the table (the 30-month soak\'s seed 84717)', () => {
    const s0 = kill(away(), 'soldier', 'scout');
    const death: Message = { key: 'msg.hit.death', params: { unit: { unit: 'soldier' } } };
    const told: GameState = { ...s0, message: { key: 'msg.marched', params: { hours: 1 }, notes: [death, { key: 'note.cagedToShuttle', params: { being: { being: 'driftBladder' } } }, { key: 'note.cagedToShuttleMany', params: { being: { being: 'mudGulper' }, count: 2 } }] } };
    expect(shuttleReturnsAlone(told).message.notes!.map((n) => n.key)).toEqual(['msg.hit.death', 'msg.shuttleReturnedAlone']);
    expect(shuttleReturnsAlone(told).message.notes![0]).toEqual(death);
  });
});

describe('R-MOVE-03 R-DEV-68 R-ART-06 what was caged when the party is lost away from the shuttle', () => {
  test('a creature in the party\'s cage goes free, one in the shuttle\'s stays; a carried artifact stays where the party fell, a stowed one in the shuttle', () => {
    const s = away();
    const withCages = {
      ...s,
      bay: { ...s.bay, units: { ...s.bay.units, cage: { count: 1, damaged: 0 } } },
      party: { ...s.party, carried: { ...s.party.carried, units: { ...s.party.carried.units, cage: { count: 1, damaged: 0 } } } },
      surface: {
        ...s.surface!,
        caged: [
          { being: 'mudGulper', indicators: {}, stowed: true as const },
          { being: 'starTablet', indicators: {}, weight: 3 },
          { being: 'memorySphere', indicators: {}, weight: 2, stowed: true as const },
          { being: 'driftBladder', indicators: {} },
        ],
      },
    };
    const out = backToShuttle(kill(withCages, 'soldier'));
    // the shuttle's one cage holds the creature put into it; the other's cage was the party's
    expect(out.surface!.caged.map((c) => c.being)).toEqual(['mudGulper', 'memorySphere']);
    expect(out.message.notes).toContainEqual({ key: 'note.cageLost', params: { being: { being: 'driftBladder' } } });
  });
});
