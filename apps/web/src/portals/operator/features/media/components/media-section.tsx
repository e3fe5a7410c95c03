import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  attachAudioDescription,
  attachSubtitles,
  type MediaPurpose,
  type OperatorRole,
} from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { isApiError } from '@/lib/api-client';
import { base64Of } from '@/lib/file-base64';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useAttachAudioDescription, useAttachMedia, useAttachSubtitles } from '../api/attach-media';
import styles from './media-section.module.css';

/** The subtitle languages offered: the service's four first, then common others (the server takes any it knows). */
export const SUBTITLE_LANGUAGES = ['sv', 'no', 'fi', 'en', 'da', 'de', 'fr', 'es'] as const;

/** The pieces of other features the title page hands in (features do not import each other). */
export interface MediaSectionSlots {
  /** A resumable upload of a master (or an audio file), calling onComplete with the finished upload's id. */
  renderUpload(props: {
    label: string;
    purpose: 'master' | 'audio';
    onComplete(uploadId: string): void;
  }): ReactNode;
  /** A job followed live until it ends. */
  renderJob(props: { jobId: string; label: string }): ReactNode;
}

/**
 * A title's media in the console (docs/decisions/048): for admins and editors, a master for the film or its
 * trailer, uploaded resumably and then handed to a transcoding job whose progress shows live; an audio description
 * delivered as its own sound file (language, then the upload, then its job); and subtitle files (language, SDH),
 * whose refusal shows under the file field with the line at fault. Support reads only.
 */
export function MediaSection({
  titleId,
  role,
  renderUpload,
  renderJob,
}: { titleId: number; role?: OperatorRole | undefined } & MediaSectionSlots) {
  const { t } = useTranslation();
  const id = useId();
  const canChange = role === 'admin' || role === 'editor';
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>{t('operator_media_title')}</h2>
      <p className={styles.muted}>{canChange ? t('operator_media_intro') : t('operator_media_read_only')}</p>
      {canChange && (
        <>
          <MasterUpload titleId={titleId} renderUpload={renderUpload} renderJob={renderJob} />
          <AudioDescriptionUpload titleId={titleId} renderUpload={renderUpload} renderJob={renderJob} />
          <SubtitlesForm titleId={titleId} />
        </>
      )}
    </section>
  );
}

/**
 * What handing a finished upload to a job-starting call came to: the job to follow, or the refusal (translated).
 * `callbacks()` clears the last refusal and answers the mutation's callbacks.
 */
function useStartedJob() {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<string>();
  const [error, setError] = useState<string>();
  return {
    jobId,
    error,
    callbacks: () => {
      setError(undefined);
      return {
        onSuccess: ({ job_id }: { job_id: string }) => setJobId(job_id),
        onError: (err: unknown) => setError(t(formErrorKey(err))),
      };
    },
  };
}

/** The refusal of a job-starting call, its wait, then the job followed live. */
function StartedJob({
  jobId,
  error,
  pending,
  label,
  renderJob,
}: {
  jobId: string | undefined;
  error: string | undefined;
  pending: boolean;
  label: string;
} & Pick<MediaSectionSlots, 'renderJob'>) {
  const { t } = useTranslation();
  return (
    <>
      <div role="alert" className={fieldStyles.formError}>
        {error ?? ''}
      </div>
      {pending && <p className={styles.muted}>{t('operator_media_attaching')}</p>}
      {jobId && renderJob({ jobId, label })}
    </>
  );
}

