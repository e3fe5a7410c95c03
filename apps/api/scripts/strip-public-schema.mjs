// drizzle-kit qualifies foreign keys with "public"; our migrations must run in any schema
// (the PostgreSQL test suite gives every test file a fresh one), so the qualifier is removed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../src/db/migrations/', import.meta.url).pathname;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const path = join(dir, file);
  const sql = readFileSync(path, 'utf8');
  const stripped = sql.replaceAll('"public".', '');
  if (stripped !== sql) writeFileSync(path, stripped);
}
