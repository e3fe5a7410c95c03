import type {
  OperatorSeries,
  OperatorTitle,
  OperatorTitleSummary,
  RouteInput,
  saveTitle,
} from '@filmhyllan/contract';
import type {
  SeriesRecord,
  TitleFields,
  TitleListRow,
  TitleRecord,
} from '../../modules/titles/title-admin.repository';

/** A title in the console's list (docs/decisions/027: the naming seam). */
export const presentTitleSummary = (row: TitleListRow): OperatorTitleSummary => ({
  title_id: row.id,
  kind: row.kind,
  name: row.name,
  name_en: row.nameEn,
  year: row.year,
  group_id: row.groupId,
  group_name: row.groupName,
  season: row.season,
  episode: row.episode,
  duration_seconds: row.durationSeconds,
  has_media: row.hasMedia,
  published: row.withdrawnAt === null,
});

/** Every field of a title, for the console's form. */
export const presentTitle = (title: TitleRecord): OperatorTitle => ({
  ...presentTitleSummary(title),
  original_name: title.originalName,
  original_language: title.originalLanguage,
  age_rating: title.ageRating,
  imdb_id: title.imdbId,
  texts: title.texts,
  genre_ids: title.genreIds,
  spoken_languages: title.spokenLanguages,
  subtitle_languages: title.subtitleLanguages,
  production_countries: title.productionCountries,
  directors: title.directors,
  actors: title.actors,
  access_services: title.accessServices.map((a) => ({ kind: a.kind, language_code: a.languageCode })),
  published_at: title.publishedAt.toISOString(),
  withdrawn_at: title.withdrawnAt?.toISOString() ?? null,
});

/** save_title's flat form fields as the title's fields (texts per language, access services as pairs). */
export function titleFieldsOf(input: Omit<RouteInput<typeof saveTitle>, 'titleId'>): TitleFields {
  const services = (kind: TitleFields['accessServices'][number]['kind'], codes: string[]) =>
    [...new Set(codes)].map((languageCode) => ({ kind, languageCode }));
  return {
    kind: input.kind,
    name: input.name,
    nameEn: input.nameEn,
    originalName: input.originalName,
    originalLanguage: input.originalLanguage,
    year: input.year,
    ageRating: input.ageRating,
    imdbId: input.imdbId,
    groupId: input.groupId,
    season: input.season,
    episode: input.episode,
    texts: {
      sv: { name: input.nameSv, description: input.descriptionSv },
      no: { name: input.nameNo, description: input.descriptionNo },
      fi: { name: input.nameFi, description: input.descriptionFi },
      en: { name: input.nameEn ?? '', description: input.descriptionEn },
    },
    genreIds: [...new Set(input.genreIds)],
    spokenLanguages: [...new Set(input.spokenLanguages)],
    subtitleLanguages: [...new Set(input.subtitleLanguages)],
    productionCountries: [...new Set(input.productionCountries)],
    directors: input.directors,
    actors: input.actors,
    accessServices: [
      ...services('sdh', input.sdhLanguages),
      ...services('audio_description', input.audioDescriptionLanguages),
      ...services('sign_language', input.signLanguages),
    ],
  };
}

/** A series as the console edits it: the original and English names, and a name per interface language. */
export const presentSeries = (series: SeriesRecord): OperatorSeries => ({
  group_id: series.id,
  name: series.name,
  name_en: series.nameEn,
  names: series.names,
});
