import { CHILDREN_GENRE_ID } from '@filmhyllan/contract';

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
  /** The service countries the title is licensed in. */
  licensedIn: ReadonlySet<string>;
  /** Publication instant, epoch milliseconds. */
  publishedAt: number;
  /** Announcement date per service country (shown with a refusal before publication). */
  comingOn: ReadonlyMap<string, string>;
  /** In the children's genre (`isChildrenTitle`). */
  isChildren: boolean;
  /** Its media is packaged: a title without media cannot be watched, so it is not lent. */
  hasMedia: boolean;
  /** Age rating in years (0: for everyone). */
  ageRating: number;
}

/** The library that lends: its service country and the titles it has excluded. */
export interface LendingLibrary {
  id: number;
  countryIso: string;
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
 * Whether a library offers a title to a patron, published or not: listed (not unpublished, not a draft),
 * licensed in the library's country, not excluded by it, and allowed by child mode (decision 003). The catalogue
 * lists what it offers and is published (and, on a title page, what it offers and has announced).
 */
export function offers(library: LendingLibrary, title: LendableTitle, childOnly: boolean): boolean {
  return (
    title.listed &&
    title.licensedIn.has(library.countryIso) &&
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
 * The verdict: lend when the library offers the title, it is published and playable, and the patron is old
 * enough when their age is known; otherwise why not (an unpublished title's refusal names its announcement date
 * in the library's country).
 */
export function lendVerdict(
  library: LendingLibrary,
  title: LendableTitle | undefined,
  borrower: Borrower,
  now: number,
): LendVerdict {
  if (!title) return { kind: 'no-title' };
  const published = title.publishedAt <= now;
  if (!published || !title.hasMedia || !offers(library, title, borrower.childOnly)) {
    return {
      kind: 'not-available',
      comingOn: published ? null : (title.comingOn.get(library.countryIso) ?? null),
    };
  }
  if (borrower.age !== null && title.ageRating > 0 && borrower.age < title.ageRating) {
    return { kind: 'age-restricted', ageRating: title.ageRating };
  }
  return { kind: 'lend' };
}
