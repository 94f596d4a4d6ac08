// Every app's production build writes a brotli and a gzip copy beside each text file it emits (the server
// sends those as they are), in the app's own build: a remote rebuilt alone ships its copies with it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APPS, build, filesOf, loadBuildModule, webpack } from '../support/builds';
import { repoRoot } from '../support/server';

const TEXT_FILE = /\.(js|css|html|json|svg)$/;

/** The little of webpack's plugin interface the fixture's own plugin uses. */
interface FixtureCompilation {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
  emitAsset(name: string, source: unknown): void;
}
interface FixtureCompiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: FixtureCompilation) => void): void } };
}

/** Checks that `file`'s copies exist and decode to it. */
function assertCopies(dir: string, file: string): void {
  const original = readFileSync(path.join(dir, file));
  assert.ok(existsSync(path.join(dir, `${file}.br`)), `${file}.br`);
  assert.ok(existsSync(path.join(dir, `${file}.gz`)), `${file}.gz`);
  const brotli = readFileSync(path.join(dir, `${file}.br`));
  const gzipped = readFileSync(path.join(dir, `${file}.gz`));
  assert.ok(brotliDecompressSync(brotli).equals(original), `${file}.br is ${file}`);
  assert.ok(gunzipSync(gzipped).equals(original), `${file}.gz is ${file}`);
  assert.ok(brotli.length <= gzipped.length, `${file}.br is no bigger than ${file}.gz`);
}

describe('the precompress plugin in a webpack build', () => {
  let work: string;
  let outputs: string[];
  let dist: string;

  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'pathshala-precompress-'));
    dist = path.join(work, 'dist');
    mkdirSync(path.join(work, 'src'));
    const words = Array.from({ length: 400 }, (_, i) => `  console.log('line ${i % 40} of the page');`);
    writeFileSync(path.join(work, 'src', 'index.js'), `${words.join('\n')}\nimport('./late.js');\n`);
    writeFileSync(path.join(work, 'src', 'late.js'), 'export const late = 1;\n');
    const { PrecompressPlugin } = await loadBuildModule('webpack/precompress.mjs');
    // Emits at the same stage as the precompress plugin, after it, as Module Federation's manifest does.
    const lateManifest = {
      apply(compiler: FixtureCompiler) {
        compiler.hooks.thisCompilation.tap('LateManifest', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'LateManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
            () => {
              const manifest = JSON.stringify({
                name: 'fixture',
                exposes: Array(60).fill({ path: './App' }),
              });
              compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(manifest));
              compilation.emitAsset('tiny.json', new webpack.sources.RawSource('{}'));
            },
          );
        });
      },
    };
    const stats = await build({
      mode: 'production',
      context: work,
      entry: './src/index.js',
      output: { path: dist, filename: '[name].[contenthash:8].js', clean: true },
      plugins: [new PrecompressPlugin(), lateManifest],
      optimization: { minimize: false },
    });
    assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
    outputs = filesOf(dist);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  test('writes .br and .gz beside each script and the manifest emitted after it, decoding to the file', () => {
    const scripts = outputs.filter((file) => file.endsWith('.js'));
    const main = scripts.find((file) => file.startsWith('main.'));
    assert.ok(main, outputs.join(', '));
    assertCopies(dist, main);
    assertCopies(dist, 'mf-manifest.json');
  });

  test('leaves a file alone when compression does not pay, and never compresses a copy', () => {
    assert.ok(outputs.includes('tiny.json'));
    assert.ok(!outputs.includes('tiny.json.br') && !outputs.includes('tiny.json.gz'), outputs.join(', '));
    assert.ok(!outputs.some((file) => /\.(br|gz)\.(br|gz)$/.test(file)), outputs.join(', '));
  });
});

describe('the apps’ webpack configs', () => {
  test('precompress in production builds only', async () => {
    const { federatedApp } = await loadBuildModule('webpack/federated-app.mjs');
    const { PrecompressPlugin } = await loadBuildModule('webpack/precompress.mjs');
    const config = federatedApp({
      name: 'admin',
      dir: path.join(repoRoot, 'admin-app'),
      exposes: { './App': './src/App.tsx' },
    });
    const precompressing = (mode: string) =>
      (config(undefined, { mode }).plugins as object[]).some((plugin) => plugin instanceof PrecompressPlugin);
    assert.equal(precompressing('production'), true);
    assert.equal(precompressing('development'), false);
  });

  test('each built app has brotli and gzip copies of its scripts, page and manifest', () => {
    for (const app of APPS) {
      const dir = path.join(repoRoot, app, 'dist');
      assert.ok(existsSync(dir), `${app} is built (npm run build)`);
      const files = filesOf(dir);
      const text = files.filter((file) => TEXT_FILE.test(file));
      assert.ok(text.some((file) => file.endsWith('.js')));
      assert.ok(text.includes(app === 'shell' ? 'index.html' : 'mf-manifest.json'), app);
      // A file of a few hundred bytes may be left without copies: they would not pay.
      for (const file of text) if (readFileSync(path.join(dir, file)).length >= 1024) assertCopies(dir, file);
    }
  });
});
