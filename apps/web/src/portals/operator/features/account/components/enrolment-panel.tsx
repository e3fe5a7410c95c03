import { useId, useState, type ReactNode } from 'react';
import type { TotpEnrolment } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import styles from './operator-login.module.css';

/**
 * The first login of an operator: the QR code the server drew (as an image, so its SVG cannot run anything
 * here), the secret for typing by hand and the ten recovery codes, shown this once. The code that confirms the
 * app is asked for once the operator says the recovery codes are saved.
 */
export function EnrolmentPanel({ enrolment, children }: { enrolment: TotpEnrolment; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [saved, setSaved] = useState(false);
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`;

  return (
    <div className={styles.enrolment}>
      <h2>{t('operator_enrol_heading')}</h2>
      <p>{t('operator_enrol_scan')}</p>
      <img className={styles.qr} src={qrSource} alt={t('operator_enrol_qr_alt')} width={200} height={200} />
      <p>{t('operator_enrol_manual')}</p>
      <p>
        <code className={styles.secret}>{enrolment.secret}</code>
      </p>
      <h3 id={`${id}-codes`}>{t('operator_recovery_codes_heading')}</h3>
      <p>{t('operator_recovery_codes_once')}</p>
      <ul className={styles.codes} aria-labelledby={`${id}-codes`}>
        {enrolment.recovery_codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.savedRow}>
        <input
          id={`${id}-saved`}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label htmlFor={`${id}-saved`}>{t('operator_recovery_codes_saved')}</label>
      </div>
      {saved && (
        <>
          <p>{t('operator_enrol_confirm')}</p>
          {children}
        </>
      )}
    </div>
  );
}
