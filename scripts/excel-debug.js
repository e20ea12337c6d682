// `npm run start:excel` / `npm run stop`: sideload the add-in into Excel desktop with
// office-addin-debugging (Windows and macOS). Elsewhere there is no Excel desktop: say how to use
// Excel on the web instead, and fail, rather than pretend (office-addin-debugging exits 0 there).
const { spawnSync } = require('child_process');
const path = require('path');

const command = process.argv[2] === 'stop' ? 'stop' : 'start';
if (process.platform !== 'win32' && process.platform !== 'darwin') {
  console.error(
    [
      `Excel desktop is not available on ${process.platform}.`,
      'Use Excel on the web: run `npm start`, open a workbook, then Home › Add-ins › More add-ins ›',
      'Upload my add-in, and choose manifest.xml from this folder.',
    ].join('\n'),
  );
  process.exit(1);
}
const bin = path.join(__dirname, '..', 'node_modules', '.bin', process.platform === 'win32' ? 'office-addin-debugging.cmd' : 'office-addin-debugging');
const args =
  command === 'start'
    ? ['start', 'manifest.xml', 'desktop', '--app', 'excel', '--dev-server', 'npm start', '--dev-server-port', '3000']
    : ['stop', 'manifest.xml'];
const r = spawnSync(bin, args, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(r.status ?? 1);
