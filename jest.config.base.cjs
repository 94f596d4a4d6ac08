// One Jest set-up for every front-end package: SWC transforms TypeScript and JSX, jsdom runs the DOM.
const path = require('node:path');

// msw 2 depends on ESM-only packages, which Jest on Node 20 cannot require: they go through SWC too.
const ESM_ONLY = ['rettime', 'until-async', '@open-draft[+/]deferred-promise'];

/**
 * @param {string} dir the package folder (pass __dirname)
 * @param {{ polyfills?: boolean }} options polyfills: the browser APIs Chakra needs and jsdom lacks, the
 *   catalogues loaded in English before each test, and Testing Library's waits (from shared-ui)
 */
module.exports = function jestConfig(dir, { polyfills = false } = {}) {
  const setup = [path.join(__dirname, 'jest.setup.cjs')];
  if (polyfills) {
    setup.push(require.resolve('@pathshala/shared-ui/jest-polyfills', { paths: [dir] }));
    setup.push(require.resolve('@pathshala/shared-ui/jest-i18n', { paths: [dir] }));
    setup.push(require.resolve('@pathshala/shared-ui/jest-waits', { paths: [dir] }));
  }
  return {
    rootDir: dir,
    testEnvironment: 'jest-fixed-jsdom',
    // A component test renders, clicks and waits through whole screens: on a loaded two-core CI box some take
    // several seconds (a file may allow more).
    testTimeout: 20_000,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.m?[tj]sx?$': [
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
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/])`],
    setupFilesAfterEnv: setup,
    moduleNameMapper: {
      '\\.(css|svg|png|jpe?g|webp|gif|woff2)$': path.join(__dirname, 'jest.asset-stub.cjs'),
    },
  };
};
