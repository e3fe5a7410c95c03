import { z } from 'zod';
import { FormBoolean, Id } from './common';
import { Stream } from './customer';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * A title's media in the operator console (issue 27; docs/decisions/048): the film's or trailer's master becomes
 * a transcoding job, subtitle files are added to the title's rendition.
 */

/** The largest subtitle file accepted (bytes, before decoding). */
export const SUBTITLES_MAX_BYTES = 512 * 1024;
/** A form body of attach_subtitles: the file in base64 (4/3 of its size), form-encoded, with the other fields. */
export const SUBTITLES_FORM_BODY_LIMIT = 2 * SUBTITLES_MAX_BYTES;

/** What a master is for: the film itself or its trailer (plays without a loan). */
export const MEDIA_PURPOSES = ['film', 'trailer'] as const;
export const MediaPurpose = z.enum(MEDIA_PURPOSES);
export type MediaPurpose = z.infer<typeof MediaPurpose>;

/** A subtitle language: a two-letter ISO 639-1 code the languages table knows (sv, no, fi, en, da, ...). */
export const SubtitleLanguage = z.string().regex(/^[a-z]{2}$/);

export const attachMedia = defineEndpoint({
  ...routes.attachMedia,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "Transcode an uploaded master into a title's film or trailer",
  description:
    "Designed by us (issue 27). `upload_id`: the last segment of the finished tus upload's URL (/api/operator/uploads/<id>); " +
    '`purpose`: `film` (default) or `trailer`. Enqueues a `transcode` job and answers its `job_id` (follow it ' +
    'with get_job). The job makes the ladder chosen from the source (360p to 1080p, never upscaled), every audio ' +
    "track, the title's subtitles, a poster frame and the duration, and switches the title to it only when it " +
    'is complete; until then, and when it fails, the title plays what it played. Unknown title: ' +
    "TITLE_NOT_FOUND; no such upload, or (to an editor) another operator's: UPLOAD_NOT_FOUND; an upload still in " +
    'progress: UPLOAD_NOT_FINISHED; an upload sent as a poster or subtitles: UPLOAD_TYPE_NOT_ALLOWED; a file ' +
    'whose first bytes are not MP4/MOV or Matroska (an HLS playlist, a concat list, an image, any text, an ' +
    'empty file): UPLOAD_NOT_A_VIDEO, and no job. The job reads the file only as that container and opens no ' +
    'other file; one ffmpeg reads as another container fails with that code too (error_upload_not_a_video). ' +
    'Audited (title.attach_media).',
  errors: [
    'TITLE_NOT_FOUND',
    'UPLOAD_NOT_FOUND',
    'UPLOAD_NOT_FINISHED',
    'UPLOAD_TYPE_NOT_ALLOWED',
    'UPLOAD_NOT_A_VIDEO',
  ],
  request: z.object({
    title_id: Id,
    upload_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    purpose: MediaPurpose.default('film'),
  }),
  response: z.object({ success: z.literal(true), job_id: z.string() }),
});

export const attachAudioDescription = defineEndpoint({
  ...routes.attachAudioDescription,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "Add an audio description, delivered as its own audio file, to a title's film",
  description:
    'Designed by us (issue 27). `upload_id`: a finished tus upload with purpose `audio` (M4A, AAC, WAV, MP3, ' +
    'MKA, or an MP4/MKV with sound); `language`: a two-letter code as subtitles take it. Enqueues an ' +
    '`audio_description` job and answers its `job_id` (follow it with get_job). The job encodes the first ' +
    "sound of the file to AAC stereo HLS on the film's segment length and clock (a file longer or shorter than " +
    "the film is kept as it is), and publishes a new version of the film: the current version's files, its " +
    'master playlist with the description as an alternate audio rendition marked ' +
    'CHARACTERISTICS="public.accessibility.describes-video" (replacing one of the same language), and the ' +
    "title's access services listing audio_description in that language; the title switches to it in one " +
    'step, as a transcoding does. Unknown title: TITLE_NOT_FOUND; a title without a transcoded film: ' +
    "TITLE_HAS_NO_FILM; no such upload, or (to an editor) another operator's: UPLOAD_NOT_FOUND; an upload " +
    'still in progress: UPLOAD_NOT_FINISHED; an upload not sent as audio: UPLOAD_TYPE_NOT_ALLOWED; a file ' +
    'whose first bytes are not M4A/MP4, Matroska, WAV, MP3 or AAC (a playlist, a concat list, any text, an ' +
    'empty file): UPLOAD_NOT_A_VIDEO, and no job. A file ' +
    'without sound fails the job (transcode_failed_no_audio_stream); so does a film replaced while the job ran ' +
    '(transcode_failed_film_changed: the title keeps the new film). Audited (title.attach_audio_description).',
  errors: [
    'TITLE_NOT_FOUND',
    'TITLE_HAS_NO_FILM',
    'UPLOAD_NOT_FOUND',
    'UPLOAD_NOT_FINISHED',
    'UPLOAD_TYPE_NOT_ALLOWED',
    'UPLOAD_NOT_A_VIDEO',
  ],
  request: z.object({
    title_id: Id,
    upload_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    language: SubtitleLanguage,
  }),
  response: z.object({ success: z.literal(true), job_id: z.string() }),
});

export const attachSubtitles = defineEndpoint({
  ...routes.attachSubtitles,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'Add or replace subtitles of a title',
  description:
    'Designed by us (issue 27). `file`: an SRT or WebVTT file in base64 (a `data:` URL is accepted too), UTF-8, ' +
    `at most ${SUBTITLES_MAX_BYTES} bytes (SUBTITLES_TOO_LARGE); \`language\`: a two-letter code; \`sdh\`: ` +
    'subtitles for the deaf and hard of hearing. A file that is neither is SUBTITLES_MALFORMED, with the line ' +
    'at fault in `error.details.line`. The subtitles are stored as WebVTT with the title (later transcodings ' +
    'include them) and, when the title plays a transcoded rendition, published into it at once: a new master ' +
    'playlist replaces the old in one step, so players see the track on their next start. Replaces the same ' +
    'language and kind. `published` says whether a rendition got it. Audited (title.attach_subtitles).',
  errors: ['TITLE_NOT_FOUND', 'SUBTITLES_TOO_LARGE', 'SUBTITLES_MALFORMED'],
  request: z.object({
    title_id: Id,
    language: SubtitleLanguage,
    sdh: FormBoolean.default(false),
    file: z.string().min(1).max(SUBTITLES_FORM_BODY_LIMIT),
  }),
  response: z.object({
    success: z.literal(true),
    title_id: z.number().int(),
    language: z.string(),
    sdh: z.boolean(),
    /** How many cues the file holds. */
    cues: z.number().int(),
    published: z.boolean(),
  }),
});

export const startTrailer = defineEndpoint({
  ...routes.startTrailer,
  tag: 'customer',
  summary: "Play a title's trailer, without a loan",
  description:
    'Designed by us (issue 27). Any session may: a published title licensed in some country, with a trailer ' +
    '(attach_media with purpose trailer); TITLE_NOT_FOUND otherwise. No loan is made and nothing is counted ' +
    '(budget, limits, statistics, positions). The stream carries a token for the trailer alone: it never opens ' +
    'the film. Playback must start within 15 minutes.',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({ title_id: Id }),
  response: z.object({ success: z.literal(true), title_id: z.number().int(), stream: Stream }),
});
