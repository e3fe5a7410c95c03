import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { MarcDataField, MarcRecord } from '@natlibfi/marc-record';
import { ISO2709, MARCXML } from '@natlibfi/marc-record-serializers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLES_PAGE_SIZE } from '@filmhyllan/contract';
import { libraryTitleExclusions } from '../../db/schema';
import {
  createAccountTestApp,
  fixtureLibrarians,
  get,
  loginCustomer,
  loginFixtureLibrarians,
  loginLibrarian,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import { startSession, type TestApp } from '../../test-support/test-app';

const URL_PATH = '/librarian/librarian/export_marc';

let t: TestApp;
let stockholm: ClientSession;
let angelholm: ClientSession;

beforeAll(async () => {
  t = await createAccountTestApp({ catalogue: true });
  ({ stockholm, angelholm } = await loginFixtureLibrarians(t.app));
});
afterAll(() => t.close());

/**
 * Every title id get_titles lists for a library, page by page, and how many titles its count stands for: a series
 * is one item there (decision 058), standing for the episodes get_group_titles lists for the library.
 */
async function catalogueIds(libraryId: number): Promise<{ ids: number[]; count: number }> {
  const session = await startSession(t.app);
  const ids: number[] = [];
  let count = 0;
  for (let page = 1; ; page++) {
    const res = await get(t.app, '/library/title/get_titles', session, {
      library_id: libraryId,
      country_iso: 'se',
      locale: 'sv',
      page,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      titles: { id: number; series: { id: number; episode_count: number } | null }[];
      count: number;
    };
    for (const title of body.titles) {
      if (!title.series) {
        ids.push(title.id);
        count += 1;
        continue;
      }
      const group = await get(t.app, '/library/title/get_group_titles', session, {
        group_id: title.series.id,
        library_id: libraryId,
      });
      expect(group.statusCode, group.body).toBe(200);
      const episodes = (group.json() as { titles: { id: number }[] }).titles.map((episode) => episode.id);
      expect(episodes).toHaveLength(title.series.episode_count);
      ids.push(...episodes);
      count += episodes.length;
    }
    if (body.titles.length < TITLES_PAGE_SIZE) return { ids, count };
  }
}

/** Records read back with the serialiser's reader (the MARCXML one may report the end before the last record). */
function readAll(reader: NodeJS.EventEmitter, expected: number): Promise<MarcRecord[]> {
  return new Promise((resolve, reject) => {
    const found: MarcRecord[] = [];
    let ended = false;
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

const recordCount = (xml: string) => xml.split('</record>').length - 1;

async function exportXml(session: ClientSession): Promise<MarcRecord[]> {
  const res = await get(t.app, URL_PATH, session, { format: 'marcxml' });
  expect(res.statusCode, res.body).toBe(200);
  return readAll(MARCXML.reader(Readable.from([res.body])), recordCount(res.body));
}

const controlNumber = (record: MarcRecord) =>
  record.getControlfields().find((field) => field.tag === '001')?.value;
const titleIds = (records: MarcRecord[]) => records.map((record) => Number(controlNumber(record)!.slice(2)));
const fieldsOf = (record: MarcRecord, tag: string): MarcDataField[] =>
  record.getDatafields().filter((field) => field.tag === tag);
const subfields = (record: MarcRecord, tag: string) =>
  fieldsOf(record, tag).map((field) => field.subfields.map((sf) => [sf.code, sf.value]));

describe('export_marc', () => {
  it("answers a MARCXML collection of the library's catalogue as an attachment, never stored", async () => {
    const res = await get(t.app, URL_PATH, stockholm);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="filmhyllan-1.xml"');
    expect(res.headers['cache-control']).toBe('no-store');
    // Raw XML, not a JSON string.
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<collection')).toBe(true);
  });

  it('holds one record per title get_titles counts for the library, and none other', async () => {
    const records = await exportXml(stockholm);
    const catalogue = await catalogueIds(1);
    expect(records).toHaveLength(catalogue.count);
    expect(titleIds(records).sort()).toEqual([...catalogue.ids].sort());
    // 105 is excluded at library 1 (the fixtures), but not at library 2.
    expect(titleIds(records)).not.toContain(105);
    const theirs = await exportXml(angelholm);
    expect(theirs).toHaveLength((await catalogueIds(2)).count);
    expect(titleIds(theirs)).toContain(105);
  });

  it('leaves out a title the library excludes, as get_titles does', async () => {
    const { db } = t.database;
    await db.insert(libraryTitleExclusions).values({ libraryId: 1, titleId: 101 });
    try {
      t.app.services.catalogueIndex.invalidate();
      const records = await exportXml(stockholm);
      const catalogue = await catalogueIds(1);
      expect(titleIds(records)).not.toContain(101);
      expect(records).toHaveLength(catalogue.count);
      expect(titleIds(await exportXml(angelholm))).toContain(101);
    } finally {
      await db
        .delete(libraryTitleExclusions)
        .where(and(eq(libraryTitleExclusions.libraryId, 1), eq(libraryTitleExclusions.titleId, 101)));
      t.app.services.catalogueIndex.invalidate();
    }
    expect(titleIds(await exportXml(stockholm))).toContain(101);
  });

  it('describes a known title: control number, title, languages, genre, people and its catalogue page', async () => {
    const records = await exportXml(stockholm);
    const film = records.find((record) => controlNumber(record) === 'FH100')!;
    expect(film.getControlfields().find((field) => field.tag === '003')?.value).toBe('FILMHYLLAN');
    expect(subfields(film, '245')).toEqual([[['a', 'Isen']]]);
    expect(subfields(film, '041')).toEqual([
      [
        ['a', 'swe'],
        ['j', 'eng'],
        ['j', 'fin'],
      ],
    ]);
    expect(subfields(film, '655')).toEqual([[['a', 'Drama']]]);
    expect(subfields(film, '700')).toEqual([
      [
        ['a', 'Håkan Berg'],
        ['e', 'director'],
        ['4', 'drt'],
      ],
      [
        ['a', 'Lena Ek'],
        ['e', 'actor'],
        ['4', 'act'],
      ],
    ]);
    expect(subfields(film, '856')).toEqual([[['u', 'https://www.filmhyllan.se/sv/library/1/title/100']]]);
    const episode = records.find((record) => controlNumber(record) === 'FH110')!;
    expect(subfields(episode, '245')).toEqual([
      [
        ['a', 'Fjällbacka'],
        ['n', '[S1E2]'],
        ['p', 'Mord i hamnen'],
      ],
    ]);
    const theirs = (await exportXml(angelholm)).find((record) => controlNumber(record) === 'FH100')!;
    expect(subfields(theirs, '856')).toEqual([[['u', 'https://www.filmhyllan.se/sv/library/2/title/100']]]);
  });

  it('answers ISO 2709 (UTF-8) holding the same records', async () => {
    const res = await get(t.app, URL_PATH, stockholm, { format: 'iso2709' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/marc');
    expect(res.headers['content-disposition']).toBe('attachment; filename="filmhyllan-1.mrc"');
    expect(res.headers['cache-control']).toBe('no-store');
    const raw = res.body.split('\x1D').slice(0, -1);
    for (const one of raw) {
      expect(one[9]).toBe('a'); // leader 09: UCS/Unicode
      expect(Number(one.slice(0, 5))).toBe(Buffer.byteLength(`${one}\x1D`));
    }
    const fromIso = await readAll(ISO2709.reader(Readable.from([res.body])), raw.length);
    const fromXml = await exportXml(stockholm);
    expect(fromIso).toHaveLength(fromXml.length);
    // The same fields but 005 (when each file was made); the leaders differ only in the length and base address
    // the ISO 2709 writer fills in.
    const fields = (record: MarcRecord) => record.toObject().fields.filter((field) => field.tag !== '005');
    expect(fromIso.map(fields)).toEqual(fromXml.map(fields));
    for (const [i, record] of fromIso.entries()) {
      const xmlLeader = fromXml[i]!.leader;
      expect(record.leader.slice(5, 12) + record.leader.slice(17)).toBe(
        xmlLeader.slice(5, 12) + xmlLeader.slice(17),
      );
    }
  });

  it('refuses a format it does not know (400)', async () => {
    const res = await get(t.app, URL_PATH, stockholm, { format: 'json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses callers without a session (401), before looking at the input', async () => {
    const queries: Record<string, string>[] = [{}, { format: 'json' }];
    for (const query of queries) {
      const res = await get(t.app, URL_PATH, null, query);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('SESSION_REQUIRED');
    }
  });

  it('refuses customers, logged in or not, and librarian sessions nobody logged in to (401)', async () => {
    const sessions = [
      await startSession(t.app, 'customer'),
      await loginCustomer(t.app, 'ulla', passwords.ulla),
      await startSession(t.app, 'librarian'),
    ];
    for (const session of sessions) {
      for (const format of ['marcxml', 'iso2709']) {
        const res = await get(t.app, URL_PATH, session, { format });
        expect(res.statusCode).toBe(401);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json().error.code).toBe('LOGIN_REQUIRED');
      }
    }
  });

  it('refuses a librarian logged out since (401)', async () => {
    const session = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
    expect((await get(t.app, URL_PATH, session)).statusCode).toBe(200);
    const logout = await post(t.app, '/librarian/librarian/logout', session);
    expect(logout.statusCode, logout.body).toBe(200);
    const res = await get(t.app, URL_PATH, session);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('LOGIN_REQUIRED');
  });
});
