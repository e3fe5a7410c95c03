import { useState } from 'react';
import type { ApiToken } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { Modal } from '@/components/ui/modal';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useRevokeApiToken } from '../api/revoke-api-token';

interface RevokeApiTokenDialogProps {
  /** The token to revoke; the dialog is closed without one. */
  token: ApiToken | undefined;
  onClose(): void;
  onRevoked(token: ApiToken): void;
}

/** Asks before revoking a token and says what it does (its scripts stop at once); a refusal is shown in it. */
export function RevokeApiTokenDialog({ token, onClose, onRevoked }: RevokeApiTokenDialogProps) {
  const { t } = useTranslation();
  const revoke = useRevokeApiToken();
  const [failure, setFailure] = useState('');
  const close = () => {
    setFailure('');
    onClose();
  };
  const confirm = () => {
    if (!token || revoke.isPending) return;
    setFailure('');
    revoke.mutate(
      { token_id: token.token_id },
      {
        onSuccess: ({ api_token }) => onRevoked(api_token),
        onError: (error) => setFailure(t(formErrorKey(error))),
      },
    );
  };
  const name = token?.name ?? '';
  return (
    <Modal
      open={!!token}
      title={t('token_revoke_title', { name })}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>{t('token_cancel')}</Button>
          <Button
            variant="primary"
            aria-disabled={revoke.isPending || undefined}
            aria-busy={revoke.isPending || undefined}
            onClick={confirm}
          >
            {t('token_revoke')}
          </Button>
        </>
      }
    >
      <p>{t('token_revoke_body')}</p>
      <div role="alert" className={fieldStyles.formError}>
        {failure}
      </div>
    </Modal>
  );
}
