import type { CountryIso, Library, LibraryList } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { periodContaining } from '../../lib/calendar';
import type { Session } from '../session/session.service';
import { budgetMonthKey, libraryBudgetState, patronLimitState } from './budget';
import type { LibrariesRepository, LibraryRow } from './libraries.repository';
import type { LibraryDirectory } from './library-directory';

/** Library names sort by the country's own alphabet (å, ä, ö last in Swedish; æ, ø, å in Norwegian). */
const collators: Record<CountryIso, Intl.Collator> = {
  se: new Intl.Collator('sv-SE', { sensitivity: 'base' }),
  no: new Intl.Collator('nb-NO', { sensitivity: 'base' }),
  fi: new Intl.Collator('fi-FI', { sensitivity: 'base' }),
};

export function createLibrariesService(
  repo: LibrariesRepository,
  directory: LibraryDirectory,
  /** Published titles licensed in a country (from the catalogue). */
  countTitles: (countryIso: CountryIso) => Promise<number>,
  clock = () => new Date(),
) {
  type SavedCard = Awaited<ReturnType<LibrariesRepository['userCards']>>[number];

  /** The libraries of a logged-in user's saved cards (none for an anonymous session). */
  const savedCards = (session: Session): Promise<SavedCard[]> =>
    session.userId === null ? Promise.resolve([]) : repo.userCards(session.userId);

  /** Where a saved card stands against its library's patron limit. */
  async function patronState(row: LibraryRow, card: SavedCard, now: Date) {
    const since = periodContaining(row.timeZone, now, row.patronLimitPeriod).startsAt;
    return patronLimitState(row, await repo.cardLoansSince(card.cardId, since), now);
  }

  /** The libraries with their budget flags for this caller (patron flags come from a logged-in user's saved card). */
  async function present(rows: LibraryRow[], cards: SavedCard[]): Promise<Library[]> {
    const now = clock();
    const months = [...new Set(rows.map((row) => budgetMonthKey(row, now)))];
    const usage = await repo.budgetUsage(
      rows.map((row) => row.id),
      months,
    );
    const spentBy = new Map(usage.map((u) => [`${u.libraryId}:${u.month}`, u]));
    return Promise.all(
      rows.map(async (row): Promise<Library> => {
        const budget = libraryBudgetState(row, spentBy.get(`${row.id}:${budgetMonthKey(row, now)}`), now);
        const card = cards.find((c) => c.libraryId === row.id);
        const patron = card ? await patronState(row, card, now) : undefined;
        return {
          id: row.id,
          name: row.name,
          country_iso: row.countryIso as CountryIso,
          logo_url: row.logoUrl,
          extra_display_names: row.extraDisplayNames,
          library_loan_budget_reached: budget.reached,
          customer_loan_budget_reached: patron?.reached ?? false,
          new_loans_date: patron?.newLoansOn ?? null,
          new_loans_date_library: budget.reopensOn,
        };
      }),
    );
  }

  return {
    async list(country: CountryIso, session: Session): Promise<LibraryList> {
      const collator = collators[country];
      const rows = [...(await directory.inCountry(country))].sort(
        (a, b) => collator.compare(a.name, b.name) || a.id - b.id,
      );
      const cards = await savedCards(session);
      const [librariesOut, numberOfTitles] = await Promise.all([present(rows, cards), countTitles(country)]);
      const inCountry = new Set(rows.map((row) => row.id));
      return {
        libraries: librariesOut,
        user_libraries: cards
          .filter((c) => inCountry.has(c.libraryId))
          .map((c) => ({ library_id: c.libraryId })),
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
      const card = (await savedCards(session)).find((c) => c.libraryId === libraryId);
      if (!card) return { loansLeft: null, period: row.patronLimitPeriod };
      return { loansLeft: (await patronState(row, card, clock())).loansLeft, period: row.patronLimitPeriod };
    },

    async get(libraryId: number, session: Session): Promise<{ library: Library }> {
      const row = await directory.byId(libraryId);
      if (!row) throw new AppError('LIBRARY_NOT_FOUND');
      const [library] = await present([row], await savedCards(session));
      return { library: library! };
    },
  };
}
export type LibrariesService = ReturnType<typeof createLibrariesService>;
