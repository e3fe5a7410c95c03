import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { openAccountModal } from '@/lib/account-modal';
import { useErrorState } from '@/lib/network-state';
import { useSite } from '@/lib/site';

/**
 * The global error popup (spec section 8): calls that fail with status >= 500 or without an answer. In the
 * librarian area 502/503/504 say that the service has an outage instead. From FAILURE_COUNTER_THRESHOLD failed
 * calls in a row (the failure counter, across page loads) the trouble is not passing: the librarian area says it
 * is an outage whatever the status, and the customer portal offers its help form.
 */
export function ErrorPopup() {
  const { t } = useTranslation();
  const { errors } = useSite();
  const { popup, failuresInRow } = useErrorState(errors);
  if (!popup) return null;
  const outage = popup.kind === 'outage';
  const offerHelp = failuresInRow > 0 && !outage;
  return (
    <Modal
      open
      role="alertdialog"
      title={outage ? t('service_outage_title') : t('error_popup_title')}
      onClose={errors.dismiss}
      actions={
        <>
          {offerHelp && (
            <Button
              onClick={() => {
                errors.dismiss();
                openAccountModal('help');
              }}
            >
              {t('error_persists_contact')}
            </Button>
          )}
          <Button variant="primary" onClick={errors.dismiss} autoFocus>
            {t('close')}
          </Button>
        </>
      }
    >
      <p>{outage ? t('service_outage_body') : t('error_popup_body')}</p>
      <p>
        {popup.status === undefined ? t('error_network') : t('error_popup_status', { status: popup.status })}
      </p>
      {offerHelp && <p>{t('error_persists_body')}</p>}
    </Modal>
  );
}
