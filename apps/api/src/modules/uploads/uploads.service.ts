import type { UploadPurpose } from '@filmhyllan/contract';
import type { AuditActor, AuditRecord } from '../audit/audit.service';
import { UPLOAD_ID_PATTERN } from './upload-files';
import type { UploadStorage } from './upload-storage';
import type { UploadRow, UploadsRepository } from './uploads.repository';

export interface UploadsServiceDeps {
  repo: UploadsRepository;
  audit: { record(record: AuditRecord, tx?: Parameters<UploadsRepository['complete']>[0]): Promise<void> };
  /** Where tus keeps the bytes and each upload's offset (DATA_DIR/uploads or the bucket: upload-storage.ts). */
  storage: UploadStorage;
  /** Unfinished uploads begun longer ago than this are deleted (UPLOAD_EXPIRY_HOURS). */
  expiryHours: number;
  clock?: () => Date;
}

/** A finished upload as other modules use it: whose it is, what it is for, and how its file begins. */
export interface CompletedUpload extends UploadRow {
  completedAt: Date;
  /** The file's first bytes (input-format.ts HEAD_BYTES), to decide its container. */
  head: Buffer;
}

/**
 * Resumable uploads (docs/decisions/049): who started which, and when it was complete. The tus server
 * (routes/operator/uploads.ts) writes the bytes and calls `started` and `finished`; other modules ask `completed`.
 */
export function createUploadsService(deps: UploadsServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  return {
    /** The tus data store the upload server writes through, and its locker when locks span processes. */
    store: deps.storage.store,
    locker: deps.storage.locker,

    async started(upload: {
      id: string;
      operatorId: number;
      apiTokenId: number | null;
      purpose: UploadPurpose;
      filename: string;
      filetype: string;
      sizeBytes: number;
    }): Promise<void> {
      await deps.repo.insert({ ...upload, createdAt: clock() });
    },

    /** The upload's record, whoever made it (the tus server checks who may continue it). */
    byId(id: string): Promise<UploadRow | undefined> {
      return UPLOAD_ID_PATTERN.test(id) ? deps.repo.byId(id) : Promise.resolve(undefined);
    },

    /** The server has every byte: recorded once, with its audit entry. */
    async finished(id: string, actor: AuditActor): Promise<void> {
      await deps.repo.transaction(async (tx) => {
        const row = await deps.repo.complete(tx, id, clock());
        if (!row) return;
        await deps.audit.record(
          {
            actor,
            libraryId: null,
            action: 'upload.complete',
            objectType: 'upload',
            objectId: id,
            before: null,
            after: {
              purpose: row.purpose,
              filename: row.filename,
              filetype: row.filetype,
              size_bytes: row.sizeBytes,
              api_token_id: row.apiTokenId,
            },
          },
          tx,
        );
      });
    },

    /**
     * A complete upload by its id (the last segment of its tus URL), with its file; undefined when there is no
     * such upload, it is unfinished, or its file is gone. `operatorId` says whose it is.
     */
    async completed(uploadId: string): Promise<CompletedUpload | undefined> {
      if (!UPLOAD_ID_PATTERN.test(uploadId)) return undefined;
      const row = await deps.repo.byId(uploadId);
      if (!row || row.completedAt === null) return undefined;
      const head = await deps.storage.head(uploadId);
      if (!head) return undefined;
      return { ...row, completedAt: row.completedAt, head };
    },

    newest(limit = 100): Promise<UploadRow[]> {
      return deps.repo.newest(limit);
    },

    /**
     * Deletes unfinished uploads begun more than UPLOAD_EXPIRY_HOURS ago: their records and their files. Driven
     * by the records, not by FileStore.deleteExpired, which reads the offset from its metadata file, where it
     * stays 0, and so would delete finished uploads too. Answers the ids deleted.
     */
    async expireUnfinished(): Promise<string[]> {
      const cutoff = new Date(clock().getTime() - deps.expiryHours * 3_600_000);
      const ids = await deps.repo.deleteUnfinishedBefore(cutoff);
      for (const id of ids) {
        await deps.storage.store.remove(id).catch(() => undefined); // already gone: nothing to delete
      }
      return ids;
    },

    /** An upload its operator ended (tus DELETE): its record goes with its file. */
    async terminated(id: string): Promise<void> {
      await deps.repo.remove(id);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
