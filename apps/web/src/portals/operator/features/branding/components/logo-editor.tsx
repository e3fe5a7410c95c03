import { LOGO_MAX_BYTES, type LibraryBranding } from '@filmhyllan/contract';
import { ImageUploadField, type ImageRules } from '@/components/ui/image-upload-field';
import { useTranslation } from '@/lib/i18n-react';
import { useRemoveLogo, useUploadLogo } from '../api/change-branding';
import styles from './branding-section.module.css';

/** The types and size the server takes (it reads the type from the bytes; this only spares a refused upload). */
const LOGO_RULES: ImageRules = {
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
  maxBytes: LOGO_MAX_BYTES,
  typeError: 'error_logo_type_not_allowed',
  sizeError: 'error_logo_too_large',
};

/**
 * The library's logo: the one served now (as patrons see it), a file field whose refusals (type, size, an image
 * that cannot be read) show under it, and removing the logo.
 */
export function LogoEditor({ branding, onDone }: { branding: LibraryBranding; onDone(text: string): void }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();

  return (
    <div className={styles.part}>
      <h3>{t('operator_logo')}</h3>
      <div className={styles.preview}>
        {branding.logo_url ? (
          <img src={branding.logo_url} alt={t('operator_logo_current')} className={styles.logo} />
        ) : (
          <p className={styles.muted}>{t('operator_logo_none')}</p>
        )}
      </div>
      <ImageUploadField
        rules={LOGO_RULES}
        texts={{
          label: t('operator_logo_file'),
          hint: t('operator_logo_hint'),
          chooseFile: t('operator_logo_choose_file'),
          upload: t('operator_logo_upload'),
          uploaded: t('operator_logo_uploaded'),
          remove: t('operator_logo_remove'),
          removed: t('operator_logo_removed'),
        }}
        upload={(image) => upload.mutateAsync({ library_id: branding.library_id, logo: image })}
        remove={branding.logo_url ? () => remove.mutateAsync({ library_id: branding.library_id }) : undefined}
        busy={upload.isPending || remove.isPending}
        uploading={upload.isPending}
        onDone={onDone}
      />
    </div>
  );
}
