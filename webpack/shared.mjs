// The modules every app shares as singletons (DESIGN §3). Chakra, Emotion and the router are deliberately
// absent: they live inside shared-ui's chunks, tree-shaken to what shared-ui exports. Shared whole, react-router
// alone would add ~60 KB gzipped to every page; through shared-ui there is still exactly one router at run time.
import fs from 'node:fs';
import path from 'node:path';

/**
 * `key` is the request matched in app code (a trailing slash shares every subpath); `pkg` the package
 * whose version it carries.
 */
const SINGLETONS = [
  { key: 'react', pkg: 'react' },
  { key: 'react/', pkg: 'react' },
  { key: 'react-dom', pkg: 'react-dom' },
  { key: 'react-dom/', pkg: 'react-dom' },
  { key: 'zustand', pkg: 'zustand' },
  { key: '@tanstack/react-query', pkg: '@tanstack/react-query' },
  { key: '@pathshala/shared-ui', pkg: '@pathshala/shared-ui' },
  { key: '@pathshala/shared-ui/', pkg: '@pathshala/shared-ui', unshared: ['startup'] },
  { key: '@pathshala/shared-api', pkg: '@pathshala/shared-api' },
  {
    key: '@pathshala/shared-api/',
    pkg: '@pathshala/shared-api',
    unshared: ['contract/errors', 'contract/clock', 'contract/languages', 'locales/bn.json'],
  },
];

/** Entries each app bundles a copy of instead of sharing (`unshared` above): stateless, and so small that a
 * shared module of their own would cost every page more than the copy (reading an error envelope, a clock time),
 * or needed before the shared modules are negotiated (shared-ui's startup: the reader's language, and the
 * cookie shared-api's contract names for it). */
const UNSHARED_ENTRIES = new Set(
  SINGLETONS.flatMap(({ pkg, unshared = [] }) => unshared.map((entry) => `${pkg}/${entry}`)),
);

/**
 * The `shared` option of ModuleFederationPlugin. `requiredVersion` is explicit, taken from the installed
 * package.json (`workspace:*` and `catalog:` in the apps' package.json files are not semver ranges).
 * `strictVersion` makes a remote built against a version the shell cannot satisfy (a newer major of shared-ui,
 * say) fail to load, so the shell shows its fallback, rather than run against the wrong singleton.
 * @param {NodeRequire} requireFromApp a require function rooted at the app's package.json
 * @param {{ provideEveryEntry?: boolean }} options provideEveryEntry: the shell's, see below
 */
export function sharedModules(requireFromApp, { provideEveryEntry = false } = {}) {
  const versionOf = (pkg) =>
    JSON.parse(fs.readFileSync(packageJsonPath(requireFromApp, pkg), 'utf8')).version;
  const config = (pkg) => ({ singleton: true, strictVersion: true, requiredVersion: `^${versionOf(pkg)}` });
  const shared = Object.fromEntries(
    SINGLETONS.map(({ key, pkg, unshared }) => [
      key,
      { ...config(pkg), ...(unshared && { exclude: { request: new RegExp(`^(${unshared.join('|')})$`) } }) },
    ]),
  );
  // A package request is provided only when the app itself imports it; a file, always. The shell names every
  // entry by its file, so it also provides those only the remotes use.
  if (provideEveryEntry) {
    for (const entry of sharedEntryPoints(requireFromApp)) {
      const pkg = packageOf(entry);
      shared[entry] = {
        ...config(pkg),
        import: requireFromApp.resolve(entry),
        shareKey: entry,
        version: versionOf(pkg),
      };
    }
  }
  return shared;
}

/** '@pathshala/shared-ui' of '@pathshala/shared-ui/forms'. */
const packageOf = (entry) => entry.split('/').slice(0, 2).join('/');

/** Entry points of our shared packages that only tests import (never part of a page). */
const TEST_ONLY_ENTRIES = new Set(['./testing', './jest-polyfills', './jest-i18n', './jest-waits']);

/**
 * Every request a page may make of our shared packages: each entry point their package.json exports, e.g.
 * '@pathshala/shared-ui/forms'. The shell must provide all of them (see federated-app.mjs).
 * @param {NodeRequire} requireFromApp a require function rooted at the app's package.json
 * @returns {string[]}
 */
export function sharedEntryPoints(requireFromApp) {
  const ours = SINGLETONS.filter(({ key, pkg }) => key.endsWith('/') && pkg.startsWith('@pathshala/'));
  return ours.flatMap(({ pkg }) => {
    const { exports } = JSON.parse(fs.readFileSync(packageJsonPath(requireFromApp, pkg), 'utf8'));
    return Object.keys(exports)
      .filter((entry) => !TEST_ONLY_ENTRIES.has(entry))
      .map((entry) => (entry === '.' ? pkg : `${pkg}/${entry.slice(2)}`))
      .filter((entry) => !UNSHARED_ENTRIES.has(entry));
  });
}

/** The package.json of `pkg` as `require` resolves it, without relying on the package exporting it. */
function packageJsonPath(require, pkg) {
  let dir = path.dirname(require.resolve(pkg));
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate) && JSON.parse(fs.readFileSync(candidate, 'utf8')).name === pkg)
      return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package.json of ${pkg}`);
    dir = parent;
  }
}
