import type { TranslationTable } from './ui-translation';

/** Series as one tile, the series page, and the "leaving soon" and "new" badges and row (decision 058). */
export const seriesTilesTranslations: TranslationTable = {
  series_episode_count: {
    sv: '{episodes, plural, one {# avsnitt} other {# avsnitt}} · {seasons, plural, one {# säsong} other {# säsonger}}',
    no: '{episodes, plural, one {# episode} other {# episoder}} · {seasons, plural, one {# sesong} other {# sesonger}}',
    fi: '{episodes, plural, one {# jakso} other {# jaksoa}} · {seasons, plural, one {# kausi} other {# kautta}}',
    en: '{episodes, plural, one {# episode} other {# episodes}} · {seasons, plural, one {# season} other {# seasons}}',
  },
  badge_new: { sv: 'Ny', no: 'Ny', fi: 'Uusi', en: 'New' },
  leaving_soon_row: {
    sv: 'Försvinner snart',
    no: 'Forsvinner snart',
    fi: 'Poistumassa pian',
    en: 'Leaving soon',
  },
};
