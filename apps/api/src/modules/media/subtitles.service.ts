import { SUBTITLES_MAX_BYTES } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { publishSubtitles, readManifest } from '../../media/publish-subtitles';
import type { MediaStorage } from '../../media/storage/media-storage';
import { parseSubtitles, SubtitleFileError, toWebVtt, type Cue } from '../../media/subtitles';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { MediaRepository } from './media.repository';
import { subtitlesFolder } from './transcoding.service';

export interface SubtitlesDeps {
  storage: MediaStorage;
  repo: Pick<MediaRepository, 'titleRenditions' | 'setSubtitleTracks' | 'setAccessTracks'>;
  audit: Pick<AuditService, 'record'>;
  /** The title's subtitle languages changed: every process's catalogue reads them again. */
  catalogueChanged: () => Promise<void>;
}

/** The bytes of a base64 upload (a `data:` URL too), or SUBTITLES_TOO_LARGE / SUBTITLES_MALFORMED. */
function decodeFile(file: string): Buffer {
  const base64 = file.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    throw new AppError('SUBTITLES_MALFORMED', { details: { line: 1 } });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SUBTITLES_MAX_BYTES) throw new AppError('SUBTITLES_TOO_LARGE');
  return bytes;
}

/** UTF-8 text, or SUBTITLES_MALFORMED at the line of the first byte that is not UTF-8. */
function utf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    const line = lenient.slice(0, lenient.indexOf('\uFFFD')).split('\n').length;
    throw new AppError('SUBTITLES_MALFORMED', { details: { line } });
  }
}

/**
 * Subtitles added in the console (docs/decisions/048): checked and turned into WebVTT, stored with the title for
 * every later transcoding, and published into the rendition the title plays now.
 */
export function createSubtitlesService(deps: SubtitlesDeps) {
  return {
    async attach(
      input: { titleId: number; language: string; sdh: boolean; file: string },
      actor: AuditActor,
    ): Promise<{ cues: number; published: boolean }> {
      const text = utf8(decodeFile(input.file));
      const title = await deps.repo.titleRenditions(input.titleId);
      if (!title) throw new AppError('TITLE_NOT_FOUND');
      let cues: Cue[];
      try {
        cues = parseSubtitles(text);
      } catch (error) {
        if (error instanceof SubtitleFileError) {
          throw new AppError('SUBTITLES_MALFORMED', { details: { line: error.line } });
        }
        throw error;
      }

      const track = { language: input.language, sdh: input.sdh };
      const folder = subtitlesFolder(input.titleId);
      await deps.storage.putBytes(
        `${folder}/${track.language}${track.sdh ? '-sdh' : ''}.vtt`,
        toWebVtt(cues),
      );

      const manifest = await readManifest(deps.storage, title.mediaKey);
      if (manifest && title.mediaKey) {
        const next = await publishSubtitles(deps.storage, title.mediaKey, manifest, track, cues);
        await deps.repo.setSubtitleTracks(
          title.mediaKey,
          next.subtitles.filter((s) => !s.sdh).map((s) => s.language),
        );
        await deps.repo.setAccessTracks(title.mediaKey, {
          sdh: next.subtitles.filter((s) => s.sdh).map((s) => s.language),
          audioDescriptions: next.alternateAudio
            .filter((a) => a.description && a.language)
            .map((a) => a.language!),
        });
        await deps.catalogueChanged();
      }
      const published = manifest !== undefined;
      await deps.audit.record({
        actor,
        libraryId: null,
        action: 'title.attach_subtitles',
        objectType: 'title',
        objectId: input.titleId,
        before: null,
        after: { language: track.language, sdh: track.sdh, cues: cues.length, published },
      });
      return { cues: cues.length, published };
    },
  };
}
export type SubtitlesService = ReturnType<typeof createSubtitlesService>;
