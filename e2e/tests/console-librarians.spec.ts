import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import {
  acceptInvitation,
  inviteLibrarian,
  librarianLogsIn,
  librariansSection,
  mailedSetPasswordPath,
  openInvitation,
} from '../console/librarians';
import { openConsoleAs } from '../operator-login';
import { outboxTo } from '../outbox';
import { text } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';

/*
 * A library's librarians in the operator console (decision 041), in a real browser against the real server: the
 * demo admin invites a librarian to Gävle's library (16, which no other journey uses), the librarian chooses a
 * password from the mailed link and logs in to the librarian portal; the admin resends another librarian's
 * invitation and deactivates them. The section and the set-password page without axe violations in every
 * language on a phone and a desktop.
 */

const LIBRARY_ID = 16;
const languages = ['sv', 'no', 'fi', 'en'] as const;
const widths = [390, 1280] as const;
/** Names of this run's own, so that a run against a server that is already running (E2E_BASE_URL) can repeat. */
const run = Date.now().toString(36).slice(-5);
const anna = {
  username: `gavle.anna.${run}`,
  email: `anna.${run}@gavle.example`,
  password: 'gavle-anna-password-1',
};
const bo = { username: `gavle.bo.${run}`, email: `bo.${run}@gavle.example` };

test.beforeEach(async ({ context, baseURL }) => {
  const consent = { name: 'filmhyllan_consent', value: 'v1.necessary.0' };
  const origins = new Set([baseURL!, ...(['no', 'fi'] as const).map((lang) => hostOf(baseURL!, lang))]);
  await context.addCookies([...origins].map((url) => ({ ...consent, url })));
});

function hostOf(baseURL: string, lang: 'no' | 'fi'): string {
  const url = new URL(baseURL);
  url.hostname = `${lang}.localhost`;
  return url.origin;
}

async function checkScreen(page: Page, where: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${where} at ${width} px`);
    await reviewScreenshot(page, { path: `console-librarians-${where}-${width}.png`, fullPage: true });
  }
}

test('an admin invites a librarian, who sets a password from the mail and logs in; another is resent and deactivated', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openConsoleAs(page, 'sv');

  // The section in every language, with the invite form's refusals shown once.
  for (const lang of languages) {
    await page.goto(`/${lang}/admin/libraries/${LIBRARY_ID}`);
    const section = librariansSection(page, lang);
    await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await section
      .getByRole('button', { name: text(lang, 'operator_librarian_invite_send'), exact: true })
      .click();
    await expect(section.getByRole('group', { name: text(lang, 'form_not_sent') })).toBeFocused();
    await checkScreen(page, `section-${lang}`);
  }

  await inviteLibrarian(page, 'sv', LIBRARY_ID, anna.username, anna.email);
  await inviteLibrarian(page, 'sv', LIBRARY_ID, bo.username, bo.email);
  const section = librariansSection(page, 'sv');
  const annaCard = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: anna.username }) });
  await expect(annaCard).toContainText(text('sv', 'operator_librarian_status_invited'));
  await expect(annaCard).toContainText(anna.email);

  // A taken username is refused under its field.
  const form = section.getByRole('form', { name: text('sv', 'operator_librarian_invite_title') });
  await form.getByLabel(text('sv', 'username')).fill(anna.username.toUpperCase());
  await form.getByLabel(text('sv', 'email')).fill('other@gavle.example');
  await form.getByRole('button', { name: text('sv', 'operator_librarian_invite_send'), exact: true }).click();
  await expect(form.getByLabel(text('sv', 'username'))).toHaveAccessibleDescription(
    new RegExp(`^${text('sv', 'error_existing_user')}`),
  );

  // Resending Bo's invitation mails a new link; the first stops working.
  const firstLink = await mailedSetPasswordPath(bo.email);
  await section
    .getByRole('button', { name: `${text('sv', 'operator_librarian_resend')}: ${bo.username}` })
    .click();
  await expect(section.getByRole('status')).toHaveText(
    text('sv', 'operator_librarian_resent', { email: bo.email }),
  );
  await expect.poll(() => outboxTo(bo.email).length).toBe(2);
  expect(await mailedSetPasswordPath(bo.email)).not.toBe(firstLink);

  // Deactivating asks first, saying the sessions end at once.
  await section
    .getByRole('button', { name: `${text('sv', 'operator_librarian_deactivate')}: ${bo.username}` })
    .click();
  const dialog = page.getByRole('dialog', {
    name: text('sv', 'operator_librarian_deactivate_title', { username: bo.username }),
  });
  await expect(dialog).toContainText(
    text('sv', 'operator_librarian_deactivate_body', { username: bo.username }),
  );
  await checkScreen(page, 'deactivate-dialog-sv');
  await dialog
    .getByRole('button', { name: text('sv', 'operator_librarian_deactivate'), exact: true })
    .click();
  await expect(section.getByRole('status')).toHaveText(
    text('sv', 'operator_librarian_deactivated', { username: bo.username }),
  );
  await expect(page.getByRole('heading', { name: bo.username })).toBeFocused();
  const boCard = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: bo.username }) });
  await expect(boCard).toContainText(text('sv', 'operator_librarian_status_deactivated'));
  await expect(boCard.getByRole('button')).toHaveCount(0);

  // The librarian: the set-password page in every language, then the password and the login. (The same browser
  // serves: the librarian area's session is its own, beside the console's.)
  for (const lang of languages) {
    await openInvitation(page, lang, anna.email);
    await checkScreen(page, `set-password-${lang}`);
  }
  await acceptInvitation(page, 'sv', anna.email, anna.password);
  await librarianLogsIn(page, 'sv', anna.username, anna.password);

  // The console shows Anna active now.
  await page.goto(`/sv/admin/libraries/${LIBRARY_ID}`);
  await expect(
    librariansSection(page, 'sv')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: anna.username }) }),
  ).toContainText(text('sv', 'operator_librarian_status_active'));
});
