import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language, PastLoan, TitleSummary } from '@filmhyllan/contract';
import buttonStyles from '@/components/ui/button.module.css';
import { LoadError } from '@/components/ui/load-error';
import statusStyles from '@/components/ui/status.module.css';
import { languageLocales } from '@/lib/format';
import { usePastLoans } from '../api/get-past-loans';
import { formatMoment } from '../loan-format';
import styles from './past-loans.module.css';
import { dateTimeFormat } from '@/lib/intl';

interface PastLoansProps {
  language: Language;
  /** The title's name as the catalogue shows it (its display-name rules belong to the catalogue). */
  titleName(title: TitleSummary): string;
  /** The library's name, when it is known. */
  libraryName(libraryId: number): string | undefined;
  /** The title page of the loan's library, where a running loan is watched. */
  titleHref(loan: PastLoan): string;
  /** The title's poster, when the screen has one to show. */
  poster?: ((loan: PastLoan, name: string) => ReactNode) | undefined;
}

/** The day a loan started, in the patron's own time zone: '14 mars 2026'. */
const formatStartDay = (timestamp: string, language: Language): string =>
  dateTimeFormat(languageLocales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(timestamp));

/**
 * The logged-in user's loans, newest first (spec section 2, profile): title, library and the day it was
 * borrowed. A running loan says until when and links to its title page, which offers Watch without a new loan.
 */
export function PastLoans(props: PastLoansProps) {
  const { t } = useTranslation();
  const loans = usePastLoans();

  if (loans.isPending) return <p>{t('loading')}</p>;
  if (loans.isError) {
    return <LoadError message={t('error_generic_body')} onRetry={() => void loans.refetch()} />;
  }
  if (loans.data.loans.length === 0) return <p className={statusStyles.empty}>{t('past_loans_empty')}</p>;
  return (
    <ul className={styles.list}>
      {loans.data.loans.map((loan) => (
        <PastLoanItem key={loan.loan_id} loan={loan} {...props} />
      ))}
    </ul>
  );
}

function PastLoanItem({
  loan,
  language,
  titleName,
  libraryName,
  titleHref,
  poster,
}: PastLoansProps & { loan: PastLoan }) {
  const { t } = useTranslation();
  const id = useId();
  const name = titleName(loan.title);
  const library = libraryName(loan.library_id);
  const href = titleHref(loan);
  return (
    <li className={`${styles.loan} ${loan.is_active ? styles.active : ''}`}>
      {poster && (
        // The name is the link beside it: the poster adds nothing for a screen reader.
        <div className={styles.poster} aria-hidden="true">
          {poster(loan, name)}
        </div>
      )}
      <div className={styles.details}>
        <p className={styles.title}>
          <Link id={`${id}-title`} to={href}>
            {name}
          </Link>
        </p>
        {library && <p className={styles.meta}>{t('past_loan_library', { library })}</p>}
        <p className={styles.meta}>{t('borrowed_on', { date: formatStartDay(loan.started_at, language) })}</p>
        {loan.is_active && (
          <>
            <p className={styles.running}>
              {t('loan_active_until', { date: formatMoment(loan.ends_at, language) })}
            </p>
            <Link
              to={href}
              className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small} ${styles.watch}`}
              aria-describedby={`${id}-title`}
            >
              {t('watch')}
            </Link>
          </>
        )}
      </div>
    </li>
  );
}
