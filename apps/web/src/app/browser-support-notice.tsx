import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { detectBrowserFeatures, isBrowserSupported } from '@/lib/browser-support';
import styles from './browser-support-notice.module.css';

/** Shown when this browser cannot run the app or play HLS; suggests Safari or Google Chrome. */
export function BrowserSupportNotice() {
  const { t } = useTranslation();
  const [supported] = useState(() => isBrowserSupported(detectBrowserFeatures()));
  const [dismissed, setDismissed] = useState(false);
  if (supported || dismissed) return null;
  return (
    <div className={styles.notice} role="region" aria-label={t('browser_not_supported_title')}>
      <p>
        <strong>{t('browser_not_supported_title')}</strong> {t('browser_not_supported')}
      </p>
      <Button size="small" variant="secondary" onClick={() => setDismissed(true)}>
        {t('close')}
      </Button>
    </div>
  );
}
