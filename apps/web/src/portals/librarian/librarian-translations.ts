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
};

/** Adds translations without replacing any the instance already has. */
export function addPendingTranslations(i18n: I18n, translations: Translations): void {
  for (const [language, bundle] of Object.entries(toResources(translations))) {
    i18n.addResourceBundle(language, 'translation', bundle.translation, true, false);
  }
}
