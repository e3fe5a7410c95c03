import { OPERATOR_TITLES_PAGE_SIZE_DEFAULT, OPERATOR_TITLES_PAGE_SIZE_MAX } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type {
  TitleAdminRepository,
  TitleFields,
  TitleListRow,
  TitleRecord,
  TitleSearch,
  SeriesFields,
  SeriesRecord,
} from './title-admin.repository';

/** The fields of a title under the contract's names, as the audit log shows them before and after. */
export const titleSnapshot = (title: TitleRecord) => ({
  kind: title.kind,
  name: title.name,
  name_en: title.nameEn,
  original_name: title.originalName,
  original_language: title.originalLanguage,
  year: title.year,
  age_rating: title.ageRating,
  imdb_id: title.imdbId,
  group_id: title.groupId,
  season: title.season,
  episode: title.episode,
  texts: title.texts,
  genre_ids: title.genreIds,
  spoken_languages: title.spokenLanguages,
  subtitle_languages: title.subtitleLanguages,
  production_countries: title.productionCountries,
  directors: title.directors,
  actors: title.actors,
  access_services: title.accessServices.map((a) => `${a.kind}:${a.languageCode}`),
  published: title.withdrawnAt === null,
});
type Snapshot = ReturnType<typeof titleSnapshot>;

