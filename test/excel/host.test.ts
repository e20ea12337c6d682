import { journalLines } from '../../src/engine/journal';
import { actionKey, BEINGS, chronicleEntry, deserialize, EARTH_FIELD, format, MAX_SAVE_CHARS, newGame, PLANET_FIELDS, serialize, step, type Action, type GameState } from '../../src/engine';
import { landedOnArea, pathTo } from '../support/voyage';
import { nextExpeditionAction, playExpedition } from '../support/expedition';
import { nextVoyageMove } from '../support/tenMonths';
import { actionAt, buttons, SHEET_IDS, SHEET_NAMES } from '../../src/sheets';
import { Dice, seedRng } from '../../src/engine/rng';
import { decodeStateSheet, encodeStateSheet, STATE_RANGE, STATE_SHEET } from '../../src/workbook/stateLayout';
import { unpack } from '../../src/workbook/packing';
import { FakeExcel, type SheetData } from '../fakes/excel';
import { buttonFor, drawingDiff, makeHost } from '../support/excelHarness';
import { clickAdvised } from '../support/advisedClick';
import { advisorNow, useAdvisor, useAdvisorImporter } from '../../src/session/advisor';
import { advisedCells } from '../../src/sheets/render';

const SPACE = SHEET_NAMES.space;
const EXP = SHEET_NAMES.expedition;

function stateBlock(fake: FakeExcel): (string | number | boolean)[][] {
  const s = fake.sheet(STATE_SHEET)!;
  const rows: (string | number | boolean)[][] = [];
  for (let r = 1; r <= 43; r++) rows.push([s.value(`A${r}`), s.value(`B${r}`)]);
  return rows;
}

async function opened(seed = 7) {
  const fake = new FakeExcel();
  const { host, view } = makeHost(fake, seed);
  expect(await host.open()).toBe('new');
  return { fake, host, view };
}

describe('Excel host: opening', () => {
  test('a new workbook gets a new game drawn in at most two round trips', async () => {
    const { fake, host } = await opened();
    expect(fake.roundTrips).toBeLessThanOrEqual(2);
    expect(host.state).toEqual(newGame({ length: 30, seed: 7 }));
    for (const id of ['space', 'expedition'] as const) {
      const data = fake.sheet(SHEET_NAMES[id])!;
      expect(drawingDiff(data, host.model!.sheets[id])).toEqual([]);
      expect(data.isProtected).toBe(true);
      expect(data.protectedWith.selectionMode).toBe('Normal');
      expect(data.showGridlines).toBe(false);
    }
    expect(fake.sheet(STATE_SHEET)!.visibility).toBe('VeryHidden');
    expect(fake.active?.name).toBe(SPACE);
    expect(fake.selection?.address).toBe(host.model!.sheets.space.selection);
  });

  test('the state sheet holds the serialized game, its checksum and the language', async () => {
    const { fake, host } = await opened();
    const d = decodeStateSheet(stateBlock(fake));
    expect(d.found && d.state.ok && d.state.text).toBe(serialize(host.state!));
    expect(d.found && d.lang).toBe('pl');
  });

  test('text that looks like a number stays text (the suit’s +4)', async () => {
    const { fake } = await opened();
    const suitWeight = fake.sheet(SPACE)!.value('F19');
    expect(suitWeight).toBe('+4');
  });

  test('reopening the workbook resumes the game exactly', async () => {
    const { fake, host } = await opened();
    await fake.click(SPACE, 'A10');
    fake.reopen();
    const { host: again } = makeHost(fake, 999);
    expect(await again.open()).toBe('resumed');
    expect(serialize(again.state!)).toBe(serialize(host.state!));
  });
});

