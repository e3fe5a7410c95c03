import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';
import { expectNoAxeViolations } from '../axe';
import { acceptNecessaryCookies, siteOrigin } from '../sites';
import { reviewScreenshot } from '../review-screenshots';

/*
 * The registered patron's half of the product (spec sections 2, 4, 5), in a real browser against the real server:
 * register, log in, save a card, keep favourites, borrow, recover the password through the e-mail in the outbox,
 * change it, edit the profile and delete the account. Labels come from the interface strings themselves, so each
 * journey runs in the language it names.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNecessaryCookies(context, baseURL!);
});

/** A name no other run has used (the database lives as long as the e2e run). */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The newest reset link the outbox holds for an address, as a path of this site, or null while there is none:
 * the server answers the request before its mail is written (the answer must not tell whether an account
 * exists by how long it takes).
 */
function resetPathInOutbox(email: string): string | null {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return null;
  const messages = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    // Quoted-printable: soft line breaks and =XX escapes.
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((message) => message.includes(`To: ${email}`));
  const link = /https?:\/\/[^\s/]+(\/[a-z]{2}\/settings\/change-password\/[A-Za-z0-9_-]+)/.exec(
    messages[0] ?? '',
  );
  return link?.[1] ?? null;
}

/** Waits for the reset link's mail to reach the outbox and answers the link's path. */
async function resetPathFromOutbox(email: string): Promise<string> {
  await expect.poll(() => resetPathInOutbox(email), { message: `a reset link for ${email}` }).not.toBeNull();
  return resetPathInOutbox(email)!;
}

/** Opens the login modal with the header's Log in button; returns the modal. */
async function openLoginModal(page: Page, lang: Lang) {
  await page
    .getByRole('button', { name: text(lang, 'log_in'), exact: true })
    .first()
    .click();
  return page.getByRole('dialog', { name: text(lang, 'log_in') });
}

async function logIn(page: Page, lang: Lang, username: string, password: string) {
  const dialog = await openLoginModal(page, lang);
  await dialog.getByLabel(text(lang, 'username')).fill(username);
  await dialog.getByLabel(text(lang, 'password'), { exact: true }).fill(password);
  await dialog.getByRole('button', { name: text(lang, 'log_in') }).click();
  return dialog;
}

const userMenu = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(text(lang, 'logged_in_as', { username: '' })) });

async function openMenuItem(page: Page, lang: Lang, key: string) {
  await userMenu(page, lang).click();
  await page.getByRole('menuitem', { name: text(lang, key) }).click();
}

async function chooseLibrary(scope: Locator, page: Page, name: string) {
  await scope.getByRole('combobox').click();
  await page.getByRole('option', { name, exact: true }).click();
}

const journeys: { lang: Lang; libraryId: number; libraryName: string }[] = [
  { lang: 'en', libraryId: 2, libraryName: 'Göteborgs stadsbibliotek' },
  { lang: 'sv', libraryId: 3, libraryName: 'Malmö stadsbibliotek' },
];

