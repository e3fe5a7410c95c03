import type { Database } from '../client';
import {
  people,
  seriesGroups,
  titleAccessServices,
  titleGenres,
  titleLanguages,
  titlePeople,
  titleProductionCountries,
  titleSubtitles,
  titleTexts,
  titles,
} from '../schema';
import { insertInBatches, syncSerialSequence } from './batch-insert';
import {
  childAdventures,
  childClosings,
  childEpisodeNames,
  childHeroes,
  childProtagonists,
  childrenFilmNames,
  childSituations,
  conflicts,
  documentaryClosings,
  documentaryDetails,
  documentarySubjects,
  episodeNames,
  filmNames,
  foreignFilmNames,
  nameNouns,
  namePlaces,
  namePools,
  protagonists,
  situations,
  tones,
  type ForeignName,
  type Protagonist,
  type SeriesDefinition,
  type Tone,
  type Words,
} from './catalogue-words';
import { genreIds } from './reference-data';
import { refreshSearchText } from '../search-text';
import type { SeededRandom } from './seeded-random';

/**
 * Generates a catalogue in memory: people, series and titles with their texts, genres, languages, subtitles,
 * production countries and credits. Deterministic for a given random generator and `now`.
 */

export const textLanguages = ['sv', 'no', 'fi', 'en'] as const;
export type TextLanguage = (typeof textLanguages)[number];

const nordicLanguages = new Set(['sv', 'no', 'fi', 'da', 'is']);
const DAY_MS = 86_400_000;

type TitleRow = typeof titles.$inferInsert & { id: number; publishedAt: Date; priceCents: number };

export interface GeneratedTitle {
  row: TitleRow;
  texts: Record<TextLanguage, { name: string; description: string }>;
  genreIds: number[];
  spokenLanguages: string[];
  subtitleLanguages: string[];
  /** Subtitles for the deaf and hard of hearing, audio description and sign language (docs/decisions/023). */
  accessServices: { kind: 'sdh' | 'audio_description' | 'sign_language'; languageCode: string }[];
  productionCountries: string[];
  credits: { personId: number; role: 'director' | 'actor'; position: number }[];
  isChildren: boolean;
  /** Produced in a Nordic country (for the country themes). */
  originCountry: string;
  /** Titles licensed together: a film alone, or every episode of a series. */
  unitKey: string;
}

export interface Catalogue {
  people: { id: number; name: string }[];
  seriesGroups: { id: number; name: string; nameEn: string }[];
  titles: GeneratedTitle[];
}

export interface CatalogueOptions {
  random: SeededRandom;
  now: Date;
  firstTitleId: number;
  filmCount: number;
  series: readonly SeriesDefinition[];
  peopleCount: number;
  /** Titles published before the last 30 days are spread over this many days. */
  publishedWithinDays: number;
  /** Films and series seasons published in the last 30 days. */
  recentCount: number;
  /** Films published 1-90 days from now (announced as upcoming titles). */
  upcomingCount: number;
}

// ---------------------------------------------------------------- categories, genres, age ratings

type Category =
  | 'drama'
  | 'comedy'
  | 'documentary'
  | 'crime'
  | 'thriller'
  | 'romance'
  | 'history'
  | 'war'
  | 'scienceFiction'
  | 'fantasy'
  | 'horror'
  | 'music'
  | 'children'
  | 'short';

const categoryWeights: [Category, number][] = [
  ['drama', 25],
  ['comedy', 13],
  ['documentary', 10],
  ['crime', 11],
  ['thriller', 5],
  ['romance', 6],
  ['history', 4],
  ['war', 2],
  ['scienceFiction', 3],
  ['fantasy', 2],
  ['horror', 3],
  ['music', 3],
  ['children', 12],
  ['short', 1],
];

const categoryTone: Record<Exclude<Category, 'documentary' | 'children'>, Tone> = {
  drama: 'drama',
  comedy: 'comedy',
  crime: 'suspense',
  thriller: 'suspense',
  romance: 'romance',
  history: 'period',
  war: 'period',
  scienceFiction: 'speculative',
  fantasy: 'speculative',
  horror: 'horror',
  music: 'music',
  short: 'drama',
};

