/* The error codes, without schemas: the web app reads them without loading zod. */

/**
 * Every error the API answers with. The HTTP status is part of the code's meaning; the message is
 * translated into the request's language (X-App-Language) where the server has a translation.
 */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  SESSION_REQUIRED: 401,
  SESSION_INVALID: 401,
  CSRF_INVALID: 403,
  LOGIN_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  LIBRARY_NOT_FOUND: 404,
  /** The library has been deactivated: it lends nothing. */
  LIBRARY_INACTIVE: 403,
  TITLE_NOT_FOUND: 404,
  /**
   * The title exists and the caller would see it, but the session is in child mode (the child-mode build or the
   * profile's children_mode) and the title is not a children's title: the title page says so and how to leave
   * child mode. Nothing of the title is answered.
   */
  TITLE_NOT_IN_CHILD_MODE: 403,
  THEME_NOT_FOUND: 404,
  /** No list of the librarian's library by that id (save_list, delete_list). */
  LIST_NOT_FOUND: 404,
  MARC_FEED_NOT_FOUND: 404,
  /** save_list: title_ids names ids of no title (details.title_ids lists them). */
  LIST_TITLES_UNKNOWN: 400,
  /** save_list: titles the library does not lend today (details.title_ids lists them; docs/decisions/061). */
  LIST_TITLES_NOT_LENT: 409,
  /** reorder_lists: list_ids does not name each of the library's lists exactly once. */
  LIST_ORDER_MISMATCH: 409,
  GROUP_NOT_FOUND: 404,
  UNKNOWN_GENRE: 400,
  UNKNOWN_LANGUAGE: 400,
  UNKNOWN_COUNTRY: 400,
  // accounts
  WRONG_USERNAME_OR_PASSWORD: 401,
  INVALID_USERNAME: 400,
  EXISTING_USER: 409,
  FIRSTNAME_TOO_LONG: 400,
  LASTNAME_TOO_LONG: 400,
  INVALID_EMAIL: 400,
  EXISTING_EMAIL: 409,
  INVALID_PASSWORD: 400,
  INVALID_RESET_TOKEN: 400,
  /** change_password: the current password is not the account's. */
  WRONG_PASSWORD: 400,
  // loans
  WRONG_CARD_OR_PIN: 401,
  CARD_BLOCKED: 403,
  /** The card number does not follow the library's card-number rule: no library system was asked. */
  CARD_NUMBER_NOT_ACCEPTED: 400,
  CARD_LOCKED: 429,
  PATRON_LIMIT_REACHED: 409,
  LIBRARY_BUDGET_REACHED: 409,
  /** The library paces its budget by day and today's allowance is spent; loans open again at local midnight. */
  LIBRARY_DAILY_ALLOWANCE_REACHED: 409,
  /** The library paces its budget by week and this week's allowance is spent; loans open again on Monday (or the 1st). */
  LIBRARY_WEEKLY_ALLOWANCE_REACHED: 409,
  TITLE_NOT_AVAILABLE: 409,
  INVALID_ACCESS_TOKEN: 401,
  /** The library checks cards in its own system (SIP2), which did not answer in time or could not be read. */
  LIBRARY_SYSTEM_UNAVAILABLE: 503,
  /** The library's system gave the patron's birth date, and the title's age rating is above the patron's age. */
  AGE_RESTRICTED: 403,
  // operators
  /** An operator's login needs a code from the authenticator app (or a recovery code). */
  TOTP_REQUIRED: 401,
  /** The code is not the current one (±30 s), was used already, or is not an unused recovery code. */
  WRONG_TOTP_CODE: 401,
  /** An admin tried to deactivate or demote their own account (another admin must). */
  OWN_OPERATOR_ACCOUNT: 409,
  /** The change would leave no active admin operator. */
  LAST_ACTIVE_ADMIN: 409,
  /** The library's cards are checked by the built-in directory: there is no library system to test. */
  PATRON_AUTH_NOT_SIP2: 409,
  /** LIBRARY_SYSTEMS_FILE names the library: its patron authentication is changed in that file, not here. */
  PATRON_AUTH_MANAGED_BY_FILE: 409,
  /** A library logo file over the size limit. */
  LOGO_TOO_LARGE: 413,
  /** A library logo that is not PNG, JPEG, WebP or SVG (read from its bytes). */
  LOGO_TYPE_NOT_ALLOWED: 415,
  /** A library logo of an accepted type that cannot be decoded (damaged, or too many pixels). */
  LOGO_UNREADABLE: 400,
  /** A poster file over the size limit. */
  POSTER_TOO_LARGE: 413,
  /** A poster that is not PNG, JPEG or WebP (read from its bytes). */
  POSTER_TYPE_NOT_ALLOWED: 415,
  /** A poster of an accepted type that cannot be decoded (damaged, or too many pixels). */
  POSTER_UNREADABLE: 400,
  /** The library's cards are checked by its own system (SIP2): cards cannot be imported into the built-in directory. */
  PATRON_AUTH_NOT_BUILTIN: 409,
  /** A cards file over CARDS_CSV_MAX_CHARS characters. */
  CARDS_FILE_TOO_LARGE: 413,
  /** A cards file of more than CARDS_CSV_MAX_ROWS lines. */
  CARDS_TOO_MANY_ROWS: 413,
  /** A catalogue file over CATALOGUE_FILE_MAX_CHARS characters (docs/decisions/054). */
  CATALOGUE_FILE_TOO_LARGE: 413,
  /** A catalogue file of more than CATALOGUE_FILE_MAX_ROWS titles. */
  CATALOGUE_TOO_MANY_ROWS: 413,
  /** A resumable upload larger than UPLOAD_MAX_BYTES (docs/decisions/049). */
  UPLOAD_TOO_LARGE: 413,
  /** A resumable upload whose name or type is not one its purpose takes (tus metadata filename, filetype). */
  UPLOAD_TYPE_NOT_ALLOWED: 415,
  /** No resumable upload by that id (never made, expired and cleaned up, or another's). */
  UPLOAD_NOT_FOUND: 404,
  /** A resumable upload not yet complete: it cannot be transcoded. */
  UPLOAD_NOT_FINISHED: 409,
  /**
   * An upload whose bytes are not a container its purpose takes (docs/decisions/066): for a master MP4/MOV or
   * Matroska, for an audio description also WAV, MP3 or AAC. Playlists, concat lists, images, other text and
   * empty or cut-off files are refused before ffmpeg reads them; a job that finds one fails with this message.
   */
  UPLOAD_NOT_A_VIDEO: 415,
  /** attach_audio_description: the title has no transcoded film yet to add the audio description to. */
  TITLE_HAS_NO_FILM: 409,
  /** A subtitle file over SUBTITLES_MAX_BYTES. */
  SUBTITLES_TOO_LARGE: 413,
  /** A subtitle file that is neither SRT nor WebVTT, or has a malformed cue (details.line says where). */
  SUBTITLES_MALFORMED: 400,
  /** save_title: another episode of the series has this season and episode number. */
  EPISODE_PLACE_TAKEN: 409,
  /** A bearer API token that is unknown, revoked, or whose operator is deactivated (docs/decisions/050). */
  TOKEN_INVALID: 401,
  /** The title has no licence window in that country (delete_licence). */
  LICENCE_NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
  /** Also a server shedding load (@fastify/under-pressure), with Retry-After. */
  SERVICE_UNAVAILABLE: 503,
  /** Cancelling a job that has ended (done, failed or cancelled). */
  JOB_ENDED: 409,
  /** Retrying a job that is not failed or cancelled, or while a job of its kind and key is queued or running. */
  JOB_NOT_RETRIABLE: 409,
  /** An operations endpoint (/metrics) called without its bearer token, or with another one. */
  UNAUTHORIZED: 401,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** Translation key of an error code's message: `error_<code lower case>`. */
export const errorMessageKey = (code: ErrorCode): string => `error_${code.toLowerCase()}`;