/** Only the fields that differ, before and after (lists and texts compared by value). */
function changedFields(before: Snapshot, after: Snapshot) {
  const keys = (Object.keys(after) as (keyof Snapshot)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export interface TitleAdminDeps {
  repo: Pick<
    TitleAdminRepository,
    | 'load'
    | 'search'
    | 'save'
    | 'setWithdrawn'
    | 'unknownGenres'
    | 'unknownLanguages'
    | 'unknownCountries'
    | 'seriesExists'
    | 'episodeTaken'
    | 'choices'
    | 'series'
    | 'saveSeries'
    | 'reorderEpisodes'
  >;
  audit: Pick<AuditService, 'record'>;
  /** A title changed: the catalogue here loads again, and every other process is told to. */
  catalogueChanged: () => Promise<void>;
  clock?: () => Date;
}

/** The titles as the operator console lists and edits them (docs/decisions/051). */
export function createTitleAdminService(deps: TitleAdminDeps) {
  const clock = deps.clock ?? (() => new Date());

  /** The references a title's fields name exist, and an episode's place in its series is its own. */
  async function check(id: number | undefined, fields: TitleFields): Promise<void> {
    const fieldErrors: Record<string, string> = {};
    if (fields.kind === 'episode') {
      if (fields.groupId === null) fieldErrors.group_id = 'an episode belongs to a series';
      if (fields.season === null) fieldErrors.season = 'is required for an episode';
      if (fields.episode === null) fieldErrors.episode = 'is required for an episode';
    } else {
      for (const key of ['groupId', 'season', 'episode'] as const)
        if (fields[key] !== null)
          fieldErrors[key === 'groupId' ? 'group_id' : key] = 'only an episode belongs to a series';
    }
    if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fields: fieldErrors });
    const genres = await deps.repo.unknownGenres(fields.genreIds);
    if (genres.length > 0)
      throw new AppError('UNKNOWN_GENRE', {
        message: `unknown genre ${genres.join(', ')}`,
        fields: { genre_ids: 'UNKNOWN_GENRE' },
      });
    const languageFields: [string, string[]][] = [
      ['original_language', fields.originalLanguage === null ? [] : [fields.originalLanguage]],
      ['spoken_languages', fields.spokenLanguages],
      ['subtitle_languages', fields.subtitleLanguages],
      ...(['sdh', 'audio_description', 'sign_language'] as const).map((kind): [string, string[]] => [
        kind === 'sign_language' ? 'sign_languages' : `${kind}_languages`,
        fields.accessServices.filter((a) => a.kind === kind).map((a) => a.languageCode),
      ]),
    ];
    for (const [field, codes] of languageFields) {
      const unknown = await deps.repo.unknownLanguages(codes);
      if (unknown.length > 0)
        throw new AppError('UNKNOWN_LANGUAGE', {
          fields: { [field]: `unknown language ${unknown.join(', ')}` },
        });
    }
    const countries = await deps.repo.unknownCountries(fields.productionCountries);
    if (countries.length > 0)
      throw new AppError('UNKNOWN_COUNTRY', {
        message: `unknown country ${countries.join(', ')}`,
        fields: { production_countries: 'UNKNOWN_COUNTRY' },
      });
    if (fields.groupId !== null && fields.season !== null && fields.episode !== null) {
      if (!(await deps.repo.seriesExists(fields.groupId)))
        throw new AppError('GROUP_NOT_FOUND', { fields: { group_id: 'GROUP_NOT_FOUND' } });
      if (await deps.repo.episodeTaken(fields.groupId, fields.season, fields.episode, id))
        throw new AppError('EPISODE_PLACE_TAKEN', { fields: { episode: 'EPISODE_PLACE_TAKEN' } });
    }
  }

  const auditChange =
    (actor: AuditActor, action: (before: TitleRecord | null) => string) =>
    async (
      tx: Parameters<Parameters<TitleAdminRepository['save']>[2]>[0],
      rows: { before: TitleRecord | null; after: TitleRecord },
    ): Promise<boolean> => {
      const after = titleSnapshot(rows.after);
      const diff = rows.before ? changedFields(titleSnapshot(rows.before), after) : { before: null, after };
      if (diff.before !== null && Object.keys(diff.after).length === 0) return false;
      await deps.audit.record(
        {
          actor,
          libraryId: null,
          action: action(rows.before),
          objectType: 'title',
          objectId: rows.after.id,
          before: diff.before,
          after: diff.after,
        },
        tx,
      );
      return true;
    };

  return {
    /** Every title matching, one page (1-based), with the number matching. */
    async list(
      filters: TitleSearch,
      paging: { page?: number | undefined; pageSize?: number | undefined } = {},
    ): Promise<{ rows: TitleListRow[]; total: number; page: number; pageSize: number }> {
      const page = Math.max(1, Math.trunc(paging.page ?? 1));
      const pageSize = Math.min(
        OPERATOR_TITLES_PAGE_SIZE_MAX,
        Math.max(1, Math.trunc(paging.pageSize ?? OPERATOR_TITLES_PAGE_SIZE_DEFAULT)),
      );
      const { rows, total } = await deps.repo.search(filters, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { rows, total, page, pageSize };
    },

    async get(id: number): Promise<TitleRecord> {
      const title = await deps.repo.load(id);
      if (!title) throw new AppError('TITLE_NOT_FOUND');
      return title;
    },

    /** Creates (no id) or changes a title, with its audit entry in the same transaction, then tells every process. */
    async save(id: number | undefined, fields: TitleFields, actor: AuditActor): Promise<TitleRecord> {
      await check(id, fields);
      let changed = false;
      const record = auditChange(actor, (before) => (before ? 'title.update' : 'title.create'));
      const saved = await deps.repo.save(id, fields, async (tx, rows) => {
        changed = await record(tx, rows);
      });
      if (!saved) throw new AppError('TITLE_NOT_FOUND');
      if (changed) await deps.catalogueChanged();
      return saved;
    },

    /** Unpublishes (out of every catalogue, loans running play on) or republishes a title. */
    async setPublished(id: number, published: boolean, actor: AuditActor): Promise<TitleRecord> {
      let changed = false;
      const record = auditChange(actor, () => (published ? 'title.republish' : 'title.unpublish'));
      const saved = await deps.repo.setWithdrawn(id, !published, clock(), async (tx, rows) => {
        changed = await record(tx, rows);
      });
      if (!saved) throw new AppError('TITLE_NOT_FOUND');
      if (changed) await deps.catalogueChanged();
      return saved;
    },

    choices: () => deps.repo.choices(),

    /** One series with its names per language (GROUP_NOT_FOUND when there is none). */
    async series(id: number): Promise<SeriesRecord> {
      const found = await deps.repo.series(id);
      if (!found) throw new AppError('GROUP_NOT_FOUND');
      return found;
    },

    /** Creates (no id) or renames a series; the customer pages show its names per language. */
    async saveSeries(id: number | undefined, fields: SeriesFields, actor: AuditActor): Promise<SeriesRecord> {
      const snapshot = (s: SeriesRecord) => ({ name: s.name, name_en: s.nameEn, names: s.names });
      const saved = await deps.repo.saveSeries(id, fields, async (tx, rows) => {
        await deps.audit.record(
          {
            actor,
            libraryId: null,
            action: rows.before ? 'series.update' : 'series.create',
            objectType: 'series',
            objectId: rows.after.id,
            before: rows.before ? snapshot(rows.before) : null,
            after: snapshot(rows.after),
          },
          tx,
        );
      });
      if (!saved) throw new AppError('GROUP_NOT_FOUND');
      await deps.catalogueChanged();
      return saved;
    },

    /** Numbers a season's episodes in the order given (every episode of the season, once). */
    async reorderEpisodes(groupId: number, season: number, titleIds: number[], actor: AuditActor) {
      const done = await deps.repo.reorderEpisodes(groupId, season, titleIds, async (tx, order) => {
        await deps.audit.record(
          {
            actor,
            libraryId: null,
            action: 'series.reorder',
            objectType: 'series',
            objectId: groupId,
            before: { season, title_ids: order.before },
            after: { season, title_ids: order.after },
          },
          tx,
        );
      });
      if (!done)
        throw new AppError('VALIDATION_FAILED', {
          fields: { title_ids: 'must list every episode of the season once' },
        });
      await deps.catalogueChanged();
      return titleIds.map((titleId, index) => ({ titleId, episode: index + 1 }));
    },
  };
}
export type TitleAdminService = ReturnType<typeof createTitleAdminService>;
