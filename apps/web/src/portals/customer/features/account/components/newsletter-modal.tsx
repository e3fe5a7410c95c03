import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useSite } from '@/lib/site';
import { sendOptOut, useSubscribe } from '../api/subscribe';
import { FormAlert } from './form-alert';
import { ModalDone } from './modal-done';
import styles from './account-modal.module.css';

interface NewsletterModalProps {
  open: boolean;
  /** The user's subscription exists but is not active: the modal offers to start it again. */
  reactivate: boolean;
  onClose(): void;
}

/**
 * The newsletter modal (spec section 4): subscribe, or say no. Closing it in any way without a subscription —
 * No thanks, Escape, a click beside it — sends an opt-out, which records the answer (the prompt is not shown
 * again for it).
 */
export function NewsletterModal({ open, reactivate, onClose }: NewsletterModalProps) {
  const { t } = useTranslation();
  const { country } = useSite();
  const subscribed = useRef(false);

  const close = () => {
    if (!subscribed.current) sendOptOut(country);
    subscribed.current = false; // the next opening starts over
    onClose();
  };

  return (
    <Modal open={open} title={t('newsletter_title')} onClose={close}>
      <NewsletterChoice
        reactivate={reactivate}
        onSubscribed={() => {
          subscribed.current = true;
        }}
        onClose={close}
      />
    </Modal>
  );
}

function NewsletterChoice({
  reactivate,
  onSubscribed,
  onClose,
}: {
  reactivate: boolean;
  onSubscribed(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { country } = useSite();
  const subscribe = useSubscribe(country);

  if (subscribe.isSuccess) return <ModalDone message={t('newsletter_subscribed')} onOk={onClose} />;

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t(reactivate ? 'newsletter_reactivate_body' : 'newsletter_body')}</p>
      <FormAlert message={subscribe.isError ? t('newsletter_failed') : ''} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose}>
          {t('newsletter_no_thanks')}
        </Button>
        <Button
          variant="primary"
          aria-disabled={subscribe.isPending || undefined}
          onClick={() => {
            if (!subscribe.isPending) subscribe.mutate(undefined, { onSuccess: onSubscribed });
          }}
        >
          {t('newsletter_subscribe')}
        </Button>
      </div>
    </div>
  );
}
