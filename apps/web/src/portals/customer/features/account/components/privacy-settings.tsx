import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { SESSION_COOKIE_MAX_AGE } from '@/lib/session';
import { useDownloadMyData } from '../api/export-my-data';
import { usePrivacyOverview } from '../api/get-privacy-overview';
import { useSetKeepLoanHistory } from '../api/set-keep-loan-history';
import styles from './privacy-settings.module.css';

/**
 * "Your data" on the settings screen (issue 14): the loan history switch (off by default: loans lose their link
 * to the user after the server's link days), what is stored now with how long it is kept, and the download of
 * everything stored as a JSON file. The switch saves at once and says so; failures are shown beside it.
 */
export function PrivacySettings() {
  const { t } = useTranslation();
  const overview = usePrivacyOverview();
  const keep = useSetKeepLoanHistory();
  const download = useDownloadMyData();
  const tableId = useId();

  if (overview.isError) {
    return <LoadError message={t('profile_data_failed')} onRetry={() => void overview.refetch()} />;
  }
  const data = overview.data;
  if (!data) return <p>{t('loading')}</p>;
  const days = data.loan_patron_link_days;
  const sessionDays = Math.round(SESSION_COOKIE_MAX_AGE / 86_400);
  const rows: { kind: string; amount: string; kept: string }[] = [
    {
      kind: t('stored_linked_loans'),
      amount: String(data.stored.linked_loans),
      kept: data.keep_loan_history ? t('retention_loans_kept') : t('retention_loans', { days }),
    },
    {
      kind: t('stored_saved_cards'),
      amount: String(data.stored.saved_cards),
      kept: t('retention_until_removed'),
    },
    {
      kind: t('stored_favourites'),
      amount: String(data.stored.favourites),
      kept: t('retention_until_removed'),
    },
    {
      kind: t('stored_watch_positions'),
      amount: String(data.stored.watch_positions),
      kept: t('retention_account'),
    },
    {
      kind: t('stored_sessions'),
      amount: String(data.stored.sessions),
      kept: t('retention_sessions', { days: sessionDays }),
    },
    {
      kind: t('stored_newsletter'),
      amount: data.stored.newsletter ? t('stored_newsletter_yes') : t('stored_newsletter_no'),
      kept: t('retention_newsletter'),
    },
  ];

  return (
    <div className={styles.privacy}>
      <div className={styles.choice}>
        <Field
          variant="checkbox"
          label={t('keep_loan_history')}
          hint={t('keep_loan_history_hint', { days })}
          error={keep.isError ? t('keep_loan_history_failed') : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={keep.isPending ? keep.variables : data.keep_loan_history}
              aria-disabled={keep.isPending || undefined}
              onChange={(event) => {
                if (!keep.isPending) keep.mutate(event.target.checked);
              }}
            />
          )}
        </Field>
        <p role="status" className={styles.status}>
          {keep.isSuccess
            ? data.keep_loan_history
              ? t('keep_loan_history_on')
              : t('keep_loan_history_off')
            : ''}
        </p>
      </div>

      <div>
        <h3 id={tableId} className={styles.subheading}>
          {t('what_we_store')}
        </h3>
        <p className={styles.intro}>{t('what_we_store_intro')}</p>
        <table className={styles.table} aria-labelledby={tableId}>
          <thead>
            <tr>
              <th scope="col">{t('stored_kind')}</th>
              <th scope="col">{t('stored_amount')}</th>
              <th scope="col">{t('stored_retention')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.kind}>
                <th scope="row">{row.kind}</th>
                <td>{row.amount}</td>
                <td>{row.kept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className={styles.download}>
        <p className={styles.intro}>{t('download_my_data_hint')}</p>
        <div>
          <Button
            aria-disabled={download.isPending || undefined}
            onClick={() => {
              if (!download.isPending) download.mutate();
            }}
          >
            {t('download_my_data')}
          </Button>
        </div>
        <p role="alert" className={styles.error}>
          {download.isError ? t('download_my_data_failed') : ''}
        </p>
      </div>
    </div>
  );
}
