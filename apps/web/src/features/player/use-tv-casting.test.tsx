import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { CAST_SENDER_URL, loadCastSender, type CastGlobals } from './tv-casting';
import { useTvCasting, type TvCastingEnvironment } from './use-tv-casting';

afterEach(cleanup);

const SRC = '/api/media/stream-token/master.m3u8';

/** A <video> whose play and pause only record (jsdom plays nothing). */
function fakeVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.play = vi.fn(() => Promise.resolve());
  video.pause = vi.fn();
  return video;
}

/** A fake `video.remote` (Remote Playback API) whose watchAvailability answers as told. */
function fakeRemote(video: HTMLVideoElement, answer: 'available' | 'unavailable' | 'not-supported') {
  const remote = Object.assign(new EventTarget(), {
    state: 'disconnected' as RemotePlaybackState,
    watchAvailability: vi.fn(async (callback: (available: boolean) => void) => {
      if (answer === 'not-supported') throw new DOMException('MediaSource', 'NotSupportedError');
      callback(answer === 'available');
      return 1;
    }),
    cancelWatchAvailability: vi.fn(async () => {}),
    prompt: vi.fn(async () => {}),
  });
  Object.defineProperty(video, 'remote', { value: remote });
  return remote;
}

/** Safari's AirPlay: the global event class exists, the video reports availability. */
const safari = { WebKitPlaybackTargetAvailabilityEvent: class {} };
const airPlayAvailability = (video: HTMLVideoElement, availability: 'available' | 'not-available') =>
  act(() => {
    video.dispatchEvent(
      Object.assign(new Event('webkitplaybacktargetavailabilitychanged'), { availability }),
    );
  });

const environment = (overrides: Partial<TvCastingEnvironment> = {}): TvCastingEnvironment => ({
  chromium: false,
  loadCastSender: vi.fn(async () => null),
  win: {},
  ...overrides,
});

/** A fake cast.framework and chrome.cast, with the context's listeners and the loaded requests in reach. */
function fakeCast(initialState: string) {
  const listeners = new Map<string, (event: unknown) => void>();
  const remotePlayer = { currentTime: 0 };
  let timeListener = () => {};
  const loadMedia = vi.fn(async (_request: unknown) => {});
  const session = {
    getCastDevice: () => ({ friendlyName: 'Vardagsrummet' }),
    getMediaSession: () => null,
    loadMedia,
  };
  const context = {
    setOptions: vi.fn(),
    getCastState: () => initialState,
    requestSession: vi.fn(async () => {}),
    addEventListener: (type: string, handler: (event: unknown) => void) => listeners.set(type, handler),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const globals: CastGlobals = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType: {
        CAST_STATE_CHANGED: 'caststatechanged',
        SESSION_STATE_CHANGED: 'sessionstatechanged',
      },
      CastState: { NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE' },
      SessionState: {
        SESSION_STARTING: 'SESSION_STARTING',
        SESSION_STARTED: 'SESSION_STARTED',
        SESSION_START_FAILED: 'SESSION_START_FAILED',
        SESSION_RESUMED: 'SESSION_RESUMED',
        SESSION_ENDED: 'SESSION_ENDED',
      },
      RemotePlayer: class {
        constructor() {
          return remotePlayer;
        }
      } as unknown as CastGlobals['framework']['RemotePlayer'],
      RemotePlayerController: class {
        addEventListener(_type: string, handler: () => void) {
          timeListener = handler;
        }
        removeEventListener() {}
      },
      RemotePlayerEventType: { CURRENT_TIME_CHANGED: 'currentTimeChanged' },
    },
    chromeCast: {
      AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
      media: {
        MediaInfo: class {
          metadata?: unknown;
          contentUrl?: string;
          constructor(
            public contentId: string,
            public contentType: string,
          ) {}
        },
        GenericMediaMetadata: class {
          title?: string;
        },
        LoadRequest: class {
          currentTime?: number;
          autoplay?: boolean;
          constructor(public media: unknown) {}
        },
      },
    },
  };
  const emit = (type: string, event: unknown) => act(() => listeners.get(type)?.(event));
  return {
    globals,
    context,
    loadMedia,
    castState: (castState: string) => emit('caststatechanged', { castState }),
    sessionState: (sessionState: string) => emit('sessionstatechanged', { sessionState, session }),
    receiverAt: (seconds: number) => {
      remotePlayer.currentTime = seconds;
      timeListener();
    },
  };
}

