import type { TranslationTable } from './ui-translation';

/** Interface strings of the security area. */
export const securityTranslations: TranslationTable = {};
