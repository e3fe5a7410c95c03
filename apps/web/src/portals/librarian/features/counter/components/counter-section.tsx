import type { SushiCredentials as Credentials } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import { CounterReportForm } from './counter-report-form';
import { SushiCredentials } from './sushi-credentials';
import styles from './counter.module.css';

/**
 * Usage in the COUNTER 5.1 standard form on the statistics screen (issue 29, docs/decisions/063): the SUSHI
 * credentials a consortium's harvester needs, and the IR_M1 report as a tabular CSV file.
 */
export function CounterSection({
  credentials,
  onRotated,
  today,
}: {
  credentials: Credentials;
  onRotated(credentials: Credentials): void;
  today?: Date;
}) {
  const { t } = useTranslation();
  const serverUrl = `${window.location.origin}/api/sushi/r51`;
  return (
    <section aria-labelledby="counter-heading" className={styles.section}>
      <h2 id="counter-heading">{t('counter_heading')}</h2>
      <p className={styles.muted}>{t('counter_intro')}</p>
      <div className={styles.parts}>
        <SushiCredentials credentials={credentials} serverUrl={serverUrl} onRotated={onRotated} />
        <CounterReportForm {...(today ? { today } : {})} />
      </div>
    </section>
  );
}