const ageRatings: Record<Category, number[]> = {
  drama: [7, 11, 11, 15],
  comedy: [0, 7, 7, 11],
  documentary: [0, 0, 7, 11],
  crime: [11, 15, 15, 18],
  thriller: [11, 15, 15, 18],
  romance: [7, 11],
  history: [7, 11, 15],
  war: [15, 15, 18],
  scienceFiction: [7, 11, 15],
  fantasy: [7, 11],
  horror: [15, 18],
  music: [0, 7],
  children: [0, 0, 7],
  short: [0, 7, 11],
};

function genresFor(category: Category, nordic: boolean, year: number, random: SeededRandom): number[] {
  const g = genreIds;
  const set = new Set<number>();
  const maybe = (id: number, p: number) => random.chance(p) && set.add(id);
  switch (category) {
    case 'drama':
      set.add(g.drama);
      maybe(g.romance, 0.15);
      maybe(g.history, 0.1);
      maybe(g.biography, 0.08);
      break;
    case 'comedy':
      set.add(g.comedy);
      maybe(g.romance, 0.2);
      maybe(g.family, 0.15);
      maybe(g.drama, 0.2);
      break;
    case 'documentary':
      set.add(g.documentary);
      if (random.chance(0.7))
        set.add(random.pick([g.society, g.artsAndCulture, g.biography, g.music, g.history]));
      break;
    case 'crime':
      set.add(g.crime);
      maybe(g.thriller, 0.5);
      if (nordic) set.add(g.nordicNoir);
      break;
    case 'thriller':
      set.add(g.thriller);
      maybe(g.crime, 0.3);
      if (nordic) maybe(g.nordicNoir, 0.7);
      break;
    case 'romance':
      set.add(g.romance);
      set.add(random.chance(0.5) ? g.comedy : g.drama);
      break;
    case 'history':
      set.add(g.history);
      set.add(g.drama);
      maybe(g.biography, 0.2);
      break;
    case 'war':
      set.add(g.war);
      set.add(g.history);
      set.add(g.drama);
      break;
    case 'scienceFiction':
      set.add(g.scienceFiction);
      maybe(g.adventure, 0.3);
      maybe(g.thriller, 0.2);
      break;
    case 'fantasy':
      set.add(g.fantasy);
      set.add(g.adventure);
      break;
    case 'horror':
      set.add(g.horror);
      maybe(g.thriller, 0.3);
      break;
    case 'music':
      set.add(g.music);
      set.add(random.pick([g.drama, g.documentary, g.biography]));
      break;
    case 'children':
      set.add(g.children);
      for (const id of random.sample(
        [g.family, g.animation, g.adventure, g.comedy, g.fantasy],
        random.int(1, 2),
      )) {
        set.add(id);
      }
      break;
    case 'short':
      set.add(g.shortFilm);
      set.add(random.pick([g.drama, g.comedy, g.animation]));
      break;
  }
  if (year < 1975) set.add(g.classics);
  return [...set];
}

// ---------------------------------------------------------------- origins

interface Origin {
  country: string;
  language: string;
}

const filmOrigins: [Origin, number][] = [
  [{ country: 'se', language: 'sv' }, 27],
  [{ country: 'no', language: 'no' }, 13],
  [{ country: 'fi', language: 'fi' }, 13],
  [{ country: 'us', language: 'en' }, 12],
  [{ country: 'gb', language: 'en' }, 8],
  [{ country: 'ie', language: 'en' }, 1],
  [{ country: 'ca', language: 'en' }, 1],
  [{ country: 'dk', language: 'da' }, 5],
  [{ country: 'is', language: 'is' }, 1],
  [{ country: 'fr', language: 'fr' }, 4],
  [{ country: 'de', language: 'de' }, 3],
  [{ country: 'es', language: 'es' }, 2],
  [{ country: 'it', language: 'it' }, 2],
  [{ country: 'jp', language: 'ja' }, 2],
  [{ country: 'kr', language: 'ko' }, 2],
  [{ country: 'pl', language: 'pl' }, 1],
  [{ country: 'ee', language: 'et' }, 1],
  [{ country: 'nl', language: 'nl' }, 1],
];

