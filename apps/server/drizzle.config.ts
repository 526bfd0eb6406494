import { defineConfig } from 'drizzle-kit'

// `npm run db:generate -w @portico/server` writes SQL migrations for schema changes into drizzle/.
// The same migrations are applied on PGlite and on a real PostgreSQL (src/db/openDatabase.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
