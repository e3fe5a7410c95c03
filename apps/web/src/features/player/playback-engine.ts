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
 * Native HLS only when hls.js cannot run but the video element plays HLS itself: Safari on iPhones before iOS 17.1,
 * which has no MediaSource. Neither: the browser cannot play the film at all.
 */
export function choosePlaybackEngine(browser: {
  hlsJsSupported: boolean;
  nativeHls: boolean;
}): PlaybackEngine {
  if (browser.hlsJsSupported) return 'hls.js';
  if (browser.nativeHls) return 'native';
  return 'unsupported';
}

/** True when the video element says it can play HLS by itself ('maybe' or 'probably'). */
export const canPlayNativeHls = (video: HTMLVideoElement): boolean =>
  video.canPlayType('application/vnd.apple.mpegurl') !== '';
