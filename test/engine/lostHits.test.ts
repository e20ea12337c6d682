// R-DMG-01, R-MOVE-03, R-RES-16: the hits still to be given out when the party is lost go with it,
// and the step says so. Before, a seismic shock's "12 hits" were announced, the last human of the
// party died of the first ones, and the rest vanished without a word (the claims check let it pass
// whenever the party was gone). The hits the shuttle's own humans take for their hunger stay theirs.
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, format, legalActions, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { claimsFault } from '../../src/fuzz/claimCheck';

function fixture(name: string): GameState {
  const loaded = deserialize(readFileSync(join(__dirname, 'fixtures', name), 'utf8'));
  if (!loaded.ok) throw new Error(`${name} does not load`);
  return loaded.state;
}

const before = fixture('partyLostHits.json');
const fatal = { type: 'hit', folder: 'expedition', unit: 'doctor' } as const;

test('R-MOVE-03 the hits left when the party away from the shuttle is lost are said to be lost with it', () => {
  // the branch: the Doctor, one wound from death, is the party's last human; 5 hits of a shock being
  // given out and 12 more queued; the Scientist waits in the shuttle
  expect(before.party.expedition.crew.map((p) => p.id)).toEqual(['doctor']);
  expect(before.crew.find((h) => h.id === 'doctor')!.wounds).toBe(5);
  expect(before.hitsToAssign).toBe(5);
  expect(before.hitQueue).toEqual([{ source: 'seismic', count: 12 }]);
  expect(before.bay.crew.map((p) => p.id)).toEqual(['scientist']);
  const after = step(before, fatal).state;
  expect(after.crew.find((h) => h.id === 'doctor')!.alive).toBe(false);
  expect([after.hitsToAssign, after.hitQueue, after.hitRule]).toEqual([0, [], null]);
  expect(after.hitsLost).toBeUndefined();
  expect((after.message.notes ?? []).map((n) => n.key)).toEqual(['note.hitsLost', 'msg.partyLostNothing', 'vp.death']);
  expect(format('en', after.message)).toBe(
    'A fatal wound: the Doctor is dead. Nobody is there to take the hits (16): they are lost. Nobody of the expedition survived away from the shuttle; it carried no gear and no resources. Whoever stayed in the SHUTTLE carries on. −10 VP for the death of 1 crew member.',
  );
  expect(format('pl', after.message)).toBe(
    'Rana śmiertelna: Lekarz nie żyje. Nie ma nikogo, kto przyjąłby obrażenia (16): przepadają. Z ekspedycji z dala od promu nikt nie przeżył; nie miała przy sobie sprzętu ani zasobów. Dalej działa ten, kto został w PROMIE. −10 PZ za śmierć 1 członka załogi.',
  );
  expect(after.hint).toEqual({ key: 'hint.atShuttle' });
});

test('R-RES-16 the hunger hits of the humans in the shuttle stay theirs when the party is lost, and the hint asks for them', () => {
  const hungry: GameState = { ...before, hitQueue: [...before.hitQueue, { source: 'starvedShuttle', count: 2 }] };
  const after = step(hungry, fatal).state;
  expect(after.hitsToAssign).toBe(2);
  expect(after.hitRule).toEqual({ source: 'starvedShuttle' });
  expect(after.hitQueue).toEqual([]);
  // only the shock's 16 are lost
  expect(after.message.notes!.find((n) => n.key === 'note.hitsLost')).toEqual({ key: 'note.hitsLost', params: { count: 16 } });
  expect(after.hint).toEqual({ key: 'hint.hitsFrom', params: { count: 2, cause: { text: 'cause.starvedShuttle' } } });
  expect(format('en', after.hint!)).toBe('To give out: 2 hits (no resources in the shuttle: wounds to the humans in it). Click wound/damage or damage suit in a row marked <.');
  expect(format('pl', after.hint!)).toBe('Do rozdzielenia: 2 obrażenia (brak zasobów na promie: rany ludzi na promie). Kliknij rań/uszkodź lub uszkodź skaf. w wierszu oznaczonym <.');
  // the Scientist in the shuttle can take them
  expect(legalActions(after)).toContainEqual({ type: 'hit', folder: 'shuttle', unit: 'scientist' });
});

test('R-MOVE-03 R-DMG-18 a find the lost party carried takes none of its hits: they are said lost, and the voyage goes on (it was a dead end)', () => {
  // the heuristic player, 30 months, seed 282, step 368: three humans in damaged suits scattered in
  // near-zero gravity, carrying the Ringing Geode; the suits fail and all three die. The hits were
  // kept for the find, which stays where the party fell: nothing could take them, nothing could move.
  const s = fixture('partyLostCarryingFind.json');
  expect(s.surface!.caged.filter((c) => c.weight)).toEqual([{ being: 'ringingGeode', indicators: {}, weight: 2 }]);
  const after = step(s, { type: 'care', folder: 'expedition', unit: 'scientist' }).state;
  expect((after.message.notes ?? []).map((n) => n.key).slice(0, 4)).toEqual(['note.scatter', 'note.suitsHit', 'note.hitsLost', 'msg.partyLost']);
  expect(after.message.notes![2]).toEqual({ key: 'note.hitsLost', params: { count: 3 } });
  // the find left where the party fell is named (the loss's text counted only units and resources)
  expect(after.message.notes![4]).toEqual({ key: 'note.artifactLostWithParty', params: { being: { being: 'ringingGeode' } } });
  expect(after.message.notes!.filter((n) => n.key === 'note.artifactLostWithParty')).toHaveLength(1);
  // the claims check holds the note to the state: a find said left must have been carried, and be gone
  expect(claimsFault(s, after)).toBeNull();
  const keptFind: GameState = { ...after, surface: { ...after.surface!, caged: s.surface!.caged.filter((c) => c.being === 'ringingGeode') } };
  expect(claimsFault(s, keptFind)).toBe('note.artifactLostWithParty: ringingGeode was not carried by the party, or is still with it');
  const stowedBefore: GameState = { ...s, surface: { ...s.surface!, caged: s.surface!.caged.map((c) => (c.being === 'ringingGeode' ? { ...c, stowed: true } : c)) } };
  expect(claimsFault(stowedBefore, after)).toBe('note.artifactLostWithParty: ringingGeode was not carried by the party, or is still with it');
  expect(format('en', after.message.notes![4]!)).toBe('Left where the expedition fell: Ringing Geode, the find it carried.');
  expect(format('pl', after.message.notes![4]!)).toBe('Zostaje tam, gdzie zginęła ekspedycja: Geoda dzwoniąca — znalezisko, które niosła.');
  expect([after.hitsToAssign, after.hitQueue, after.surface!.caged]).toEqual([0, [], []]);
  expect(after.hint).toEqual({ key: 'hint.atShuttle' });
  expect(advise(after)).not.toBeNull();
  // the three deaths of the step are counted in the points' note (it said "for a crew member's death")
  expect(after.message.notes!.find((n) => n.key === 'vp.death')).toEqual({ key: 'vp.death', params: { amount: '−36', count: 3 } });
  expect(format('en', after.message)).toContain(' −36 VP for the deaths of 3 crew members.');
  expect(format('pl', after.message)).toContain(' −36 PZ za śmierć 3 członków załogi.');
});