const coProducers = ['se', 'no', 'fi', 'dk', 'de', 'fr', 'gb'];

// ---------------------------------------------------------------- names

const mapWords = (fn: (lang: TextLanguage) => string): Words => ({
  sv: fn('sv'),
  no: fn('no'),
  fi: fn('fi'),
  en: fn('en'),
});

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function placeName(noun: Words, place: Words): Words {
  return mapWords((lang) => `${noun[lang]} ${place[lang]}`);
}

function andName(first: Words, second: Words): Words {
  const and = { sv: 'och', no: 'og', fi: 'ja', en: 'and' };
  return mapWords((lang) => {
    const tail = lang === 'en' ? second.en.replace(/^The /, 'the ') : lowerFirst(second[lang]);
    return `${first[lang]} ${and[lang]} ${tail}`;
  });
}

/**
 * Hands out names without repeating: hand-written names first, then combinations. When every name has been
 * used (the benchmark needs thousands), names come round again as sequels: 'Mordet i Lappland 2'.
 */
class NameSource {
  private readonly names: Words[];
  private index = 0;

  constructor(groups: Words[][], random: SeededRandom) {
    this.names = groups.flatMap((group) => random.shuffle(group));
  }

  next(): Words {
    const round = Math.floor(this.index / this.names.length);
    const name = this.names[this.index % this.names.length]!;
    this.index++;
    return round === 0 ? name : mapWords((lang) => `${name[lang]} ${round + 1}`);
  }
}

function filmNameSource(random: SeededRandom): NameSource {
  const places = nameNouns.flatMap((noun) => namePlaces.map((place) => placeName(noun, place)));
  const pairs = nameNouns.flatMap((a) => nameNouns.filter((b) => b !== a).map((b) => andName(a, b)));
  return new NameSource([filmNames, places, pairs], random);
}

function childrenNameSource(random: SeededRandom): NameSource {
  const combos = childHeroes.flatMap((hero) =>
    childAdventures.map((adventure) => mapWords((lang) => `${hero[lang]} ${adventure[lang]}`)),
  );
  return new NameSource([childrenFilmNames, combos], random);
}

// ---------------------------------------------------------------- descriptions

const pronoun: Record<Protagonist['gender'], string> = { m: 'his', f: 'her', n: 'its' };

function sentence(subject: Protagonist, predicate: Words): Words {
  return mapWords((lang) => `${subject[lang]} ${predicate[lang].replace('{pos}', pronoun[subject.gender])}.`);
}

const joinWords = (...parts: Words[]): Words => mapWords((lang) => parts.map((part) => part[lang]).join(' '));

function describe(category: Category, random: SeededRandom): Words {
  if (category === 'documentary') {
    return joinWords(
      random.pick(documentarySubjects),
      random.pick(documentaryDetails),
      random.pick(documentaryClosings),
    );
  }
  if (category === 'children') {
    return joinWords(
      sentence(random.pick(childProtagonists), random.pick(childSituations)),
      random.pick(childClosings),
    );
  }
  return joinWords(
    sentence(random.pick(protagonists), random.pick(situations)),
    random.pick(conflicts),
    random.pick(tones[categoryTone[category]]),
  );
}

// ---------------------------------------------------------------- people

const cultureWeights: [string, number][] = [
  ['sv', 25],
  ['no', 14],
  ['fi', 14],
  ['en', 20],
  ['da', 5],
  ['is', 2],
  ['fr', 4],
  ['de', 4],
  ['es', 3],
  ['it', 2],
  ['ja', 2],
  ['ko', 2],
  ['pl', 1],
  ['et', 1],
  ['nl', 1],
];