describe('Excel host: clicks', () => {
  test('a scripted game gives the same states as the engine alone, one round trip per click', async () => {
    const { fake, host } = await opened(11);
    let engine: GameState = newGame({ length: 30, seed: 11 });
    const script: ((h: typeof host) => [string, string])[] = [
      () => [SPACE, 'A8'],
      () => [SPACE, 'A20'],
      () => [SPACE, 'E4'],
      (h) => [SPACE, buttonFor(h.model!.sheets.space, (a) => a.type === 'openNewGame')],
      (h) => [SPACE, buttonFor(h.model!.sheets.space, (a) => a.type === 'cancel')],
      (h) => [EXP, buttonFor(h.model!.sheets.expedition, (a) => a.type === 'openNewGame')],
      (h) => [EXP, buttonFor(h.model!.sheets.expedition, (a) => a.type === 'newGame' && a.length === 20)],
      () => [SPACE, 'A14'],
      () => [SPACE, 'AB4'],
    ];
    for (const next of script) {
      const [sheetName, address] = next(host);
      const sheetId = sheetName === SPACE ? 'space' : 'expedition';
      const action = actionAt(host.model!.sheets[sheetId], address) as Action;
      engine = step(engine, action).state;
      const before = fake.roundTrips;
      await fake.click(sheetName, address);
      expect(fake.roundTrips - before).toBe(1);
      expect(serialize(host.state!)).toBe(serialize(engine));
      for (const id of ['space', 'expedition'] as const) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
      const d = decodeStateSheet(stateBlock(fake));
      expect(d.found && d.state.ok && d.state.text).toBe(serialize(engine));
      expect(fake.sheet(SPACE)!.isProtected && fake.sheet(EXP)!.isProtected).toBe(true);
    }
    expect(engine.length).toBe(20);
  });

  test('a click on a dead cell does nothing and costs no round trip', async () => {
    const { fake, host } = await opened();
    const before = serialize(host.state!);
    const trips = fake.roundTrips;
    await fake.click(SPACE, 'B1');
    await fake.click(SPACE, 'P12');
    expect(fake.roundTrips).toBe(trips);
    expect(serialize(host.state!)).toBe(before);
  });

  test('two clicks arriving together are handled one after the other', async () => {
    const { fake, host } = await opened();
    const engine = step(step(host.state!, { type: 'selectUnit', unit: 'doctor' }).state, { type: 'nextTip' }).state;
    const trips = fake.roundTrips;
    await Promise.all([fake.click(SPACE, 'A9'), fake.click(SPACE, 'E4')]);
    await fake.idle();
    expect(fake.roundTrips - trips).toBe(2);
    expect(serialize(host.state!)).toBe(serialize(engine));
  });

  test('after each action the starship’s field is selected, so the same button can be clicked again', async () => {
    const fake = new FakeExcel();
    fake.singleClickSupported = false; // Excel without ExcelApi 1.10: selection changes
    const { host } = makeHost(fake);
    await host.open();
    const ship = host.model!.sheets.space.selection;
    await fake.click(SPACE, 'E4');
    expect(fake.selection?.address).toBe(ship);
    const tip = host.state!.tip;
    await fake.click(SPACE, 'E4');
    expect(host.state!.tip).toBe((tip + 1) % 12);
  });

  test('the add-in’s own writes raise no work: no extra round trips from change events', async () => {
    const { fake } = await opened();
    const trips = fake.roundTrips;
    for (let i = 0; i < 5; i++) await fake.click(SPACE, 'E4');
    await fake.idle();
    expect(fake.roundTrips - trips).toBe(5);
  });
});

