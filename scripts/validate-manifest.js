// Checks manifest.xml (and dist/manifest.xml when built) against Microsoft's add-in manifest
// XSDs in ../shared/schemas/office-addin-manifest with xmllint. Where that folder is missing it
// falls back to a well-formedness check and says so. Exit code 1 on any failure.
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const schemaDir = path.resolve(root, '..', 'shared', 'schemas', 'office-addin-manifest');
const schema = path.join(schemaDir, 'OfficeAppManifestV1_1.xsd');
const files = ['manifest.xml', 'dist/manifest.xml'].map((f) => path.join(root, f)).filter((f) => fs.existsSync(f));

const have = spawnSync('xmllint', ['--version'], { encoding: 'utf8' });
if (have.error) {
  console.error('validate: xmllint not found (apt-get install -y libxml2-utils)');
  process.exit(1);
}
let failed = false;
for (const file of files) {
  const args = fs.existsSync(schema) ? ['--noout', '--schema', schema, file] : ['--noout', file];
  if (!fs.existsSync(schema)) console.log(`validate: ${schema} not found — checking only that ${path.relative(root, file)} is well-formed XML`);
  const r = spawnSync('xmllint', args, { encoding: 'utf8' });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  if (r.status !== 0) failed = true;
  else console.log(`validate: ${path.relative(root, file)} ${fs.existsSync(schema) ? 'matches the add-in manifest schema' : 'is well-formed'}`);
}
process.exit(failed ? 1 : 0);
