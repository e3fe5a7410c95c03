import { useId } from 'react';
import { useParams } from 'react-router';
import type { Language, OperatorRole } from '@filmhyllan/contract';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { useLibrary } from '../api/get-libraries';
import { LibraryForm } from './library-form';
import { LibraryStatusAction } from './library-status-action';
import { LibraryStatusBadge } from './library-status-badge';
import { LibrarySummary } from './library-summary';
import styles from './libraries.module.css';

/**
 * The library's details (save_library) and its deactivation. Only admins change a library (the contract's
 * roles); editors and support read the same details as text, without any button that would be refused.
 */
export function LibraryDetailsSection({ libraryId, role }: { libraryId: number; role: OperatorRole }) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const headingId = useId();
  const library = useLibrary(libraryId);
  const admin = role === 'admin';

  return (
    <section id="details" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('operator_library_details')}</h2>
      {library.isError ? (
        <LoadError message={t('error_generic_body')} onRetry={() => void library.refetch()} />
      ) : (
        library.data && (
          <>
            <div className={styles.statusRow}>
              <p className={styles.statusText}>
                {t('operator_library_status')}: <LibraryStatusBadge active={library.data.active} />
              </p>
              {admin && <LibraryStatusAction library={library.data} />}
            </div>
            {admin ? (
              <LibraryForm key={library.data.library_id} library={library.data} language={language} />
            ) : (
              <LibrarySummary library={library.data} language={language} />
            )}
          </>
        )
      )}
    </section>
  );
}
