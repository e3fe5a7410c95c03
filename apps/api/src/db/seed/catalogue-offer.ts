import type { Database } from '../client';
import {
  libraryTitleExclusions,
  selectedTitles,
  themes,
  themeTitles,
  titleLicences,
  type LocalizedText,
} from '../schema';
import { insertInBatches, syncSerialSequence } from './batch-insert';
import type { Catalogue, GeneratedTitle } from './catalogue';
import type { LibraryRow } from './library-data';
import { countryTimeZones, genreIds, serviceCountries, type ServiceCountry } from './reference-data';
import type { SeededRandom } from './seeded-random';

/**
 * What each country and library offers: licences per country, each library's opt-outs, themes, selected
 * titles and upcoming titles. A library's catalogue is its country's licensed titles minus its exclusions.
 */

export interface Offer {
  /**
   * One licence window per title and country (docs/decisions/052): from the day the title was published there (an
   * announced title's announcement date), open-ended, at the title's price.
   */
  licences: {
    titleId: number;
    countryIso: ServiceCountry;
    startsOn: string;
    endsOn: null;
    priceCents: number;
  }[];
  exclusions: { libraryId: number; titleId: number }[];
  themes: {
    id: number;
    libraryId: number | null;
    countryIso: ServiceCountry;
    headings: LocalizedText;
    position: number;
  }[];
  themeTitles: { themeId: number; titleId: number; position: number }[];
  selected: { libraryId: number; titleId: number; position: number }[];
  /** The announced titles (their window starts later): for the seed's report. */
  upcoming: { titleId: number; countryIso: ServiceCountry; comingOn: string }[];
}

export interface OfferOptions {
  random: SeededRandom;
  now: Date;
  catalogue: Catalogue;
  libraries: readonly LibraryRow[];
  /** Chance that a film or series is licensed in all three countries; otherwise in one or two. */
  licensedEverywhere: number;
  /** Chance per country, used instead of licensedEverywhere when given (the benchmark's ~42 %). */
  licensedPerCountry?: number;
  /** How many titles each library opts out of; [0, 0] when the caller writes exclusions itself. */
  exclusionsPerLibrary: [number, number];
  /** Libraries that get their own themes. */
  themedLibraryIds: readonly number[];
}

interface ThemeDefinition {
  headings: Required<LocalizedText>;
  matches: (title: GeneratedTitle) => boolean;
}

const has = (title: GeneratedTitle, genre: number) => title.genreIds.includes(genre);
const isFirstEpisode = (title: GeneratedTitle) => title.row.kind === 'episode' && title.row.episode === 1;

const commonThemes = {
  noir: {
    headings: { sv: 'Nordisk noir', no: 'Nordisk noir', fi: 'Pohjoismainen noir', en: 'Nordic noir' },
    matches: (t) => has(t, genreIds.nordicNoir) || (has(t, genreIds.crime) && t.row.kind === 'film'),
  },
  family: {
    headings: {
      sv: 'Familjefavoriter',
      no: 'Familiefavoritter',
      fi: 'Koko perheen suosikit',
      en: 'Family favourites',
    },
    matches: (t) => t.isChildren || has(t, genreIds.family),
  },
  documentaries: {
    headings: {
      sv: 'Dokumentärer som berör',
      no: 'Dokumentarer som berører',
      fi: 'Koskettavat dokumentit',
      en: 'Documentaries that move you',
    },
    matches: (t) => has(t, genreIds.documentary),
  },
  comedy: {
    headings: {
      sv: 'Skratt och värme',
      no: 'Latter og varme',
      fi: 'Naurua ja lämpöä',
      en: 'Laughter and warmth',
    },
    matches: (t) => has(t, genreIds.comedy),
  },
  love: {
    headings: {
      sv: 'Kärlek i norr',
      no: 'Kjærlighet i nord',
      fi: 'Rakkautta pohjoisessa',
      en: 'Love in the North',
    },
    matches: (t) => has(t, genreIds.romance),
  },
  classics: {
    headings: { sv: 'Filmklassiker', no: 'Filmklassikere', fi: 'Elokuvaklassikot', en: 'Film classics' },
    matches: (t) => (t.row.year ?? 9999) < 1990 && t.row.kind === 'film',
  },
  series: {
    headings: {
      sv: 'Serier att sträcktitta på',
      no: 'Serier å se i ett strekk',
      fi: 'Sarjoja ahmittavaksi',
      en: 'Series to binge',
    },
    matches: isFirstEpisode,
  },
} satisfies Record<string, ThemeDefinition>;

