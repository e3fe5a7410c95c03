import { useCallback, useEffect, useRef, useState } from 'react';
import {
  chooseTvTarget,
  isChromium,
  loadCastSender,
  promptRemotePlayback,
  showAirPlayPicker,
  watchAirPlay,
  watchRemotePlayback,
  type CastContext,
  type CastGlobals,
  type CastSession,
  type TvConnection,
  type TvTarget,
} from './tv-casting';

/** Where the browser's casting comes from; tests give fakes. */
export interface TvCastingEnvironment {
  /** A Chromium browser, the only kind Google's Cast sender runs in. */
  chromium: boolean;
  loadCastSender(): Promise<CastGlobals | null>;
  /** The global object AirPlay support is read from (window). */
  win: object;
}

const browserEnvironment = (): TvCastingEnvironment => ({
  chromium: isChromium(),
  loadCastSender: () => loadCastSender(),
  win: window,
});

export interface UseTvCastingOptions {
  video: HTMLVideoElement | null;
  /** The master playlist with its stream token (a Cast receiver is given it as an absolute URL). */
  src: string;
  titleName: string;
  /** The server's CAST_RECEIVER_APP_ID; null: no Cast script is loaded and no Cast button shows. */
  castReceiverAppId: string | null;
  environment?: TvCastingEnvironment;
}

export interface TvCasting {
  /** The one button to show, or null where no TV can be reached now. */
  target: TvTarget | null;
  connection: TvConnection;
  /** The Cast device's name while a session runs. */
  deviceName: string | null;
  /** Opens the chosen way's device picker. */
  choose(): void;
}

/**
 * Which TV button the player shows and what it does (docs/decisions/060): AirPlay where Safari reports a
 * receiver, the Remote Playback API where watchAvailability says a device is there, and Google Cast (only with a
 * receiver application configured, only in Chromium) when the framework has found a device. A Cast session plays
 * the stream on the receiver from the current position and pauses the video here; when it ends, the video goes on
 * here from where the receiver was.
 */
export function useTvCasting({
  video,
  src,
  titleName,
  castReceiverAppId,
  environment,
}: UseTvCastingOptions): TvCasting {
  const [env] = useState(() => environment ?? browserEnvironment());
  const [available, setAvailable] = useState({ cast: false, airplay: false, remote: false });
  const [connections, setConnections] = useState<Record<TvTarget, TvConnection>>({
    cast: 'disconnected',
    airplay: 'disconnected',
    remote: 'disconnected',
  });
  const [deviceName, setDeviceName] = useState<string | null>(null);
  const castContext = useRef<CastContext | null>(null);
  // Read by the Cast session's handlers, which live as long as the player.
  const media = useRef({ src, titleName });
  media.current = { src, titleName };

  const setAvailability = useCallback(
    (target: TvTarget, value: boolean) => setAvailable((current) => ({ ...current, [target]: value })),
    [],
  );
  const setConnection = useCallback(
    (target: TvTarget, value: TvConnection) => setConnections((current) => ({ ...current, [target]: value })),
    [],
  );

  useEffect(() => {
    if (!video) return;
    const stopAirPlay = watchAirPlay(
      video,
      (value) => setAvailability('airplay', value),
      (value) => setConnection('airplay', value),
      env.win,
    );
    const stopRemote = watchRemotePlayback(
      video,
      (value) => setAvailability('remote', value),
      (value) => setConnection('remote', value),
    );
    return () => {
      stopAirPlay();
      stopRemote();
    };
  }, [video, env, setAvailability, setConnection]);

  useEffect(() => {
    if (!video || !castReceiverAppId || !env.chromium) return;
    let stopped = false;
    const cleanups: (() => void)[] = [];
    void env.loadCastSender().then((globals) => {
      if (!globals || stopped) return;
      const { framework, chromeCast } = globals;
      const context = framework.CastContext.getInstance();
      castContext.current = context;
      context.setOptions({
        receiverApplicationId: castReceiverAppId,
        autoJoinPolicy: chromeCast.AutoJoinPolicy.ORIGIN_SCOPED,
      });
      const onCastState = (event: { castState: string }) =>
        setAvailability('cast', event.castState !== framework.CastState.NO_DEVICES_AVAILABLE);
      onCastState({ castState: context.getCastState() });

      // Where the receiver is, for going on here when the session ends.
      const remotePlayer = new framework.RemotePlayer();
      const controller = new framework.RemotePlayerController(remotePlayer);
      let remoteTime = 0;
      const onTime = () => {
        if (remotePlayer.currentTime > 0) remoteTime = remotePlayer.currentTime;
      };
      controller.addEventListener(framework.RemotePlayerEventType.CURRENT_TIME_CHANGED, onTime);

      const { SessionState } = framework;
      let casting = false;
      const onSession = (event: { sessionState: string; session?: CastSession }) => {
        switch (event.sessionState) {
          case SessionState.SESSION_STARTING:
            setConnection('cast', 'connecting');
            return;
          case SessionState.SESSION_STARTED:
          case SessionState.SESSION_RESUMED: {
            const session = event.session;
            if (!session) return;
            const url = new URL(media.current.src, window.location.href).href;
            casting = true;
            remoteTime = video.currentTime;
            setConnection('cast', 'connected');
            setDeviceName(session.getCastDevice().friendlyName);
            video.pause();
            // A resumed session may already play this film.
            if (session.getMediaSession()?.media?.contentId === url) return;
            const info = new chromeCast.media.MediaInfo(url, 'application/x-mpegurl');
            info.contentUrl = url;
            const metadata = new chromeCast.media.GenericMediaMetadata();
            metadata.title = media.current.titleName;
            info.metadata = metadata;
            const request = new chromeCast.media.LoadRequest(info);
            request.currentTime = video.currentTime;
            request.autoplay = true;
            session.loadMedia(request).catch(() => {});
            return;
          }
          case SessionState.SESSION_START_FAILED:
          case SessionState.SESSION_ENDED:
            setConnection('cast', 'disconnected');
            setDeviceName(null);
            if (casting) {
              casting = false;
              if (remoteTime > 0) video.currentTime = remoteTime;
              void video.play().catch(() => {});
            }
            return;
        }
      };
      const { CAST_STATE_CHANGED, SESSION_STATE_CHANGED } = framework.CastContextEventType;
      context.addEventListener(CAST_STATE_CHANGED, onCastState);
      context.addEventListener(SESSION_STATE_CHANGED, onSession);
      cleanups.push(() => {
        context.removeEventListener(CAST_STATE_CHANGED, onCastState);
        context.removeEventListener(SESSION_STATE_CHANGED, onSession);
        controller.removeEventListener(framework.RemotePlayerEventType.CURRENT_TIME_CHANGED, onTime);
      });
    });
    return () => {
      stopped = true;
      castContext.current = null;
      for (const cleanup of cleanups) cleanup();
    };
  }, [video, castReceiverAppId, env, setAvailability, setConnection]);

  const target = chooseTvTarget({ ...available, cast: available.cast && castReceiverAppId !== null });
  const choose = useCallback(() => {
    if (!video) return;
    if (target === 'cast') void castContext.current?.requestSession().catch(() => {});
    else if (target === 'airplay') showAirPlayPicker(video);
    else if (target === 'remote') void promptRemotePlayback(video);
  }, [video, target]);

  return {
    target,
    connection: target ? connections[target] : 'disconnected',
    deviceName: target === 'cast' ? deviceName : null,
    choose,
  };
}
