// R-UI-TABLE-16, R-UI-TABLE-17: a loose Heavy Suit lying in PORZUCONE is not put on from there: it
// is first taken back up (its weight checked, as anything taken out of PORZUCONE), then handed out.
// The button was offered in PORZUCONE's row before, and the human then "put a suit on" while the
// suit stayed where it lay (the putting on takes a suit from PROM or NIESIONE only; found by the
// fuzzer's claims check: 10 months, seed 130548).
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, legalActions, step, type GameState } from '../../src/engine';

const loaded = deserialize(readFileSync(join(__dirname, 'fixtures/emptyPartyRampage.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture does not load');
const base = loaded.state;
const heavy = { heavySuit: { count: 1, damaged: 0 } };
/** The Doctor in the field party without a suit, and a loose Heavy Suit in a folder. */
const withSuitIn = (folder: 'abandoned' | 'carried'): GameState => ({
  ...base,
  party: {
    ...base.party,
    expedition: { ...base.party.expedition, crew: [{ id: 'doctor', suit: null }] },
    [folder]: { ...base.party[folder], units: { ...base.party[folder].units, ...heavy } },
  },
});
const suitButtons = (s: GameState) => legalActions(s).filter((a) => a.type === 'suitButton');

test('R-UI-TABLE-17 no suit button at a Heavy Suit lying in PORZUCONE: taken back up first, its weight is checked', () => {
  const s = withSuitIn('abandoned');
  expect(suitButtons(s)).toEqual([]);
  // the Doctor alone carries 2: the suit does not come up
  expect(step(s, { type: 'up', folder: 'abandoned', unit: 'heavySuit' }).refused).toEqual({ key: 'msg.noCapacity', params: { weight: 9, capacity: 2 } });
});

test('R-UI-TABLE-17 a Heavy Suit carried in NIESIONE is handed out and put on', () => {
  const s = withSuitIn('carried');
  expect(suitButtons(s)).toEqual([{ type: 'suitButton', unit: 'heavySuit' }]);
  const handed = step(s, { type: 'suitButton', unit: 'heavySuit' }).state;
  const worn = step(handed, { type: 'dressHuman', unit: 'doctor' }).state;
  expect(worn.message).toEqual({ key: 'msg.suitOn', params: { unit: { unit: 'doctor' } } });
  expect(worn.party.expedition.crew).toEqual([{ id: 'doctor', suit: { kind: 'heavySuit', damaged: false } }]);
  expect(worn.party.carried.units.heavySuit).toEqual({ count: 0, damaged: 0 });
});
