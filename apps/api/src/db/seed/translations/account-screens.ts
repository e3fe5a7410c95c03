import type { TranslationTable } from './ui-translation';

/** Interface strings of the account screens area. */
export const accountScreensTranslations: TranslationTable = {};
