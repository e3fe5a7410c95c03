import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBanners } from '../../db/schema';
import { startSession } from '../../test-support/test-app';
import { get, post, type ClientSession } from '../../test-support/account-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/** The site in the operator console (docs/decisions/036): the countries' front-page banners. */

let now = new Date('2026-06-01T12:00:00Z');
let t: OperatorTestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;
let visitor: ClientSession;

beforeAll(async () => {
  t = await createOperatorTestApp({ siteClock: () => now });
  ({ admin, editor, support } = t.operators);
  const started = await startSession(t.app);
  visitor = { sessionid: started.sessionid, csrftoken: started.csrftoken };
});
afterAll(() => t.close());

const banner = (fields: Record<string, string> = {}) => ({
  country_iso: 'se',
  banner_status: 'warning',
  banner_text_sv: 'Underhåll i natt',
  banner_text_no: '',
  banner_text_fi: 'Huoltokatko tänä yönä',
  banner_text_en: 'Maintenance tonight',
  starts_at: '',
  ends_at: '',
  ...fields,
});
const save = (session: ClientSession | null, fields: Record<string, string> = {}, address?: string) =>
  post(t.app, '/operator/site/save_banner', session, banner(fields), address);
const config = (siteLang: string, countryCode?: string) =>
  get(t.app, '/configuration/configuration/get_config', visitor, {
    site_lang: siteLang,
    ...(countryCode ? { country_code: countryCode } : {}),
  });
const bannerAuditEntries = async () =>
  (
    await get(t.app, '/operator/audit/get_audit_log', admin, { action: 'site.save_banner', object_id: 'se' })
  ).json().entries as {
    actor_username: string;
    before: unknown;
    after: Record<string, unknown>;
    address: string;
  }[];

