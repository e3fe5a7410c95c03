import type { Database } from '../client';
import {
  countries,
  countryConfigs,
  genres,
  getStartedSteps,
  languages,
  siteConfigs,
  translations,
  type LocalizedText,
} from '../schema';
import { insertInBatches } from './batch-insert';
import { translationRows } from './translations';

/**
 * Reference data shared by the demo and the benchmark data set: countries, the three service countries'
 * configuration, site configuration per interface language, spoken languages, genres, the get-started steps
 * and the interface translations.
 */

type Texts = Required<LocalizedText>;

export const serviceCountries = ['se', 'no', 'fi'] as const;
export type ServiceCountry = (typeof serviceCountries)[number];

export const countryTimeZones: Record<ServiceCountry, string> = {
  se: 'Europe/Stockholm',
  no: 'Europe/Oslo',
  fi: 'Europe/Helsinki',
};

/** Every country a seeded title is produced in (ISO 3166-1 alpha-2, lower case). */
export const productionCountries: Record<string, Texts> = {
  se: { sv: 'Sverige', no: 'Sverige', fi: 'Ruotsi', en: 'Sweden' },
  no: { sv: 'Norge', no: 'Norge', fi: 'Norja', en: 'Norway' },
  fi: { sv: 'Finland', no: 'Finland', fi: 'Suomi', en: 'Finland' },
  dk: { sv: 'Danmark', no: 'Danmark', fi: 'Tanska', en: 'Denmark' },
  is: { sv: 'Island', no: 'Island', fi: 'Islanti', en: 'Iceland' },
  ee: { sv: 'Estland', no: 'Estland', fi: 'Viro', en: 'Estonia' },
  de: { sv: 'Tyskland', no: 'Tyskland', fi: 'Saksa', en: 'Germany' },
  at: { sv: 'Österrike', no: 'Østerrike', fi: 'Itävalta', en: 'Austria' },
  fr: { sv: 'Frankrike', no: 'Frankrike', fi: 'Ranska', en: 'France' },
  be: { sv: 'Belgien', no: 'Belgia', fi: 'Belgia', en: 'Belgium' },
  nl: { sv: 'Nederländerna', no: 'Nederland', fi: 'Alankomaat', en: 'Netherlands' },
  gb: { sv: 'Storbritannien', no: 'Storbritannia', fi: 'Iso-Britannia', en: 'United Kingdom' },
  ie: { sv: 'Irland', no: 'Irland', fi: 'Irlanti', en: 'Ireland' },
  us: { sv: 'USA', no: 'USA', fi: 'Yhdysvallat', en: 'United States' },
  ca: { sv: 'Kanada', no: 'Canada', fi: 'Kanada', en: 'Canada' },
  es: { sv: 'Spanien', no: 'Spania', fi: 'Espanja', en: 'Spain' },
  it: { sv: 'Italien', no: 'Italia', fi: 'Italia', en: 'Italy' },
  pl: { sv: 'Polen', no: 'Polen', fi: 'Puola', en: 'Poland' },
  jp: { sv: 'Japan', no: 'Japan', fi: 'Japani', en: 'Japan' },
  kr: { sv: 'Sydkorea', no: 'Sør-Korea', fi: 'Etelä-Korea', en: 'South Korea' },
};

export const countryConfigRows: (typeof countryConfigs.$inferInsert)[] = [
  {
    countryIso: 'se',
    languages: ['sv', 'en'],
    timeZone: countryTimeZones.se,
    defaultUrl: 'https://www.filmhyllan.se/',
    pressUrl: 'https://www.filmhyllan.se/press',
    helpUrl: 'https://help.filmhyllan.se/sv',
    contactEmail: 'info@filmhyllan.se',
  },
  {
    countryIso: 'no',
    languages: ['no', 'en'],
    timeZone: countryTimeZones.no,
    defaultUrl: 'https://www.filmhyllan.no/',
    pressUrl: 'https://www.filmhyllan.no/presse',
    helpUrl: 'https://help.filmhyllan.no/no',
    contactEmail: 'info@filmhyllan.no',
  },
  {
    countryIso: 'fi',
    languages: ['fi', 'sv', 'en'],
    timeZone: countryTimeZones.fi,
    defaultUrl: 'https://www.filmhyllan.fi/',
    pressUrl: 'https://www.filmhyllan.fi/medialle',
    helpUrl: 'https://help.filmhyllan.fi/fi',
    contactEmail: 'info@filmhyllan.fi',
  },
];

