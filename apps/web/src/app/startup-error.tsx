import { useEffect, useState } from 'react';
import type { I18n } from '@/lib/i18n';
import type { Language } from '@filmhyllan/contract';
import { createI18n } from '@/lib/i18n';
import { PRODUCT_NAME } from '@/lib/build-options';
import { Button } from '@/components/ui/button';
import styles from './startup-error.module.css';

/** The app could not start (no session or no translations): say so in the page's language and offer a retry. */
export function StartupError({ language, onRetry }: { language: Language; onRetry(): void }) {
  const i18n = useBootstrapI18n(language);
  if (!i18n) return null;
  const t = i18n.getFixedT(language);
  return (
    <main className={styles.screen} id="main">
      <div className={styles.card} role="alert">
        <p className={styles.brand}>{PRODUCT_NAME}</p>
        <h1>{t('error_title')}</h1>
        <p>{t('error_generic_body')}</p>
        <Button variant="primary" onClick={onRetry}>
          {t('try_again')}
        </Button>
      </div>
    </main>
  );
}

/** The bundled start-up strings (the server's translations are what failed to load). */
function useBootstrapI18n(language: Language): I18n | undefined {
  const [instance, setInstance] = useState<I18n>();
  useEffect(() => {
    let live = true;
    void createI18n(language).then((created) => live && setInstance(created));
    return () => {
      live = false;
    };
  }, [language]);
  return instance;
}
