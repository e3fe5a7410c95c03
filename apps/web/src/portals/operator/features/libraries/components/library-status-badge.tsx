import { useTranslation } from '@/lib/i18n-react';
import styles from './libraries.module.css';

/** Active or deactivated, in words (not by colour alone). */
export function LibraryStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${active ? styles.badgeActive : styles.badgeInactive}`}>
      {active ? t('operator_library_active') : t('operator_library_inactive')}
    </span>
  );
}
