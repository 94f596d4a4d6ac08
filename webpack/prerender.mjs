// The landing page, rendered at build time in each language (`landing.en.html`, `landing.bn.html` beside the
// shell's index.html; the server sends one of them for `/`). A phone paints it as soon as the HTML arrives
// instead of after the start-up code has arrived and run, and the browser then hydrates that markup. The render
// is the shell's own App, built for Node.js from the same sources with the same rules (sources.mjs), so the page
// cannot drift from what the browser draws.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ASSET_MODULE_FILENAME, moduleRules, RESOLVE } from './sources.mjs';

const PLUGIN = 'PrerenderPlugin';
const LANGUAGES = ['en', 'bn'];

/** The file holding the landing page rendered in `language`. */
const landingFile = (language) => `landing.${language}.html`;

const ROOT = /<div id="?root"?><\/div>/;

export class PrerenderPlugin {
  /**
   * @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin the app's own copy (its hooks are per copy)
   * @param {{ dir: string, requireFromApp: NodeRequire }} options the shell's folder, and require rooted there
   */
  constructor(HtmlWebpackPlugin, { dir, requireFromApp }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.dir = dir;
    this.requireFromApp = requireFromApp;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(PLUGIN, async (data) => {
        for (const [language, page] of await this.render(compiler.webpack)) {
          const html = pageWith(data.html, language, page);
          // Marked minimized: a minifier would strip the comments that mark React's Suspense boundaries, and
          // the browser's React could then not take the markup over.
          const source = new compiler.webpack.sources.RawSource(html);
          compilation.emitAsset(landingFile(language), source, { minimized: true });
        }
        return data;
      });
    });
  }

  /**
   * Builds `src/prerender.tsx` for Node.js into a scratch folder, and renders the landing page in each language.
   * @param {typeof import('webpack')} webpack
   * @returns {Promise<[string, { html: string, head: string, title: string }][]>}
   */
  async render(webpack) {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'pathshala-prerender-'));
    try {
      await run(webpack(this.nodeConfig(outDir)));
      const { renderLanding } = createRequire(import.meta.url)(path.join(outDir, 'prerender.cjs'));
      const pages = [];
      // One after the other: the language is the portal's one global setting.
      for (const language of LANGUAGES) pages.push([language, await renderLanding(language)]);
      return pages;
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }

  /** @param {string} outDir */
  nodeConfig(outDir) {
    return {
      mode: 'production',
      context: this.dir,
      target: 'node20',
      entry: { prerender: './src/prerender.tsx' },
      devtool: false,
      output: {
        path: outDir,
        filename: '[name].cjs',
        chunkFilename: '[id].cjs',
        library: { type: 'commonjs2' },
        // Asset URLs exactly as the browser build writes them (the fonts' hashed names under /assets/).
        publicPath: '/',
        assetModuleFilename: ASSET_MODULE_FILENAME,
      },
      resolve: RESOLVE,
      module: {
        rules: moduleRules(this.requireFromApp, true),
        generator: { 'asset/resource': { emit: false } },
      },
      optimization: { minimize: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  }
}

/**
 * The shell's page (`index.html` as built) holding the landing page in `language`: its markup in #root, marked
 * with the language it was rendered in (bootstrap.tsx hydrates it only when the reader's is the same).
 * @param {string} indexHtml
 * @param {string} language
 * @param {{ html: string, head: string, title: string }} page
 */
function pageWith(indexHtml, language, page) {
  if (!ROOT.test(indexHtml)) throw new Error(`${PLUGIN}: the page has no empty <div id="root"></div>`);
  return indexHtml
    .replace(/<html lang="?[a-z]+"?/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>${page.head}`)
    .replace(ROOT, () => `<div id="root" data-prerendered="${language}">${page.html}</div>`);
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** @param {import('webpack').Compiler} compiler */
function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(`${PLUGIN}: ${stats.toString('errors-only')}`));
        else resolve();
      });
    });
  });
}
