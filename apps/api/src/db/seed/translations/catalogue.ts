import type { TranslationTable } from './ui-translation';

/** Interface strings of the catalogue area. */
export const catalogueTranslations: TranslationTable = {
  // ------------------------------------------------------------ favourites
  /**
   * The favourite toggle's visible text on the title page. It names no state: the button's aria-pressed says
   * whether the title is a favourite, and its filled or outlined heart shows it.
   */
  favourite_toggle: { sv: 'Favorit', no: 'Favoritt', fi: 'Suosikki', en: 'Favourite' },
  /**
   * The toggle's accessible name, on cards and on the title page. It starts with favourite_toggle, so the name
   * contains the visible text (WCAG 2.5.3, label in name).
   */
  favourite_toggle_label: {
    sv: 'Favorit: {name}',
    no: 'Favoritt: {name}',
    fi: 'Suosikki: {name}',
    en: 'Favourite: {name}',
  },
  favourite_failed: {
    sv: 'Favoriten kunde inte sparas. Försök igen.',
    no: 'Favoritten kunne ikke lagres. Prøv igjen.',
    fi: 'Suosikkia ei voitu tallentaa. Yritä uudelleen.',
    en: 'The favourite could not be saved. Please try again.',
  },
};
