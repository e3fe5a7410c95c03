import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import styles from './route-error.module.css';

/**
 * A screen's error boundary: a screen that fails (or whose code failed to load) shows this in place of itself,
 * the header and footer stay. The error goes to the console (spec section 8: failed route loading is logged).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={styles.box} role="alert">
      <h1>{notFound ? t('not_found_title') : t('error_title')}</h1>
      <p>{notFound ? t('not_found_body') : t('error_generic_body')}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('try_again')}
      </Button>
    </div>
  );
}
