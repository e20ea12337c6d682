// Slim Jest config for mutation testing (`npm run mutate`, see stryker.config.json): only the
// engine unit tests (test/engine), none of the browser / office / excel / sheets / cli / session
// suites. ts-jest only transpiles each file (isolatedModules: true: no type-check), which keeps
// a mutant at ~4 s. Types are still checked by `npm run typecheck` and jest.config.js.
module.exports = {
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/setup/english.ts'],
  // src and test/support are roots too, so that --findRelatedTests (used by Stryker) can follow
  // test → support → src; only test/engine holds tests that run.
  roots: ['<rootDir>/src', '<rootDir>/test/engine', '<rootDir>/test/support'],
  // `npm run mutate -- --tests resources,accidents …` narrows the run to those test files
  // (test/engine/<name>.test.ts): a mutant then costs only what those tests cost.
  testMatch: process.env.MUTATE_TESTS
    ? process.env.MUTATE_TESTS.split(',').map((n) => `<rootDir>/test/engine/${n.replace(/\.test\.ts$/, '')}.test.ts`)
    : ['<rootDir>/test/engine/**/*.test.ts'],
  transform: {
    // tsconfig.json's compiler options with isolatedModules forced on: ts-jest then uses
    // transpileModule (per file, no type information) instead of a full language service.
    '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true } }],
  },
};
