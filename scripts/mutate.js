// `npm run mutate -- [files...] [stryker options...]`: mutation testing with StrykerJS
// (stryker.config.json, jest.mutate.config.js). Files given as arguments become Stryker's
// `--mutate a,b` (paths, globs or ranges such as `src/engine/rules/stock.ts:10-40`); with none,
// the config's default set (src/engine/rules/**/*.ts) is mutated. Anything starting with `-` is
// passed on to `stryker run` as it is, e.g. `--incremental` or `--concurrency 1`, except
// `--tests a,b`: only test/engine/a.test.ts and b.test.ts run against the mutants (a slim set for
// the modules mutated; the score is then a lower bound).
// Exits with Stryker's exit code.
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
// Stryker options that take no value; every other `--option` (without `=`) takes the next argument.
const FLAGS = new Set(['--ignoreStatic', '--incremental', '--allowEmpty', '--force', '--dryRunOnly', '--disableBail', '--inPlace', '-h', '--help', '-V', '--version']);

const files = [];
const passOn = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--tests') {
    // only these test files of test/engine run against each mutant (jest.mutate.config.js)
    process.env.MUTATE_TESTS = args[++i] ?? '';
  } else if (a === '-m' || a === '--mutate') {
    files.push(...(args[++i] ?? '').split(',').filter(Boolean));
  } else if (a.startsWith('--mutate=')) {
    files.push(...a.slice('--mutate='.length).split(',').filter(Boolean));
  } else if (a.startsWith('-')) {
    passOn.push(a);
    const takesValue = !a.includes('=') && !FLAGS.has(a) && !a.startsWith('--no-');
    if (takesValue && i + 1 < args.length) passOn.push(args[++i]);
  } else {
    // a list may also be given comma-separated, as for --mutate
    files.push(...a.split(',').filter(Boolean));
  }
}

// A plain path (no glob, no line range) that does not exist is a typo or a moved file: Stryker
// would only warn that there is nothing to mutate, so stop here instead.
const targets = files.map((f) => f.split(path.sep).join('/'));
const missing = targets.filter((f) => !/[*?[\]{}!]/.test(f) && !/:\d+(:\d+)?-\d+(:\d+)?$/.test(f) && !fs.existsSync(path.resolve(root, f)));
if (missing.length) {
  console.error(`mutate: no such file: ${missing.join(', ')}`);
  process.exit(2);
}

const stryker = path.join(path.dirname(require.resolve('@stryker-mutator/core/package.json')), 'bin', 'stryker.js');
const strykerArgs = ['run', ...(targets.length ? ['--mutate', targets.join(',')] : []), ...passOn];
console.log(`mutate: stryker ${strykerArgs.join(' ')}`);
const child = spawn(process.execPath, [stryker, ...strykerArgs], { cwd: root, stdio: 'inherit' });
const forward = (sig) => () => child.kill(sig);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
child.on('error', (err) => {
  console.error(`mutate: could not start Stryker: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (signal) process.exit(128 + (require('os').constants.signals[signal] ?? 0));
  process.exit(code ?? 1);
});
