import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { useLibrary } from '../features/libraries/api/get-libraries';
import { LibraryDetailsSection } from '../features/libraries/components/library-details-section';
import { EhubSection } from '../features/ehub/components/ehub-section';
import { PatronAuthSection } from '../features/patron-auth/components/patron-auth-section';
import { CardsSection } from '../features/cards/components/cards-section';
import { LibrariansSection } from '../features/librarians/components/librarians-section';
import { BrandingSection } from '../features/branding/components/branding-section';
import listStyles from '../features/libraries/components/libraries.module.css';
import styles from './operator-pages.module.css';

/**
 * One library in the console: its details, patron authentication, cards, librarians, branding and eHUB secret,
 * each a section of its own feature. The heading names the library and takes the focus when the page opens,
 * so a screen reader starts there (after a creation, with the note that it was created).
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const libraryId = Number(useParams().libraryId);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const operator = useCurrentOperator();
  const role = operator?.role ?? 'support';
  const library = useLibrary(libraryId);
  const name = library.data?.name;
  usePageTitle(name ?? (library.data === null ? t('operator_library_not_found') : undefined));
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = library.data !== undefined;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown, libraryId]);

  return (
    <div className={styles.screen}>
      <p>
        <Link to={paths.operator.libraries.href({ lang })}>{t('operator_libraries_back')}</Link>
      </p>
      <div className={listStyles.pageHeader}>
        <h1 ref={heading} tabIndex={-1}>
          {library.data === null ? t('operator_library_not_found') : (name ?? t('operator_library'))}
        </h1>
        <p role="status" className={listStyles.notice}>
          {created && library.data ? t('operator_library_created') : ''}
        </p>
      </div>
      {library.data !== null && (
        <>
          <LibraryDetailsSection libraryId={libraryId} role={role} />
          <EhubSection libraryId={libraryId} role={role} configured={library.data?.ehub_configured} />
          <PatronAuthSection libraryId={libraryId} role={operator?.role} />
          <CardsSection libraryId={libraryId} role={operator?.role} />
          <LibrariansSection libraryId={libraryId} role={operator?.role} />
          <BrandingSection libraryId={libraryId} libraryName={name} role={role} />
        </>
      )}
    </div>
  );
}
