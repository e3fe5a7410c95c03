import { useId, useState } from 'react';
import type { SushiCredentials as Credentials } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import fieldStyles from '@/components/ui/field.module.css';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useRotateSushiKey } from '../api/rotate-sushi-key';
import styles from './counter.module.css';

/** One credential: read-only, selected on focus, with a copy button whose outcome is announced. */
function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input
          id={id}
          className={fieldStyles.input}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          size="small"
          aria-label={t('sushi_copy', { name: label })}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {t('sushi_copy_short')}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {copied ? t('sushi_copied', { name: label }) : ''}
      </p>
    </div>
  );
}

/**
 * The library's SUSHI credentials for its usage harvesters (docs/decisions/063): the server's address, customer
 * id, requestor id and API key, each to copy; a new key only after a confirmation, since the old one stops
 * working at once. `onRotated` puts the new credentials where the screen reads them.
 */
export function SushiCredentials({
  credentials,
  serverUrl,
  onRotated,
}: {
  credentials: Credentials;
  serverUrl: string;
  onRotated(credentials: Credentials): void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateSushiKey();
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState(false);
  const hasKey = credentials.sushi_api_key !== null;

  const confirm = () => {
    if (rotate.isPending) return;
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        setRotated(true);
        onRotated({
          sushi_customer_id: answer.sushi_customer_id,
          sushi_requestor_id: answer.sushi_requestor_id,
          sushi_api_key: answer.sushi_api_key,
        });
      },
    });
  };

  return (
    <section aria-labelledby="sushi-credentials" className={styles.part}>
      <h3 id="sushi-credentials">{t('sushi_credentials')}</h3>
      <CopyableValue label={t('sushi_server_url')} value={serverUrl} />
      <CopyableValue label={t('sushi_customer_id')} value={credentials.sushi_customer_id} />
      {credentials.sushi_requestor_id !== null && (
        <CopyableValue label={t('sushi_requestor_id')} value={credentials.sushi_requestor_id} />
      )}
      {credentials.sushi_api_key !== null ? (
        <CopyableValue label={t('sushi_api_key')} value={credentials.sushi_api_key} />
      ) : (
        <p className={styles.muted}>{t('sushi_no_key')}</p>
      )}
      <p role="status" className={styles.status}>
        {rotated ? t('sushi_key_made') : ''}
      </p>
      <Button
        onClick={() => (hasKey ? setConfirming(true) : confirm())}
        aria-disabled={rotate.isPending || undefined}
      >
        {hasKey ? t('sushi_rotate_key') : t('sushi_create_key')}
      </Button>
      {!confirming && rotate.isError && (
        <p role="alert" className={fieldStyles.fieldError}>
          {t(formErrorKey(rotate.error))}
        </p>
      )}
      <Modal
        open={confirming}
        title={t('sushi_rotate_key')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
            <Button variant="primary" aria-disabled={rotate.isPending || undefined} onClick={confirm}>
              {t('sushi_rotate_yes')}
            </Button>
          </>
        }
      >
        <p>{t('sushi_rotate_confirm')}</p>
        {rotate.isError && (
          <p role="alert" className={fieldStyles.fieldError}>
            {t(formErrorKey(rotate.error))}
          </p>
        )}
      </Modal>
    </section>
  );
}
