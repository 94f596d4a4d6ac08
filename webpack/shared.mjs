// The modules every app shares as singletons (DESIGN §3). Chakra and Emotion are deliberately absent:
// they live inside shared-ui's chunk, tree-shaken to what shared-ui uses.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `key` is the request matched in app code (a trailing slash shares every subpath); `pkg` the package
 * whose version it carries; `via` a package to resolve it through when the app does not depend on it
 * directly (pnpm installs react-router only beside react-router-dom).
 */
const SINGLETONS = [
  { key: 'react', pkg: 'react' },
  { key: 'react/', pkg: 'react' },
  { key: 'react-dom', pkg: 'react-dom' },
  { key: 'react-dom/', pkg: 'react-dom' },
  { key: 'react-router-dom', pkg: 'react-router-dom' },
  { key: 'react-router', pkg: 'react-router', via: 'react-router-dom' },
  { key: 'zustand', pkg: 'zustand' },
  { key: '@tanstack/react-query', pkg: '@tanstack/react-query' },
  { key: '@pathshala/shared-ui', pkg: '@pathshala/shared-ui' },
  { key: '@pathshala/shared-ui/', pkg: '@pathshala/shared-ui' },
  { key: '@pathshala/shared-api', pkg: '@pathshala/shared-api' },
  { key: '@pathshala/shared-api/', pkg: '@pathshala/shared-api' },
];

/**
 * The `shared` option of ModuleFederationPlugin. `requiredVersion` is explicit, taken from the installed
 * package.json (`workspace:*` and `catalog:` in the apps' package.json files are not semver ranges).
 * @param {NodeRequire} requireFromApp a require function rooted at the app's package.json
 */
export function sharedModules(requireFromApp) {
  return Object.fromEntries(
    SINGLETONS.map(({ key, pkg, via }) => {
      const from = via ? createRequire(packageJsonPath(requireFromApp, via)) : requireFromApp;
      const { version } = JSON.parse(fs.readFileSync(packageJsonPath(from, pkg), 'utf8'));
      return [key, { singleton: true, requiredVersion: `^${version}` }];
    }),
  );
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
