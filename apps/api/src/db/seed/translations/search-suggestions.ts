import type { TranslationTable } from './ui-translation';

/** Suggestions while typing a search, and "Did you mean" on an empty result (docs/decisions/056). */
export const searchSuggestionsTranslations: TranslationTable = {
  search_suggestions_label: {
    sv: 'Förslag',
    no: 'Forslag',
    fi: 'Ehdotukset',
    en: 'Suggestions',
  },
  search_suggestions_count: {
    sv: '{count, plural, one {# förslag} other {# förslag}}. Välj med pil upp och ned, öppna med Enter.',
    no: '{count, plural, one {# forslag} other {# forslag}}. Velg med pil opp og ned, åpne med Enter.',
    fi: '{count, plural, one {# ehdotus} other {# ehdotusta}}. Valitse nuolinäppäimillä, avaa Enterillä.',
    en: '{count, plural, one {# suggestion} other {# suggestions}}. Choose with the up and down arrows, open with Enter.',
  },
  search_suggestion_title: { sv: 'Titel', no: 'Tittel', fi: 'Nimike', en: 'Title' },
  search_suggestion_series: { sv: 'Serie', no: 'Serie', fi: 'Sarja', en: 'Series' },
  search_suggestion_person: { sv: 'Person', no: 'Person', fi: 'Henkilö', en: 'Person' },
  search_did_you_mean: {
    sv: 'Menade du:',
    no: 'Mente du:',
    fi: 'Tarkoititko:',
    en: 'Did you mean:',
  },
};
