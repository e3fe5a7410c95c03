import type { TranslationTable } from './ui-translation';

/** Interface strings of the catalogue area. */
export const catalogueTranslations: TranslationTable = {};
