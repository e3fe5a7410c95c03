import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

/** The statements of one migration file, as drizzle splits them. */
const statements = (file: string) =>
  readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((part) => part.trim())
    .filter(Boolean);

describe('migration 0010', () => {
  it('erases accounts deleted before deletion erased them, and keeps the live ones', async () => {
    const files = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const erasure = files.findIndex((f) => f.startsWith('0010_'));
    const db = new PGlite();
    try {
      for (const file of files.slice(0, erasure))
        for (const statement of statements(file)) await db.exec(statement);
      // A soft-deleted account (as the code before it left one) and a live one, each with a trail.
      await db.exec(`
        insert into countries (iso, names) values ('se', '{}');
        insert into country_configs (country_iso, languages, time_zone, default_url, press_url, help_url, contact_email)
          values ('se', '{sv}', 'Europe/Stockholm', 'https://x', 'https://x', 'https://x', 'support@x');
        insert into libraries (id, name, country_iso, time_zone) values (1, 'Library', 'se', 'Europe/Stockholm');
        insert into titles (id, kind, duration_seconds) values (100, 'film', 60);
        insert into patron_cards (id, library_id, card_number, pin_hash) values (1, 1, '1', 'x');
        insert into users (id, username, email, password_hash, first_name, deleted_at)
          values (1, 'gone', 'Gone@example.org', 'hash-gone', 'Gunnel', now()),
                 (2, 'live', 'live@example.org', 'hash-live', 'Livia', null);
        insert into favourites (user_id, title_id, library_id) values (1, 100, 1), (2, 100, 1);
        insert into loans (library_id, card_id, user_id, title_id, price_cents, ends_at)
          values (1, 1, 1, 100, 2500, now()), (1, 1, 2, 100, 2500, now());
        insert into subscriptions (user_id, email, country_iso, opt_in, is_active)
          values (null, 'gone@example.org', 'SE', false, false), (2, 'live@example.org', 'SE', true, true);
        insert into help_messages (subject, contact_email, message)
          values ('Help', 'GONE@example.org', 'from gone'), ('Help', 'live@example.org', 'from live');
      `);
      for (const statement of statements(files[erasure]!)) await db.exec(statement);

      const rows = async (query: string) => (await db.query<Record<string, unknown>>(query)).rows;
      expect(await rows('select id, username from users order by id')).toEqual([{ id: 2, username: 'live' }]);
      expect(await rows('select user_id from favourites')).toEqual([{ user_id: 2 }]);
      expect(await rows('select user_id, price_cents from loans order by user_id nulls first')).toEqual([
        { user_id: null, price_cents: 2500 },
        { user_id: 2, price_cents: 2500 },
      ]);
      expect(await rows('select email from subscriptions')).toEqual([{ email: 'live@example.org' }]);
      expect(await rows('select message from help_messages')).toEqual([{ message: 'from live' }]);
      expect(
        await rows(`select column_name from information_schema.columns
          where table_name = 'users' and column_name = 'deleted_at'`),
      ).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
