import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { HlsClass } from './playback-engine';
import { useHlsPlayer, type UseHlsPlayerOptions } from './use-hls-player';

/* hls.js is replaced by a fake that records what the hook asks of it and lets the test fire its events. */

const Events = {
  MANIFEST_PARSED: 'hlsManifestParsed',
  SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
  SUBTITLE_TRACK_SWITCH: 'hlsSubtitleTrackSwitch',
  LEVEL_SWITCHED: 'hlsLevelSwitched',
  AUDIO_TRACKS_UPDATED: 'hlsAudioTracksUpdated',
  AUDIO_TRACK_SWITCHED: 'hlsAudioTrackSwitched',
  FRAG_BUFFERED: 'hlsFragBuffered',
  ERROR: 'hlsError',
} as const;

type Handler = (event: string, data: unknown) => void;

class FakeHls {
  static supported = true;
  static isSupported = () => FakeHls.supported;
  static Events = Events;
  static instances: FakeHls[] = [];

  handlers = new Map<string, Handler[]>();
  levels = [{ height: 360 }, { height: 720 }];
  subtitleTracks = [
    { name: 'Svenska', lang: 'sv' },
    { name: 'English', lang: 'en' },
  ];
  audioTracks: { name: string; lang?: string; characteristics?: string; attrs: object }[] = [];
  subtitleTrack = -1;
  audioTrack = 0;
  subtitleDisplay = false;
  currentLevel = -1;
  media: HTMLVideoElement | null = null;
  loadSource = vi.fn();
  attachMedia = vi.fn((media: HTMLVideoElement) => void (this.media = media));
  startLoad = vi.fn();
  stopLoad = vi.fn();
  recoverMediaError = vi.fn();
  swapAudioCodec = vi.fn();
  destroy = vi.fn();

