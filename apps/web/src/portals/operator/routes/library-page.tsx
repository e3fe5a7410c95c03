import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { LibraryDetailsSection } from '../features/libraries/components/library-details-section';
import { EhubSection } from '../features/ehub/components/ehub-section';
import { PatronAuthSection } from '../features/patron-auth/components/patron-auth-section';
import { CardsSection } from '../features/cards/components/cards-section';
import { LibrariansSection } from '../features/librarians/components/librarians-section';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { BrandingSection } from '../features/branding/components/branding-section';
import styles from './operator-pages.module.css';

/**
 * One library in the console: its details, patron authentication, cards, librarians, branding and eHUB secret,
 * each a section of its own feature.
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const libraryId = Number(useParams().libraryId);
  const operator = useCurrentOperator();
  usePageTitle(t('operator_library'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_library')}</h1>
      <LibraryDetailsSection libraryId={libraryId} />
      <EhubSection libraryId={libraryId} />
      <PatronAuthSection libraryId={libraryId} />
      <CardsSection libraryId={libraryId} />
      <LibrariansSection libraryId={libraryId} role={operator?.role} />
      <BrandingSection libraryId={libraryId} />
    </div>
  );
}
