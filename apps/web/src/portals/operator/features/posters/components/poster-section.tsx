import { useId, useRef, useState } from 'react';
import { POSTER_MAX_BYTES, posterSrcSet } from '@filmhyllan/contract/client';
import type { OperatorRole, TitlePoster } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { LoadError } from '@/components/ui/load-error';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useRemovePoster, useUploadPoster } from '../api/change-poster';
import { usePoster } from '../api/get-poster';
import styles from './poster-section.module.css';

/** The types the server takes (it reads them from the bytes; this only spares a refused upload). */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** A file as base64, without its data: prefix. */
const base64Of = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/** The file the operator chose, checked as the server would check its size and type. */
export function posterFileError(file: File): string | undefined {
  if (!ACCEPTED.includes(file.type)) return 'error_poster_type_not_allowed';
  if (file.size > POSTER_MAX_BYTES) return 'error_poster_too_large';
  return undefined;
}

/**
 * A title's poster in the console (docs/decisions/053): the poster patrons see now, and for admins and editors a
 * file field whose refusals (type, size, an image that cannot be read) show under it and take the focus, and
 * removing an uploaded poster. Each outcome is read out in a live region.
 */
export function PosterSection({ titleId, role }: { titleId: number; role?: OperatorRole | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const poster = usePoster(titleId);
  const [notice, setNotice] = useState<string>();
  const canChange = role === 'admin' || role === 'editor';

  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>{t('operator_poster_title')}</h2>
      <p className={styles.muted}>{t('operator_poster_intro')}</p>
      <div role="status" className={styles.notice}>
        {notice && <p className={styles.success}>{notice}</p>}
      </div>
      {poster.isError ? (
        <LoadError message={t('operator_poster_load_failed')} onRetry={() => void poster.refetch()} />
      ) : !poster.data ? null : (
        <div className={styles.body}>
          <PosterPreview poster={poster.data.poster} />
          {canChange && (
            <PosterEditor
              poster={poster.data.poster}
              onDone={setNotice}
              onStart={() => setNotice(undefined)}
            />
          )}
        </div>
      )}
    </section>
  );
}

/** The poster as patrons see it, and what it is: uploaded (in which widths) or generated. */
function PosterPreview({ poster }: { poster: TitlePoster }) {
  const { t } = useTranslation();
  const images = poster.poster_images;
  return (
    <div className={styles.preview}>
      {poster.poster_url && (
        <img
          className={styles.image}
          src={poster.poster_url}
          srcSet={images ? posterSrcSet(images, 'jpg') : undefined}
          sizes={images ? '160px' : undefined}
          width={160}
          height={240}
          alt={t('operator_poster_current')}
        />
      )}
      <p className={styles.muted}>
        {images
          ? t('operator_poster_sizes', { widths: images.widths.join(', ') })
          : t('operator_poster_generated')}
      </p>
    </div>
  );
}

function PosterEditor({
  poster,
  onDone,
  onStart,
}: {
  poster: TitlePoster;
  onDone(text: string): void;
  onStart(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPoster();
  const remove = useRemovePoster();
  const [error, setError] = useState<string>();
  const busy = upload.isPending || remove.isPending;

  /** The refusal under the field, and the focus on the field, whose description then reads it out. */
  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const send = async () => {
    const file = input.current?.files?.[0];
    setError(undefined);
    onStart();
    if (!file) return refuse(t('operator_poster_choose_file'));
    const refused = posterFileError(file);
    if (refused) return refuse(t(refused));
    try {
      await upload.mutateAsync({ title_id: poster.title_id, poster: await base64Of(file) });
      if (input.current) input.current.value = '';
      onDone(t('operator_poster_uploaded'));
    } catch (err) {
      refuse(t(formErrorKey(err)));
    }
  };

  return (
    <div className={styles.editor} aria-busy={busy}>
      <Field
        id={`${id}-file`}
        label={t('operator_poster_file')}
        hint={t('operator_poster_hint')}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept={ACCEPTED.join(',')}
            className={fieldStyles.input}
            onChange={() => setError(undefined)}
          />
        )}
      </Field>
      {upload.isPending && <p className={styles.muted}>{t('operator_poster_uploading')}</p>}
      <div className={styles.actions}>
        <Button
          variant="primary"
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => void (busy ? undefined : send())}
        >
          {t('operator_poster_upload')}
        </Button>
        {poster.poster_images && (
          <Button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              setError(undefined);
              onStart();
              remove.mutate(
                { title_id: poster.title_id },
                {
                  onSuccess: () => onDone(t('operator_poster_removed')),
                  onError: (err) => refuse(t(formErrorKey(err))),
                },
              );
            }}
          >
            {t('operator_poster_remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
