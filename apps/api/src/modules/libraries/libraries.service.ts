import {
  libraryFontStacks,
  type CountryIso,
  type LibraryFontFamily,
  type PinFormat,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { periodContaining } from '../../lib/calendar';
import type { Session } from '../session/session.service';
import { budgetMonthKey, libraryBudgetState, patronLimitState, type BudgetUsage } from './budget';
import { allowanceState } from './pacing';
import type { LibrariesRepository, LibraryRow, SavedCardUsage } from './libraries.repository';
import type { LibraryDirectory } from './library-directory';

/** Library names sort by the country's own alphabet (å, ä, ö last in Swedish; æ, ø, å in Norwegian). */
const collators: Record<CountryIso, Intl.Collator> = {
  se: new Intl.Collator('sv-SE', { sensitivity: 'base' }),
  no: new Intl.Collator('nb-NO', { sensitivity: 'base' }),
  fi: new Intl.Collator('fi-FI', { sensitivity: 'base' }),
};

/** A stored typeface still in the closed list (one dropped from it since falls back to the product's). */
const fontFamilyOf = (stored: string | null): LibraryFontFamily | null =>
  stored !== null && Object.hasOwn(libraryFontStacks, stored) ? (stored as LibraryFontFamily) : null;

/** A library as the library list and page show it, with the budget flags of the caller. */
export interface LibraryListing {
  id: number;
  name: string;
  countryIso: CountryIso;
  logoUrl: string | null;
  /** The name the library's own pages show (its branding, or its name). */
  displayName: string;
  fontFamily: LibraryFontFamily | null;
  /** Comma-separated other names the library is listed under. */
  extraDisplayNames: string;
  libraryBudgetReached: boolean;
  /** The caller's saved card there has used its loans. */
  patronLimitReached: boolean;
  /** When the caller's saved card can borrow again (YYYY-MM-DD), or null. */
  newLoansOn: string | null;
  /** When the library's budget reopens (YYYY-MM-DD), or null when open. */
  libraryReopensOn: string | null;
  /** A paced library's allowance now (pacing.ts), or null without pacing. */
  allowance: LibraryAllowance | null;
  pinFormat: PinFormat;
}

/** What the budget notices need of a paced library's period. */
export interface LibraryAllowance {
  pacing: 'daily' | 'weekly';
  /** When the period ends and the next allowance opens. */
  periodEndsAt: Date;
  timeZone: string;
  /** Loans left in the period for a count budget; null for an amount budget (what is left is money). */
  loansLeft: number | null;
  /** Nothing is left of the period's allowance. */
  reached: boolean;
}

/** A paced library's allowance as the notices show it. */
function allowanceOf(row: LibraryRow, usage: BudgetUsage | undefined, now: Date): LibraryAllowance | null {
  const state = allowanceState(row, usage, now);
  if (!state) return null;
  return {
    // 'auto' is a day's allowance like 'daily' (only its size is weighted): patrons are told of the day.
    pacing: state.pacing === 'weekly' ? 'weekly' : 'daily',
    periodEndsAt: state.period.endsAt,
    timeZone: row.timeZone,
    loansLeft: row.budgetType === 'count' ? state.left : null,
    reached: state.left === 0,
  };
}

/** The libraries' answers as anyone sees them (no saved card), and until when they hold. */
interface PublicView {
  rows: LibraryRow[];
  budgetVersion: string;
  /** The first instant one of the libraries' budget months ends (flags and dates change then). */
  validUntil: number;
  libraries: LibraryListing[];
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
  /**
   * The libraries' PIN keyboards (a setting of each library's patron authentication): a lookup made once per
   * answer built. A change to it comes with a new read of the library rows, which rebuilds the kept answers.
   */
  pinFormats: () => Promise<(libraryId: number) => PinFormat> = async () => () => 'digits',
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
  async function publicView(key: string, rows: LibraryRow[], now: Date): Promise<LibraryListing[]> {
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
    const pinFormat = await pinFormats();
    const libraries = rows.map((row): LibraryListing => {
      validUntil = Math.min(validUntil, periodContaining(row.timeZone, now, 'month').endsAt.getTime());
      const spent = budget.spent(row.id, budgetMonthKey(row, now));
      const state = libraryBudgetState(row, spent, now);
      // A spent month says more than a spent day or week.
      const allowance = state.reached ? null : allowanceOf(row, spent, now);
      if (allowance) validUntil = Math.min(validUntil, allowance.periodEndsAt.getTime());
      return {
        id: row.id,
        name: row.name,
        countryIso: row.countryIso as CountryIso,
        logoUrl: row.logoUrl,
        displayName: row.displayName ?? row.name,
        fontFamily: fontFamilyOf(row.fontFamily),
        extraDisplayNames: row.extraDisplayNames,
        libraryBudgetReached: state.reached,
        patronLimitReached: false,
        newLoansOn: null,
        libraryReopensOn: state.reopensOn,
        allowance,
        pinFormat: pinFormat(row.id),
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
      libraries: libraries.map((library, i): LibraryListing => {
        const card = cards.get(library.id);
        if (!card) return library;
        const patron = patronLimitState(rows[i]!, card.loansInPeriod, now);
        return {
          ...library,
          patronLimitReached: patron.reached,
          newLoansOn: patron.newLoansOn,
        };
      }),
      cards,
    };
  }

  return {
    /**
     * A country's libraries for this caller, the ids of those where the caller has a saved card, and the titles
     * licensed in the country. As anyone sees them, the listings are the kept ones (the same objects each time).
     */
    async list(
      country: CountryIso,
      session: Session,
    ): Promise<{ libraries: LibraryListing[]; savedCardLibraryIds: number[]; titleCount: number }> {
      const now = clock();
      const rows = inCollationOrder(country, await directory.inCountry(country));
      const [{ libraries, cards }, numberOfTitles] = await Promise.all([
        present(country, rows, session, now),
        countTitles(country),
      ]);
      return {
        libraries,
        savedCardLibraryIds: [...cards.values()].map((card) => card.libraryId),
        titleCount: numberOfTitles,
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

    async get(libraryId: number, session: Session): Promise<LibraryListing> {
      const row = await directory.byId(libraryId);
      if (!row) throw new AppError('LIBRARY_NOT_FOUND');
      const { libraries } = await present(`#${libraryId}`, [row], session, clock());
      return libraries[0]!;
    },
  };
}
export type LibrariesService = ReturnType<typeof createLibrariesService>;
