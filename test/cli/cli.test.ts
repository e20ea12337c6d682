import { run } from '../../src/cli/main';

const capture = (argv: string[]) => {
  let out = '';
  const code = run(argv, (s) => (out += s + '\n'));
  return { code, out };
};

describe('command line', () => {
  test('new --length 30 --seed 7 prints the crew and the equipment', () => {
    const { code, out } = capture(['new', '--length', '30', '--seed', '7']);
    expect(code).toBe(0);
    for (const name of ['Dowódca', 'Lekarz', 'Nawigator', 'Inżynier', 'Zwiadowca', 'Naukowiec', 'Żołnierz', 'Transbot', 'Klatka', 'Łazik']) expect(out).toContain(name);
    expect(out).toContain('seed 7');
    expect(capture(['new', '--length', '30', '--seed', '7']).out).toBe(out);
  });

  test('new --json prints the serialized state', () => {
    const { out } = capture(['new', '--length', '10', '--seed', '3', '--json']);
    expect(JSON.parse(out).state.length).toBe(10);
  });

  test('show --sheet space|expedition prints a text grid', () => {
    expect(capture(['show', '--sheet', 'space', '--seed', '2']).out).toContain('DZIENNIK GWIAZDOLOTU');
    expect(capture(['show', '--sheet', 'expedition', '--lang', 'en']).out).toContain('EXPEDITION TABLE');
  });

  test.each([
    [['new', '--length', '25']],
    [['new', '--seed', 'abc']],
    [['show', '--sheet', 'moon']],
    [['fly']],
    [[]],
    [['new', '--lang', 'de']],
  ])('bad arguments give a usage message and exit code 2: %j', (argv) => {
    const { code, out } = capture(argv);
    expect(code).toBe(2);
    expect(out).toMatch(/^error: .*\nusage:/);
  });
});
