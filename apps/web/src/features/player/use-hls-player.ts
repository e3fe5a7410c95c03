import { useCallback, useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import type { ErrorData, LevelSwitchedData, ManifestParsedData, MediaPlaylist } from 'hls.js';
import {
  canPlayNativeHls,
  choosePlaybackEngine,
  loadHls as loadHlsModule,
  offersAirPlay,
  type HlsClass,
  type PlaybackEngine,
} from './playback-engine';
import {
  classifyHlsError,
  classifyMediaError,
  createRecovery,
  defaultRecoveryLimits,
  type PlayerError,
  type Recovery,
  type RecoveryAction,
  type RecoveryLimits,
} from './player-errors';

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'recovering' | 'failed';

/** One rung of the quality ladder. `index` is hls.js's level index. */
export interface QualityLevel {
  index: number;
  height: number;
}

/** A subtitle track. `index` is the engine's track index (hls.js subtitleTrack, or the native text track). */
export interface SubtitleTrack {
  index: number;
  name: string;
  language: string;
  /** Subtitles for the deaf and hard of hearing (dialogue plus sounds and music). */
  sdh: boolean;
}

/** An audio track (hls.js audioTrack index): the film's own sound, or an audio description. */
export interface AudioTrack {
  index: number;
  name: string;
  language: string;
  /** An audio description: the film's sound with what is seen described. */
  describesVideo: boolean;
}

/**
 * Apple's HLS authoring specification marks accessibility renditions by CHARACTERISTICS; the ingest writes these
 * (apps/api/src/media/hls-ingest.ts).
 */
const hasCharacteristic = (track: MediaPlaylist, name: string) =>
  (track.characteristics ?? track.attrs?.CHARACTERISTICS ?? '').split(',').includes(name);
export const isSdhTrack = (track: MediaPlaylist) =>
  hasCharacteristic(track, 'public.accessibility.transcribes-spoken-dialog') &&
  hasCharacteristic(track, 'public.accessibility.describes-music-and-sound');
export const isAudioDescriptionTrack = (track: MediaPlaylist) =>
  hasCharacteristic(track, 'public.accessibility.describes-video');

export interface HlsPlayerState {
  status: PlayerStatus;
  engine: PlaybackEngine | null;
  error: PlayerError | null;
  /** Highest first; empty with native HLS, which chooses by itself. */
  levels: QualityLevel[];
  /** The chosen level, -1 for automatic. */
  level: number;
  /** Height of the level playing now (what Auto chose). */
  playingHeight: number | null;
  subtitleTracks: SubtitleTrack[];
  /** The shown subtitle track, -1 for none. */
  subtitleTrack: number;
  /**
   * hls.js: the alternate audio renditions (empty without any). Native HLS (Safari) picks audio descriptions
   * itself, by the system's accessibility setting.
   */
  audioTracks: AudioTrack[];
  /** The playing audio track, -1 before one is known. */
  audioTrack: number;
}

export interface UseHlsPlayerOptions {
  /** The master playlist; null plays nothing. A new source tears the old player down. */
  src: string | null;
  /** Where playback starts, in seconds; read when a source starts (a retry starts where playback was). */
  startPosition?: number;
  /** Subtitles to switch on at start (ISO 639 code), or null for none. */
  initialSubtitleLanguage?: string | null;
  /** For tests: where hls.js comes from. */
  loadHls?: () => Promise<HlsClass>;
  recoveryLimits?: RecoveryLimits;
}

export interface HlsPlayer extends HlsPlayerState {
  /** The ref callback for the <video> element. */
  videoRef: (element: HTMLVideoElement | null) => void;
  video: HTMLVideoElement | null;
  /** -1 for automatic. */
  setLevel(index: number): void;
  /** -1 for none. */
  setSubtitleTrack(index: number): void;
  setAudioTrack(index: number): void;
  /** Starts the source again from where it stopped, after a failure. */
  retry(): void;
}

const initialState: HlsPlayerState = {
  status: 'idle',
  engine: null,
  error: null,
  levels: [],
  level: -1,
  playingHeight: null,
  subtitleTracks: [],
  subtitleTrack: -1,
  audioTracks: [],
  audioTrack: -1,
};

/** What the running engine can be asked to do; replaced on every (re)start. */
interface EngineControls {
  setLevel(index: number): void;
  setSubtitleTrack(index: number): void;
  setAudioTrack(index: number): void;
}

const isSubtitleTrack = (track: TextTrack) => track.kind === 'subtitles' || track.kind === 'captions';

/**
 * Makes `wanted` the one showing text track of the video and hides the shown others. The browser only draws the
 * cues of a track whose mode is 'showing'; hls.js leaves a selected track 'hidden' when its subtitleDisplay is off
 * and some versions leave it so for a moment after a switch, so the player sees to it itself. Modes are only
 * written when they differ, so the 'change' events this causes settle at once.
 */
export function showOnlyTextTrack(
  video: HTMLVideoElement,
  wanted: { name: string; language: string } | null,
): void {
  const tracks = Array.from(video.textTracks).filter(isSubtitleTrack);
  const match =
    wanted &&
    (tracks.find((track) => track.label === wanted.name && track.language === wanted.language) ??
      tracks.find((track) => track.label === wanted.name));
  for (const track of tracks) {
    if (track === match) {
      if (track.mode !== 'showing') track.mode = 'showing';
    } else if (track.mode === 'showing') {
      track.mode = 'disabled';
    }
  }
}

const REFUSED_STATUSES = [401, 403, 410];

/** A native player does not say why a source failed; asking the server for the playlist does. */
async function probeRefused(src: string): Promise<boolean> {
  try {
    const response = await fetch(src, { credentials: 'same-origin', cache: 'no-store' });
    return REFUSED_STATUSES.includes(response.status);
  } catch {
    return false;
  }
}

/**
 * Plays an HLS stream in a <video> element (STYLE convention 10). hls.js is loaded on first use; the engine is
 * chosen by choosePlaybackEngine; errors become a small PlayerError set with stepwise recovery (createRecovery);
 * the engine is destroyed on unmount and whenever the source changes. Play, pause, seeking and volume are the
 * video element's own and stay with the component.
 */
export function useHlsPlayer({
  src,
  startPosition = 0,
  initialSubtitleLanguage = null,
  loadHls = loadHlsModule,
  recoveryLimits = defaultRecoveryLimits,
}: UseHlsPlayerOptions): HlsPlayer {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [state, setState] = useState<HlsPlayerState>(initialState);
  const [attempt, setAttempt] = useState(0);
  const controls = useRef<EngineControls | null>(null);

  // Read when a source (re)starts; kept in refs so that a new position does not restart a running source.
  const start = useRef(startPosition);
  const subtitleLanguage = useRef(initialSubtitleLanguage);
  const loader = useRef(loadHls);
  const limits = useRef(recoveryLimits);
  const lastSrc = useRef(src);
  if (lastSrc.current !== src) {
    lastSrc.current = src;
    start.current = startPosition;
  }
  useEffect(() => {
    // The position to start from changes before the source starts (a saved position arrives): take it.
    if (state.status === 'idle') start.current = startPosition;
  }, [startPosition, state.status]);

  useEffect(() => {
    if (!video || !src) return;
    let cancelled = false;
    let hls: Hls | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cleanups: (() => void)[] = [];
    const recovery: Recovery = createRecovery(limits.current);
    const update = (patch: Partial<HlsPlayerState>) => {
      if (!cancelled) setState((current) => ({ ...current, ...patch }));
    };
    const listen = <K extends keyof HTMLMediaElementEventMap>(
      target: HTMLVideoElement,
      type: K,
      handler: (event: HTMLMediaElementEventMap[K]) => void,
    ) => {
      target.addEventListener(type, handler);
      cleanups.push(() => target.removeEventListener(type, handler));
    };
    const fail = (error: PlayerError) => {
      update({ status: 'failed', error });
      video.pause();
    };

    setState({ ...initialState, status: 'loading' });

    const startHlsJs = (Hls: HlsClass) => {
      const player = new Hls({
        startPosition: start.current > 0 ? start.current : -1,
        // Auto quality never picks more pixels than the player shows.
        capLevelToPlayerSize: true,
        // hls.js picks the starting subtitles itself once the tracks of the playing level are known; setting
        // subtitleTrack before then is ignored. SUBTITLE_TRACK_SWITCH below then shows the track.
        ...(subtitleLanguage.current ? { subtitlePreference: { lang: subtitleLanguage.current } } : {}),
      });
      hls = player;
      player.subtitleDisplay = true;
      let levelsLoaded = false;
      let wantedTrack: MediaPlaylist | null = null;
      const syncTextTracks = () =>
        showOnlyTextTrack(
          video,
          wantedTrack ? { name: wantedTrack.name, language: wantedTrack.lang ?? '' } : null,
        );
      const toSubtitleTracks = (tracks: MediaPlaylist[]): SubtitleTrack[] =>
        tracks.map((track, index) => ({
          index,
          name: track.name,
          language: track.lang ?? '',
          sdh: isSdhTrack(track),
        }));
      const toAudioTracks = (tracks: MediaPlaylist[]): AudioTrack[] =>
        tracks.map((track, index) => ({
          index,
          name: track.name,
          language: track.lang ?? '',
          describesVideo: isAudioDescriptionTrack(track),
        }));

      const selectSubtitleTrack = (index: number) => {
        wantedTrack = index >= 0 ? (player.subtitleTracks[index] ?? null) : null;
        player.subtitleDisplay = true;
        player.subtitleTrack = wantedTrack ? index : -1;
        update({ subtitleTrack: wantedTrack ? index : -1 });
        syncTextTracks();
      };

      player.on(Hls.Events.MANIFEST_PARSED, (_event, data: ManifestParsedData) => {
        levelsLoaded = true;
        const levels = data.levels
          .map((level, index) => ({ index, height: level.height }))
          .filter((level) => level.height > 0)
          .sort((a, b) => b.height - a.height);
        update({
          status: 'ready',
          levels,
          subtitleTracks: toSubtitleTracks(data.subtitleTracks ?? []),
          audioTracks: toAudioTracks(data.audioTracks ?? []),
        });
      });
      player.on(Hls.Events.AUDIO_TRACKS_UPDATED, (_event, data) =>
        update({ audioTracks: toAudioTracks(data.audioTracks), audioTrack: player.audioTrack }),
      );
      player.on(Hls.Events.AUDIO_TRACK_SWITCHED, (_event, data) => update({ audioTrack: data.id }));
      player.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) =>
        update({ subtitleTracks: toSubtitleTracks(data.subtitleTracks) }),
      );
      player.on(Hls.Events.SUBTITLE_TRACK_SWITCH, (_event, data) => {
        // Also when the track was changed from outside our menu (the browser's own caption menu).
        wantedTrack = data.id >= 0 ? (player.subtitleTracks[data.id] ?? null) : null;
        update({ subtitleTrack: wantedTrack ? data.id : -1 });
        syncTextTracks();
      });
      player.on(Hls.Events.LEVEL_SWITCHED, (_event, data: LevelSwitchedData) =>
        update({ playingHeight: player.levels[data.level]?.height ?? null }),
      );
      player.on(Hls.Events.FRAG_BUFFERED, () => {
        recovery.reset();
        setState((current) =>
          cancelled || current.status !== 'recovering' ? current : { ...current, status: 'ready' },
        );
      });

      const act = (action: RecoveryAction) => {
        switch (action.type) {
          case 'giveUp':
            player.stopLoad();
            fail(action.error);
            return;
          case 'startLoad':
            update({ status: 'recovering' });
            clearTimeout(timer);
            timer = setTimeout(() => {
              // Without a manifest there is nothing to resume: ask for the manifest again.
              if (levelsLoaded) player.startLoad();
              else player.loadSource(src);
            }, action.delayMs);
            return;
          case 'recoverMediaError':
            update({ status: 'recovering' });
            player.recoverMediaError();
            return;
          case 'swapAudioCodec':
            update({ status: 'recovering' });
            player.swapAudioCodec();
            player.recoverMediaError();
            return;
        }
      };
      player.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
        const kind = classifyHlsError(data);
        // A refused stream will not be let in by asking again, fatal or not. hls.js handles other passing errors.
        if (!data.fatal && kind !== 'forbidden') return;
        act(recovery.next(kind, data.details));
      });

      // Text track modes can be changed by hls.js or the browser; put the chosen track back on show.
      const onTracksChanged = () => syncTextTracks();
      video.textTracks.addEventListener('addtrack', onTracksChanged);
      video.textTracks.addEventListener('change', onTracksChanged);
      cleanups.push(() => {
        video.textTracks.removeEventListener('addtrack', onTracksChanged);
        video.textTracks.removeEventListener('change', onTracksChanged);
      });

      controls.current = {
        setLevel(index) {
          // currentLevel switches at once (the buffer is flushed), so the choice shows without waiting.
          player.currentLevel = index;
          update({ level: index });
        },
        setSubtitleTrack: selectSubtitleTrack,
        setAudioTrack(index) {
          player.audioTrack = index;
          update({ audioTrack: index });
        },
      };
      player.loadSource(src);
      player.attachMedia(video);
    };

    const startNative = () => {
      const recover = (seconds: number) => {
        video.src = src;
        video.load();
        if (seconds > 0)
          video.addEventListener('loadedmetadata', () => (video.currentTime = seconds), { once: true });
      };
      const readTracks = () => {
        const tracks = Array.from(video.textTracks).filter(isSubtitleTrack);
        const shown = tracks.findIndex((track) => track.mode === 'showing');
        update({
          subtitleTracks: tracks.map((track, index) => ({
            index,
            name: track.label || track.language,
            language: track.language,
            // Safari gives SDH renditions the 'captions' kind.
            sdh: track.kind === 'captions',
          })),
          subtitleTrack: shown,
        });
      };
      listen(video, 'loadedmetadata', () => {
        update({ status: 'ready' });
        readTracks();
      });
      listen(video, 'playing', () => {
        recovery.reset();
        setState((current) =>
          cancelled || current.status !== 'recovering' ? current : { ...current, status: 'ready' },
        );
      });
      listen(video, 'error', () => {
        const code = video.error?.code;
        const position = video.currentTime;
        void (code === 3 ? Promise.resolve(false) : probeRefused(src)).then((refused) => {
          if (cancelled) return;
          const action = recovery.next(classifyMediaError(code, refused), `media error ${code ?? '?'}`);
          if (action.type === 'giveUp') return fail(action.error);
          // The native player has nothing finer than loading the source again.
          update({ status: 'recovering' });
          clearTimeout(timer);
          timer = setTimeout(() => recover(position), action.type === 'startLoad' ? action.delayMs : 0);
        });
      });
      video.textTracks.addEventListener('addtrack', readTracks);
      cleanups.push(() => video.textTracks.removeEventListener('addtrack', readTracks));
      controls.current = {
        setLevel: () => {},
        setSubtitleTrack(index) {
          const track = Array.from(video.textTracks).filter(isSubtitleTrack)[index];
          showOnlyTextTrack(video, track ? { name: track.label, language: track.language } : null);
          update({ subtitleTrack: track ? index : -1 });
        },
        setAudioTrack: () => {},
      };
      recover(start.current);
    };

    loader.current().then(
      (Hls) => {
        if (cancelled) return;
        const engine = choosePlaybackEngine({
          hlsJsSupported: Hls.isSupported(),
          nativeHls: canPlayNativeHls(video),
          airPlay: offersAirPlay(),
        });
        update({ engine });
        if (engine === 'hls.js') startHlsJs(Hls);
        else if (engine === 'native') startNative();
        else fail({ kind: 'unsupported', detail: 'neither MediaSource nor native HLS' });
      },
      // The hls.js chunk did not arrive (offline, or a new release replaced it): a network problem.
      (error: unknown) => fail({ kind: 'network', detail: `hls.js did not load: ${String(error)}` }),
    );

    return () => {
      cancelled = true;
      clearTimeout(timer);
      for (const cleanup of cleanups) cleanup();
      controls.current = null;
      if (hls) {
        hls.destroy();
        hls = null;
      } else if (video.getAttribute('src')) {
        // Native playback: let go of the stream, so the old source stops downloading.
        video.removeAttribute('src');
        video.load();
      }
    };
  }, [video, src, attempt]);

  const setLevel = useCallback((index: number) => controls.current?.setLevel(index), []);
  const setSubtitleTrack = useCallback((index: number) => controls.current?.setSubtitleTrack(index), []);
  const setAudioTrack = useCallback((index: number) => controls.current?.setAudioTrack(index), []);
  const retry = useCallback(() => {
    if (video && video.currentTime > 0) start.current = video.currentTime;
    setAttempt((n) => n + 1);
  }, [video]);

  return { ...state, videoRef: setVideo, video, setLevel, setSubtitleTrack, setAudioTrack, retry };
}
