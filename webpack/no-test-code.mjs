// No page carries test code. Our shared packages export test helpers beside their modules (the ones
// webpack/shared.mjs leaves out, TEST_ONLY_ENTRIES); one shared by mistake is built into the shell, testing
// libraries and all. A module of a testing library in any compilation of an app's build (the prerender's
// child compilation included) is a build error naming the module that imported it.
import path from 'node:path';

const PLUGIN = 'NoTestCodePlugin';

/** A testing library's files, wherever the package manager keeps them; the package's name is the match's first group. */
const TESTING_LIBRARY =
  /[\\/]node_modules[\\/]((?:@testing-library|@jest)[\\/][^\\/]+|jest(?:-[^\\/]+)?)[\\/]/;

export class NoTestCodePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        /** Each module outside the testing libraries that imports one, with the first library it imports. */
        const importers = new Map();
        for (const module of modules) {
          const library = TESTING_LIBRARY.exec(
            /** @type {{ resource?: string }} */ (module).resource ?? '',
          )?.[1];
          if (!library) continue;
          const issuer = /** @type {{ resource?: string } | null} */ (
            compilation.moduleGraph.getIssuer(module)
          );
          const importer = issuer?.resource ? path.relative(compiler.context, issuer.resource) : 'an entry';
          if (!TESTING_LIBRARY.test(issuer?.resource ?? '') && !importers.has(importer))
            importers.set(importer, library.replaceAll('\\', '/'));
        }
        for (const [importer, library] of importers)
          compilation.errors.push(
            new WebpackError(`${PLUGIN}: ${importer} imports ${library}; test code has no place in a page.`),
          );
      });
    });
  }
}
