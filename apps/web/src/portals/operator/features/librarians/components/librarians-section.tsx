import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import type { Language, ManagedLibrarian, OperatorRole } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import statusStyles from '@/components/ui/status.module.css';
import { formErrorKey } from '@/lib/form-errors';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { dateTimeFormat } from '@/lib/intl';
import { useLibrarians } from '../api/get-librarians';
import { useResendLibrarianInvite } from '../api/resend-librarian-invite';
import { DeactivateLibrarianDialog } from './deactivate-librarian-dialog';
import { InviteLibrarianForm } from './invite-librarian-form';
import styles from '@/components/ui/console-section.module.css';

/** What each operator role may do here, as the API's roles say (docs/decisions/035). */
export const librarianPermissions = (role: OperatorRole | undefined) => ({
  list: role === 'admin' || role === 'support',
  invite: role === 'admin',
  resend: role === 'admin' || role === 'support',
  deactivate: role === 'admin',
});

/** The outcome of the last change, read out where it happened. */
type Notice = { kind: 'success' | 'error'; text: string } | undefined;

/**
 * The library's librarians in the console: each with e-mail, status and the invitation's expiry; an invite form,
 * resending an invitation and deactivation behind a confirmation. Only what the operator's role may do is shown
 * (an editor sees nothing: the list is not theirs to read). Each outcome is read out in a live region.
 */
export function LibrariansSection({
  libraryId,
  role,
}: {
  libraryId: number;
  role?: OperatorRole | undefined;
}) {
  const { t } = useTranslation();
  const focusAfterRender = useFocusAfterRender();
  const headingId = useId();
  const may = librarianPermissions(role);
  const librarians = useLibrarians(libraryId, may.list);
  const resend = useResendLibrarianInvite();
  const [notice, setNotice] = useState<Notice>();
  const [deactivating, setDeactivating] = useState<ManagedLibrarian>();

  if (!may.list) return null;

  const resendTo = (librarian: ManagedLibrarian) => {
    if (resend.isPending) return;
    setNotice(undefined);
    resend.mutate(
      { librarian_id: librarian.librarian_id },
      {
        onSuccess: () =>
          setNotice({
            kind: 'success',
            text: t('operator_librarian_resent', { email: librarian.email ?? librarian.username }),
          }),
        onError: (error) => setNotice({ kind: 'error', text: t(formErrorKey(error)) }),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('operator_librarians_title')}</h2>
      {/* Both regions are always there, so that a message put into one is announced. */}
      <div role="status" className={styles.notice}>
        {notice?.kind === 'success' && <p className={styles.success}>{notice.text}</p>}
      </div>
      <div role="alert" className={styles.notice}>
        {notice?.kind === 'error' && <p className={styles.failure}>{notice.text}</p>}
      </div>
      {librarians.isError ? (
        <LoadError message={t('operator_librarians_load_failed')} onRetry={() => void librarians.refetch()} />
      ) : librarians.data ? (
        <LibrarianList
          librarians={librarians.data.librarians}
          resendBusy={resend.isPending}
          onResend={may.resend ? resendTo : undefined}
          onDeactivate={
            may.deactivate
              ? (librarian) => {
                  setNotice(undefined);
                  setDeactivating(librarian);
                }
              : undefined
          }
        />
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
      {may.invite && (
        <InviteLibrarianForm
          libraryId={libraryId}
          onInvited={(librarian) =>
            setNotice({
              kind: 'success',
              text: t('operator_librarian_invited', {
                username: librarian.username,
                email: librarian.email ?? '',
              }),
            })
          }
        />
      )}
      {may.deactivate && (
        <DeactivateLibrarianDialog
          librarian={deactivating}
          onClose={() => setDeactivating(undefined)}
          onDeactivated={(librarian) => {
            setDeactivating(undefined);
            setNotice({
              kind: 'success',
              text: t('operator_librarian_deactivated', { username: librarian.username }),
            });
            // Its Deactivate button is gone: the focus goes to the librarian's name, not to the page's start.
            focusAfterRender(nameId(librarian));
          }}
        />
      )}
    </section>
  );
}

const nameId = (librarian: ManagedLibrarian) => `librarian-${librarian.librarian_id}`;

interface LibrarianListProps {
  librarians: readonly ManagedLibrarian[];
  resendBusy: boolean;
  /** Absent when the operator may not resend. */
  onResend: ((librarian: ManagedLibrarian) => void) | undefined;
  /** Absent when the operator may not deactivate. */
  onDeactivate: ((librarian: ManagedLibrarian) => void) | undefined;
}

/** One card per librarian (a table would not fit a phone): name, status, e-mail, dates and what may be done. */
function LibrarianList({ librarians, resendBusy, onResend, onDeactivate }: LibrarianListProps) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  if (librarians.length === 0) return <p className={statusStyles.empty}>{t('operator_librarians_none')}</p>;
  const time = dateTimeFormat(languageLocales[language] ?? 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string) => time.format(new Date(iso));
  return (
    <ul className={styles.list}>
      {librarians.map((librarian) => {
        const expires = librarian.invite_expires_at;
        const expired = expires !== null && Date.parse(expires) <= Date.now();
        const canResend = !!onResend && librarian.status === 'invited';
        const canDeactivate = !!onDeactivate && librarian.status !== 'deactivated';
        return (
          <li key={librarian.librarian_id} className={styles.card}>
            <div className={styles.cardHead}>
              <h3 id={nameId(librarian)} tabIndex={-1} className={styles.name}>
                {librarian.username}
              </h3>
              <span className={`${styles.status} ${styles[librarian.status]}`}>
                {t(`operator_librarian_status_${librarian.status}`)}
              </span>
            </div>
            <p className={styles.line}>{librarian.email ?? t('operator_librarian_no_email')}</p>
            {librarian.status === 'invited' && expires && (
              <p className={expired ? styles.expired : styles.detail}>
                {t(expired ? 'operator_librarian_invite_expired' : 'operator_librarian_invite_valid_until', {
                  time: when(expires),
                })}
              </p>
            )}
            {librarian.status !== 'invited' && (
              <p className={styles.detail}>
                {librarian.last_login_at
                  ? t('operator_last_login', { date: when(librarian.last_login_at) })
                  : t('operator_never_logged_in')}
              </p>
            )}
            <p className={styles.detail}>
              {t('operator_librarian_added', { time: when(librarian.created_at) })}
            </p>
            {(canResend || canDeactivate) && (
              <div className={styles.actions}>
                {canResend && (
                  <Button
                    size="small"
                    // The visible text first, then whose (label in name, WCAG 2.5.3).
                    aria-label={`${t('operator_librarian_resend')}: ${librarian.username}`}
                    aria-disabled={resendBusy || undefined}
                    onClick={() => onResend?.(librarian)}
                  >
                    {t('operator_librarian_resend')}
                  </Button>
                )}
                {canDeactivate && (
                  <Button
                    size="small"
                    aria-label={`${t('operator_librarian_deactivate')}: ${librarian.username}`}
                    onClick={() => onDeactivate?.(librarian)}
                  >
                    {t('operator_librarian_deactivate')}
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
