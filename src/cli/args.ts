// A tiny argument parser: `<command> [subject] --name value --flag`.
export interface Args {
  readonly command: string | undefined;
  /** The word after the command, for commands that take one (`sample repair`). */
  readonly subject: string | undefined;
  readonly options: Readonly<Record<string, string>>;
}

export function parseArgs(argv: readonly string[]): { ok: true; value: Args } | { ok: false; error: string } {
  const options: Record<string, string> = {};
  let command: string | undefined;
  let subject: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const name = a.slice(2);
      if (!/^[a-z][a-z-]*$/.test(name)) return { ok: false, error: `bad option "${a}"` };
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        options[name] = next;
        i++;
      } else options[name] = '';
    } else if (command === undefined) command = a;
    else if (subject === undefined) subject = a;
    else return { ok: false, error: `unexpected "${a}"` };
  }
  return { ok: true, value: { command, subject, options } };
}