const countryThemes: Record<ServiceCountry, ThemeDefinition[]> = {
  se: [
    commonThemes.noir,
    commonThemes.family,
    {
      headings: {
        sv: 'Svenska favoriter',
        no: 'Svenske favoritter',
        fi: 'Ruotsalaiset suosikit',
        en: 'Swedish favourites',
      },
      matches: (t) => t.originCountry === 'se',
    },
    commonThemes.documentaries,
    commonThemes.comedy,
    commonThemes.series,
  ],
  no: [
    commonThemes.family,
    {
      headings: { sv: 'Norska pärlor', no: 'Norske perler', fi: 'Norjalaiset helmet', en: 'Norwegian gems' },
      matches: (t) => t.originCountry === 'no',
    },
    commonThemes.noir,
    commonThemes.love,
    commonThemes.classics,
  ],
  fi: [
    {
      headings: {
        sv: 'Finländsk film i toppklass',
        no: 'Finsk film på sitt beste',
        fi: 'Kotimaista laatua',
        en: 'The best of Finnish film',
      },
      matches: (t) => t.originCountry === 'fi',
    },
    commonThemes.family,
    commonThemes.documentaries,
    commonThemes.noir,
    commonThemes.comedy,
    commonThemes.series,
  ],
};

const libraryThemes: ThemeDefinition[] = [
  {
    headings: {
      sv: 'Bibliotekariernas val',
      no: 'Bibliotekarenes valg',
      fi: 'Kirjastonhoitajien valinnat',
      en: "Librarians' picks",
    },
    matches: (t) => t.row.kind === 'film' && Number(t.row.autoRating ?? 0) >= 7,
  },
  {
    headings: { sv: 'Höstmörker', no: 'Høstmørke', fi: 'Syksyn pimeys', en: 'Autumn darkness' },
    matches: (t) => has(t, genreIds.thriller) || has(t, genreIds.horror) || has(t, genreIds.crime),
  },
];