function generatePeople(random: SeededRandom, count: number) {
  const total = cultureWeights.reduce((sum, [, weight]) => sum + weight, 0);
  const list: { id: number; name: string }[] = [];
  const byCulture = new Map<string, number[]>();
  const taken = new Set<string>();
  for (const [culture, weight] of cultureWeights) {
    const pool = namePools[culture]!;
    const wanted = Math.max(6, Math.round((count * weight) / total));
    const ids: number[] = [];
    for (let attempts = 0; ids.length < wanted && attempts < wanted * 20; attempts++) {
      let name = `${random.pick(pool.first)} ${random.pick(pool.last)}`;
      // When the simple combinations run out (the benchmark's thousands), double-barrelled surnames.
      if (taken.has(name)) name = `${name}-${random.pick(pool.last)}`;
      if (taken.has(name) || /(\S+)-\1$/.test(name)) continue;
      taken.add(name);
      const id = list.length + 1;
      list.push({ id, name });
      ids.push(id);
    }
    byCulture.set(culture, ids);
  }
  return { list, byCulture };
}

// ---------------------------------------------------------------- the generator

export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const { random, now } = options;
  const maxYear = now.getUTCFullYear();
  const { list: peopleList, byCulture } = generatePeople(random.fork('people'), options.peopleCount);
  const everyone = peopleList.map((person) => person.id);

  const films = filmNameSource(random.fork('film names'));
  const childrenFilms = childrenNameSource(random.fork('children names'));
  const foreignByLanguage = new Map<string, ForeignName[]>();
  for (const name of random.fork('foreign').shuffle(foreignFilmNames)) {
    foreignByLanguage.set(name.language, [...(foreignByLanguage.get(name.language) ?? []), name]);
  }

  const pickPeople = (culture: string, count: number, local: number): number[] => {
    const pool = byCulture.get(culture) ?? [];
    const chosen = new Set<number>();
    for (let attempts = 0; chosen.size < count && attempts < count * 10; attempts++) {
      chosen.add(random.chance(local) && pool.length > 0 ? random.pick(pool) : random.pick(everyone));
    }
    return [...chosen];
  };

  const credits = (directors: number[], actors: number[]) => [
    ...directors.map((personId, position) => ({ personId, role: 'director' as const, position })),
    ...actors.map((personId, position) => ({ personId, role: 'actor' as const, position })),
  ];

  const spokenFor = (language: string, category: Category): string[] => {
    const spoken = new Set([language]);
    if (category === 'children') {
      for (const dub of ['sv', 'no', 'fi']) if (random.chance(0.8)) spoken.add(dub);
    }
    if (language === 'fi' && random.chance(0.15)) spoken.add('sv');
    if ((language === 'sv' || language === 'no') && random.chance(0.04)) spoken.add('se');
    if (language !== 'en' && random.chance(0.08)) spoken.add('en');
    return [...spoken];
  };

  const subtitlesFor = (spoken: string[]): string[] =>
    random.chance(0.08)
      ? []
      : textLanguages
          .filter((lang) => !spoken.includes(lang) || random.chance(0.3))
          .filter(() => random.chance(0.88));

  const imdbId = () => (random.chance(0.6) ? `tt${random.int(1_000_000, 9_999_999)}` : null);
  const autoRating = () =>
    random.chance(0.1) ? null : (4 + 5.5 * ((random.next() + random.next()) / 2) ** 0.8).toFixed(1);

  const textsOf = (names: Words, description: Words) =>
    Object.fromEntries(
      textLanguages.map((lang) => [lang, { name: names[lang], description: description[lang] }]),
    ) as GeneratedTitle['texts'];

  // ------------------------------------------------ release dates: films and series seasons are the units
  const seasonUnits = options.series.flatMap((definition, seriesIndex) =>
    Array.from({ length: definition.seasons }, (_, season) => `s${seriesIndex}:${season + 1}`),
  );
  const filmUnits = Array.from({ length: options.filmCount }, (_, index) => `f${index}`);
  const dates = random.fork('dates');
  const upcoming = new Set(dates.sample(filmUnits, options.upcomingCount));
  const recent = new Set(
    dates.sample([...filmUnits.filter((unit) => !upcoming.has(unit)), ...seasonUnits], options.recentCount),
  );
  const publishedAt = new Map<string, Date>();
  for (const unit of [...filmUnits, ...seasonUnits]) {
    if (upcoming.has(unit)) {
      const day = new Date(now.getTime() + dates.int(1, 90) * DAY_MS);
      day.setUTCHours(6, 0, 0, 0);
      publishedAt.set(unit, day);
    } else if (recent.has(unit)) {
      publishedAt.set(unit, new Date(now.getTime() - dates.int(1, 29 * 24) * 3_600_000));
    } else {
      const daysAgo = dates.int(31, options.publishedWithinDays);
      publishedAt.set(unit, new Date(now.getTime() - daysAgo * DAY_MS - dates.int(0, 23) * 3_600_000));
    }
  }

  const result: GeneratedTitle[] = [];
  let nextId = options.firstTitleId;

  // ------------------------------------------------ films
  for (const [index, unit] of filmUnits.entries()) {
    const published = publishedAt.get(unit)!;
    let origin = random.weighted(filmOrigins);
    let foreign: ForeignName | undefined;
    if (!(textLanguages as readonly string[]).includes(origin.language)) {
      // Each foreign-language name is used once; after that the film becomes an English-language one.
      foreign = foreignByLanguage.get(origin.language)?.shift();
      origin = foreign
        ? { country: foreign.country, language: foreign.language }
        : random.pick([
            { country: 'us', language: 'en' },
            { country: 'gb', language: 'en' },
          ]);
    }
    let category = random.weighted(categoryWeights);
    if (upcoming.has(unit) && category === 'short') category = 'drama';
    const isChildren = category === 'children';
    const names = foreign ?? (isChildren ? childrenFilms.next() : films.next());
    const mainLanguage: TextLanguage =
      origin.language === 'no' || origin.language === 'fi' ? origin.language : 'sv';
    const englishOnly = origin.language === 'en' && !isChildren && random.chance(0.35);
    const withoutEnglishName = nordicLanguages.has(origin.language) && random.chance(0.12);
    const displayNames = mapWords((lang) => {
      if (englishOnly) return names.en;
      if (lang === 'en' && withoutEnglishName) return names[mainLanguage];
      return names[lang];
    });

    const yearRange = random.weighted<[number, number]>([
      [[1950, 1959], 2],
      [[1960, 1969], 3],
      [[1970, 1979], 4],
      [[1980, 1989], 5],
      [[1990, 1999], 8],
      [[2000, 2009], 12],
      [[2010, 2019], 25],
      [[2020, maxYear], 30],
    ]);
    const latestYear = Math.min(maxYear, published.getUTCFullYear());
    const year = upcoming.has(unit)
      ? maxYear
      : Math.min(latestYear, random.int(yearRange[0], Math.min(yearRange[1], latestYear)));
    const culture = origin.language;
    const directors = pickPeople(culture, random.chance(0.2) ? 2 : 1, 0.9);
    const actors = pickPeople(culture, random.int(2, 6), 0.8);
    const spoken = spokenFor(origin.language, category);
    const minutes = category === 'short' ? random.int(8, 35) : random.int(75, 160);
    const countries = new Set([origin.country]);
    if (random.chance(0.25)) countries.add(random.pick(coProducers));
    const description = describe(category, random);
    const texts = textsOf(displayNames, description);

    const row: TitleRow = {
      id: nextId++,
      kind: 'film',
      name: englishOnly ? '' : names[mainLanguage],
      nameEn: withoutEnglishName ? null : names.en,
      originalName: foreign ? foreign.original : names[origin.language as TextLanguage],
      originalLanguage: origin.language,
      year,
      durationSeconds: minutes * 60 + random.int(0, 59),
      ageRating: random.pick(ageRatings[category]),
      autoRating: autoRating(),
      imdbId: imdbId(),
      priceCents: category === 'short' ? random.int(5, 10) * 100 : random.int(15, 45) * 100,
      posterPath: '',
      mediaKey: null,
      publishedAt: published,
    };
    row.posterPath = `/api/posters/${row.id}.svg`;
    result.push({
      row,
      texts,
      genreIds: genresFor(category, nordicLanguages.has(origin.language), year, random),
      spokenLanguages: spoken,
      subtitleLanguages: subtitlesFor(spoken),
      accessServices: [],
      productionCountries: [...countries],
      credits: credits(directors, actors),
      isChildren,
      originCountry: origin.country,
      unitKey: `film:${index}`,
    });
  }

  // ------------------------------------------------ series
  const groups: Catalogue['seriesGroups'] = [];
  for (const [seriesIndex, definition] of options.series.entries()) {
    const groupId = seriesIndex + 1;
    const mainLanguage: TextLanguage =
      definition.language === 'no' || definition.language === 'fi' ? definition.language : 'sv';
    const group = { id: groupId, name: definition.names[mainLanguage], nameEn: definition.names.en };
    groups.push(group);
    const category: Category = definition.kind;
    const isChildren = category === 'children';
    const cast = pickPeople(definition.language, random.int(3, 6), 0.85);
    const genres = genresFor(category, nordicLanguages.has(definition.language), maxYear, random);
    if (isChildren && !genres.includes(genreIds.animation)) genres.push(genreIds.animation);
    const spoken = spokenFor(definition.language, category);
    const subtitles = subtitlesFor(spoken);
    const ageRating = random.pick(ageRatings[category]);
    const baseRating = 5.5 + random.next() * 3.5;
    const firstYear = random.int(2008, maxYear - definition.seasons);
    const names = isChildren ? random.shuffle(childEpisodeNames) : random.shuffle(episodeNames);
    const seasonDates = Array.from({ length: definition.seasons }, (_, season) =>
      publishedAt.get(`s${seriesIndex}:${season + 1}`)!,
    ).sort((a, b) => a.getTime() - b.getTime());
    let episodeIndex = 0;
    for (let season = 1; season <= definition.seasons; season++) {
      const directors = pickPeople(definition.language, random.chance(0.3) ? 2 : 1, 0.9);
      const seasonPublished = seasonDates[season - 1]!;
      const year = Math.min(firstYear + season - 1, seasonPublished.getUTCFullYear());
      for (let episode = 1; episode <= definition.episodesPerSeason; episode++) {
        const episodeName = names[episodeIndex++ % names.length]!;
        const label = `[S${season}E${episode}]`;
        const episodeTitle = mapWords((lang) => `${definition.names[lang]} ${label}: ${episodeName[lang]}`);
        const opening: Words = {
          sv: `Säsong ${season}, avsnitt ${episode}.`,
          no: `Sesong ${season}, episode ${episode}.`,
          fi: `Kausi ${season}, jakso ${episode}.`,
          en: `Season ${season}, episode ${episode}.`,
        };
        const detail =
          definition.kind === 'documentary'
            ? random.pick(documentaryDetails)
            : isChildren
              ? random.pick(childClosings)
              : random.pick(conflicts);
        const texts = textsOf(episodeTitle, joinWords(opening, definition.premise, detail));
        const minutes = isChildren
          ? random.int(20, 25)
          : definition.kind === 'comedy'
            ? random.int(22, 30)
            : random.int(40, 58);
        const row: TitleRow = {
          id: nextId++,
          kind: 'episode',
          name: episodeTitle[mainLanguage],
          nameEn: episodeTitle.en,
          originalName: episodeTitle[definition.language as TextLanguage],
          originalLanguage: definition.language,
          year,
          durationSeconds: minutes * 60 + random.int(0, 59),
          ageRating,
          autoRating: Math.min(9.5, Math.max(4, baseRating + (random.next() - 0.5))).toFixed(1),
          imdbId: imdbId(),
          groupId,
          season,
          episode,
          priceCents: random.int(6, 12) * 100,
          posterPath: '',
          mediaKey: null,
          // Episodes of a season come out together, in order.
          publishedAt: new Date(seasonPublished.getTime() + episode * 60_000),
        };
        row.posterPath = `/api/posters/${row.id}.svg`;
        result.push({
          row,
          texts,
          genreIds: genres,
          spokenLanguages: spoken,
          subtitleLanguages: subtitles,
          accessServices: [],
          productionCountries: [definition.country],
          credits: credits(directors, cast),
          isChildren,
          originCountry: definition.country,
          unitKey: `series:${groupId}`,
        });
      }
    }
  }

  addAccessServices(result, random.fork('access services'));
  return { people: peopleList, seriesGroups: groups, titles: result };
}

