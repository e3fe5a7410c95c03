import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';

let t: TestApp;
let sid: string;
beforeAll(async () => {
  t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
  sid = (await startSession(t.app)).sessionid;
});
afterAll(() => t.close());

const get = (path: string) => t.app.inject({ url: `/api/configuration/${path}&portal_sessionid=${sid}` });

describe('get_config', () => {
  it('answers the banner and privacy policy of a site language', async () => {
    const res = await get('configuration/get_config?site_lang=sv');
    // Without a Cast receiver application nothing of Google's may load.
    expect(res.headers['content-security-policy']).not.toContain('gstatic');
    expect(res.json()).toEqual({
      success: true,
      config: { banner_status: true, banner_text: 'Välkommen!', banner_level: 'info' },
      privacy_policy_url: '/privacy/sv.pdf',
      cast_receiver_app_id: null,
    });
  });

  it('falls back to English for a language without its own configuration', async () => {
    expect((await get('configuration/get_config?site_lang=no')).json()).toEqual({
      success: true,
      config: { banner_status: false, banner_text: '', banner_level: 'info' },
      privacy_policy_url: '/privacy/en.pdf',
      cast_receiver_app_id: null,
    });
  });

  it('tells the player the Cast receiver application when CAST_RECEIVER_APP_ID is set', async () => {
    const casting = await createTestApp({ seed: (h) => seedFixtures(h.db), castReceiverAppId: 'AB12CD34' });
    try {
      const session = (await startSession(casting.app)).sessionid;
      const res = await casting.app.inject({
        url: `/api/configuration/configuration/get_config?site_lang=sv&portal_sessionid=${session}`,
      });
      expect(res.json().cast_receiver_app_id).toBe('AB12CD34');
      // The pages' policy lets the player load Google's Cast sender.
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/www\.gstatic\.com/);
    } finally {
      await casting.close();
    }
  });

  it('refuses an unknown site language', async () => {
    expect((await get('configuration/get_config?site_lang=de')).statusCode).toBe(400);
  });
});

describe('get_country_config', () => {
  it('answers the links and languages of a country', async () => {
    expect((await get('country_configuration/get_country_config?country_code=fi')).json()).toEqual({
      success: true,
      config: {
        country_iso: 'fi',
        languages: ['fi', 'sv', 'en'],
        default_url: 'https://www.filmhyllan.fi/',
        press_url: 'https://www.filmhyllan.fi/press',
        help_url: 'https://help.filmhyllan.fi/',
        contact_email: 'info@filmhyllan.fi',
        privacy_policy_url: null,
      },
    });
  });

  it('refuses an unknown country', async () => {
    const res = await get('country_configuration/get_country_config?country_code=de');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
