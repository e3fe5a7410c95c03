import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { prefixUris } from '../../media/demo-clips';
import { ENCRYPTION_MARKER } from '../../media/hls-encryption';
import { masterPlaylist, type RenditionManifest } from '../../media/master-playlist';
import {
  markSuperseded,
  pruneRenditions,
  renditionRoot,
  reserveRendition,
  VERSIONED_KEY,
  type MediaPurpose,
} from '../../media/renditions';
import { TranscodeFailure } from '../../media/source-probe';
import type { MediaStorage } from '../../media/storage/media-storage';
import { JobFailure, type JobContext, type JobHandler } from '../jobs/jobs.service';
import type { MediaKeys } from './media-keys';
import type { MediaRepository } from './media.repository';
import { discardVersion, storeRendition } from './store-rendition';
import { SUPERSEDED_MARGIN_MS } from './transcoding.service';

/** The durable job that encrypts one clear rendition of a title (docs/decisions/070). */
export const REPACKAGE_JOB_KIND = 'repackage';

export interface RepackageJobPayload {
  titleId: number;
  purpose: MediaPurpose;
}

export interface RepackagingDeps {
  storage: MediaStorage;
  keys: Pick<MediaKeys, 'create' | 'share' | 'key' | 'remove'>;
  repo: Pick<MediaRepository, 'titleRenditions' | 'switchRendition' | 'latestLoanEnd' | 'clearRenditions'>;
  jobs: {
    enqueue(
      kind: string,
      payload: object,
      opts?: { titleId?: number; singletonKey?: string },
    ): Promise<string>;
  };
  clock?: () => Date;
}

/**
 * Renditions made before every rendition was encrypted are packaged again, encrypted, by a durable job per title
 * and purpose: the same segments (no video is encoded again) in a new version folder with a key of its own, and
 * the title switches to it in one UPDATE, only while it still plays the rendition the job began from. The clear
 * version stays for the players that began on it, as after any switch, and goes at a later switch.
 */
export function createRepackaging(deps: RepackagingDeps) {
  const clock = deps.clock ?? (() => new Date());

  return {
    /** Queues a job for every clear rendition (at most one queued or running per title and purpose). */
    async enqueueClear(): Promise<number> {
      const clear = await deps.repo.clearRenditions();
      for (const { titleId, purpose } of clear) {
        await deps.jobs.enqueue(REPACKAGE_JOB_KIND, { titleId, purpose } satisfies RepackageJobPayload, {
          titleId,
          singletonKey: `repackage-${titleId}-${purpose}`,
        });
      }
      return clear.length;
    },

    /** One title's clear film or trailer, encrypted into a new version; answers it (null: nothing to do). */
    async run(payload: RepackageJobPayload, ctx: JobContext): Promise<string | null> {
      const { titleId, purpose } = payload;
      const title = await deps.repo.titleRenditions(titleId);
      if (!title) throw new TranscodeFailure('title_missing');
      const from = purpose === 'film' ? title.mediaKey : title.trailerMediaKey;
      if (!from || !from.startsWith('titles/') || (await deps.keys.key(from))) return null;

      const key = await reserveRendition(deps.storage, renditionRoot(titleId, purpose), clock());
      const scratch = join(deps.storage.scratchRoot, `${key.replaceAll('/', '-')}-${process.pid}`);
      const out = join(scratch, 'out');
      let stored = false;
      let durationSeconds = title.durationSeconds;
      try {
        await deps.storage.download(from, out);
        // A folder of before versions (the ingest command's titles/<id>) has the title's versions and stored
        // subtitles below it: those are not this rendition's.
        const notOwn = VERSIONED_KEY.test(from) ? [] : ['film', 'trailer', 'ingest', 'subtitles'];
        for (const own of ['keep-until', ENCRYPTION_MARKER, ...notOwn]) {
          await rm(join(out, own), { recursive: true, force: true });
        }
        await ctx.progress(30);
        // The new version's master names its files by its own folder (a player that began on the clear one
        // keeps its paths: renditions.ts streamFolder).
        const prefix = `${posix.basename(key)}/`;
        const manifestFile = join(out, 'rendition.json');
        const manifest = await readFile(manifestFile, 'utf8').then(
          (text) => JSON.parse(text) as RenditionManifest,
          () => undefined,
        );
        if (manifest) {
          const next: RenditionManifest = { ...manifest, uriPrefix: prefix };
          durationSeconds = manifest.durationSeconds;
          await writeFile(manifestFile, JSON.stringify(next, null, 2));
          await writeFile(join(out, 'master.m3u8'), masterPlaylist(next));
        } else {
          const master = join(out, 'master.m3u8');
          await writeFile(master, prefixUris(await readFile(master, 'utf8'), prefix));
        }
        if (ctx.signal.aborted) throw new TranscodeFailure('cancelled');
        stored = true;
        await storeRendition(deps, out, key);
        await ctx.progress(90);
        const switched = await deps.repo.switchRendition(titleId, purpose, key, durationSeconds, from);
        if (!switched || switched.changed)
          throw new TranscodeFailure(switched ? 'film_changed' : 'title_missing');
      } catch (error) {
        if (stored) await discardVersion(deps, key).catch(() => undefined);
        throw error;
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
      const now = clock();
      const loanEnd = purpose === 'film' ? await deps.repo.latestLoanEnd(titleId) : null;
      const base = Math.max(now.getTime(), loanEnd?.getTime() ?? 0);
      await markSuperseded(
        deps.storage,
        from,
        new Date(base + durationSeconds * 1000 + SUPERSEDED_MARGIN_MS),
      );
      await deps.keys.remove(await pruneRenditions(deps.storage, renditionRoot(titleId, purpose), key, now));
      return key;
    },
  };
}
export type Repackaging = ReturnType<typeof createRepackaging>;

/** The 'repackage' job's handler: fails with the reason's translation key; tells every catalogue on a switch. */
export const repackageJobHandler =
  (repackaging: Repackaging, catalogueChanged: () => Promise<void>): JobHandler =>
  async (job, ctx) => {
    const payload = job.payload as Record<string, unknown>;
    try {
      const key = await repackaging.run(
        {
          titleId: Number(payload['titleId']),
          purpose: payload['purpose'] === 'trailer' ? 'trailer' : 'film',
        },
        ctx,
      );
      if (key) await catalogueChanged();
    } catch (error) {
      if (error instanceof TranscodeFailure) throw new JobFailure(error.messageKey);
      throw error;
    }
  };
