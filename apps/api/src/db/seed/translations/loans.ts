import type { TranslationTable } from './ui-translation';

/** Interface strings of borrowing beyond the loan box: the eHub hand-over from a library's own system. */
export const loansTranslations: TranslationTable = {
  ehub_borrowing: {
    sv: 'Lånar filmen åt dig via ditt bibliotek …',
    no: 'Låner filmen for deg via biblioteket ditt …',
    fi: 'Lainataan nimikettä kirjastosi kautta …',
    en: 'Borrowing the title for you through your library …',
  },
  ehub_borrowed: {
    sv: 'Klart! Ditt bibliotek har lånat ut titeln till dig.',
    no: 'Ferdig! Biblioteket ditt har lånt ut tittelen til deg.',
    fi: 'Valmis! Kirjastosi on lainannut nimikkeen sinulle.',
    en: 'Done! Your library has lent you this title.',
  },
};