/** Front-page banner per site language: on for the Nordic languages, off (with a text ready) for English. */
export const siteConfigRows: (typeof siteConfigs.$inferInsert)[] = [
  {
    siteLang: 'sv',
    bannerStatus: true,
    bannerText:
      'Nyhet: nu kan du spara dina favoriter och fortsätta titta där du slutade – på alla dina enheter.',
    privacyPolicyUrl: '/sv/privacy-policy',
  },
  {
    siteLang: 'no',
    bannerStatus: true,
    bannerText: 'Nyhet: Nå kan du lagre favorittene dine og fortsette der du slapp – på alle enhetene dine.',
    privacyPolicyUrl: '/no/privacy-policy',
  },
  {
    siteLang: 'fi',
    bannerStatus: true,
    bannerText:
      'Uutta: voit nyt tallentaa suosikkisi ja jatkaa katsomista siitä, mihin jäit – kaikilla laitteillasi.',
    privacyPolicyUrl: '/fi/privacy-policy',
  },
  {
    siteLang: 'en',
    bannerStatus: false,
    bannerText: 'New: save your favourites and pick up where you left off – on all your devices.',
    privacyPolicyUrl: '/en/privacy-policy',
  },
];

/** Spoken and subtitle languages (ISO 639-1), and the Nordic sign languages (ISO 639-3). */
export const languageNames: Record<string, Texts> = {
  sv: { sv: 'Svenska', no: 'Svensk', fi: 'Ruotsi', en: 'Swedish' },
  no: { sv: 'Norska', no: 'Norsk', fi: 'Norja', en: 'Norwegian' },
  fi: { sv: 'Finska', no: 'Finsk', fi: 'Suomi', en: 'Finnish' },
  en: { sv: 'Engelska', no: 'Engelsk', fi: 'Englanti', en: 'English' },
  da: { sv: 'Danska', no: 'Dansk', fi: 'Tanska', en: 'Danish' },
  is: { sv: 'Isländska', no: 'Islandsk', fi: 'Islanti', en: 'Icelandic' },
  et: { sv: 'Estniska', no: 'Estisk', fi: 'Viro', en: 'Estonian' },
  se: { sv: 'Nordsamiska', no: 'Nordsamisk', fi: 'Pohjoissaame', en: 'Northern Sami' },
  de: { sv: 'Tyska', no: 'Tysk', fi: 'Saksa', en: 'German' },
  fr: { sv: 'Franska', no: 'Fransk', fi: 'Ranska', en: 'French' },
  nl: { sv: 'Nederländska', no: 'Nederlandsk', fi: 'Hollanti', en: 'Dutch' },
  es: { sv: 'Spanska', no: 'Spansk', fi: 'Espanja', en: 'Spanish' },
  it: { sv: 'Italienska', no: 'Italiensk', fi: 'Italia', en: 'Italian' },
  pl: { sv: 'Polska', no: 'Polsk', fi: 'Puola', en: 'Polish' },
  ru: { sv: 'Ryska', no: 'Russisk', fi: 'Venäjä', en: 'Russian' },
  ja: { sv: 'Japanska', no: 'Japansk', fi: 'Japani', en: 'Japanese' },
  ko: { sv: 'Koreanska', no: 'Koreansk', fi: 'Korea', en: 'Korean' },
  ar: { sv: 'Arabiska', no: 'Arabisk', fi: 'Arabia', en: 'Arabic' },
  fa: { sv: 'Persiska', no: 'Persisk', fi: 'Persia', en: 'Persian' },
  so: { sv: 'Somaliska', no: 'Somali', fi: 'Somali', en: 'Somali' },
  // Sign languages of access services (ISO 639-3: the three have no 639-1 code).
  swl: {
    sv: 'Svenskt teckenspråk',
    no: 'Svensk tegnspråk',
    fi: 'Ruotsalainen viittomakieli',
    en: 'Swedish Sign Language',
  },
  nsl: {
    sv: 'Norskt teckenspråk',
    no: 'Norsk tegnspråk',
    fi: 'Norjalainen viittomakieli',
    en: 'Norwegian Sign Language',
  },
  fse: {
    sv: 'Finskt teckenspråk',
    no: 'Finsk tegnspråk',
    fi: 'Suomalainen viittomakieli',
    en: 'Finnish Sign Language',
  },
};

