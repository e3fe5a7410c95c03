import { useState } from 'react';
import { useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { LoadError } from '@/components/ui/load-error';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { dateTimeFormat } from '@/lib/intl';
import { formErrorKey } from '@/lib/form-errors';
import { useOperators } from '../api/get-operators';
import { InviteOperatorForm } from './invite-operator-form';
import { OperatorCard } from './operator-card';
import styles from '@/components/ui/console-section.module.css';

/**
 * The operator accounts for an admin: the invitation form and one card per operator. What happened is said in
 * one status line that everyone hears.
 */
export function OperatorsSection({ ownUsername }: { ownUsername: string }) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const operators = useOperators();
  const [notice, setNotice] = useState('');
  const time = dateTimeFormat(languageLocales[language], { dateStyle: 'short', timeStyle: 'short' });
  const formatDate = (iso: string) => time.format(new Date(iso));

  return (
    <div className={styles.section}>
      <p role="status" className={`${styles.notice} ${notice ? styles.success : ''}`}>
        {notice}
      </p>
      <InviteOperatorForm
        onInvited={(operator) => setNotice(t('operator_invited', { username: operator.username }))}
      />
      <section aria-labelledby="operators-list-title" className={styles.section}>
        <h2 id="operators-list-title">{t('operator_accounts')}</h2>
        {operators.isError ? (
          <LoadError message={t(formErrorKey(operators.error))} onRetry={() => void operators.refetch()} />
        ) : operators.data ? (
          <ul className={styles.list}>
            {operators.data.operators.map((operator) => (
              <OperatorCard
                key={operator.operator_id}
                operator={operator}
                own={operator.username.toLowerCase() === ownUsername.toLowerCase()}
                formatDate={formatDate}
                onDone={setNotice}
              />
            ))}
          </ul>
        ) : (
          <p>{t('loading')}</p>
        )}
      </section>
    </div>
  );
}
