import type { TranslationTable } from './ui-translation';

/** Interface strings of the console's series page: names per language and the order of episodes (decision 051). */
export const operatorSeriesTranslations: TranslationTable = {
  operator_series: { sv: 'Serie', no: 'Serie', fi: 'Sarja', en: 'Series' },
  operator_series_not_found: {
    sv: 'Serien finns inte.',
    no: 'Serien finnes ikke.',
    fi: 'Sarjaa ei löydy.',
    en: 'The series was not found.',
  },
  operator_series_open: { sv: 'Serien {name}', no: 'Serien {name}', fi: 'Sarja {name}', en: 'Series {name}' },
  operator_series_names: { sv: 'Namn', no: 'Navn', fi: 'Nimet', en: 'Names' },
  operator_series_name: {
    sv: 'Originalnamn',
    no: 'Originalnavn',
    fi: 'Alkuperäinen nimi',
    en: 'Original name',
  },
  operator_series_name_sv: {
    sv: 'Namn på svenska',
    no: 'Navn på svensk',
    fi: 'Nimi ruotsiksi',
    en: 'Name in Swedish',
  },
  operator_series_name_no: {
    sv: 'Namn på norska',
    no: 'Navn på norsk',
    fi: 'Nimi norjaksi',
    en: 'Name in Norwegian',
  },
  operator_series_name_fi: {
    sv: 'Namn på finska',
    no: 'Navn på finsk',
    fi: 'Nimi suomeksi',
    en: 'Name in Finnish',
  },
  operator_series_name_en: {
    sv: 'Namn på engelska',
    no: 'Navn på engelsk',
    fi: 'Nimi englanniksi',
    en: 'Name in English',
  },
  operator_series_names_hint: {
    sv: 'Tomt: originalnamnet visas.',
    no: 'Tomt: originalnavnet vises.',
    fi: 'Tyhjä: alkuperäinen nimi näytetään.',
    en: 'Empty: the original name is shown.',
  },
  operator_series_save: {
    sv: 'Spara namnen',
    no: 'Lagre navnene',
    fi: 'Tallenna nimet',
    en: 'Save the names',
  },
  operator_series_saved: {
    sv: 'Namnen är sparade.',
    no: 'Navnene er lagret.',
    fi: 'Nimet on tallennettu.',
    en: 'The names are saved.',
  },
  operator_series_episodes: {
    sv: 'Säsonger och avsnitt',
    no: 'Sesonger og episoder',
    fi: 'Kaudet ja jaksot',
    en: 'Seasons and episodes',
  },
  operator_series_season: {
    sv: 'Säsong {season}',
    no: 'Sesong {season}',
    fi: 'Kausi {season}',
    en: 'Season {season}',
  },
  operator_series_no_episodes: {
    sv: 'Serien har inga avsnitt än.',
    no: 'Serien har ingen episoder ennå.',
    fi: 'Sarjassa ei ole vielä jaksoja.',
    en: 'The series has no episodes yet.',
  },
  operator_series_episode: {
    sv: 'Avsnitt {episode}',
    no: 'Episode {episode}',
    fi: 'Jakso {episode}',
    en: 'Episode {episode}',
  },
  operator_series_move_up: { sv: 'Flytta upp', no: 'Flytt opp', fi: 'Siirrä ylös', en: 'Move up' },
  operator_series_move_down: { sv: 'Flytta ned', no: 'Flytt ned', fi: 'Siirrä alas', en: 'Move down' },
  operator_series_move_up_named: {
    sv: 'Flytta upp {name}',
    no: 'Flytt {name} opp',
    fi: 'Siirrä {name} ylös',
    en: 'Move {name} up',
  },
  operator_series_move_down_named: {
    sv: 'Flytta ned {name}',
    no: 'Flytt {name} ned',
    fi: 'Siirrä {name} alas',
    en: 'Move {name} down',
  },
  operator_series_moved: {
    sv: '{name} är nu avsnitt {position} av {count} i säsong {season}.',
    no: '{name} er nå episode {position} av {count} i sesong {season}.',
    fi: '{name} on nyt kauden {season} jakso {position}/{count}.',
    en: '{name} is now episode {position} of {count} in season {season}.',
  },
  operator_series_add_episode: {
    sv: 'Lägg till ett avsnitt',
    no: 'Legg til en episode',
    fi: 'Lisää jakso',
    en: 'Add an episode',
  },
};
