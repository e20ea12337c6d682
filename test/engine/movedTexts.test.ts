// R-UI-TABLE-06..18: 'niżej' and 'wyżej' move a unit between the folders of the expedition table;
// the text says where it went (it may land further on than the next folder: a device sent down in
// orbit goes straight into UŻYWANE) and, for resources, how many went.
import '../../src/engine/text/english';
import { format, type GameState } from '../../src/engine';
import { act, orbitWhere } from '../support/voyage';

const orbit = (): GameState => orbitWhere((x) => x.atmosphere === 'normal', 5);
const both = (s: GameState) => [format('pl', s.message), format('en', s.message)];

describe("R-UI-TABLE-06 R-UI-TABLE-08 'niżej' and 'wyżej' say where the unit went", () => {
  test('a human sent down from PROM goes to EKSPEDYCJA', () => {
    const s = act(act(orbit(), { type: 'load', unit: 'doctor' }), { type: 'down', folder: 'shuttle', unit: 'doctor' });
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['doctor']);
    expect(s.message).toEqual({ key: 'msg.movedTo', params: { unit: { unit: 'doctor' }, folder: { text: 'folder.expedition' } } });
    expect(both(s)).toEqual(['Przeniesiono Lekarza do: EKSPEDYCJA.', 'The Doctor has been moved to EXPEDITION.']);
  });

  test('the resources typed in go down with their count', () => {
    let s = act(orbit(), { type: 'load', unit: 'soldier' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 12 }), { type: 'addResources' });
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 5 }), { type: 'down', folder: 'shuttle', unit: 'resources' });
    expect(s.party.carried.resources).toBe(5);
    expect(s.message).toEqual({ key: 'msg.resourcesMovedTo', params: { count: 5, folder: { text: 'folder.carried' } } });
    expect(both(s)).toEqual(['Przeniesiono 5 zasobów do: NIESIONE.', '5 resources moved to CARRIED.']);
  });

  test('a human sent down beside another names the folder he joined; a device beside another of its kind too', () => {
    let s = orbit();
    for (const unit of ['doctor', 'soldier', 'transbot', 'transbot'] as const) s = act(s, { type: 'load', unit });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'doctor' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    // EKSPEDYCJA held the Doctor already: the Soldier is what it gained
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['doctor', 'soldier']);
    expect(s.message).toEqual({ key: 'msg.movedTo', params: { unit: { unit: 'soldier' }, folder: { text: 'folder.expedition' } } });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'transbot' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'transbot' });
    // the second Transbot joins the first: EKSPEDYCJA gained one
    expect(s.party.expedition.units.transbot).toEqual({ count: 2, damaged: 0 });
    expect(s.message).toEqual({ key: 'msg.movedTo', params: { unit: { unit: 'transbot' }, folder: { text: 'folder.expedition' } } });
  });

  test("'wyżej' names the folder the unit went back to", () => {
    let s = act(orbit(), { type: 'load', unit: 'soldier' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act(s, { type: 'up', folder: 'expedition', unit: 'soldier' });
    expect(s.bay.crew.map((p) => p.id)).toContain('soldier');
    expect(s.message).toEqual({ key: 'msg.movedTo', params: { unit: { unit: 'soldier' }, folder: { text: 'folder.shuttle' } } });
    expect(format('pl', s.message)).toBe('Przeniesiono Żołnierza do: PROM.');
  });
});
