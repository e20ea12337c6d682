// Three projects: `unit` (engine, sheets, session, Excel host on the fake, CLI), `office` (the
// exported .xlsx in LibreOffice) and `browser` (Playwright in Debian's Chromium against the built
// dist/). `npm test` builds first, then runs all three.
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };
const setupFiles = ['<rootDir>/test/setup/english.ts', '<rootDir>/test/setup/advisor.ts'];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/test/browser/', '<rootDir>/test/office/'],
      transform,
      setupFiles,
    },
    {
      // Needs LibreOffice Calc and poppler-utils (Debian), installed by .ci/run.
      displayName: 'office',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/office'],
      testMatch: ['<rootDir>/test/office/**/*.test.ts'],
      transform,
      setupFiles,
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/browser'],
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      transform,
      setupFiles,
    },
  ],
};
