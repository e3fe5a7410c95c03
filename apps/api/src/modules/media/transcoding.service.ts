import { access, readdir, rm } from 'node:fs/promises';
import { join, posix } from 'node:path';
import {
  markSuperseded,
  pruneRenditions,
  renditionRoot,
  reserveRendition,
  type MediaPurpose,
} from '../../media/renditions';
import { TranscodeFailure } from '../../media/source-probe';
import { transcode, type SubtitleInput } from '../../media/transcode';
import { uploadFilePath } from '../uploads/upload-files';
import type { MediaRepository } from './media.repository';

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
      // Progress is written one after another, never two at once, and waited for before the switch.
      let progress: Promise<void> = Promise.resolve();
      const report = (percent: number) => {
        progress = progress
          .then(() => ctx.progress(percent))
          .catch((error: unknown) => deps.log?.error({ err: error }, 'transcode progress not recorded'));
      };
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
      await progress;
      if (ctx.signal.aborted) {
        await discard();
        throw new TranscodeFailure('cancelled');
      }

      const switched = await deps.repo.switchRendition(titleId, purpose, key, result.durationSeconds);
      if (!switched) {
        await discard();
        throw new TranscodeFailure('title_missing');
      }
      if (purpose === 'film') {
        const subtitles = result.manifest.subtitles;
        await deps.repo.setSubtitleTracks(
          key,
          subtitles.filter((s) => !s.sdh).map((s) => s.language),
        );
        await deps.repo.setAccessTracks(key, {
          sdh: subtitles.filter((s) => s.sdh).map((s) => s.language),
          audioDescriptions: result.manifest.alternateAudio
            .filter((track) => track.description && track.language)
            .map((track) => track.language!),
        });
      }

      const now = clock();
      if (switched.previous) {
        const loanEnd = purpose === 'film' ? await deps.repo.latestLoanEnd(titleId) : null;
        const base = Math.max(now.getTime(), loanEnd?.getTime() ?? 0);
        const keepUntil = new Date(base + result.durationSeconds * 1000 + SUPERSEDED_MARGIN_MS);
        await markSuperseded(deps.mediaDir, switched.previous, keepUntil);
      }
      await pruneRenditions(deps.mediaDir, root, key, now);
      return {
        mediaKey: key,
        renditions: result.ladder.map((r) => r.height),
        durationSeconds: result.durationSeconds,
      };
    },
  };
}
export type Transcoding = ReturnType<typeof createTranscoding>;
