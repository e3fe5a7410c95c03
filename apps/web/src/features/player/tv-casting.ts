/*
 * Playing on a TV (docs/decisions/060): what each browser offers, watched without any framework, so the player's
 * hook (use-tv-casting.ts) only decides which one button to show. A button shows only while a receiver is there.
 */

/** The ways to a TV, in the order the player prefers them when several are possible. */
export type TvTarget = 'cast' | 'airplay' | 'remote';
export type TvConnection = 'disconnected' | 'connecting' | 'connected';

/**
 * The one TV button to show. Google Cast first: it is the product's own receiver, which plays the loan's stream
 * itself (the phone or computer only controls it). AirPlay next: Safari's picker also lists what the Remote
 * Playback API would offer there, so a second button would only repeat it. The Remote Playback API last.
 */
export function chooseTvTarget(available: Record<TvTarget, boolean>): TvTarget | null {
  if (available.cast) return 'cast';
  if (available.airplay) return 'airplay';
  if (available.remote) return 'remote';
  return null;
}

const noop = () => {};

/** Safari's AirPlay additions to the video element. */
interface AirPlayVideo extends HTMLVideoElement {
  webkitShowPlaybackTargetPicker?(): void;
  webkitCurrentPlaybackTargetIsWireless?: boolean;
}

/**
 * AirPlay (Safari): `onAvailable` follows webkitplaybacktargetavailabilitychanged ('available' or not) and
 * `onConnection` whether the video plays on a receiver now. Nothing is watched where the browser has no
 * WebKitPlaybackTargetAvailabilityEvent. Answers the function that stops watching.
 */
export function watchAirPlay(
  video: HTMLVideoElement,
  onAvailable: (available: boolean) => void,
  onConnection: (connection: TvConnection) => void,
  win: object = globalThis,
): () => void {
  if (!('WebKitPlaybackTargetAvailabilityEvent' in win)) return noop;
  const airPlay = video as AirPlayVideo;
  const availability = (event: Event) =>
    onAvailable((event as Event & { availability?: string }).availability === 'available');
  const wireless = () =>
    onConnection(airPlay.webkitCurrentPlaybackTargetIsWireless ? 'connected' : 'disconnected');
  video.addEventListener('webkitplaybacktargetavailabilitychanged', availability);
  video.addEventListener('webkitcurrentplaybacktargetiswirelesschanged', wireless);
  return () => {
    video.removeEventListener('webkitplaybacktargetavailabilitychanged', availability);
    video.removeEventListener('webkitcurrentplaybacktargetiswirelesschanged', wireless);
  };
}

/** Opens Safari's AirPlay picker. */
export const showAirPlayPicker = (video: HTMLVideoElement) =>
  (video as AirPlayVideo).webkitShowPlaybackTargetPicker?.();

/**
 * The Remote Playback API: `onAvailable` follows watchAvailability; a browser that cannot watch (no
 * `video.remote`, or NotSupportedError, which Chromium answers for a MediaSource stream) reports false, and
 * `onConnection` follows the remote's state (connecting, connected, disconnected). Answers the function that stops
 * watching.
 */
export function watchRemotePlayback(
  video: HTMLVideoElement,
  onAvailable: (available: boolean) => void,
  onConnection: (connection: TvConnection) => void,
): () => void {
  const remote = (video as { remote?: RemotePlayback }).remote;
  if (!remote || typeof remote.watchAvailability !== 'function') return noop;
  let stopped = false;
  let callbackId: number | undefined;
  remote
    .watchAvailability((available) => {
      if (!stopped) onAvailable(available);
    })
    .then(
      (id) => {
        callbackId = id;
        if (stopped) remote.cancelWatchAvailability(id).catch(noop);
      },
      () => {
        if (!stopped) onAvailable(false);
      },
    );
  const state = () => onConnection(remote.state);
  const events = ['connecting', 'connect', 'disconnect'] as const;
  for (const type of events) remote.addEventListener(type, state);
  return () => {
    stopped = true;
    for (const type of events) remote.removeEventListener(type, state);
    if (callbackId !== undefined) remote.cancelWatchAvailability(callbackId).catch(noop);
  };
}

