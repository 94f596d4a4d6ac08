// Brotli and gzip copies of every text file a production build emits, written beside it (`main.1a2b3c4d.js.br`,
// `.gz`), so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
// request. Part of each app's own build: a remote rebuilt alone ships its compressed files with it.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What compresses: scripts, styles, the HTML page, JSON (mf-manifest.json, catalogues), SVG, text. */
export const TEXT_ASSET = /\.(m?js|css|html|json|svg|txt)$/i;

/**
 * @typedef {object} PrecompressOptions
 * @property {RegExp} [test] which assets to compress, by name
 * @property {number} [minRatio] a copy is written only when it is at most this share of the original's size
 */

export class PrecompressPlugin {
  /** @param {PrecompressOptions} [options] */
  constructor({ test = TEXT_ASSET, minRatio = 0.8 } = {}) {
    this.test = test;
    this.minRatio = minRatio;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrecompressPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: PrecompressPlugin.name,
          // After hashing, minifying and the HTML page; `additionalAssets` catches what is emitted at this
          // stage too, as Module Federation's mf-manifest.json is.
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => {
            const info = compilation.getAsset(name)?.info;
            return this.test.test(name) && !info?.compressed && !info?.development;
          });
          await Promise.all(names.map((name) => this.compress(compilation, sources, name)));
        },
      );
    });
  }

  /**
   * @param {import('webpack').Compilation} compilation
   * @param {typeof import('webpack').sources} sources
   * @param {string} name
   */
  async compress(compilation, sources, name) {
    const asset = compilation.getAsset(name);
    if (!asset) return;
    const input = asset.source.buffer();
    const copies = await Promise.all([
      brotli(input, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      }).then((output) => ['.br', output]),
      gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }).then((output) => ['.gz', output]),
    ]);
    for (const [extension, output] of copies) {
      // Too small or already dense: the original is as good on the wire and one file fewer to keep.
      if (output.length > input.length * this.minRatio) continue;
      const copyName = name + extension;
      const info = { compressed: true, immutable: asset.info.immutable, size: output.length };
      if (compilation.getAsset(copyName))
        compilation.updateAsset(copyName, new sources.RawSource(output), info);
      else compilation.emitAsset(copyName, new sources.RawSource(output), info);
    }
  }
}
