// Two projects: `unit` (engine, sheets, session, CLI) and `browser` (Playwright in Debian's
// Chromium against the built dist/). `npm test` builds first, then runs both.
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/test/browser/'],
      transform,
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/browser'],
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      transform,
    },
  ],
};
