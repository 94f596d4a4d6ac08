// The shell provides every shared module to the remotes. A shared package's entry point the shell did not
// provide would leave a remote importing it to fall back silently to a bundled copy of its own: a second Chakra
// or router whose contexts the shell's providers do not fill. The shell names every entry (webpack/shared.mjs,
// `provideEveryEntry`); this check turns any gap into a build error of the shell.

const PLUGIN = 'HostProvidesEveryEntryPlugin';
const MANIFEST = 'mf-manifest.json';

export class HostProvidesEveryEntryPlugin {
  /** @param {string[]} entryPoints the requests the shell must provide, e.g. '@pathshala/shared-ui/forms' */
  constructor(entryPoints) {
    this.entryPoints = entryPoints;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the federation manifest is written (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = compilation.getAsset(MANIFEST);
          if (!manifest) {
            compilation.errors.push(new WebpackError(`${PLUGIN}: no ${MANIFEST} to check.`));
            return;
          }
          const provided = new Set(
            JSON.parse(manifest.source.source().toString()).shared.map(
              (/** @type {{ name: string }} */ shared) => shared.name,
            ),
          );
          const missing = this.entryPoints.filter((entry) => !provided.has(entry));
          if (missing.length > 0) {
            compilation.errors.push(
              new WebpackError(
                `The shell provides no ${missing.join(', ')} to the remotes: see sharedModules in webpack/shared.mjs.`,
              ),
            );
          }
        },
      );
    });
  }
}
