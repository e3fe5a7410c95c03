import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { generateCatalogue } from './seed/catalogue';
import { planOffer } from './seed/catalogue-offer';
import { DEMO_SEED, demoCatalogueOptions, demoOfferOptions } from './seed/demo';
import { demoLibraries } from './seed/library-data';
import { countryConfigRows } from './seed/reference-data';
import { SeededRandom } from './seed/seeded-random';

/** The statements of one migration file, as drizzle splits them. */
const statements = (file: string) =>
  readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((part) => part.trim())
    .filter(Boolean);

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/*
 * Migration 0027 (docs/decisions/052) turns the seed-only availability and announcement tables and the one price
 * per title into licence windows: on the demo seed's offer as the code before it wrote it, every country keeps
 * the same titles in its catalogue today, the same announced titles, and the same price per loan.
 */
describe('migration 0027', () => {
  it("keeps every country's catalogue, announced titles and prices of the demo seed", async () => {
    const files = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const windows = files.findIndex((f) => f.startsWith('0027_'));
    const now = new Date();
    const random = new SeededRandom(DEMO_SEED);
    const catalogue = generateCatalogue({ ...demoCatalogueOptions, random: random.fork('catalogue'), now });
    const offer = planOffer({
      ...demoOfferOptions,
      random: random.fork('offer'),
      now,
      catalogue,
      libraries: demoLibraries(),
    });
    const db = new PGlite();
    try {
      for (const file of files.slice(0, windows))
        for (const statement of statements(file)) await db.exec(statement);
      const values = (rows: string[]) => rows.join(',\n');
      await db.exec(`
        insert into countries (iso, names) values ('se', '{}'), ('no', '{}'), ('fi', '{}');
        insert into country_configs (country_iso, languages, time_zone, default_url, press_url, help_url, contact_email)
          values ${values(
            countryConfigRows.map(
              (c) =>
                `(${sqlText(c.countryIso)}, '{sv}', ${sqlText(c.timeZone)}, 'https://x', 'https://x', 'https://x', 'x@x')`,
            ),
          )};
        insert into titles (id, kind, name, duration_seconds, price_cents, published_at) values ${values(
          catalogue.titles.map(
            (t) =>
              `(${t.row.id}, ${sqlText(t.row.kind ?? 'film')}, 'T', 60, ${t.row.priceCents}, ${sqlText(t.row.publishedAt.toISOString())})`,
          ),
        )};
        insert into title_country_availability (title_id, country_iso) values ${values(
          offer.licences.map((l) => `(${l.titleId}, ${sqlText(l.countryIso)})`),
        )};
        insert into upcoming_titles (title_id, country_iso, coming_on) values ${values(
          offer.upcoming.map((u) => `(${u.titleId}, ${sqlText(u.countryIso)}, ${sqlText(u.comingOn)})`),
        )};
      `);
      const rows = async (query: string) => (await db.query<Record<string, unknown>>(query)).rows;
      // What the code before read: licensed and published is in the catalogue; licensed, announced and not yet
      // published is upcoming; a loan costs the title's price.
      const before = await rows(`
        select a.country_iso,
          count(*) filter (where t.published_at <= now())::int as available,
          count(*) filter (where t.published_at > now() and u.title_id is not null)::int as upcoming,
          sum(t.price_cents) filter (where t.published_at <= now())::int as prices
        from title_country_availability a join titles t on t.id = a.title_id
        left join upcoming_titles u on u.title_id = a.title_id and u.country_iso = a.country_iso
        group by a.country_iso order by a.country_iso`);

      for (const statement of statements(files[windows]!)) await db.exec(statement);

      const after = await rows(`
        select l.country_iso,
          count(*) filter (where l.starts_on <= d.today and (l.ends_on is null or l.ends_on >= d.today))::int
            as available,
          count(*) filter (where l.starts_on > d.today)::int as upcoming,
          sum(l.price_cents) filter (where l.starts_on <= d.today)::int as prices
        from title_licences l
        join (select country_iso, (now() at time zone time_zone)::date as today from country_configs) d
          on d.country_iso = l.country_iso
        group by l.country_iso order by l.country_iso`);
      expect(before).toHaveLength(3);
      expect((before as { available: number }[]).every((row) => row.available > 100)).toBe(true);
      expect((before as { upcoming: number }[]).every((row) => row.upcoming > 0)).toBe(true);
      expect(after).toEqual(before);
      expect(
        await rows(`select table_name from information_schema.tables
          where table_name in ('title_country_availability', 'upcoming_titles')`),
      ).toEqual([]);
      expect(
        await rows(`select column_name from information_schema.columns
          where table_name = 'titles' and column_name = 'price_cents'`),
      ).toEqual([]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
