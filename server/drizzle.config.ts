import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @pathshala/server db:generate` writes SQL migrations into ./drizzle (committed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
