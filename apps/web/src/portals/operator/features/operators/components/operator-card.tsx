import { useId, useState } from 'react';
import { OPERATOR_ROLES, type ManagedOperator, type OperatorRole } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useChangeOperatorRole } from '../api/change-operator-role';
import { useDeactivateOperator } from '../api/deactivate-operator';
import { useResendOperatorInvite } from '../api/resend-operator-invite';
import { useResetOperatorTwoFactor } from '../api/reset-operator-two-factor';
import styles from '@/components/ui/console-section.module.css';
import ownStyles from './operators-section.module.css';

interface OperatorCardProps {
  operator: ManagedOperator;
  /** The logged-in admin's own card: no deactivation or role change of oneself. */
  own: boolean;
  formatDate(iso: string): string;
  /** Told what happened, to say so where everyone hears it. */
  onDone(message: string): void;
}

/**
 * One operator: role, status, two-factor login and last login, and what an admin may do: change the role,
 * resend an invitation, reset two-factor login, deactivate (after a confirmation). A refusal shows on the card.
 */
export function OperatorCard({ operator, own, formatDate, onDone }: OperatorCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [confirming, setConfirming] = useState<'deactivate' | 'reset' | null>(null);
  const [failure, setFailure] = useState<string>();
  const changeRole = useChangeOperatorRole();
  const deactivate = useDeactivateOperator();
  const resend = useResendOperatorInvite();
  const reset = useResetOperatorTwoFactor();
  const busy = changeRole.isPending || deactivate.isPending || resend.isPending || reset.isPending;
  const name = operator.username;

  const run = async (action: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setFailure(undefined);
    try {
      await action();
      setConfirming(null);
      onDone(done);
    } catch (error) {
      setFailure(t(formErrorKey(error)));
    }
  };
  const active = operator.status !== 'deactivated';

  return (
    <li className={styles.card} aria-labelledby={`${id}-name`}>
      <div className={styles.cardHead}>
        <h3 id={`${id}-name`} className={styles.name}>
          {name}
        </h3>
        <span className={`${styles.status} ${styles[operator.status]}`}>
          {t(`operator_status_${operator.status}`)}
        </span>
      </div>
      {operator.email && <p className={styles.line}>{operator.email}</p>}
      <p className={styles.detail}>
        {t('operator_role')}: {t(`operator_role_${operator.role}`)}
      </p>
      <p className={styles.detail}>
        {operator.two_factor_enrolled ? t('operator_two_factor_on') : t('operator_two_factor_off')}
      </p>
      <p className={styles.detail}>
        {operator.last_login_at
          ? t('operator_last_login', { date: formatDate(operator.last_login_at) })
          : t('operator_never_logged_in')}
      </p>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {active && (
        <div className={styles.actions}>
          {!own && (
            <div className={ownStyles.roleChange}>
              <div>
                <label htmlFor={`${id}-role`}>{t('operator_role_of', { username: name })}</label>
                <select
                  id={`${id}-role`}
                  className={fieldStyles.input}
                  value={role}
                  onChange={(event) => setRole(event.target.value as OperatorRole)}
                >
                  {OPERATOR_ROLES.map((option) => (
                    <option key={option} value={option}>
                      {t(`operator_role_${option}`)}
                    </option>
                  ))}
                </select>
              </div>
              <Button
                variant="secondary"
                type="button"
                aria-disabled={busy || role === operator.role || undefined}
                onClick={() =>
                  role !== operator.role &&
                  void run(
                    () => changeRole.mutateAsync({ operator_id: operator.operator_id, role }),
                    t('operator_role_changed', { username: name }),
                  )
                }
              >
                {t('operator_change_role')}
              </Button>
            </div>
          )}
          {operator.status === 'invited' && (
            <Button
              variant="secondary"
              type="button"
              aria-disabled={busy || undefined}
              onClick={() =>
                void run(
                  () => resend.mutateAsync({ operator_id: operator.operator_id }),
                  t('operator_invite_resent', { username: name }),
                )
              }
            >
              {t('operator_resend_invite')}
            </Button>
          )}
          {operator.two_factor_enrolled && confirming === null && (
            <Button variant="secondary" type="button" onClick={() => setConfirming('reset')}>
              {t('operator_reset_two_factor')}
            </Button>
          )}
          {!own && confirming === null && (
            <Button variant="secondary" type="button" onClick={() => setConfirming('deactivate')}>
              {t('operator_deactivate')}
            </Button>
          )}
        </div>
      )}
      {confirming && (
        <div className={ownStyles.confirm} role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            {confirming === 'deactivate'
              ? t('operator_deactivate_confirm', { username: name })
              : t('operator_reset_two_factor_confirm', { username: name })}
          </p>
          <div className={styles.actions}>
            <Button
              variant="primary"
              type="button"
              aria-disabled={busy || undefined}
              onClick={() =>
                void run(
                  () =>
                    confirming === 'deactivate'
                      ? deactivate.mutateAsync({ operator_id: operator.operator_id })
                      : reset.mutateAsync({ operator_id: operator.operator_id }),
                  confirming === 'deactivate'
                    ? t('operator_deactivated', { username: name })
                    : t('operator_two_factor_was_reset', { username: name }),
                )
              }
            >
              {confirming === 'deactivate' ? t('operator_deactivate') : t('operator_reset_two_factor')}
            </Button>
            <Button variant="secondary" type="button" onClick={() => setConfirming(null)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
