import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { MarcRecord, type MarcField } from '@natlibfi/marc-record';
import { ISO2709, MARCXML } from '@natlibfi/marc-record-serializers';
import type { CountryIso } from '@filmhyllan/contract';
import type { SiteUrl } from '../configuration/site-url';
import { dayIn } from '../catalogue/licence-window';
import {
  referenceName,
  type CatalogueIndex,
  type IndexedTitle,
  type Locale,
  type ReferenceData,
} from '../catalogue/catalogue-index';
import {
  cleanText,
  field008,
  fitBytes,
  playingTime,
  recordTitle,
  spokenDuration,
  uiText,
} from './marc-fields';
import { marcLanguageCode } from './marc-language-codes';
import type { MarcPerson, MarcRecordStatus, MarcRepository, MarcTitleDetail } from './marc.repository';

export type MarcFormat = 'marcxml' | 'iso2709';

/** How each format travels (the contract's exportMarc). */
export const marcFileTypes: Record<MarcFormat, { contentType: string; extension: string }> = {
  marcxml: { contentType: 'application/marcxml+xml; charset=utf-8', extension: 'xml' },
  iso2709: { contentType: 'application/marc', extension: 'mrc' },
};

/** Our identifier in 003 and 040: control numbers are FH + the title id within it. */
export const MARC_ORGANIZATION = 'FILMHYLLAN';

/**
 * Leader of every record. Length (00-04) and base address (12-16) are written by the ISO 2709 writer. n new,
 * g projected medium, m item, no type of control, a UCS/Unicode (UTF-8), 2 indicators, 2-character subfield
 * codes, 7 minimal level (no authority work behind the headings), c ISBD punctuation omitted, 4500.
 */
export const MARC_LEADER = '00000ngm a22000007c 4500';

/** The leader with position 05 (record status) set: n new, c changed, d deleted. */
export const marcLeader = (status: MarcRecordStatus): string =>
  `${MARC_LEADER.slice(0, 5)}${status}${MARC_LEADER.slice(6)}`;

/** The language a library's records are written in: its country's main language. */
const libraryLocales: Record<CountryIso, Locale> = { se: 'sv', no: 'no', fi: 'fi' };

/** Whose catalogue is exported (a library row). */
export interface MarcLibrary {
  id: number;
  countryIso: string;
  /** The library's time zone: its catalogue is the titles inside their licence window on its day. */
  timeZone: string;
}

interface RecordContext {
  locale: Locale;
  libraryId: number;
  /** The web app's address, ending in '/'. */
  siteUrl: string;
  /** 005: when the records were made, yyyymmddhhmmss.f (UTC). */
  stamp: string;
  reference: ReferenceData;
}

/** A deleted record (leader 05 d): the control number the library's system knows it by, nothing else. */
function deletedRecord(titleId: number, ctx: Pick<RecordContext, 'stamp'>): MarcRecord {
  const record = new MarcRecord();
  record.leader = marcLeader('d');
  record.fields = [
    { tag: '001', value: `FH${titleId}` },
    { tag: '003', value: MARC_ORGANIZATION },
    { tag: '005', value: ctx.stamp },
  ];
  return record;
}

/** A data field from [code, value] pairs: values cleaned and bounded, empty ones left out, none at all: no field. */
function dataField(
  tag: string,
  ind1: string,
  ind2: string,
  pairs: [string, string | null | undefined][],
): MarcField[] {
  const subfields = pairs.flatMap(([code, raw]) => {
    const value = fitBytes(cleanText(raw));
    return value ? [{ code, value }] : [];
  });
  return subfields.length > 0 ? [{ tag, ind1, ind2, subfields }] : [];
}

const roles = {
  director: { term: 'director', code: 'drt' },
  actor: { term: 'actor', code: 'act' },
} as const;

