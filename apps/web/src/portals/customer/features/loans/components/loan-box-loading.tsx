import { useTranslation } from '@/lib/i18n-react';
import styles from './loan-box.module.css';

/**
 * The loan box while its module loads (the card form, with react-hook-form and the contract's schemas, is a chunk
 * of its own, so a title page draws its title first): the box's frame and heading, as tall as the card form, so
 * that nothing below it moves when the form arrives.
 */
export function LoanBoxLoading() {
  const { t } = useTranslation();
  return (
    <section className={`${styles.box} ${styles.loading}`} aria-busy="true" aria-label={t('borrow')}>
      <h2 className={styles.heading}>{t('borrow')}</h2>
    </section>
  );
}
