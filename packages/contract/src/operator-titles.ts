import { z } from 'zod';
import { bracketedList, emptyAsNull, FormBoolean, Id, LocalizedText, Page } from './common';
import { AccessServiceKind, TitleKind } from './title-entities';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * Titles and series in the operator console (issue 27; docs/decisions/051): listed for every operator role,
 * created, changed, unpublished and republished by admins and editors. Every change writes an audit entry with the
 * fields before and after, and reaches every process's catalogue within 2 s (the catalogue's change notices).
 */

export const OPERATOR_TITLES_PAGE_SIZE_DEFAULT = 50;
export const OPERATOR_TITLES_PAGE_SIZE_MAX = 200;
/** The age ratings (years) the Nordic classification boards give: 0 is for everyone. */
export const AGE_RATINGS = [0, 6, 7, 9, 11, 12, 15, 16, 18] as const;
export const TITLE_YEAR_MIN = 1870;
export const TITLE_YEAR_MAX = 2100;
/** Most people named on one title, per role. */
export const TITLE_PEOPLE_MAX = 50;

/** A filter left empty is no filter. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** A language code of the languages table (ISO 639-1, or 639-3 for sign languages). */
const LanguageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}$/, { error: 'must be a language code such as sv' });
/** A production country (ISO 3166-1 alpha-2), any country of the countries table. */
const ProductionCountry = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, { error: 'must be a country code such as se' });

/** Names one a line (a textarea): blank lines dropped, each name trimmed, the same name once. */
const NameLines = z
  .string()
  .max(10_000)
  .default('')
  .transform((text) => [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(200, { error: 'a name is at most 200 characters' })).max(TITLE_PEOPLE_MAX));

/** A title in the console's list. */
export const OperatorTitleSummary = z.object({
  title_id: z.number().int(),
  kind: TitleKind,
  name: z.string(),
  name_en: z.string().nullable(),
  year: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  duration_seconds: z.number().int(),
  has_media: z.boolean(),
  /** Not unpublished by an operator (it may still wait for media or a licence). */
  published: z.boolean(),
});
export type OperatorTitleSummary = z.infer<typeof OperatorTitleSummary>;

const TitleText = z.object({ name: z.string(), description: z.string() });

/** Every field of a title, as the console's form edits it. */
export const OperatorTitle = OperatorTitleSummary.extend({
  original_name: z.string().nullable(),
  original_language: z.string().nullable(),
  age_rating: z.number().int(),
  imdb_id: z.string().nullable(),
  /** Name and description per interface language (an empty name falls back to `name`, or name_en in English). */
  texts: z.object({ sv: TitleText, no: TitleText, fi: TitleText, en: TitleText }),
  genre_ids: z.array(z.number().int()),
  spoken_languages: z.array(z.string()),
  subtitle_languages: z.array(z.string()),
  production_countries: z.array(z.string()),
  directors: z.array(z.string()),
  actors: z.array(z.string()),
  access_services: z.array(z.object({ kind: AccessServiceKind, language_code: z.string() })),
  published_at: z.string().describe('ISO 8601 date and time'),
  withdrawn_at: z.string().nullable().describe('ISO 8601 date and time the title was unpublished'),
});
export type OperatorTitle = z.infer<typeof OperatorTitle>;

