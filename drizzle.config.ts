import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are committed and applied by the app itself.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
