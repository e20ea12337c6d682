import { deflateSync } from 'fflate';
import { MAX_SAVE_CHARS, newGame, serialize, step } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { pack, unpack } from '../../src/workbook/packing';
import { checksum, decodeStateSheet, encodeStateSheet, encodeStateUpdate } from '../../src/workbook/stateLayout';

const base64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

describe('the state sheet packs its states (layout 4)', () => {
  test('a whole 30-month game packs to about a fifth (under 27%) and unpacks to the same text, Polish letters included', () => {
    let s = newGame({ length: 30, seed: 2026 });
    for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) s = step(s, advise(s)!.action).state;
    expect(s.phase).toBe('ended');
    const text = serialize(s);
    const packed = pack(text);
    expect(packed).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    // a full game's end state packs to 20–25% (the bench's 60 games); seed 2026 ends early, with less to repeat
    expect(packed.length / text.length).toBeLessThan(0.27);
    expect(unpack(packed, MAX_SAVE_CHARS)).toBe(text);
    const polish = '{"a":"Zażółć gęślą jaźń — ĄĆĘŁŃÓŚŹŻ"}';
    expect(unpack(pack(polish), MAX_SAVE_CHARS)).toBe(polish);
    // a click's write holds the packed state: what it sends is the packed length, not the JSON's
    const w = encodeStateUpdate(text, 'B', 3);
    expect(w.values.flat().join('').length).toBeLessThan(packed.length + 100);
  });

  test('what is not a packed state is refused, never thrown: not base64, cut short, not deflate', () => {
    const packed = pack('{"a":1,"b":"some text to pack"}');
    expect(unpack('{"a":1}', MAX_SAVE_CHARS)).toBeNull();
    expect(unpack(packed.slice(0, -4), MAX_SAVE_CHARS)).toBeNull();
    expect(unpack(packed.slice(1), MAX_SAVE_CHARS)).toBeNull();
    expect(unpack(btoa('plain words, not deflate'), MAX_SAVE_CHARS)).toBeNull();
    expect(unpack('', MAX_SAVE_CHARS)).toBeNull();
  });

  test('a crafted stream that would inflate past the cap is refused (a workbook is untrusted input)', () => {
    // 3 MB of one letter deflates to about 3 KB; the cap is 1,000 characters here
    const bomb = base64(deflateSync(new Uint8Array(3_000_000).fill(0x61)));
    expect(bomb.length).toBeLessThan(10_000);
    expect(unpack(bomb, 1_000)).toBeNull();
    // at the cap exactly it still unpacks
    expect(unpack(pack('b'.repeat(1_000)), 1_000)).toBe('b'.repeat(1_000));
    expect(unpack(pack('b'.repeat(1_001)), 1_000)).toBeNull();
  });

  test('a packed block whose checksum holds but which does not unpack is a damaged save, not a crash', () => {
    const block = encodeStateSheet({ current: serialize(newGame({ length: 10, seed: 1 })), backup: null, lang: 'pl' });
    const made = block.map((row) => [...row]);
    made[9] = ['~notdeflate', ''];
    made[8] = [`#2/1/${checksum('notdeflate')}`, ''];
    const d = decodeStateSheet(made);
    expect(d.found && !d.state.ok && d.state.reason).toBe('chunks');
    const good = decodeStateSheet(block);
    expect(good.found && good.state.ok && good.state.text).toBe(serialize(newGame({ length: 10, seed: 1 })));
  });
});