export const getOperatorTitles = defineEndpoint({
  ...routes.getOperatorTitles,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'List the titles',
  description:
    'Designed by us (issue 27). Every title, published or not, newest id first. `search`: words each found in ' +
    'the names, texts, series or people, ignoring case and accents; `kind`: film or episode; `published`: only ' +
    'published (1) or only unpublished (0) titles; `group_id`: the episodes of one series. One page (page from 1, ' +
    `page_size up to ${OPERATOR_TITLES_PAGE_SIZE_MAX}) and the number matching.`,
  request: z.object({
    search: blankAsAbsent(z.string().trim().max(200)),
    kind: blankAsAbsent(TitleKind),
    published: blankAsAbsent(FormBoolean),
    group_id: blankAsAbsent(Id),
    page: Page,
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .max(OPERATOR_TITLES_PAGE_SIZE_MAX)
      .default(OPERATOR_TITLES_PAGE_SIZE_DEFAULT),
  }),
  response: z.object({
    titles: z.array(OperatorTitleSummary),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const getOperatorTitle = defineEndpoint({
  ...routes.getOperatorTitle,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'One title with every field',
  description:
    "Designed by us (issue 27). Every field of a title for the console's form, published or not (unknown id: " +
    'TITLE_NOT_FOUND).',
  request: z.object({ title_id: Id }),
  response: z.object({ title: OperatorTitle }),
});

const Year = z.coerce
  .number({ error: 'must be a year' })
  .int({ error: 'must be a year' })
  .min(TITLE_YEAR_MIN, { error: `must be ${TITLE_YEAR_MIN} or later` })
  .max(TITLE_YEAR_MAX, { error: `must be ${TITLE_YEAR_MAX} or earlier` });

const EpisodeNumber = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(999, { error: 'must be 999 or less' });

const Text = (max: number) => z.string().trim().max(max).default('');

export const saveTitle = defineEndpoint({
  ...routes.saveTitle,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'Create or change a title',
  description:
    'Designed by us (issue 27; docs/decisions/051). Without `title_id` a title is created; with it, that title ' +
    'is changed (unknown id: TITLE_NOT_FOUND). Every field is sent each time. `kind` film or episode; an ' +
    'episode needs `group_id` (a series, GROUP_NOT_FOUND when unknown), `season` and `episode`, which no other ' +
    'episode of the series has; a film has none of the three. `name` is the name of the main Nordic release, ' +
    '`name_en` the English one; `name_sv`, `name_no`, `name_fi` name it in each language where it differs, ' +
    '`description_sv` ... `description_en` describe it. `age_rating` in years, one of ' +
    `${AGE_RATINGS.join(', ')}; \`year\` ${TITLE_YEAR_MIN}-${TITLE_YEAR_MAX}. Lists are bracketed: ` +
    '`genre_ids` [1,5] (UNKNOWN_GENRE), `spoken_languages`, `subtitle_languages`, `sdh_languages`, ' +
    '`audio_description_languages`, `sign_languages` ["sv","en"] (UNKNOWN_LANGUAGE), `production_countries` ' +
    '["se","us"] (UNKNOWN_COUNTRY). `directors` and `actors`: names one a line, in billing order; a name not ' +
    'known yet is added to the people. The duration comes from the media: a new title has duration 0 and no ' +
    'media, and is in no catalogue and not lent until its media is attached. Each save that changed something ' +
    'writes an audit entry (title.create or title.update) with the fields before and after. Answers the saved ' +
    'title with its `title_id`.',
  request: z.object({
    title_id: blankAsAbsent(Id),
    kind: TitleKind,
    name: z.string().trim().min(1, { error: 'is required' }).max(300),
    name_en: emptyAsNull(z.string().trim().max(300)),
    name_sv: Text(300),
    name_no: Text(300),
    name_fi: Text(300),
    description_sv: Text(5000),
    description_no: Text(5000),
    description_fi: Text(5000),
    description_en: Text(5000),
    original_name: emptyAsNull(z.string().trim().max(300)),
    original_language: emptyAsNull(LanguageCode),
    year: Year,
    age_rating: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
        z.coerce.number({ error: 'must be an age rating' }),
      )
      .refine((value) => (AGE_RATINGS as readonly number[]).includes(value), {
        error: `must be one of ${AGE_RATINGS.join(', ')}`,
      }),
    imdb_id: emptyAsNull(
      z
        .string()
        .trim()
        .regex(/^tt\d{7,10}$/, { error: 'must be an IMDb id such as tt0050976' }),
    ),
    genre_ids: bracketedList(Id).default([]),
    spoken_languages: bracketedList(LanguageCode).default([]),
    subtitle_languages: bracketedList(LanguageCode).default([]),
    sdh_languages: bracketedList(LanguageCode).default([]),
    audio_description_languages: bracketedList(LanguageCode).default([]),
    sign_languages: bracketedList(LanguageCode).default([]),
    production_countries: bracketedList(ProductionCountry).default([]),
    directors: NameLines,
    actors: NameLines,
    group_id: emptyAsNull(Id),
    season: emptyAsNull(EpisodeNumber),
    episode: emptyAsNull(EpisodeNumber),
  }),
  response: z.object({ success: z.literal(true), title_id: z.number().int(), title: OperatorTitle }),
});

export const unpublishTitle = defineEndpoint({
  ...routes.unpublishTitle,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'Unpublish a title',
  description:
    'Designed by us (issue 27; docs/decisions/051). The title leaves every catalogue, list and search on every ' +
    'process within 2 s and is lent no more; loans already running play to their end. Unpublishing an ' +
    'unpublished title changes nothing. Audited as title.unpublish. Answers the title.',
  request: z.object({ title_id: Id }),
  response: z.object({ success: z.literal(true), title: OperatorTitle }),
});

export const republishTitle = defineEndpoint({
  ...routes.republishTitle,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'Publish an unpublished title again',
  description:
    'Designed by us (issue 27; docs/decisions/051). The title returns to the catalogues it is licensed for ' +
    '(keeping its first publication date). Republishing a published title changes nothing. Audited as ' +
    'title.republish. Answers the title.',
  request: z.object({ title_id: Id }),
  response: z.object({ success: z.literal(true), title: OperatorTitle }),
});

/** A genre or a language to choose from, named in every interface language. */
const Choice = z.object({ names: LocalizedText });

export const getTitleChoices = defineEndpoint({
  ...routes.getTitleChoices,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "The title form's choices",
  description:
    'Designed by us (issue 27). The genres, languages and countries a title may name, each with its names per ' +
    'interface language, and the series (for episodes).',
  request: z.object({}),
  response: z.object({
    genres: z.array(Choice.extend({ genre_id: z.number().int() })),
    languages: z.array(Choice.extend({ code: z.string() })),
    countries: z.array(Choice.extend({ iso: z.string() })),
    series: z.array(z.object({ group_id: z.number().int(), name: z.string() })),
  }),
});

/** A series as the console edits it: names per interface language. */
export const OperatorSeries = z.object({
  group_id: z.number().int(),
  /** The original name (every language's before names per language). */
  name: z.string(),
  name_en: z.string().nullable(),
  names: LocalizedText,
});
export type OperatorSeries = z.infer<typeof OperatorSeries>;

export const getSeries = defineEndpoint({
  ...routes.getSeries,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'One series with its names per language',
  description:
    "Designed by us (issue 27; docs/decisions/051). A series' original name, English name and names per " +
    'interface language, as save_series sets them, for the series page of the console (unknown id: ' +
    'GROUP_NOT_FOUND). Its episodes are listed by get_titles with `group_id`.',
  errors: ['GROUP_NOT_FOUND'],
  request: z.object({ group_id: Id }),
  response: z.object({ series: OperatorSeries }),
});

export const saveSeries = defineEndpoint({
  ...routes.saveSeries,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'Create or rename a series',
  description:
    'Designed by us (issue 27; docs/decisions/051). Without `group_id` a series is created; with it, that series ' +
    'is renamed (GROUP_NOT_FOUND when unknown). `name` is its original name, `name_en` the English one; ' +
    '`name_sv`, `name_no`, `name_fi` name it in each interface language (empty: the original name), which the ' +
    'customer pages show. Audited as series.create or series.update. Answers the series.',
  request: z.object({
    group_id: blankAsAbsent(Id),
    name: z.string().trim().min(1, { error: 'is required' }).max(300),
    name_en: emptyAsNull(z.string().trim().max(300)),
    name_sv: Text(300),
    name_no: Text(300),
    name_fi: Text(300),
  }),
  response: z.object({ success: z.literal(true), series: OperatorSeries }),
});

export const reorderEpisodes = defineEndpoint({
  ...routes.reorderEpisodes,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "Put a season's episodes in a new order",
  description:
    'Designed by us (issue 27; docs/decisions/051). `title_ids` lists every episode of the season of the series, ' +
    'bracketed, in the new order: they are numbered 1, 2, 3 ... in that order (VALIDATION_FAILED when the list ' +
    "is not exactly the season's episodes). Audited as series.reorder with the order before and after. " +
    'Answers the episodes in their new order.',
  request: z.object({
    group_id: Id,
    season: EpisodeNumber,
    title_ids: bracketedList(Id),
  }),
  response: z.object({
    success: z.literal(true),
    episodes: z.array(z.object({ title_id: z.number().int(), episode: z.number().int() })),
  }),
});
