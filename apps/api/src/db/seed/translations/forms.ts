import type { TranslationTable } from './ui-translation';

/**
 * Interface strings shared by every form (the error summary a refused submit shows) and the error popup's offer
 * of help when calls keep failing.
 */
export const formsTranslations: TranslationTable = {
  // The heading of a form's error summary (components/ui/error-summary.tsx); the reasons are listed under it.
  form_not_sent: {
    sv: 'Formuläret skickades inte',
    no: 'Skjemaet ble ikke sendt',
    fi: 'Lomaketta ei lähetetty',
    en: 'The form was not sent',
  },
  // The error popup after FAILURE_COUNTER_THRESHOLD failed calls in a row (customer portal).
  error_persists_body: {
    sv: 'Det har inte fungerat på ett tag. Om felet består kan du skriva till oss, så hjälper vi dig.',
    no: 'Det har ikke fungert på en stund. Hvis feilen vedvarer, kan du skrive til oss, så hjelper vi deg.',
    fi: 'Palvelu ei ole toiminut hetkeen. Jos vika jatkuu, kirjoita meille, niin autamme.',
    en: 'This has not worked for a while. If the problem persists, write to us and we will help.',
  },
  error_persists_contact: {
    sv: 'Kontakta oss',
    no: 'Kontakt oss',
    fi: 'Ota yhteyttä',
    en: 'Contact us',
  },
};
