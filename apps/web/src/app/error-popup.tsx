import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useErrorState } from '@/lib/network-state';
import { useSite } from '@/lib/site';

/**
 * The global error popup (spec section 8): calls that fail with status >= 500 or without an answer. In the
 * librarian area 502/503/504 say that the service has an outage instead.
 */
export function ErrorPopup() {
  const { t } = useTranslation();
  const { errors } = useSite();
  const { popup } = useErrorState(errors);
  if (!popup) return null;
  const outage = popup.kind === 'outage';
  return (
    <Modal
      open
      role="alertdialog"
      title={outage ? t('service_outage_title') : t('error_popup_title')}
      onClose={errors.dismiss}
      actions={
        <Button variant="primary" onClick={errors.dismiss} autoFocus>
          {t('close')}
        </Button>
      }
    >
      <p>{outage ? t('service_outage_body') : t('error_popup_body')}</p>
      <p>
        {popup.status === undefined ? t('error_network') : t('error_popup_status', { status: popup.status })}
      </p>
    </Modal>
  );
}
