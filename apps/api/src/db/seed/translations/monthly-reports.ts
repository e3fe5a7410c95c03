import type { TranslationTable } from './ui-translation';

/** Interface strings of the monthly e-mail report's settings (issue 29, docs/decisions/064). */
export const monthlyReportsTranslations: TranslationTable = {
  monthly_reports: {
    sv: 'Månadsrapport per e-post',
    no: 'Månedsrapport på e-post',
    fi: 'Kuukausiraportti sähköpostiin',
    en: 'Monthly report by e-mail',
  },
  monthly_reports_intro: {
    sv: 'Den 1:a varje månad skickas förra månadens statistik med en kort sammanfattning och de valda tabellerna som CSV-filer.',
    no: 'Den 1. hver måned sendes forrige måneds statistikk med et kort sammendrag og de valgte tabellene som CSV-filer.',
    fi: 'Joka kuun 1. päivä lähetetään edellisen kuukauden tilasto lyhyenä yhteenvetona ja valitut taulukot CSV-tiedostoina.',
    en: "On the 1st of each month, last month's statistics are sent with a short summary and the chosen tables as CSV files.",
  },
  reports_enabled: {
    sv: 'Skicka månadsrapporten',
    no: 'Send månedsrapporten',
    fi: 'Lähetä kuukausiraportti',
    en: 'Send the monthly report',
  },
  report_email: {
    sv: 'E-postadress för rapporten',
    no: 'E-postadresse for rapporten',
    fi: 'Raportin sähköpostiosoite',
    en: 'E-mail address for the report',
  },
  report_email_hint: {
    sv: 'Lämnas tom går rapporten till adressen för budgetvarningar ({address}).',
    no: 'Står feltet tomt, går rapporten til adressen for budsjettvarsler ({address}).',
    fi: 'Jos kenttä on tyhjä, raportti menee budjettihälytysten osoitteeseen ({address}).',
    en: 'Left empty, the report goes to the budget alert address ({address}).',
  },
  report_email_hint_none: {
    sv: 'Lämnas tom går rapporten till adressen för budgetvarningar. Den är inte heller ifylld, så ingen rapport skickas.',
    no: 'Står feltet tomt, går rapporten til adressen for budsjettvarsler. Den er heller ikke fylt ut, så ingen rapport sendes.',
    fi: 'Jos kenttä on tyhjä, raportti menee budjettihälytysten osoitteeseen. Sitäkään ei ole annettu, joten raporttia ei lähetetä.',
    en: 'Left empty, the report goes to the budget alert address. That is not set either, so no report is sent.',
  },
  report_tables: {
    sv: 'Bifogade tabeller',
    no: 'Vedlagte tabeller',
    fi: 'Liitteenä olevat taulukot',
    en: 'Attached tables',
  },
  report_table_daily: { sv: 'Lån per dag', no: 'Lån per dag', fi: 'Lainat päivittäin', en: 'Loans per day' },
  report_table_monthly: {
    sv: 'Lån per månad',
    no: 'Lån per måned',
    fi: 'Lainat kuukausittain',
    en: 'Loans per month',
  },
  report_table_pacing: {
    sv: 'Budgetfördelning per period',
    no: 'Budsjettfordeling per periode',
    fi: 'Budjetin jaksotus jaksoittain',
    en: 'Budget pacing per period',
  },
  report_table_titles: { sv: 'Titlar', no: 'Titler', fi: 'Nimikkeet', en: 'Titles' },
  report_table_genres: { sv: 'Genrer', no: 'Sjangre', fi: 'Lajityypit', en: 'Genres' },
  report_table_languages: { sv: 'Språk', no: 'Språk', fi: 'Kielet', en: 'Languages' },
  report_last_sent: {
    sv: 'Senast skickad: rapporten för {month} till {address}, {sent}.',
    no: 'Sist sendt: rapporten for {month} til {address}, {sent}.',
    fi: 'Viimeksi lähetetty: raportti ajalta {month} osoitteeseen {address}, {sent}.',
    en: 'Last sent: the report for {month} to {address}, {sent}.',
  },
  report_settings_saved: {
    sv: 'Rapportinställningarna är sparade.',
    no: 'Rapportinnstillingene er lagret.',
    fi: 'Raportin asetukset on tallennettu.',
    en: 'The report settings have been saved.',
  },
  operator_portal_system: { sv: 'Systemet', no: 'Systemet', fi: 'Järjestelmä', en: 'System' },
};
