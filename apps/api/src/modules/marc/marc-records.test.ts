import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { MarcRecord, type MarcDataField } from '@natlibfi/marc-record';
import { ISO2709, MARCXML } from '@natlibfi/marc-record-serializers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import * as s from '../../db/schema';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { fixtureLibraries, seedFixtures } from '../../test-support/fixtures';
import { openTestDatabase } from '../../test-support/test-app';
import { createCatalogueIndex, type IndexedTitle } from '../catalogue/catalogue-index';
import { createCatalogueRepository } from '../catalogue/catalogue.repository';
import { createConfigurationRepository } from '../configuration/configuration.repository';
import { createSiteUrl } from '../configuration/site-url';
import { cleanText, field008, fitBytes, playingTime, recordTitle } from './marc-fields';
import { marcLanguageCode } from './marc-language-codes';
import { createMarcRecords, MARC_LEADER } from './marc-records';
import { createMarcRepository } from './marc.repository';

/** The instant the fixtures are seeded at and the records are made at. */
const NOW = new Date('2025-03-14T09:26:53.589Z');
const STOCKHOLM = { id: fixtureLibraries.stockholm, countryIso: 'se', timeZone: 'Europe/Stockholm' };
const HELSINKI = { id: fixtureLibraries.helsinki, countryIso: 'fi', timeZone: 'Europe/Helsinki' };
const LONG_DESCRIPTION = 'Lång beskrivning med å, ä och ö. '.repeat(400);

let handle: DatabaseHandle;
let queries = 0;

/** The database, counting the statements sent through it. */
function counting(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (...args: Parameters<Database['execute']>) => {
        queries += 1;
        return target.execute(...args);
      };
    },
  });
}

const marcFor = (publicUrl?: string) =>
  createMarcRecords({
    index: createCatalogueIndex(createCatalogueRepository(handle.db), {
      ttlMs: 60_000,
      clock: () => NOW.getTime(),
    }),
    repo: createMarcRepository(counting(handle.db)),
    siteUrl: createSiteUrl(createConfigurationRepository(counting(handle.db)), publicUrl),
    clock: () => NOW,
  });

beforeAll(async () => {
  handle = await openTestDatabase();
  const { db } = handle;
  await seedFixtures(db, NOW);
  await seedCatalogueFixtures(db, NOW);
  const ago = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
  await db.insert(s.languages).values([
    { code: 'de', names: { sv: 'tyska', en: 'German' } },
    { code: 'nl', names: { sv: 'nederländska', en: 'Dutch' } },
  ]);
  await db.insert(s.people).values([
    { id: 3, name: 'Ingrid Berg' },
    { id: 4, name: 'Bo Ek' },
    { id: 5, name: 'Anna Å' },
  ]);
  await db
    .insert(s.seriesGroups)
    .values({ id: 2, name: 'Tystnaden i Norrvik', nameEn: 'The Silence of Norrvik' });
  await db
    .update(s.titles)
    .set({ originalName: 'Isen', originalLanguage: 'sv', createdAt: new Date('2024-03-05T10:00:00Z') })
    .where(eq(s.titles.id, 100));
  await db.insert(s.titles).values([
    {
      id: 120,
      kind: 'film',
      name: 'Tystnaden',
      nameEn: 'The Silence',
      originalName: 'Das Schweigen',
      originalLanguage: 'de',
      year: 1963,
      durationSeconds: 7335,
      ageRating: 18,
      publishedAt: ago(7),
    },
    { id: 121, kind: 'film', name: 'Lång', durationSeconds: 600, ageRating: 7, publishedAt: ago(7) },
    {
      id: 130,
      kind: 'episode',
      name: 'Tystnaden i Norrvik [S1E1]: Förhöret',
      nameEn: 'The Silence of Norrvik [S1E1]: The Interrogation',
      originalName: 'Tystnaden i Norrvik [S1E1]: Förhöret',
      originalLanguage: 'sv',
      groupId: 2,
      season: 1,
      episode: 1,
      year: 2018,
      durationSeconds: 3456,
      ageRating: 15,
      publishedAt: ago(7),
    },
  ]);
  const since = ago(7).toISOString().slice(0, 10);
  await db.insert(s.titleLicences).values([
    ...[120, 121, 130].flatMap((titleId) => [
      { titleId, countryIso: 'se', startsOn: since, priceCents: 0 },
      { titleId, countryIso: 'fi', startsOn: since, priceCents: 0 },
    ]),
    { titleId: 100, countryIso: 'fi', startsOn: since, priceCents: 0 },
  ]);
  await db.insert(s.titleLanguages).values([
    { titleId: 120, languageCode: 'sv' },
    { titleId: 120, languageCode: 'de' },
    { titleId: 130, languageCode: 'sv' },
  ]);
  await db.insert(s.titleSubtitles).values([{ titleId: 120, languageCode: 'nl' }]);
  await db.insert(s.titleGenres).values([
    { titleId: 120, genreId: 1 },
    { titleId: 130, genreId: 4 },
  ]);
  await db.insert(s.titlePeople).values([
    { titleId: 120, personId: 3, role: 'director', position: 0 },
    { titleId: 120, personId: 5, role: 'actor', position: 2 },
    { titleId: 120, personId: 4, role: 'actor', position: 1 },
    { titleId: 120, personId: 3, role: 'actor', position: 3 },
  ]);
  await db.insert(s.titleTexts).values([
    { titleId: 120, lang: 'sv', name: 'Tystnaden', description: 'Rad ett.\nRad två 🎬 slut\u0007' },
    { titleId: 121, lang: 'sv', name: 'Lång', description: LONG_DESCRIPTION },
    {
      titleId: 130,
      lang: 'sv',
      name: 'Tystnaden i Norrvik [S1E1]: Förhöret',
      description: 'Säsong 1, avsnitt 1.',
    },
    {
      titleId: 130,
      lang: 'fi',
      name: 'Norrvikin hiljaisuus [S1E1]: Kuulustelu',
      description: 'Kausi 1, jakso 1.',
    },
  ]);
});
afterAll(() => handle.close());

