import { useTranslation } from '@/lib/i18n-react';
import type { LoanMessage } from '../refusal-message';
import styles from './loan-box.module.css';

/** Why a loan or a loans-left check failed, announced as it appears (role alert). */
export function LoanAlert({ message }: { message: LoanMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {t(message.key, message.values)}
    </p>
  );
}
