import { access, readdir, rm } from 'node:fs/promises';
import { join, posix } from 'node:path';
import {
  markSuperseded,
  pruneRenditions,
  renditionRoot,
  reserveRendition,
  type MediaPurpose,
} from '../../media/renditions';
import { publishAudioDescription } from '../../media/audio-description';
import type { RenditionManifest } from '../../media/master-playlist';
import { readManifest } from '../../media/publish-subtitles';
import { TranscodeFailure } from '../../media/source-probe';
import { transcode, type SubtitleInput } from '../../media/transcode';
import { uploadFilePath } from '../uploads/upload-files';
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
  mediaDir: string;
  /** Where finished uploads are (uploads/upload-files.ts). */
  dataDir: string;
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
export const subtitlesFolder = (mediaDir: string, titleId: number) =>
  join(mediaDir, 'titles', String(titleId), 'subtitles');

export async function storedSubtitles(mediaDir: string, titleId: number): Promise<SubtitleInput[]> {
  const folder = subtitlesFolder(mediaDir, titleId);
  const files = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return files
    .map((file) => /^([a-z]{2,3})(-sdh)?\.vtt$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map((match) => ({ language: match[1]!, sdh: !!match[2], file: join(folder, match[0]) }));
}

/**
 * Switches a title's film or trailer to a complete new version folder in one UPDATE, records the film's subtitle
 * and access tracks (SDH, audio descriptions) from its manifest, keeps the version it played for its running
 * loans and prunes those nobody can play any more. A title gone meanwhile: the folder is removed and the job
 * fails (title_missing).
 */
export async function switchToVersion(
  deps: Pick<TranscodingDeps, 'mediaDir' | 'repo'>,
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
    await rm(join(deps.mediaDir, key), { recursive: true, force: true });
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
    await markSuperseded(deps.mediaDir, switched.previous, keepUntil);
  }
  await pruneRenditions(deps.mediaDir, renditionRoot(titleId, purpose), key, now);
}

/**
 * A 'transcode' job (docs/decisions/048): the finished upload becomes a new rendition of the title's film or
 * trailer, with the title's stored subtitles; the title switches to it in one UPDATE when it is complete, and the
 * rendition it played before is kept for its running loans. A failure or a cancellation throws a TranscodeFailure
 * and leaves the title as it was, without the new folder.
 */
export function createTranscoding(deps: TranscodingDeps) {
  const clock = deps.clock ?? (() => new Date());

  return {
    async run(
      payload: TranscodeJobPayload,
      ctx: { progress(percent: number): Promise<void> | void; signal: AbortSignal },
    ): Promise<{ mediaKey: string; renditions: number[]; durationSeconds: number }> {
      const { titleId, purpose } = payload;
      if (!(await deps.repo.titleRenditions(titleId))) throw new TranscodeFailure('title_missing');
      const source = uploadFilePath(deps.dataDir, payload.uploadId);
      await access(source).catch(() => {
        throw new TranscodeFailure('source_missing');
      });

      const root = renditionRoot(titleId, purpose);
      const key = await reserveRendition(deps.mediaDir, root, clock());
      const { report, settled } = serialProgress(ctx, deps.log);
      const discard = () => rm(join(deps.mediaDir, key), { recursive: true, force: true });
      const result = await transcode({
        source,
        outDir: join(deps.mediaDir, key),
        uriPrefix: `${posix.basename(key)}/`,
        subtitles: purpose === 'film' ? await storedSubtitles(deps.mediaDir, titleId) : [],
        signal: ctx.signal,
        onProgress: report,
        ...(deps.preset ? { preset: deps.preset } : {}),
      }).catch(async (error: unknown) => {
        // The reserved folder goes too when the source is refused before anything was written into it.
        await discard();
        throw error;
      });
      await settled();
      if (ctx.signal.aborted) {
        await discard();
        throw new TranscodeFailure('cancelled');
      }

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
      const manifest = await readManifest(deps.mediaDir, title.mediaKey);
      if (!manifest || !title.mediaKey) throw new TranscodeFailure('no_film');
      const source = uploadFilePath(deps.dataDir, payload.uploadId);
      await access(source).catch(() => {
        throw new TranscodeFailure('source_missing');
      });
      const key = await reserveRendition(deps.mediaDir, renditionRoot(titleId, 'film'), clock());
      const { report, settled } = serialProgress(ctx, deps.log);
      const next = await publishAudioDescription({
        mediaDir: deps.mediaDir,
        currentKey: title.mediaKey,
        manifest,
        nextKey: key,
        source,
        language: payload.language,
        signal: ctx.signal,
        onProgress: report,
      });
      await settled();
      if (ctx.signal.aborted) {
        await rm(join(deps.mediaDir, key), { recursive: true, force: true });
        throw new TranscodeFailure('cancelled');
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