const render = (
  video: HTMLVideoElement,
  env: TvCastingEnvironment,
  castReceiverAppId: string | null = null,
) =>
  renderHook(() =>
    useTvCasting({ video, src: SRC, titleName: 'Blåbärsskogen', castReceiverAppId, environment: env }),
  );

describe('the TV button', () => {
  it('does not show where the browser has no way to a TV', () => {
    const { result } = render(fakeVideo(), environment());
    expect(result.current.target).toBeNull();
  });

  it('Remote Playback: shows only while watchAvailability says a device is there', async () => {
    const unavailable = fakeVideo();
    fakeRemote(unavailable, 'unavailable');
    const none = render(unavailable, environment());
    await waitFor(() => expect(unavailable.remote.watchAvailability).toHaveBeenCalled());
    expect(none.result.current.target).toBeNull();

    const video = fakeVideo();
    const remote = fakeRemote(video, 'available');
    const { result } = render(video, environment());
    await waitFor(() => expect(result.current.target).toBe('remote'));
    act(() => result.current.choose());
    expect(remote.prompt).toHaveBeenCalled();
  });

  it('Remote Playback: NotSupportedError (a MediaSource stream) shows no button', async () => {
    const video = fakeVideo();
    fakeRemote(video, 'not-supported');
    const { result } = render(video, environment());
    await waitFor(() => expect(video.remote.watchAvailability).toHaveBeenCalled());
    await act(async () => {});
    expect(result.current.target).toBeNull();
  });

  it('Remote Playback: the button follows connecting, connected and disconnected', async () => {
    const video = fakeVideo();
    const remote = fakeRemote(video, 'available');
    const { result } = render(video, environment());
    await waitFor(() => expect(result.current.target).toBe('remote'));
    for (const [type, state] of [
      ['connecting', 'connecting'],
      ['connect', 'connected'],
      ['disconnect', 'disconnected'],
    ] as const) {
      remote.state = state;
      act(() => void remote.dispatchEvent(new Event(type)));
      expect(result.current.connection).toBe(state);
    }
  });

  it('AirPlay: shows while Safari reports a receiver, opens its picker, and is preferred to Remote Playback', async () => {
    const video = fakeVideo();
    fakeRemote(video, 'available');
    const picker = vi.fn();
    Object.assign(video, { webkitShowPlaybackTargetPicker: picker });
    const { result } = render(video, environment({ win: safari }));
    await waitFor(() => expect(result.current.target).toBe('remote'));
    airPlayAvailability(video, 'available');
    expect(result.current.target).toBe('airplay');
    act(() => result.current.choose());
    expect(picker).toHaveBeenCalled();
    airPlayAvailability(video, 'not-available');
    expect(result.current.target).toBe('remote');
  });

  it('AirPlay: no receiver, or a browser without AirPlay, shows nothing', () => {
    const video = fakeVideo();
    const { result } = render(video, environment({ win: safari }));
    airPlayAvailability(video, 'not-available');
    expect(result.current.target).toBeNull();

    const other = fakeVideo();
    const elsewhere = render(other, environment());
    airPlayAvailability(other, 'available');
    expect(elsewhere.result.current.target).toBeNull();
  });

  it('Cast: without a receiver application no Cast script is asked for and no Cast button shows', async () => {
    const cast = fakeCast('NO_DEVICES_AVAILABLE');
    const loader = vi.fn(async () => cast.globals);
    const { result } = render(fakeVideo(), environment({ chromium: true, loadCastSender: loader }), null);
    await act(async () => {});
    expect(loader).not.toHaveBeenCalled();
    expect(result.current.target).toBeNull();
    expect(document.querySelector('script[src*="gstatic"]')).toBeNull();
  });

  it('Cast: outside Chromium the sender is not loaded even with a receiver application', async () => {
    const loader = vi.fn(async () => fakeCast('NO_DEVICES_AVAILABLE').globals);
    render(fakeVideo(), environment({ chromium: false, loadCastSender: loader }), 'AB12CD34');
    await act(async () => {});
    expect(loader).not.toHaveBeenCalled();
  });

  it('Cast: shows only while the framework reports a device, before AirPlay and Remote Playback', async () => {
    const cast = fakeCast('NO_DEVICES_AVAILABLE');
    const video = fakeVideo();
    fakeRemote(video, 'available');
    const env = environment({ chromium: true, loadCastSender: vi.fn(async () => cast.globals) });
    const { result } = render(video, env, 'AB12CD34');
    await waitFor(() => expect(cast.context.setOptions).toHaveBeenCalled());
    expect(cast.context.setOptions).toHaveBeenCalledWith({
      receiverApplicationId: 'AB12CD34',
      autoJoinPolicy: 'origin_scoped',
    });
    await waitFor(() => expect(result.current.target).toBe('remote'));
    cast.castState('NOT_CONNECTED');
    expect(result.current.target).toBe('cast');
    act(() => result.current.choose());
    expect(cast.context.requestSession).toHaveBeenCalled();
    cast.castState('NO_DEVICES_AVAILABLE');
    expect(result.current.target).toBe('remote');
  });

  it('Cast: a session plays the stream there from here, and playback goes on here from where it was there', async () => {
    const cast = fakeCast('NOT_CONNECTED');
    const video = fakeVideo();
    video.currentTime = 42;
    const env = environment({ chromium: true, loadCastSender: vi.fn(async () => cast.globals) });
    const { result } = render(video, env, 'AB12CD34');
    await waitFor(() => expect(result.current.target).toBe('cast'));

    cast.sessionState('SESSION_STARTING');
    expect(result.current.connection).toBe('connecting');
    cast.sessionState('SESSION_STARTED');
    expect(result.current.connection).toBe('connected');
    expect(result.current.deviceName).toBe('Vardagsrummet');
    expect(video.pause).toHaveBeenCalled();
    const request = cast.loadMedia.mock.calls[0]?.[0] as {
      currentTime: number;
      autoplay: boolean;
      media: { contentId: string; contentType: string; metadata: { title: string } };
    };
    expect(request.media.contentId).toBe(new URL(SRC, window.location.href).href);
    expect(request.media.contentId).toMatch(/^https?:\/\/.+\/api\/media\/stream-token\/master\.m3u8$/);
    expect(request.media.contentType).toBe('application/x-mpegurl');
    expect(request.media.metadata.title).toBe('Blåbärsskogen');
    expect(request.currentTime).toBe(42);
    expect(request.autoplay).toBe(true);

    cast.receiverAt(97);
    cast.sessionState('SESSION_ENDED');
    expect(result.current.connection).toBe('disconnected');
    expect(result.current.deviceName).toBeNull();
    expect(video.currentTime).toBe(97);
    expect(video.play).toHaveBeenCalled();
  });
});

describe('loadCastSender', () => {
  it("adds Google's sender script once and answers the framework when it says it is available", async () => {
    const win: Record<string, unknown> = {};
    const first = loadCastSender(document, win);
    const second = loadCastSender(document, win);
    const scripts = document.querySelectorAll(`script[src="${CAST_SENDER_URL}"]`);
    expect(scripts).toHaveLength(1);
    const { globals } = fakeCast('NOT_CONNECTED');
    win.cast = { framework: globals.framework };
    win.chrome = { cast: globals.chromeCast };
    (win.__onGCastApiAvailable as (available: boolean) => void)(true);
    await expect(first).resolves.toEqual(globals);
    await expect(second).resolves.toEqual(globals);
    scripts.forEach((script) => script.remove());
  });
});
