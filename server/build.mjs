// Bundles the server for `npm run serve`: dist/main.js, dist/admin-create.js and dist/grow-data.js,
// and dist/pglite-worker.js, the worker thread they run PGlite in.
// Dependencies stay external (installed in node_modules) except our TypeScript contract package.
// Migrations are not copied: the bundle reads ../drizzle relative to itself (src/paths.ts).
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverDir, 'dist');

/** Marks every bare import external except @pathshala/* (TypeScript source that Node cannot run). */
const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@pathshala/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'grow-data': 'src/cli/grow-data.ts',
    // Loaded by src/db/pglite-client.ts as ./pglite-worker.js next to the bundle that starts it.
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalDependencies],
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
