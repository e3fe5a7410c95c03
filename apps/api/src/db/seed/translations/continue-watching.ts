import type { TranslationTable } from './ui-translation';

/** Interface strings of the Continue watching row (docs/decisions/058); its heading is continue_watching. */
export const continueWatchingTranslations: TranslationTable = {
  continue_watching_days_left: {
    sv: '{count, plural, one {# dag kvar} other {# dagar kvar}}',
    no: '{count, plural, one {# dag igjen} other {# dager igjen}}',
    fi: '{count, plural, one {# päivä jäljellä} other {# päivää jäljellä}}',
    en: '{count, plural, one {# day left} other {# days left}}',
  },
  continue_watching_hours_left: {
    sv: '{count} tim kvar',
    no: '{count} t igjen',
    fi: '{count} t jäljellä',
    en: '{count} h left',
  },
  continue_watching_minutes_left: {
    sv: '{count} min kvar',
    no: '{count} min igjen',
    fi: '{count} min jäljellä',
    en: '{count} min left',
  },
  continue_watching_watch: {
    sv: 'Titta på {name}',
    no: 'Se {name}',
    fi: 'Katso {name}',
    en: 'Watch {name}',
  },
  continue_watching_resume: {
    sv: 'Fortsätt titta på {name}',
    no: 'Fortsett å se {name}',
    fi: 'Jatka katsomista: {name}',
    en: 'Continue watching {name}',
  },
  continue_watching_progress: {
    sv: 'Hur långt du har kommit i {name}',
    no: 'Hvor langt du har kommet i {name}',
    fi: 'Edistyminen: {name}',
    en: 'How far you are in {name}',
  },
  continue_watching_percent: {
    sv: '{percent} % sett',
    no: '{percent} % sett',
    fi: '{percent} % katsottu',
    en: '{percent}% watched',
  },
};
