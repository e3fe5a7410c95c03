import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibraryList } from '@filmhyllan/contract';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import { fixtureLibraries, fixtureUser, seedFixtures } from '../../test-support/fixtures';

let t: TestApp;
let sid: string;
beforeAll(async () => {
  t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
  sid = (await startSession(t.app)).sessionid;
});
afterAll(() => t.close());

const get = (path: string, session = sid) =>
  t.app.inject({
    url: `/api/library/library/${path}${path.includes('?') ? '&' : '?'}portal_sessionid=${session}`,
  });

describe('get_all_libraries', () => {
  it('lists the libraries of a country in Swedish alphabetical order (Z before Å, Ä, Ö; Älv before Äng)', async () => {
    const res = await get('get_all_libraries?country=se');
    expect(res.statusCode).toBe(200);
    const body = LibraryList.parse(res.json());
    expect(body.libraries.map((l) => l.name)).toEqual([
      'Askersunds bibliotek',
      'Stockholms stadsbibliotek',
      'Zinkgruvans bibliotek',
      'Älvdalens bibliotek',
      'Ängelholms bibliotek',
      'Örebro stadsbibliotek',
    ]);
    expect(body.libraries.every((l) => l.country_iso === 'se')).toBe(true);
    // Two titles are published in Sweden; the third is still upcoming.
    expect(body.number_of_titles).toBe(2);
    expect(body.user_libraries).toEqual([]);
  });

  it('answers every Library field of spec section 3, the branding and the PIN format', async () => {
    const body = (await get('get_all_libraries?country=se')).json();
    const stockholm = body.libraries.find((l: { id: number }) => l.id === fixtureLibraries.stockholm);
    expect(stockholm).toEqual({
      id: 1,
      name: 'Stockholms stadsbibliotek',
      country_iso: 'se',
      logo_url: null,
      display_name: 'Stockholms stadsbibliotek',
      font_family: null,
      extra_display_names: 'Kista bibliotek,Skärholmens bibliotek',
      library_loan_budget_reached: false,
      customer_loan_budget_reached: false,
      new_loans_date: null,
      new_loans_date_library: null,
      library_allowance: null,
      pin_format: 'digits',
    });
    const spent = body.libraries.find((l: { id: number }) => l.id === fixtureLibraries.spent);
    expect(spent.library_loan_budget_reached).toBe(true);
    expect(spent.new_loans_date_library).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('serves Norway and Finland, and accepts the country in upper case', async () => {
    const no = (await get('get_all_libraries?country=no')).json();
    expect(no.libraries.map((l: { name: string }) => l.name)).toEqual(['Deichman Oslo', 'Tromsø bibliotek']);
    expect(no.number_of_titles).toBe(1);
    const fi = (await get('get_all_libraries?country=FI')).json();
    expect(fi.libraries.map((l: { id: number }) => l.id)).toEqual([fixtureLibraries.helsinki]);
  });

  it("lists a logged-in user's libraries", async () => {
    const { sessionid } = await startSession(t.app);
    const session = await t.app.services.sessions.resolve(sessionid);
    await t.app.services.sessions.setOwner(session, { userId: fixtureUser.id, librarianId: null });
    const body = (await get('get_all_libraries?country=se', sessionid)).json();
    expect(body.user_libraries).toEqual([{ library_id: fixtureLibraries.stockholm }]);
    // Norway has none of the user's cards.
    expect((await get('get_all_libraries?country=no', sessionid)).json().user_libraries).toEqual([]);
  });

  it('refuses a missing or unknown country with a 400', async () => {
    for (const query of [
      '',
      'country=',
      'country=dk',
      'country=se&country=no',
      `country=${'s'.repeat(5000)}`,
    ]) {
      const res = await get(`get_all_libraries?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    }
  });
});

describe('get_library', () => {
  it('answers one library', async () => {
    const res = await get(`get_library?library_id=${fixtureLibraries.tromso}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().library).toMatchObject({ id: 11, name: 'Tromsø bibliotek', country_iso: 'no' });
  });

  it('answers 404 LIBRARY_NOT_FOUND for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('get_library?library_id=9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('LIBRARY_NOT_FOUND');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '']) {
      const res = await get(`get_library?library_id=${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.fields).toHaveProperty('library_id');
    }
  });
});
