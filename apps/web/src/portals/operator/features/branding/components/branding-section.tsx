import { useId, useState } from 'react';
import type { OperatorRole } from '@filmhyllan/contract';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { useBranding } from '../api/get-branding';
import { BrandingForm, fontLabel } from './branding-form';
import { LogoEditor } from './logo-editor';
import { libraryFontStacks } from '@filmhyllan/contract/client';
import styles from './branding-section.module.css';

/**
 * The library's logo and branding (the name and typeface of its customer pages, docs/decisions/043). Admins
 * change them; the other roles read them. Each outcome is read out in a live region.
 */
export function BrandingSection({
  libraryId,
  libraryName,
  role,
}: {
  libraryId: number;
  libraryName?: string | undefined;
  role?: OperatorRole | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const branding = useBranding(libraryId);
  const [notice, setNotice] = useState<string>();

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('operator_branding_title')}</h2>
      <p className={styles.muted}>{t('operator_branding_intro')}</p>
      <div role="status" className={styles.notice}>
        {notice && <p className={styles.success}>{notice}</p>}
      </div>
      {branding.isError ? (
        <LoadError message={t('operator_branding_load_failed')} onRetry={() => void branding.refetch()} />
      ) : !branding.data ? null : role === 'admin' ? (
        <div className={styles.parts}>
          <LogoEditor branding={branding.data.branding} onDone={setNotice} />
          <BrandingForm
            key={`${branding.data.branding.display_name}|${branding.data.branding.font_family}`}
            branding={branding.data.branding}
            libraryName={libraryName}
            onDone={setNotice}
          />
        </div>
      ) : (
        <dl className={styles.summary}>
          <dt>{t('operator_logo')}</dt>
          <dd>
            {branding.data.branding.logo_url ? (
              <img
                src={branding.data.branding.logo_url}
                alt={t('operator_logo_current')}
                className={styles.logo}
              />
            ) : (
              t('operator_logo_none')
            )}
          </dd>
          <dt>{t('operator_display_name')}</dt>
          <dd>{branding.data.branding.display_name ?? libraryName ?? ''}</dd>
          <dt>{t('operator_font_family')}</dt>
          <dd>
            {branding.data.branding.font_family
              ? fontLabel(libraryFontStacks[branding.data.branding.font_family])
              : t('operator_font_default')}
          </dd>
        </dl>
      )}
    </section>
  );
}
