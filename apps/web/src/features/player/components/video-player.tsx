import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { SiteContext } from '@/lib/site';
import { useCastReceiverAppId } from '@/lib/site-config';
import { captionCss } from '../caption-style';
import { useCuePlacement } from '../cue-placement';
import { formatTimeLeft, loanPhase, loanTimeLeft, useNow } from '../loan-clock';
import {
  nextSubtitleTrack,
  SEEK_STEP_SECONDS,
  shortcutFor,
  type PlayerShortcut,
  type ShortcutTarget,
} from '../player-shortcuts';
import { startSubtitleLanguage, stepPlaybackRate } from '../remembered-tracks';
import { subtitleTrackLabel } from '../track-labels';
import { useAppliedSettings } from '../use-applied-settings';
import { useHlsPlayer } from '../use-hls-player';
import { useIsFullscreen, useMediaState } from '../use-media-state';
import { usePlayerSettings } from '../use-player-settings';
import { useProgressReports, type ProgressEvent } from '../use-progress-reports';
import { useTvCasting } from '../use-tv-casting';
import { ControlsBar } from './controls-bar';
import { PlayerSettingsPanel } from './player-settings-panel';
import { PlayerShortcutsHelp } from './player-shortcuts-help';
import { PlayerState } from './player-state';
import { TvButton, TvNotice } from './tv-button';
import styles from './video-player.module.css';

/** Controls hide after this long without the pointer or the keyboard while a film plays. */
const CONTROLS_HIDE_MS = 3000;
/** How long a short notice ('Subtitles: Svenska', '+10 s') stays on screen. */
const NOTICE_MS = 1500;

export type { ProgressEvent } from '../use-progress-reports';

export interface VideoPlayerProps {
  /** HLS master playlist. */
  src: string;
  /** The film's name: the player's accessible name and its heading. */
  titleName: string;
  /** Seconds to start from. */
  startPosition: number;
  /** Subtitles to switch on at start (ISO 639 code). */
  initialSubtitleLanguage?: string | null;
  /** When the loan ends (ISO 8601); the player shows the time left and warns before the end. */
  loanEndsAt: string | null;
  /** The position: while playing (about 4 times a second), on pause and at the end. */
  onProgress?(seconds: number, event: ProgressEvent): void;
  /** Extra buttons in the top bar (the close button of a player dialog). */
  actions?: ReactNode;
  autoPlay?: boolean;
  /** Focus the play button when the player appears (in a dialog), so Space and the shortcuts work at once. */
  autoFocus?: boolean;
}

function targetKind(target: EventTarget | null): ShortcutTarget {
  if (!(target instanceof HTMLElement)) return 'other';
  if (target.closest('[data-player-menu]')) return 'menu';
  if (target.dataset.seek !== undefined) return 'seek';
  if (target instanceof HTMLInputElement && target.type === 'range') return 'range';
  if (target.closest('button, a')) return 'button';
  return 'other';
}

/**
 * The film player: the video with its own controls (play and pause, a seek bar, time, volume, quality, subtitles,
 * a TV, picture-in-picture and full screen), all reachable and labelled for the keyboard, with shortcuts (see
 * player-shortcuts.ts). The stream itself is useHlsPlayer's.
 */
