/*
 * Uploaded posters in responsive sizes (issue 27; docs/decisions/053). No zod here: the customer pages build their
 * srcset from these without loading it.
 */

/** The widths (pixels) an uploaded poster is cut to, 2:3, narrowest first; none wider than the upload. */
export const POSTER_WIDTHS = [160, 240, 320, 480, 640, 960] as const;
/** The formats each width is served in, best first, by their file extension. */
export const POSTER_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PosterFormat = (typeof POSTER_FORMATS)[number];
/** The largest poster file accepted (bytes, before decoding). */
export const POSTER_MAX_BYTES = 8 * 1024 * 1024;
/** A form body of the upload: the file in base64 (4/3 of its size), form-encoded, with the session fields. */
export const POSTER_FORM_BODY_LIMIT = Math.ceil((POSTER_MAX_BYTES * 4) / 3) + 64 * 1024;
/** The width of the JPEG that poster_url names for an uploaded poster (or the largest, when it is narrower). */
export const POSTER_FALLBACK_WIDTH = 480;

/** An uploaded poster's sizes as the wire carries them (TitleSummary.poster_images). */
export interface PosterImageSet {
  /** Address of one size in one format: `{width}` and `{format}` (avif, webp, jpg) are replaced. */
  url_template: string;
  /** The widths served, narrowest first. */
  widths: number[];
  /** The largest size's width and height (always 2:3). */
  width: number;
  height: number;
}

/** The address of one size and format of an uploaded poster. */
export const posterImageUrl = (set: PosterImageSet, width: number, format: PosterFormat) =>
  set.url_template.replace('{width}', String(width)).replace('{format}', format);

/** A srcset of every width in one format ("…-160.avif 160w, …-240.avif 240w"). */
export const posterSrcSet = (set: PosterImageSet, format: PosterFormat) =>
  set.widths.map((width) => `${posterImageUrl(set, width, format)} ${width}w`).join(', ');

/**
 * The `sizes` of a poster in each customer layout: how wide it is drawn at each breakpoint (576, 768, 992 and
 * 1200 px, styles/breakpoints.css; the content is at most 1200 px wide), so the browser picks the right width. The
 * server's preloads use the same values, so the file preloaded is the file drawn.
 */
export const POSTER_SIZES = {
  /** A wrapping grid (All titles, search, favourites): two columns on a phone, cards of 140-200 px above. */
  grid: '(min-width: 576px) 200px, calc(50vw - 24px)',
  /** A sideways row (the front page's new titles): 2.2, 3.4, 4.4, 5.4 and 6.4 cards across. */
  row: '(min-width: 1200px) 180px, (min-width: 992px) 18vw, (min-width: 768px) 22vw, (min-width: 576px) 28vw, calc(45vw - 16px)',
  /** The title page: 112 px on a phone, 200 px from 576 px, 280 px from 992 px. */
  large: '(min-width: 992px) 280px, (min-width: 576px) 200px, 112px',
  /** A loan history's thumbnail. */
  thumb: '64px',
} as const;
export type PosterLayout = keyof typeof POSTER_SIZES;

/**
 * A generated poster in a page's language: /api/posters/12.svg (the title's original name, English genres) becomes
 * /api/posters/12.fi.svg, with the name and the genres in that language (a series' /api/posters/series/3.svg
 * likewise). Other addresses (uploaded posters, outside ones) are answered as they are.
 */
export const posterInLanguage = (url: string, language: string): string =>
  url.replace(/^(\/api\/posters\/(?:series\/)?\d+)\.svg$/, `$1.${language}.svg`);
