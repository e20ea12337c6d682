// Checks manifest.xml (and dist/manifest.xml when built) against Microsoft's add-in manifest
// XSDs in ../shared/schemas/office-addin-manifest with xmllint. Where that folder is missing it
// falls back to a well-formedness check and says so. Exit code 1 on any failure.
//
// The published XSDs predate the shared runtime: their task pane <Host> knows no <Runtimes>.
// A small driver schema, written to a temporary folder, redefines that one type to add the
// element as Microsoft's manifest reference documents it (<Runtimes> holding one or more
// <Runtime resid="…" lifetime="short|long"/>) and validates everything else with the shared XSDs
// as they are.
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const schemaDir = path.resolve(root, '..', 'shared', 'schemas', 'office-addin-manifest');
const schema = path.join(schemaDir, 'OfficeAppManifestV1_1.xsd');
// `node scripts/validate-manifest.js [files…]`: the given manifests, or the project's own.
const given = process.argv.slice(2).map((f) => path.resolve(f));
const files = given.length ? given : ['manifest.xml', 'dist/manifest.xml'].map((f) => path.join(root, f)).filter((f) => fs.existsSync(f));

const have = spawnSync('xmllint', ['--version'], { encoding: 'utf8' });
if (have.error) {
  console.error('validate: xmllint not found (apt-get install -y libxml2-utils)');
  process.exit(1);
}
const os = require('os');

/** The driver schema: the shared XSDs, with <Runtimes> added to the task pane <Host>. */
function driverSchema() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-xsd-'));
  const at = (f) => 'file://' + path.join(schemaDir, f).split(path.sep).join('/');
  const xsd = `<?xml version="1.0" encoding="utf-8"?>
<xs:schema targetNamespace="http://schemas.microsoft.com/office/taskpaneappversionoverrides"
    xmlns="http://schemas.microsoft.com/office/taskpaneappversionoverrides"
    xmlns:bt="http://schemas.microsoft.com/office/officeappbasictypes/1.0"
    xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <xs:import namespace="http://schemas.microsoft.com/office/officeappbasictypes/1.0" schemaLocation="${at('OfficeAppBasicTypesV1_0.xsd')}"/>
  <xs:redefine schemaLocation="${at('TaskPaneAppVersionOverridesV1_0.xsd')}">
    <xs:complexType name="Host" abstract="true">
      <xs:complexContent>
        <xs:extension base="Host">
          <xs:sequence>
            <xs:element name="Runtimes" minOccurs="0" maxOccurs="1">
              <xs:complexType>
                <xs:sequence>
                  <xs:element name="Runtime" minOccurs="1" maxOccurs="unbounded">
                    <xs:complexType>
                      <xs:attribute name="resid" type="bt:URLReferenceId" use="required"/>
                      <xs:attribute name="lifetime" use="optional">
                        <xs:simpleType>
                          <xs:restriction base="xs:string"><xs:enumeration value="short"/><xs:enumeration value="long"/></xs:restriction>
                        </xs:simpleType>
                      </xs:attribute>
                    </xs:complexType>
                  </xs:element>
                </xs:sequence>
              </xs:complexType>
            </xs:element>
          </xs:sequence>
        </xs:extension>
      </xs:complexContent>
    </xs:complexType>
  </xs:redefine>
  <xs:import namespace="http://schemas.microsoft.com/office/appforoffice/1.1" schemaLocation="${at('OfficeAppManifestV1_1.xsd')}"/>
</xs:schema>
`;
  const file = path.join(dir, 'manifest-driver.xsd');
  fs.writeFileSync(file, xsd);
  return file;
}

let failed = false;
const driver = fs.existsSync(schema) ? driverSchema() : null;
for (const file of files) {
  const args = driver ? ['--noout', '--schema', driver, file] : ['--noout', file];
  if (!fs.existsSync(schema)) console.log(`validate: ${schema} not found — checking only that ${path.relative(root, file)} is well-formed XML`);
  const r = spawnSync('xmllint', args, { encoding: 'utf8' });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  if (r.status !== 0) failed = true;
  else console.log(`validate: ${path.relative(root, file)} ${fs.existsSync(schema) ? 'matches the add-in manifest schema' : 'is well-formed'}`);
}
if (driver) fs.rmSync(path.dirname(driver), { recursive: true, force: true });
process.exit(failed ? 1 : 0);
