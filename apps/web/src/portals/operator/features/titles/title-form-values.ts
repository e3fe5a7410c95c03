import { z } from 'zod';
import { AGE_RATINGS, saveTitle, type Language, type OperatorTitle } from '@filmhyllan/contract';
import type { SaveTitleInput } from './api/save-title';

/** The title form as typed: numbers are text until they are checked, lists are the chosen codes. */
export interface TitleFormValues {
  kind: 'film' | 'episode';
  name: string;
  original_name: string;
  original_language: string;
  year: string;
  age_rating: string;
  imdb_id: string;
  group_id: string;
  season: string;
  episode: string;
  name_sv: string;
  name_no: string;
  name_fi: string;
  name_en: string;
  description_sv: string;
  description_no: string;
  description_fi: string;
  description_en: string;
  genre_ids: string[];
  directors: string;
  actors: string;
  production_countries: string[];
  spoken_languages: string[];
  subtitle_languages: string[];
  sdh_languages: string[];
  audio_description_languages: string[];
  sign_languages: string[];
}

/** Every field a message can be put on, in the order of the form (the first failing one takes the focus). */
export const titleFieldOrder = [
  'kind',
  'name',
  'original_name',
  'original_language',
  'year',
  'age_rating',
  'imdb_id',
  'group_id',
  'season',
  'episode',
  'name_sv',
  'description_sv',
  'name_no',
  'description_no',
  'name_fi',
  'description_fi',
  'name_en',
  'description_en',
  'genre_ids',
  'directors',
  'actors',
  'production_countries',
  'spoken_languages',
  'subtitle_languages',
  'sdh_languages',
  'audio_description_languages',
  'sign_languages',
] as const satisfies readonly (keyof TitleFormValues)[];
export type TitleFormField = (typeof titleFieldOrder)[number];

/** The form's languages for texts, in the order the form shows them. */
export const textLanguages = ['sv', 'no', 'fi', 'en'] as const satisfies readonly Language[];

/** A new title's form: a film for everyone from this year, nothing chosen. */
export const newTitleValues = (year = new Date().getFullYear()): TitleFormValues => ({
  kind: 'film',
  name: '',
  original_name: '',
  original_language: '',
  year: String(year),
  age_rating: '0',
  imdb_id: '',
  group_id: '',
  season: '',
  episode: '',
  name_sv: '',
  name_no: '',
  name_fi: '',
  name_en: '',
  description_sv: '',
  description_no: '',
  description_fi: '',
  description_en: '',
  genre_ids: [],
  directors: '',
  actors: '',
  production_countries: [],
  spoken_languages: [],
  subtitle_languages: [],
  sdh_languages: [],
  audio_description_languages: [],
  sign_languages: [],
});

const text = (value: number | string | null) => (value === null ? '' : String(value));
const access = (title: OperatorTitle, kind: OperatorTitle['access_services'][number]['kind']) =>
  title.access_services.filter((a) => a.kind === kind).map((a) => a.language_code);

/** A stored title as the form shows it. */
export const toFormValues = (title: OperatorTitle): TitleFormValues => ({
  kind: title.kind,
  name: title.name,
  original_name: text(title.original_name),
  original_language: text(title.original_language),
  year: text(title.year),
  age_rating: String(title.age_rating),
  imdb_id: text(title.imdb_id),
  group_id: text(title.group_id),
  season: text(title.season),
  episode: text(title.episode),
  name_sv: title.texts.sv.name,
  name_no: title.texts.no.name,
  name_fi: title.texts.fi.name,
  name_en: title.name_en ?? '',
  description_sv: title.texts.sv.description,
  description_no: title.texts.no.description,
  description_fi: title.texts.fi.description,
  description_en: title.texts.en.description,
  genre_ids: title.genre_ids.map(String),
  directors: title.directors.join('\n'),
  actors: title.actors.join('\n'),
  production_countries: title.production_countries,
  spoken_languages: title.spoken_languages,
  subtitle_languages: title.subtitle_languages,
  sdh_languages: access(title, 'sdh'),
  audio_description_languages: access(title, 'audio_description'),
  sign_languages: access(title, 'sign_language'),
});

