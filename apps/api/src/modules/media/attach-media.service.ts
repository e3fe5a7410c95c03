import { readFile, stat } from 'node:fs/promises';
import type { MediaPurpose } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { TranscodeFailure } from '../../media/source-probe';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { JobFailure, type JobHandler } from '../jobs/jobs.service';
import { uploadFilePath } from '../uploads/upload-files';
import type { MediaRepository } from './media.repository';
import type { TranscodeJobPayload, Transcoding } from './transcoding.service';

/** The job kind of a transcoding. */
export const TRANSCODE_JOB_KIND = 'transcode';

/**
 * Whether a tus upload is there and complete. The tus file store keeps `<id>.json` beside the bytes with the
 * declared `size`; the upload is complete when the file has that many bytes. No file: not found.
 */
export async function uploadState(
  dataDir: string,
  uploadId: string,
): Promise<'missing' | 'unfinished' | 'finished'> {
  const file = uploadFilePath(dataDir, uploadId);
  const bytes = await stat(file).then(
    (info) => (info.isFile() ? info.size : undefined),
    () => undefined,
  );
  if (bytes === undefined) return 'missing';
  const declared = await readFile(`${file}.json`, 'utf8').then(
    (text) => (JSON.parse(text) as { size?: unknown }).size,
    () => undefined,
  );
  return typeof declared === 'number' && declared !== bytes ? 'unfinished' : 'finished';
}

export interface AttachMediaDeps {
  dataDir: string;
  repo: Pick<MediaRepository, 'titleRenditions'>;
  jobs: { enqueue(kind: string, payload: object, opts?: { titleId?: number }): Promise<string> };
  audit: Pick<AuditService, 'record'>;
}

/** attach_media (docs/decisions/048): checks the title and the upload, then queues the transcoding. */
export function createAttachMedia(deps: AttachMediaDeps) {
  return {
    async attach(
      input: { titleId: number; uploadId: string; purpose: MediaPurpose },
      actor: AuditActor,
    ): Promise<string> {
      if (!(await deps.repo.titleRenditions(input.titleId))) throw new AppError('TITLE_NOT_FOUND');
      const state = await uploadState(deps.dataDir, input.uploadId);
      if (state === 'missing') throw new AppError('UPLOAD_NOT_FOUND');
      if (state === 'unfinished') throw new AppError('UPLOAD_NOT_FINISHED');
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
