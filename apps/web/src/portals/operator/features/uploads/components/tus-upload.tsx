import type { Language } from '@filmhyllan/contract';
import { type UploadPurpose, uploadAccept, uploadTypeAllowed } from '@filmhyllan/contract/client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { formErrorKey } from '@/lib/form-errors';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { numberFormat } from '@/lib/intl';
import { megabytesPerSecond, secondsLeft } from './upload-rate';
import { useTusUpload, type TusUploadOptions, type TusUploadState } from './use-tus-upload';
import styles from './tus-upload.module.css';

export interface TusUploadProps {
  /** What the file is for: decides the accepted types (the server checks them again). */
  purpose: UploadPurpose;
  /** Called once the server has the whole file, with the upload id (the last segment of its URL). */
  onComplete(uploadId: string, file: File): void;
  /** The file input's label; by default the purpose's own ("Master file", "Subtitles", "Poster"). */
  label?: string;
  chunkSize?: TusUploadOptions['chunkSize'];
  retryDelays?: TusUploadOptions['retryDelays'];
  now?: TusUploadOptions['now'];
}

/**
 * A resumable upload (tus, docs/decisions/049): a file input of the purpose's types, a progress bar with the
 * speed and time left, Pause and Resume. Interrupted connections are retried by themselves; the same file chosen
 * again (also after a reload) continues where it stopped. Status changes are read out in a live region.
 */
export function TusUpload({ purpose, onComplete, label, chunkSize, retryDelays, now }: TusUploadProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { state, start, pause, resume } = useTusUpload({
    purpose,
    onComplete,
    language,
    ...(chunkSize !== undefined ? { chunkSize } : {}),
    ...(retryDelays !== undefined ? { retryDelays } : {}),
    ...(now !== undefined ? { now } : {}),
  });
  const statusId = useId();
  const busy = state.status === 'uploading' || state.status === 'paused';
  // A file of another type is refused here, before anything is sent; the field's error says so.
  const [wrongType, setWrongType] = useState(false);

  return (
    <div className={styles.upload}>
      <Field
        label={label ?? t(`upload_label_${purpose}`)}
        hint={t(`upload_hint_${purpose}`)}
        error={wrongType ? t('upload_wrong_type') : undefined}
      >
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            type="file"
            accept={uploadAccept(purpose)}
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return;
              const allowed = uploadTypeAllowed(purpose, file.name, file.type);
              setWrongType(!allowed);
              if (allowed) start(file);
            }}
          />
        )}
      </Field>
      {state.file && state.status !== 'idle' && (
        <UploadProgress state={state} language={language} labelledBy={statusId} />
      )}
      <div className={styles.actions}>
        {state.status === 'uploading' && <Button onClick={pause}>{t('upload_pause')}</Button>}
        {(state.status === 'paused' || (state.status === 'failed' && retryable(state))) && (
          <Button variant="primary" onClick={resume}>
            {t('upload_resume')}
          </Button>
        )}
      </div>
      <p id={statusId} role="status" className={styles.status}>
        {statusText(state, t)}
      </p>
      <div role="alert" className={fieldStyles.formError}>
        {state.status === 'failed' && state.error ? t(formErrorKey(state.error)) : ''}
      </div>
    </div>
  );
}

/** The server refused this upload for good (a 4xx): only another file helps. Otherwise Resume tries again. */
const retryable = (state: TusUploadState): boolean =>
  state.error === undefined || state.error.status === undefined || state.error.status >= 500;

function statusText(
  state: TusUploadState,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const name = state.file?.name ?? '';
  switch (state.status) {
    case 'uploading':
      return state.resumed ? t('upload_resuming', { name }) : t('upload_uploading', { name });
    case 'paused':
      return t('upload_paused', { name });
    case 'done':
      return t('upload_done', { name });
    case 'failed':
      return t('upload_stopped', { name });
    default:
      return '';
  }
}

/** The bar (role progressbar, in percent) with the megabytes sent, the speed and the time left. */
function UploadProgress({
  state,
  language,
  labelledBy,
}: {
  state: TusUploadState;
  language: Language;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const locale = languageLocales[language];
  const percent = state.bytesTotal > 0 ? Math.floor((state.bytesSent * 100) / state.bytesTotal) : 0;
  const megabytes = numberFormat(locale, { maximumFractionDigits: 1 });
  const left = secondsLeft(state.bytesSent, state.bytesTotal, state.rate);
  return (
    <div className={styles.progress}>
      <progress
        className={styles.bar}
        max={100}
        value={percent}
        aria-labelledby={labelledBy}
        aria-valuetext={t('upload_percent', { percent })}
      />
      <p className={styles.figures}>
        <span>
          {t('upload_sent', {
            sent: megabytes.format(state.bytesSent / 1_000_000),
            total: megabytes.format(state.bytesTotal / 1_000_000),
            percent,
          })}
        </span>
        {state.status === 'uploading' && state.rate !== undefined && (
          <span data-testid="upload-speed">
            {t('upload_speed', { speed: megabytes.format(megabytesPerSecond(state.rate)) })}
          </span>
        )}
        {state.status === 'uploading' && left !== undefined && (
          <span>{t('upload_time_left', { time: clockTime(left) })}</span>
        )}
      </p>
    </div>
  );
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function clockTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