describe('Excel host: protection and input cells', () => {
  test('the board cannot be typed over; every cell stays selectable', async () => {
    const { fake } = await opened();
    expect(await fake.type(SPACE, 'B8', 'Kapitan')).toBe('protected');
    expect(fake.sheet(SPACE)!.value('B8')).toBe('Dowódca');
    await fake.click(SPACE, 'B8');
    expect(fake.selection?.address).toBe('B8');
  });

  test('a valid typed value is taken in one round trip', async () => {
    const { fake, host } = await opened();
    const cell = host.model!.sheets.space.cells;
    const input = [...cell.keys()].find((a) => cell.get(a)!.input?.field === 'resources')!;
    const trips = fake.roundTrips;
    expect(await fake.type(SPACE, input, '15')).toBe('ok');
    expect(host.state!.inputs.resources).toBe(15);
    expect(fake.roundTrips - trips).toBe(1);
    expect(fake.sheet(SPACE)!.value(input)).toBe(15);
  });

  test('data validation stops typed garbage and out-of-range numbers before they arrive', async () => {
    const { fake, host } = await opened();
    const cells = host.model!.sheets.space.cells;
    const input = [...cells.keys()].find((a) => cells.get(a)!.input?.field === 'resources')!;
    expect(await fake.type(SPACE, input, 'dużo')).toBe('invalid');
    expect(await fake.type(SPACE, input, '31')).toBe('invalid');
    expect(await fake.type(SPACE, input, '2.5')).toBe('invalid');
    expect(host.state!.inputs.resources).toBe(10);
  });

  test('garbage that still arrives (a paste) is refused with a message and the old value drawn back', async () => {
    const { fake, host } = await opened();
    const cells = host.model!.sheets.space.cells;
    const input = [...cells.keys()].find((a) => cells.get(a)!.input?.field === 'resources')!;
    await fake.paste(SPACE, input, 'abc');
    expect(host.state!.inputs.resources).toBe(10);
    expect(fake.sheet(SPACE)!.value(input)).toBe(10);
    expect(String(fake.sheet(SPACE)!.value('E1'))).toMatch(/wpisz liczbę całkowitą od 0 do 30/);
  });

  test('an out-of-range number that still arrives is clamped, with a message', async () => {
    const { fake, host } = await opened();
    const cells = host.model!.sheets.expedition.cells;
    const hours = [...cells.keys()].find((a) => cells.get(a)!.input?.field === 'hours')!;
    await fake.paste(EXP, hours, 99);
    expect(host.state!.inputs.hours).toBe(24);
    expect(fake.sheet(EXP)!.value(hours)).toBe(24);
    expect(String(fake.sheet(EXP)!.value('E1'))).toMatch(/przyjęto 24/);
    await fake.paste(EXP, hours, '2,3'); // a decimal in any locale's notation: refused, the old value drawn back
    expect(host.state!.inputs.hours).toBe(24);
    expect(fake.sheet(EXP)!.value(hours)).toBe(24);
    expect(String(fake.sheet(EXP)!.value('E1'))).toMatch(/wpisz liczbę całkowitą od 1 do 24/);
    await fake.paste(EXP, hours, -3);
    expect(host.state!.inputs.hours).toBe(1);
  });
});

/** A text with the character at `i` replaced by another of base64's. */
const flipped = (s: string, i: number): string => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);