/** Genre ids are fixed: the web's child mode is built against id 19. */
export const genreIds = {
  drama: 1,
  comedy: 2,
  documentary: 3,
  thriller: 4,
  crime: 5,
  romance: 6,
  animation: 7,
  family: 8,
  history: 9,
  music: 10,
  scienceFiction: 11,
  horror: 12,
  shortFilm: 13,
  nordicNoir: 14,
  adventure: 15,
  fantasy: 16,
  war: 17,
  biography: 18,
  children: 19,
  classics: 20,
  society: 21,
  artsAndCulture: 22,
} as const;

export type GenreId = (typeof genreIds)[keyof typeof genreIds];

export const genreNames: Record<GenreId, Texts> = {
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

export const getStartedStepRows: (typeof getStartedSteps.$inferInsert)[] = [
  {
    position: 1,
    headings: {
      sv: 'Välj ditt bibliotek',
      no: 'Velg biblioteket ditt',
      fi: 'Valitse kirjastosi',
      en: 'Choose your library',
    },
    bodies: {
      sv: 'Filmhyllan är gratis för dig som har lånekort på ett anslutet bibliotek. Börja med att välja ditt bibliotek i listan.',
      no: 'Filmhyllan er gratis for deg som har lånekort på et tilknyttet bibliotek. Begynn med å velge biblioteket ditt i listen.',
      fi: 'Filmhyllan on maksuton kaikille, joilla on kirjastokortti mukana olevaan kirjastoon. Aloita valitsemalla kirjastosi listasta.',
      en: 'Filmhyllan is free for anyone with a card at a participating library. Start by choosing your library from the list.',
    },
  },
  {
    position: 2,
    headings: {
      sv: 'Hitta något att se',
      no: 'Finn noe å se på',
      fi: 'Löydä katsottavaa',
      en: 'Find something to watch',
    },
    bodies: {
      sv: 'Bläddra bland bibliotekets utvalda titlar och teman, eller sök på titel, regissör eller skådespelare.',
      no: 'Bla i bibliotekets utvalgte titler og temaer, eller søk etter tittel, regissør eller skuespiller.',
      fi: 'Selaa kirjaston valittuja nimikkeitä ja teemoja tai hae nimen, ohjaajan tai näyttelijän mukaan.',
      en: "Browse your library's selected titles and themes, or search by title, director or actor.",
    },
  },
  {
    position: 3,
    headings: {
      sv: 'Låna med ditt lånekort',
      no: 'Lån med lånekortet ditt',
      fi: 'Lainaa kirjastokortillasi',
      en: 'Borrow with your library card',
    },
    bodies: {
      sv: 'Ange lånekortsnummer och PIN-kod. Ditt bibliotek bestämmer hur många lån du har per månad.',
      no: 'Skriv inn lånekortnummer og PIN-kode. Biblioteket ditt bestemmer hvor mange lån du har per måned.',
      fi: 'Anna kirjastokorttisi numero ja PIN-koodi. Kirjastosi päättää, montako lainaa sinulla on kuukaudessa.',
      en: 'Enter your card number and PIN. Your library decides how many loans you get each month.',
    },
  },
  {
    position: 4,
    headings: {
      sv: 'Titta var du vill',
      no: 'Se hvor du vil',
      fi: 'Katso missä haluat',
      en: 'Watch wherever you like',
    },
    bodies: {
      sv: 'Under lånetiden kan du titta så många gånger du vill, på datorn, mobilen eller tv:n. Med ett konto sparar du ditt lånekort och dina favoriter.',
      no: 'I låneperioden kan du se så mange ganger du vil, på datamaskin, mobil eller TV. Med en konto lagrer du lånekortet og favorittene dine.',
      fi: 'Laina-aikana voit katsoa niin monta kertaa kuin haluat tietokoneella, puhelimella tai televisiolla. Tilille voit tallentaa kirjastokorttisi ja suosikkisi.',
      en: 'During the loan period you can watch as often as you like on your computer, phone or TV. With an account you can save your library card and favourites.',
    },
  },
];

export async function seedReferenceData(db: Database): Promise<void> {
  await insertInBatches(
    db,
    countries,
    Object.entries(productionCountries).map(([iso, names]) => ({ iso, names })),
  );
  await insertInBatches(db, countryConfigs, countryConfigRows);
  await insertInBatches(db, siteConfigs, siteConfigRows);
  await insertInBatches(
    db,
    languages,
    Object.entries(languageNames).map(([code, names]) => ({ code, names })),
  );
  await insertInBatches(
    db,
    genres,
    Object.entries(genreNames).map(([id, names]) => ({ id: Number(id), names })),
  );
  await insertInBatches(db, getStartedSteps, getStartedStepRows);
  await insertInBatches(db, translations, translationRows());
}
