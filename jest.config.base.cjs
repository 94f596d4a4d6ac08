// One Jest set-up for every front-end package: SWC transforms TypeScript and JSX, jsdom runs the DOM.
const path = require('node:path');

/** @param {string} dir the package folder (pass __dirname) */
module.exports = function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest', { paths: [dir] }),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    moduleNameMapper: { '\\.(css|svg|png|jpe?g|webp|gif)$': path.join(__dirname, 'jest.asset-stub.cjs') },
    ...overrides,
  };
};