  constructor(public config: Record<string, unknown>) {
    FakeHls.instances.push(this);
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  emit(event: string, data: unknown = {}) {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }

  manifestParsed() {
    this.emit(Events.MANIFEST_PARSED, {
      levels: this.levels,
      subtitleTracks: this.subtitleTracks,
      audioTracks: this.audioTracks,
    });
  }
}

const loadFake = () => Promise.resolve(FakeHls as unknown as HlsClass);

/** A text track list like the browser's: an EventTarget with indexed tracks. */
function fakeTextTracks(tracks: { label: string; language: string }[]) {
  const list = new EventTarget() as EventTarget & Record<number, TextTrack> & { length: number };
  const made = tracks.map(
    (track) => ({ kind: 'subtitles', mode: 'disabled', ...track }) as unknown as TextTrack,
  );
  made.forEach((track, index) => (list[index] = track));
  list.length = made.length;
  (list as unknown as { [Symbol.iterator]: () => Iterator<TextTrack> })[Symbol.iterator] = () =>
    made[Symbol.iterator]();
  return { list: list as unknown as TextTrackList, tracks: made };
}

function makeVideo(canPlayNative = '') {
  const video = document.createElement('video');
  const text = fakeTextTracks([
    { label: 'Svenska', language: 'sv' },
    { label: 'English', language: 'en' },
  ]);
  Object.defineProperty(video, 'textTracks', { value: text.list });
  video.canPlayType = () => canPlayNative as CanPlayTypeResult;
  video.pause = vi.fn();
  video.load = vi.fn();
  return { video, textTracks: text.tracks };
}

async function setup(options: Partial<UseHlsPlayerOptions> = {}, canPlayNative = '') {
  const { video, textTracks } = makeVideo(canPlayNative);
  const rendered = renderHook((props: UseHlsPlayerOptions) => useHlsPlayer(props), {
    initialProps: { src: '/api/media/token/master.m3u8', loadHls: loadFake, ...options },
  });
  await act(async () => rendered.result.current.videoRef(video));
  return { ...rendered, video, textTracks, hls: () => FakeHls.instances.at(-1)! };
}

beforeEach(() => {
  FakeHls.instances = [];
  FakeHls.supported = true;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useHlsPlayer', () => {
  it('loads hls.js, starts at the resume position and lists levels and subtitles', async () => {
    const { result, hls, video } = await setup({ startPosition: 42 });
    expect(result.current.engine).toBe('hls.js');
    expect(hls().config.startPosition).toBe(42);
    expect(hls().loadSource).toHaveBeenCalledWith('/api/media/token/master.m3u8');
    expect(hls().attachMedia).toHaveBeenCalledWith(video);
    expect(result.current.status).toBe('loading');

    act(() => hls().manifestParsed());
    expect(result.current.status).toBe('ready');
    expect(result.current.levels).toEqual([
      { index: 1, height: 720 },
      { index: 0, height: 360 },
    ]);
    expect(result.current.subtitleTracks.map((track) => track.name)).toEqual(['Svenska', 'English']);
    expect(result.current.subtitleTrack).toBe(-1);

    act(() => result.current.setLevel(0));
    expect(hls().currentLevel).toBe(0);
    expect(result.current.level).toBe(0);
  });

  it('shows the chosen subtitles: hls.js track and a showing text track', async () => {
    const { result, hls, textTracks } = await setup();
    act(() => hls().manifestParsed());
    act(() => result.current.setSubtitleTrack(1));
    expect(hls().subtitleTrack).toBe(1);
    expect(hls().subtitleDisplay).toBe(true);
    expect(result.current.subtitleTrack).toBe(1);
    expect(textTracks.map((track) => track.mode)).toEqual(['disabled', 'showing']);

    // hls.js (or the browser) hides the track again: the player puts it back on show.
    textTracks[1]!.mode = 'hidden';
    act(() => hls().emit(Events.SUBTITLE_TRACK_SWITCH, { id: 1 }));
    expect(textTracks[1]!.mode).toBe('showing');

    act(() => result.current.setSubtitleTrack(-1));
    expect(hls().subtitleTrack).toBe(-1);
    expect(textTracks.map((track) => track.mode)).toEqual(['disabled', 'disabled']);
  });

  it('lists audio descriptions and SDH subtitles by their CHARACTERISTICS, and switches the audio track', async () => {
    const { result, hls } = await setup();
    hls().audioTracks = [
      { name: 'Original', attrs: {} },
      {
        name: 'Svenska med syntolkning',
        lang: 'sv',
        characteristics: 'public.accessibility.describes-video',
        attrs: {},
      },
    ];
    hls().subtitleTracks = [
      { name: 'Svenska', lang: 'sv' },
      {
        name: 'Svenska för hörselskadade',
        lang: 'sv',
        characteristics:
          'public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound',
      } as { name: string; lang: string },
    ];
    act(() => hls().manifestParsed());
    expect(result.current.audioTracks).toEqual([
      { index: 0, name: 'Original', language: '', describesVideo: false },
      { index: 1, name: 'Svenska med syntolkning', language: 'sv', describesVideo: true },
    ]);
    expect(result.current.subtitleTracks.map((track) => track.sdh)).toEqual([false, true]);

    act(() => result.current.setAudioTrack(1));
    expect(hls().audioTrack).toBe(1);
    expect(result.current.audioTrack).toBe(1);
    // A switch made elsewhere (hls.js falling back) shows too.
    act(() => hls().emit(Events.AUDIO_TRACK_SWITCHED, { id: 0 }));
    expect(result.current.audioTrack).toBe(0);
  });

  it('switches on the subtitles of the preferred language at start', async () => {
    const { result, hls, textTracks } = await setup({ initialSubtitleLanguage: 'en' });
    expect(hls().config.subtitlePreference).toEqual({ lang: 'en' });
    act(() => hls().manifestParsed());
    // hls.js selects the preferred track once the level's tracks are known, and says so.
    hls().subtitleTrack = 1;
    act(() => hls().emit(Events.SUBTITLE_TRACK_SWITCH, { id: 1 }));
    expect(result.current.subtitleTrack).toBe(1);
    expect(textTracks[1]!.mode).toBe('showing');
  });

  it('reloads after a fatal network error, and is ready again once a fragment arrives', async () => {
    vi.useFakeTimers();
    const { result, hls } = await setup();
    act(() => hls().manifestParsed());
    act(() => hls().emit(Events.ERROR, { type: 'networkError', details: 'fragLoadError', fatal: true }));
    expect(result.current.status).toBe('recovering');
    expect(hls().startLoad).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(hls().startLoad).toHaveBeenCalledTimes(1);
    act(() => hls().emit(Events.FRAG_BUFFERED));
    expect(result.current.status).toBe('ready');
  });

  it('asks for the manifest again when it never arrived', async () => {
    vi.useFakeTimers();
    const { hls } = await setup();
    act(() => hls().emit(Events.ERROR, { type: 'networkError', details: 'manifestLoadError', fatal: true }));
    act(() => vi.advanceTimersByTime(1000));
    expect(hls().loadSource).toHaveBeenCalledTimes(2);
    expect(hls().startLoad).not.toHaveBeenCalled();
  });

  it('gives up after the network retries, and starts afresh on retry', async () => {
    vi.useFakeTimers();
    const { result, hls, video } = await setup({ recoveryLimits: { networkRetries: 2, networkDelayMs: 10 } });
    act(() => hls().manifestParsed());
    const first = hls();
    const fail = () =>
      first.emit(Events.ERROR, { type: 'networkError', details: 'fragLoadError', fatal: true });
    act(fail);
    act(() => vi.advanceTimersByTime(10));
    act(fail);
    act(() => vi.advanceTimersByTime(20));
    expect(first.startLoad).toHaveBeenCalledTimes(2);
    act(fail);
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toEqual({ kind: 'network', detail: 'fragLoadError' });
    expect(video.pause).toHaveBeenCalled();

    await act(async () => result.current.retry());
    expect(first.destroy).toHaveBeenCalled();
    expect(FakeHls.instances).toHaveLength(2);
    expect(result.current.status).toBe('loading');
  });

  it('recovers media errors stepwise: recoverMediaError, swapAudioCodec, then gives up', async () => {
    const { result, hls } = await setup();
    act(() => hls().manifestParsed());
    const mediaError = () =>
      hls().emit(Events.ERROR, { type: 'mediaError', details: 'bufferAppendError', fatal: true });
    act(mediaError);
    expect(hls().recoverMediaError).toHaveBeenCalledTimes(1);
    expect(hls().swapAudioCodec).not.toHaveBeenCalled();
    act(mediaError);
    expect(hls().swapAudioCodec).toHaveBeenCalledTimes(1);
    expect(hls().recoverMediaError).toHaveBeenCalledTimes(2);
    act(mediaError);
    expect(result.current.status).toBe('failed');
    expect(result.current.error?.kind).toBe('media');
  });

  it('stops at once when the server refuses the stream (403), even before hls.js gives up', async () => {
    vi.useFakeTimers();
    const { result, hls } = await setup();
    act(() =>
      hls().emit(Events.ERROR, {
        type: 'networkError',
        details: 'manifestLoadError',
        fatal: false,
        response: { code: 403, text: 'Forbidden' },
      }),
    );
    expect(result.current.status).toBe('failed');
    expect(result.current.error?.kind).toBe('forbidden');
    expect(hls().stopLoad).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(hls().startLoad).not.toHaveBeenCalled();
    expect(hls().loadSource).toHaveBeenCalledTimes(1);
  });

  it('ignores errors hls.js deals with itself', async () => {
    const { result, hls } = await setup();
    act(() => hls().manifestParsed());
    act(() => hls().emit(Events.ERROR, { type: 'mediaError', details: 'bufferStalledError', fatal: false }));
    expect(result.current.status).toBe('ready');
    expect(hls().recoverMediaError).not.toHaveBeenCalled();
  });

  it('destroys hls.js on unmount and when the source changes', async () => {
    const { hls, rerender, unmount } = await setup();
    const first = hls();
    await act(async () => rerender({ src: '/api/media/other/master.m3u8', loadHls: loadFake }));
    expect(first.destroy).toHaveBeenCalledTimes(1);
    const second = hls();
    expect(second).not.toBe(first);
    expect(second.loadSource).toHaveBeenCalledWith('/api/media/other/master.m3u8');
    unmount();
    expect(second.destroy).toHaveBeenCalledTimes(1);
  });

  it('falls back to native HLS only when hls.js is not supported', async () => {
    FakeHls.supported = false;
    const { result, video } = await setup({ startPosition: 0 }, 'maybe');
    expect(result.current.engine).toBe('native');
    expect(FakeHls.instances).toHaveLength(0);
    expect(video.getAttribute('src')).toBe('/api/media/token/master.m3u8');
  });

  it('says the browser cannot play the film when neither engine can', async () => {
    FakeHls.supported = false;
    const { result } = await setup({}, '');
    expect(result.current.status).toBe('failed');
    expect(result.current.error?.kind).toBe('unsupported');
  });

  it('reports a network error when the hls.js chunk does not load', async () => {
    const { result } = await setup({ loadHls: () => Promise.reject(new Error('chunk failed')) });
    expect(result.current.status).toBe('failed');
    expect(result.current.error?.kind).toBe('network');
  });
});
