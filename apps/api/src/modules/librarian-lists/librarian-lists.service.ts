import type { CountryIso, Language, LocalizedText } from '@filmhyllan/contract';
import { LIBRARIAN_LISTS_MAX } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditRecord, AuditService } from '../audit/audit.service';
import { dayIn } from '../catalogue/licence-window';
import type { LibrarianRow, LibraryRow } from '../librarians/librarians.repository';
import { librarianActor, type ChangeOrigin } from '../librarians/librarians.service';
import type { Session } from '../session/session.service';
import type { LibrarianListRow, LibrarianListsRepository } from './librarian-lists.repository';

/** The language a library's own heading must be given in: its country's. */
const libraryLanguages: Record<CountryIso, Language> = { se: 'sv', no: 'no', fi: 'fi' };
const headingLanguages = ['sv', 'no', 'fi', 'en'] as const;

/** A list as the portal shows it. */
export interface LibrarianListView {
  id: number;
  headings: Record<(typeof headingLanguages)[number], string>;
  startsOn: string | null;
  endsOn: string | null;
  /** 1 for the library's first list. */
  position: number;
  inSchedule: boolean;
  titles: { id: number; name: string; series: boolean; lent: boolean }[];
}

/** What save_list sends, under the service's names. */
export interface ListInput {
  listId: number | null;
  headings: Record<(typeof headingLanguages)[number], string>;
  titleIds: number[];
  startsOn: string | null;
  endsOn: string | null;
}

export interface LibrarianListsServiceDeps {
  repo: LibrarianListsRepository;
  /** The logged-in librarian and their library (LOGIN_REQUIRED without one). */
  account: (session: Session) => Promise<{ librarian: LibrarianRow; library: LibraryRow }>;
  audit: Pick<AuditService, 'record'>;
  clock?: () => Date;
}

/** Whether `today` falls within a list's dates (both included; null is open). */
export const inSchedule = (list: Pick<LibrarianListRow, 'startsOn' | 'endsOn'>, today: string): boolean =>
  (list.startsOn === null || list.startsOn <= today) && (list.endsOn === null || list.endsOn >= today);

/** The list as the audit log keeps it before and after a change. */
const auditSnapshot = (list: LibrarianListRow) => ({
  headings: list.headings,
  title_ids: list.titleIds,
  starts_on: list.startsOn,
  ends_on: list.endsOn,
  position: list.position,
});

/**
 * A librarian's own lists (issue 29; docs/decisions/061): the library's themes, made, ordered and scheduled in the
 * librarian portal. Each call works on the logged-in librarian's library only, and every change is audited in
 * its own transaction.
 */