/** Asks the browser to choose a remote playback device (or to stop playing on it). */
export const promptRemotePlayback = (video: HTMLVideoElement) =>
  (video as { remote?: RemotePlayback }).remote?.prompt().catch(noop);

/** Google's Cast sender, which loads the Cast Application Framework (CAF) with it. */
export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';

/** Chromium-based browsers (Chrome, Edge) are the only ones Google's Cast sender works in. */
export function isChromium(nav: Navigator = navigator): boolean {
  const brands = (nav as { userAgentData?: { brands?: { brand: string }[] } }).userAgentData?.brands;
  if (brands) return brands.some(({ brand }) => brand === 'Chromium');
  // Chrome on iOS (CriOS) is WebKit and cannot cast from a page.
  return /\bChrome\/\d/.test(nav.userAgent) && !/\bCriOS\//.test(nav.userAgent);
}

/** The parts of Google's globals the player uses (the Cast sender framework and chrome.cast). */
export interface CastGlobals {
  framework: CastFramework;
  chromeCast: ChromeCast;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Google's SDK has no types of ours; only these parts are used. */
export interface CastFramework {
  CastContext: { getInstance(): CastContext };
  CastContextEventType: { CAST_STATE_CHANGED: string; SESSION_STATE_CHANGED: string };
  CastState: { NO_DEVICES_AVAILABLE: string };
  SessionState: {
    SESSION_STARTING: string;
    SESSION_STARTED: string;
    SESSION_START_FAILED: string;
    SESSION_RESUMED: string;
    SESSION_ENDED: string;
  };
  RemotePlayer: new () => { currentTime: number };
  RemotePlayerController: new (player: { currentTime: number }) => {
    addEventListener(type: string, handler: () => void): void;
    removeEventListener(type: string, handler: () => void): void;
  };
  RemotePlayerEventType: { CURRENT_TIME_CHANGED: string };
}

export interface CastSession {
  getCastDevice(): { friendlyName: string };
  getMediaSession(): { media?: { contentId?: string } } | null;
  loadMedia(request: unknown): Promise<unknown>;
}

export interface CastContext {
  setOptions(options: { receiverApplicationId: string; autoJoinPolicy: string }): void;
  getCastState(): string;
  requestSession(): Promise<unknown>;
  addEventListener(type: string, handler: (event: any) => void): void;
  removeEventListener(type: string, handler: (event: any) => void): void;
}

export interface ChromeCast {
  AutoJoinPolicy: { ORIGIN_SCOPED: string };
  media: {
    MediaInfo: new (contentId: string, contentType: string) => { metadata?: unknown; contentUrl?: string };
    GenericMediaMetadata: new () => { title?: string };
    LoadRequest: new (media: unknown) => { currentTime?: number; autoplay?: boolean };
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

interface CastWindow {
  cast?: { framework?: CastFramework };
  chrome?: { cast?: ChromeCast };
  __onGCastApiAvailable?: (available: boolean) => void;
}

const castGlobals = (win: CastWindow): CastGlobals | null =>
  win.cast?.framework && win.chrome?.cast
    ? { framework: win.cast.framework, chromeCast: win.chrome.cast }
    : null;

let senderLoad: Promise<CastGlobals | null> | null = null;

/**
 * Google's Cast sender, loaded once per page on first use: answers its globals once the framework says it is
 * available, or null where it is not (no Cast support in the browser, or the script did not load).
 */
export function loadCastSender(doc: Document = document, win: CastWindow = window as CastWindow) {
  const loaded = castGlobals(win);
  if (loaded) return Promise.resolve(loaded);
  senderLoad ??= new Promise<CastGlobals | null>((resolve) => {
    win.__onGCastApiAvailable = (available) => resolve(available ? castGlobals(win) : null);
    const script = doc.createElement('script');
    script.src = CAST_SENDER_URL;
    script.async = true;
    script.onerror = () => {
      senderLoad = null;
      resolve(null);
    };
    doc.head.append(script);
  });
  return senderLoad;
}
