import { z } from 'zod';
import { Id } from './common';
import { defineEndpoint } from './endpoint';
import {
  POSTER_FALLBACK_WIDTH,
  POSTER_FORM_BODY_LIMIT,
  POSTER_MAX_BYTES,
  POSTER_WIDTHS,
} from './poster-images';
import * as routes from './routes';
import { PosterImages } from './title-entities';

/*
 * A title's poster in the operator console (issue 27; docs/decisions/053): admins and editors upload or remove it;
 * the customer and librarian title answers carry it as poster_url and poster_images.
 */

/** The most pixels an upload may decode to (6000 x 6000): a small file cannot make us draw a huge one. */
export const POSTER_MAX_INPUT_PIXELS = 6000 * 6000;

/** A title's poster as the console shows it. */
export const TitlePoster = z.object({
  title_id: z.number().int(),
  /** The uploaded poster's sizes, or null (the title shows its generated poster). */
  poster_images: PosterImages.nullable(),
  /** What a single image shows: the uploaded poster's JPEG, or the generated poster. */
  poster_url: z.string().nullable(),
});
export type TitlePoster = z.infer<typeof TitlePoster>;

const posterAnswer = z.object({ success: z.literal(true), poster: TitlePoster });

export const getPoster = defineEndpoint({
  ...routes.getPoster,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "A title's poster",
  description: 'Designed by us (issue 27). Every operator role reads it, published or not.',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({ title_id: Id }),
  response: z.object({ poster: TitlePoster }),
});

export const uploadPoster = defineEndpoint({
  ...routes.uploadPoster,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "Upload a title's poster",
  description:
    'Designed by us (issue 27). `poster`: the file in base64 (a `data:` URL is accepted too), PNG, JPEG or WebP, ' +
    `at most ${POSTER_MAX_BYTES} bytes (POSTER_TOO_LARGE) and ${POSTER_MAX_INPUT_PIXELS} pixels ` +
    '(POSTER_UNREADABLE); the type is read from the bytes, never from a name or a declared type (SVG and ' +
    'anything else: POSTER_TYPE_NOT_ALLOWED). The image is cropped to 2:3 around its centre and drawn again in ' +
    `the widths ${POSTER_WIDTHS.join(', ')} that are not wider than it (its own width too, when narrower than ` +
    'the largest), each as AVIF, WebP and JPEG with no metadata. Served under addresses holding its digest, ' +
    'cached for good; poster_url becomes its JPEG ' +
    `${POSTER_FALLBACK_WIDTH} px wide (or its largest). Customer pages show it within seconds on every process. ` +
    'An audit entry (title.poster) records the old and new poster_url.',
  errors: ['TITLE_NOT_FOUND', 'POSTER_TOO_LARGE', 'POSTER_TYPE_NOT_ALLOWED', 'POSTER_UNREADABLE'],
  request: z.object({
    title_id: Id,
    poster: z.string().min(1).max(POSTER_FORM_BODY_LIMIT),
  }),
  response: posterAnswer,
});

export const removePoster = defineEndpoint({
  ...routes.removePoster,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "Remove a title's uploaded poster",
  description:
    'Designed by us (issue 27). The title shows its generated poster again; the uploaded images stop ' +
    'answering. Audited (title.poster).',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({ title_id: Id }),
  response: posterAnswer,
});
