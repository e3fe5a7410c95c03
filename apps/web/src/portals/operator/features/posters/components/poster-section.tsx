import { useId, useState } from 'react';
import { POSTER_MAX_BYTES, posterSrcSet } from '@filmhyllan/contract/client';
import type { OperatorRole, TitlePoster } from '@filmhyllan/contract';
import { ImageUploadField, type ImageRules } from '@/components/ui/image-upload-field';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { useRemovePoster, useUploadPoster } from '../api/change-poster';
import { usePoster } from '../api/get-poster';
import styles from './poster-section.module.css';

/** The types and size the server takes (it reads the type from the bytes; this only spares a refused upload). */
const POSTER_RULES: ImageRules = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: POSTER_MAX_BYTES,
  typeError: 'error_poster_type_not_allowed',
  sizeError: 'error_poster_too_large',
};

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
  const upload = useUploadPoster();
  const remove = useRemovePoster();

  return (
    <div className={styles.editor} aria-busy={upload.isPending || remove.isPending}>
      <ImageUploadField
        rules={POSTER_RULES}
        texts={{
          label: t('operator_poster_file'),
          hint: t('operator_poster_hint'),
          chooseFile: t('operator_poster_choose_file'),
          upload: t('operator_poster_upload'),
          uploaded: t('operator_poster_uploaded'),
          uploading: t('operator_poster_uploading'),
          remove: t('operator_poster_remove'),
          removed: t('operator_poster_removed'),
        }}
        upload={(image) => upload.mutateAsync({ title_id: poster.title_id, poster: image })}
        remove={poster.poster_images ? () => remove.mutateAsync({ title_id: poster.title_id }) : undefined}
        busy={upload.isPending || remove.isPending}
        uploading={upload.isPending}
        onStart={onStart}
        onDone={onDone}
      />
    </div>
  );
}