function MasterUpload({ titleId, renderUpload, renderJob }: { titleId: number } & MediaSectionSlots) {
  const { t } = useTranslation();
  const id = useId();
  const [purpose, setPurpose] = useState<MediaPurpose>('film');
  const job = useStartedJob();
  const attach = useAttachMedia();

  const onComplete = (uploadId: string) =>
    attach.mutate({ title_id: titleId, upload_id: uploadId, purpose }, job.callbacks());

  return (
    <div className={styles.part}>
      <h3>{t('operator_media_master_title')}</h3>
      <fieldset className={styles.purposes} disabled={attach.isPending}>
        <legend>{t('operator_media_purpose')}</legend>
        {(['film', 'trailer'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-purpose`}
              value={value}
              checked={purpose === value}
              onChange={() => setPurpose(value)}
            />{' '}
            {t(`operator_media_purpose_${value}`)}
          </label>
        ))}
      </fieldset>
      {renderUpload({ label: t(`operator_media_file_${purpose}`), purpose: 'master', onComplete })}
      <StartedJob
        jobId={job.jobId}
        error={job.error}
        pending={attach.isPending}
        label={t('operator_media_job_progress')}
        renderJob={renderJob}
      />
    </div>
  );
}

/** The language names of SUBTITLE_LANGUAGES in the interface's language, as a select's options. */
function LanguageOptions() {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language === 'no' ? 'nb' : i18n.language], { type: 'language' });
  return SUBTITLE_LANGUAGES.map((code) => (
    <option key={code} value={code}>
      {names.of(code) ?? code}
    </option>
  ));
}

/** The audio-description form over attach_audio_description's request: its language (the file is uploaded). */
const audioDescriptionFormSchema = attachAudioDescription.request.pick({ language: true });
type AudioDescriptionFormValues = z.input<typeof audioDescriptionFormSchema>;

/**
 * An audio description delivered as its own sound file: the language chosen first, then the file uploaded
 * resumably; the finished upload is handed to attach_audio_description and its job followed live.
 */
function AudioDescriptionUpload({
  titleId,
  renderUpload,
  renderJob,
}: { titleId: number } & MediaSectionSlots) {
  const { t } = useTranslation();
  const id = useId();
  const job = useStartedJob();
  const attach = useAttachAudioDescription();
  const form = useForm<AudioDescriptionFormValues, unknown, z.output<typeof audioDescriptionFormSchema>>({
    resolver: zodResolver(audioDescriptionFormSchema),
    defaultValues: { language: 'sv' },
  });

  const onComplete = (uploadId: string) =>
    void form.handleSubmit(({ language }) =>
      attach.mutate({ title_id: titleId, upload_id: uploadId, language }, job.callbacks()),
    )();

  return (
    <div className={styles.part} aria-busy={attach.isPending}>
      <h3>{t('operator_media_ad_title')}</h3>
      <p className={styles.muted}>{t('operator_media_ad_intro')}</p>
      <Field id={`${id}-language`} label={t('operator_media_ad_language')}>
        {(control) => (
          <select
            {...control}
            className={fieldStyles.input}
            disabled={attach.isPending}
            {...form.register('language')}
          >
            <LanguageOptions />
          </select>
        )}
      </Field>
      {renderUpload({ label: t('operator_media_ad_file'), purpose: 'audio', onComplete })}
      <StartedJob
        jobId={job.jobId}
        error={job.error}
        pending={attach.isPending}
        label={t('operator_media_ad_job_progress')}
        renderJob={renderJob}
      />
    </div>
  );
}

/**
 * The subtitles form over attach_subtitles' request: the language and the kind as the contract takes them, and
 * the file, which must be chosen (it is sent in base64 as the request's `file`).
 */
const subtitlesFormSchema = attachSubtitles.request.pick({ language: true }).extend({
  sdh: z.boolean(),
  file: z
    .custom<FileList | undefined>()
    .refine((files) => (files?.length ?? 0) > 0, { error: 'operator_media_subtitles_choose_file' }),
});
type SubtitlesFormValues = z.input<typeof subtitlesFormSchema>;

function SubtitlesForm({ titleId }: { titleId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [notice, setNotice] = useState<string>();
  const attach = useAttachSubtitles();
  const form = useForm<SubtitlesFormValues, unknown, z.output<typeof subtitlesFormSchema>>({
    resolver: zodResolver(subtitlesFormSchema),
    defaultValues: { language: 'sv', sdh: false, file: undefined },
  });
  const fileError = form.formState.errors.file;
  // A refusal from the server arrives translated; the form's own (no file chosen) is a translation key.
  const fileMessage =
    fileError?.message && (fileError.type === 'server' ? fileError.message : t(fileError.message));

  const send = form.handleSubmit(
    async ({ language, sdh, file }) => {
      if (attach.isPending) return;
      setNotice(undefined);
      const chosen = file?.[0];
      if (!chosen) return;
      try {
        const answer = await attach.mutateAsync({
          title_id: titleId,
          language,
          sdh,
          file: await base64Of(chosen),
        });
        form.resetField('file');
        setNotice(t('operator_media_subtitles_saved', { cues: answer.cues }));
      } catch (err) {
        const line = isApiError(err) ? err.details?.['line'] : undefined;
        const message = t(formErrorKey(err));
        // The refusal under the file field, which takes the focus: its description then reads it out.
        form.setError(
          'file',
          {
            type: 'server',
            message:
              typeof line === 'number'
                ? `${message} ${t('operator_media_subtitles_line', { line })}`
                : message,
          },
          { shouldFocus: true },
        );
      }
    },
    () => setNotice(undefined),
  );

  return (
    <form
      className={styles.part}
      aria-busy={attach.isPending}
      noValidate
      onSubmit={(event) => void send(event)}
    >
      <h3>{t('operator_media_subtitles_title')}</h3>
      <div role="status" className={styles.notice}>
        {notice ?? ''}
      </div>
      <Field id={`${id}-language`} label={t('operator_media_subtitles_language')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} {...form.register('language')}>
            <LanguageOptions />
          </select>
        )}
      </Field>
      <Field id={`${id}-sdh`} variant="checkbox" label={t('operator_media_subtitles_sdh')}>
        {(control) => <input {...control} type="checkbox" {...form.register('sdh')} />}
      </Field>
      <Field
        id={`${id}-file`}
        label={t('operator_media_subtitles_file')}
        hint={t('operator_media_subtitles_hint')}
        error={fileMessage}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".srt,.vtt,text/vtt,application/x-subrip"
            className={fieldStyles.input}
            {...form.register('file', { onChange: () => form.clearErrors('file') })}
          />
        )}
      </Field>
      <div>
        <Button variant="primary" type="submit" aria-disabled={attach.isPending || undefined}>
          {t('operator_media_subtitles_upload')}
        </Button>
      </div>
    </form>
  );
}