const recordOf = (records: MarcRecord[], titleId: number): MarcRecord => {
  const found = records.find((record) => controlValue(record, '001') === `FH${titleId}`);
  if (!found) throw new Error(`no record of title ${titleId}`);
  return found;
};
const dataFields = (record: MarcRecord, tag: string): MarcDataField[] =>
  record.getDatafields().filter((field) => field.tag === tag);
/** Each field of a tag as "ind1ind2 $a value $b value". */
const show = (record: MarcRecord, tag: string): string[] =>
  dataFields(record, tag).map(
    (field) =>
      `${field.ind1}${field.ind2} ${field.subfields.map((sf) => `$${sf.code} ${sf.value}`).join(' ')}`,
  );
const controlValue = (record: MarcRecord, tag: string): string | undefined =>
  record.getControlfields().find((field) => field.tag === tag)?.value;

async function readAll(reader: NodeJS.EventEmitter, expected: number): Promise<MarcRecord[]> {
  return new Promise((resolve, reject) => {
    const found: MarcRecord[] = [];
    let ended = false;
    // The MARCXML reader parses each record asynchronously and may report the end of its input first.
    const settle = () => {
      if (ended && found.length === expected) resolve(found);
    };
    reader.on('data', (record: MarcRecord) => {
      found.push(record);
      settle();
    });
    reader.on('end', () => {
      ended = true;
      settle();
    });
    reader.on('error', reject);
  });
}