describe('Excel host: a damaged, edited, newer or remote state', () => {
  async function withEditedState(edit: (block: (string | number | boolean)[][]) => void) {
    const { fake, host } = await opened();
    await fake.click(SPACE, 'A9'); // so that a backup exists
    const block = stateBlock(fake);
    edit(block);
    const data = fake.sheet(STATE_SHEET)!;
    block.forEach((row, i) => row.forEach((v, j) => (v === '' ? data.values.delete(`${'AB'[j]}${i + 1}`) : data.values.set(`${'AB'[j]}${i + 1}`, v))));
    const snapshot = JSON.stringify([...data.values]);
    fake.reopen();
    const { host: again, view } = makeHost(fake, 3);
    const result = await again.open();
    return { fake, first: host, host: again, view, result, unchanged: () => JSON.stringify([...data.values]) === snapshot };
  }

  test('a damaged state chunk is reported, nothing is overwritten, and the backup is offered', async () => {
    // after one click the current state is in slot B (column B), the backup in slot A
    // one character of the packed state changed (as an edit of the cell would)
    const t = await withEditedState((b) => (b[9]![1] = flipped(String(b[9]![1]), 40)));
    expect(t.result).toBe('problem');
    expect(t.view.lastProblem?.message).toEqual({ key: 'load.stateSheet', params: { reason: { text: 'stateSheet.checksum' } } });
    expect(t.view.lastProblem?.backupUsable).toBe(true);
    expect(t.host.state).toBeNull();
    expect(t.unchanged()).toBe(true);
    await t.fake.click(SPACE, 'A8'); // no game bound: nothing happens
    expect(t.unchanged()).toBe(true);
    expect(await t.host.restoreBackup()).toBe(true);
    expect(t.host.state!.message.key).toBe('msg.gameStarted'); // the state before the last click
    expect(t.view.lastProblem).toBeNull();
  });

  test('a hand-edited state with a fixed checksum is still refused by the schema', async () => {
    const t = await withEditedState((b) => {
      const text = unpack(String(b[9]![0]).slice(1), MAX_SAVE_CHARS)!.replace('"intelligence":', '"intelligence":1');
      const re = encodeStateSheet({ current: text, backup: null, lang: 'pl' });
      re.forEach((row, i) => (b[i] = row));
    });
    expect(t.result).toBe('problem');
    expect(t.view.lastProblem?.message.key).toBe('load.schema');
    expect(t.view.lastProblem?.backupUsable).toBe(false);
    expect(t.unchanged()).toBe(true);
  });

  test('a state from a newer version is reported and kept', async () => {
    const t = await withEditedState((b) => {
      const text = unpack(String(b[9]![0]).slice(1), MAX_SAVE_CHARS)!.replace('"version":1,"state"', '"version":2,"state"');
      encodeStateSheet({ current: text, backup: null, lang: 'pl' }).forEach((row, i) => (b[i] = row));
    });
    expect(t.result).toBe('problem');
    expect(t.view.lastProblem?.message.key).toBe('load.newer');
    expect(t.unchanged()).toBe(true);
  });

  test('a foreign block in the state sheet is reported', async () => {
    const t = await withEditedState((b) => (b[0]![1] = 'other-addin'));
    expect(t.result).toBe('problem');
    expect(t.view.lastProblem?.message.key).toBe('load.foreign');
  });

  test('a remote change to the state sheet reloads the game instead of overwriting it', async () => {
    const { fake, host } = await opened();
    const theirs = step(newGame({ length: 10, seed: 99 }), { type: 'nextTip' }).state;
    const block = encodeStateSheet({ current: serialize(theirs), backup: null, lang: 'pl' });
    await fake.remoteWrite(STATE_SHEET, STATE_RANGE, block);
    expect(serialize(host.state!)).toBe(serialize(theirs));
    // the state sheet is theirs, untouched
    const d = decodeStateSheet(stateBlock(fake));
    expect(d.found && d.state.ok && deserialize(d.state.text).ok).toBe(true);
    expect(d.found && d.state.ok && d.state.text).toBe(serialize(theirs));
    // play goes on from their state
    await fake.click(SPACE, 'E4');
    expect(host.state!.length).toBe(10);
  });

  test('a write Excel refuses rolls the game back to the last save and the board is drawn again', async () => {
    const { fake, host, view } = await opened();
    const before = serialize(host.state!);
    fake.deleteSheet(EXP); // someone deleted a game sheet
    await fake.click(SPACE, 'E4');
    expect(view.notices[view.notices.length - 1]?.key).toBe('excel.recovered');
    expect(serialize(host.state!)).toBe(before);
    expect(drawingDiff(fake.sheet(EXP)!, host.model!.sheets.expedition)).toEqual([]);
  });
});

/** The chronicle's row of a voyage on the 'kronika' sheet: the ten cells A–J of the row whose seed (C) is given. */
function chronicleLine(sheet: SheetData, seed: number): (string | number | boolean)[] | null {
  for (let row = 1; row < 400; row++) if (sheet.value(`C${row}`) === seed && sheet.value(`B${row}`) !== '') return 'ABCDEFGHIJ'.split('').map((c) => sheet.value(`${c}${row}`));
  return null;
}

