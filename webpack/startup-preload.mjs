// The shell's page starts with its entry, whose only work is the federation's async boundary: `import('./bootstrap')`
// fetches the bootstrap chunk and every shared module it consumes (React, the design system…). Left to the entry,
// those requests wait for the entry to arrive and run: one more round trip before anything paints (~0.6 s on a
// slow 3G phone). This plugin lists those files in the page's <head> as `<link rel="preload">`, so the browser
// fetches them beside the entry. The list comes from the chunk graph: the chunks of each async import the entry
// makes, and for each shared module those chunks consume, the chunks of the shell's own provided copy (the one a
// host's page runs), followed transitively.

const PLUGIN = 'StartupPreloadPlugin';

export class StartupPreloadPlugin {
  /** @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin the app's own copy (its hooks are per copy) */
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '/';
        const { entry, startup } = startupFiles(compilation);
        // The entry first: preloads outrank a deferred script, and the entry is what runs first.
        data.headTags.unshift(
          ...[...entry, ...startup].map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: PLUGIN },
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          })),
        );
        return data;
      });
    });
  }
}

/**
 * The entry's JavaScript files, and those its async imports load before the first module after the boundary
 * runs.
 * @param {import('webpack').Compilation} compilation
 * @returns {{ entry: string[], startup: string[] }}
 */
export function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  /** The shell's provided copy of each shared module, by share key: what a consumer on its page is given. */
  const provided = new Map();
  for (const module of compilation.modules)
    // `_name` is the share key a ProvideSharedModule was made for (it keeps it in no public field).
    if (module.type === 'provide-module') provided.set(module._name, module);

  const files = new Set();
  const unprovided = new Set();
  const seenGroups = new Set();
  const seenChunks = new Set();
  const visitGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) visitChunk(chunk);
  };
  const visitChunk = (chunk) => {
    if (seenChunks.has(chunk)) return;
    seenChunks.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = provided.get(module.options?.shareKey);
      if (!provider) unprovided.add(module.options?.shareKey);
      for (const block of provider?.blocks ?? []) visitGroup(chunkGraph.getBlockChunkGroup(block));
    }
  };

  // The entry module's own async imports (its `import('./bootstrap')`), not those of the modules it imports.
  for (const entrypoint of compilation.entrypoints.values())
    for (const chunk of entrypoint.chunks)
      for (const module of chunkGraph.getChunkEntryModulesIterable(chunk))
        for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));

  // A federation release that names its provided modules differently must not quietly drop the preloads.
  if (unprovided.size > 0)
    compilation.errors.push(
      new compilation.compiler.webpack.WebpackError(
        `${PLUGIN}: no provided module found for ${[...unprovided].join(', ')}`,
      ),
    );
  const entry = [...compilation.entrypoints.values()]
    .flatMap((entrypoint) => entrypoint.chunks.flatMap((chunk) => [...chunk.files]))
    .filter((file) => file.endsWith('.js'));
  for (const file of entry) files.delete(file);
  return { entry, startup: [...files].sort() };
}