describe('save_banner', () => {
  it('lets admins and editors set a banner, answers it and records who changed what, from where', async () => {
    const res = await save(editor, {}, '203.0.113.5');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      banner: {
        country_iso: 'se',
        banner_status: 'warning',
        banner_text_sv: 'Underhåll i natt',
        banner_text_no: '',
        banner_text_fi: 'Huoltokatko tänä yönä',
        banner_text_en: 'Maintenance tonight',
        starts_at: null,
        ends_at: null,
        updated_at: now.toISOString(),
      },
    });
    const [entry] = await bannerAuditEntries();
    expect(entry).toMatchObject({
      actor_username: 'site.editor',
      before: null,
      after: { banner_status: 'warning', banner_text_en: 'Maintenance tonight', starts_at: null },
      address: '203.0.113.5',
    });

    const again = await save(admin, { banner_status: 'info', ends_at: '2026-06-02T00:00:00+02:00' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().banner).toMatchObject({ banner_status: 'info', ends_at: '2026-06-01T22:00:00.000Z' });
    const entries = await bannerAuditEntries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor_username: 'Operatör.Admin',
      before: { banner_status: 'warning', ends_at: null },
      after: { banner_status: 'info', ends_at: '2026-06-01T22:00:00.000Z' },
    });
  });

  it('refuses support operators, librarians, customers and anonymous sessions, and changes nothing', async () => {
    const before = await t.database.db.select().from(siteBanners);
    const { librarian, customer } = await t.outsiders();
    expect((await save(support)).json().error.code).toBe('FORBIDDEN');
    for (const session of [librarian, customer, visitor])
      expect((await save(session)).json().error.code).toBe('LOGIN_REQUIRED');
    expect((await save(null)).statusCode).toBe(401);
    expect(await t.database.db.select().from(siteBanners)).toEqual(before);
  });

  it('refuses a save without the CSRF token', async () => {
    const res = await save({ sessionid: admin.sessionid, csrftoken: 'not-the-token' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_INVALID');
  });

  it.each([
    [{ banner_status: 'loud' }, 'banner_status'],
    [{ country_iso: 'de' }, 'country_iso'],
    [{ banner_text_en: '' }, 'banner_text_en'],
    [{ starts_at: 'tomorrow' }, 'starts_at'],
    [{ starts_at: '2026-06-03T00:00:00Z', ends_at: '2026-06-02T00:00:00Z' }, 'ends_at'],
    [{ banner_text_sv: 'x'.repeat(501) }, 'banner_text_sv'],
  ])('refuses %o with a translated message naming %s', async (fields, field) => {
    const res = await save(admin, fields);
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).not.toBe('');
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });

  it('lets an off banner go without text', async () => {
    const res = await save(admin, { country_iso: 'fi', banner_status: 'off', banner_text_en: '' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('get_site', () => {
  it('answers every country, a country without a banner as off, to every operator role', async () => {
    for (const session of [admin, editor, support]) {
      const res = await get(t.app, '/operator/site/get_site', session);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.countries.map((c: { country_iso: string }) => c.country_iso)).toEqual(['fi', 'no', 'se']);
      expect(body.banners.map((b: { country_iso: string }) => b.country_iso)).toEqual(['fi', 'no', 'se']);
      expect(body.banners[1]).toMatchObject({ country_iso: 'no', banner_status: 'off', updated_at: null });
    }
  });

  it('is refused to librarians and visitors', async () => {
    const { librarian } = await t.outsiders();
    for (const session of [librarian, visitor])
      expect((await get(t.app, '/operator/site/get_site', session)).json().error.code).toBe('LOGIN_REQUIRED');
  });
});

describe("get_config with the country's banner", () => {
  it('answers the banner in the language, English when that text is empty, with its level', async () => {
    expect((await save(admin, { banner_status: 'warning' })).statusCode).toBe(200);
    expect((await config('sv', 'se')).json().config).toEqual({
      banner_status: true,
      banner_text: 'Underhåll i natt',
      banner_level: 'warning',
    });
    expect((await config('fi', 'se')).json().config.banner_text).toBe('Huoltokatko tänä yönä');
    expect((await config('no', 'se')).json().config.banner_text).toBe('Maintenance tonight');
  });

  it('shows the banner only from its start until its end', async () => {
    expect(
      (
        await save(admin, {
          banner_status: 'info',
          starts_at: '2026-06-10T08:00:00Z',
          ends_at: '2026-06-10T20:00:00Z',
        })
      ).statusCode,
    ).toBe(200);
    const shown = async (at: string) => {
      now = new Date(at);
      return (await config('en', 'se')).json().config;
    };
    expect(await shown('2026-06-10T07:59:59Z')).toEqual({
      banner_status: false,
      banner_text: '',
      banner_level: 'info',
    });
    expect(await shown('2026-06-10T08:00:00Z')).toEqual({
      banner_status: true,
      banner_text: 'Maintenance tonight',
      banner_level: 'info',
    });
    expect((await shown('2026-06-10T19:59:59Z')).banner_status).toBe(true);
    expect((await shown('2026-06-10T20:00:00Z')).banner_status).toBe(false);
  });

  it('hides a banner set to off, and keeps other countries and calls without a country as they were', async () => {
    now = new Date('2026-06-10T12:00:00Z');
    expect((await save(admin, { banner_status: 'off' })).statusCode).toBe(200);
    expect((await config('sv', 'se')).json().config.banner_status).toBe(false);
    // No banner of its own: Norway and a call without a country show site_configs' banner (the spec's).
    expect((await config('sv', 'no')).json().config).toEqual((await config('sv')).json().config);
    expect((await config('sv')).json().config).toMatchObject({
      banner_status: true,
      banner_text: 'Välkommen!',
    });
  });
});

describe('save_country_config', () => {
  const links = (fields: Record<string, string> = {}) => ({
    country_iso: 'no',
    default_url: 'https://www.filmhyllan.no/',
    press_url: 'https://www.filmhyllan.no/presse',
    help_url: 'https://hjelp.filmhyllan.no/',
    contact_email: 'post@filmhyllan.no',
    ...fields,
  });
  const saveLinks = (session: ClientSession | null, fields: Record<string, string> = {}) =>
    post(t.app, '/operator/site/save_country_config', session, links(fields), '203.0.113.9');

  it('changes the links get_country_config answers and records the change', async () => {
    const before = (
      await get(t.app, '/configuration/country_configuration/get_country_config', visitor, {
        country_code: 'no',
      })
    ).json().config;
    const res = await saveLinks(editor);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      ...before,
      default_url: 'https://www.filmhyllan.no/',
      press_url: 'https://www.filmhyllan.no/presse',
      help_url: 'https://hjelp.filmhyllan.no/',
      contact_email: 'post@filmhyllan.no',
    };
    expect(res.json()).toEqual({ success: true, config: expected });
    expect(
      (
        await get(t.app, '/configuration/country_configuration/get_country_config', visitor, {
          country_code: 'no',
        })
      ).json().config,
    ).toEqual(expected);
    const [entry] = (
      await get(t.app, '/operator/audit/get_audit_log', admin, { action: 'site.save_country_config' })
    ).json().entries;
    expect(entry).toMatchObject({
      actor_username: 'site.editor',
      object_id: 'no',
      before: { default_url: before.default_url, contact_email: before.contact_email },
      after: { press_url: 'https://www.filmhyllan.no/presse', contact_email: 'post@filmhyllan.no' },
      address: '203.0.113.9',
    });
  });

  it('is refused to support operators and without the CSRF token', async () => {
    expect((await saveLinks(support)).json().error.code).toBe('FORBIDDEN');
    const res = await saveLinks({ sessionid: admin.sessionid, csrftoken: 'not-the-token' });
    expect(res.json().error.code).toBe('CSRF_INVALID');
  });

  it.each([
    [{ default_url: 'http://www.filmhyllan.no/' }, 'default_url'],
    [{ help_url: 'javascript:alert(1)' }, 'help_url'],
    [{ press_url: 'not an address' }, 'press_url'],
    [{ contact_email: 'post-at-filmhyllan.no' }, 'contact_email'],
    [{ country_iso: 'de' }, 'country_iso'],
  ])('refuses %o naming %s', async (fields, field) => {
    const res = await saveLinks(admin, fields);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
  });
});
