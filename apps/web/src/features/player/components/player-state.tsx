import { useTranslation } from '@/lib/i18n-react';
import { playerErrorMessageKey } from '../player-errors';
import type { HlsPlayer } from '../use-hls-player';
import type { MediaState } from '../use-media-state';
import { PlayIcon, ReplayIcon } from './player-icons';
import styles from './video-player.module.css';

interface PlayerStateProps {
  player: Pick<HlsPlayer, 'status' | 'error' | 'retry'>;
  media: Pick<MediaState, 'paused' | 'ended'>;
  /** Loading, recovering or waiting for data while playing. */
  busy: boolean;
  onPlay(): void;
}

/**
 * What the middle of the picture says: a failure (with Try again where trying again can help), a spinner while
 * loading or reconnecting, or the big play (or play again) button while paused; nothing while the film plays.
 */
export function PlayerState({ player, media, busy, onPlay }: PlayerStateProps) {
  const { t } = useTranslation();
  if (player.status === 'failed' && player.error) {
    return (
      <div className={styles.errorPanel} role="alert">
        <p>{t(playerErrorMessageKey[player.error.kind])}</p>
        {(player.error.kind === 'network' || player.error.kind === 'media') && (
          <button type="button" className={styles.textButton} onClick={player.retry}>
            {t('try_again')}
          </button>
        )}
      </div>
    );
  }
  if (busy) {
    return (
      <div className={styles.busy} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={player.status === 'recovering' ? styles.busyText : 'visually-hidden'}>
          {player.status === 'recovering' ? t('player_reconnecting') : t('loading')}
        </span>
      </div>
    );
  }
  if (media.paused && player.status === 'ready') {
    return (
      <button
        type="button"
        className={styles.bigPlay}
        onClick={onPlay}
        aria-label={media.ended ? t('player_play_again') : t('player_play')}
      >
        {media.ended ? <ReplayIcon /> : <PlayIcon />}
      </button>
    );
  }
  return null;
}
