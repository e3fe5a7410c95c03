import { sql } from 'drizzle-orm';
import { hashPin } from '../../lib/keyed-hash';
import { queryRows, type Database } from '../client';
import { patronCards } from '../schema';
import { insertInBatches } from './batch-insert';
import { seriesDefinitions } from './catalogue-words';
import { hasLibraries, seedFoundation, type SeedOptions } from './demo';
import { benchmarkLibraries } from './library-data';
import { rebuildBudgetMonths } from './loan-history';
import { SeededRandom } from './seeded-random';

/**
 * The benchmark data set: the demo's reference data and accounts, 300 libraries, 10,000 titles (about 4,200
 * licensed per country, each library opting out of 0-300), 200 extra cards per library and 1,000,000 past
 * loans over 24 months. Titles and their texts are generated in JavaScript (they need real text); the loans
 * are generated inside the database with generate_series, so no million-row array ever exists in Node.
 */

export const LARGE_TITLES = 10_000;
export const LARGE_LIBRARIES = 300;
export const LARGE_LOANS = 1_000_000;
export const BENCHMARK_CARDS_PER_LIBRARY = 200;

const LARGE_SEED = 300_10_000;
const LOAN_CHUNK = 100_000;

/** Benchmark cards: '9' + library id (4 digits) + number (3 digits); the PIN is the card's last four digits. */
export const benchmarkCardNumber = (libraryId: number, index: number): string =>
  `9${String(libraryId).padStart(4, '0')}${String(index).padStart(3, '0')}`;
export const benchmarkCardPin = (cardNumber: string): string => cardNumber.slice(-4);

export async function seedLarge(
  db: Database,
  options: SeedOptions & { log?: (message: string) => void },
): Promise<void> {
  const now = options.now ?? new Date();
  const started = Date.now();
  const log = (message: string) =>
    options.log?.(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
  if (await hasLibraries(db)) throw new Error('seedLarge needs an empty database');

  await db.transaction(async (tx) => {
    const random = new SeededRandom(LARGE_SEED);
    const libraryRows = benchmarkLibraries(LARGE_LIBRARIES);
    const episodes = seriesDefinitions.reduce((sum, s) => sum + s.seasons * s.episodesPerSeason, 0);
    await seedFoundation(tx, {
      ...options,
      random,
      now,
      libraries: libraryRows,
      catalogue: {
        firstTitleId: 1001,
        filmCount: LARGE_TITLES - episodes,
        series: seriesDefinitions,
        peopleCount: 4000,
        publishedWithinDays: 5 * 365,
        recentCount: 150,
        upcomingCount: 60,
      },
      offer: {
        licensedEverywhere: 0,
        licensedPerCountry: 0.42,
        exclusionsPerLibrary: [0, 300],
        themedLibraryIds: [
          1,
          2,
          21,
          101,
          ...libraryRows.filter((l) => l.id >= 200 && l.id % 10 === 0).map((l) => l.id),
        ],
      },
      maxRows: 2000,
      log,
    });

    const cards = libraryRows.flatMap((library) =>
      Array.from({ length: BENCHMARK_CARDS_PER_LIBRARY }, (_, index) => {
        const cardNumber = benchmarkCardNumber(library.id, index + 1);
        return {
          libraryId: library.id,
          cardNumber,
          pinHash: hashPin(options.appSecret, library.id, cardNumber, benchmarkCardPin(cardNumber)),
        };
      }),
    );
    await insertInBatches(tx, patronCards, cards, 2000);
    log(`${cards.length} benchmark cards`);

    // Fresh statistics for the planner, and room to sort and hash the draws in memory.
    await tx.execute(sql`ANALYZE`);
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    // A bulk load is faster into a table without secondary indexes; they are rebuilt from their own
    // definitions afterwards, inside this transaction, so the schema ends up exactly as it was. Indexes that
    // back a constraint (the primary key) stay.
    const indexes = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
          FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
          WHERE x.indrelid = 'loans'::regclass
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    );
    for (const index of indexes) await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);

    let inserted = 0;
    let offset = 0;
    while (inserted < LARGE_LOANS) {
      const wanted = Math.min(LOAN_CHUNK, LARGE_LOANS - inserted);
      // Some draws are dropped (title opted out by the library, or not yet published then): draw 40 % more.
      const draws = Math.ceil(wanted * 1.4);
      const added = await insertLoanChunk(tx, now, offset + 1, offset + draws, wanted);
      if (added === 0) throw new Error('no loans could be generated: is the catalogue empty?');
      inserted += added;
      offset += draws;
      log(`${inserted.toLocaleString('en')} loans`);
    }
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    log(`${indexes.length} loan indexes rebuilt`);
    await rebuildBudgetMonths(tx);
    log('budget months');
    await tx.execute(sql`ANALYZE`);
    log('analyzed');
  });
}

