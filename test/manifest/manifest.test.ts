// The manifest: valid against Microsoft's XSDs (with the documented <Runtimes> element the
// published XSDs predate), a shared runtime that outlives the task pane, and the pane id that
// lets a workbook holding a game open the pane by itself.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const root = path.join(__dirname, '../..');
const manifest = fs.readFileSync(path.join(root, 'manifest.xml'), 'utf8');

function validate(text: string): { ok: boolean; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-test-'));
  const file = path.join(dir, 'manifest.xml');
  fs.writeFileSync(file, text);
  const r = spawnSync('node', [path.join(root, 'scripts/validate-manifest.js'), file], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}` };
}

test('the manifest validates, with a long-lived shared runtime on the task pane’s page', () => {
  const r = validate(manifest);
  expect(r.out).toMatch(/matches the add-in manifest schema/);
  expect(r.ok).toBe(true);
  expect(manifest).toMatch(/<Runtime resid="Taskpane\.Url" lifetime="long"\/>/);
  expect(manifest).toMatch(/<Set Name="SharedRuntime" MinVersion="1\.1"\/>/);
  expect(manifest).toMatch(/<FunctionFile resid="Taskpane\.Url"\/>/);
  expect(manifest).toMatch(/<SourceLocation resid="Taskpane\.Url"\/>/);
  expect(manifest).toMatch(/<TaskpaneId>Office\.AutoShowTaskpaneWithDocument<\/TaskpaneId>/);
});

test('the validator still refuses what the schema refuses', () => {
  expect(validate(manifest.replace('lifetime="long"', 'lifetime="forever"')).ok).toBe(false);
  expect(validate(manifest.replace('<Runtime resid="Taskpane.Url" lifetime="long"/>', '')).ok).toBe(false); // Runtimes needs a Runtime
  expect(validate(manifest.replace('<Permissions>ReadWriteDocument</Permissions>', '<Permissions>Everything</Permissions>')).ok).toBe(false);
});