/** YYYY-MM-DD of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export function planOffer(options: OfferOptions): Offer {
  const { random, now, catalogue, libraries } = options;
  const byUnit = new Map<string, GeneratedTitle[]>();
  for (const title of catalogue.titles)
    byUnit.set(title.unitKey, [...(byUnit.get(title.unitKey) ?? []), title]);
  const isFuture = (title: GeneratedTitle) => title.row.publishedAt.getTime() > now.getTime();

  // ------------------------------------------------ licences
  const futureUnits = [...byUnit.keys()].filter((unit) => byUnit.get(unit)!.some(isFuture));
  const licensed = new Map<string, Set<ServiceCountry>>();
  for (const unit of byUnit.keys()) {
    if (futureUnits.includes(unit)) continue;
    let countries: ServiceCountry[];
    if (options.licensedPerCountry !== undefined) {
      countries = serviceCountries.filter(() => random.chance(options.licensedPerCountry!));
    } else if (random.chance(options.licensedEverywhere)) {
      countries = [...serviceCountries];
    } else {
      countries = random.sample(serviceCountries, random.int(1, 2));
    }
    licensed.set(unit, new Set(countries));
  }
  // Upcoming titles: each country announces 12-18 of them; every one is announced somewhere.
  for (const unit of futureUnits) licensed.set(unit, new Set());
  for (const country of serviceCountries) {
    for (const unit of random.sample(futureUnits, random.int(12, 18))) licensed.get(unit)!.add(country);
  }
  for (const unit of futureUnits) {
    const countries = licensed.get(unit)!;
    if (countries.size === 0) countries.add(random.pick(serviceCountries));
  }

  const licences: Offer['licences'] = [];
  const upcoming: Offer['upcoming'] = [];
  const licensedIn: Record<ServiceCountry, GeneratedTitle[]> = { se: [], no: [], fi: [] };
  for (const [unit, unitTitles] of byUnit) {
    for (const country of licensed.get(unit) ?? []) {
      for (const title of unitTitles) {
        const startsOn = localDate(title.row.publishedAt, countryTimeZones[country]);
        licences.push({
          titleId: title.row.id,
          countryIso: country,
          startsOn,
          endsOn: null,
          priceCents: title.row.priceCents,
        });
        if (isFuture(title)) {
          upcoming.push({ titleId: title.row.id, countryIso: country, comingOn: startsOn });
        } else {
          licensedIn[country].push(title);
        }
      }
    }
  }

  // ------------------------------------------------ exclusions: never children's titles, so every library keeps them
  const exclusions: Offer['exclusions'] = [];
  const excludedBy = new Map<number, Set<number>>();
  const [minExcluded, maxExcluded] = options.exclusionsPerLibrary;
  for (const library of libraries) {
    const candidates = licensedIn[library.countryIso].filter((title) => !title.isChildren);
    const excluded = random.sample(candidates, random.int(minExcluded, maxExcluded));
    excludedBy.set(library.id, new Set(excluded.map((title) => title.row.id)));
    for (const title of excluded) exclusions.push({ libraryId: library.id, titleId: title.row.id });
  }
  const offeredBy = (library: LibraryRow) => {
    const excluded = excludedBy.get(library.id)!;
    return licensedIn[library.countryIso].filter((title) => !excluded.has(title.row.id));
  };

  // ------------------------------------------------ themes
  const themeRows: Offer['themes'] = [];
  const themeTitleRows: Offer['themeTitles'] = [];
  const addTheme = (
    definition: ThemeDefinition,
    countryIso: ServiceCountry,
    libraryId: number | null,
    pool: GeneratedTitle[],
    position: number,
  ) => {
    const id = themeRows.length + 1;
    themeRows.push({ id, libraryId, countryIso, headings: definition.headings, position });
    const matching = pool.filter(definition.matches);
    for (const [index, title] of random.sample(matching, random.int(10, 20)).entries()) {
      themeTitleRows.push({ themeId: id, titleId: title.row.id, position: index });
    }
  };
  for (const country of serviceCountries) {
    for (const [index, definition] of countryThemes[country].entries()) {
      addTheme(definition, country, null, licensedIn[country], index + 1);
    }
  }
  for (const libraryId of options.themedLibraryIds) {
    const library = libraries.find((candidate) => candidate.id === libraryId);
    if (!library) continue;
    const count = libraryId === options.themedLibraryIds[0] ? 2 : 1;
    for (const definition of libraryThemes.slice(0, count)) {
      // A library's own themes come before the country-wide ones.
      addTheme(definition, library.countryIso, library.id, offeredBy(library), 0);
    }
  }

  // ------------------------------------------------ selected titles: 10-15 per library, some for children
  const selected: Offer['selected'] = [];
  for (const library of libraries) {
    const offered = offeredBy(library);
    const children = random.sample(
      offered.filter((title) => title.isChildren),
      2,
    );
    const others = random.sample(
      offered.filter((title) => !title.isChildren && title.row.kind === 'film'),
      random.int(8, 13),
    );
    for (const [position, title] of random.shuffle([...others, ...children]).entries()) {
      selected.push({ libraryId: library.id, titleId: title.row.id, position });
    }
  }

  return { licences, exclusions, themes: themeRows, themeTitles: themeTitleRows, selected, upcoming };
}

export async function insertOffer(db: Database, offer: Offer, maxRows = 500): Promise<void> {
  await insertInBatches(db, titleLicences, offer.licences, maxRows);
  await insertInBatches(db, libraryTitleExclusions, offer.exclusions, maxRows);
  await insertInBatches(db, themes, offer.themes, maxRows);
  await syncSerialSequence(db, themes);
  await insertInBatches(db, themeTitles, offer.themeTitles, maxRows);
  await insertInBatches(db, selectedTitles, offer.selected, maxRows);
}

/** The titles a library offers now (licensed in its country, published, not excluded): for loan history. */
export function offeredTitles(
  offer: Offer,
  catalogue: Catalogue,
  library: LibraryRow,
  now: Date,
): GeneratedTitle[] {
  const excluded = new Set(offer.exclusions.filter((e) => e.libraryId === library.id).map((e) => e.titleId));
  const licensed = new Set(
    offer.licences.filter((a) => a.countryIso === library.countryIso).map((a) => a.titleId),
  );
  return catalogue.titles.filter(
    (title) =>
      licensed.has(title.row.id) &&
      !excluded.has(title.row.id) &&
      title.row.publishedAt.getTime() <= now.getTime(),
  );
}
