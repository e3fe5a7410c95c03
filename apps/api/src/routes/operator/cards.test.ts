import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS_CSV_MAX_ROWS, CARDS_REPORT_MAX_ROWS } from '@filmhyllan/contract';
import { patronCards } from '../../db/schema';
import { cardsImportTranslations } from '../../db/seed/translations/cards-import';
import type { LibrarySystems } from '../../modules/patrons/library-systems';
import { createBuiltInPatronDirectory } from '../../modules/patrons/patron-directory';
import { createPatronsRepository } from '../../modules/patrons/patrons.repository';
import { TEST_SECRET } from '../../test-support/test-app';
import type { ClientSession } from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/*
 * The built-in directory's cards imported from CSV in the operator console (docs/decisions/040). Library 2 uses
 * the built-in directory; library 3 checks its cards over SIP2 (never connected to here: the import refuses first).
 */

const BUILT_IN = 2;
const ON_SIP2 = 3;

let t: OperatorTestApp;
let admin: ClientSession;

const GOOD = 'card_number;pin;blocked\n20000001;4321;no\n20000002;8765;yes\n';
/** Line 3 has a PIN too short, line 4 a card number with a space, line 5 repeats line 2's card. */
const WITH_BAD_ROWS = 'card_number,pin\n30000001,2468\n30000002,12\nbad card 99,1357\n30000001,9999\n';

const importCards = (session: ClientSession | null, fields: Record<string, string | number>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/library/import_cards',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-app-language': lang },
    payload: new URLSearchParams({
      ...(session ? { portal_sessionid: session.sessionid, portal_csrftoken: session.csrftoken } : {}),
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    }).toString(),
  });

/** Every card row, to compare before and after (a dry run must leave them exactly as they were). */
const allCards = () => t.database.db.select().from(patronCards).orderBy(patronCards.id);
const importEntries = async () =>
  (await t.app.services.audit.search({ action: 'library.import_cards' })).entries;

/** The built-in directory's check of a card and PIN, as a loan makes it. */
const authenticates = (libraryId: number, card: string, pin: string) =>
  createBuiltInPatronDirectory(createPatronsRepository(t.database.db), TEST_SECRET).authenticate(
    libraryId,
    card,
    pin,
  );

beforeAll(async () => {
  const systems: LibrarySystems = new Map([
    [
      ON_SIP2,
      {
        host: '127.0.0.1',
        port: 1,
        tls: false,
        tlsVerify: true,
        institutionId: 'X',
        encoding: 'utf8' as const,
        fieldSeparator: '|',
        pinIsValidated: true,
        timeoutMs: 1000,
      },
    ],
  ]);
  t = await createOperatorTestApp({ librarySystems: systems, translations: cardsImportTranslations });
  admin = t.operators.admin;
});
afterAll(() => t.close());

