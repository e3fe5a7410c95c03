import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import styles from './player-dialog.module.css';
import controlStyles from './video-player.module.css';

/** The player dialog's spinner: while the player loads, and while it finds where to resume. */
export function PlayerWaiting({ closeButton }: { closeButton?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.waiting} role="status">
      <span className={controlStyles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
      {closeButton && <div className={styles.waitingClose}>{closeButton}</div>}
    </div>
  );
}
