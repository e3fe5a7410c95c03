import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { formatClock } from '../format-time';
import { formatTimeLeft, loanPhase, loanTimeLeft, useNow } from '../loan-clock';
import { playerErrorMessageKey } from '../player-errors';
import {
  nextSubtitleTrack,
  SEEK_STEP_SECONDS,
  shortcutFor,
  type PlayerShortcut,
  type ShortcutTarget,
} from '../player-shortcuts';
import { audioTrackLabel, subtitleTrackLabel } from '../track-labels';
import { useHlsPlayer } from '../use-hls-player';
import { useIsFullscreen, useMediaState } from '../use-media-state';
import { PlayerMenu } from './player-menu';
import {
  AudioIcon,
  FullscreenIcon,
  PauseIcon,
  PictureInPictureIcon,
  PlayIcon,
  QualityIcon,
  ReplayIcon,
  SubtitlesIcon,
  VolumeIcon,
} from './player-icons';
import styles from './video-player.module.css';

/** Controls hide after this long without the pointer or the keyboard while a film plays. */
const CONTROLS_HIDE_MS = 3000;
/** How long a short notice ('Subtitles: Svenska', '+10 s') stays on screen. */
const NOTICE_MS = 1500;

export type ProgressEvent = 'playing' | 'pause' | 'ended';

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

/** Cues that the player moved, with their own line setting (a cue placed at the top by its file stays there). */
const ownLines = new WeakMap<VTTCue, LineAndPositionSetting>();

/**
 * Moves the showing subtitle cues up while the controls cover the bottom of the video, and back down when they
 * hide. Only the cues' own position changes; the cues stay the browser's (the text track is 'showing').
 * Lines are counted from the bottom: Chromium ignores lineAlign, so a percentage would move a cue's top, not its
 * bottom, and a cue of two lines would still run into the controls.
 * @param controlsTop where the visible controls begin (client y), or null when they are hidden.
 */
function placeCues(video: HTMLVideoElement, controlsTop: number | null): void {
  if (typeof VTTCue === 'undefined') return;
  const box = video.getBoundingClientRect();
  const overlap = controlsTop === null ? 0 : Math.max(0, box.bottom - controlsTop);
  // Browsers draw cue text at 5 % of the video's height; with the line height of ::cue (1.3) a line is 6.5 %.
  // Counting with 6 % errs on the side of lifting a little more.
  const lineStep = box.height * 0.06;
  const lifted = overlap > 0 && lineStep > 0 ? -(1 + Math.ceil(overlap / lineStep)) : null;
  for (const track of Array.from(video.textTracks)) {
    if (track.mode !== 'showing' || !track.cues) continue;
    for (const cue of Array.from(track.cues)) {
      if (!(cue instanceof VTTCue)) continue;
      if (!ownLines.has(cue)) {
        if (cue.line !== 'auto') continue;
        ownLines.set(cue, cue.line);
      }
      const line = lifted ?? ownLines.get(cue)!;
      if (cue.line !== line || !cue.snapToLines) {
        cue.snapToLines = true;
        cue.line = line;
        // Chromium does not redraw a cue already on screen when its line changes: put it on the track again.
        if (track.activeCues && Array.from(track.activeCues).includes(cue)) {
          track.removeCue(cue);
          track.addCue(cue);
        }
      }
    }
  }
}