describe('MARC records of a library catalogue', () => {
  it("holds one record per title the library's patrons see, in title id order", async () => {
    const records = await marcFor().records(STOCKHOLM);
    // Not 102 (announced, unpublished), 105 (excluded at library 1) nor 106 (licensed in Norway only).
    expect(records.map((record) => controlValue(record, '001'))).toEqual(
      [100, 101, 103, 104, 110, 111, 112, 120, 121, 130].map((id) => `FH${id}`),
    );
    const helsinki = await marcFor().records(HELSINKI);
    expect(helsinki.map((record) => controlValue(record, '001'))).toEqual([
      'FH100',
      'FH120',
      'FH121',
      'FH130',
    ]);
  });

  it('reads a whole catalogue in the same few queries whatever its size', async () => {
    const marc = marcFor();
    queries = 0;
    await marc.records(STOCKHOLM);
    const forTen = queries;
    queries = 0;
    await marc.records(HELSINKI);
    expect(forTen).toBe(4);
    expect(queries).toBe(forTen);
  });

  it('writes a whole record of a film in the library language', async () => {
    const record = recordOf(await marcFor().records(STOCKHOLM), 100);
    expect(record.toObject()).toEqual({
      leader: '00000ngm a22000007c 4500',
      fields: [
        { tag: '001', value: 'FH100' },
        { tag: '003', value: 'FILMHYLLAN' },
        { tag: '005', value: '20250314092653.5' },
        { tag: '008', value: '240305s2020    xx 090 g      o   v|swe d' },
        {
          tag: '040',
          ind1: ' ',
          ind2: ' ',
          subfields: [
            { code: 'a', value: 'FILMHYLLAN' },
            { code: 'b', value: 'swe' },
            { code: 'e', value: 'rda' },
            { code: 'c', value: 'FILMHYLLAN' },
          ],
        },
        {
          tag: '041',
          ind1: ' ',
          ind2: ' ',
          subfields: [
            { code: 'a', value: 'swe' },
            { code: 'j', value: 'eng' },
            { code: 'j', value: 'fin' },
          ],
        },
        { tag: '245', ind1: '0', ind2: '0', subfields: [{ code: 'a', value: 'Isen' }] },
        { tag: '264', ind1: ' ', ind2: '1', subfields: [{ code: 'c', value: '2020' }] },
        {
          tag: '300',
          ind1: ' ',
          ind2: ' ',
          subfields: [{ code: 'a', value: '1 onlineresurs (1 h 30 min)' }],
        },
        { tag: '306', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '013000' }] },
        {
          tag: '336',
          ind1: ' ',
          ind2: ' ',
          subfields: [
            { code: 'a', value: 'two-dimensional moving image' },
            { code: 'b', value: 'tdi' },
            { code: '2', value: 'rdacontent' },
          ],
        },
        {
          tag: '337',
          ind1: ' ',
          ind2: ' ',
          subfields: [
            { code: 'a', value: 'computer' },
            { code: 'b', value: 'c' },
            { code: '2', value: 'rdamedia' },
          ],
        },
        {
          tag: '338',
          ind1: ' ',
          ind2: ' ',
          subfields: [
            { code: 'a', value: 'online resource' },
            { code: 'b', value: 'cr' },
            { code: '2', value: 'rdacarrier' },
          ],
        },
        { tag: '520', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'En kall vinter i Norrland.' }] },
        { tag: '521', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'Från 15 år' }] },
        { tag: '655', ind1: ' ', ind2: '4', subfields: [{ code: 'a', value: 'Drama' }] },
        {
          tag: '700',
          ind1: '0',
          ind2: ' ',
          subfields: [
            { code: 'a', value: 'Håkan Berg' },
            { code: 'e', value: 'director' },
            { code: '4', value: 'drt' },
          ],
        },
        {
          tag: '700',
          ind1: '0',
          ind2: ' ',
          subfields: [
            { code: 'a', value: 'Lena Ek' },
            { code: 'e', value: 'actor' },
            { code: '4', value: 'act' },
          ],
        },
        {
          tag: '856',
          ind1: '4',
          ind2: '0',
          subfields: [{ code: 'u', value: 'https://www.filmhyllan.se/sv/library/1/title/100' }],
        },
      ],
    });
  });

  it('passes the MARC package’s strict validation, every record', async () => {
    for (const library of [STOCKHOLM, HELSINKI]) {
      for (const record of await marcFor().records(library)) {
        expect(() => new MarcRecord(record.toObject(), { strict: true })).not.toThrow();
        expect(record.leader).toBe(MARC_LEADER);
      }
    }
  });

  it('codes languages the MARC way, the original first, and names the original title', async () => {
    const record = recordOf(await marcFor().records(STOCKHOLM), 120);
    expect(show(record, '041')).toEqual(['   $a ger $a swe $j dut']);
    expect(show(record, '245')).toEqual(['00 $a Tystnaden']);
    expect(show(record, '246')).toEqual(['1  $a Das Schweigen']);
    expect(controlValue(record, '008')).toMatch(/^\d{6}s1963 {4}xx 122 e {6}o {3}v\|ger d$/);
    expect(show(record, '300')).toEqual(['   $a 1 onlineresurs (2 h 2 min)']);
    expect(show(record, '306')).toEqual(['   $a 020215']);
    expect(show(record, '521')).toEqual(['   $a Från 18 år']);
    // Directors first, then the cast in credit order; one person may be both.
    expect(show(record, '700')).toEqual([
      '0  $a Ingrid Berg $e director $4 drt',
      '0  $a Bo Ek $e actor $4 act',
      '0  $a Anna Å $e actor $4 act',
      '0  $a Ingrid Berg $e actor $4 act',
    ]);
    // Line breaks and control characters become spaces; the emoji the ISO 2709 writer cannot encode is left out.
    expect(show(record, '520')).toEqual(['   $a Rad ett. Rad två slut']);
    // No original title where it is the name shown.
    expect(dataFields(recordOf(await marcFor().records(STOCKHOLM), 100), '246')).toEqual([]);
  });

  it('names an episode by its series, season and episode as the catalogue does, in the library language', async () => {
    const swedish = recordOf(await marcFor().records(STOCKHOLM), 130);
    expect(show(swedish, '245')).toEqual(['00 $a Tystnaden i Norrvik $n [S1E1] $p Förhöret']);
    expect(dataFields(swedish, '246')).toEqual([]);
    expect(show(recordOf(await marcFor().records(STOCKHOLM), 110), '245')).toEqual([
      '00 $a Fjällbacka $n [S1E2] $p Mord i hamnen',
    ]);
    // The Finnish name carries its own series prefix: the series is named in Finnish, not twice.
    const finnish = recordOf(await marcFor().records(HELSINKI), 130);
    expect(show(finnish, '245')).toEqual(['00 $a Norrvikin hiljaisuus $n [S1E1] $p Kuulustelu']);
    expect(show(finnish, '246')).toEqual(['1  $a Tystnaden i Norrvik [S1E1]: Förhöret']);
  });

  it("writes a Finnish library's records in Finnish, linking to its country site", async () => {
    const record = recordOf(await marcFor().records(HELSINKI), 100);
    expect(show(record, '040')).toEqual(['   $a FILMHYLLAN $b fin $e rda $c FILMHYLLAN']);
    expect(show(record, '245')).toEqual(['00 $a Jää']);
    expect(show(record, '246')).toEqual(['1  $a Isen']);
    expect(show(record, '300')).toEqual(['   $a 1 verkkoaineisto (1 t 30 min)']);
    expect(show(record, '520')).toEqual(['   $a Kylmä talvi Norrlannissa.']);
    expect(show(record, '521')).toEqual(['   $a Ikäraja 15 v']);
    expect(show(record, '655')).toEqual([' 4 $a Draama']);
    expect(show(record, '856')).toEqual(['40 $u https://www.filmhyllan.fi/fi/library/20/title/100']);
  });

  it('links to PUBLIC_URL when one is configured', async () => {
    const record = recordOf(await marcFor('https://filmhyllan.example/app').records(STOCKHOLM), 100);
    expect(show(record, '856')).toEqual(['40 $u https://filmhyllan.example/app/sv/library/1/title/100']);
  });

  it('cuts a summary too long for an ISO 2709 field, and both files read back to the same records', async () => {
    const marc = marcFor();
    const records = await marc.records(STOCKHOLM);
    const summary = dataFields(recordOf(records, 121), '520')[0]!.subfields[0]!.value!;
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(9000);
    expect(Buffer.byteLength(summary)).toBeGreaterThan(8900);
    expect(summary.endsWith('…')).toBe(true);
    expect(LONG_DESCRIPTION.startsWith(summary.slice(0, -1))).toBe(true);

    const xml = await marc.exportFile(STOCKHOLM, 'marcxml');
    expect(xml.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<collection xmlns="http:\/\/www\.loc\.gov\/MARC21\/slim">\n/,
    );
    expect(xml.body.endsWith('</collection>\n')).toBe(true);
    const fromXml = await readAll(MARCXML.reader(Readable.from([xml.body])), records.length);
    expect(fromXml.map((record) => record.toObject())).toEqual(records.map((record) => record.toObject()));

    const iso = await marc.exportFile(STOCKHOLM, 'iso2709');
    const raw = iso.body.split('\x1D').slice(0, -1);
    expect(raw).toHaveLength(records.length);
    for (const one of raw) {
      // Leader 00-04: the record's length in bytes, terminator included; 12-16: where the data begins.
      expect(Number(one.slice(0, 5))).toBe(Buffer.byteLength(`${one}\x1D`));
      expect(Number(one.slice(12, 17))).toBe(one.indexOf('\x1E') + 1);
    }
    const fromIso = await readAll(ISO2709.reader(Readable.from([iso.body])), records.length);
    const withoutLengths = (record: MarcRecord) => {
      const { leader, fields } = record.toObject();
      return {
        leader: `${leader.slice(0, 5).replace(/\d/g, '0')}${leader.slice(5, 12)}00000${leader.slice(17)}`,
        fields,
      };
    };
    expect(fromIso.map(withoutLengths)).toEqual(records.map((record) => record.toObject()));
  });

  it('names the files after the library', async () => {
    const marc = marcFor();
    expect(await marc.exportFile(STOCKHOLM, 'marcxml')).toMatchObject({
      contentType: 'application/marcxml+xml; charset=utf-8',
      fileName: 'filmhyllan-1.xml',
    });
    expect(await marc.exportFile(HELSINKI, 'iso2709')).toMatchObject({
      contentType: 'application/marc',
      fileName: 'filmhyllan-20.mrc',
    });
  });
});

