import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { MediaState } from '../use-media-state';
import { VolumeIcon } from './player-icons';
import styles from './video-player.module.css';

/** The mute button and the volume slider; a volume of 0 counts as muted, and muting shows the slider at 0. */
export function VolumeControl({ video, media }: { video: HTMLVideoElement | null; media: MediaState }) {
  const { t } = useTranslation();
  const volume = media.muted ? 0 : media.volume;
  return (
    <>
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
        value={volume}
        aria-label={t('player_volume')}
        aria-valuetext={`${Math.round(volume * 100)} %`}
        style={{ '--played': `${volume * 100}%` } as CSSProperties}
        onChange={(event) => {
          if (!video) return;
          video.volume = Number(event.target.value);
          video.muted = video.volume === 0;
        }}
      />
    </>
  );
}
