import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import { CATALOGUE_FILE_MAX_CHARS } from '@filmhyllan/contract';
import { auditLog, genres, people, seriesGroups, titleLicences, titles } from '../../db/schema';
import { catalogueImportTranslations } from '../../db/seed/translations/catalogue-import';
import { fixtureOperators, get, post, type ClientSession } from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/*
 * A distributor's catalogue file imported and exported (docs/decisions/054): titles, people, genres, series and
 * licences created and updated by the distributor's own ids, idempotently, in one transaction; a dry run and a
 * file with any problem write nothing. On the embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: OperatorTestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;

beforeAll(async () => {
  t = await createOperatorTestApp({ catalogue: true, translations: catalogueImportTranslations });
  ({ admin, editor, support } = t.operators);
}, 120_000);
afterAll(() => t?.close());

const HEADER =
  'distributor,distributor_ref,kind,series_ref,series_name,season,episode,name,name_en,name_fi,' +
  'description_sv,description_en,year,age_rating,genres,directors,actors,spoken_languages,subtitle_languages,' +
  'production_countries,licence_se_starts_on,licence_se_ends_on,licence_se_price_cents,licence_fi_starts_on,' +
  'licence_fi_price_cents';
const FILM =
  'nordfilm,NF-100,film,,,,,Isbrytaren,The Icebreaker,Jäänmurtaja,Ett fartyg fastnar i isen.,' +
  'A ship stuck in the ice.,2024,11,Drama|Äventyr,Håkan Berg,"Lena Ek|Ny Skådespelare",sv,en|fi,se|us,' +
  '2026-01-01,2026-12-31,1500,2026-02-01,1200';
const EPISODE_1 =
  'nordfilm,NF-S1E1,episode,NF-S1,Skärgården,1,1,Skärgården: Ankomsten,,,,,2025,15,Kriminal,,,sv,,se,' +
  '2026-01-01,,900,,';
const EPISODE_2 = 'nordfilm,NF-S1E2,episode,NF-S1,,1,2,Skärgården: Stormen,,,,,2025,15,Crime,,,sv,,se,,,,,';
const FILE = [HEADER, FILM, EPISODE_1, EPISODE_2].join('\n') + '\n';

const importFile = (session: ClientSession | null, fields: Record<string, string | number>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/title/import_catalogue',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-app-language': lang },
    payload: new URLSearchParams({
      ...(session ? { portal_sessionid: session.sessionid, portal_csrftoken: session.csrftoken } : {}),
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    }).toString(),
  });
const exportFile = (session: ClientSession | null, format: string) =>
  get(t.app, '/operator/title/export_catalogue', session, { format });

/** Everything an import may write, to compare before and after. */
async function snapshot() {
  const db = t.database.db;
  return {
    titles: await db.select().from(titles).orderBy(asc(titles.id)),
    series: await db.select().from(seriesGroups).orderBy(asc(seriesGroups.id)),
    genres: await db.select().from(genres).orderBy(asc(genres.id)),
    people: await db.select().from(people).orderBy(asc(people.id)),
    licences: await db
      .select()
      .from(titleLicences)
      .orderBy(asc(titleLicences.titleId), asc(titleLicences.countryIso)),
    audit: (await db.select({ id: auditLog.id }).from(auditLog)).length,
  };
}
const keyed = () =>
  t.database.db
    .select({ id: titles.id, ref: titles.distributorRef, name: titles.name, groupId: titles.groupId })
    .from(titles)
    .where(isNotNull(titles.distributor))
    .orderBy(asc(titles.distributorRef));

