import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MyDataExport } from '@filmhyllan/contract';
import { playerSettings, users } from '../../db/schema';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  get,
  loginCustomer,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

let t: TestApp;
let ulla: ClientSession;
beforeAll(async () => {
  t = await createAccountTestApp();
  ulla = await loginCustomer(t.app, 'ulla', passwords.ulla);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(playerSettings);
});

/** The settings as the web client sends them: a form, numbers and booleans as text, no language as ''. */
const chosen = {
  caption_size: 'largest',
  caption_color: 'yellow',
  caption_background: 'blue',
  caption_background_opacity: '50',
  caption_font: 'hyperlegible',
  playback_rate: '1.75',
  subtitle_language: 'fi',
  audio_language: '',
  audio_description: 'true',
};
const asAnswered = {
  ...chosen,
  caption_background_opacity: 50,
  playback_rate: 1.75,
  audio_language: null,
  audio_description: true,
};

const read = (session = ulla) => get(t.app, '/user/user/get_player_settings', session);
const save = (fields: Record<string, string | number | boolean | undefined>, session = ulla) =>
  post(t.app, '/user/user/save_player_settings', session, fields);

describe('player settings in the account', () => {
  it('are none until saved, then answered as saved on every device of the account', async () => {
    expect((await read()).json()).toMatchObject({ settings: null, updated_at: null });
    const saved = await save(chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, updated_at: expect.any(String) });

    const otherDevice = await loginCustomer(t.app, 'ulla', passwords.ulla);
    const res = await read(otherDevice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ settings: asAnswered, updated_at: saved.json().updated_at });

    // Saving again replaces them all: one row per account.
    await save({ ...chosen, caption_size: 'small', subtitle_language: 'off', playback_rate: '1' });
    expect((await read()).json().settings).toMatchObject({
      caption_size: 'small',
      subtitle_language: 'off',
      playback_rate: 1,
    });
    expect(await t.database.db.select().from(playerSettings)).toHaveLength(1);
  });

  it('refuse any field outside its list with VALIDATION_FAILED, and save nothing', async () => {
    await save(chosen);
    for (const bad of [
      { caption_size: 'enormous' },
      { caption_color: 'rgb(1,2,3)' },
      { caption_background: '' },
      { caption_background_opacity: '33' },
      { caption_font: "'Comic Sans'; }" },
      { playback_rate: '3' },
      { playback_rate: 'fast' },
      { subtitle_language: 'sv;color:red' },
      { audio_language: 'x'.repeat(40) },
      { audio_description: 'perhaps' },
      { caption_size: undefined },
    ]) {
      const res = await save({ ...chosen, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await read()).json().settings).toEqual(asAnswered);
  });

  it('are for logged-in users only', async () => {
    const anonymous = await startSession(t.app);
    expect((await read(anonymous)).statusCode).toBe(401);
    expect((await save(chosen, anonymous)).statusCode).toBe(401);
    expect(await t.database.db.select().from(playerSettings)).toHaveLength(0);
  });

  it('read a row of another release field by field: an unknown value takes its default', async () => {
    const [ullaRow] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'ulla'));
    await t.database.db.insert(playerSettings).values({
      userId: ullaRow!.id,
      settings: { caption_size: 'larger', caption_color: 'chartreuse', retired_field: 1 },
    });
    expect((await read()).json().settings).toMatchObject({
      caption_size: 'larger',
      caption_color: 'white',
      playback_rate: 1,
      subtitle_language: null,
    });
  });

  it('are in the data export', async () => {
    const empty = await get(t.app, '/user/privacy/export_my_data', ulla);
    expect(empty.json().player_settings).toBeNull();
    const saved = (await save(chosen)).json();
    const res = await get(t.app, '/user/privacy/export_my_data', ulla);
    expect(res.statusCode).toBe(200);
    const data = MyDataExport.parse(res.json());
    expect(data.player_settings).toEqual({ ...asAnswered, updated_at: saved.updated_at });
  });

  it('go with the account', async () => {
    const session = await startSession(t.app);
    const registered = await post(t.app, '/user/user/register', session, {
      username: 'viivi',
      email: 'viivi@example.fi',
      password: 'viivi password 1',
      country_iso: 'fi',
      log_user_in_after_register: 1,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const viivi = { sessionid: registered.json().new_sessionid, csrftoken: registered.json().new_csrftoken };
    await save(chosen, viivi);
    await save(chosen);
    expect(await t.database.db.select().from(playerSettings)).toHaveLength(2);

    const deleted = await post(t.app, '/user/user/soft_delete_account', viivi, { country_iso: 'fi' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Ulla's stay; Viivi's are gone with her account.
    const left = await t.database.db.select({ userId: playerSettings.userId }).from(playerSettings);
    expect(left).toHaveLength(1);
    expect((await read()).json().settings).toEqual(asAnswered);
  });
});