describe('Excel host: a whole voyage', () => {
  test("a whole 10-month game played in the workbook by the advisor's moves — orbit, landing, the surface, meetings, hits — each on its own cell: one round trip a click, the engine's states, the sheets as the model, the state sheet packed", async () => {
    const { fake, host } = await opened(2031);
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'openNewGame'));
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'newGame' && a.length === 10));
    let engine: GameState = host.state!;
    const phases = new Set<string>();
    let clicks = 0;
    while (host.state!.phase !== 'ended' && clicks < 2000) {
      const before = fake.roundTrips;
      const action = await clickAdvised(fake, host);
      clicks++;
      // a typed value may cost a second trip when Excel's change event carries no value
      expect(fake.roundTrips - before).toBeLessThanOrEqual(action.type === 'setInput' ? 2 : 1);
      const was = engine.phase;
      engine = step(engine, action).state;
      if (was !== 'ended' && engine.phase === 'ended') engine = { ...engine, chronicle: [chronicleEntry(engine, host.state!.chronicle.at(-1)!.date)] };
      expect(serialize(host.state!)).toBe(serialize(engine));
      phases.add(host.state!.phase);
    }
    expect(host.state!.phase).toBe('ended');
    for (const p of ['orbit', 'landing', 'surface']) expect(phases).toContain(p);
    // beings were met and hits given out on the way
    expect(host.state!.log.length).toBeGreaterThan(0);
    expect(journalLines(host.state!.journal).some((line) => line.startsWith('hit'))).toBe(true);
    for (const id of SHEET_IDS) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
    const d = decodeStateSheet(stateBlock(fake));
    expect(fake.sheet(STATE_SHEET)!.value('B2')).toBe(4);
    expect(d.found && d.state.ok && d.state.text).toBe(serialize(host.state!));
    // packed: the slot holds far less than the JSON
    expect(String(fake.sheet(STATE_SHEET)!.value(d.found && d.slot === 'B' ? 'B10' : 'A10')).length * 3).toBeLessThan(serialize(host.state!).length);
  }, 120_000);

  test('a 10-month voyage from Earth to Earth through the workbook: the same states as the engine, one round trip per click', async () => {
    const { fake, host } = await opened(2024);
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'openNewGame'));
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'newGame' && a.length === 10));
    let engine: GameState = host.state!;
    let clicks = 0;
    const press = async (pred: (a: { type: string } & Record<string, unknown>) => boolean) => {
      const address = buttonFor(host.model!.sheets.space, pred);
      const was = engine.phase;
      engine = step(engine, actionAt(host.model!.sheets.space, address) as Action).state;
      const before = fake.roundTrips;
      await fake.click(SPACE, address);
      clicks++;
      expect(fake.roundTrips - before).toBe(1);
      // issue 14 point 8: the click that ends the voyage adds its line to the chronicle, dated by the host's clock
      if (was !== 'ended' && engine.phase === 'ended') engine = { ...engine, chronicle: [chronicleEntry(engine, host.state!.chronicle.at(-1)!.date)] };
      expect(serialize(host.state!)).toBe(serialize(engine));
    };
    for (const to of [PLANET_FIELDS.mezo, PLANET_FIELDS.mefisto, PLANET_FIELDS.picolo, EARTH_FIELD]) {
      for (const dir of pathTo(host.state!.position, to)) await press((a) => a.type === 'fly' && a.dir === dir);
      for (let guard = 0; guard < 10; guard++) {
        const phase = host.state!.phase;
        if (host.state!.menu === 'confirmEarth') await press((a) => a.type === 'confirmEarth');
        else if (phase === 'event') await press((a) => a.type === 'chooseOption');
        else if (phase === 'wounds') await press((a) => a.type === 'assignWound');
        else if (phase === 'orbit') {
          await press((a) => a.type === 'decline');
          // with nothing to repair or heal the series is refused (no month spent)
          await press((a) => a.type === 'onboard');
          if (host.state!.phase === 'onboard') await press((a) => a.type === 'finishOnboard');
        } else break;
      }
    }
    expect(host.state!.phase).toBe('ended');
    expect(host.state!.visited).toEqual(['mezo', 'mefisto', 'picolo']);
    expect(clicks).toBeGreaterThan(15);
    for (const id of SHEET_IDS) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
    expect(fake.selection?.address).toBe(host.model!.sheets.space.selection);
    // issue 14 points 7 and 8: the 'kronika' sheet holds the chart's source, month by month, the
    // chart drawn from it, and the voyage's line in the chronicle
    const kronika = fake.sheet('kronika')!;
    expect(kronika.visibility).toBe('Visible');
    const end = host.state!.month;
    expect(end).toBeGreaterThanOrEqual(10);
    expect([kronika.value('A5'), kronika.value('B5'), kronika.value('C5')]).toEqual(['miesiąc', 'PZ', 'zdrowie załogi %']);
    expect([kronika.value('A6'), kronika.value('B6'), kronika.value('C6')]).toEqual([0, 0, 100]);
    // nobody landed: the crew stays whole; the balance's penalties fall in the last month
    for (let m = 1; m < end; m++) expect([kronika.value(`A${6 + m}`), kronika.value(`B${6 + m}`), kronika.value(`C${6 + m}`)]).toEqual([m, 0, 100]);
    expect([kronika.value(`A${6 + end}`), kronika.value(`B${6 + end}`)]).toEqual([end, host.state!.vp]);
    expect(host.state!.vp).toBeLessThan(0);
    expect(kronika.charts).toHaveLength(1);
    const chart = kronika.charts[0]!;
    expect([chart.name, chart.type, chart.seriesBy, chart.title]).toEqual(['odkrywcy-wykres', 'Line', 'Columns', 'PZ i zdrowie załogi miesiąc po miesiącu']);
    expect(chart.data).toEqual({ top: 5, left: 2, bottom: 6 + end, right: 3 });
    expect(chart.categories).toEqual({ top: 6, left: 1, bottom: 6 + end, right: 1 });
    expect(chart.position).toEqual({ start: 'E4', end: 'K22' });
    const line = chronicleLine(kronika, host.state!.seed);
    expect(line).toEqual([host.state!.chronicle[0]!.date, '10 mies.', host.state!.seed, end, 'Mezo → Mefisto → Picolo', host.state!.vp, 'porażka', 0, 0, 0]);
    // issue 14: the ended game replayed in the workbook — every replay button one round trip, the
    // sheets drawn as the model says, the game itself untouched
    const ended = serialize(host.state!);
    const replayPress = async (move: string) => {
      const before = fake.roundTrips;
      await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'replay' && a.move === move));
      expect([move, fake.roundTrips - before]).toEqual([move, 1]);
      for (const id of ['space', 'expedition'] as const) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
    };
    for (const move of ['start', 'back', 'back', 'monthBack', 'monthBack', 'forward', 'monthForward', 'exit']) await replayPress(move);
    expect(serialize(host.state!)).toBe(ended);
  });
});

