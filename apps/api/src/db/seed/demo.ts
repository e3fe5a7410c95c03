import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../client';
import { libraries, loans } from '../schema';
import { insertInBatches } from './batch-insert';
import { generateCatalogue, insertCatalogue, type Catalogue } from './catalogue';
import { insertOffer, offeredTitles, planOffer, type Offer } from './catalogue-offer';
import { seriesDefinitions } from './catalogue-words';
import { seedAccounts, type SeededAccounts } from './demo-accounts';
import { DEMO_HOME_LIBRARY_ID, demoLibraries, type LibraryRow } from './library-data';
import { planDemoLoans, rebuildBudgetMonths } from './loan-history';
import { seedReferenceData } from './reference-data';
import { SeededRandom } from './seeded-random';

export { demoCards, demoUser, LIBRARIAN_PASSWORD, librarianUsername } from './demo-accounts';

export interface SeedOptions {
  /** Secret for the PIN hashes: the server's APP_SECRET, or the demo cards' PINs will not match. */
  appSecret: string;
  /** Dates (publishing, loans) are relative to this; the current time unless a test pins it. */
  now?: Date;
}

/** Fixed seed: the same names, ids and numbers on every run. */
export const DEMO_SEED = 20_261_121;

/** Only one seeding at a time, even when two servers start against one empty database. */
const SEED_LOCK = sql`SELECT pg_advisory_xact_lock(7140213)`;

/** Whether the database already has data (then seeding does nothing). */
export async function hasLibraries(db: Database): Promise<boolean> {
  const rows = await queryRows<{ present: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM libraries) AS present`,
  );
  return rows[0]?.present === true;
}

/**
 * The data every seed shares: reference data, libraries, a catalogue and what each library offers, the
 * demo accounts. Returns what the caller may build on.
 */
export async function seedFoundation(
  db: Database,
  options: SeedOptions & {
    random: SeededRandom;
    now: Date;
    libraries: LibraryRow[];
    catalogue: Omit<Parameters<typeof generateCatalogue>[0], 'random' | 'now'>;
    offer: Omit<Parameters<typeof planOffer>[0], 'random' | 'now' | 'catalogue' | 'libraries'>;
    maxRows?: number;
    log?: (message: string) => void;
  },
): Promise<{ catalogue: Catalogue; offer: Offer; accounts: SeededAccounts }> {
  const log = options.log ?? (() => {});
  const { random, now } = options;
  await seedReferenceData(db);
  await insertInBatches(db, libraries, options.libraries, options.maxRows);
  log(`reference data and ${options.libraries.length} libraries`);

  const catalogue = generateCatalogue({ ...options.catalogue, random: random.fork('catalogue'), now });
  await insertCatalogue(db, catalogue, options.maxRows);
  log(
    `${catalogue.titles.length} titles, ${catalogue.people.length} people, ${catalogue.seriesGroups.length} series`,
  );

  const offer = planOffer({
    ...options.offer,
    random: random.fork('offer'),
    now,
    catalogue,
    libraries: options.libraries,
  });
  await insertOffer(db, offer, options.maxRows);
  log(
    `${offer.licences.length} licences, ${offer.exclusions.length} exclusions, ${offer.themes.length} themes, ` +
      `${offer.selected.length} selected, ${offer.upcoming.length} upcoming`,
  );

  const accounts = await seedAccounts(db, {
    appSecret: options.appSecret,
    libraryIds: options.libraries.map((library) => library.id),
    homeLibraryId: DEMO_HOME_LIBRARY_ID,
  });
  log('demo accounts, cards and librarians');
  return { catalogue, offer, accounts };
}

/** The demo catalogue's size and shape (the migration tests replay it). */
export const demoCatalogueOptions = {
  firstTitleId: 1001,
  filmCount: 245,
  series: seriesDefinitions,
  peopleCount: 360,
  publishedWithinDays: 730,
  recentCount: 20,
  upcomingCount: 30,
};

/** How the demo's countries and libraries offer it. */
export const demoOfferOptions = {
  licensedEverywhere: 0.75,
  exclusionsPerLibrary: [0, 15] as [number, number],
  themedLibraryIds: [1, 2, 21, 101],
};

/**
 * Fills an empty database with the demo data set: 47 libraries in Sweden, Norway and Finland, about 370
 * titles (films and ten series), themes, demo cards and accounts, and half a year of loans. Does nothing
 * when the database already has libraries. Runs in one transaction: all or nothing.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    if (await hasLibraries(tx)) return;
    const random = new SeededRandom(DEMO_SEED);
    const libraryRows = demoLibraries();
    const { catalogue, offer, accounts } = await seedFoundation(tx, {
      ...options,
      random,
      now,
      libraries: libraryRows,
      catalogue: demoCatalogueOptions,
      offer: demoOfferOptions,
    });

    const offered = new Map<number, ReturnType<typeof offeredTitles>>();
    const loanRows = planDemoLoans({
      random: random.fork('loans'),
      now,
      months: 6,
      libraries: libraryRows,
      offered: (library) => {
        if (!offered.has(library.id)) offered.set(library.id, offeredTitles(offer, catalogue, library, now));
        return offered.get(library.id)!;
      },
      accounts,
      homeLibraryId: DEMO_HOME_LIBRARY_ID,
    });
    await insertInBatches(tx, loans, loanRows);
    await rebuildBudgetMonths(tx);
  });
}
