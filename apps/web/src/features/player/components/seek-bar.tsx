import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { formatClock } from '../format-time';
import type { MediaState } from '../use-media-state';
import styles from './video-player.module.css';

interface SeekBarProps {
  media: MediaState;
  /** The film's length in seconds; 0 while unknown (the bar is disabled). */
  duration: number;
  disabled: boolean;
  onSeek(seconds: number): void;
}

/**
 * The seek bar: a range input (the arrow keys move it by the browser's step, the player's shortcuts by
 * SEEK_STEP_SECONDS), read out as "current of duration", drawn with what is played and what is buffered.
 * `data-seek` marks it for the shortcuts and for the subtitles, which stay above it.
 */
export function SeekBar({ media, duration, disabled, onSeek }: SeekBarProps) {
  const { t } = useTranslation();
  const played = duration > 0 ? (media.currentTime / duration) * 100 : 0;
  const buffered = duration > 0 ? (media.bufferedEnd / duration) * 100 : 0;
  return (
    <input
      type="range"
      className={styles.seek}
      data-seek=""
      min={0}
      max={duration || 1}
      step="any"
      value={Math.min(media.currentTime, duration || 1)}
      disabled={!duration || disabled}
      aria-label={t('player_seek')}
      aria-valuetext={t('player_time_of', {
        current: formatClock(media.currentTime),
        duration: formatClock(duration),
      })}
      style={{ '--played': `${played}%`, '--buffered': `${buffered}%` } as CSSProperties}
      onChange={(event) => onSeek(Number(event.target.value))}
    />
  );
}
