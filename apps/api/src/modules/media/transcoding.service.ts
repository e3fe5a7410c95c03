import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import {
  markSuperseded,
  pruneRenditions,
  renditionRoot,
  reserveRendition,
  type MediaPurpose,
} from '../../media/renditions';
import { audioDescriptionFolder, OWN_FILES, publishAudioDescription } from '../../media/audio-description';
import { ENCRYPTION_MARKER } from '../../media/hls-encryption';
import type { MediaStorage } from '../../media/storage/media-storage';
import type { RenditionManifest } from '../../media/master-playlist';
import { readManifest } from '../../media/publish-subtitles';
import { TranscodeFailure } from '../../media/source-probe';
import { transcode, type SubtitleInput } from '../../media/transcode';
import type { UploadStorage } from '../uploads/upload-storage';
import type { MediaKeys } from './media-keys';
import { discardVersion, storeRendition } from './store-rendition';
import type { MediaRepository } from './media.repository';

/** What an 'audio_description' job carries. */
export interface AudioDescriptionJobPayload {
  titleId: number;
  uploadId: string;
  language: string;
}

/**
 * A job's progress written one after another, never two at once; `settled` waits for the last before the switch.
 */
function serialProgress(
  ctx: { progress(percent: number): Promise<void> | void },
  log: TranscodingDeps['log'],
): { report(percent: number): void; settled(): Promise<void> } {
  let progress: Promise<void> = Promise.resolve();
  return {
    report(percent) {
      progress = progress
        .then(() => ctx.progress(percent))
        .catch((error: unknown) => log?.error({ err: error }, 'transcode progress not recorded'));
    },
    settled: () => progress,
  };
}

/** What a 'transcode' job carries. */
export interface TranscodeJobPayload {
  titleId: number;
  uploadId: string;
  purpose: MediaPurpose;
}

export interface TranscodingDeps {
  /** Where renditions and stored subtitles live (docs/decisions/070). */
  storage: MediaStorage;
  /** The renditions' keys: every rendition is stored encrypted. */
  keys: Pick<MediaKeys, 'create' | 'share' | 'key' | 'remove'>;
  /** Finished uploads, fetched to this machine's disk when they are in a bucket (uploads/upload-storage.ts). */
  uploads: Pick<UploadStorage, 'fetch'>;
  repo: Pick<
    MediaRepository,
    'titleRenditions' | 'switchRendition' | 'latestLoanEnd' | 'setSubtitleTracks' | 'setAccessTracks'
  >;
  clock?: () => Date;
  /** x264 preset (tests take ultrafast). */
  preset?: string;
  log?: { error(obj: object, msg: string): void };
}

/**
 * How long past a loan's end (plus the film's length) a superseded rendition stays: covers players without a
 * loan (operators, librarians, preview links and trailers), whose streams last hours, not days.
 */
export const SUPERSEDED_MARGIN_MS = 6 * 3600_000;

/** The title's stored subtitle files: titles/<id>/subtitles/<lang>.vtt and <lang>-sdh.vtt (attach_subtitles). */
export const subtitlesFolder = (titleId: number) => `titles/${titleId}/subtitles`;

/** The title's stored subtitles, fetched into `scratch` for a transcoding. */
export async function storedSubtitles(
  storage: MediaStorage,
  titleId: number,
  scratch: string,
): Promise<SubtitleInput[]> {
  const folder = subtitlesFolder(titleId);
  const files = (await storage.list(folder))
    .map((key) => /^([a-z]{2,3})(-sdh)?\.vtt$/.exec(key.slice(folder.length + 1)))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a[0].localeCompare(b[0]));
  if (files.length === 0) return [];
  await mkdir(scratch, { recursive: true });
  const inputs: SubtitleInput[] = [];
  for (const match of files) {
    const file = join(scratch, match[0]);
    const bytes = await storage.getBytes(`${folder}/${match[0]}`);
    if (!bytes) continue;
    await writeFile(file, bytes);
    inputs.push({ language: match[1]!, sdh: !!match[2], file });
  }
  return inputs;
}

/** A job's scratch folder on this machine's disk (removed when the job ends, however it ends). */
const scratchFolder = (storage: MediaStorage, key: string) =>
  join(storage.scratchRoot, `${key.replaceAll('/', '-')}-${process.pid}`);

/**
 * Switches a title's film or trailer to a complete new version folder in one UPDATE, records the film's subtitle
 * and access tracks (SDH, audio descriptions) from its manifest, keeps the version it played for its running
 * loans and prunes those nobody can play any more. A title gone meanwhile: the folder is removed and the job
 * fails (title_missing).
 */
export async function switchToVersion(
  deps: Pick<TranscodingDeps, 'storage' | 'keys' | 'repo'>,
  now: Date,
  version: {
    titleId: number;
    purpose: MediaPurpose;
    key: string;
    durationSeconds: number;
    manifest: RenditionManifest;
    /** The film version this one was built from: the switch happens only while the title still plays it. */
    basedOn?: string;
  },
): Promise<void> {
  const { titleId, purpose, key, durationSeconds, manifest } = version;
  const switched = await deps.repo.switchRendition(titleId, purpose, key, durationSeconds, version.basedOn);
  if (!switched || switched.changed) {
    await discardVersion(deps, key);
    throw new TranscodeFailure(switched ? 'film_changed' : 'title_missing');
  }
  if (purpose === 'film') {
    const subtitles = manifest.subtitles;
    await deps.repo.setSubtitleTracks(
      key,
      subtitles.filter((s) => !s.sdh).map((s) => s.language),
    );
    await deps.repo.setAccessTracks(key, {
      sdh: subtitles.filter((s) => s.sdh).map((s) => s.language),
      audioDescriptions: manifest.alternateAudio
        .filter((track) => track.description && track.language)
        .map((track) => track.language!),
    });
  }
  if (switched.previous) {
    const loanEnd = purpose === 'film' ? await deps.repo.latestLoanEnd(titleId) : null;
    const base = Math.max(now.getTime(), loanEnd?.getTime() ?? 0);
    const keepUntil = new Date(base + durationSeconds * 1000 + SUPERSEDED_MARGIN_MS);
    await markSuperseded(deps.storage, switched.previous, keepUntil);
  }
  const pruned = await pruneRenditions(deps.storage, renditionRoot(titleId, purpose), key, now);
  await deps.keys.remove(pruned);
}

