/** One interface string in each interface language. */
export interface UiTranslation {
  sv: string;
  no: string;
  fi: string;
  en: string;
}

export type TranslationTable = Record<string, UiTranslation>;
