import { useId } from 'react';
import { useParams } from 'react-router';
import type { Language, OperatorRole } from '@filmhyllan/contract';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { usePatronAuth } from '../api/get-patron-auth';
import { PatronAuthForm } from './patron-auth-form';
import { SelfTestPanel } from './self-test-panel';
import styles from './patron-auth-section.module.css';

/** What each role may do here, as the API's roles say (docs/decisions/039): support reads and tests. */
export const patronAuthPermissions = (role: OperatorRole | undefined) => ({
  read: role === 'admin' || role === 'support',
  save: role === 'admin',
});

/** How the library's patrons are checked (directory or SIP2), the card-number rule, the PIN keyboard and the self-test. */
export function PatronAuthSection({
  libraryId,
  role,
}: {
  libraryId: number;
  role?: OperatorRole | undefined;
}) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const headingId = useId();
  const may = patronAuthPermissions(role);
  const settings = usePatronAuth(libraryId, may.read);
  if (!may.read) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('operator_patron_auth_title')}</h2>
      {settings.isError ? (
        <LoadError message={t('operator_patron_auth_load_failed')} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <>
          <PatronAuthForm
            key={settings.data.settings.library_id}
            settings={settings.data.settings}
            readOnly={!may.save || settings.data.settings.managed_by === 'file'}
            language={language}
          />
          {settings.data.settings.mode === 'sip2' && (
            <SelfTestPanel libraryId={libraryId} pinFormat={settings.data.settings.pin_format} />
          )}
        </>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </section>
  );
}
