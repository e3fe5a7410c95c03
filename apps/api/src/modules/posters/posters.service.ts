import type { Language, PosterFormat } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { MediaStorage } from '../../media/storage/media-storage';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { renderPoster } from './poster';
import { presentPoster } from './poster-address';
import { decodePosterUpload, encodePoster } from './poster-image';
import type { PosterChanged, PostersRepository, TitlePosterRow } from './posters.repository';

export interface PostersDeps {
  repo: Pick<
    PostersRepository,
    'posterTitle' | 'seriesPosterTitle' | 'poster' | 'setPoster' | 'removePoster' | 'image'
  >;
  audit: Pick<AuditService, 'record'>;
  /** A title's poster changed: the catalogue here reads it again, and every other process is told to. */
  catalogueChanged: () => Promise<void> | void;
  /**
   * With MEDIA_STORAGE in a bucket (docs/decisions/070), uploaded posters' sizes are stored there
   * (`posters/<title id>/<sha256>-<width>.<format>`), not in the database; absent, in the database as before.
   */
  storage?: MediaStorage;
}

/** Where one size and format of an uploaded poster is in the media storage. */
export const posterKey = (titleId: number, sha256: string, width: number, format: PosterFormat) =>
  `posters/${titleId}/${sha256}-${width}.${format}`;

/** What the audit log records of a title's poster: the address a single image shows. */
const posterSnapshot = (row: TitlePosterRow) => ({
  poster_url: presentPoster(row.titleId, row.posterPath, row.uploaded).poster_url,
});

/**
 * Posters: generated from the title for titles without one (no image files, no network), and uploaded ones cut to
 * responsive sizes (docs/decisions/053).
 */
export function createPostersService(deps: PostersDeps) {
  /** An audit entry when the poster's address changed (none without an actor: a job's own poster frame). */
  const audited =
    (actor: AuditActor | null, outcome: { changed: boolean }): PosterChanged =>
    async (tx, rows) => {
      const before = posterSnapshot(rows.before);
      const after = posterSnapshot(rows.after);
      if (before.poster_url === after.poster_url) return;
      outcome.changed = true;
      if (!actor) return;
      await deps.audit.record(
        {
          actor,
          libraryId: null,
          action: 'title.poster',
          objectType: 'title',
          objectId: rows.after.titleId,
          before,
          after,
        },
        tx,
      );
    };

  async function finish(saved: TitlePosterRow | undefined, outcome: { changed: boolean }) {
    if (!saved) throw new AppError('TITLE_NOT_FOUND');
    if (outcome.changed) await deps.catalogueChanged();
    return saved;
  }

  /**
   * Stores a poster for a title from an image's bytes (PNG, JPEG or WebP): cut to every size and format, served
   * at once on every process. Other code (the transcoding job's poster frame) calls it with `onlyIfNone`, so an
   * operator's upload is never replaced by a frame; without an actor nothing is audited.
   */
  async function storePoster(
    titleId: number,
    bytes: Buffer,
    options: { actor: AuditActor | null; onlyIfNone?: boolean },
  ): Promise<TitlePosterRow> {
    let poster = await encodePoster(bytes);
    if (deps.storage) {
      // Every size is stored before the title names it. (A replaced poster's sizes stay: a few kilobytes each,
      // and an address that names them is refused once the title has another.)
      for (const image of poster.images) {
        await deps.storage.putBytes(
          posterKey(titleId, poster.sha256, image.width, image.format),
          image.image,
        );
      }
      poster = { ...poster, images: [] };
    }
    const outcome = { changed: false };
    const saved = await deps.repo.setPoster(
      titleId,
      poster,
      audited(options.actor, outcome),
      options.onlyIfNone ?? false,
    );
    return finish(saved, outcome);
  }

  return {
    /**
     * The SVG poster of a title: with a language, its name and genres in that language; without, the original
     * name and English genres. NOT_FOUND when no title has the id.
     */
    async svg(titleId: number, language?: Language): Promise<string> {
      const title = await deps.repo.posterTitle(titleId, language);
      if (!title) throw new AppError('NOT_FOUND');
      return renderPoster(title);
    },

    /** The SVG poster of a series (its name, not an episode's), as `svg` does for a title. */
    async seriesSvg(groupId: number, language?: Language): Promise<string> {
      const series = await deps.repo.seriesPosterTitle(groupId, language);
      if (!series) throw new AppError('NOT_FOUND');
      return renderPoster(series);
    },

    storePoster,

    /** The console's upload: the file in base64 (or a data: URL). */
    uploadPoster(titleId: number, upload: string, actor: AuditActor): Promise<TitlePosterRow> {
      return storePoster(titleId, decodePosterUpload(upload), { actor });
    },

    async removePoster(titleId: number, actor: AuditActor): Promise<TitlePosterRow> {
      const outcome = { changed: false };
      return finish(await deps.repo.removePoster(titleId, audited(actor, outcome)), outcome);
    },

    async poster(titleId: number): Promise<TitlePosterRow> {
      const row = await deps.repo.poster(titleId);
      if (!row) throw new AppError('TITLE_NOT_FOUND');
      return row;
    },

    /** One served size of an uploaded poster, or undefined (unknown, or replaced since). */
    async image(titleId: number, sha256: string, width: number, format: PosterFormat) {
      const inDatabase = await deps.repo.image(titleId, sha256, width, format);
      if (inDatabase || !deps.storage) return inDatabase;
      const current = await deps.repo.poster(titleId);
      if (current?.uploaded?.sha256 !== sha256 || !current.uploaded.widths.includes(width)) return undefined;
      return deps.storage.getBytes(posterKey(titleId, sha256, width, format));
    },
  };
}
export type PostersService = ReturnType<typeof createPostersService>;
