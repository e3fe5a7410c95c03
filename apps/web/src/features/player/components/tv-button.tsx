import { useTranslation } from '@/lib/i18n-react';
import type { TvCasting } from '../use-tv-casting';
import { AirPlayIcon, CastIcon, ScreenIcon } from './player-icons';
import styles from './video-player.module.css';

const LABELS = { cast: 'player_cast', airplay: 'player_airplay', remote: 'player_remote_playback' } as const;
const ICONS = { cast: CastIcon, airplay: AirPlayIcon, remote: ScreenIcon } as const;

/**
 * The one TV button (docs/decisions/060), only while a TV can be reached: pressed while the film plays there,
 * labelled "Connecting to the TV" while the device is being connected.
 */
export function TvButton({ tv }: { tv: TvCasting }) {
  const { t } = useTranslation();
  if (!tv.target) return null;
  const Icon = ICONS[tv.target];
  const label = tv.connection === 'connecting' ? t('player_tv_connecting') : t(LABELS[tv.target]);
  return (
    <button
      type="button"
      className={styles.control}
      onClick={tv.choose}
      aria-pressed={tv.connection === 'connected'}
      aria-label={label}
      title={label}
      data-tv={tv.target}
      data-connection={tv.connection}
    >
      <Icon />
    </button>
  );
}

/** "Playing on <device>" while the film plays on a TV. */
export function TvNotice({ tv }: { tv: TvCasting }) {
  const { t } = useTranslation();
  if (tv.connection !== 'connected') return null;
  return (
    <p className={styles.castNotice}>
      {tv.deviceName ? t('player_playing_on', { device: tv.deviceName }) : t('player_playing_elsewhere')}
    </p>
  );
}