const request = saveTitle.request.shape;
const codes = z.array(z.string());
const typed = z.object({
  kind: z.enum(['film', 'episode']),
  name: z.string(),
  original_name: z.string(),
  original_language: z.string(),
  year: z.string(),
  age_rating: z.string(),
  imdb_id: z.string(),
  group_id: z.string(),
  season: z.string(),
  episode: z.string(),
  name_sv: z.string(),
  name_no: z.string(),
  name_fi: z.string(),
  name_en: z.string(),
  description_sv: z.string(),
  description_no: z.string(),
  description_fi: z.string(),
  description_en: z.string(),
  genre_ids: codes,
  directors: z.string(),
  actors: z.string(),
  production_countries: codes,
  spoken_languages: codes,
  subtitle_languages: codes,
  sdh_languages: codes,
  audio_description_languages: codes,
  sign_languages: codes,
});

/** The fields whose text the contract's own field schema checks as typed. */
const checkedAsTyped = [
  'name',
  'original_name',
  'year',
  'imdb_id',
  'name_sv',
  'name_no',
  'name_fi',
  'name_en',
  'description_sv',
  'description_no',
  'description_fi',
  'description_en',
  'directors',
  'actors',
] as const satisfies readonly TitleFormField[];

/**
 * The form's schema for the zod resolver: every field is checked in one pass by the contract's own field schema
 * (save_title's request), so one submit names every field that is wrong; an episode needs its series, season
 * and number, which a film does not send. An empty required field is reported as too small ("required"),
 * anything else the contract refuses as VALIDATION_FAILED ("check the details"). The result is save_title's
 * input, lists as arrays (sent as bracketed lists).
 */
export const titleFormSchema = (titleId: number | undefined) =>
  typed.transform((values, ctx): SaveTitleInput => {
    let refused = false;
    const required = (field: TitleFormField) => {
      refused = true;
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        path: [field],
        message: 'required_field',
      });
    };
    const invalid = (field: TitleFormField) => {
      refused = true;
      ctx.addIssue({ code: 'custom', path: [field], message: 'error_validation_failed' });
    };
    for (const field of checkedAsTyped) {
      if (request[field].safeParse(values[field]).success) continue;
      if (values[field].trim() === '') required(field);
      else invalid(field);
    }
    if (!(AGE_RATINGS as readonly number[]).includes(Number(values.age_rating))) required('age_rating');
    const episode = values.kind === 'episode';
    if (episode) {
      if (values.group_id === '') required('group_id');
      for (const field of ['season', 'episode'] as const) {
        if (values[field].trim() === '') required(field);
        else if (!request[field].safeParse(values[field]).success) invalid(field);
      }
    }
    if (refused) return z.NEVER;
    return {
      title_id: titleId,
      kind: values.kind,
      name: values.name,
      name_en: values.name_en,
      name_sv: values.name_sv,
      name_no: values.name_no,
      name_fi: values.name_fi,
      description_sv: values.description_sv,
      description_no: values.description_no,
      description_fi: values.description_fi,
      description_en: values.description_en,
      original_name: values.original_name,
      original_language: values.original_language,
      year: values.year.trim(),
      age_rating: values.age_rating,
      imdb_id: values.imdb_id.trim(),
      genre_ids: values.genre_ids.map(Number),
      spoken_languages: values.spoken_languages,
      subtitle_languages: values.subtitle_languages,
      sdh_languages: values.sdh_languages,
      audio_description_languages: values.audio_description_languages,
      sign_languages: values.sign_languages,
      production_countries: values.production_countries,
      directors: values.directors,
      actors: values.actors,
      group_id: episode ? values.group_id : '',
      season: episode ? values.season.trim() : '',
      episode: episode ? values.episode.trim() : '',
    };
  });

export type TitleFormOutput = z.output<ReturnType<typeof titleFormSchema>>;
