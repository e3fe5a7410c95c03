import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStartedSteps, siteBanners } from '../../db/schema';
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

describe('save_country_config: the privacy policy address', () => {
  const links = (fields: Record<string, string> = {}) => ({
    country_iso: 'fi',
    default_url: 'https://www.filmhyllan.fi/',
    press_url: 'https://www.filmhyllan.fi/lehdisto',
    help_url: 'https://apua.filmhyllan.fi/',
    contact_email: 'tuki@filmhyllan.fi',
    ...fields,
  });
  const countryConfig = async () =>
    (
      await get(t.app, '/configuration/country_configuration/get_country_config', visitor, {
        country_code: 'fi',
      })
    ).json().config;

  it('is none until set, is answered once set, and empty sets it back to none, each change audited', async () => {
    expect((await countryConfig()).privacy_policy_url).toBeNull();
    const set = await post(
      t.app,
      '/operator/site/save_country_config',
      editor,
      links({ privacy_policy_url: 'https://www.filmhyllan.fi/tietosuoja' }),
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().config.privacy_policy_url).toBe('https://www.filmhyllan.fi/tietosuoja');
    expect((await countryConfig()).privacy_policy_url).toBe('https://www.filmhyllan.fi/tietosuoja');

    const cleared = await post(
      t.app,
      '/operator/site/save_country_config',
      admin,
      links({ privacy_policy_url: '' }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await countryConfig()).privacy_policy_url).toBeNull();
    const entries = (
      await get(t.app, '/operator/audit/get_audit_log', admin, {
        action: 'site.save_country_config',
        object_id: 'fi',
      })
    ).json().entries;
    expect(entries[0]).toMatchObject({
      before: { privacy_policy_url: 'https://www.filmhyllan.fi/tietosuoja' },
      after: { privacy_policy_url: null },
    });
  });

  it.each(['http://www.filmhyllan.fi/tietosuoja', 'javascript:alert(1)', '/fi/privacy-policy'])(
    'refuses %s',
    async (address) => {
      const res = await post(
        t.app,
        '/operator/site/save_country_config',
        admin,
        links({ privacy_policy_url: address }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain('privacy_policy_url');
    },
  );
});

describe('save_getstarted_steps', () => {
  const step = (en: string, fields: Partial<Record<'sv' | 'no' | 'fi', string>> = {}) => ({
    heading: { sv: fields.sv ?? '', no: fields.no ?? '', fi: fields.fi ?? '', en },
    body: { sv: '', no: '', fi: '', en: `${en}: the text.` },
  });
  const saveSteps = (session: ClientSession | null, steps: unknown, countryIso = 'no') =>
    post(t.app, '/operator/site/save_getstarted_steps', session, {
      country_iso: countryIso,
      steps: typeof steps === 'string' ? steps : JSON.stringify(steps),
    });
  const customerSteps = async (countryCode?: string) =>
    (
      await get(
        t.app,
        '/i18n/getstartedstep/get_all_getstartedsteps',
        visitor,
        countryCode ? { country_code: countryCode } : {},
      )
    ).json().steps as { position: number; heading: Record<string, string>; body: Record<string, string> }[];

  beforeAll(async () => {
    await t.database.db.insert(getStartedSteps).values([
      { position: 1, headings: { sv: 'Välj bibliotek', en: 'Choose a library' }, bodies: { en: 'First.' } },
      { position: 2, headings: { en: 'Borrow' }, bodies: { en: 'Then.' } },
    ]);
  });

  it('shows every country the shared guide until a country has its own', async () => {
    expect((await customerSteps('no')).map((s) => s.heading.en)).toEqual(['Choose a library', 'Borrow']);
    const guides = (await get(t.app, '/operator/site/get_site', support)).json().guides;
    expect(guides.map((g: { country_iso: string; own: boolean }) => [g.country_iso, g.own])).toEqual([
      ['fi', false],
      ['no', false],
      ['se', false],
    ]);
    expect(guides[1].steps[0]).toEqual({
      heading: { sv: 'Välj bibliotek', no: '', fi: '', en: 'Choose a library' },
      body: { sv: '', no: '', fi: '', en: 'First.' },
    });
  });

  it("replaces a country's guide, in order, shown to that country only, and records before and after", async () => {
    const res = await saveSteps(editor, [step('Pick your library', { no: 'Velg bibliotek' }), step('Watch')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().guide).toMatchObject({ country_iso: 'no', own: true });
    const norway = await customerSteps('no');
    expect(norway.map((s) => [s.position, s.heading])).toEqual([
      [1, { no: 'Velg bibliotek', en: 'Pick your library' }],
      [2, { en: 'Watch' }],
    ]);
    expect((await customerSteps('se')).map((s) => s.heading.en)).toEqual(['Choose a library', 'Borrow']);
    expect((await customerSteps()).map((s) => s.heading.en)).toEqual(['Choose a library', 'Borrow']);

    const again = await saveSteps(admin, [step('Watch'), step('Pick your library')]);
    expect(again.statusCode, again.body).toBe(200);
    expect((await customerSteps('no')).map((s) => s.heading.en)).toEqual(['Watch', 'Pick your library']);
    const [entry] = (
      await get(t.app, '/operator/audit/get_audit_log', admin, {
        action: 'site.save_getstarted_steps',
        object_id: 'no',
      })
    ).json().entries;
    expect(entry).toMatchObject({
      actor_username: 'Operatör.Admin',
      before: { steps: [{ heading: { en: 'Pick your library' } }, { heading: { en: 'Watch' } }] },
      after: { steps: [{ heading: { en: 'Watch' } }, { heading: { en: 'Pick your library' } }] },
    });
    const guides = (await get(t.app, '/operator/site/get_site', editor)).json().guides;
    expect(guides[1]).toMatchObject({ country_iso: 'no', own: true });
  });

  it('refuses support operators, librarians, customers, anonymous sessions and a missing CSRF token', async () => {
    const before = await customerSteps('no');
    expect((await saveSteps(support, [step('X')])).json().error.code).toBe('FORBIDDEN');
    const { librarian, customer } = await t.outsiders();
    for (const session of [librarian, customer, visitor])
      expect((await saveSteps(session, [step('X')])).json().error.code).toBe('LOGIN_REQUIRED');
    expect((await saveSteps(null, [step('X')])).statusCode).toBe(401);
    const csrf = await saveSteps({ sessionid: admin.sessionid, csrftoken: 'not-the-token' }, [step('X')]);
    expect(csrf.json().error.code).toBe('CSRF_INVALID');
    expect(await customerSteps('no')).toEqual(before);
  });

  it.each([
    ['not JSON', '{steps'],
    ['no steps', []],
    ['eleven steps', Array.from({ length: 11 }, (_, i) => step(`Step ${i}`))],
    ['no English heading', [step('')]],
    ['a long heading', [step('x'.repeat(121))]],
    ['a long text', [{ ...step('Long'), body: { en: 'x'.repeat(1001) } }]],
    ['not a list', { heading: { en: 'X' } }],
    ['a wrong shape', [{ heading: 'X', body: 'Y' }]],
  ])('refuses %s with VALIDATION_FAILED naming steps', async (_, steps) => {
    const before = await customerSteps('no');
    const res = await saveSteps(admin, steps);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).not.toBe('');
    expect(Object.keys(res.json().error.fields ?? {}).join()).toMatch(/^steps/);
    expect(await customerSteps('no')).toEqual(before);
  });

  it('refuses an unknown country', async () => {
    const res = await saveSteps(admin, [step('X')], 'de');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toContain('country_iso');
  });
});
