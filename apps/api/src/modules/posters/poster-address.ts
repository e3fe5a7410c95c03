import { POSTER_FALLBACK_WIDTH, type PosterFormat, type PosterImageSet } from '@filmhyllan/contract';

/*
 * Where an uploaded poster's sizes are served (docs/decisions/053): the digest is in every address, so an address
 * never changes what it shows and may be cached for good.
 */

/** The generated poster of a title (its poster_path unless one from elsewhere was set). */
export const generatedPosterPath = (titleId: number) => `/api/posters/${titleId}.svg`;

/** The generated poster of a series (its name, not an episode's): language-neutral, as a title's poster_path. */
export const seriesPosterPath = (groupId: number) => `/api/posters/series/${groupId}.svg`;

/** An uploaded poster as stored: digest, widths and largest size. */
export interface UploadedPoster {
  sha256: string;
  widths: number[];
  width: number;
  height: number;
}

/** The address of one size in one format. */
export const posterImagePath = (titleId: number, sha256: string, width: number | string, format: string) =>
  `/api/posters/${titleId}/${sha256}-${width}.${format}`;

/** The poster's sizes as the wire carries them (poster_images). */
export const posterImageSet = (titleId: number, poster: UploadedPoster): PosterImageSet => ({
  url_template: posterImagePath(titleId, poster.sha256, '{width}', '{format}'),
  widths: poster.widths,
  width: poster.width,
  height: poster.height,
});

/** The one image poster_url names: the JPEG POSTER_FALLBACK_WIDTH wide, or the largest when all are narrower. */
export function posterFallbackUrl(titleId: number, poster: UploadedPoster): string {
  const fitting = poster.widths.filter((w) => w <= POSTER_FALLBACK_WIDTH);
  const width = fitting.length > 0 ? fitting[fitting.length - 1]! : poster.widths[0]!;
  return posterImagePath(titleId, poster.sha256, width, 'jpg' satisfies PosterFormat);
}

/** poster_url and poster_images of a title: the uploaded poster's when it has one, else the generated poster. */
export function presentPoster(
  titleId: number,
  posterPath: string | null,
  uploaded: UploadedPoster | null,
): { poster_url: string | null; poster_images: PosterImageSet | null } {
  if (!uploaded) return { poster_url: posterPath, poster_images: null };
  return {
    poster_url: posterFallbackUrl(titleId, uploaded),
    poster_images: posterImageSet(titleId, uploaded),
  };
}
