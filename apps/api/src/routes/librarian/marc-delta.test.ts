import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { MarcRecord } from '@natlibfi/marc-record';
import { ISO2709, MARCXML } from '@natlibfi/marc-record-serializers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, libraryTitleExclusions, titleLicences, titleTexts, titles } from '../../db/schema';
import {
  createAccountTestApp,
  fixtureLibrarians,
  get,
  loginFixtureLibrarians,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';
import type { TestApp } from '../../test-support/test-app';

/*
 * The MARC delta (export_marc with since) and the library's feed (docs/decisions/062). The fixture titles are
 * dated 2026-01-01 before anything is exported, so a delta from SINCE holds only what the tests change after it.
 */

const EXPORT = '/librarian/librarian/export_marc';
const SINCE = '2026-06-01';
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

let t: TestApp;
let stockholm: ClientSession;
let angelholm: ClientSession;

beforeAll(async () => {
  t = await createAccountTestApp({ catalogue: true });
  ({ stockholm, angelholm } = await loginFixtureLibrarians(t.app));
  await t.database.db.update(titles).set({ createdAt: LONG_AGO, publishedAt: LONG_AGO, updatedAt: LONG_AGO });
  t.app.services.catalogueIndex.invalidate();
});
afterAll(() => t.close());

/** Records of a MARCXML or ISO 2709 body, read back with the serialisers' readers. */
function parse(body: string, format: 'marcxml' | 'iso2709'): Promise<MarcRecord[]> {
  const expected = format === 'marcxml' ? body.split('</record>').length - 1 : body.split('\x1D').length - 1;
  const reader =
    format === 'marcxml' ? MARCXML.reader(Readable.from([body])) : ISO2709.reader(Readable.from([body]));
  return new Promise((resolve, reject) => {
    const found: MarcRecord[] = [];
    let ended = false;
    const settle = () => {
      if (ended && found.length === expected) resolve(found);
    };
    if (expected === 0) resolve(found);
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

/** Leader 05 of each record by title id, every record checked against MARC 21 strictly. */
function statuses(records: MarcRecord[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (const record of records) {
    expect(() => new MarcRecord(record.toObject(), { strict: true })).not.toThrow();
    const id = record.getControlfields().find((field) => field.tag === '001')!.value;
    out[Number(id.slice(2))] = record.leader[5]!;
  }
  return out;
}

async function delta(
  session: ClientSession,
  query: Record<string, string> = { since: SINCE },
): Promise<Record<number, string>> {
  const format = (query.format ?? 'marcxml') as 'marcxml' | 'iso2709';
  const res = await get(t.app, EXPORT, session, query);
  expect(res.statusCode, res.body).toBe(200);
  return statuses(await parse(res.body, format));
}

describe('export_marc with since', () => {
  it('answers no record while nothing changed since', async () => {
    expect(await delta(stockholm)).toEqual({});
    expect(await delta(angelholm)).toEqual({});
    const res = await get(t.app, EXPORT, stockholm, { since: SINCE });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="filmhyllan-1-since-${SINCE}.xml"`);
  });

  it('answers n for titles new to the catalogue, c for changed ones and d for the ones gone', async () => {
    const { db } = t.database;
    // New: a title created (and changed at once), and one the library takes back into its catalogue.
    await db.insert(titles).values({ id: 130, kind: 'film', name: 'Nykomlingen', durationSeconds: 5400 });
    await db
      .insert(titleLicences)
      .values({ titleId: 130, countryIso: 'se', startsOn: '2026-01-01', priceCents: 0 });
    await db.insert(titleTexts).values({ titleId: 130, lang: 'sv', name: 'Nykomlingen', description: 'Ny.' });
    await db
      .delete(libraryTitleExclusions)
      .where(and(eq(libraryTitleExclusions.libraryId, 1), eq(libraryTitleExclusions.titleId, 105)));
    // Changed: a description (a child table) and a year (the title row).
    await db
      .update(titleTexts)
      .set({ description: 'En ny beskrivning.' })
      .where(and(eq(titleTexts.titleId, 100), eq(titleTexts.lang, 'sv')));
    await db.update(titles).set({ year: 1996 }).where(eq(titles.id, 101));
    // Gone: a title deleted, and one the library excludes.
    await db.delete(titleLicences).where(eq(titleLicences.titleId, 103));
    await db.delete(titles).where(eq(titles.id, 103));
    await db.insert(libraryTitleExclusions).values({ libraryId: 1, titleId: 104 });
    t.app.services.catalogueIndex.invalidate();

    const expected = { 100: 'c', 101: 'c', 103: 'd', 104: 'd', 105: 'n', 130: 'n' };
    expect(await delta(stockholm)).toEqual(expected);
    expect(await delta(stockholm, { since: SINCE, format: 'iso2709' })).toEqual(expected);
    // Another library: 105 was never excluded there (nothing to tell) and 104 is still offered.
    expect(await delta(angelholm)).toEqual({ 100: 'c', 101: 'c', 103: 'd', 130: 'n' });
    // A deleted record holds its control number and nothing of the title.
    const res = await get(t.app, EXPORT, stockholm, { since: SINCE });
    const gone = (await parse(res.body, 'marcxml')).find((record) => record.leader[5] === 'd')!;
    expect(gone.getControlfields().map((field) => field.tag)).toEqual(['001', '003', '005']);
    expect(gone.getDatafields()).toEqual([]);
  });

  it('answers nothing from a day after the changes, and the whole catalogue as new without since', async () => {
    expect(await delta(stockholm, { since: '2099-01-01' })).toEqual({});
    const full = await delta(stockholm, {});
    expect(Object.values(full).every((status) => status === 'n')).toBe(true);
    expect(Object.keys(full).map(Number)).toEqual(expect.arrayContaining([100, 101, 105, 130]));
    expect(Object.keys(full).map(Number)).not.toContain(103);
    expect(Object.keys(full).map(Number)).not.toContain(104);
  });

  it('answers a title the library takes back after it left as new again', async () => {
    const { db } = t.database;
    await db
      .delete(libraryTitleExclusions)
      .where(and(eq(libraryTitleExclusions.libraryId, 1), eq(libraryTitleExclusions.titleId, 104)));
    t.app.services.catalogueIndex.invalidate();
    expect((await delta(stockholm))[104]).toBe('n');
  });

  it('refuses a since that is no date (400, translated), before any work', async () => {
    for (const since of ['2026-13-01', '2026-02-30', 'yesterday', '01/06/2026', '']) {
      const res = await get(t.app, EXPORT, stockholm, { since }, { 'X-App-Language': 'en' });
      if (since === '') {
        // An empty since is left out by the form: the whole file.
        expect(res.statusCode).toBeLessThan(500);
        continue;
      }
      expect(res.statusCode, since).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toBeTruthy();
    }
  });
});

describe('the MARC feed', () => {
  const feedPath = (url: string) => new URL(url).pathname + new URL(url).search;

  it('has no address until the librarian makes one, then answers both formats without a session', async () => {
    const none = await get(t.app, '/librarian/librarian/get_marc_feed', stockholm);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().feed).toBeNull();
    const rotated = await post(t.app, '/librarian/librarian/rotate_marc_feed', stockholm);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const feed = rotated.json().feed as { iso2709_url: string; marcxml_url: string };
    expect(feed.iso2709_url).toMatch(/\/api\/marc\/feed\/[A-Za-z0-9_-]{32}\.mrc$/);
    expect(feed.marcxml_url).toBe(feed.iso2709_url.replace(/\.mrc$/, '.xml'));
    const shown = await get(t.app, '/librarian/librarian/get_marc_feed', stockholm);
    expect(shown.json().feed).toEqual(rotated.json().feed);

    const iso = await t.app.inject({ url: feedPath(feed.iso2709_url) });
    expect(iso.statusCode, iso.body).toBe(200);
    expect(iso.headers['content-type']).toBe('application/marc');
    const xml = await t.app.inject({ url: feedPath(feed.marcxml_url) });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    const fromIso = statuses(await parse(iso.body, 'iso2709'));
    expect(fromIso).toEqual(statuses(await parse(xml.body, 'marcxml')));
    expect(Object.keys(fromIso).length).toBeGreaterThan(3);

    const changes = await t.app.inject({ url: `${feedPath(feed.marcxml_url)}?since=${SINCE}` });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(statuses(await parse(changes.body, 'marcxml'))[103]).toBe('d');
    const bad = await t.app.inject({ url: `${feedPath(feed.marcxml_url)}?since=2026-02-30` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 304 to a repeated fetch of unchanged records', async () => {
    const { feed } = (await get(t.app, '/librarian/librarian/get_marc_feed', stockholm)).json();
    const first = await t.app.inject({ url: feedPath(feed.marcxml_url) });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({ url: feedPath(feed.marcxml_url), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await t.database.db.update(titles).set({ year: 1997 }).where(eq(titles.id, 101));
    t.app.services.catalogueIndex.invalidate();
    const changed = await t.app.inject({
      url: feedPath(feed.marcxml_url),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('stops answering the old address once rotated, and audits the rotation without the token', async () => {
    const { db } = t.database;
    const [mark] = await db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)` }).from(auditLog);
    const old = (await get(t.app, '/librarian/librarian/get_marc_feed', stockholm)).json().feed;
    const rotated = await post(t.app, '/librarian/librarian/rotate_marc_feed', stockholm);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const feed = rotated.json().feed;
    expect(feed.marcxml_url).not.toBe(old.marcxml_url);
    for (const url of [old.marcxml_url, old.iso2709_url]) {
      const res = await t.app.inject({ url: feedPath(url) });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('MARC_FEED_NOT_FOUND');
    }
    expect((await t.app.inject({ url: feedPath(feed.marcxml_url) })).statusCode).toBe(200);

    const entries = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} > ${mark!.id}`);
    expect(entries.map((entry) => [entry.action, entry.libraryId, entry.actorUsername])).toEqual([
      ['library.rotate_marc_feed', 1, fixtureLibrarians.stockholm.username],
    ]);
    const token = /feed\/([^.]+)\./.exec(feed.marcxml_url)![1]!;
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(JSON.stringify(entries)).not.toContain(/feed\/([^.]+)\./.exec(old.marcxml_url)![1]!);
    // The token is kept sealed: the database holds neither it nor a row another library could open.
    const stored = await db.execute(sql`select token_hash, token_sealed from library_marc_feeds`);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers 404 with its code to tokens it does not know, and keeps each library to its own feed', async () => {
    for (const file of ['A'.repeat(32) + '.xml', 'short.mrc', 'x.json', 'nothing']) {
      const res = await t.app.inject({ url: `/api/marc/feed/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json().error.code).toBe('MARC_FEED_NOT_FOUND');
    }
    const theirs = (await post(t.app, '/librarian/librarian/rotate_marc_feed', angelholm)).json().feed;
    const res = await t.app.inject({ url: feedPath(theirs.marcxml_url) });
    expect(res.body).toContain('/library/2/title/');
    expect(res.body).not.toContain('/library/1/title/');
  });

  it('refuses rotation without the CSRF token (403)', async () => {
    const res = await post(t.app, '/librarian/librarian/rotate_marc_feed', {
      ...stockholm,
      csrftoken: 'wrong',
    });
    expect(res.statusCode).toBe(403);
  });
});
