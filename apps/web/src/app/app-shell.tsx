import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { PRODUCT_NAME } from '@/lib/build-options';
import { useGlobalLoading } from '@/lib/network-state';
import { composePageTitle, usePageTitlePart } from '@/lib/page-title';
import { useSite } from '@/lib/site';
import { BrowserSupportNotice } from './browser-support-notice';
import { CookieConsent } from './cookie-consent';
import { ErrorPopup } from './error-popup';
import styles from './app-shell.module.css';

export const isStagingHost = (hostname: string): boolean => /(^|[.-])staging([.-]|$)/.test(hostname);

/**
 * The tab title (spec section 1): 'Bibliotek | Filmhyllan' in the librarian area (key page_title), the product
 * name elsewhere, after the page's own name (usePageTitle); staging hosts get a prefix so that nobody mistakes
 * them for the live service.
 */
export function pageTitle(base: string, stagingPrefix: string, hostname: string): string {
  return isStagingHost(hostname) ? `${stagingPrefix} ${base}` : base;
}

/** What every page has around its portal: skip link, loader, notices, consent banner, error popups. */
export function AppShell() {
  const { t } = useTranslation();
  const { portal } = useSite();
  const navigation = useNavigation();
  const loading = useGlobalLoading() || navigation.state === 'loading';
  const base =
    portal === 'librarian'
      ? t('page_title')
      : portal === 'operator'
        ? `${PRODUCT_NAME} ${t('operator_badge')}`
        : PRODUCT_NAME;
  const stagingPrefix = t('staging_prefix');
  const part = usePageTitlePart();

  useEffect(() => {
    document.title = pageTitle(composePageTitle(part, base), stagingPrefix, window.location.hostname);
  }, [part, base, stagingPrefix]);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('skip_to_content')}
      </a>
      <ProgressBar active={loading} />
      <BrowserSupportNotice />
      <Outlet />
      <CookieConsent />
      <ErrorPopup />
    </>
  );
}
