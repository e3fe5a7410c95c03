import { z } from 'zod';
import { DateOnly } from './common';
import { accessServiceKinds } from './values';

/*
 * Titles as the customer portal sees them. Texts (name, description, genre, language and country names) are
 * in the request's language: the `locale` parameter where a call has one, otherwise the X-App-Language header,
 * with English as the fallback. Prices stay on the server: a customer never sees what a loan costs a library.
 */

export const TitleKind = z.enum(['film', 'episode']);
export type TitleKind = z.infer<typeof TitleKind>;

/**
 * An uploaded poster, cut to 2:3 in responsive widths (docs/decisions/053): each of `widths` (some of
 * POSTER_WIDTHS: 160 to 960 px, never wider than the upload) is served in AVIF, WebP and JPEG at `url_template` with `{width}` and
 * `{format}` (avif, webp, jpg) replaced, cached for good (the address holds the image's digest). The contract's
 * `posterSrcSet` builds a srcset from it. Null when the title has no uploaded poster: `poster_url` is then the
 * generated poster (an SVG), as before.
 */
export const PosterImages = z.object({
  url_template: z.string(),
  widths: z.array(z.number().int()),
  width: z.number().int(),
  height: z.number().int(),
});
export type PosterImages = z.infer<typeof PosterImages>;

/** A genre, a director or an actor: an id to filter by and a name to show. */
export const NamedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;

/** A spoken or subtitle language: ISO 639 code (2 or 3 letters, lower case) and its name. */
export const TitleLanguage = z.object({ code: z.string(), name: z.string() });
export type TitleLanguage = z.infer<typeof TitleLanguage>;

/**
 * Access services (European Accessibility Act, directive 2019/882 annex I section IV: services giving access to
 * audiovisual media show their access services):
 * - sdh: subtitles for the deaf and hard of hearing (dialogue plus speakers, music and sounds), per language;
 * - audio_description: a spoken description of what is seen, as its own audio track, per language;
 * - sign_language: a version interpreted in a sign language, per sign language (ISO 639-3: swl Swedish,
 *   nsl Norwegian, fse Finnish Sign Language). A list rather than a yes/no: a deaf Finn has no use for a film
 *   signed in Swedish Sign Language, and the three Nordic sign languages are distinct languages.
 */
export const AccessServiceKind = z.enum(accessServiceKinds);
export type AccessServiceKind = z.infer<typeof AccessServiceKind>;

/** A title's access services, each a list of languages (empty: the title does not have it), sorted by code. */
export const AccessServices = z.object({
  sdh_languages: z.array(TitleLanguage),
  audio_description_languages: z.array(TitleLanguage),
  sign_languages: z.array(TitleLanguage),
});
export type AccessServices = z.infer<typeof AccessServices>;

/** A production country: ISO 3166-1 alpha-2 code (lower case) and its name. */
export const ProductionCountry = z.object({ iso: z.string(), name: z.string() });
export type ProductionCountry = z.infer<typeof ProductionCountry>;

/** A title whose licence window started at most this many days ago is "new" (TitleSummary.new_since). */
export const NEW_TITLE_DAYS = 30;

/**
 * A series standing as one tile in a list (designed by us, issue 28, docs/decisions/058). The episodes counted are
 * those the list's library may lend (its catalogue as the session sees it: licence window, exclusions, child
 * mode), not only those that matched a search or filter; seasons are the distinct season numbers among them
 * (at least 1).
 */
export const SeriesTile = z.object({
  /** The series' id: get_group_titles' group_id, and the series page's. */
  id: z.number().int(),
  /** The series' name in the request's language. */
  name: z.string(),
  episode_count: z.number().int().positive(),
  season_count: z.number().int().positive(),
});
export type SeriesTile = z.infer<typeof SeriesTile>;