export function VideoPlayer({
  src,
  titleName,
  startPosition,
  initialSubtitleLanguage = null,
  loanEndsAt,
  onProgress,
  actions,
  autoPlay = true,
  autoFocus = false,
}: VideoPlayerProps) {
  const { t, i18n } = useTranslation();
  const playerSettings = usePlayerSettings();
  const { settings } = playerSettings;
  const hls = useHlsPlayer({
    src,
    startPosition,
    initialSubtitleLanguage: startSubtitleLanguage(settings.subtitle_language, initialSubtitleLanguage),
  });
  const { video } = hls;
  const media = useMediaState(video);
  const player = useAppliedSettings(
    hls,
    playerSettings,
    initialSubtitleLanguage,
    !media.paused && media.currentTime > 0,
  );
  const captionScope = useId().replace(/[^A-Za-z0-9]/g, '');
  const [helpOpen, setHelpOpen] = useState(false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const fullscreen = useIsFullscreen(container);
  const controlsRef = useRef<HTMLDivElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const [idle, setIdle] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const now = useNow(15_000);
  // Outside a customer site (no site context) there is no site configuration to learn a Cast receiver from.
  const country = useContext(SiteContext)?.country ?? null;
  const tv = useTvCasting({
    video,
    src,
    titleName,
    castReceiverAppId: useCastReceiverAppId(i18n.language, country),
  });

  const wake = useCallback(() => {
    setIdle(false);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setIdle(true), CONTROLS_HIDE_MS);
  }, []);
  useEffect(
    () => () => {
      clearTimeout(idleTimer.current);
      clearTimeout(noticeTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (autoFocus) playButton.current?.focus();
    // Only when the player appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Playback starting (or going on after a pause) starts the countdown to hiding the controls.
  useEffect(() => {
    if (!media.paused) wake();
  }, [media.paused, wake]);

  const flash = useCallback((text: string) => {
    setNotice(text);
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), NOTICE_MS);
  }, []);

  const failed = player.status === 'failed';
  const busy =
    !failed &&
    (player.status === 'loading' || player.status === 'recovering' || (media.waiting && !media.paused));
  // While a film plays the controls hide after a while; any pointer move or key (Tab included) shows them again.
  const controlsVisible = !idle || media.paused || menuOpen || failed;

  useProgressReports(video, onProgress);
  useCuePlacement(video, controlsRef, controlsVisible);

  const togglePlay = useCallback(() => {
    if (!video || failed) return;
    if (video.paused || video.ended) void video.play().catch(() => {});
    else video.pause();
  }, [video, failed]);

  const canFullscreen =
    typeof document !== 'undefined' &&
    (document.fullscreenEnabled ||
      typeof (video as { webkitEnterFullscreen?: unknown } | null)?.webkitEnterFullscreen === 'function');
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
    } else if (container && document.fullscreenEnabled) {
      void container.requestFullscreen().catch(() => {});
    } else {
      // iPhone Safari: only the video itself can go full screen.
      (video as { webkitEnterFullscreen?: () => void } | null)?.webkitEnterFullscreen?.();
    }
  }, [container, video]);

  const canPictureInPicture =
    typeof document !== 'undefined' && document.pictureInPictureEnabled === true && !!video;
  const togglePictureInPicture = useCallback(() => {
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
    else void video.requestPictureInPicture().catch(() => {});
  }, [video]);

  const seekTo = useCallback(
    (seconds: number) => {
      if (!video || !Number.isFinite(video.duration)) return;
      video.currentTime = Math.min(Math.max(0, seconds), video.duration);
    },
    [video],
  );

  const subtitleName = (index: number) => {
    const track = index < 0 ? undefined : player.subtitleTracks[index];
    return track ? subtitleTrackLabel(track, t, i18n.language) : index < 0 ? t('player_subtitles_off') : '';
  };

  const run = (shortcut: PlayerShortcut) => {
    if (!video) return;
    switch (shortcut) {
      case 'togglePlay':
        return togglePlay();
      case 'toggleFullscreen':
        return toggleFullscreen();
      case 'toggleMute':
        video.muted = !video.muted;
        return flash(video.muted ? t('player_muted') : t('player_sound_on'));
      case 'cycleSubtitles': {
        if (player.subtitleTracks.length === 0) return;
        const next = nextSubtitleTrack(player.subtitleTrack, player.subtitleTracks.length);
        player.setSubtitleTrack(next);
        return flash(`${t('subtitles')}: ${subtitleName(next)}`);
      }
      case 'back':
        seekTo(video.currentTime - SEEK_STEP_SECONDS);
        return flash(`−${SEEK_STEP_SECONDS} s`);
      case 'forward':
        seekTo(video.currentTime + SEEK_STEP_SECONDS);
        return flash(`+${SEEK_STEP_SECONDS} s`);
      case 'toStart':
        return seekTo(0);
      case 'toEnd':
        return seekTo(video.duration);
      case 'slower':
      case 'faster': {
        const rate = stepPlaybackRate(settings.playback_rate, shortcut === 'faster' ? 1 : -1);
        playerSettings.update({ playback_rate: rate });
        return flash(`${t('player_speed')}: ${rate.toLocaleString(languageLocales[i18n.language])}×`);
      }
      case 'showHelp':
        return setHelpOpen(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    wake();
    const shortcut = shortcutFor(event.key, targetKind(event.target), event);
    if (!shortcut) return;
    event.preventDefault();
    run(shortcut);
  };

  const duration = Number.isFinite(media.duration) ? media.duration : 0;
  const phase = loanEndsAt ? loanPhase(loanEndsAt, now) : 'running';
  const timeLeft = loanEndsAt ? formatTimeLeft(t, loanTimeLeft(loanEndsAt, now)) : null;

  return (
    <div
      ref={setContainer}
      className={styles.player}
      data-controls={controlsVisible ? 'shown' : 'hidden'}
      data-status={player.status}
      role="region"
      aria-label={t('player_region', { title: titleName })}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
      onPointerDown={wake}
      onClick={(event) => {
        // A click on the black around the picture plays and pauses like one on the picture.
        if (event.target === event.currentTarget) togglePlay();
      }}
    >
      <video
        ref={player.videoRef}
        className={styles.video}
        playsInline
        autoPlay={autoPlay}
        preload="auto"
        onClick={togglePlay}
        onDoubleClick={toggleFullscreen}
        data-testid="video"
        data-captions={captionScope}
      />
      <style>{captionCss(captionScope, settings)}</style>

      <div className={styles.top}>
        <div className={styles.titleBlock}>
          <h2 className={styles.title}>{titleName}</h2>
          {timeLeft && phase !== 'ended' && (
            <p className={styles.loanLeft}>{t('loan_time_left', { time: timeLeft })}</p>
          )}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>

      <div className={styles.banners} aria-live="polite">
        {phase === 'ending-soon' && timeLeft && (
          <p className={styles.warning}>{t('loan_ending_soon', { time: timeLeft })}</p>
        )}
        {phase === 'ended' && <p className={styles.warning}>{t('loan_ended_playing')}</p>}
        <TvNotice tv={tv} />
      </div>

      <div className={styles.center}>
        <PlayerState player={player} media={media} busy={busy} onPlay={togglePlay} />
        {notice && (
          <p className={styles.notice} aria-hidden="true">
            {notice}
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {notice ?? ''}
      </p>

      <ControlsBar
        ref={controlsRef}
        player={player}
        media={media}
        duration={duration}
        failed={failed}
        playButtonRef={playButton}
        fullscreen={fullscreen}
        canFullscreen={canFullscreen}
        canPictureInPicture={canPictureInPicture}
        subtitleName={subtitleName}
        onTogglePlay={togglePlay}
        onSeek={seekTo}
        onToggleFullscreen={toggleFullscreen}
        onTogglePictureInPicture={togglePictureInPicture}
        onMenuOpenChange={setMenuOpen}
        tvButton={<TvButton tv={tv} />}
        settingsPanel={
          <PlayerSettingsPanel
            settings={settings}
            onChange={playerSettings.update}
            onShowShortcuts={() => setHelpOpen(true)}
            onOpenChange={setMenuOpen}
          />
        }
      />
      <PlayerShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