/** One MARC 21 bibliographic record of a title, in the library's language, in tag order. */
function buildRecord(
  title: IndexedTitle,
  detail: MarcTitleDetail,
  people: MarcPerson[],
  subtitles: string[],
  ctx: RecordContext,
  status: MarcRecordStatus,
): MarcRecord {
  const { locale } = ctx;
  const name = recordTitle(title, locale);
  const mainTitle = name.series ?? (name.own || cleanText(detail.originalName) || `FH${title.id}`);
  const original = cleanText(detail.originalName);
  const originalCode = detail.originalLanguage ? marcLanguageCode(detail.originalLanguage) : undefined;
  const spokenCodes = [...new Set(title.languages.flatMap((code) => marcLanguageCode(code) ?? []))].sort(
    (a, b) => (a === originalCode ? -1 : b === originalCode ? 1 : a.localeCompare(b)),
  );
  const subtitleCodes = [...new Set(subtitles.flatMap((code) => marcLanguageCode(code) ?? []))];
  const duration = spokenDuration(title.durationSeconds, locale);
  const seenPeople = new Set<string>();
  const credits = people.filter((p) => {
    const key = `${p.role}\0${p.name}`;
    if (seenPeople.has(key)) return false;
    seenPeople.add(key);
    return true;
  });
  const genres = [...title.genres]
    .sort((a, b) => a - b)
    .map((id) => referenceName(ctx.reference.genres.get(id), locale, ''));

  const fields: MarcField[] = [
    { tag: '001', value: `FH${title.id}` },
    { tag: '003', value: MARC_ORGANIZATION },
    { tag: '005', value: ctx.stamp },
    { tag: '008', value: field008(title, detail.enteredOn, originalCode ?? spokenCodes[0] ?? 'und') },
    ...dataField('040', ' ', ' ', [
      ['a', MARC_ORGANIZATION],
      ['b', marcLanguageCode(locale)],
      ['e', 'rda'],
      ['c', MARC_ORGANIZATION],
    ]),
    ...dataField('041', ' ', ' ', [
      ...spokenCodes.map((code): [string, string] => ['a', code]),
      ...subtitleCodes.map((code): [string, string] => ['j', code]),
    ]),
    ...dataField('245', '0', '0', [
      ['a', mainTitle],
      ['n', name.series ? name.number : null],
      ['p', name.series ? name.own : null],
    ]),
    ...(original && original !== name.full && original !== name.own
      ? dataField('246', '1', ' ', [['a', original]])
      : []),
    ...dataField('264', ' ', '1', [['c', title.year === null ? null : String(title.year)]]),
    ...dataField('300', ' ', ' ', [
      ['a', `${uiText('marc_online_resource', locale)}${duration ? ` (${duration})` : ''}`],
    ]),
    ...(title.durationSeconds > 0
      ? dataField('306', ' ', ' ', [['a', playingTime(title.durationSeconds)]])
      : []),
    ...dataField('336', ' ', ' ', [
      ['a', 'two-dimensional moving image'],
      ['b', 'tdi'],
      ['2', 'rdacontent'],
    ]),
    ...dataField('337', ' ', ' ', [
      ['a', 'computer'],
      ['b', 'c'],
      ['2', 'rdamedia'],
    ]),
    ...dataField('338', ' ', ' ', [
      ['a', 'online resource'],
      ['b', 'cr'],
      ['2', 'rdacarrier'],
    ]),
    ...dataField('520', ' ', ' ', [['a', detail.description]]),
    ...dataField('521', ' ', ' ', [
      [
        'a',
        title.ageRating === 0
          ? uiText('age_rating_all', locale)
          : uiText('age_rating_years', locale, { age: String(title.ageRating) }),
      ],
    ]),
    ...genres.flatMap((genre) => dataField('655', ' ', '4', [['a', genre]])),
    ...credits.flatMap((person) =>
      dataField('700', '0', ' ', [
        ['a', person.name],
        ['e', roles[person.role].term],
        ['4', roles[person.role].code],
      ]),
    ),
    ...dataField('856', '4', '0', [['u', titleUrl(ctx, title.id)]]),
  ];
  // Built without the package's JSON-schema check, which costs milliseconds per record (seconds for a
  // catalogue): dataField and cleanText already keep values non-empty and free of control characters, and the
  // tests check every record strictly.
  const record = new MarcRecord();
  record.leader = marcLeader(status);
  record.fields = fields;
  return record;
}

/** The title's page in the library's catalogue (the web app's /{lang}/library/{id}/title/{id}). */
function titleUrl(ctx: RecordContext, titleId: number): string {
  return new URL(`${ctx.locale}/library/${ctx.libraryId}/title/${titleId}`, ctx.siteUrl).toString();
}

const controlNumberOf = (record: MarcRecord): number =>
  Number(
    record
      .getControlfields()
      .find((field) => field.tag === '001')
      ?.value.slice(2) ?? 0,
  );

/** 005: yyyymmddhhmmss.f */
const transactionStamp = (at: Date): string =>
  `${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}.${Math.floor(at.getUTCMilliseconds() / 100)}`;

export interface MarcFile {
  body: string;
  contentType: string;
  fileName: string;
  /** A digest of the records without their 005 (when the file was made): equal while nothing changed. */
  etag: string;
}

/** Records serialised between two turns of the event loop. */
const SERIALISE_BATCH = 50;

export interface MarcRecordsDeps {
  index: Pick<CatalogueIndex, 'get'>;
  repo: MarcRepository;
  /** Base of links: PUBLIC_URL, else the library's country site (country_configs.default_url). */
  siteUrl: SiteUrl;
  clock?: () => Date;
}

/**
 * MARC 21 records of a library's catalogue, for the library to load into its own catalogue. The titles are the
 * ones its patrons see, as get_titles counts them: the catalogue index decides (licensed in the country,
 * published, not excluded by the library), so there is no second rule here.
 */
