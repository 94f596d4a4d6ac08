// How source files become modules, for the browser build of every app (federated-app.mjs) and for the landing
// page's build-time render (prerender.mjs) alike.
import path from 'node:path';

export const RESOLVE = { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] };

/**
 * How each kind of source file is built, for the browser and for the build-time render (prerender.mjs) alike.
 * @param {NodeRequire} requireFromApp
 * @param {boolean} production
 * @returns {import('webpack').RuleSetRule[]}
 */
export function moduleRules(requireFromApp, production) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: { loader: requireFromApp.resolve('swc-loader'), options: swcOptions(production) },
    },
    {
      // Lets the unused recipes of Chakra's default theme be dropped (see the loader).
      test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
      loader: path.join(import.meta.dirname, 'loaders', 'pure-chakra-theme.cjs'),
    },
    {
      // Translation catalogues: compiled to Lingui's run-time form (see the loader).
      test: /[\\/]locales[\\/][a-z]{2}\.json$/,
      type: 'javascript/auto',
      loader: path.join(import.meta.dirname, 'loaders', 'catalog-loader.cjs'),
    },
    { test: /\.(png|jpe?g|gif|webp|svg|ico|woff2)$/i, type: 'asset/resource' },
  ];
}

/** Built files' names: the build-time render must name assets exactly as the browser build does. */
export const ASSET_MODULE_FILENAME = 'assets/[name].[contenthash:8][ext]';

/** TypeScript and JSX through SWC: automatic JSX runtime, modern browsers only. */
function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: {
        react: { runtime: 'automatic', development: !production, refresh: false },
      },
    },
  };
}
