import type { Translations } from '@filmhyllan/contract';
import { playbackTranslations } from './pending-translations-playback';

/**
 * Interface strings the catalogue screens use that the server's translation table (the seed,
 * apps/api/src/db/seed/translations.ts) does not have yet. They are proposed for the seed; until it has them
 * the app ships them itself, underneath the server's translations: a key the server answers always wins.
 * Remove an entry here once the seed has it.
 */

/** Genre names by the catalogue's fixed genre ids (genre 19 is the child-mode genre). */
const genreNames: Record<number, { sv: string; no: string; fi: string; en: string }> = {
  1: { sv: 'Drama', no: 'Drama', fi: 'Draama', en: 'Drama' },
  2: { sv: 'Komedi', no: 'Komedie', fi: 'Komedia', en: 'Comedy' },
  3: { sv: 'Dokumentär', no: 'Dokumentar', fi: 'Dokumentti', en: 'Documentary' },
  4: { sv: 'Thriller', no: 'Thriller', fi: 'Trilleri', en: 'Thriller' },
  5: { sv: 'Kriminal', no: 'Krim', fi: 'Rikos', en: 'Crime' },
  6: { sv: 'Romantik', no: 'Romantikk', fi: 'Romantiikka', en: 'Romance' },
  7: { sv: 'Animerat', no: 'Animasjon', fi: 'Animaatio', en: 'Animation' },
  8: { sv: 'Familj', no: 'Familie', fi: 'Perhe', en: 'Family' },
  9: { sv: 'Historia', no: 'Historie', fi: 'Historia', en: 'History' },
  10: { sv: 'Musik', no: 'Musikk', fi: 'Musiikki', en: 'Music' },
  11: { sv: 'Science fiction', no: 'Science fiction', fi: 'Tieteisfiktio', en: 'Science fiction' },
  12: { sv: 'Skräck', no: 'Skrekk', fi: 'Kauhu', en: 'Horror' },
  13: { sv: 'Kortfilm', no: 'Kortfilm', fi: 'Lyhytelokuva', en: 'Short film' },
  14: { sv: 'Nordisk noir', no: 'Nordisk noir', fi: 'Pohjoismainen noir', en: 'Nordic noir' },
  15: { sv: 'Äventyr', no: 'Eventyr', fi: 'Seikkailu', en: 'Adventure' },
  16: { sv: 'Fantasy', no: 'Fantasy', fi: 'Fantasia', en: 'Fantasy' },
  17: { sv: 'Krig', no: 'Krig', fi: 'Sota', en: 'War' },
  18: { sv: 'Biografi', no: 'Biografi', fi: 'Elämäkerta', en: 'Biography' },
  19: { sv: 'Barn', no: 'Barn', fi: 'Lapset', en: 'Children' },
  20: { sv: 'Klassiker', no: 'Klassikere', fi: 'Klassikot', en: 'Classics' },
  21: { sv: 'Samhälle', no: 'Samfunn', fi: 'Yhteiskunta', en: 'Society' },
  22: { sv: 'Konst och kultur', no: 'Kunst og kultur', fi: 'Taide ja kulttuuri', en: 'Arts and culture' },
};

export const pendingTranslations: Translations = {
  ...playbackTranslations,
  ...Object.fromEntries(Object.entries(genreNames).map(([id, names]) => [`genre_${id}`, names])),
  all_countries: { sv: 'Alla länder', no: 'Alle land', fi: 'Kaikki maat', en: 'All countries' },
  any_rating: { sv: 'Alla betyg', no: 'Alle vurderinger', fi: 'Kaikki arviot', en: 'Any rating' },
  filter_person: { sv: 'Person', no: 'Person', fi: 'Henkilö', en: 'Person' },
  remove_filter: {
    sv: 'Ta bort filtret {name}',
    no: 'Fjern filteret {name}',
    fi: 'Poista suodatin {name}',
    en: 'Remove the filter {name}',
  },
  no_titles_match_filters: {
    sv: 'Inga titlar matchar filtren. Prova att ta bort något av dem.',
    no: 'Ingen titler passer til filtrene. Prøv å fjerne noen av dem.',
    fi: 'Mikään nimike ei vastaa suodattimia. Kokeile poistaa jokin niistä.',
    en: 'No titles match the filters. Try removing one of them.',
  },
  library_picks: {
    sv: 'Bibliotekets val',
    no: 'Bibliotekets utvalg',
    fi: 'Kirjaston valinnat',
    en: "The library's picks",
  },
  show_more_themes: {
    sv: 'Visa fler teman',
    no: 'Vis flere temaer',
    fi: 'Näytä lisää teemoja',
    en: 'Show more themes',
  },
  see_all_in: {
    sv: 'Visa alla i {name}',
    no: 'Vis alle i {name}',
    fi: 'Näytä kaikki: {name}',
    en: 'See all in {name}',
  },
  titles_shown_of: {
    sv: 'Visar {shown} av {count, plural, one {# titel} other {# titlar}}',
    no: 'Viser {shown} av {count, plural, one {# tittel} other {# titler}}',
    fi: 'Näytetään {shown}/{count, plural, one {# nimike} other {# nimikettä}}',
    en: 'Showing {shown} of {count, plural, one {# title} other {# titles}}',
  },
  viewing_mode_admin: { sv: 'Adminläge', no: 'Adminmodus', fi: 'Ylläpitotila', en: 'Admin view' },
  viewing_mode_special: {
    sv: 'Specialläge',
    no: 'Spesialmodus',
    fi: 'Erikoistila',
    en: 'Special view',
  },
  viewing_mode_librarian: {
    sv: 'Bibliotekarieläge',
    no: 'Bibliotekarmodus',
    fi: 'Kirjastonhoitajan tila',
    en: 'Librarian view',
  },
  episode_code: {
    sv: 'Säsong {season}, avsnitt {episode}',
    no: 'Sesong {season}, episode {episode}',
    fi: 'Kausi {season}, jakso {episode}',
    en: 'Season {season}, episode {episode}',
  },
};