for (const { lang, libraryId, libraryName } of journeys) {
  test(`${lang}: register, save a card, favourite, borrow, recover and change the password, edit the profile, delete the account`, async ({
    page,
  }) => {
    // A long journey (every account screen, axe at two widths): some two minutes on a busy two-core machine.
    test.setTimeout(240_000);
    const username = unique(`e2e-${lang}-`);
    const email = `${username}@example.org`;
    const passwords = ['first-password-1', 'reset-password-2', 'changed-password-3'];

    // The page's timers run on a clock the test can move: the newsletter prompt (5 s after a login) then opens
    // when the test says, not whenever a busy machine lets five seconds pass in the middle of a form.
    await page.clock.install();
    // ---------------------------------------------------------------- register through the modal
    await page.goto(`/${lang}/library/${libraryId}/all`);
    const loginModal = await openLoginModal(page, lang);
    await loginModal.getByRole('button', { name: text(lang, 'register') }).click();
    const register = page.getByRole('dialog', { name: text(lang, 'register_title') });
    await expect(register).toBeVisible();
    // A taken username (the demo account's) is named on its field, which gets the focus.
    await register.getByLabel(text(lang, 'username')).fill('demo');
    await register.getByLabel(text(lang, 'email')).fill(email);
    await register.getByLabel(text(lang, 'password'), { exact: true }).fill(passwords[0]!);
    await register.getByLabel(text(lang, 'first_name')).fill('Ada');
    await register.getByLabel(text(lang, 'last_name')).fill('Lind');
    const submit = register.getByRole('button', { name: text(lang, 'register') });
    const privacy = register.getByRole('checkbox', { name: text(lang, 'accept_privacy_policy') });
    // Submit stays off until the privacy policy is accepted; the box links the policy.
    await expect(submit).toBeDisabled();
    await expect(
      register.getByRole('link', { name: new RegExp(text(lang, 'privacy_policy'), 'i') }),
    ).toHaveAttribute('href', `/${lang}/privacy-policy`);
    await privacy.check();
    await expect(submit).toBeEnabled();
    await submit.click();
    const usernameField = register.getByLabel(text(lang, 'username'));
    await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
    await expect(usernameField).toBeFocused();
    await expect(register.getByText(text(lang, 'error_existing_user'))).toBeVisible();
    await usernameField.fill(username);
    await submit.click();
    await expect(register.getByText(text(lang, 'register_success'))).toBeVisible();
    await register.getByRole('button', { name: text(lang, 'ok') }).click();
    await expect(register).toBeHidden();
    await expect(userMenu(page, lang)).toContainText('Ada');
    // A new account is not asked about the newsletter.
    await expect(page.getByRole('dialog', { name: text(lang, 'newsletter_title') })).toHaveCount(0);

    // ---------------------------------------------------------------- save a card for a library
    await openMenuItem(page, lang, 'your_profile');
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
    await expect(page).toHaveTitle(`${text(lang, 'your_profile')} – Filmhyllan`);
    await page.getByRole('button', { name: text(lang, 'add_library_card') }).click();
    const addCard = page.getByRole('dialog', { name: text(lang, 'add_library_card') });
    await chooseLibrary(addCard, page, libraryName);
    await addCard.getByLabel(text(lang, 'card_number')).fill('11111111');
    await addCard.getByLabel(text(lang, 'pin_code')).fill('9999');
    await addCard.getByRole('button', { name: text(lang, 'save') }).click();
    await expect(addCard.getByText(text(lang, 'error_wrong_card_or_pin'))).toBeVisible();
    await addCard.getByLabel(text(lang, 'pin_code')).fill('1234');
    await addCard.getByRole('button', { name: text(lang, 'save') }).click();
    await expect(addCard.getByText(text(lang, 'library_card_saved'))).toBeVisible();
    await addCard.getByRole('button', { name: text(lang, 'ok') }).click();
    const cards = page.locator('#library-cards');
    await expect(cards).toContainText(libraryName);
    await expect(cards).toContainText(text(lang, 'saved_card_ending', { digits: '1111' }));

    // ---------------------------------------------------------------- favourite on All titles, seen everywhere
    await page.goto(`/${lang}/library/${libraryId}/all`);
    const firstToggle = page
      .getByRole('button', { name: new RegExp(`^${text(lang, 'favourite_toggle_label', { name: '' })}`) })
      .first();
    const toggleName = (await firstToggle.getAttribute('aria-label')) ?? '';
    const titleName = toggleName.slice(text(lang, 'favourite_toggle_label', { name: '' }).length);
    await expect(firstToggle).toHaveAttribute('aria-pressed', 'false');
    await firstToggle.click();
    await expect(firstToggle).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: titleName }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/library/${libraryId}/title/\\d+$`));
    await expect(page).toHaveTitle(`${titleName} – Filmhyllan`);
    await expect(page.getByRole('button', { name: toggleName })).toHaveAttribute('aria-pressed', 'true');

    // ---------------------------------------------------------------- borrow with the saved card
    const titleUrl = page.url();
    const loanBox = page.getByTestId('loan-box');
    await loanBox.getByRole('button', { name: text(lang, 'loan_with_saved_card') }).click();
    await expect(loanBox.getByRole('button', { name: text(lang, 'watch') })).toBeVisible();

    await openMenuItem(page, lang, 'your_profile');
    await expect(page.locator('#favourites')).toContainText(titleName);
    const pastLoans = page.locator('#past-loans');
    await expect(pastLoans).toContainText(titleName);
    await expect(pastLoans).toContainText(libraryName);
    await expect(
      pastLoans.getByRole('link', { name: new RegExp(text(lang, 'watch')) }).first(),
    ).toHaveAttribute('href', new URL(titleUrl).pathname);
    await reviewScreenshot(page, { path: `profile-${lang}-1280.png`, fullPage: true });

    // ---------------------------------------------------------------- recover the password through the e-mail
    await openMenuItem(page, lang, 'log_out');
    await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
    await openLoginModal(page, lang);
    await loginModal.getByRole('button', { name: text(lang, 'forgot_password') }).click();
    const recover = page.getByRole('dialog', { name: text(lang, 'recover_password_title') });
    await recover.getByLabel(text(lang, 'email')).fill(email);
    await recover.getByRole('button', { name: text(lang, 'send_link') }).click();
    await expect(recover.getByText(text(lang, 'recover_password_sent'))).toBeVisible();
    await recover.getByRole('button', { name: text(lang, 'ok') }).click();

    const resetPath = await resetPathFromOutbox(email);
    expect(resetPath.startsWith(`/${lang}/`)).toBe(true);
    await page.goto(resetPath);
    await page.getByLabel(text(lang, 'new_password'), { exact: true }).fill(passwords[1]!);
    await page.getByRole('button', { name: text(lang, 'change_password') }).click();
    await expect(page.getByText(text(lang, 'password_changed'))).toBeVisible();
    // The link is used up.
    await page.reload();
    await page.getByLabel(text(lang, 'new_password'), { exact: true }).fill('another-password-9');
    await page.getByRole('button', { name: text(lang, 'change_password') }).click();
    await expect(page.getByText(text(lang, 'error_invalid_reset_token'))).toBeVisible();

    // The old password is refused, the new one works.
    let login = await logIn(page, lang, username, passwords[0]!);
    await expect(login.getByText(text(lang, 'error_wrong_username_or_password'))).toBeVisible();
    await login.getByLabel(text(lang, 'password'), { exact: true }).fill(passwords[1]!);
    await login.getByRole('button', { name: text(lang, 'log_in') }).click();
    await expect(login).toBeHidden();
    await expect(userMenu(page, lang)).toBeVisible();
    // A patron who never subscribed is asked once logged in; declining is remembered on this device.
    await page.clock.runFor(5_100);
    const newsletter = page.getByRole('dialog', { name: text(lang, 'newsletter_title') });
    await expect(newsletter).toBeVisible();
    await newsletter.getByRole('button', { name: text(lang, 'newsletter_no_thanks') }).click();
    await expect(newsletter).toBeHidden();

    // ---------------------------------------------------------------- change it in the settings, edit the profile
    await openMenuItem(page, lang, 'settings');
    await expect(page).toHaveTitle(`${text(lang, 'settings')} – Filmhyllan`);
    const passwordSection = page.locator('#password');
    await passwordSection.getByLabel(text(lang, 'current_password')).fill('not-my-password');
    await passwordSection.getByLabel(text(lang, 'new_password')).fill(passwords[2]!);
    await passwordSection.getByRole('button', { name: text(lang, 'change_password') }).click();
    await expect(passwordSection.getByLabel(text(lang, 'current_password'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await passwordSection.getByLabel(text(lang, 'current_password')).fill(passwords[1]!);
    await passwordSection.getByRole('button', { name: text(lang, 'change_password') }).click();
    await expect(passwordSection.getByText(text(lang, 'password_changed'))).toBeVisible();

    const profile = page.locator('#profile');
    await profile.getByLabel(text(lang, 'first_name')).fill('Adelina');
    await profile.getByRole('button', { name: text(lang, 'save_changes') }).click();
    await expect(profile.getByText(text(lang, 'changes_saved'))).toBeVisible();
    await expect(userMenu(page, lang)).toContainText('Adelina');

    await openMenuItem(page, lang, 'log_out');
    login = await logIn(page, lang, username, passwords[2]!);
    await expect(login).toBeHidden();
    await expect(userMenu(page, lang)).toContainText('Adelina');
    // Having said no, the patron is offered to start the newsletter at this later login, 5 s after it (then at
    // most every 90 days on this device): answered here, so it cannot cover the settings however slow the run.
    await page.clock.runFor(5_100);
    const again = page.getByRole('dialog', { name: text(lang, 'newsletter_title') });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: text(lang, 'newsletter_no_thanks') }).click();
    await expect(again).toBeHidden();

    // ---------------------------------------------------------------- delete the account
    await openMenuItem(page, lang, 'settings');
    await page
      .locator('#delete-account')
      .getByRole('button', { name: text(lang, 'delete_account') })
      .click();
    const confirm = page.getByRole('alertdialog', { name: text(lang, 'delete_account') });
    await expect(confirm).toContainText(text(lang, 'delete_account_confirm'));
    await confirm.getByRole('button', { name: text(lang, 'answer_no') }).click();
    await expect(confirm).toBeHidden();
    await page
      .locator('#delete-account')
      .getByRole('button', { name: text(lang, 'delete_account') })
      .click();
    await confirm.getByRole('button', { name: text(lang, 'answer_yes') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/account-deleted$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'account_deleted_title'));
    await expect(userMenu(page, lang)).toHaveCount(0);
    // The page stays there on a reload, logged out.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'account_deleted_title'));

    login = await logIn(page, lang, username, passwords[2]!);
    await expect(login.getByText(text(lang, 'error_wrong_username_or_password'))).toBeVisible();
  });
}

/** Registers an account through the API from the page's own session, without logging it in. */
async function registerElsewhere(page: Page, lang: Lang, username: string) {
  const status = await page.evaluate(
    async ({ username, country }) => {
      const cookie = (name: string) =>
        document.cookie
          .split('; ')
          .find((part) => part.startsWith(`${name}=`))
          ?.slice(name.length + 1) ?? '';
      const body = new URLSearchParams({
        username,
        email: `${username}@example.org`,
        password: 'elsewhere-password-1',
        first_name: 'Nils',
        last_name: 'Holm',
        country_iso: country,
        log_user_in_after_register: '0',
        portal_sessionid: decodeURIComponent(cookie('customer_portal_sessionid')),
        portal_csrftoken: decodeURIComponent(cookie('customer_portal_csrftoken')),
      });
      const response = await fetch('/api/user/user/register', { method: 'POST', body });
      return response.status;
    },
    { username, country: lang === 'sv' || lang === 'en' ? 'se' : lang },
  );
  expect(status).toBe(200);
}

/** The newsletter subscription of the logged-in session, as the server has it. */
const subscriberStatus = (page: Page) =>
  page.evaluate(async () => {
    const sessionid = document.cookie
      .split('; ')
      .find((part) => part.startsWith('customer_portal_sessionid='))
      ?.split('=')[1];
    const response = await fetch(
      `/api/subscriptions/subscriptions/check_subscriber_exists?include_status=true&portal_sessionid=${sessionid}`,
    );
    return (await response.json()) as { exists: boolean; is_active?: boolean };
  });

for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
  test(`${lang}: the newsletter prompt after 5 s records an opt-out when closed; every account screen and modal passes axe at 390 and 1280 px`, async ({
    page,
    baseURL,
  }) => {
    // A long journey (every account screen, axe at two widths): some two minutes on a busy two-core machine.
    test.setTimeout(240_000);
    const site = siteOrigin(baseURL!, lang);
    const username = unique(`nl-${lang}-`);
    await page.clock.install();
    await page.goto(`${site}/${lang}/`);
    await expect(page.getByRole('button', { name: text(lang, 'log_in'), exact: true }).first()).toBeVisible();
    await registerElsewhere(page, lang, username);

    // Log in; the prompt opens 5 s after the login answered, once the subscriber check said "no subscriber".
    // The page's clock stands still from the moment the login is sent, so however long the login takes, the
    // prompt's timer is counted in fake time only.
    const checked = page.waitForResponse((r) =>
      r.url().includes('/subscriptions/subscriptions/check_subscriber_exists'),
    );
    const login = await openLoginModal(page, lang);
    await login.getByLabel(text(lang, 'username')).fill(username);
    await login.getByLabel(text(lang, 'password'), { exact: true }).fill('elsewhere-password-1');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // Enter in the password field sends the form (a click would wait for animation frames the paused clock holds).
    await page.keyboard.press('Enter');
    await expect(login).toBeHidden();
    await checked;
    const newsletter = page.getByRole('dialog', { name: text(lang, 'newsletter_title') });
    await page.clock.runFor(4_900);
    await expect(newsletter).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(newsletter).toBeVisible();
    await page.clock.resume();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoAxeViolations(page, `newsletter ${lang} ${width}`);
    }
    await newsletter.getByRole('button', { name: text(lang, 'newsletter_no_thanks') }).click();
    await expect(newsletter).toBeHidden();
    await expect
      .poll(() => subscriberStatus(page))
      .toEqual({ success: true, exists: true, is_active: false });

    // Screens of a logged-in user, and the modals they open.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${site}/${lang}/profile`);
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'your_profile') })).toBeVisible();
      await expectNoAxeViolations(page, `profile ${lang} ${width}`);
      await page.getByRole('button', { name: text(lang, 'add_library_card') }).click();
      await expect(page.getByRole('dialog', { name: text(lang, 'add_library_card') })).toBeVisible();
      await expectNoAxeViolations(page, `add card ${lang} ${width}`);
      await page.keyboard.press('Escape');

      await page.goto(`${site}/${lang}/settings`);
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'settings') })).toBeVisible();
      await expectNoAxeViolations(page, `settings ${lang} ${width}`);
      await page
        .locator('#delete-account')
        .getByRole('button', { name: text(lang, 'delete_account') })
        .click();
      await expect(page.getByRole('alertdialog', { name: text(lang, 'delete_account') })).toBeVisible();
      await expectNoAxeViolations(page, `delete ${lang} ${width}`);
      await page.keyboard.press('Escape');
      await reviewScreenshot(page, { path: `settings-${lang}-${width}.png`, fullPage: true });
    }

    // Logged out: the login modal and what it leads to, the reset page, the deleted notice (the privacy policy
    // is checked in axe-all-screens.spec.ts).
    await openMenuItem(page, lang, 'log_out');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${site}/${lang}/library/1/all`);
      const loginDialog = await openLoginModal(page, lang);
      await expect(loginDialog).toBeVisible();
      await expectNoAxeViolations(page, `login ${lang} ${width}`);
      await loginDialog.getByRole('button', { name: text(lang, 'register') }).click();
      await expect(page.getByRole('dialog', { name: text(lang, 'register_title') })).toBeVisible();
      await expectNoAxeViolations(page, `register ${lang} ${width}`);
      await page.keyboard.press('Escape');
      await openLoginModal(page, lang);
      await loginDialog.getByRole('button', { name: text(lang, 'forgot_password') }).click();
      await expect(page.getByRole('dialog', { name: text(lang, 'recover_password_title') })).toBeVisible();
      await expectNoAxeViolations(page, `forgot password ${lang} ${width}`);
      await page.keyboard.press('Escape');
      // Help sits in the header on wide screens and in the ⋮ menu on phones; the footer has it on both.
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: text(lang, 'help'), exact: true })
        .click();
      const help = page.getByRole('dialog', { name: text(lang, 'help_title') });
      await expect(help).toBeVisible();
      await expectNoAxeViolations(page, `help ${lang} ${width}`);
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();

      for (const [path, heading] of [
        ['settings/change-password/not-a-real-token', 'reset_password_title'],
        ['account-deleted', 'account_deleted_title'],
      ] as const) {
        await page.goto(`${site}/${lang}/${path}`);
        await expect(page.getByRole('heading', { level: 1, name: text(lang, heading) })).toBeVisible();
        await expectNoAxeViolations(page, `${path} ${lang} ${width}`);
      }
    }
  });
}

test('help: the contact form sends a message from the header and the footer, with the help site beside it', async ({
  page,
}) => {
  await page.goto('/sv/library/1/all');
  await page
    .getByRole('button', { name: text('sv', 'help'), exact: true })
    .first()
    .click();
  const help = page.getByRole('dialog', { name: text('sv', 'help_title') });
  // axe checks the help dialog in every language at both widths in the journeys above.
  await expect(help).toBeVisible();
  await help.getByLabel(text('sv', 'help_subject')).fill('Undertexter');
  await help.getByLabel(text('sv', 'help_contact_email')).fill('patron@example.org');
  await help.getByLabel(text('sv', 'help_message')).fill('Undertexterna syns inte på min telefon.');
  await help.getByRole('button', { name: text('sv', 'send') }).click();
  await expect(help.getByText(text('sv', 'help_sent'))).toBeVisible();
  await help.getByRole('button', { name: text('sv', 'ok') }).click();
  await expect(help).toBeHidden();

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: text('sv', 'help'), exact: true })
    .click();
  await expect(help).toBeVisible();
});