describe('MARC field helpers', () => {
  it('maps ISO 639-1 and 639-2/T codes to MARC codes', () => {
    expect(
      ['sv', 'no', 'nb', 'fi', 'en', 'da', 'is', 'se', 'de', 'fr', 'nl', 'fa', 'zh', 'xx'].map(
        marcLanguageCode,
      ),
    ).toEqual([
      'swe',
      'nor',
      'nob',
      'fin',
      'eng',
      'dan',
      'ice',
      'sme',
      'ger',
      'fre',
      'dut',
      'per',
      'chi',
      undefined,
    ]);
    expect(['deu', 'fra', 'swe', 'SMA', 'x1'].map(marcLanguageCode)).toEqual([
      'ger',
      'fre',
      'swe',
      'sma',
      undefined,
    ]);
  });

  const indexed = (extra: Partial<IndexedTitle>): IndexedTitle => ({
    id: 1,
    kind: 'film',
    names: { sv: 'Namn', no: 'Navn', fi: 'Nimi', en: 'Name' },
    nameEn: null,
    originalName: null,
    imdbId: null,
    groupId: null,
    groupName: null,
    groupNameEn: null,
    season: null,
    episode: null,
    year: 2001,
    durationSeconds: 5400,
    ageRating: 0,
    autoRating: null,
    posterPath: null,
    uploadedPoster: null,
    publishedAt: 0,
    genres: [],
    languages: [],
    productionCountries: [],
    people: [],
    access: 0,
    searchText: '',
    licences: new Map(),
    isChildren: false,
    hasMedia: true,
    listed: true,
    groupNames: {},
    ...extra,
  });

  it('lays out 008 for a videorecording, 40 characters', () => {
    const field = field008(indexed({ isChildren: true, durationSeconds: 61 * 60 * 17 }), '250102', 'swe');
    expect(field).toHaveLength(40);
    expect(field.slice(0, 6)).toBe('250102');
    expect(field.slice(6, 15)).toBe('s2001    ');
    expect(field.slice(15, 18)).toBe('xx ');
    expect(field.slice(18, 21)).toBe('000'); // over 999 minutes
    expect(field[22]).toBe('j');
    expect(field[29]).toBe('o');
    expect(field[33]).toBe('v');
    expect(field.slice(35, 38)).toBe('swe');
    expect(field[39]).toBe('d');
    expect(field008(indexed({ year: null, durationSeconds: 0 }), '250102', 'und').slice(6, 21)).toBe(
      'nuuuu    xx ---',
    );
  });

  it('writes playing times as hhmmss', () => {
    expect(playingTime(5400)).toBe('013000');
    expect(playingTime(59)).toBe('000059');
    expect(playingTime(36_000 + 62)).toBe('100102');
  });

  it('cleans and bounds values', () => {
    expect(cleanText(' a\tb\r\nc\u0000d\u0085e 😀 f\uD800 ')).toBe('a b c d e f');
    expect(cleanText('e\u0301')).toBe('é');
    expect(fitBytes('åäö', 5)).toBe('å…');
    expect(fitBytes('abcdef', 5)).toBe('ab…');
    expect(fitBytes('åäö', 6)).toBe('åäö');
  });

  it('falls back to the English name of an episode without a local one', () => {
    const episode = indexed({
      kind: 'episode',
      names: { sv: '', no: '', fi: '', en: '' },
      nameEn: 'Series [E3]: Third',
      groupName: 'Serien',
      episode: 3,
    });
    expect(recordTitle(episode, 'sv')).toEqual({
      series: 'Series',
      number: '[E3]',
      own: 'Third',
      full: 'Series [E3]: Third',
    });
    expect(
      recordTitle({ ...episode, nameEn: null, names: { ...episode.names, sv: 'Tredje' } }, 'sv'),
    ).toEqual({
      series: 'Serien',
      number: '[E3]',
      own: 'Tredje',
      full: 'Serien [E3]: Tredje',
    });
  });
});