describe('Excel host: a 10-month voyage with a landing, to the end (issue 14)', () => {
  test('every click one round trip; at the end the chart\'s source cells hold each month\'s PZ and health, the chart reads them, the chronicle has the voyage', async () => {
    const { fake, host } = await opened(8);
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'openNewGame'));
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'newGame' && a.length === 10));
    let clicks = 0;
    for (let move = nextVoyageMove(host.state!); move && clicks < 300; move = nextVoyageMove(host.state!)) {
      const m = move;
      const address = buttonFor(host.model!.sheets[m.sheet], (a) => a.type !== 'replay' && actionKey(a) === actionKey(m.action));
      const before = fake.roundTrips;
      await fake.click(SHEET_NAMES[m.sheet], address);
      expect(fake.roundTrips - before).toBe(1);
      clicks++;
    }
    const end = host.state!;
    expect(end.phase).toBe('ended');
    expect(end.balance.humans).toEqual(expect.arrayContaining(['soldier', 'scout']));
    for (const id of SHEET_IDS) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
    const kronika = fake.sheet('kronika')!;
    // the source table: a row per month 0..end, each the month's PZ and crew health
    expect(end.history.map((p) => p.month)).toEqual(Array.from({ length: end.month + 1 }, (_, i) => i));
    for (const p of end.history) expect([kronika.value(`A${6 + p.month}`), kronika.value(`B${6 + p.month}`), kronika.value(`C${6 + p.month}`)]).toEqual([p.month, p.vp, p.health]);
    // something happened on the way: the PZ moved before the end, and the end's PZ are the total
    expect(new Set(end.history.map((p) => p.vp)).size).toBeGreaterThan(2);
    expect(kronika.value(`B${6 + end.month}`)).toBe(end.vp);
    const chart = kronika.charts[0]!;
    expect(chart.data).toEqual({ top: 5, left: 2, bottom: 6 + Math.max(end.planMonths, end.month), right: 3 });
    expect(chart.categories).toEqual({ top: 6, left: 1, bottom: 6 + Math.max(end.planMonths, end.month), right: 1 });
    expect(chronicleLine(kronika, end.seed)).toEqual([end.chronicle[0]!.date, '10 mies.', end.seed, end.month, 'Mezo → Mefisto → Picolo', end.vp, end.vp >= 40 ? 'zwycięstwo' : 'porażka', 0, 0, 0]);
    // the workbook carries it: a new game in it starts with the chronicle
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'openNewGame'));
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'newGame' && a.length === 30));
    expect(host.state!.chronicle).toEqual(end.chronicle);
    expect(chronicleLine(fake.sheet('kronika')!, end.seed)).not.toBeNull();
  });
});

