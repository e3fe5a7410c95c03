import { describe, expect, it } from 'vitest';
import { choosePlaybackEngine } from './playback-engine';
import { classifyHlsError, classifyMediaError, createRecovery } from './player-errors';

describe('classifyHlsError', () => {
  it('reads a refused stream (401, 403, 410) as forbidden, whatever hls.js calls it', () => {
    expect(
      classifyHlsError({ type: 'networkError', details: 'manifestLoadError', response: { code: 403 } }),
    ).toBe('forbidden');
    expect(
      classifyHlsError({ type: 'networkError', details: 'fragLoadError', response: { code: 410 } }),
    ).toBe('forbidden');
    expect(
      classifyHlsError({ type: 'networkError', details: 'levelLoadError', networkDetails: { status: 401 } }),
    ).toBe('forbidden');
  });

  it('sorts the rest into network, media and unsupported', () => {
    expect(
      classifyHlsError({ type: 'networkError', details: 'fragLoadError', response: { code: 503 } }),
    ).toBe('network');
    expect(classifyHlsError({ type: 'networkError', details: 'manifestLoadTimeOut' })).toBe('network');
    expect(classifyHlsError({ type: 'mediaError', details: 'bufferStalledError' })).toBe('media');
    expect(classifyHlsError({ type: 'muxError', details: 'fragParsingError' })).toBe('media');
    expect(classifyHlsError({ type: 'mediaError', details: 'manifestIncompatibleCodecsError' })).toBe(
      'unsupported',
    );
    expect(classifyHlsError({ type: 'mediaError', details: 'bufferAddCodecError' })).toBe('unsupported');
    expect(classifyHlsError({ type: 'keySystemError', details: 'keySystemNoKeys' })).toBe('unsupported');
  });
});

describe('classifyMediaError (native HLS)', () => {
  it('maps MediaError codes, and a refused probe to forbidden', () => {
    expect(classifyMediaError(2, false)).toBe('network');
    expect(classifyMediaError(3, false)).toBe('media');
    expect(classifyMediaError(4, false)).toBe('unsupported');
    expect(classifyMediaError(4, true)).toBe('forbidden');
  });
});

describe('createRecovery', () => {
  it('reloads after network errors with a growing delay, then gives up', () => {
    const recovery = createRecovery({ networkRetries: 3, networkDelayMs: 1000 });
    expect(recovery.next('network', 'fragLoadError')).toEqual({ type: 'startLoad', delayMs: 1000 });
    expect(recovery.next('network', 'fragLoadError')).toEqual({ type: 'startLoad', delayMs: 2000 });
    expect(recovery.next('network', 'fragLoadError')).toEqual({ type: 'startLoad', delayMs: 4000 });
    expect(recovery.next('network', 'fragLoadError')).toEqual({
      type: 'giveUp',
      error: { kind: 'network', detail: 'fragLoadError' },
    });
  });

  it('recovers a media error, then swaps the audio codec, then gives up', () => {
    const recovery = createRecovery();
    expect(recovery.next('media', 'bufferAppendError').type).toBe('recoverMediaError');
    expect(recovery.next('media', 'bufferAppendError').type).toBe('swapAudioCodec');
    expect(recovery.next('media', 'bufferAppendError')).toEqual({
      type: 'giveUp',
      error: { kind: 'media', detail: 'bufferAppendError' },
    });
  });

  it('gives up at once on a refused stream or an unsupported format', () => {
    expect(createRecovery().next('forbidden', 'manifestLoadError')).toEqual({
      type: 'giveUp',
      error: { kind: 'forbidden', detail: 'manifestLoadError' },
    });
    expect(createRecovery().next('unsupported', 'x').type).toBe('giveUp');
  });

  it('starts counting again once playback has made progress', () => {
    const recovery = createRecovery({ networkRetries: 1, networkDelayMs: 500 });
    expect(recovery.next('network', 'a').type).toBe('startLoad');
    expect(recovery.next('media', 'b').type).toBe('recoverMediaError');
    recovery.reset();
    expect(recovery.next('network', 'a')).toEqual({ type: 'startLoad', delayMs: 500 });
    expect(recovery.next('media', 'b').type).toBe('recoverMediaError');
    expect(recovery.next('network', 'a').type).toBe('giveUp');
  });
});

describe('choosePlaybackEngine', () => {
  it('prefers hls.js whenever it is supported, even where native HLS is claimed (Chromium)', () => {
    expect(choosePlaybackEngine({ hlsJsSupported: true, nativeHls: true })).toBe('hls.js');
    expect(choosePlaybackEngine({ hlsJsSupported: true, nativeHls: false })).toBe('hls.js');
  });

  it('falls back to native HLS when hls.js cannot run (older iPhone Safari)', () => {
    expect(choosePlaybackEngine({ hlsJsSupported: false, nativeHls: true })).toBe('native');
    expect(choosePlaybackEngine({ hlsJsSupported: false, nativeHls: false })).toBe('unsupported');
  });

  it('plays native HLS where the browser offers AirPlay, which cannot send a MediaSource stream', () => {
    expect(choosePlaybackEngine({ hlsJsSupported: true, nativeHls: true, airPlay: true })).toBe('native');
    // Without native HLS there is nothing AirPlay could send either: hls.js plays it here.
    expect(choosePlaybackEngine({ hlsJsSupported: true, nativeHls: false, airPlay: true })).toBe('hls.js');
  });
});
