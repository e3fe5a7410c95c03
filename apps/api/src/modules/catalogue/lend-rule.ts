import { CHILDREN_GENRE_ID } from '@filmhyllan/contract';
import { windowState, type LicenceWindow } from './licence-window';

/**
 * The lend rule: may this library lend this title to this patron now (docs/decisions/026). Written once, here,
 * and applied by the catalogue (what a library shows) and by every way into a loan (a typed card in one message,
 * a card checked by another system, a saved card, an eHUB token), all reading the same catalogue snapshot. The
 * loan's SQL only locks and charges.
 */

/** What the rule needs to know about a title (a catalogue snapshot's titles carry it). */
export interface LendableTitle {
  id: number;
  /**
   * On offer at all (docs/decisions/051): not unpublished by an operator, and not a draft (a title made in the
   * console that has neither media nor a duration yet). A title that is not is in no catalogue and not lent.
   */
  listed: boolean;
  /** The licence window per service country (licence-window.ts; docs/decisions/052). */
  licences: ReadonlyMap<string, LicenceWindow>;
  /** In the children's genre (`isChildrenTitle`). */
  isChildren: boolean;
  /** Its media is packaged: a title without media cannot be watched, so it is not lent. */
  hasMedia: boolean;
  /** Age rating in years (0: for everyone). */
  ageRating: number;
}

/** The library that lends: its service country, its own day (in its time zone) and the titles it excluded. */
export interface LendingLibrary {
  id: number;
  countryIso: string;
  /** The library's local day, YYYY-MM-DD: licence windows open and close at its midnights. */
  today: string;
  excluded: ReadonlySet<number> | undefined;
}

/** The patron: child mode, and their age in whole years when their library system told it (null: unknown). */
export interface Borrower {
  childOnly: boolean;
  age: number | null;
}

export type LendVerdict =
  | { kind: 'lend' }
  | { kind: 'no-title' }
  | { kind: 'not-available'; comingOn: string | null }
  | { kind: 'age-restricted'; ageRating: number };

/** A children's title is one of the children's genre (spec section 1). */
export const isChildrenTitle = (genreIds: readonly number[]): boolean => genreIds.includes(CHILDREN_GENRE_ID);

/** Child mode shows and lends children's titles only. */
export const childModeAllows = (title: Pick<LendableTitle, 'isChildren'>, childOnly: boolean): boolean =>
  !childOnly || title.isChildren;

/**
 * Where the title's licence in the library's country stands on the library's day: none (not licensed there),
 * upcoming (announced), available or ended.
 */
export function licenceState(library: Pick<LendingLibrary, 'countryIso' | 'today'>, title: LendableTitle) {
  const window = title.licences.get(library.countryIso);
  return window ? windowState(window, library.today) : 'none';
}

/**
 * Whether a library offers a title to a patron, in its window or announced: listed (decision 051), licensed in the library's country
 * (a window not yet ended), not excluded by it, and allowed by child mode (decision 003). The catalogue lists
 * what it offers inside the window (and, on a title page and the upcoming lists, what it has announced).
 */
export function offers(library: LendingLibrary, title: LendableTitle, childOnly: boolean): boolean {
  const state = licenceState(library, title);
  return (
    title.listed &&
    (state === 'available' || state === 'upcoming') &&
    !library.excluded?.has(title.id) &&
    childModeAllows(title, childOnly)
  );
}

/** Whole years from a birth date (YYYY-MM-DD) to a day (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The verdict: lend when the library offers the title inside its licence window and it is playable, and the
 * patron is old enough when their age is known; otherwise why not (an announced title's refusal names the day
 * its window opens in the library's country).
 */
export function lendVerdict(
  library: LendingLibrary,
  title: LendableTitle | undefined,
  borrower: Borrower,
): LendVerdict {
  if (!title) return { kind: 'no-title' };
  const state = licenceState(library, title);
  if (state !== 'available' || !title.hasMedia || !offers(library, title, borrower.childOnly)) {
    return {
      kind: 'not-available',
      comingOn: state === 'upcoming' ? title.licences.get(library.countryIso)!.startsOn : null,
    };
  }
  if (borrower.age !== null && title.ageRating > 0 && borrower.age < title.ageRating) {
    return { kind: 'age-restricted', ageRating: title.ageRating };
  }
  return { kind: 'lend' };
}