describe('Excel host: preparing an expedition and landing', () => {
  test('loading, moving units between folders, landing and the area map: one round trip per click, drawing identical to the model', async () => {
    const { fake, host } = await opened(77);
    let engine: GameState = host.state!;
    const press = async (sheetId: 'space' | 'expedition', pred: (a: { type: string } & Record<string, unknown>) => boolean) => {
      const address = buttonFor(host.model!.sheets[sheetId], pred);
      engine = step(engine, actionAt(host.model!.sheets[sheetId], address) as Action).state;
      const before = fake.roundTrips;
      await fake.click(SHEET_NAMES[sheetId], address);
      expect(fake.roundTrips - before).toBe(1);
      expect(serialize(host.state!)).toBe(serialize(engine));
      for (const id of ['space', 'expedition'] as const) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
    };
    for (const dir of pathTo(host.state!.position, PLANET_FIELDS.mezo)) await press('space', (a) => a.type === 'fly' && a.dir === dir);
    for (let guard = 0; guard < 10 && host.state!.phase !== 'orbit'; guard++) {
      if (host.state!.phase === 'event') await press('space', (a) => a.type === 'chooseOption');
      else if (host.state!.phase === 'wounds') await press('space', (a) => a.type === 'assignWound');
    }
    await press('space', (a) => a.type === 'load' && a.unit === 'soldier');
    await press('space', (a) => a.type === 'load' && a.unit === 'scout');
    await press('space', (a) => a.type === 'load' && a.unit === 'laser');
    await press('space', (a) => a.type === 'down' && a.unit === 'soldier');
    await press('space', (a) => a.type === 'down' && a.unit === 'laser');
    await press('space', (a) => a.type === 'up' && a.unit === 'laser');
    await press('space', (a) => a.type === 'land');
    expect(fake.active?.name).toBe(EXP);
    await press('expedition', (a) => a.type === 'acceptArea');
    for (let guard = 0; guard < 5 && host.state!.hitsToAssign > 0; guard++) await press('expedition', (a) => a.type === 'hit');
    await press('expedition', (a) => a.type === 'research');
    await press('expedition', (a) => a.type === 'liftOff');
    expect(host.state!.phase).toBe('space');
    expect(fake.active?.name).toBe(SPACE);
  });
});

describe('Excel host: random play', () => {
  test('200 random button clicks: every one costs one round trip and leaves the workbook exactly as the model', async () => {
    const { fake, host } = await opened(5150);
    const chooser = new Dice(seedRng(99));
    for (let i = 0; i < 200; i++) {
      const sheetId = host.model!.active;
      const all = buttons(host.model!.sheets[sheetId]).filter((b) => b.action.type !== 'openNewGame' || chooser.chance(1, 30));
      const b = all[chooser.int(0, all.length - 1)]!;
      const before = fake.roundTrips;
      await fake.click(SHEET_NAMES[sheetId], b.address);
      expect(fake.roundTrips - before).toBeLessThanOrEqual(1);
      for (const id of ['space', 'expedition'] as const) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
    }
  }, 60_000);
});

