import type { Library, LibraryList } from '@filmhyllan/contract';
import type { LibraryListing } from '../../modules/libraries/libraries.service';

/**
 * Libraries on the wire (docs/decisions/027). The library service keeps the listings as anyone sees them in
 * memory and hands out the same objects until they change (docs/decisions/016), so each listing's wire form is
 * kept beside it (and the kept list's too): a list answered from memory is presented once, not on every call. A caller's saved-card flags
 * are new listings, presented on their own.
 */
const presented = new WeakMap<LibraryListing, Library>();
const presentedLists = new WeakMap<LibraryListing[], Library[]>();

export function presentLibrary(library: LibraryListing): Library {
  let wire = presented.get(library);
  if (!wire) {
    wire = {
      id: library.id,
      name: library.name,
      country_iso: library.countryIso,
      logo_url: library.logoUrl,
      display_name: library.displayName,
      font_family: library.fontFamily,
      extra_display_names: library.extraDisplayNames,
      library_loan_budget_reached: library.libraryBudgetReached,
      customer_loan_budget_reached: library.patronLimitReached,
      new_loans_date: library.newLoansOn,
      new_loans_date_library: library.libraryReopensOn,
      library_allowance: library.allowance && {
        pacing: library.allowance.pacing,
        period_ends_at: library.allowance.periodEndsAt.toISOString(),
        time_zone: library.allowance.timeZone,
        loans_left: library.allowance.loansLeft,
        reached: library.allowance.reached,
      },
      pin_format: library.pinFormat,
    };
    presented.set(library, wire);
  }
  return wire;
}

export function presentLibraryList(list: {
  libraries: LibraryListing[];
  savedCardLibraryIds: number[];
  titleCount: number;
}): LibraryList {
  let libraries = presentedLists.get(list.libraries);
  if (!libraries) {
    libraries = list.libraries.map((library) => presentLibrary(library));
    presentedLists.set(list.libraries, libraries);
  }
  return {
    libraries,
    user_libraries: list.savedCardLibraryIds.map((id) => ({ library_id: id })),
    number_of_titles: list.titleCount,
  };
}
