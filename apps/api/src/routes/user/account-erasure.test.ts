import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loans, users } from '../../db/schema';
import { sha256Hex } from '../../lib/keyed-hash';
import { createTestMedia } from '../../test-support/loan-fixtures';
import { findPersonalData } from '../../test-support/personal-data-scan';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  get,
  loginCustomer,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/**
 * Deleting an account keeps nothing of it (docs/decisions/025): an account with a value of its own in every
 * field uses every feature, is deleted, and then no text column of any table holds any of those values, no date
 * column its birth dates and no column pointing at users its id. The loans it made stay, anonymous.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp({ loans: true, mediaDir: createTestMedia() });
});
afterAll(() => t.close());

/** A value found nowhere else: letters only, so it is read the same in every column and matched as it is. */
const unique = (label: string) => `${label}${randomBytes(6).toString('hex')}`;

const ok = async (res: Awaited<ReturnType<typeof post>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('deleting an account', () => {
  it('leaves none of its personal data in any table, and its loans anonymous', async () => {
    const fields = {
      username: unique('erasename'),
      email: `${unique('erasemail')}@example.org`,
      password: unique('erasepassword'),
      first_name: unique('Förnamn'),
      last_name: unique('Efternamn'),
      country_iso: 'se',
      subscribe_newsletter: '1',
      log_user_in_after_register: '1',
    };
    const anonymous = await startSession(t.app);
    const registered = await ok(await post(t.app, '/user/user/register', anonymous, fields));
    const session: ClientSession = {
      sessionid: registered.new_sessionid,
      csrftoken: registered.new_csrftoken,
    };
    const [account] = await t.database.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, fields.username));
    const { id: userId, passwordHash } = account!;

    // A profile change: new names, address and birth date, the newsletter following the address.
    const profile = {
      first_name: unique('Nyttförnamn'),
      last_name: unique('Nyttefternamn'),
      email: `${unique('newmail')}@example.org`,
      birthdate: '1987-06-05',
      country: 'SE',
      newsletter: 'true',
    };
    await ok(await post(t.app, '/user/user/update_profile', session, profile));
    await ok(
      await post(t.app, '/subscriptions/subscriptions/subscribe', session, {
        opt_in: 'true',
        country_iso: 'SE',
      }),
    );

    // A second device, a saved card, a favourite, a loan, a watch position, the loan history kept and the player
    // settings.
    const otherDevice = await loginCustomer(t.app, fields.username, fields.password);
    await ok(
      await post(t.app, '/user/inventory/create_inventory', session, {
        card_number: '11111111',
        pin_code: '1234',
        library_id: 1,
      }),
    );
    await ok(await post(t.app, '/user/favourite/add_favourite', session, { title_id: 100, library_id: 1 }));
    const loan = await ok(
      await post(t.app, '/customer/customer/loan', session, {
        card_number: '11111111',
        pin_code: '1234',
        library_id: 1,
        title_id: 100,
      }),
    );
    await ok(
      await post(t.app, '/customer/loan/save_watch_position', session, {
        title_id: 100,
        position_seconds: 42,
      }),
    );
    await ok(await post(t.app, '/user/privacy/set_keep_loan_history', session, { keep: 'true' }));
    await ok(
      await post(t.app, '/user/user/save_player_settings', session, {
        caption_size: 'larger',
        caption_color: 'yellow',
        caption_background: 'black',
        caption_background_opacity: '50',
        caption_font: 'dyslexic',
        playback_rate: '1.25',
        subtitle_language: 'fi',
        audio_language: '',
        audio_description: 'false',
      }),
    );

    // Help messages: one sent logged in from another address, one sent anonymously from the account's address.
    const helpAddress = `${unique('helpmail')}@example.org`;
    const help = { subject: unique('Helpsubject'), message: unique('Helpmessage') };
    await ok(await post(t.app, '/i18n/help/send_email', session, { ...help, contact_email: helpAddress }));
    const anonymousHelp = { subject: unique('Anonsubject'), message: unique('Anonmessage') };
    await ok(
      await post(t.app, '/i18n/help/send_email', await startSession(t.app), {
        ...anonymousHelp,
        contact_email: profile.email.toUpperCase(),
      }),
    );

    // A password reset link asked for and never used.
    await ok(
      await post(t.app, '/user/password_recovery/recover_with_email', await startSession(t.app), {
        email: profile.email,
        language: 'sv',
      }),
    );
    const resetToken = /\/change-password\/(\S+)/.exec(t.mail.lastTo(profile.email).text)![1]!;

    // What is stored now: the scan must find each of them before the deletion (so the values and the scan are
    // real). The registration's names and address were replaced by the profile change, the password and the
    // reset token are stored only as hashes: they are searched for all the same.
    const stored = [
      fields.username,
      passwordHash,
      profile.first_name,
      profile.last_name,
      profile.email,
      helpAddress,
      help.subject,
      help.message,
      anonymousHelp.subject,
      anonymousHelp.message,
      sha256Hex(resetToken),
      sha256Hex(otherDevice.sessionid),
    ];
    const personal = {
      texts: [...stored, fields.email, fields.first_name, fields.last_name, fields.password, resetToken],
      dates: [profile.birthdate],
      userId,
    };
    const before = await findPersonalData(t.database.db, personal);
    for (const value of stored) {
      expect(
        before.some((hit) => hit.endsWith(`: ${value}`)),
        value,
      ).toBe(true);
    }
    expect(before).toContain(`users.birthdate: ${profile.birthdate}`);
    for (const table of [
      'inventories',
      'favourites',
      'loans',
      'watch_positions',
      'player_settings',
      'sessions',
      'password_reset_tokens',
      'subscriptions',
      'help_messages',
    ]) {
      expect(before, table).toContain(`${table}.user_id: user ${userId}`);
    }

    const deleted = await ok(
      await post(t.app, '/user/user/soft_delete_account', session, { country_iso: 'se' }),
    );
    expect(deleted.success).toBe(true);

    expect(await findPersonalData(t.database.db, personal)).toEqual([]);
    // The loan stays for the library's budget and statistics, with its library, title, price and times.
    const [kept] = await t.database.db.select().from(loans).where(eq(loans.id, loan.loan.loan_id));
    expect(kept).toMatchObject({ libraryId: 1, titleId: 100, userId: null });
    // Nobody can log in or reset a password with what is left, and the session goes on anonymous.
    await expect(loginCustomer(t.app, fields.username, fields.password)).rejects.toThrow(/401/);
    expect(
      (
        await post(t.app, '/user/user/change_password', await startSession(t.app), {
          token: resetToken,
          new_password: unique('x'),
        })
      ).statusCode,
    ).toBe(400); // INVALID_RESET_TOKEN
    const renewed = await post(t.app, '/renew_portal_csrftoken', {
      sessionid: session.sessionid,
      csrftoken: deleted.new_csrftoken,
    });
    expect(renewed.json().login_data.user).toBeNull();
    expect((await get(t.app, '/user/user/get_user_data', otherDevice)).statusCode).toBe(401);
  });
});
