import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` from apps/server writes SQL that both PGlite and PostgreSQL apply.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/tables/*.ts'],
  out: './src/db/migrations',
});
