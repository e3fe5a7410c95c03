import type { CountryIso, Library, LibraryList, PinFormat } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { periodContaining } from '../../lib/calendar';
import type { Session } from '../session/session.service';
import { budgetMonthKey, libraryBudgetState, patronLimitState } from './budget';
import type { LibrariesRepository, LibraryRow, SavedCardUsage } from './libraries.repository';
import type { LibraryDirectory } from './library-directory';

/** Library names sort by the country's own alphabet (å, ä, ö last in Swedish; æ, ø, å in Norwegian). */
const collators: Record<CountryIso, Intl.Collator> = {
  se: new Intl.Collator('sv-SE', { sensitivity: 'base' }),
  no: new Intl.Collator('nb-NO', { sensitivity: 'base' }),
  fi: new Intl.Collator('fi-FI', { sensitivity: 'base' }),
};

/** The libraries' answers as anyone sees them (no saved card), and until when they hold. */
interface PublicView {
  rows: LibraryRow[];
  budgetVersion: string;
  /** The first instant one of the libraries' budget months ends (flags and dates change then). */
  validUntil: number;
  libraries: Library[];
}

const sameRows = (a: LibraryRow[], b: LibraryRow[]) =>
  a.length === b.length && a.every((row, i) => row === b[i]);

/**
 * The library list and library page answer from memory (docs/decisions/016): rows and their order from the
 * library directory, the budget flags from its spend counters. An answer as anyone sees it is kept until the
 * rows, the spend or the month change; only the per-user part costs a query: a logged-in user's saved cards with
 * the loans each has used in its period, laid over the kept answer.
 */
export function createLibrariesService(
  repo: Pick<LibrariesRepository, 'savedCardUsage'>,
  directory: Pick<LibraryDirectory, 'byId' | 'inCountry' | 'budgetUsage'>,
  /** Published titles licensed in a country (from the catalogue). */
  countTitles: (countryIso: CountryIso) => Promise<number>,
  /** What the library's PINs look like: digits on the built-in directory, text where its own system checks them. */
  pinFormat: (libraryId: number) => PinFormat = () => 'digits',
  clock = () => new Date(),
) {
  /** A country's rows in its collation, per array the directory answers (a new one when the rows are read again). */
  const sortedRows = new WeakMap<LibraryRow[], LibraryRow[]>();
  /** By country, and by library id for single libraries: a few hundred entries at most. */
  const publicViews = new Map<string, PublicView>();

  function inCollationOrder(country: CountryIso, rows: LibraryRow[]): LibraryRow[] {
    let sorted = sortedRows.get(rows);
    if (!sorted) {
      const collator = collators[country];
      sorted = [...rows].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
      sortedRows.set(rows, sorted);
    }
    return sorted;
  }

  /** The libraries with their budget flags, as a caller without a saved card sees them. */
  async function publicView(key: string, rows: LibraryRow[], now: Date): Promise<Library[]> {
    const budget = await directory.budgetUsage();
    const kept = publicViews.get(key);
    if (
      kept &&
      kept.budgetVersion === budget.version &&
      now.getTime() < kept.validUntil &&
      sameRows(kept.rows, rows)
    )
      return kept.libraries;
    let validUntil = Infinity;
    const libraries = rows.map((row): Library => {
      validUntil = Math.min(validUntil, periodContaining(row.timeZone, now, 'month').endsAt.getTime());
      const state = libraryBudgetState(row, budget.spent(row.id, budgetMonthKey(row, now)), now);
      return {
        id: row.id,
        name: row.name,
        country_iso: row.countryIso as CountryIso,
        logo_url: row.logoUrl,
        extra_display_names: row.extraDisplayNames,
        library_loan_budget_reached: state.reached,
        customer_loan_budget_reached: false,
        new_loans_date: null,
        new_loans_date_library: state.reopensOn,
        pin_format: pinFormat(row.id),
      };
    });
    publicViews.set(key, { rows, budgetVersion: budget.version, validUntil, libraries });
    return libraries;
  }

  /**
   * A logged-in user's saved cards among these libraries, by library, with the loans used in each library's
   * current period (none, and no query, for an anonymous session).
   */
  async function savedCards(
    session: Session,
    rows: LibraryRow[],
    now: Date,
  ): Promise<Map<number, SavedCardUsage>> {
    if (session.userId === null || rows.length === 0) return new Map();
    const periods = rows.map((row) => ({
      libraryId: row.id,
      since: periodContaining(row.timeZone, now, row.patronLimitPeriod).startsAt,
    }));
    const cards = await repo.savedCardUsage(session.userId, periods);
    return new Map(cards.map((card) => [card.libraryId, card]));
  }

  /** The libraries for this caller: the public view, with patron flags where the caller has a saved card. */
  async function present(key: string, rows: LibraryRow[], session: Session, now: Date) {
    const [libraries, cards] = await Promise.all([
      publicView(key, rows, now),
      savedCards(session, rows, now),
    ]);
    if (cards.size === 0) return { libraries, cards };
    return {
      libraries: libraries.map((library, i): Library => {
        const card = cards.get(library.id);
        if (!card) return library;
        const patron = patronLimitState(rows[i]!, card.loansInPeriod, now);
        return {
          ...library,
          customer_loan_budget_reached: patron.reached,
          new_loans_date: patron.newLoansOn,
        };
      }),
      cards,
    };
  }

  return {
    async list(country: CountryIso, session: Session): Promise<LibraryList> {
      const now = clock();
      const rows = inCollationOrder(country, await directory.inCountry(country));
      const [{ libraries, cards }, numberOfTitles] = await Promise.all([
        present(country, rows, session, now),
        countTitles(country),
      ]);
      return {
        libraries,
        user_libraries: [...cards.values()].map((card) => ({ library_id: card.libraryId })),
        number_of_titles: numberOfTitles,
      };
    },

    /** Loans left for the logged-in user's saved card at a library (null without one), and the limit's period. */
    async savedCardLoansLeft(
      libraryId: number,
      session: Session,
    ): Promise<{ loansLeft: number | null; period: 'month' | 'week' }> {
      const row = await directory.byId(libraryId);
      if (!row) throw new AppError('LIBRARY_NOT_FOUND');
      const now = clock();
      const card = (await savedCards(session, [row], now)).get(libraryId);
      return {
        loansLeft: card ? patronLimitState(row, card.loansInPeriod, now).loansLeft : null,
        period: row.patronLimitPeriod,
      };
    },

    async get(libraryId: number, session: Session): Promise<{ library: Library }> {
      const row = await directory.byId(libraryId);
      if (!row) throw new AppError('LIBRARY_NOT_FOUND');
      const { libraries } = await present(`#${libraryId}`, [row], session, clock());
      return { library: libraries[0]! };
    },
  };
}
export type LibrariesService = ReturnType<typeof createLibrariesService>;