describe('import_catalogue', () => {
  it('checks a file in a dry run: what an import would do, and nothing written', async () => {
    const before = await snapshot();
    const res = await importFile(editor, { format: 'csv', file: FILE, dry_run: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dry_run: true,
      imported: false,
      counts: { created: 3, updated: 0, unchanged: 0, problems: 0 },
      problems: [],
      rows: [
        { row: 2, distributor_ref: 'NF-100', title_id: null, outcome: 'created' },
        { row: 3, distributor_ref: 'NF-S1E1', title_id: null, outcome: 'created' },
        { row: 4, distributor_ref: 'NF-S1E2', title_id: null, outcome: 'created' },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('creates titles with their series, genres, people and licences per country, audited with the counts', async () => {
    const res = await importFile(editor, { format: 'csv', file: FILE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dry_run: false,
      imported: true,
      counts: { created: 3, updated: 0, unchanged: 0, problems: 0 },
    });
    const stored = await keyed();
    expect(stored.map((s) => [s.ref, s.name])).toEqual([
      ['NF-100', 'Isbrytaren'],
      ['NF-S1E1', 'Skärgården: Ankomsten'],
      ['NF-S1E2', 'Skärgården: Stormen'],
    ]);
    // Both episodes in one new series, keyed by the distributor's id.
    const [series] = await t.database.db
      .select()
      .from(seriesGroups)
      .where(eq(seriesGroups.distributorRef, 'NF-S1'));
    expect(series).toMatchObject({ name: 'Skärgården', distributor: 'nordfilm' });
    expect(stored[1]!.groupId).toBe(series!.id);
    expect(stored[2]!.groupId).toBe(series!.id);

    const film = await t.app.services.titleAdmin.get(stored[0]!.id);
    expect(film).toMatchObject({
      nameEn: 'The Icebreaker',
      year: 2024,
      ageRating: 11,
      directors: ['Håkan Berg'],
      actors: ['Lena Ek', 'Ny Skådespelare'],
      spokenLanguages: ['sv'],
      productionCountries: ['se', 'us'],
    });
    expect(film.texts.fi.name).toBe('Jäänmurtaja');
    // "Drama" matched the stored genre 1; "Äventyr" is new, named so in every language.
    const adventure = (await t.database.db.select().from(genres)).find((g) => g.names.sv === 'Äventyr');
    expect(adventure?.names).toEqual({ sv: 'Äventyr', no: 'Äventyr', fi: 'Äventyr', en: 'Äventyr' });
    expect(film.genreIds.sort((a, b) => a - b)).toEqual([1, adventure!.id].sort((a, b) => a - b));
    // "Kriminal" (sv) and "Crime" (en) are the same stored genre.
    const episodes = await Promise.all(
      [stored[1]!.id, stored[2]!.id].map((id) => t.app.services.titleAdmin.get(id)),
    );
    expect(episodes.map((e) => e.genreIds)).toEqual([[4], [4]]);
    // One person named once though known before (Lena Ek), one added.
    expect((await t.database.db.select().from(people).where(eq(people.name, 'Lena Ek'))).length).toBe(1);

    const licences = await t.database.db
      .select()
      .from(titleLicences)
      .where(eq(titleLicences.titleId, stored[0]!.id))
      .orderBy(asc(titleLicences.countryIso));
    expect(licences.map((l) => [l.countryIso, l.startsOn, l.endsOn, l.priceCents])).toEqual([
      ['fi', '2026-02-01', null, 1200],
      ['se', '2026-01-01', '2026-12-31', 1500],
    ]);
    const summary = await t.app.services.audit.search({ action: 'title.import_catalogue' });
    expect(summary.entries[0]).toMatchObject({
      after: { created: 3, updated: 0, unchanged: 0, problems: 0 },
    });
  });

  it('is idempotent: the same file again leaves every title unchanged and writes no title or licence entry', async () => {
    const before = await snapshot();
    const res = await importFile(admin, { format: 'csv', file: FILE });
    expect(res.json().counts).toEqual({ created: 0, updated: 0, unchanged: 3, problems: 0 });
    const after = await snapshot();
    expect({ ...after, audit: 0 }).toEqual({ ...before, audit: 0 });
    // Only the import's own summary.
    expect(after.audit).toBe(before.audit + 1);
  });

  it('updates titles by the distributor id: a changed name and a changed price', async () => {
    const ids = (await keyed()).map((s) => s.id);
    const changed = FILE.replace('Isbrytaren', 'Isbrytaren II').replace(',900,', ',950,');
    const res = await importFile(admin, { format: 'csv', file: changed });
    expect(res.json()).toMatchObject({
      counts: { created: 0, updated: 2, unchanged: 1, problems: 0 },
      rows: [
        { distributor_ref: 'NF-100', outcome: 'updated', title_id: ids[0] },
        { distributor_ref: 'NF-S1E1', outcome: 'updated', title_id: ids[1] },
        { distributor_ref: 'NF-S1E2', outcome: 'unchanged', title_id: ids[2] },
      ],
    });
    expect((await keyed()).map((s) => [s.id, s.name])).toEqual([
      [ids[0], 'Isbrytaren II'],
      [ids[1], 'Skärgården: Ankomsten'],
      [ids[2], 'Skärgården: Stormen'],
    ]);
    const [price] = await t.database.db
      .select({ priceCents: titleLicences.priceCents })
      .from(titleLicences)
      .where(eq(titleLicences.titleId, ids[1]!));
    expect(price?.priceCents).toBe(950);
  });

  it('reports every problem by row and column in the request language, and writes nothing', async () => {
    const before = await snapshot();
    const file = [
      HEADER,
      FILM.replace('Isbrytaren', 'Nytt namn'),
      'nordfilm,NF-200,film,,,,,,,,,,1850,13,,,,xx,,,2026-01-01,,',
      EPISODE_1,
    ].join('\n');
    const res = await importFile(admin, { format: 'csv', file }, 'sv');
    expect(res.statusCode).toBe(200);
    const text = (reason: string) => catalogueImportTranslations[`catalogue_import_reason_${reason}`]!.sv;
    expect(res.json()).toMatchObject({
      imported: false,
      counts: { created: 0, updated: 0, unchanged: 0, problems: 5 },
      rows: [],
      problems: [
        { row: 3, column: 'name', reason: 'required', message: text('required') },
        { row: 3, column: 'year', reason: 'year_out_of_range', message: text('year_out_of_range') },
        { row: 3, column: 'age_rating', reason: 'age_rating_invalid', message: text('age_rating_invalid') },
        { row: 3, column: 'spoken_languages', reason: 'language_unknown', message: text('language_unknown') },
        {
          row: 3,
          column: 'licence_se_price_cents',
          reason: 'licence_incomplete',
          message: text('licence_incomplete'),
        },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('rolls back the whole file when a row is refused while importing: an episode place already taken', async () => {
    const before = await snapshot();
    const file = [
      HEADER,
      // A new film, which would be created first ...
      'nordfilm,NF-300,film,,,,,Vårflod,,,,,2023,7,,,,,,,,,,,',
      // ... and another distributor id for the series' episode 1 of season 1, which NF-S1E1 holds.
      'nordfilm,NF-S1E1-bis,episode,NF-S1,,1,1,Dubblett,,,,,2025,15,,,,,,,,,,,',
    ].join('\n');
    for (const dryRun of [1, 0]) {
      const res = await importFile(admin, { format: 'csv', file, dry_run: dryRun });
      expect(res.json()).toMatchObject({
        imported: false,
        counts: { problems: 1 },
        problems: [{ row: 3, column: 'episode', reason: 'episode_taken' }],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reports a malformed file as one problem: CSV with an open quote, broken JSON, a JSON value not a list', async () => {
    const cases: [string, string, object][] = [
      ['csv', `${HEADER}\nnordfilm,"NF-1,film\n`, { row: 2, column: null, reason: 'csv_quote_not_closed' }],
      ['json', '[{"distributor": "nordfilm",', { row: 1, column: null, reason: 'json_invalid' }],
      ['json', '{"distributor": "nordfilm"}', { row: 1, column: null, reason: 'json_not_a_list' }],
      ['csv', 'distributor,ref\n', { row: 1, column: 'ref', reason: 'column_unknown' }],
    ];
    for (const [format, file, problem] of cases) {
      const res = await importFile(editor, { format, file, dry_run: 1 }, 'fi');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.problems[0]).toMatchObject(problem);
      expect(body.problems[0].message).toBe(
        catalogueImportTranslations[`catalogue_import_reason_${(problem as { reason: string }).reason}`]!.fi,
      );
    }
  });

  it('refuses a file over its limit and bad fields with clear codes', async () => {
    const big = await importFile(admin, { format: 'csv', file: 'x'.repeat(CATALOGUE_FILE_MAX_CHARS + 1) });
    expect([big.statusCode, big.json().error.code]).toEqual([413, 'CATALOGUE_FILE_TOO_LARGE']);
    const badFields: Record<string, string | number>[] = [
      { format: 'xml', file: FILE },
      { format: 'csv' },
      { format: 'csv', file: FILE, dry_run: 'maybe' },
    ];
    for (const fields of badFields) {
      const res = await importFile(admin, fields);
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('is for admins and editors: refused to support, librarians, customers, no session and a forged token', async () => {
    const before = await snapshot();
    const fields = { format: 'csv', file: FILE.replace('Isbrytaren', 'Obehörig') };
    const res = await importFile(support, fields);
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous]) {
      const refused = await importFile(session, fields);
      expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'LOGIN_REQUIRED']);
    }
    expect((await importFile(null, fields)).statusCode).toBe(401);
    const forged = await importFile({ sessionid: admin.sessionid, csrftoken: 'forged' }, fields);
    expect([forged.statusCode, forged.json().error.code]).toEqual([403, 'CSRF_INVALID']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('export_catalogue', () => {
  it('writes the keyed titles as CSV and JSON, each of which imports back unchanged', async () => {
    for (const format of ['csv', 'json']) {
      const res = await exportFile(support, format);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain(format === 'csv' ? 'text/csv' : 'application/json');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="catalogue-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
      );
      const before = await snapshot();
      const again = await importFile(editor, { format, file: res.body });
      expect(again.json().problems).toEqual([]);
      expect(again.json().counts).toEqual({ created: 0, updated: 0, unchanged: 3, problems: 0 });
      expect({ ...(await snapshot()), audit: 0 }).toEqual({ ...before, audit: 0 });
    }
    const csv = (await exportFile(admin, 'csv')).body;
    expect(csv).toContain('NF-100,film,,,,,Isbrytaren II,The Icebreaker');
    expect(csv).toContain('Drama|Äventyr');
    // Each title's windows, per country: Sweden and Finland for the film, the updated price for the episode.
    expect(csv).toContain('se|us,2026-01-01,2026-12-31,1500,,,,2026-02-01,,1200');
    expect(csv).toContain('Skärgården: Ankomsten,,,,,,,,,,,2025,15,,Crime,,,sv,,,,,se,2026-01-01,,950,,,,,,');
    const json = (await exportFile(admin, 'json')).json() as { titles: Record<string, unknown>[] };
    expect(
      json.titles.map((title) =>
        Object.fromEntries(Object.entries(title).filter(([key]) => key.startsWith('licence_fi'))),
      )[0],
    ).toEqual({ licence_fi_starts_on: '2026-02-01', licence_fi_ends_on: null, licence_fi_price_cents: 1200 });
  });

  it('refuses librarians, customers and no session, and a bad format', async () => {
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous]) {
      const res = await exportFile(session, 'csv');
      expect(res.statusCode).toBe(401);
    }
    const bad = await exportFile(admin, 'xml');
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('with an API token (docs/decisions/050)', () => {
  const tokenOf = async (scopes: string) =>
    (await post(t.app, '/operator/token/create_token', editor, { name: `Script ${scopes}`, scopes })).json()
      .token as string;
  const importWith = (token: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/title/import_catalogue',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const exportWith = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/operator/title/export_catalogue?format=csv',
      headers: { authorization: `Bearer ${token}` },
    });
  const NEW_FILM =
    'nordfilm,NF-200,film,,,,,Tokenfilmen,The Token Film,,En film från ett skript.,A film from a script.,' +
    '2025,7,Drama,,,sv,,se,,,,,';

  it("imports and exports with a catalogue token, as the token's operator and without session fields", async () => {
    const token = await tokenOf('catalogue');
    const res = await importWith(token, { format: 'csv', file: [HEADER, NEW_FILM].join('\n') + '\n' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: true, counts: { created: 1, problems: 0 } });
    expect((await keyed()).map((k) => k.name)).toContain('Tokenfilmen');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'title.import_catalogue'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorId: fixtureOperators.editor.id, after: { created: 1 } });

    const exported = await exportWith(token);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toContain('NF-200,film,,,,,Tokenfilmen');
  });

  it('refuses an uploads-only token, and an unknown one, writing nothing', async () => {
    const uploadsOnly = await tokenOf('uploads');
    const before = await snapshot();
    const fields = { format: 'csv', file: [HEADER, NEW_FILM.replace('NF-200', 'NF-201')].join('\n') + '\n' };
    for (const res of [await importWith(uploadsOnly, fields), await exportWith(uploadsOnly)]) {
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
    }
    for (const res of [await importWith('fhy_unknown', fields), await exportWith('fhy_unknown')]) {
      expect([res.statusCode, res.json().error.code]).toEqual([401, 'TOKEN_INVALID']);
    }
    expect(await snapshot()).toEqual(before);
  });
});