describe('Excel host: meeting beings (issue 12)', () => {
  test('research meets a being: the panel and a creature log grown past its 12 rows are drawn exactly as the model, one round trip per click', async () => {
    const { fake } = await opened(12);
    // landed on the Ash Plain of Mefisto with 14 species already in the log
    const logged = BEINGS.filter((b) => b.habitat >= 30).slice(0, 14).map((b) => ({ being: b.id, met: 1, known: {} }));
    let start: GameState | null = null;
    // the first seed whose plain expedition meets something, given this log
    for (let seed = 1; seed < 80 && !start; seed++) {
      const x = landedOnArea('mefisto', 0, 'mefisto.ashPlain', ['scout', 'soldier'], seed);
      const s = { ...x, log: logged, surface: { ...x.surface!, researched: [] } };
      if (playExpedition(s, 10, (a, b) => step(a, b).state).some((y) => y.log.length > logged.length)) start = s;
    }
    expect(start).not.toBeNull();
    // a workbook saved in that state, opened again
    await fake.remoteWrite(STATE_SHEET, STATE_RANGE, encodeStateSheet({ current: serialize(start!), backup: null, lang: 'pl' }));
    fake.reopen();
    const { host, view } = makeHost(fake, 999);
    expect(await host.open()).toBe('resumed');
    expect(serialize(host.state!)).toBe(serialize(start!));
    for (const id of ['space', 'expedition'] as const) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
    let engine = start!;
    for (let i = 0; i < 200 && engine.log.length === logged.length; i++) {
      const a = nextExpeditionAction(engine, 10)!;
      const sheet = host.model!.sheets.expedition;
      const address = buttons(sheet).find((b) => JSON.stringify(b.action) === JSON.stringify(a))!.address;
      engine = step(engine, a).state;
      const before = fake.roundTrips;
      await fake.click(EXP, address);
      expect([i, fake.roundTrips - before, view.notices.at(-1) ?? null]).toEqual([i, 1, null]);
      expect(serialize(host.state!)).toBe(serialize(engine));
    }
    expect(engine.log.length).toBe(logged.length + 1);
    expect(engine.surface!.encounter).not.toBeNull();
    for (const id of ['space', 'expedition'] as const) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
    expect(host.model!.sheets.space.rowCount).toBeGreaterThan(50);
  });
});

describe('Excel host: the advisor (issue 15)', () => {
  test("the advisor's chunk fails to arrive (offline): the text field says to ask again, nothing breaks, a later request loads it", async () => {
    const { fake, host } = await opened(9);
    const before = serialize(host.state!);
    useAdvisor(null);
    useAdvisorImporter(() => Promise.reject(new Error('offline')));
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'advise'));
    expect(advisorNow()).toBeNull();
    expect(serialize(host.state!)).toBe(before);
    expect(advisedCells(host.model!.sheets.space)).toEqual([]);
    const notice = format('pl', { key: 'bot.loading' });
    expect([...host.model!.sheets.space.cells.values()].some((c) => typeof c.value === 'string' && c.value.includes(notice))).toBe(true);
    await host.advise();
    expect(advisorNow()).toBeNull();
    // back online
    useAdvisorImporter(async () => require('../../src/engine/bot/heuristic') as typeof import('../../src/engine/bot/heuristic'));
    await host.advise();
    expect(advisorNow()).not.toBeNull();
    expect(advisedCells(host.model!.sheets.space)).toHaveLength(1);
  });

  test("'doradca' in the menu and the task pane's button: one round trip, the lit cell drawn as the model says, the game unchanged; following it acts", async () => {
    const { fake, host } = await opened(9);
    const before = serialize(host.state!);
    const trips = fake.roundTrips;
    // the advisor's chunk is not loaded until it is asked for: the host loads it first
    useAdvisor(null);
    await fake.click(SPACE, buttonFor(host.model!.sheets.space, (a) => a.type === 'advise'));
    expect(advisorNow()).not.toBeNull();
    expect(fake.roundTrips - trips).toBe(1);
    expect(serialize(host.state!)).toBe(before);
    const lit = advisedCells(host.model!.sheets.space);
    expect(lit).toHaveLength(1);
    for (const id of ['space', 'expedition'] as const) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
    const advised = actionAt(host.model!.sheets.space, lit[0]!)!;
    expect(advised.type).toBe('fly');
    // the task pane's button asks again (loading the advisor first when it is not there): the same advice
    useAdvisor(null);
    await host.advise();
    expect(advisorNow()).not.toBeNull();
    expect(advisedCells(host.model!.sheets.space)).toEqual(lit);
    await fake.click(SPACE, lit[0]!);
    expect(host.state!.month).toBe(1);
    expect(advisedCells(host.model!.sheets.space)).toEqual([]);
    for (const id of ['space', 'expedition'] as const) expect(drawingDiff(fake.sheet(SHEET_NAMES[id])!, host.model!.sheets[id])).toEqual([]);
  });
});
