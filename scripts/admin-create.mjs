// Creates or updates an admin account: npm run admin:create -- --username u --email e --password p
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const entry = path.join(root, 'server', 'dist', 'admin-create.js');
if (!existsSync(entry)) {
  console.error('✖ The server is not built yet: run `npm run build` first.');
  process.exit(1);
}
process.exit(await run(process.execPath, [entry, ...process.argv.slice(2)]));
