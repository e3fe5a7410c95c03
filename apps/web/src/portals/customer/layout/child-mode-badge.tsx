import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useTranslation } from '@/lib/i18n-react';
import { ChildModeHelp } from './child-mode-help';
import type { ChildModeSource } from './use-child-mode';
import styles from './child-mode-badge.module.css';

/**
 * The header's "Child mode" badge, shown while child mode is on: a button that opens what it means and how to
 * leave it. Its accessible name says that child mode is on and contains the visible word (WCAG 2.5.3).
 */
export function ChildModeBadge({ source }: { source: Exclude<ChildModeSource, null> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.badge}
        aria-haspopup="dialog"
        aria-label={t('child_mode_badge_label')}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <circle cx="12" cy="7" r="3.5" fill="currentColor" />
          <path d="M5 21c0-4 3-7 7-7s7 3 7 7z" fill="currentColor" />
        </svg>
        {t('child_mode_badge')}
      </button>
      <Modal
        open={open}
        title={t('child_mode_is_on')}
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>{t('close')}</Button>}
      >
        <ChildModeHelp source={source} onNavigate={() => setOpen(false)} />
      </Modal>
    </>
  );
}