/**
 * The film player: the video with its own controls (play and pause, a seek bar, time, volume, quality, subtitles,
 * picture-in-picture and full screen), all reachable and labelled for the keyboard, with shortcuts (see
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
  const player = useHlsPlayer({ src, startPosition, initialSubtitleLanguage });
  const { video } = player;
  const media = useMediaState(video);
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

  // Progress for resume: the owner decides how often to store it.
  const progress = useRef(onProgress);
  progress.current = onProgress;
  useEffect(() => {
    if (!video) return;
    // The last real position: by the time this effect is cleaned up the engine may have emptied the video.
    let last: number | null = null;
    const onTime = () => {
      if (video.seeking || video.currentTime <= 0) return;
      last = video.currentTime;
      if (!video.paused) progress.current?.(last, 'playing');
    };
    const onPause = () => {
      if (!video.ended && video.currentTime > 0) progress.current?.(video.currentTime, 'pause');
    };
    const onEnded = () => {
      last = null;
      progress.current?.(video.currentTime, 'ended');
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      // Closing the player counts as a pause: remember where it was.
      if (last !== null) progress.current?.(last, 'pause');
    };
  }, [video]);

  // Subtitles stay clear of the controls while these are shown. hls.js adds its text tracks and their cues as
  // they load, so new tracks are followed and every cue change places the cues again.
  useEffect(() => {
    if (!video) return;
    const place = () => {
      const seekBar = controlsRef.current?.querySelector('[data-seek]');
      placeCues(video, controlsVisible && seekBar ? seekBar.getBoundingClientRect().top - 8 : null);
    };
    const followed = new Set<TextTrack>();
    const follow = () => {
      for (const track of Array.from(video.textTracks)) {
        if (followed.has(track)) continue;
        followed.add(track);
        track.addEventListener('cuechange', place);
      }
      place();
    };
    follow();
    video.textTracks.addEventListener('addtrack', follow);
    video.textTracks.addEventListener('change', place);
    window.addEventListener('resize', place);
    return () => {
      for (const track of followed) track.removeEventListener('cuechange', place);
      video.textTracks.removeEventListener('addtrack', follow);
      video.textTracks.removeEventListener('change', place);
      window.removeEventListener('resize', place);
    };
  }, [video, controlsVisible]);

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
  const audioName = (index: number) => {
    const track = player.audioTracks[index];
    return track ? audioTrackLabel(track, t, i18n.language) : '';
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
  const played = duration > 0 ? (media.currentTime / duration) * 100 : 0;
  const buffered = duration > 0 ? (media.bufferedEnd / duration) * 100 : 0;
  const phase = loanEndsAt ? loanPhase(loanEndsAt, now) : 'running';
  const timeLeft = loanEndsAt ? formatTimeLeft(t, loanTimeLeft(loanEndsAt, now)) : null;

  const qualityOptions = [
    {
      value: -1,
      label:
        player.level === -1 && player.playingHeight
          ? `${t('player_quality_auto')} (${player.playingHeight}p)`
          : t('player_quality_auto'),
    },
    ...player.levels.map((level) => ({ value: level.index, label: `${level.height}p` })),
  ];
  const currentQuality = qualityOptions.find((option) => option.value === player.level)?.label ?? '';

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
      />

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
      </div>

      <div className={styles.center}>
        {failed && player.error ? (
          <div className={styles.errorPanel} role="alert">
            <p>{t(playerErrorMessageKey[player.error.kind])}</p>
            {(player.error.kind === 'network' || player.error.kind === 'media') && (
              <button type="button" className={styles.textButton} onClick={player.retry}>
                {t('try_again')}
              </button>
            )}
          </div>
        ) : busy ? (
          <div className={styles.busy} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span className={player.status === 'recovering' ? styles.busyText : 'visually-hidden'}>
              {player.status === 'recovering' ? t('player_reconnecting') : t('loading')}
            </span>
          </div>
        ) : media.paused && player.status === 'ready' ? (
          <button
            type="button"
            className={styles.bigPlay}
            onClick={togglePlay}
            aria-label={media.ended ? t('player_play_again') : t('player_play')}
          >
            {media.ended ? <ReplayIcon /> : <PlayIcon />}
          </button>
        ) : null}
        {notice && (
          <p className={styles.notice} aria-hidden="true">
            {notice}
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {notice ?? ''}
      </p>

      <div ref={controlsRef} className={styles.controls}>
        <input
          type="range"
          className={styles.seek}
          data-seek=""
          min={0}
          max={duration || 1}
          step="any"
          value={Math.min(media.currentTime, duration || 1)}
          disabled={!duration || failed}
          aria-label={t('player_seek')}
          aria-valuetext={t('player_time_of', {
            current: formatClock(media.currentTime),
            duration: formatClock(duration),
          })}
          style={{ '--played': `${played}%`, '--buffered': `${buffered}%` } as CSSProperties}
          onChange={(event) => seekTo(Number(event.target.value))}
        />
        <div className={styles.row}>
          <button
            ref={playButton}
            type="button"
            className={styles.control}
            onClick={togglePlay}
            disabled={failed}
            aria-label={media.paused ? t('player_play') : t('player_pause')}
            title={media.paused ? t('player_play') : t('player_pause')}
          >
            {media.paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => video && (video.muted = !video.muted)}
            aria-label={media.muted ? t('player_unmute') : t('player_mute')}
            title={media.muted ? t('player_unmute') : t('player_mute')}
          >
            <VolumeIcon muted={media.muted || media.volume === 0} />
          </button>
          <input
            type="range"
            className={styles.volume}
            min={0}
            max={1}
            step={0.05}
            value={media.muted ? 0 : media.volume}
            aria-label={t('player_volume')}
            aria-valuetext={`${Math.round((media.muted ? 0 : media.volume) * 100)} %`}
            style={{ '--played': `${(media.muted ? 0 : media.volume) * 100}%` } as CSSProperties}
            onChange={(event) => {
              if (!video) return;
              video.volume = Number(event.target.value);
              video.muted = video.volume === 0;
            }}
          />
          <span className={styles.time}>
            {formatClock(media.currentTime)}
            <span className={styles.timeTotal}> / {formatClock(duration)}</span>
          </span>
          <span className={styles.spacer} />
          {player.subtitleTracks.length > 0 && (
            <PlayerMenu
              label={`${t('subtitles')}: ${subtitleName(player.subtitleTrack)}`}
              heading={t('subtitles')}
              icon={<SubtitlesIcon />}
              options={[
                { value: -1, label: t('player_subtitles_off') },
                ...player.subtitleTracks.map((track) => ({
                  value: track.index,
                  label: subtitleTrackLabel(track, t, i18n.language),
                })),
              ]}
              value={player.subtitleTrack}
              onChange={player.setSubtitleTrack}
              onOpenChange={setMenuOpen}
            />
          )}
          {/* Only with a choice to make: an audio description (or another language) beside the film's sound. */}
          {player.audioTracks.length > 1 && (
            <PlayerMenu
              label={`${t('player_audio')}: ${audioName(player.audioTrack)}`}
              heading={t('player_audio')}
              icon={<AudioIcon />}
              options={player.audioTracks.map((track) => ({
                value: track.index,
                label: audioTrackLabel(track, t, i18n.language),
              }))}
              value={player.audioTrack}
              onChange={player.setAudioTrack}
              onOpenChange={setMenuOpen}
            />
          )}
          {player.levels.length > 1 && (
            <PlayerMenu
              label={`${t('player_quality')}: ${currentQuality}`}
              heading={t('player_quality')}
              icon={<QualityIcon />}
              options={qualityOptions}
              value={player.level}
              onChange={player.setLevel}
              onOpenChange={setMenuOpen}
            />
          )}
          {canPictureInPicture && (
            <button
              type="button"
              className={styles.control}
              onClick={togglePictureInPicture}
              aria-pressed={media.pictureInPicture}
              aria-label={t('player_picture_in_picture')}
              title={t('player_picture_in_picture')}
            >
              <PictureInPictureIcon />
            </button>
          )}
          {canFullscreen && (
            <button
              type="button"
              className={styles.control}
              onClick={toggleFullscreen}
              aria-label={fullscreen ? t('player_exit_fullscreen') : t('player_fullscreen')}
              title={fullscreen ? t('player_exit_fullscreen') : t('player_fullscreen')}
            >
              <FullscreenIcon exit={fullscreen} />
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