describe('import_cards', () => {
  it('checks a file in a dry run: reports the bad lines by number and reason, and changes nothing', async () => {
    const before = await allCards();
    const entriesBefore = (await importEntries()).length;
    const res = await importCards(admin, { library_id: BUILT_IN, csv: WITH_BAD_ROWS, dry_run: 1 }, 'sv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      library_id: BUILT_IN,
      dry_run: true,
      counts: { added: 1, updated: 0, unchanged: 0, rejected: 3 },
      problems: [
        {
          line: 3,
          card_ending: '02',
          reason: 'pin_invalid',
          message: cardsImportTranslations.cards_import_reason_pin_invalid!.sv,
        },
        {
          line: 4,
          card_ending: '99',
          reason: 'card_number_invalid',
          message: cardsImportTranslations.cards_import_reason_card_number_invalid!.sv,
        },
        {
          line: 5,
          card_ending: '01',
          reason: 'card_number_repeated',
          message: cardsImportTranslations.cards_import_reason_card_number_repeated!.sv,
        },
      ],
    });
    expect(await allCards()).toEqual(before);
    expect(await importEntries()).toHaveLength(entriesBefore);
    expect(await authenticates(BUILT_IN, '30000001', '2468')).toBeNull();
  });

  it('imports the good lines in one go, counts added, updated and unchanged, and the cards then work', async () => {
    const first = await importCards(admin, { library_id: BUILT_IN, csv: GOOD, dry_run: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      dry_run: false,
      counts: { added: 2, updated: 0, unchanged: 0, rejected: 0 },
      problems: [],
    });
    expect(await authenticates(BUILT_IN, '20000001', '4321')).toMatchObject({ blocked: false });
    expect(await authenticates(BUILT_IN, '20000002', '8765')).toMatchObject({ blocked: true });

    // Again with one PIN changed and one card new: a dry run says so, then the import does it.
    const changed = 'card_number;pin;blocked\n20000001;1111;no\n20000002;8765;yes\n20000003;5555;no\n';
    const check = await importCards(admin, { library_id: BUILT_IN, csv: changed, dry_run: 1 });
    expect(check.json().counts).toEqual({ added: 1, updated: 1, unchanged: 1, rejected: 0 });
    expect(await authenticates(BUILT_IN, '20000001', '4321')).not.toBeNull();
    const done = await importCards(admin, { library_id: BUILT_IN, csv: changed });
    expect(done.json()).toMatchObject({
      dry_run: false,
      counts: { added: 1, updated: 1, unchanged: 1, rejected: 0 },
    });
    expect(await authenticates(BUILT_IN, '20000001', '4321')).toBeNull();
    expect(await authenticates(BUILT_IN, '20000001', '1111')).not.toBeNull();
    expect(await authenticates(BUILT_IN, '20000003', '5555')).not.toBeNull();
  });

  it('imports the good lines of a file with bad ones, and reports the bad ones', async () => {
    const res = await importCards(admin, { library_id: BUILT_IN, csv: WITH_BAD_ROWS, dry_run: 0 });
    expect(res.json()).toMatchObject({
      counts: { added: 1, updated: 0, unchanged: 0, rejected: 3 },
      problems: [{ line: 3 }, { line: 4 }, { line: 5 }],
    });
    expect(await authenticates(BUILT_IN, '30000001', '2468')).not.toBeNull();
  });

  it('imports nothing from a file that is not CSV or has no header, and says which line', async () => {
    const before = await allCards();
    const broken = await importCards(admin, {
      library_id: BUILT_IN,
      csv: 'card_number,pin\n40000001,1234\n"40000002,1234\n',
    });
    expect(broken.json()).toMatchObject({
      counts: { added: 0, updated: 0, unchanged: 0, rejected: 1 },
      problems: [{ line: 3, reason: 'csv_quote_not_closed', card_ending: null }],
    });
    const headless = await importCards(admin, { library_id: BUILT_IN, csv: '40000001,1234\n' }, 'fi');
    expect(headless.json().problems).toEqual([
      {
        line: 1,
        card_ending: null,
        reason: 'header_missing',
        message: cardsImportTranslations.cards_import_reason_header_missing!.fi,
      },
    ]);
    expect(await allCards()).toEqual(before);
  });

  it('records each import in the audit log with the counts, never a card number or PIN', async () => {
    const entries = await importEntries();
    // Newest first: the two files refused whole, the file with bad lines, the two good imports; no dry run.
    expect(entries.map((e) => e.after)).toEqual([
      { added: 0, updated: 0, unchanged: 0, rejected: 1 },
      { added: 0, updated: 0, unchanged: 0, rejected: 1 },
      { added: 1, updated: 0, unchanged: 0, rejected: 3 },
      { added: 1, updated: 1, unchanged: 1, rejected: 0 },
      { added: 2, updated: 0, unchanged: 0, rejected: 0 },
    ]);
    expect(entries[2]).toMatchObject({
      portal: 'operator',
      actorId: 901,
      libraryId: BUILT_IN,
      action: 'library.import_cards',
      objectType: 'library',
      objectId: String(BUILT_IN),
      before: null,
    });
    const written = JSON.stringify(entries) + t.logs.join('');
    for (const secret of ['20000001', '20000002', '30000001', '4321', '8765', '2468', '1111', '5555'])
      expect(written).not.toContain(secret);
  });

  it('refuses a library whose cards its own system checks (SIP2) and an unknown library', async () => {
    const sip2 = await importCards(admin, { library_id: ON_SIP2, csv: GOOD, dry_run: 1 });
    expect([sip2.statusCode, sip2.json().error.code]).toEqual([409, 'PATRON_AUTH_NOT_BUILTIN']);
    const unknown = await importCards(admin, { library_id: 999, csv: GOOD, dry_run: 1 });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'LIBRARY_NOT_FOUND']);
  });

  it('refuses files over its limits with clear codes, and lists at most the report limit of lines', async () => {
    const many = `card_number,pin\n${'1,1\n'.repeat(CARDS_CSV_MAX_ROWS + 1)}`;
    const rows = await importCards(admin, { library_id: BUILT_IN, csv: many, dry_run: 1 });
    expect([rows.statusCode, rows.json().error.code]).toEqual([413, 'CARDS_TOO_MANY_ROWS']);
    const big = `card_number,pin\n${'A'.repeat(2_000_001)}\n`;
    const large = await importCards(admin, { library_id: BUILT_IN, csv: big, dry_run: 1 });
    expect([large.statusCode, large.json().error.code]).toEqual([413, 'CARDS_FILE_TOO_LARGE']);
    const huge = await importCards(admin, { library_id: BUILT_IN, csv: ','.repeat(3_000_000), dry_run: 1 });
    expect([huge.statusCode, huge.json().error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);

    const bad = `card_number,pin\n${'1,1\n'.repeat(CARDS_REPORT_MAX_ROWS + 10)}`;
    const report = await importCards(admin, { library_id: BUILT_IN, csv: bad, dry_run: 1 });
    expect(report.json().counts.rejected).toBe(CARDS_REPORT_MAX_ROWS + 10);
    expect(report.json().problems).toHaveLength(CARDS_REPORT_MAX_ROWS);
  });

  it('refuses bad fields with VALIDATION_FAILED', async () => {
    const bad: Record<string, string | number>[] = [
      { library_id: 'x', csv: GOOD },
      { library_id: BUILT_IN },
      { library_id: BUILT_IN, csv: GOOD, dry_run: 'maybe' },
    ];
    for (const fields of bad) {
      const res = await importCards(admin, fields);
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('is for admins only: refused to support, editor, librarians, customers, no session and a forged token', async () => {
    const before = await allCards();
    const fields = { library_id: BUILT_IN, csv: 'card_number,pin\n50000001,1234\n' };
    for (const session of [t.operators.support, t.operators.editor]) {
      const res = await importCards(session, fields);
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'FORBIDDEN']);
    }
    const { librarian, customer, anonymous } = await t.outsiders();
    for (const session of [librarian, customer, anonymous]) {
      const res = await importCards(session, fields);
      expect([res.statusCode, res.json().error.code]).toEqual([401, 'LOGIN_REQUIRED']);
    }
    const none = await importCards(null, fields);
    expect(none.statusCode).toBe(401);
    const forged = await importCards({ sessionid: admin.sessionid, csrftoken: 'forged' }, fields);
    expect([forged.statusCode, forged.json().error.code]).toEqual([403, 'CSRF_INVALID']);
    expect(await allCards()).toEqual(before);
  });
});
