import { describe, expect, it } from 'vitest';
import { isBrowserSupported, type BrowserFeatures } from './browser-support';

const modern: BrowserFeatures = {
  fetch: true,
  promise: true,
  cssGrid: true,
  mediaSource: true,
  nativeHls: false,
};

describe('isBrowserSupported', () => {
  it('accepts a browser that runs the app and plays HLS through MediaSource or natively', () => {
    expect(isBrowserSupported(modern)).toBe(true);
    expect(isBrowserSupported({ ...modern, mediaSource: false, nativeHls: true })).toBe(true);
  });

  it('rejects a browser without any way to play HLS', () => {
    expect(isBrowserSupported({ ...modern, mediaSource: false, nativeHls: false })).toBe(false);
  });

  it('rejects a browser without fetch, Promise or CSS grid', () => {
    expect(isBrowserSupported({ ...modern, fetch: false })).toBe(false);
    expect(isBrowserSupported({ ...modern, promise: false })).toBe(false);
    expect(isBrowserSupported({ ...modern, cssGrid: false })).toBe(false);
  });
});
