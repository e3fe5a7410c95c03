import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPin } from '../../lib/keyed-hash';
import { verifyPassword } from '../../lib/passwords';
import { queryRows, type DatabaseHandle } from '../client';
import { openTestPglite } from '../../test-support/test-databases';
import * as schema from '../schema';
import { createSecretBox } from '../../lib/secret-box';
import { OPERATOR_TOTP_PURPOSE } from '../../modules/operators/operators.service';
import { demoOperator } from './demo-accounts';
import { demoCards, demoUser, LIBRARIAN_PASSWORD, librarianUsername, seedDemo } from './demo';
import { finnishLibraryIds } from './library-data';
import { libraryFontFamilies } from '@filmhyllan/contract';
import { uiLanguages, uiTranslations } from './translations';

const SECRET = 'seed-test-secret';
let handle: DatabaseHandle;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tableNames) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row!.n;
  }
  return counts;
}

beforeAll(async () => {
  handle = await openTestPglite();
  await seedDemo(handle.db, { appSecret: SECRET });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('demo seed', () => {
  it('has at least 30 libraries spread over Sweden, Norway and Finland, including 82', async () => {
    const byCountry = await rows<{ country: string; n: number }>(
      sql`select country_iso as country, count(*)::int as n from libraries group by 1 order by 1`,
    );
    expect(byCountry.map((row) => row.country)).toEqual(['fi', 'no', 'se']);
    expect(byCountry.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(30);
    const [library82] = await rows<{ country: string }>(
      sql`select country_iso as country from libraries where id = 82`,
    );
    expect(library82?.country).toBe('se');
  });

  it('has the 17 Finnish libraries of the branding table, each with its typeface as library data', async () => {
    const finnish = await rows<{ id: number; name: string; time_zone: string; font_family: string | null }>(
      sql`select id, name, time_zone, font_family from libraries where country_iso = 'fi' order by id`,
    );
    expect(finnish).toHaveLength(17);
    expect(finnish.map((library) => library.id)).toEqual([...finnishLibraryIds]);
    expect(finnish.find((library) => library.id === 101)).toMatchObject({
      name: 'Helsingin kaupunginkirjasto',
      font_family: 'helvetica',
    });
    for (const library of finnish) {
      expect(library.time_zone).toBe('Europe/Helsinki');
      expect(libraryFontFamilies).toContain(library.font_family);
    }
  });

  it('has at least 300 titles, series episodes among them, and children’s titles in genre 19', async () => {
    const [counts] = await rows<{ titles: number; episodes: number; groups: number; children: number }>(sql`
      select count(*)::int as titles,
             count(*) filter (where kind = 'episode')::int as episodes,
             count(distinct group_id)::int as groups,
             (select count(*)::int from title_genres where genre_id = 19) as children
      from titles`);
    expect(counts!.titles).toBeGreaterThanOrEqual(300);
    expect(counts!.groups).toBeGreaterThanOrEqual(8);
    expect(counts!.episodes).toBeGreaterThan(0);
    expect(counts!.children / counts!.titles).toBeGreaterThan(0.1);
    const [genre] = await rows<{ names: Record<string, string> }>(
      sql`select names from genres where id = 19`,
    );
    expect(genre!.names).toEqual({ sv: 'Barn', no: 'Barn', fi: 'Lapset', en: 'Children' });
    const episodes = await rows<{ name: string; season: number; episode: number }>(
      sql`select name, season, episode from titles where kind = 'episode'`,
    );
    for (const episode of episodes)
      expect(episode.name).toContain(`[S${episode.season}E${episode.episode}]: `);
  });

  it('gives every title a name and a description in all four languages', async () => {
    const [missing] = await rows<{ n: number }>(sql`
      select count(*)::int as n from titles t
      where (select count(*) from title_texts tt where tt.title_id = t.id and tt.name <> '' and tt.description <> '') <> 4`);
    expect(missing!.n).toBe(0);
    const [englishOnly] = await rows<{ n: number }>(
      sql`select count(*)::int as n from titles where name = '' and name_en <> ''`,
    );
    expect(englishOnly!.n).toBeGreaterThan(0);
  });

  it('folds the search text like the search does', async () => {
    const [row] = await rows<{ n: number; bad: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where search_text <> lower(search_text) or search_text ~ '[åäöø]' or left(search_text, 1) <> ' ')::int as bad
      from titles`);
    expect(row!.bad).toBe(0);
    const [hakan] = await rows<{ n: number }>(
      sql`select count(*)::int as n from titles where search_text like '%hakan%'`,
    );
    expect(hakan!.n).toBeGreaterThan(0);
  });

  it('lets every library keep children’s titles and 10-15 selected titles it offers', async () => {
    const perLibrary = await rows<{
      id: number;
      children: number;
      selected: number;
      excluded_selected: number;
    }>(sql`
      select l.id,
        (select count(*)::int from title_licences a
           join title_genres g on g.title_id = a.title_id and g.genre_id = 19
           where a.country_iso = l.country_iso and a.starts_on <= current_date
             and not exists (select 1 from library_title_exclusions e where e.library_id = l.id and e.title_id = a.title_id)
        ) as children,
        (select count(*)::int from selected_titles s where s.library_id = l.id) as selected,
        (select count(*)::int from selected_titles s join library_title_exclusions e
           on e.library_id = s.library_id and e.title_id = s.title_id where s.library_id = l.id) as excluded_selected
      from libraries l`);
    for (const library of perLibrary) {
      expect(library.children, `library ${library.id}`).toBeGreaterThan(0);
      expect(library.selected).toBeGreaterThanOrEqual(10);
      expect(library.selected).toBeLessThanOrEqual(15);
      expect(library.excluded_selected).toBe(0);
    }
  });

  it('announces 10-20 upcoming titles per country (licence windows still to open), all still to be published', async () => {
    const perCountry = await rows<{ country: string; n: number; published: number; too_far: number }>(sql`
      select u.country_iso as country, count(*)::int as n,
             count(*) filter (where t.published_at <= now())::int as published,
             count(*) filter (where u.starts_on > current_date + 91)::int as too_far
      from title_licences u join titles t on t.id = u.title_id
      where u.starts_on > current_date group by 1`);
    expect(perCountry).toHaveLength(3);
    for (const country of perCountry) {
      expect(country.n).toBeGreaterThanOrEqual(10);
      expect(country.n).toBeLessThanOrEqual(20);
      expect(country.published).toBe(0);
      expect(country.too_far).toBe(0);
    }
  });

  it('has the demo cards at every library, with PINs hashed under the app secret', async () => {
    const cards = await rows<{ library_id: number; card_number: string; pin_hash: string; blocked: boolean }>(
      sql`select library_id, card_number, pin_hash, blocked from patron_cards`,
    );
    const libraryIds = (await rows<{ id: number }>(sql`select id from libraries`)).map((row) => row.id);
    for (const demoCard of demoCards) {
      const atLibraries = cards.filter((card) => card.card_number === demoCard.cardNumber);
      expect(atLibraries.map((card) => card.library_id).sort()).toEqual([...libraryIds].sort());
      for (const card of atLibraries) {
        expect(card.pin_hash).toBe(hashPin(SECRET, card.library_id, demoCard.cardNumber, demoCard.pin));
        expect(card.blocked).toBe(demoCard.blocked);
      }
    }
    expect(demoCards.find((card) => card.cardNumber === '11111111')).toMatchObject({
      pin: '1234',
      blocked: false,
    });
    expect(demoCards.find((card) => card.cardNumber === '22222222')).toMatchObject({
      pin: '2222',
      blocked: true,
    });
  });

  it('has the demo user with card 11111111 saved at Stockholm', async () => {
    const [user] = await rows<{ id: number; password_hash: string; email: string; country_iso: string }>(
      sql`select id, password_hash, email, country_iso from users where username = ${demoUser.username}`,
    );
    expect(user).toMatchObject({ email: 'demo@example.com', country_iso: 'se' });
    expect(await verifyPassword(demoUser.password, user!.password_hash)).toBe(true);
    const [savedCard] = await rows<{ library_id: number; card_number: string; card_row_number: string }>(sql`
      select i.library_id, i.card_number, c.card_number as card_row_number
      from inventories i join patron_cards c on c.id = i.card_id and c.library_id = i.library_id
      where i.user_id = ${user!.id}`);
    expect(savedCard).toEqual({ library_id: 1, card_number: '11111111', card_row_number: '11111111' });
    // The demo patron has answered the newsletter question, so logging in is not interrupted by the prompt.
    const subscribers = await rows<{ email: string; is_active: boolean }>(
      sql`select email, is_active from subscriptions where user_id = ${user!.id}`,
    );
    expect(subscribers).toEqual([{ email: 'demo@example.com', is_active: true }]);
  });

  it('has a librarian for every library', async () => {
    const librarians = await rows<{ username: string; library_id: number; password_hash: string }>(
      sql`select username, library_id, password_hash from librarians`,
    );
    const libraryIds = (await rows<{ id: number }>(sql`select id from libraries`)).map((row) => row.id);
    expect(librarians.map((l) => l.username).sort()).toEqual(libraryIds.map(librarianUsername).sort());
    for (const librarian of librarians)
      expect(librarian.username).toBe(librarianUsername(librarian.library_id));
    const stockholm = librarians.find((l) => l.library_id === 1)!;
    expect(await verifyPassword(LIBRARIAN_PASSWORD, stockholm.password_hash)).toBe(true);
    expect(await verifyPassword('wrong-password', stockholm.password_hash)).toBe(false);
  });

  it('has an admin operator enrolled with the printed TOTP secret, kept sealed', async () => {
    const operators = await rows<{
      row: string;
      role: string;
      password_hash: string;
      sealed: string;
      confirmed: boolean;
    }>(
      sql`select to_jsonb(o)::text as row, role, password_hash, totp_secret_sealed as sealed,
            totp_confirmed_at is not null as confirmed from operators o where username = 'operator'`,
    );
    expect(operators).toHaveLength(1);
    const [operator] = operators;
    expect(operator).toMatchObject({ role: 'admin', confirmed: true });
    expect(await verifyPassword(demoOperator.password, operator!.password_hash)).toBe(true);
    expect(operator!.row).not.toContain(demoOperator.totpSecret);
    expect(createSecretBox(SECRET, OPERATOR_TOTP_PURPOSE).open(operator!.sealed)).toBe(
      demoOperator.totpSecret,
    );
  });

  it('has past loans, and budget months that add up to them', async () => {
    const [loans] = await rows<{ n: number; demo: number; this_month_demo: number }>(sql`
      select count(*)::int as n,
        count(*) filter (where c.card_number = '11111111')::int as demo,
        count(*) filter (where c.card_number = '11111111' and l.started_at >= date_trunc('month', now()))::int as this_month_demo
      from loans l join patron_cards c on c.id = l.card_id`);
    expect(loans!.n).toBeGreaterThan(500);
    expect(loans!.demo).toBeGreaterThan(0);
    expect(loans!.this_month_demo).toBe(0);
    const [mismatch] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (
        select l.library_id, date_trunc('month', l.started_at at time zone lib.time_zone)::date as month,
               count(*)::int as loans, sum(l.price_cents)::bigint as amount
        from loans l join libraries lib on lib.id = l.library_id group by 1, 2
      ) actual full join library_budget_months b on b.library_id = actual.library_id and b.month = actual.month
      where b.loans is distinct from actual.loans or b.amount_cents is distinct from actual.amount`);
    expect(mismatch!.n).toBe(0);
  });

  it('stores every interface string in four non-empty languages', async () => {
    const stored = await rows<{ key: string; languages: number }>(sql`
      select key, count(*) filter (where value <> '')::int as languages from translations group by key`);
    expect(stored).toHaveLength(Object.keys(uiTranslations).length);
    for (const row of stored) expect(row.languages, row.key).toBe(uiLanguages.length);
  });

  it('has the country and site configuration', async () => {
    const countries = await rows<{ country_iso: string; languages: string[]; time_zone: string }>(
      sql`select country_iso, languages, time_zone from country_configs order by country_iso`,
    );
    expect(countries).toEqual([
      { country_iso: 'fi', languages: ['fi', 'sv', 'en'], time_zone: 'Europe/Helsinki' },
      { country_iso: 'no', languages: ['no', 'en'], time_zone: 'Europe/Oslo' },
      { country_iso: 'se', languages: ['sv', 'en'], time_zone: 'Europe/Stockholm' },
    ]);
    const [sv] = await rows<{ banner_status: boolean; banner_text: string }>(
      sql`select banner_status, banner_text from site_configs where site_lang = 'sv'`,
    );
    expect(sv!.banner_status).toBe(true);
    expect(sv!.banner_text).not.toBe('');
  });

  it('changes nothing when run again', async () => {
    const before = await rowCounts();
    await seedDemo(handle.db, { appSecret: 'another-secret' });
    expect(await rowCounts()).toEqual(before);
  });
});
