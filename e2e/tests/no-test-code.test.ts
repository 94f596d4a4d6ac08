// No app's build carries test code: a module that imports a testing library fails the build, naming itself,
// and the apps as built hold none.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, build, filesOf, loadBuildModule, type BuildStats } from '../support/builds';
import { repoRoot } from '../support/server';

describe('a build with a module that imports a testing library', () => {
  let work: string;
  let stats: BuildStats;

  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'pathshala-no-test-code-'));
    mkdirSync(path.join(work, 'src'));
    writeFileSync(path.join(work, 'src', 'index.js'), "import('./helpers.js');\n");
    writeFileSync(path.join(work, 'src', 'helpers.js'), "export { screen } from '@testing-library/react';\n");
    const { NoTestCodePlugin } = await loadBuildModule('webpack/no-test-code.mjs');
    stats = await build({
      mode: 'production',
      context: work,
      entry: './src/index.js',
      output: { path: path.join(work, 'dist') },
      // Where shared-ui's tests find the library.
      resolve: { modules: [path.join(repoRoot, 'shared-ui', 'node_modules'), 'node_modules'] },
      plugins: [new NoTestCodePlugin()],
      optimization: { minimize: false },
    });
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  test('fails, naming the module and the library', () => {
    assert.equal(stats.hasErrors(), true);
    assert.match(
      stats.toString('errors-only'),
      /NoTestCodePlugin: src\/helpers\.js imports @testing-library\/react; test code has no place in a page\./,
    );
  });
});

test('no built app holds a testing library', () => {
  for (const app of APPS) {
    const dist = path.join(repoRoot, app, 'dist');
    assert.ok(existsSync(dist), `${app} is built (npm run build)`);
    for (const script of filesOf(dist).filter((file) => file.endsWith('.js')))
      assert.ok(
        // The library's own messages link to its site and repository.
        !readFileSync(path.join(dist, script), 'utf8').includes('testing-library'),
        `${app}/dist/${script} holds a testing library`,
      );
  }
});
