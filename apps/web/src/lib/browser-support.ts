/** What the app needs from a browser; anything missing shows the browser-support notice. */
export interface BrowserFeatures {
  fetch: boolean;
  promise: boolean;
  cssGrid: boolean;
  /** Media Source Extensions (hls.js) or the iOS ManagedMediaSource. */
  mediaSource: boolean;
  /** The video element plays HLS itself (Safari). */
  nativeHls: boolean;
}

export function detectBrowserFeatures(win: Window & typeof globalThis = window): BrowserFeatures {
  const video = win.document.createElement('video');
  const w = win as unknown as Record<string, unknown>;
  return {
    fetch: typeof w.fetch === 'function',
    promise: typeof w.Promise === 'function',
    cssGrid: typeof win.CSS?.supports === 'function' && win.CSS.supports('display', 'grid'),
    mediaSource: typeof w.MediaSource === 'function' || typeof w.ManagedMediaSource === 'function',
    nativeHls:
      typeof video.canPlayType === 'function' && video.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}

/** The notice shows when the app cannot run, or when it runs but cannot play HLS by any means. */
export function isBrowserSupported(features: BrowserFeatures): boolean {
  const canRun = features.fetch && features.promise && features.cssGrid;
  const canPlay = features.mediaSource || features.nativeHls;
  return canRun && canPlay;
}
