import type { MediaPurpose } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { TranscodeFailure } from '../../media/source-probe';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { JobFailure, type JobHandler } from '../jobs/jobs.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { MediaRepository } from './media.repository';
import type { TranscodeJobPayload, Transcoding } from './transcoding.service';

/** The job kind of a transcoding. */
export const TRANSCODE_JOB_KIND = 'transcode';

export interface AttachMediaDeps {
  /** The uploads table decides whether an upload is finished, not the size of a file on disk. */
  uploads: Pick<UploadsService, 'byId' | 'completed'>;
  repo: Pick<MediaRepository, 'titleRenditions'>;
  jobs: { enqueue(kind: string, payload: object, opts?: { titleId?: number }): Promise<string> };
  audit: Pick<AuditService, 'record'>;
}

/** attach_media (docs/decisions/048): checks the title and the upload, then queues the transcoding. */
export function createAttachMedia(deps: AttachMediaDeps) {
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
      const recorded = await deps.uploads.byId(input.uploadId);
      if (!recorded || (recorded.operatorId !== actor.id && !options.mayUseOthers)) {
        throw new AppError('UPLOAD_NOT_FOUND');
      }
      // Recorded but not (or no longer) complete: still in progress.
      if (!(await deps.uploads.completed(input.uploadId))) throw new AppError('UPLOAD_NOT_FINISHED');
      if (recorded.purpose !== 'master') throw new AppError('UPLOAD_TYPE_NOT_ALLOWED');
      const payload: TranscodeJobPayload = input;
      const jobId = await deps.jobs.enqueue(TRANSCODE_JOB_KIND, payload, { titleId: input.titleId });
      await deps.audit.record({
        actor,
        libraryId: null,
        action: 'title.attach_media',
        objectType: 'title',
        objectId: input.titleId,
        before: null,
        after: { upload_id: input.uploadId, purpose: input.purpose, job_id: jobId },
      });
      return jobId;
    },
  };
}

/**
 * The 'transcode' job's handler: runs the transcoding, fails the job with the reason's translation key
 * (transcode_failed_<reason>), and tells every process's catalogue once the title switched.
 */
export function transcodeJobHandler(
  transcoding: Transcoding,
  catalogueChanged: () => Promise<void>,
): JobHandler {
  return async (job, ctx) => {
    const payload = job.payload as TranscodeJobPayload;
    try {
      await transcoding.run(
        {
          titleId: Number(payload.titleId),
          uploadId: String(payload.uploadId),
          purpose: payload.purpose ?? 'film',
        },
        ctx,
      );
    } catch (error) {
      if (error instanceof TranscodeFailure) throw new JobFailure(error.messageKey);
      throw error;
    }
    await catalogueChanged();
  };
}
