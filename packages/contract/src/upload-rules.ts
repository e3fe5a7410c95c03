/**
 * Resumable uploads (tus 1.0) at /api/operator/uploads: what an upload may be, read by the upload server and by
 * the console's upload component alike (docs/decisions/049). Plain values, no schemas, so the web client can
 * import them from `@filmhyllan/contract/client`.
 */

/** The tus endpoint; an upload's URL is this plus `/<upload id>`. */
export const UPLOADS_PATH = '/api/operator/uploads';

/**
 * Session authentication on the tus endpoint: the console sends its session id (every call) and CSRF token
 * (POST, PATCH and DELETE) in these headers, as tus carries the file in the body. A script sends
 * `Authorization: Bearer <token>` instead (docs/decisions/050).
 */
export const UPLOAD_SESSION_HEADER = 'x-portal-sessionid';
export const UPLOAD_CSRF_HEADER = 'x-portal-csrftoken';

/** What an upload is for, in its tus metadata `purpose`. */
export const UPLOAD_PURPOSES = ['master', 'subtitle', 'poster', 'audio'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * The file types each purpose takes: by the name's extension (metadata `filename`) and, when the browser names
 * one, its type (metadata `filetype`). Both are checked when the upload is created.
 */
export const UPLOAD_TYPES: Record<
  UploadPurpose,
  { extensions: readonly string[]; types: readonly string[] }
> = {
  master: {
    extensions: ['mp4', 'm4v', 'mov', 'mkv'],
    types: ['video/mp4', 'video/quicktime', 'video/x-matroska', 'video/matroska', 'application/octet-stream'],
  },
  subtitle: {
    extensions: ['srt', 'vtt'],
    types: ['application/x-subrip', 'text/srt', 'text/vtt', 'text/plain', 'application/octet-stream'],
  },
  poster: {
    extensions: ['png', 'jpg', 'jpeg', 'webp'],
    types: ['image/png', 'image/jpeg', 'image/webp'],
  },
  // A separately delivered audio description (attach_audio_description): a sound file, or an MP4/MKV with sound.
  audio: {
    extensions: ['m4a', 'aac', 'wav', 'mp3', 'mka', 'mp4', 'mkv'],
    types: [
      'audio/mp4',
      'audio/x-m4a',
      'audio/aac',
      'audio/wav',
      'audio/x-wav',
      'audio/wave',
      'audio/mpeg',
      'audio/x-matroska',
      'video/mp4',
      'video/x-matroska',
      'video/matroska',
      'application/octet-stream',
    ],
  },
};

/** The `accept` attribute of a file input for a purpose: its extensions and its media types. */
export const uploadAccept = (purpose: UploadPurpose): string =>
  [
    ...UPLOAD_TYPES[purpose].extensions.map((extension) => `.${extension}`),
    ...UPLOAD_TYPES[purpose].types.filter((type) => type !== 'application/octet-stream'),
  ].join(',');

/** The extension of a file name, lower case ('' when it has none). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * Whether a file of this name and type may be uploaded for the purpose. The type may be empty (browsers leave it
 * out for .mkv and .srt); the extension decides then.
 */
export function uploadTypeAllowed(purpose: UploadPurpose, filename: string, filetype: string): boolean {
  const rules = UPLOAD_TYPES[purpose];
  if (!rules.extensions.includes(fileExtension(filename))) return false;
  const type = filetype.split(';')[0]!.trim().toLowerCase();
  return type === '' || rules.types.includes(type);
}
