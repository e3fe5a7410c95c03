import type { TranslationTable } from './ui-translation';

/** The arrows of the customer header's nav row, which scrolls sideways on phones. */
export const navigationTranslations: TranslationTable = {
  nav_scroll_more: {
    sv: 'Fler menyval',
    no: 'Flere menyvalg',
    fi: 'Lisää valikon kohtia',
    en: 'More menu items',
  },
  nav_scroll_back: {
    sv: 'Föregående menyval',
    no: 'Forrige menyvalg',
    fi: 'Edelliset valikon kohdat',
    en: 'Previous menu items',
  },
};