/**
 * Inserts up to `limit` loans drawn from draw numbers first..last. Each draw picks, by hashing its number
 * (deterministic on both PostgreSQL and PGlite): a library, a moment in the past 24 months, a title from the
 * library's country licences and one of the library's benchmark cards. A draw is kept only when the library
 * offers the title and the title was published by then.
 */
async function insertLoanChunk(
  db: Database,
  now: Date,
  first: number,
  last: number,
  limit: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    WITH catalogue AS (
      SELECT a.country_iso, array_agg(a.title_id ORDER BY a.title_id) AS ids
      FROM title_licences a JOIN titles t ON t.id = a.title_id
      WHERE t.published_at <= ${now}
      GROUP BY a.country_iso
    ),
    cards AS (
      SELECT library_id, array_agg(id ORDER BY id) AS ids
      FROM patron_cards WHERE NOT blocked AND card_number LIKE '9%'
      GROUP BY library_id
    ),
    lib AS (
      SELECT l.id, l.loan_period_hours, c.ids AS titles, k.ids AS cards,
             (row_number() OVER (ORDER BY l.id))::int - 1 AS idx
      FROM libraries l
      JOIN catalogue c ON c.country_iso = l.country_iso
      JOIN cards k ON k.library_id = l.id
    ),
    draw AS (
      SELECT mod(hashint4(g # 1234567)::bigint & 2147483647, (SELECT count(*) FROM lib)) AS lib_idx,
             (hashint4(g # 7654321)::bigint & 2147483647) / 2147483648.0 AS moment,
             hashint4(g # 2468013)::bigint & 2147483647 AS title_draw,
             hashint4(g # 1357924)::bigint & 2147483647 AS card_draw
      FROM generate_series(${first}::int, ${last}::int) AS g
    ),
    picked AS (
      SELECT lib.id AS library_id, lib.loan_period_hours,
             lib.titles[1 + mod(d.title_draw, cardinality(lib.titles))] AS title_id,
             lib.cards[1 + mod(d.card_draw, cardinality(lib.cards))] AS card_id,
             ${now}::timestamptz - d.moment * interval '730 days' AS started_at
      FROM draw d JOIN lib ON lib.idx = d.lib_idx
    ),
    inserted AS (
      INSERT INTO loans (library_id, card_id, title_id, price_cents, source, started_at, ends_at)
      SELECT p.library_id, p.card_id, p.title_id, lc.price_cents, 'card', p.started_at,
             p.started_at + p.loan_period_hours * interval '1 hour'
      FROM picked p JOIN titles t ON t.id = p.title_id
      JOIN libraries lb ON lb.id = p.library_id
      JOIN title_licences lc ON lc.title_id = p.title_id AND lc.country_iso = lb.country_iso
      WHERE t.published_at <= p.started_at
        AND NOT EXISTS (
          SELECT 1 FROM library_title_exclusions e WHERE e.library_id = p.library_id AND e.title_id = p.title_id
        )
      LIMIT ${limit}
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM inserted`,
  );
  return row?.n ?? 0;
}
