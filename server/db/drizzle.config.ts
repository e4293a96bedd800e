// drizzle-kit: one schema, one migrations folder for PGlite and PostgreSQL 15+.
// Generate with: npx drizzle-kit generate --config server/db/drizzle.config.ts
// drizzle-kit reads the default export (the one exception to named exports).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