const signLanguageOf: Record<string, string> = { sv: 'swl', no: 'nsl', fi: 'fse' };

/**
 * Access services for some titles, the same for every episode of a series: subtitles for the deaf and hard of
 * hearing in the Nordic languages the title is spoken in (a quarter of those titles), audio description in one
 * of them (one in twelve), and a version in the sign language of its Nordic language (one in twenty, more for
 * children's titles). Drawn from their own random stream, so the rest of the catalogue stays as it was.
 */
function addAccessServices(titles: GeneratedTitle[], random: SeededRandom): void {
  const byUnit = new Map<string, GeneratedTitle['accessServices']>();
  for (const title of titles) {
    let services = byUnit.get(title.unitKey);
    if (!services) {
      services = [];
      const nordic = title.spokenLanguages.filter((code) => code in signLanguageOf);
      if (nordic.length > 0) {
        if (random.chance(0.25))
          services.push(...nordic.map((languageCode) => ({ kind: 'sdh' as const, languageCode })));
        if (random.chance(1 / 12))
          services.push({ kind: 'audio_description', languageCode: random.pick(nordic) });
        if (random.chance(title.isChildren ? 0.15 : 0.05))
          services.push({ kind: 'sign_language', languageCode: signLanguageOf[random.pick(nordic)]! });
      }
      byUnit.set(title.unitKey, services);
    }
    title.accessServices = services;
  }
}