/**
 * A title in a list: every Title field of spec section 3 that a list can carry (id, name, name_en, imdb_id,
 * group_id, auto_rating, is_favourite), so a client can page the catalogue without a call per title, plus what a
 * card shows. subtitle_languages is on the title page only (get_title with_subtitle_languages=1).
 */
export const TitleSummary = z.object({
  id: z.number().int(),
  /** Name in the request's language; may be empty when the title only has an English name. */
  name: z.string(),
  name_en: z.string().nullable(),
  /** The title's IMDb id (tt…), or null when it has none. */
  imdb_id: z.string().nullable(),
  kind: TitleKind,
  /** The series of an episode; null for films. */
  group_id: z.number().int().nullable(),
  /** The series name in the request's language, for the 'Series [S1E2]: name' form; null for films. */
  group_name: z.string().nullable(),
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  /** Production year. */
  year: z.number().int().nullable(),
  duration_seconds: z.number().int(),
  /** Parental guidance in years: 0 means suitable for everyone. */
  age_rating: z.number().int(),
  /** Average rating 0-10 (one decimal) from the external rating source; null when it has none. */
  auto_rating: z.number().nullable(),
  /**
   * The poster for one image: with an uploaded poster its JPEG 480 px wide (POSTER_FALLBACK_WIDTH, or
   * its largest), otherwise the generated SVG; null when there is none. Pages that can use poster_images show that instead.
   */
  poster_url: z.string().nullable(),
  poster_images: PosterImages.nullable(),
  /** Set (YYYY-MM-DD) while the title is announced but cannot be borrowed yet; null when it can. */
  coming_on: DateOnly.nullable(),
  /**
   * Set (YYYY-MM-DD) while the title's licence in the library's country ends within 30 days ("leaving soon"): the
   * last day it can be borrowed there, in the library's time zone; null otherwise (docs/decisions/052).
   */
  leaving_on: DateOnly.nullable(),
  /**
   * Set (YYYY-MM-DD) while the title is "new": its licence window in the library's country started at most
   * NEW_TITLE_DAYS (30) days ago, on the library's own day; the window's first day. Null otherwise, and without a
   * country (docs/decisions/058).
   */
  new_since: DateOnly.nullable(),
  /**
   * Set when the item stands for a whole series (lists of titles: get_titles, get_new_titles,
   * get_selected_titles, get_selected_titles_by_library, get_themes, get_theme, fetch_favourite): its episodes are
   * one item, placed where its best-placed episode would be in the list's order (the first one that matched, for a
   * search the best-ranked), and counted once in `count` and paging. The other fields are then those of the
   * series' first episode the library may lend (by season and episode), so a client that does not know `series`
   * still shows a title that opens. Null for a film and for an episode listed on its own (a series' episode
   * list, a title page, suggestions, loans).
   */
  series: SeriesTile.nullable(),
  /** The id of the logged-in user's favourite for this title; null when it is not one or nobody is logged in. */
  is_favourite: z.number().int().nullable(),
});
export type TitleSummary = z.infer<typeof TitleSummary>;

/** Everything the title page shows. */
export const Title = TitleSummary.extend({
  original_name: z.string().nullable(),
  description: z.string(),
  genres: z.array(NamedRef),
  /** Spoken (audio) languages. */
  languages: z.array(TitleLanguage),
  /** Only present when the call asked for it (get_title with_subtitle_languages=1). */
  subtitle_languages: z.array(TitleLanguage).optional(),
  production_countries: z.array(ProductionCountry),
  /** In credit order. */
  directors: z.array(NamedRef),
  /** In credit order. */
  actors: z.array(NamedRef),
  /** Subtitles for the deaf and hard of hearing, audio description and sign language (see AccessServices). */
  access_services: AccessServices,
  /**
   * Designed by us (issue 27, docs/decisions/048): whether the title has a trailer (attach_media with purpose
   * trailer), which anyone may play without a loan through start_trailer. The title page shows Watch trailer then.
   */
  has_trailer: z.boolean(),
});
export type Title = z.infer<typeof Title>;