export function createLibrarianListsService(deps: LibrarianListsServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const today = (library: LibraryRow) => dayIn(library.timeZone, clock().getTime());

  /** Records one change of the librarian's library in the change's transaction (`tx`). */
  const audited =
    (librarian: LibrarianRow, library: LibraryRow, origin: ChangeOrigin) =>
    (tx: Parameters<AuditService['record']>[1], entry: Omit<AuditRecord, 'actor' | 'libraryId'>) =>
      deps.audit.record({ actor: librarianActor(librarian, origin), libraryId: library.id, ...entry }, tx);

  async function present(library: LibraryRow, rows: LibrarianListRow[], locale: Language) {
    const day = today(library);
    const picked = await repo.pickedTitles(
      library,
      [...new Set(rows.flatMap((row) => row.titleIds))],
      day,
      locale,
    );
    const byId = new Map(picked.map((title) => [title.id, title]));
    return rows.map((row, index): LibrarianListView => ({
      id: row.id,
      headings: Object.fromEntries(
        headingLanguages.map((lang) => [lang, row.headings[lang] ?? '']),
      ) as LibrarianListView['headings'],
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      position: index + 1,
      inSchedule: inSchedule(row, day),
      titles: row.titleIds.flatMap((id) => {
        const title = byId.get(id);
        if (!title) return [];
        return [
          { id, name: title.seriesName ?? title.name, series: title.seriesName !== null, lent: title.lent },
        ];
      }),
    }));
  }

  /** Refuses what save_list may not store: a missing heading, reversed dates, titles unknown or not lent. */
  async function check(library: LibraryRow, input: ListInput) {
    const own = libraryLanguages[library.countryIso as CountryIso];
    if (!input.headings[own]) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { [`heading_${own}`]: "is required in the library's language" },
      });
    }
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn) {
      throw new AppError('VALIDATION_FAILED', { fields: { ends_on: 'must not be before starts_on' } });
    }
    const found = await repo.pickedTitles(library, input.titleIds, today(library), 'en');
    const known = new Map(found.map((title) => [title.id, title]));
    const unknown = input.titleIds.filter((id) => !known.has(id));
    if (unknown.length) throw new AppError('LIST_TITLES_UNKNOWN', { details: { title_ids: unknown } });
    const notLent = input.titleIds.filter((id) => !known.get(id)!.lent);
    if (notLent.length) throw new AppError('LIST_TITLES_NOT_LENT', { details: { title_ids: notLent } });
  }

  return {
    /** The library's lists in their order. */
    async lists(session: Session, locale: Language): Promise<LibrarianListView[]> {
      const { library } = await deps.account(session);
      return present(library, await repo.lists(library.id), locale);
    },

    /** Creates (listId null) or replaces one of the library's lists; answers it. */
    async save(
      session: Session,
      input: ListInput,
      origin: ChangeOrigin,
      locale: Language,
    ): Promise<LibrarianListView> {
      const { library, librarian } = await deps.account(session);
      await check(library, input);
      if (input.listId === null && (await repo.lists(library.id)).length >= LIBRARIAN_LISTS_MAX) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { list_id: `a library has at most ${LIBRARIAN_LISTS_MAX} lists` },
        });
      }
      const audit = audited(librarian, library, origin);
      const headings: LocalizedText = Object.fromEntries(
        headingLanguages.filter((lang) => input.headings[lang]).map((lang) => [lang, input.headings[lang]]),
      );
      const id = await repo.save(
        library,
        input.listId,
        { headings, startsOn: input.startsOn, endsOn: input.endsOn, titleIds: input.titleIds },
        (tx, change) =>
          audit(tx, {
            action: change.before ? 'list.update' : 'list.create',
            objectType: 'list',
            objectId: change.after.id,
            before: change.before && auditSnapshot(change.before),
            after: auditSnapshot(change.after),
          }),
      );
      if (id === null) throw new AppError('LIST_NOT_FOUND');
      const lists = await present(library, await repo.lists(library.id), locale);
      return lists.find((list) => list.id === id)!;
    },

    async remove(session: Session, listId: number, origin: ChangeOrigin): Promise<void> {
      const { library, librarian } = await deps.account(session);
      const audit = audited(librarian, library, origin);
      const removed = await repo.remove(library.id, listId, (tx, list) =>
        audit(tx, {
          action: 'list.delete',
          objectType: 'list',
          objectId: list.id,
          before: auditSnapshot(list),
          after: null,
        }),
      );
      if (!removed) throw new AppError('LIST_NOT_FOUND');
    },

    /** Puts the library's lists in the order of listIds (each of them once); answers them in that order. */
    async reorder(
      session: Session,
      listIds: number[],
      origin: ChangeOrigin,
      locale: Language,
    ): Promise<LibrarianListView[]> {
      const { library, librarian } = await deps.account(session);
      const audit = audited(librarian, library, origin);
      const done = await repo.reorder(library.id, listIds, (tx, order) =>
        audit(tx, {
          action: 'list.reorder',
          objectType: 'library',
          objectId: library.id,
          before: { list_ids: order.before },
          after: { list_ids: order.after },
        }),
      );
      if (!done) throw new AppError('LIST_ORDER_MISMATCH');
      return present(library, await repo.lists(library.id), locale);
    },
  };
}
export type LibrarianListsService = ReturnType<typeof createLibrarianListsService>;
