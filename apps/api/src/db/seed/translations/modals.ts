import type { TranslationTable } from './ui-translation';

/** Interface strings of the modals area. */
export const modalsTranslations: TranslationTable = {};
