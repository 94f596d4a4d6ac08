// One webpack configuration for the shell and every remote (DESIGN §3). Each app's webpack.config.js
// calls `federatedApp(...)`; nothing else about the build is written twice.
import { createRequire } from 'node:module';
import path from 'node:path';
import { sharedEntryPoints, sharedModules } from './shared.mjs';
import { HostProvidesEveryEntryPlugin } from './host-provides-check.mjs';
import { NoTestCodePlugin } from './no-test-code.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { PrerenderPlugin } from './prerender.mjs';
import { ASSET_MODULE_FILENAME, moduleRules, RESOLVE } from './sources.mjs';
import { StartupPreloadPlugin } from './startup-preload.mjs';
import { DEV_PORTS, devServerConfig } from './dev-server.mjs';

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} name the federation name: 'shell' for the host, 'student' | 'teacher' | 'admin' for remotes
 * @property {string} dir the app's folder (pass `import.meta.dirname`)
 * @property {number} [port] the dev server port; defaults to the app's fixed port (DEV_PORTS)
 * @property {Record<string, string>} [exposes] modules a remote exposes, e.g. `{ './App': './src/App.tsx' }`
 * @property {boolean} [isHost] true for the shell
 * @property {string} [publicPath] where the built files are served from; 'auto' (remotes) lets them work from any URL
 * @property {string} [title] the HTML page title
 */

/**
 * @param {FederatedAppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function federatedApp({
  name,
  dir,
  port = DEV_PORTS[name],
  exposes,
  isHost = false,
  publicPath,
  title = 'Pathshala',
}) {
  // Plugins are resolved from the app's own dependencies: this folder has no node_modules of its own.
  const requireFromApp = createRequire(path.join(dir, 'package.json'));
  const HtmlWebpackPlugin = requireFromApp('html-webpack-plugin');
  const { ModuleFederationPlugin } = requireFromApp('@module-federation/enhanced/webpack');

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const servesPage = isHost || !production;

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's own page is for `webpack serve` only; built, it is just remoteEntry.js and its chunks.
      entry: servesPage ? { main: './src/index.ts' } : {},
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: publicPath ?? (isHost ? '/' : 'auto'),
        filename: entryFilename,
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: ASSET_MODULE_FILENAME,
        uniqueName: name,
        clean: true,
      },
      resolve: RESOLVE,
      module: { rules: moduleRules(requireFromApp, production) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedModules(requireFromApp, { provideEveryEntry: isHost }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell provides it, the built remotes use it (their
          // remoteEntry.js shrinks from ~27 to ~9 KB gzipped). A remote served alone in development keeps its own.
          // And a remote built for a newer shared package does not take the shell's own pages down with it.
          ...(isHost && {
            runtimePlugins: [
              externalRuntimeProvider(requireFromApp),
              path.join(import.meta.dirname, 'runtime', 'prefer-fitting-shares.mjs'),
            ],
          }),
          experiments: {
            externalRuntime: !isHost && production,
            // Browsers only: the runtime's Node.js loading code is left out.
            optimization: { target: 'web' },
          },
        }),
        isHost && new HostProvidesEveryEntryPlugin(sharedEntryPoints(requireFromApp)),
        new NoTestCodePlugin(),
        servesPage &&
          new HtmlWebpackPlugin({
            template: path.join(import.meta.dirname, 'index.html'),
            title,
            // Only the app's own entry (not a remote's remoteEntry.js), from the site root: the page is
            // served for every client-side route, so a relative script path would break on /student/posts.
            chunks: ['main'],
            publicPath: '/',
            scriptLoading: 'defer',
            minify: production,
          }),
        isHost && new StartupPreloadPlugin(HtmlWebpackPlugin),
        isHost && production && new PrerenderPlugin(HtmlWebpackPlugin, { dir, requireFromApp }),
        // `.br` and `.gz` beside each text file, served as they are (server/src/portal.ts).
        production && new PrecompressPlugin(),
      ].filter(Boolean),
      // Production defaults on purpose: usedExports, sideEffects, innerGraph and concatenateModules tree-shake
      // what shared-ui re-exports; splitChunks splits async chunks only. Measured, a smaller
      // splitChunks.minSize (more, smaller chunks) and more minifier passes made the pages no lighter.
      optimization: { minimize: production },
      performance: { hints: false },
      // Federation warns that a singleton prefix with an `exclude` could share a module twice. What it excludes
      // (webpack/shared.mjs, `unshared`) is stateless and copied on purpose; every other entry stays one instance.
      ignoreWarnings: [/"singleton: true" is used together with "exclude\.request/],
      devServer: devServerConfig({ port, isHost }),
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes (what MF's
 * `experiments.provideExternalRuntime` adds), in its ES module build: the CommonJS build that option picks
 * would bundle a second copy of the runtime into the shell (+24 KB gzipped on every page).
 * @param {NodeRequire} requireFromApp
 */
function externalRuntimeProvider(requireFromApp) {
  const requireFromFederation = createRequire(requireFromApp.resolve('@module-federation/enhanced/webpack'));
  const commonJsBuild = requireFromFederation.resolve(
    '@module-federation/inject-external-runtime-core-plugin',
  );
  return path.join(path.dirname(commonJsBuild), 'index.js');
}

/**
 * Entry chunks are content-hashed like the others. The federation runtime asks for the entry's file name
 * before any hash exists, only to learn how deep in the output folder it sits, so it gets the unhashed form.
 * @param {import('webpack').PathData} pathData
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}
