import {
  CATALOGUE_FILE_MAX_CHARS,
  CATALOGUE_FILE_MAX_ROWS,
  type CatalogueFormat,
  type CatalogueImportCounts,
  type CatalogueImportReason,
  type CatalogueOutcome,
  countryCodes,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { TitleFields, TitleRecord } from '../titles/title-admin.repository';
import {
  type CatalogueEntry,
  type CatalogueFileProblem,
  type CatalogueLicence,
  parseCatalogueFile,
  type ServiceCountry,
  writeCatalogueFile,
} from './catalogue-file';
import {
  type CatalogueImportRepository,
  type CatalogueTransaction as Database,
  distributorKey,
} from './catalogue-import.repository';

export interface CatalogueImportReport {
  dryRun: boolean;
  imported: boolean;
  counts: CatalogueImportCounts;
  problems: CatalogueFileProblem[];
  rows: {
    row: number;
    distributor: string;
    distributorRef: string;
    titleId: number | null;
    outcome: CatalogueOutcome;
  }[];
}

/** A licence window as stored (docs/decisions/052). */
export interface StoredLicence {
  countryIso: string;
  startsOn: string;
  endsOn: string | null;
  priceCents: number;
}

/**
 * The console's title and licence modules (docs/decisions/051, 052), made on a database or a transaction: the
 * import saves through them, with their checks and audit entries, inside its own transaction.
 */
export interface CatalogueModules {
  loadTitle(id: number): Promise<TitleRecord | undefined>;
  saveTitle(id: number | undefined, fields: TitleFields, actor: AuditActor): Promise<TitleRecord>;
  licences(titleId: number): Promise<StoredLicence[]>;
  saveLicence(
    input: {
      titleId: number;
      countryIso: string;
      startsOn: string;
      endsOn: string | null;
      priceCents: number;
    },
    actor: AuditActor,
  ): Promise<unknown>;
}

export interface CatalogueImportDeps {
  repo: Pick<
    CatalogueImportRepository,
    'references' | 'transaction' | 'on' | 'genreNames' | 'keyedTitles' | 'database'
  >;
  /** The modules on `on`; their change notices go to `catalogueChanged` (the import tells once, after commit). */
  modules: (on: Database, catalogueChanged: () => Promise<void>) => CatalogueModules;
  audit: Pick<AuditService, 'record'>;
  /** Titles changed: the catalogue here loads again, and every other process is told to. */
  catalogueChanged: () => Promise<void>;
  clock?: () => Date;
}

/** A stored title as a catalogue entry: what an export writes and what an import compares with. */
function entryOf(
  record: TitleRecord,
  key: { distributor: string; ref: string; series: { ref: string | null; name: string } | null },
  genreNames: Map<number, string>,
  licences: readonly { countryIso: string; startsOn: string; endsOn: string | null; priceCents: number }[],
): Omit<CatalogueEntry, 'row'> {
  const access = (kind: string) =>
    record.accessServices.filter((a) => a.kind === kind).map((a) => a.languageCode);
  return {
    distributor: key.distributor,
    distributorRef: key.ref,
    kind: record.kind,
    series:
      record.kind === 'episode' && key.series ? { ref: key.series.ref ?? '', name: key.series.name } : null,
    season: record.kind === 'episode' ? record.season : null,
    episode: record.kind === 'episode' ? record.episode : null,
    name: record.name,
    nameEn: record.nameEn,
    names: { sv: record.texts.sv.name, no: record.texts.no.name, fi: record.texts.fi.name },
    descriptions: {
      sv: record.texts.sv.description,
      no: record.texts.no.description,
      fi: record.texts.fi.description,
      en: record.texts.en.description,
    },
    originalName: record.originalName,
    originalLanguage: record.originalLanguage,
    year: record.year ?? 0,
    ageRating: record.ageRating,
    imdbId: record.imdbId,
    genres: record.genreIds.map((id) => genreNames.get(id) ?? String(id)),
    directors: record.directors,
    actors: record.actors,
    spokenLanguages: record.spokenLanguages,
    subtitleLanguages: record.subtitleLanguages,
    sdhLanguages: access('sdh'),
    audioDescriptionLanguages: access('audio_description'),
    signLanguages: access('sign_language'),
    productionCountries: record.productionCountries,
    licences: countryCodes.flatMap((country): CatalogueLicence[] => {
      const licence = licences.find((l) => l.countryIso.toLowerCase() === country);
      return licence
        ? [{ country, startsOn: licence.startsOn, endsOn: licence.endsOn, priceCents: licence.priceCents }]
        : [];
    }),
  };
}

/** An entry as the title save takes it. */
function fieldsOf(entry: CatalogueEntry, groupId: number | null, genreIds: number[]): TitleFields {
  return {
    kind: entry.kind,
    name: entry.name,
    nameEn: entry.nameEn,
    originalName: entry.originalName,
    originalLanguage: entry.originalLanguage,
    year: entry.year,
    ageRating: entry.ageRating,
    imdbId: entry.imdbId,
    groupId,
    season: entry.season,
    episode: entry.episode,
    texts: {
      sv: { name: entry.names.sv, description: entry.descriptions.sv },
      no: { name: entry.names.no, description: entry.descriptions.no },
      fi: { name: entry.names.fi, description: entry.descriptions.fi },
      en: { name: entry.nameEn ?? '', description: entry.descriptions.en },
    },
    genreIds,
    spokenLanguages: entry.spokenLanguages,
    subtitleLanguages: entry.subtitleLanguages,
    productionCountries: entry.productionCountries,
    directors: entry.directors,
    actors: entry.actors,
    accessServices: [
      ...entry.sdhLanguages.map((languageCode) => ({ kind: 'sdh' as const, languageCode })),
      ...entry.audioDescriptionLanguages.map((languageCode) => ({
        kind: 'audio_description' as const,
        languageCode,
      })),
      ...entry.signLanguages.map((languageCode) => ({ kind: 'sign_language' as const, languageCode })),
    ],
  };
}

/** The fields of the file's row a refusal of the title save names (its field names are the contract's). */
const columnOfField = (field: string): string =>
  field === 'group_id' ? 'series_ref' : field === 'genre_ids' ? 'genres' : field;

const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).map(String);

