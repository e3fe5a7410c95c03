import type { TranslationTable } from './ui-translation';

/** The title page's trailer, which plays without a loan (docs/decisions/048). */
export const trailerTranslations: TranslationTable = {
  watch_trailer: {
    sv: 'Se trailer',
    no: 'Se trailer',
    fi: 'Katso traileri',
    en: 'Watch trailer',
  },
  trailer_start_failed: {
    sv: 'Det gick inte att starta trailern. Försök igen.',
    no: 'Kunne ikke starte traileren. Prøv igjen.',
    fi: 'Trailerin toistaminen epäonnistui. Yritä uudelleen.',
    en: 'The trailer could not start. Please try again.',
  },
};
