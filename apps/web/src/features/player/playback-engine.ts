import type Hls from 'hls.js';

/** The hls.js class, as the dynamic import answers it. */
export type HlsClass = typeof Hls;

/**
 * Loads hls.js on demand. It is imported dynamically, and only from here, so it gets a chunk of its own (see
 * vite.config.ts) that a patron downloads when a player opens, never with the catalogue.
 */
export const loadHls = (): Promise<HlsClass> => import('hls.js').then((module) => module.default);

export type PlaybackEngine = 'hls.js' | 'native' | 'unsupported';

/**
 * Which engine plays our HLS streams; the only place this is decided.
 *
 * hls.js whenever it can run (Hls.isSupported(): MediaSource, or Safari's ManagedMediaSource, with H.264/AAC). It
 * gives the quality levels and subtitle tracks our own menus need and errors we can act on (a 403 we can tell from
 * a network hiccup). A browser that also claims native HLS is not enough reason to skip it: Chromium answers
 * canPlayType('application/vnd.apple.mpegurl') on some builds and then plays without any subtitle tracks
 * (STACK-NOTES 9).
 *
 * Native HLS when hls.js cannot run but the video element plays HLS itself (Safari on iPhones before iOS 17.1, which
 * has no MediaSource), and where the browser offers AirPlay (Safari, which alone has
 * WebKitPlaybackTargetAvailabilityEvent): AirPlay hands the receiver the video's source URL, which with hls.js is a
 * MediaSource blob no Apple TV can fetch; with native HLS it is the playlist with its stream token
 * (docs/decisions/060). Safari's own HLS gives the subtitle tracks as text tracks and picks the quality itself.
 * Neither: the browser cannot play the film at all.
 */
export function choosePlaybackEngine(browser: {
  hlsJsSupported: boolean;
  nativeHls: boolean;
  /** The browser can send video to AirPlay receivers. */
  airPlay?: boolean;
}): PlaybackEngine {
  if (browser.airPlay && browser.nativeHls) return 'native';
  if (browser.hlsJsSupported) return 'hls.js';
  if (browser.nativeHls) return 'native';
  return 'unsupported';
}

/** True where the browser can send video to AirPlay receivers (Safari on macOS, iOS and iPadOS). */
export const offersAirPlay = (win: object = globalThis): boolean =>
  'WebKitPlaybackTargetAvailabilityEvent' in win;

/** True when the video element says it can play HLS by itself ('maybe' or 'probably'). */
export const canPlayNativeHls = (video: HTMLVideoElement): boolean =>
  video.canPlayType('application/vnd.apple.mpegurl') !== '';
