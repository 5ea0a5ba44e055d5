// `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL, else the
// embedded one) without the native engine. The app also does this at start; this is for deploy steps.
import { closeDatabase, database } from "@/lib/db/client";
import { migrationsDir, readMigrations } from "@/lib/db/migrations";

const { kind } = await database();
console.log(`${kind}: ${readMigrations().length} migrations in ${migrationsDir()} are applied`);
await closeDatabase();
