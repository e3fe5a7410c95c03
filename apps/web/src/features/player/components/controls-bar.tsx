import type { ReactNode, Ref, RefObject } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { formatClock } from '../format-time';
import { audioTrackLabel, subtitleTrackLabel } from '../track-labels';
import type { HlsPlayer } from '../use-hls-player';
import type { MediaState } from '../use-media-state';
import { PlayerMenu } from './player-menu';
import {
  AudioIcon,
  FullscreenIcon,
  PauseIcon,
  PictureInPictureIcon,
  PlayIcon,
  QualityIcon,
  SubtitlesIcon,
} from './player-icons';
import { SeekBar } from './seek-bar';
import { VolumeControl } from './volume-control';
import styles from './video-player.module.css';

interface ControlsBarProps {
  ref: Ref<HTMLDivElement>;
  player: HlsPlayer;
  media: MediaState;
  /** The film's length in seconds, 0 while unknown. */
  duration: number;
  failed: boolean;
  playButtonRef: RefObject<HTMLButtonElement | null>;
  fullscreen: boolean;
  canFullscreen: boolean;
  canPictureInPicture: boolean;
  /** The name of a subtitle track by index (-1: off), as the menu and the notices say it. */
  subtitleName(index: number): string;
  onTogglePlay(): void;
  onSeek(seconds: number): void;
  onToggleFullscreen(): void;
  onTogglePictureInPicture(): void;
  /** A menu opened or closed (the controls stay shown while one is open). */
  onMenuOpenChange(open: boolean): void;
  /** The settings button and its panel (caption look, speed), after the menus. */
  settingsPanel?: ReactNode;
  /** The TV button (AirPlay, Remote Playback or Cast) where a TV can be reached. */
  tvButton?: ReactNode;
}

/**
 * The bottom bar: the seek bar over a row of play and pause, volume, the time, the menus (subtitles, audio when
 * there is a choice, quality when there is more than one) and a TV, picture-in-picture and full screen where the
 * browser offers them.
 */
export function ControlsBar({
  ref,
  player,
  media,
  duration,
  failed,
  playButtonRef,
  fullscreen,
  canFullscreen,
  canPictureInPicture,
  subtitleName,
  onTogglePlay,
  onSeek,
  onToggleFullscreen,
  onTogglePictureInPicture,
  onMenuOpenChange,
  settingsPanel,
  tvButton,
}: ControlsBarProps) {
  const { t, i18n } = useTranslation();
  const audioName = (index: number) => {
    const track = player.audioTracks[index];
    return track ? audioTrackLabel(track, t, i18n.language) : '';
  };
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
    <div ref={ref} className={styles.controls}>
      <SeekBar media={media} duration={duration} disabled={failed} onSeek={onSeek} />
      <div className={styles.row}>
        <button
          ref={playButtonRef}
          type="button"
          className={styles.control}
          onClick={onTogglePlay}
          disabled={failed}
          aria-label={media.paused ? t('player_play') : t('player_pause')}
          title={media.paused ? t('player_play') : t('player_pause')}
        >
          {media.paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <VolumeControl video={player.video} media={media} />
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
            onOpenChange={onMenuOpenChange}
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
            onOpenChange={onMenuOpenChange}
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
            onOpenChange={onMenuOpenChange}
          />
        )}
        {settingsPanel}
        {tvButton}
        {canPictureInPicture && (
          <button
            type="button"
            className={styles.control}
            onClick={onTogglePictureInPicture}
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
            onClick={onToggleFullscreen}
            aria-label={fullscreen ? t('player_exit_fullscreen') : t('player_fullscreen')}
            title={fullscreen ? t('player_exit_fullscreen') : t('player_fullscreen')}
          >
            <FullscreenIcon exit={fullscreen} />
          </button>
        )}
      </div>
    </div>
  );
}
