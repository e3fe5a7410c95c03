/**
 * What can go wrong while playing, as the patron is told about it. hls.js reports dozens of error details; the
 * player maps them to these four, each with its own message.
 * - network:     the stream could not be loaded (offline, server unreachable, 5xx) after retrying.
 * - media:       the video could not be decoded after trying to recover.
 * - forbidden:   the server refused the stream (401/403/410): the loan has ended or the link is not valid.
 *                Retrying cannot help, so the player stops at once.
 * - unsupported: this browser cannot play the stream's format.
 */
export type PlayerErrorKind = 'network' | 'media' | 'forbidden' | 'unsupported';

export interface PlayerError {
  kind: PlayerErrorKind;
  /** hls.js's error detail or the media error code, for logs; never shown. */
  detail: string;
}

/** Translation key of each error's message. */
export const playerErrorMessageKey: Record<PlayerErrorKind, string> = {
  network: 'player_error_network',
  media: 'player_error',
  forbidden: 'player_error_forbidden',
  unsupported: 'playback_not_supported',
};

const REFUSED_STATUSES = [401, 403, 410];

/** The part of hls.js's ErrorData the mapping reads (its enums are plain strings at run time). */
export interface HlsErrorLike {
  type: string;
  details: string;
  fatal?: boolean;
  response?: { code?: number } | undefined;
  networkDetails?: unknown;
}

/** The HTTP status of a failed load, when there was an answer. */
function httpStatus(data: HlsErrorLike): number | undefined {
  if (data.response?.code) return data.response.code;
  const xhr = data.networkDetails as { status?: unknown } | null | undefined;
  return typeof xhr?.status === 'number' && xhr.status > 0 ? xhr.status : undefined;
}

const UNSUPPORTED_DETAILS = new Set<string>([
  'manifestIncompatibleCodecsError',
  'bufferIncompatibleCodecsError',
  'bufferAddCodecError',
]);

/** Sorts an hls.js error into the player's four kinds. */
export function classifyHlsError(data: HlsErrorLike): PlayerErrorKind {
  const status = httpStatus(data);
  if (status !== undefined && REFUSED_STATUSES.includes(status)) return 'forbidden';
  if (UNSUPPORTED_DETAILS.has(data.details)) return 'unsupported';
  switch (data.type) {
    case 'networkError':
      return 'network';
    case 'keySystemError':
      // Our streams carry no DRM: a key-system error means the browser cannot handle what it was given.
      return 'unsupported';
    default:
      // mediaError, muxError and otherError are decoding problems that recoverMediaError may fix.
      return 'media';
  }
}

/**
 * The native player's errors (MediaError codes). A native player does not say what HTTP status it got, so a
 * failed source is probed separately (see probeRefused).
 */
export function classifyMediaError(code: number | undefined, refused: boolean): PlayerErrorKind {
  if (refused) return 'forbidden';
  if (code === 2 /* MEDIA_ERR_NETWORK */) return 'network';
  if (code === 4 /* MEDIA_ERR_SRC_NOT_SUPPORTED */) return 'unsupported';
  return 'media';
}

export type RecoveryAction =
  /** Load again from where it stopped (hls.startLoad; the manifest again when none was loaded yet). */
  | { type: 'startLoad'; delayMs: number }
  /** Detach and re-attach the media buffers (hls.recoverMediaError). */
  | { type: 'recoverMediaError' }
  /** A second media error soon after the first: swap the audio codec, then recover again. */
  | { type: 'swapAudioCodec' }
  | { type: 'giveUp'; error: PlayerError };

export interface RecoveryLimits {
  /** startLoad attempts after fatal network errors (hls.js has already retried each request itself). */
  networkRetries: number;
  /** Delay before the first startLoad; doubled for each further attempt. */
  networkDelayMs: number;
}

export const defaultRecoveryLimits: RecoveryLimits = { networkRetries: 3, networkDelayMs: 1000 };

/**
 * The stepwise recovery of the player, as a small state machine: each fatal error asks it what to do next.
 * - forbidden and unsupported: give up at once.
 * - network: startLoad up to `networkRetries` times with a growing delay, then give up.
 * - media: recoverMediaError, then swapAudioCodec (which also recovers), then give up.
 * `reset` is called when playback makes progress again (a fragment was buffered), so a film that plays for an
 * hour between two hiccups gets the full set of attempts each time.
 */
export function createRecovery(limits: RecoveryLimits = defaultRecoveryLimits) {
  let networkAttempts = 0;
  let mediaAttempts = 0;
  return {
    next(kind: PlayerErrorKind, detail: string): RecoveryAction {
      switch (kind) {
        case 'network':
          if (networkAttempts >= limits.networkRetries) return { type: 'giveUp', error: { kind, detail } };
          networkAttempts += 1;
          return { type: 'startLoad', delayMs: limits.networkDelayMs * 2 ** (networkAttempts - 1) };
        case 'media':
          mediaAttempts += 1;
          if (mediaAttempts === 1) return { type: 'recoverMediaError' };
          if (mediaAttempts === 2) return { type: 'swapAudioCodec' };
          return { type: 'giveUp', error: { kind, detail } };
        default:
          return { type: 'giveUp', error: { kind, detail } };
      }
    },
    reset(): void {
      networkAttempts = 0;
      mediaAttempts = 0;
    },
  };
}

export type Recovery = ReturnType<typeof createRecovery>;
