import { statSync } from 'node:fs';
import type { UploadPurpose } from '@filmhyllan/contract';
import { vi } from 'vitest';
import { uploadFilePath } from '../modules/uploads/upload-files';
import { createAccountTestApp, fixtureOperators, loginOperator } from './account-fixtures';
import type { TestApp } from './test-app';

/**
 * A test app that transcodes: the catalogue, media in `mediaDir`, uploads in `dataDir` and its own job worker
 * (looking for work every second), with an admin, an editor and a support operator logged in.
 */
export async function createMediaTestApp(dataDir: string, mediaDir: string) {
  const t = await createAccountTestApp({
    catalogue: true,
    mediaDir,
    dataDir,
    jobWorkers: true,
    jobs: { pollSeconds: 1 },
  });
  return {
    t,
    admin: await loginOperator(t.app, 'admin'),
    editor: await loginOperator(t.app, 'editor'),
    support: await loginOperator(t.app, 'support'),
  };
}

/**
 * Records uploads as the tus server does (routes/operator/uploads.ts) for files a test put in the data folder:
 * begun with `missingBytes` still to come, and finished when `complete`.
 */
export async function recordUploads(
  t: TestApp,
  dataDir: string,
  rows: readonly (readonly [
    id: string,
    missingBytes: number,
    complete: boolean,
    operatorId: number,
    purpose: UploadPurpose,
  ])[],
): Promise<void> {
  const { uploads } = t.app.services;
  const actor = {
    portal: 'operator' as const,
    id: fixtureOperators.editor.id,
    username: 'site.editor',
    address: '127.0.0.1',
  };
  for (const [id, missingBytes, complete, operatorId, purpose] of rows) {
    await uploads.started({
      id,
      operatorId,
      apiTokenId: null,
      purpose,
      filename: `${id}.mp4`,
      filetype: 'video/mp4',
      sizeBytes: statSync(uploadFilePath(dataDir, id)).size + missingBytes,
    });
    if (complete) await uploads.finished(id, actor);
  }
}

/** A job once it is done or failed (the test app's own worker runs it). */
export const jobEnded = (t: TestApp, jobId: string) =>
  vi.waitFor(
    async () => {
      const job = await t.app.services.jobs.get(jobId);
      if (job.state !== 'done' && job.state !== 'failed') throw new Error(`still ${job.state}`);
      return job;
    },
    { timeout: 60_000, interval: 250 },
  );
