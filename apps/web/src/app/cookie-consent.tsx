import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { consentStore, decide, useConsent, useConsentEditing } from '@/lib/consent';
import styles from './cookie-consent.module.css';

/**
 * The cookie-consent banner: shown until the visitor decides. Necessary cookies are always on; analytics stay
 * off unless accepted (all, or chosen in the custom selection).
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const consent = useConsent();
  const editing = useConsentEditing();
  const [customisingNow, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(consent.categories.analytics);
  const headingId = useId();
  if (consent.choice !== 'none' && !editing) return null;
  const customising = customisingNow || editing;

  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            {t('cookie_banner_title')}
          </h2>
          <p>{t('cookie_banner_text')}</p>
          {customising && (
            <fieldset className={styles.categories}>
              <legend className="visually-hidden">{t('cookie_settings')}</legend>
              <label className={styles.category}>
                <input type="checkbox" checked disabled />
                <span>
                  <strong>{t('necessary_cookies')}</strong>{' '}
                  <span className={styles.always}>{t('always_on')}</span>
                  <span className={styles.hint}>{t('necessary_cookies_description')}</span>
                </span>
              </label>
              <label className={styles.category}>
                <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
                <span>
                  <strong>{t('analytics_cookies')}</strong>
                  <span className={styles.hint}>{t('analytics_cookies_description')}</span>
                </span>
              </label>
            </fieldset>
          )}
        </div>
        <div className={styles.actions}>
          {customising ? (
            <Button variant="primary" onClick={() => consentStore.save(decide('custom', analytics))}>
              {t('save_choices')}
            </Button>
          ) : (
            <>
              <Button variant="primary" onClick={() => consentStore.save(decide('all'))}>
                {t('accept_all')}
              </Button>
              <Button onClick={() => consentStore.save(decide('necessary'))}>{t('only_necessary')}</Button>
              <Button variant="ghost" onClick={() => setCustomising(true)}>
                {t('customise')}
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