export function createMarcRecords(deps: MarcRecordsDeps) {
  const clock = deps.clock ?? (() => new Date());

  /**
   * The library's records: every title of its catalogue (leader 05 n), or with `since` (YYYY-MM-DD) the delta
   * from the start of that day in its time zone: n, c and d records (docs/decisions/062). Either way the
   * library's catalogue entries are brought up to date first.
   */
  async function records(library: MarcLibrary, since?: string): Promise<MarcRecord[]> {
    return (await made(library, since)).records;
  }

  async function made(
    library: MarcLibrary,
    since: string | undefined,
  ): Promise<{ records: MarcRecord[]; stamp: string }> {
    const now = clock();
    const locale = libraryLocales[library.countryIso as CountryIso] as Locale | undefined;
    if (!locale) throw new Error(`library ${library.id} is in no service country (${library.countryIso})`);
    const snapshot = await deps.index.get();
    const view = {
      libraryId: library.id,
      countryIso: library.countryIso,
      childOnly: false,
      now: now.getTime(),
      today: dayIn(library.timeZone, now.getTime()),
    };
    const catalogue = [...snapshot.catalogue(view, 'newest', locale)].sort((a, b) => a.id - b.id);
    await deps.repo.syncCatalogue(
      library.id,
      catalogue.map((t) => t.id),
    );
    const statuses = new Map<number, MarcRecordStatus>(
      since === undefined
        ? catalogue.map((t) => [t.id, 'n'])
        : (await deps.repo.delta(library.id, since, library.timeZone)).map((row) => [
            row.titleId,
            row.status,
          ]),
    );
    const titles = catalogue.filter((t) => {
      const status = statuses.get(t.id);
      return status === 'n' || status === 'c';
    });
    const offered = new Set(catalogue.map((t) => t.id));
    // Left since: a d record, unless the title is offered again by now (then it is entered again, an n).
    const deleted = [...statuses]
      .filter(([id, status]) => status === 'd' && !offered.has(id))
      .map(([id]) => id);
    const [data, site] = await Promise.all([
      deps.repo.titleData(
        titles.map((t) => t.id),
        locale,
      ),
      deps.siteUrl(library.countryIso),
    ]);
    if (!site) throw new Error(`no default_url for country ${library.countryIso}`);
    const ctx: RecordContext = {
      locale,
      libraryId: library.id,
      siteUrl: site.endsWith('/') ? site : `${site}/`,
      stamp: transactionStamp(now),
      reference: snapshot.reference,
    };
    // A title deleted since the index was read has no details: it is left out.
    const current = titles.flatMap((title) => {
      const detail = data.details.get(title.id);
      return detail
        ? [
            buildRecord(
              title,
              detail,
              data.people.get(title.id) ?? [],
              data.subtitles.get(title.id) ?? [],
              ctx,
              statuses.get(title.id) ?? 'n',
            ),
          ]
        : [];
    });
    const gone = deleted.map((id) => deletedRecord(id, ctx));
    // In control-number order, as the full file is.
    const all = [...current, ...gone].sort((a, b) => controlNumberOf(a) - controlNumberOf(b));
    return { records: all, stamp: ctx.stamp };
  }

  async function serialise(
    library: MarcLibrary,
    format: MarcFormat,
    since: string | undefined,
  ): Promise<MarcFile> {
    const { records: list, stamp } = await made(library, since);
    const parts: string[] = [];
    if (format === 'marcxml') {
      parts.push(
        '<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n',
      );
    }
    for (let at = 0; at < list.length; at += SERIALISE_BATCH) {
      // A record takes the serialisers up to a couple of milliseconds: other requests are served between batches.
      if (at > 0) await setImmediate();
      for (const record of list.slice(at, at + SERIALISE_BATCH)) {
        parts.push(
          format === 'iso2709' ? ISO2709.to(record) : `${MARCXML.to(record, { omitDeclaration: true })}\n`,
        );
      }
    }
    if (format === 'marcxml') parts.push('</collection>\n');
    const { contentType, extension } = marcFileTypes[format];
    const body = parts.join('');
    // 005 has the same length whatever its time, so the ISO 2709 directory does not change with it.
    const etag = createHash('sha256').update(body.split(stamp).join('')).digest('base64url').slice(0, 27);
    const name = since === undefined ? `filmhyllan-${library.id}` : `filmhyllan-${library.id}-since-${since}`;
    return { body, contentType, fileName: `${name}.${extension}`, etag: `"${etag}"` };
  }

  /** Exports being made: a second request for the same file (a double click) waits for the first. */
  const running = new Map<string, Promise<MarcFile>>();

  return {
    records,

    /**
     * The whole catalogue, or with `since` its delta, as one file: a MARCXML collection, or ISO 2709 records one
     * after another.
     */
    exportFile(library: MarcLibrary, format: MarcFormat, since?: string): Promise<MarcFile> {
      const key = `${library.id}:${format}:${since ?? ''}`;
      let file = running.get(key);
      if (!file) {
        file = serialise(library, format, since).finally(() => running.delete(key));
        running.set(key, file);
      }
      return file;
    },
  };
}
export type MarcRecords = ReturnType<typeof createMarcRecords>;