/** Writes the catalogue: people, series, titles and everything hanging off a title. */
export async function insertCatalogue(db: Database, catalogue: Catalogue, maxRows = 500): Promise<void> {
  await insertInBatches(db, people, catalogue.people, maxRows);
  await syncSerialSequence(db, people);
  await insertInBatches(db, seriesGroups, catalogue.seriesGroups, maxRows);
  await syncSerialSequence(db, seriesGroups);
  const all = catalogue.titles;
  await insertInBatches(
    db,
    titles,
    all.map((title) => title.row),
    maxRows,
  );
  await insertInBatches(
    db,
    titleTexts,
    all.flatMap((title) =>
      textLanguages.map((lang) => ({ titleId: title.row.id, lang, ...title.texts[lang] })),
    ),
    maxRows,
  );
  await insertInBatches(
    db,
    titleGenres,
    all.flatMap((title) => title.genreIds.map((genreId) => ({ titleId: title.row.id, genreId }))),
    maxRows,
  );
  await insertInBatches(
    db,
    titleLanguages,
    all.flatMap((title) =>
      title.spokenLanguages.map((languageCode) => ({ titleId: title.row.id, languageCode })),
    ),
    maxRows,
  );
  await insertInBatches(
    db,
    titleSubtitles,
    all.flatMap((title) =>
      title.subtitleLanguages.map((languageCode) => ({ titleId: title.row.id, languageCode })),
    ),
    maxRows,
  );
  await insertInBatches(
    db,
    titleAccessServices,
    all.flatMap((title) => title.accessServices.map((service) => ({ titleId: title.row.id, ...service }))),
    maxRows,
  );
  await insertInBatches(
    db,
    titleProductionCountries,
    all.flatMap((title) =>
      title.productionCountries.map((countryIso) => ({ titleId: title.row.id, countryIso })),
    ),
    maxRows,
  );
  await insertInBatches(
    db,
    titlePeople,
    all.flatMap((title) => title.credits.map((credit) => ({ titleId: title.row.id, ...credit }))),
    maxRows,
  );
  // Names, texts and people are in: each title's search document is made from them.
  await refreshSearchText(db);
}
