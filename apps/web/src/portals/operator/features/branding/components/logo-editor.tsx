import { useId, useRef, useState } from 'react';
import { LOGO_MAX_BYTES, type LibraryBranding } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useRemoveLogo, useUploadLogo } from '../api/change-branding';
import styles from './branding-section.module.css';

/** The types the server takes (it reads them from the bytes; this only spares a refused upload). */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

/** A file as base64, without its data: prefix. */
const base64Of = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/** The file the operator chose, checked as the server would check its size and type. */
export function logoFileError(file: File): string | undefined {
  if (!ACCEPTED.includes(file.type)) return 'error_logo_type_not_allowed';
  if (file.size > LOGO_MAX_BYTES) return 'error_logo_too_large';
  return undefined;
}

/**
 * The library's logo: the one served now (as patrons see it), a file field whose refusals (type, size, an image
 * that cannot be read) show under it, and removing the logo.
 */
export function LogoEditor({ branding, onDone }: { branding: LibraryBranding; onDone(text: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [error, setError] = useState<string>();
  const busy = upload.isPending || remove.isPending;

  const send = async () => {
    const file = input.current?.files?.[0];
    setError(undefined);
    if (!file) return setError(t('operator_logo_choose_file'));
    const refused = logoFileError(file);
    if (refused) return setError(t(refused));
    try {
      await upload.mutateAsync({ library_id: branding.library_id, logo: await base64Of(file) });
      if (input.current) input.current.value = '';
      onDone(t('operator_logo_uploaded'));
    } catch (err) {
      setError(t(formErrorKey(err)));
    }
  };

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
      <Field id={`${id}-file`} label={t('operator_logo_file')} hint={t('operator_logo_hint')} error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept={ACCEPTED.join(',')}
            className={`${fieldStyles.input} ${styles.fileInput}`}
            onChange={() => setError(undefined)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button
          variant="primary"
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => void (busy ? undefined : send())}
        >
          {t('operator_logo_upload')}
        </Button>
        {branding.logo_url && (
          <Button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              setError(undefined);
              remove.mutate(
                { library_id: branding.library_id },
                {
                  onSuccess: () => onDone(t('operator_logo_removed')),
                  onError: (err) => setError(t(formErrorKey(err))),
                },
              );
            }}
          >
            {t('operator_logo_remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
