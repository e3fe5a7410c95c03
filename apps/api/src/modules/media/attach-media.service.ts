import type { MediaPurpose, UploadPurpose } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { InputKind } from '../../media/input-format';
import { readManifest } from '../../media/publish-subtitles';
import type { MediaStorage } from '../../media/storage/media-storage';
import { containerOf, InputRefused, TranscodeFailure } from '../../media/source-probe';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { JobFailure, type JobContext, type JobHandler } from '../jobs/jobs.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { MediaRepository } from './media.repository';
import type { AudioDescriptionJobPayload, TranscodeJobPayload, Transcoding } from './transcoding.service';

/** The job kind of a transcoding. */
export const TRANSCODE_JOB_KIND = 'transcode';
/** The job kind of an audio description delivered as its own file. */
export const AUDIO_DESCRIPTION_JOB_KIND = 'audio_description';

export interface AttachMediaDeps {
  /** The uploads table decides whether an upload is finished, not the size of a file on disk. */
  uploads: Pick<UploadsService, 'byId' | 'completed'>;
  repo: Pick<MediaRepository, 'titleRenditions'>;
  /** Where the film's versions are (rendition.json says a film was transcoded). */
  storage: MediaStorage;
  jobs: { enqueue(kind: string, payload: object, opts?: { titleId?: number }): Promise<string> };
  audit: Pick<AuditService, 'record'>;
}

/** attach_media (docs/decisions/048): checks the title and the upload, then queues the transcoding. */
export function createAttachMedia(deps: AttachMediaDeps) {
  /**
   * The operator's finished upload of this purpose, or UPLOAD_NOT_FOUND (none, or another operator's unless
   * `mayUseOthers`: admins, as on the upload route), UPLOAD_NOT_FINISHED, UPLOAD_TYPE_NOT_ALLOWED, and
   * UPLOAD_NOT_A_VIDEO when its first bytes are no container of `kind` (a playlist or concat list naming other
   * files, text, an empty file): refused here, before a job is queued. The job decides again as it reads.
   */
  const finishedUpload = async (
    uploadId: string,
    purpose: UploadPurpose,
    kind: InputKind,
    actor: AuditActor,
    options: { mayUseOthers: boolean },
  ) => {
    const recorded = await deps.uploads.byId(uploadId);
    if (!recorded || (recorded.operatorId !== actor.id && !options.mayUseOthers)) {
      throw new AppError('UPLOAD_NOT_FOUND');
    }
    // Recorded but not (or no longer) complete: still in progress.
    const upload = await deps.uploads.completed(uploadId);
    if (!upload) throw new AppError('UPLOAD_NOT_FINISHED');
    if (recorded.purpose !== purpose) throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
    try {
      containerOf(upload.head, kind);
    } catch (error) {
      if (error instanceof InputRefused) throw new AppError(InputRefused.code);
      throw error;
    }
  };

  /** Queues a job of the title and audits it, with the job's id in the audit entry's `after`. */
  const enqueueAudited = async (
    kind: string,
    payload: { titleId: number },
    actor: AuditActor,
    action: string,
    after: Record<string, unknown>,
  ): Promise<string> => {
    const jobId = await deps.jobs.enqueue(kind, payload, { titleId: payload.titleId });
    await deps.audit.record({
      actor,
      libraryId: null,
      action,
      objectType: 'title',
      objectId: payload.titleId,
      before: null,
      after: { ...after, job_id: jobId },
    });
    return jobId;
  };

  return {
    /**
     * `mayUseOthers`: the caller may transcode another operator's upload (admins, as on the upload route); to
     * anyone else that upload is unknown. Only a master (not a poster or subtitle upload) becomes a film or trailer.
     */
    async attach(
      input: { titleId: number; uploadId: string; purpose: MediaPurpose },
      actor: AuditActor,
      options: { mayUseOthers: boolean },
    ): Promise<string> {
      if (!(await deps.repo.titleRenditions(input.titleId))) throw new AppError('TITLE_NOT_FOUND');
      await finishedUpload(input.uploadId, 'master', 'master', actor, options);
      const payload: TranscodeJobPayload = input;
      return enqueueAudited(TRANSCODE_JOB_KIND, payload, actor, 'title.attach_media', {
        upload_id: input.uploadId,
        purpose: input.purpose,
      });
    },

    /**
     * attach_audio_description: a finished `audio` upload becomes an audio description of the title's film (an
     * 'audio_description' job). A title without a transcoded film yet: TITLE_HAS_NO_FILM.
     */
    async attachAudioDescription(
      input: { titleId: number; uploadId: string; language: string },
      actor: AuditActor,
      options: { mayUseOthers: boolean },
    ): Promise<string> {
      const title = await deps.repo.titleRenditions(input.titleId);
      if (!title) throw new AppError('TITLE_NOT_FOUND');
      await finishedUpload(input.uploadId, 'audio', 'audio', actor, options);
      if (!(await readManifest(deps.storage, title.mediaKey))) throw new AppError('TITLE_HAS_NO_FILM');
      const payload: AudioDescriptionJobPayload = input;
      return enqueueAudited(AUDIO_DESCRIPTION_JOB_KIND, payload, actor, 'title.attach_audio_description', {
        upload_id: input.uploadId,
        language: input.language,
      });
    },
  };
}

/**
 * A media job's handler: runs the work, fails the job with the reason's translation key
 * (transcode_failed_<reason>), and tells every process's catalogue once the title switched.
 */
function mediaJobHandler(
  work: (payload: Record<string, unknown>, ctx: JobContext) => Promise<unknown>,
  catalogueChanged: () => Promise<void>,
): JobHandler {
  return async (job, ctx) => {
    try {
      await work(job.payload as Record<string, unknown>, ctx);
    } catch (error) {
      if (error instanceof TranscodeFailure) throw new JobFailure(error.messageKey);
      throw error;
    }
    await catalogueChanged();
  };
}

/** The 'transcode' job's handler (attach_media). */
export const transcodeJobHandler = (transcoding: Transcoding, catalogueChanged: () => Promise<void>) =>
  mediaJobHandler(
    (payload, ctx) =>
      transcoding.run(
        {
          titleId: Number(payload['titleId']),
          uploadId: String(payload['uploadId']),
          purpose: (payload['purpose'] as MediaPurpose | undefined) ?? 'film',
        },
        ctx,
      ),
    catalogueChanged,
  );

/** The 'audio_description' job's handler (attach_audio_description). */
export const audioDescriptionJobHandler = (transcoding: Transcoding, catalogueChanged: () => Promise<void>) =>
  mediaJobHandler(
    (payload, ctx) =>
      transcoding.addAudioDescription(
        {
          titleId: Number(payload['titleId']),
          uploadId: String(payload['uploadId']),
          language: String(payload['language']),
        },
        ctx,
      ),
    catalogueChanged,
  );
