import type { i18n as I18n } from 'i18next';
import type { Translations } from '@filmhyllan/contract';
import { toResources } from '@/lib/i18n';

/**
 * Interface strings of the librarian portal that the server's translation table (the seed,
 * apps/api/src/db/seed/translations.ts) does not have yet. They are proposed for the seed; until it has them the
 * portal adds them underneath the server's translations when its layout loads: a key the server answers always
 * wins. Remove an entry here once the seed has it.
 */
export const librarianPendingTranslations: Translations = {
  opens_in_new_tab: {
    sv: 'öppnas i en ny flik',
    no: 'åpnes i en ny fane',
    fi: 'avautuu uuteen välilehteen',
    en: 'opens in a new tab',
  },

  // Statistics (/lib/)
  statistics_this_month: {
    sv: 'Den här månaden',
    no: 'Denne måneden',
    fi: 'Tämä kuukausi',
    en: 'This month',
  },
  statistics_loans: { sv: 'Lån', no: 'Lån', fi: 'Lainat', en: 'Loans' },
  statistics_patrons: { sv: 'Låntagare', no: 'Lånere', fi: 'Lainaajat', en: 'Borrowers' },
  statistics_month: { sv: 'Månad', no: 'Måned', fi: 'Kuukausi', en: 'Month' },
  statistics_no_loans_this_month: {
    sv: 'Inga lån ännu den här månaden.',
    no: 'Ingen lån ennå denne måneden.',
    fi: 'Tässä kuussa ei ole vielä lainoja.',
    en: 'No loans yet this month.',
  },
  loan_count: {
    sv: '{count, plural, one {# lån} other {# lån}}',
    no: '{count, plural, one {# lån} other {# lån}}',
    fi: '{count, plural, one {# laina} other {# lainaa}}',
    en: '{count, plural, one {# loan} other {# loans}}',
  },
  budget_remaining: { sv: 'Kvar', no: 'Igjen', fi: 'Jäljellä', en: 'Left' },

  // Change budget (/lib/settings)
  monthly_budget_loans: {
    sv: 'Månadsbudget, antal lån',
    no: 'Månedsbudsjett, antall lån',
    fi: 'Kuukausibudjetti, lainojen määrä',
    en: 'Monthly budget, number of loans',
  },
  monthly_budget_amount: {
    sv: 'Månadsbudget i {currency}',
    no: 'Månedsbudsjett i {currency}',
    fi: 'Kuukausibudjetti ({currency})',
    en: 'Monthly budget in {currency}',
  },
  number_between: {
    sv: 'Ange ett tal från {min} till {max}.',
    no: 'Oppgi et tall fra {min} til {max}.',
    fi: 'Anna luku väliltä {min}–{max}.',
    en: 'Enter a number from {min} to {max}.',
  },

  // My titles (/lib/catalogue)
  catalogue_column_title: { sv: 'Titel', no: 'Tittel', fi: 'Nimike', en: 'Title' },
  catalogue_column_price: {
    sv: 'Pris per lån',
    no: 'Pris per lån',
    fi: 'Hinta per laina',
    en: 'Price per loan',
  },
  catalogue_column_loans_this_month: {
    sv: 'Lån den här månaden',
    no: 'Lån denne måneden',
    fi: 'Lainat tässä kuussa',
    en: 'Loans this month',
  },
  catalogue_column_last_loan: {
    sv: 'Senaste lån',
    no: 'Siste lån',
    fi: 'Viimeisin laina',
    en: 'Last loan',
  },
};

/** Adds translations without replacing any the instance already has. */
export function addPendingTranslations(i18n: I18n, translations: Translations): void {
  for (const [language, bundle] of Object.entries(toResources(translations))) {
    i18n.addResourceBundle(language, 'translation', bundle.translation, true, false);
  }
}