const sameLicence = (a: CatalogueLicence | undefined, b: CatalogueLicence) =>
  a !== undefined && a.startsOn === b.startsOn && a.endsOn === b.endsOn && a.priceCents === b.priceCents;

/**
 * A distributor's catalogue file imported and exported (docs/decisions/054). Each title goes through the title
 * save of the console and each licence through the licence save, with their audit entries, all in one
 * transaction; a problem anywhere, or a dry run, rolls it back whole.
 */
export function createCatalogueImport(deps: CatalogueImportDeps) {
  const clock = deps.clock ?? (() => new Date());

  /** Imports (or checks) the entries on a transaction: the report, and whether the catalogue changed. */
  async function apply(
    tx: Database,
    entries: readonly CatalogueEntry[],
    actor: AuditActor,
  ): Promise<{ problems: CatalogueFileProblem[]; rows: CatalogueImportReport['rows']; changed: boolean }> {
    let changed = false;
    const noteChange = async () => {
      changed = true;
    };
    const repo = deps.repo.on(tx);
    const modules = deps.modules(tx, noteChange);
    const problems: CatalogueFileProblem[] = [];
    const rows: CatalogueImportReport['rows'] = [];
    const stored = await repo.titleIds(
      entries.map((e) => ({ distributor: e.distributor, ref: e.distributorRef })),
    );
    const genreNames = await repo.genreNames();

    for (const entry of entries) {
      const problem = (column: string | null, reason: CatalogueImportReason) =>
        problems.push({ row: entry.row, column, reason });
      const key = { distributor: entry.distributor, ref: entry.distributorRef };
      let groupId: number | null = null;
      if (entry.series) {
        const id = await repo.seriesId(
          { distributor: entry.distributor, ref: entry.series.ref },
          entry.series.name,
        );
        if (id === undefined) {
          problem('series_name', 'series_unknown');
          continue;
        }
        groupId = id;
      }
      const genreIds = await repo.genreIds(entry.genres);
      for (const id of genreIds)
        if (!genreNames.has(id)) genreNames.set(id, entry.genres[genreIds.indexOf(id)]!);
      const titleId = stored.get(distributorKey(entry.distributor, entry.distributorRef));
      const { row: _row, ...wanted } = entry;
      let before: Omit<CatalogueEntry, 'row'> | undefined;
      let storedGenreIds: number[] = [];
      if (titleId !== undefined) {
        const record = await modules.loadTitle(titleId);
        storedGenreIds = record?.genreIds ?? [];
        const series = entry.series ? { ref: entry.series.ref, name: entry.series.name ?? '' } : null;
        before = record && entryOf(record, { ...key, series }, genreNames, await modules.licences(titleId));
        // A series named in the file compares by its key; its stored name may be left out of a row.
        if (before?.series && entry.series) before.series = { ...entry.series };
      }
      const titleChanged =
        before === undefined ||
        // Genres compare by what they are, not by the name a row gives them (Kriminal and Crime are one genre).
        JSON.stringify({ ...before, genres: sortedIds(storedGenreIds), licences: [] }) !==
          JSON.stringify({ ...wanted, genres: sortedIds(genreIds), licences: [] });
      let savedId = titleId;
      if (titleChanged) {
        try {
          const saved = await modules.saveTitle(titleId, fieldsOf(entry, groupId, genreIds), actor);
          savedId = saved.id;
          if (titleId === undefined) await repo.setTitleKey(saved.id, key);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const fields = Object.keys(error.fields ?? {});
          if (fields.includes('episode')) problem('episode', 'episode_taken');
          else problem(fields[0] ? columnOfField(fields[0]) : null, 'value_invalid');
          continue;
        }
      }
      let licencesChanged = false;
      for (const licence of entry.licences) {
        if (
          sameLicence(
            before?.licences.find((l) => l.country === licence.country),
            licence,
          )
        )
          continue;
        licencesChanged = true;
        try {
          await modules.saveLicence(
            {
              titleId: savedId!,
              countryIso: licence.country satisfies ServiceCountry,
              startsOn: licence.startsOn,
              endsOn: licence.endsOn,
              priceCents: licence.priceCents,
            },
            actor,
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const field = Object.keys(error.fields ?? {})[0] ?? 'starts_on';
          problem(`licence_${licence.country}_${field}`, 'value_invalid');
        }
      }
      if (problems.some((p) => p.row === entry.row)) continue;
      rows.push({
        row: entry.row,
        distributor: entry.distributor,
        distributorRef: entry.distributorRef,
        titleId: savedId ?? null,
        outcome:
          titleId === undefined ? 'created' : titleChanged || licencesChanged ? 'updated' : 'unchanged',
      });
    }
    return { problems, rows, changed };
  }

  return {
    async run(
      input: { format: CatalogueFormat; file: string; dryRun: boolean },
      actor: AuditActor,
    ): Promise<CatalogueImportReport> {
      if (input.file.length > CATALOGUE_FILE_MAX_CHARS) throw new AppError('CATALOGUE_FILE_TOO_LARGE');
      const parsed = parseCatalogueFile(input.format, input.file, await deps.repo.references());
      if (parsed.rowCount > CATALOGUE_FILE_MAX_ROWS) throw new AppError('CATALOGUE_TOO_MANY_ROWS');
      const count = (rows: CatalogueImportReport['rows'], outcome: CatalogueOutcome) =>
        rows.filter((r) => r.outcome === outcome).length;
      const report = (
        problems: CatalogueFileProblem[],
        rows: CatalogueImportReport['rows'],
        imported: boolean,
      ) => ({
        dryRun: input.dryRun,
        imported,
        counts: {
          created: count(rows, 'created'),
          updated: count(rows, 'updated'),
          unchanged: count(rows, 'unchanged'),
          problems: problems.length,
        },
        problems,
        // A dry run's new titles are rolled back with their ids.
        rows: imported ? rows : rows.map((r) => (r.outcome === 'created' ? { ...r, titleId: null } : r)),
      });
      if (parsed.problems.length > 0) return report(parsed.problems, [], false);

      let changed = false;
      const result = await deps.repo.transaction(async (tx) => {
        const applied = await apply(tx, parsed.entries, actor);
        const keep = !input.dryRun && applied.problems.length === 0;
        const done = report(applied.problems, applied.problems.length > 0 ? [] : applied.rows, keep);
        if (keep) {
          changed = applied.changed;
          await deps.audit.record(
            {
              actor,
              libraryId: null,
              action: 'title.import_catalogue',
              objectType: 'catalogue',
              objectId: input.format,
              before: null,
              after: { ...done.counts },
            },
            tx,
          );
        }
        return { result: done, keep };
      });
      if (changed) await deps.catalogueChanged();
      return result;
    },

    /** Every title with a distributor key (of one distributor when given) as a catalogue file. */
    async export(format: CatalogueFormat, distributor?: string): Promise<{ filename: string; body: string }> {
      const keyed = await deps.repo.keyedTitles(distributor);
      const genreNames = await deps.repo.genreNames();
      const modules = deps.modules(deps.repo.database, async () => {});
      const entries: CatalogueEntry[] = [];
      for (const [index, title] of keyed.entries()) {
        const record = await modules.loadTitle(title.id);
        if (!record) continue;
        entries.push({
          row: index + 2,
          ...entryOf(record, title, genreNames, await modules.licences(title.id)),
        });
      }
      const day = clock().toISOString().slice(0, 10);
      return { filename: `catalogue-${day}.${format}`, body: writeCatalogueFile(format, entries) };
    },
  };
}
export type CatalogueImport = ReturnType<typeof createCatalogueImport>;