/**
 * A 'transcode' job (docs/decisions/048): the finished upload becomes a new rendition of the title's film or
 * trailer, with the title's stored subtitles; the title switches to it in one UPDATE when it is complete, and the
 * rendition it played before is kept for its running loans. A failure or a cancellation throws a TranscodeFailure
 * and leaves the title as it was, without the new folder.
 */
export function createTranscoding(deps: TranscodingDeps) {
  const clock = deps.clock ?? (() => new Date());

  /** The upload as a file on this machine (in the job's scratch folder when it was fetched from a bucket). */
  const fetchSource = async (uploadId: string, scratch: string): Promise<string> => {
    const upload = await deps.uploads.fetch(uploadId, join(scratch, 'source'));
    if (!upload) throw new TranscodeFailure('source_missing');
    return upload.path;
  };

  return {
    async run(
      payload: TranscodeJobPayload,
      ctx: { progress(percent: number): Promise<void> | void; signal: AbortSignal },
    ): Promise<{ mediaKey: string; renditions: number[]; durationSeconds: number }> {
      const { titleId, purpose } = payload;
      if (!(await deps.repo.titleRenditions(titleId))) throw new TranscodeFailure('title_missing');
      const root = renditionRoot(titleId, purpose);
      const key = await reserveRendition(deps.storage, root, clock());
      const scratch = scratchFolder(deps.storage, key);
      const { report, settled } = serialProgress(ctx, deps.log);
      let stored = false;
      try {
        const source = await fetchSource(payload.uploadId, scratch);
        const result = await transcode({
          source,
          outDir: join(scratch, 'out'),
          uriPrefix: `${posix.basename(key)}/`,
          subtitles:
            purpose === 'film'
              ? await storedSubtitles(deps.storage, titleId, join(scratch, 'subtitles'))
              : [],
          signal: ctx.signal,
          onProgress: report,
          ...(deps.preset ? { preset: deps.preset } : {}),
        });
        await settled();
        if (ctx.signal.aborted) throw new TranscodeFailure('cancelled');
        stored = true;
        await storeRendition(deps, join(scratch, 'out'), key);
        await switchToVersion(deps, clock(), {
          titleId,
          purpose,
          key,
          durationSeconds: result.durationSeconds,
          manifest: result.manifest,
        });
        return {
          mediaKey: key,
          renditions: result.ladder.map((r) => r.height),
          durationSeconds: result.durationSeconds,
        };
      } catch (error) {
        if (stored) await discardVersion(deps, key).catch(() => undefined);
        throw error;
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },

    /**
     * An 'audio_description' job (attach_audio_description): the delivered file becomes an audio description of
     * the film in a new version (media/audio-description.ts), switched to as a transcoding is. A title without
     * a transcoded film fails the job (no_film) and changes nothing.
     */
    async addAudioDescription(
      payload: AudioDescriptionJobPayload,
      ctx: { progress(percent: number): Promise<void> | void; signal: AbortSignal },
    ): Promise<{ mediaKey: string }> {
      const { titleId } = payload;
      const title = await deps.repo.titleRenditions(titleId);
      if (!title) throw new TranscodeFailure('title_missing');
      const manifest = await readManifest(deps.storage, title.mediaKey);
      if (!manifest || !title.mediaKey) throw new TranscodeFailure('no_film');
      const key = await reserveRendition(deps.storage, renditionRoot(titleId, 'film'), clock());
      const scratch = scratchFolder(deps.storage, key);
      const out = join(scratch, 'out');
      const { report, settled } = serialProgress(ctx, deps.log);
      let next: RenditionManifest;
      let stored = false;
      try {
        const source = await fetchSource(payload.uploadId, scratch);
        // The current version's files, but for those each version writes itself and this language's earlier
        // description; its segments keep their encryption (the new version shares its key).
        await deps.storage.download(title.mediaKey, out);
        for (const own of [...OWN_FILES, audioDescriptionFolder(payload.language), ENCRYPTION_MARKER]) {
          await rm(join(out, own), { recursive: true, force: true });
        }
        next = await publishAudioDescription({
          outDir: out,
          manifest,
          nextKey: key,
          source,
          language: payload.language,
          signal: ctx.signal,
          onProgress: report,
        });
        await settled();
        if (ctx.signal.aborted) throw new TranscodeFailure('cancelled');
        stored = true;
        await storeRendition(deps, out, key, title.mediaKey);
      } catch (error) {
        if (stored) await discardVersion(deps, key).catch(() => undefined);
        throw error;
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
      await switchToVersion(deps, clock(), {
        titleId,
        purpose: 'film',
        key,
        durationSeconds: manifest.durationSeconds,
        manifest: next,
        // A new film transcoded meanwhile is not switched back to one built on the older film.
        basedOn: title.mediaKey,
      });
      return { mediaKey: key };
    },
  };
}
export type Transcoding = ReturnType<typeof createTranscoding>;
