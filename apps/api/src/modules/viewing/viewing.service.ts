import { randomBytes } from 'node:crypto';
import { PREVIEW_LINK_HOURS_MAX, VIEWING_START_SECONDS, type Language } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/keyed-hash';
import { foldForSearch } from '../../lib/search-fold';
import type { AuditActor, AuditRecord } from '../audit/audit.service';
import type { CatalogueSnapshot } from '../catalogue/catalogue-index';
import { dayIn, windowState } from '../catalogue/licence-window';
import { signViewingToken, type ViewingMode } from '../media/stream-token';
import type { PreviewLinkRow, PreviewLinksRepository } from './preview-links.repository';

/** How long after its start-by moment a viewing stream's files stay available beyond the film: pauses. */
const VIEWING_SLACK_SECONDS = 60 * 60;
/** The most links the console lists. */
export const PREVIEW_LINKS_LISTED = 200;
/** The most titles a search for a preview link answers. */
export const PREVIEW_TITLES_FOUND = 20;

export interface ViewingStream {
  titleId: number;
  playlistUrl: string;
  expiresAt: Date;
}

export interface ViewingServiceDeps {
  /** The stream tokens' key (services.ts). */
  streamKey: string;
  /** The catalogue as it is in memory: every title, published or not, licensed or not. */
  catalogue: () => Promise<Pick<CatalogueSnapshot, 'titles' | 'titlesContaining'>>;
  repo: PreviewLinksRepository;
  audit: { record(record: AuditRecord, tx?: Parameters<PreviewLinksRepository['insert']>[0]): Promise<void> };
  clock?: () => Date;
  /** Whether the title has a trailer (docs/decisions/048). */
  hasTrailer?: (titleId: number) => Promise<boolean>;
}

/** The longest a trailer's stream is made for (its files are served this long past its start-by, plus slack). */
export const TRAILER_MAX_SECONDS = 15 * 60;

/** The state of a link at `now`. */
export const previewLinkStatus = (link: PreviewLinkRow, now: Date) =>
  link.revokedAt !== null ? 'revoked' : link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';

/**
 * The title page's viewing modes without a loan (docs/decisions/044): who may play what, the streams they get,
 * and the preview links operators give out. Nothing here makes a loan, so no budget, limit or statistic counts a
 * play; every play's start is in the audit log.
 */
