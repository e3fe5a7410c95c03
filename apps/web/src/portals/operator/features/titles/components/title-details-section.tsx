import { useId } from 'react';
import { useParams } from 'react-router';
import type { Language, OperatorRole } from '@filmhyllan/contract';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { useTitle } from '../api/get-titles';
import { TitleForm } from './title-form';
import styles from './titles.module.css';

/** Whether a role may change titles (save_title's roles): support reads. */
export const canEditTitles = (role: OperatorRole | undefined): boolean =>
  role === 'admin' || role === 'editor';

/**
 * The title's details (save_title). Admins and editors change them; support reads the same form's values with
 * a note, without a button that would be refused.
 */
export function TitleDetailsSection({ titleId, role }: { titleId: number; role: OperatorRole | undefined }) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const headingId = useId();
  const title = useTitle(titleId);
  return (
    <section id="details" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('operator_title_details')}</h2>
      {title.isError ? (
        <LoadError message={t('error_generic_body')} onRetry={() => void title.refetch()} />
      ) : (
        title.data &&
        (canEditTitles(role) ? (
          <TitleForm key={title.data.title_id} title={title.data} language={language} />
        ) : (
          <p className={styles.readOnlyNote}>{t('operator_titles_editors_only')}</p>
        ))
      )}
    </section>
  );
}