export function createViewingService(deps: ViewingServiceDeps) {
  const clock = deps.clock ?? (() => new Date());

  /** The title with media, or TITLE_NOT_FOUND; `country` narrows to titles with a licence window there. */
  async function playable(titleId: number, country?: string) {
    const title = (await deps.catalogue()).titles.get(titleId);
    if (!title?.hasMedia || (country !== undefined && !title.licences.has(country))) {
      throw new AppError('TITLE_NOT_FOUND');
    }
    return title;
  }

  /** A stream of `titleId` for `mode`, playable from now until `startBy` (and to the end of the film after). */
  function stream(
    mode: ViewingMode,
    grantId: number,
    title: { id: number; durationSeconds: number },
    startBy: Date,
  ): ViewingStream {
    const expiresAt = new Date(startBy.getTime() + (title.durationSeconds + VIEWING_SLACK_SECONDS) * 1000);
    const token = signViewingToken(deps.streamKey, {
      mode,
      grantId,
      titleId: title.id,
      startBy,
      expiresAt,
    });
    return { titleId: title.id, playlistUrl: `/api/media/${token}/master.m3u8`, expiresAt };
  }

  const startBy = () => new Date(clock().getTime() + VIEWING_START_SECONDS * 1000);

  /** The link a token names while it plays; NOT_FOUND for anything else (never saying which). */
  async function activeLink(token: string): Promise<PreviewLinkRow> {
    const link = await deps.repo.byTokenHash(sha256Hex(token));
    if (!link || previewLinkStatus(link, clock()) !== 'active') throw new AppError('NOT_FOUND');
    return link;
  }

  const linkSnapshot = (link: PreviewLinkRow) => ({
    title_id: link.titleId,
    note: link.note,
    expires_at: link.expiresAt.toISOString(),
    revoked_at: link.revokedAt?.toISOString() ?? null,
  });

  return {
    /** The time links are judged at (their status in the list). */
    now: () => clock(),

    /** Whether an operator may play a title (any existing title with media). */
    async operatorMayPlay(titleId: number): Promise<void> {
      await playable(titleId);
    },

    async operatorPlays(actor: AuditActor, titleId: number): Promise<ViewingStream> {
      const title = await playable(titleId);
      await deps.audit.record({
        actor,
        libraryId: null,
        action: 'viewing.play_as_operator',
        objectType: 'title',
        objectId: title.id,
        before: null,
        after: null,
      });
      return stream('operator', actor.id, title, startBy());
    },

    /** Whether a librarian may play a title: licensed in their library's country. */
    async librarianMayPlay(library: { countryIso: string }, titleId: number): Promise<void> {
      await playable(titleId, library.countryIso);
    },

    async librarianPlays(
      actor: AuditActor,
      library: { id: number; countryIso: string },
      titleId: number,
    ): Promise<ViewingStream> {
      const title = await playable(titleId, library.countryIso);
      await deps.audit.record({
        actor,
        libraryId: library.id,
        action: 'viewing.play_as_librarian',
        objectType: 'title',
        objectId: title.id,
        before: null,
        after: null,
      });
      return stream('librarian', actor.id, title, startBy());
    },

    /** Titles for a new preview link: every word in the title's names, people or description, or the id. */
    async findTitles(
      search: string,
      locale: Language,
    ): Promise<{ id: number; name: string; year: number | null }[]> {
      const snapshot = await deps.catalogue();
      const words = [...new Set(foldForSearch(search).split(' '))].filter(Boolean).slice(0, 10);
      const byId = /^\d+$/.test(search.trim()) ? snapshot.titles.get(Number(search.trim())) : undefined;
      const sets = words.map((word) => snapshot.titlesContaining(word)).sort((a, b) => a.size - b.size);
      const found = sets.length === 0 ? [] : [...sets[0]!].filter((id) => sets.every((set) => set.has(id)));
      const titles = found.flatMap((id) => {
        const title = snapshot.titles.get(id);
        return title ? [title] : [];
      });
      const named = titles
        .map((title) => ({ id: title.id, name: title.names[locale], year: title.year }))
        .sort((a, b) => a.name.localeCompare(b.name, locale) || a.id - b.id);
      const first = byId ? [{ id: byId.id, name: byId.names[locale], year: byId.year }] : [];
      return [...first, ...named.filter((t) => t.id !== byId?.id)].slice(0, PREVIEW_TITLES_FOUND);
    },

    /** Makes a link; answers it with its token, which is never stored nor answered again. */
    async createLink(
      actor: AuditActor,
      input: { titleId: number; hours?: number | undefined; expiresAt?: string | undefined; note: string },
    ): Promise<{ link: PreviewLinkRow; token: string }> {
      if ((input.hours === undefined) === (input.expiresAt === undefined)) {
        throw new AppError('VALIDATION_FAILED', { fields: { hours: 'give either hours or expires_at' } });
      }
      const now = clock();
      const expiresAt =
        input.hours !== undefined
          ? new Date(now.getTime() + input.hours * 3600_000)
          : new Date(input.expiresAt!);
      if (expiresAt.getTime() <= now.getTime()) {
        throw new AppError('VALIDATION_FAILED', { fields: { expires_at: 'must be in the future' } });
      }
      if (expiresAt.getTime() > now.getTime() + PREVIEW_LINK_HOURS_MAX * 3600_000) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { expires_at: `must be at most ${PREVIEW_LINK_HOURS_MAX} hours from now` },
        });
      }
      await playable(input.titleId);
      const token = randomBytes(32).toString('base64url');
      const link = await deps.repo.transaction(async (tx) => {
        const row = await deps.repo.insert(tx, {
          titleId: input.titleId,
          tokenHash: sha256Hex(token),
          note: input.note,
          createdByOperatorId: actor.id,
          createdAt: now,
          expiresAt,
        });
        await deps.audit.record(
          {
            actor,
            libraryId: null,
            action: 'preview.create_link',
            objectType: 'preview_link',
            objectId: row.id,
            before: null,
            after: linkSnapshot(row),
          },
          tx,
        );
        return row;
      });
      return { link, token };
    },

    async listLinks(): Promise<PreviewLinkRow[]> {
      return deps.repo.list(PREVIEW_LINKS_LISTED);
    },

    async revokeLink(actor: AuditActor, linkId: number): Promise<PreviewLinkRow> {
      return deps.repo.transaction(async (tx) => {
        const before = await deps.repo.byId(tx, linkId);
        if (!before) throw new AppError('NOT_FOUND');
        if (before.revokedAt !== null) return before;
        const after = await deps.repo.revoke(tx, linkId, clock());
        await deps.audit.record(
          {
            actor,
            libraryId: null,
            action: 'preview.revoke_link',
            objectType: 'preview_link',
            objectId: linkId,
            before: linkSnapshot(before),
            after: linkSnapshot(after),
          },
          tx,
        );
        return after;
      });
    },

    /** The title a preview token plays, and the link's end. */
    async openPreview(token: string): Promise<{ titleId: number; expiresAt: Date }> {
      const link = await activeLink(token);
      await playable(link.titleId);
      return { titleId: link.titleId, expiresAt: link.expiresAt };
    },

    /**
     * A preview link's stream. Recorded under the operator who made the link (on whose authority it plays), with
     * the link and its note, from the visitor's address.
     */
    async previewPlays(token: string, address: string): Promise<ViewingStream> {
      const link = await activeLink(token);
      const title = await playable(link.titleId);
      await deps.audit.record({
        actor: { portal: 'operator', id: link.createdByOperatorId, username: link.createdBy, address },
        libraryId: null,
        action: 'viewing.play_preview',
        objectType: 'title',
        objectId: title.id,
        before: null,
        after: { preview_link_id: link.id, note: link.note },
      });
      const until = Math.min(startBy().getTime(), link.expiresAt.getTime());
      return stream('preview', link.id, title, new Date(until));
    },

    /**
     * A title's trailer for anyone (docs/decisions/048): a listed title whose licence window somewhere is open or
     * still to come (decision 052), with a trailer.
     * No loan, nothing counted and nothing audited (a patron looking before borrowing); the token reaches the
     * trailer's folder only.
     */
    async trailerPlays(titleId: number): Promise<ViewingStream> {
      const title = (await deps.catalogue()).titles.get(titleId);
      const today = dayIn('UTC', clock().getTime());
      const published =
        title?.listed && [...title.licences.values()].some((w) => windowState(w, today) !== 'ended');
      if (!title || !published || !(await deps.hasTrailer?.(titleId))) throw new AppError('TITLE_NOT_FOUND');
      return stream('trailer', title.id, { id: title.id, durationSeconds: TRAILER_MAX_SECONDS }, startBy());
    },
  };
}

export type ViewingService = ReturnType<typeof createViewingService>;
