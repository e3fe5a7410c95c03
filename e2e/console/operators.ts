import { expect, type Page } from '@playwright/test';
import { mailedOperatorLink, outboxTo, type OperatorRole } from '../operator-login';
import { text, type Lang } from '../ui-text';

/*
 * Steps of the console's operator accounts for journeys (decision 045): an admin, logged in already
 * (logInOperator), invites an operator from the operators page; the new operator opens the mailed link in a
 * browser of their own, chooses a password and reaches the two-factor enrolment of the first login.
 */

/** Invites an operator from the operators page and waits for the confirmation. */
export async function inviteOperator(
  page: Page,
  lang: Lang,
  username: string,
  email: string,
  role: OperatorRole,
): Promise<void> {
  await page.goto(`/${lang}/admin/operators`);
  const form = page.getByRole('form', { name: text(lang, 'operator_invite_title') });
  await form.getByLabel(text(lang, 'username')).fill(username);
  await form.getByLabel(text(lang, 'email')).fill(email);
  await form.getByLabel(text(lang, 'operator_role'), { exact: true }).selectOption(role);
  await form.getByRole('button', { name: text(lang, 'operator_invite_send') }).click();
  await expect(page.getByRole('status').filter({ hasText: username })).toHaveText(
    text(lang, 'operator_invited', { username }),
  );
}

/** The username the newest invitation to an address names (the mail says it in the admin's language). */
function invitedUsername(email: string): string {
  const mail = outboxTo(email).findLast((raw) => raw.includes('/admin/set-password/')) ?? '';
  const named = /(?:användarnamnet|brukernavnet|käyttäjänimellä|the username) (\S+?)\.\s/.exec(mail)?.[1];
  if (!named) throw new Error(`no operator invitation with a username was mailed to ${email}`);
  return named;
}

/** The enrolment's secret as the page offers it for typing by hand (the paragraph after that sentence). */
export async function enrolmentSecret(page: Page, lang: Lang): Promise<string> {
  const secret = await page
    .getByText(text(lang, 'operator_enrol_manual'))
    .locator('xpath=following-sibling::p[1]')
    .innerText();
  return secret.replace(/\s/g, '');
}

/**
 * The invited operator's side, in `page` (a browser context without the admin's session): opens the newest link
 * mailed to `email` in `lang`, chooses `password`, goes to the login and logs in with the username the mail
 * names, which shows the two-factor enrolment (QR code, secret, ten recovery codes). Answers the enrolment's
 * secret (base32), from which the caller makes the code that confirms it; the page is left on the enrolment.
 */
export async function acceptOperatorInvitation(
  page: Page,
  lang: Lang,
  email: string,
  password: string,
): Promise<string> {
  const token = (await mailedOperatorLink(email)).pathname.split('/').pop()!;
  const username = invitedUsername(email);
  await page.goto(`/${lang}/admin/set-password/${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'operator_set_password'));
  await page.getByLabel(text(lang, 'new_password')).fill(password);
  await page.getByRole('button', { name: text(lang, 'operator_set_password') }).click();
  await expect(page.getByRole('status')).toHaveText(text(lang, 'operator_password_chosen'));
  await page.getByRole('link', { name: text(lang, 'operator_go_to_login') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login`));
  await page.getByLabel(text(lang, 'username')).fill(username);
  await page.getByLabel(text(lang, 'password')).fill(password);
  await page.getByRole('button', { name: text(lang, 'operator_continue') }).click();
  await expect(page.getByRole('heading', { name: text(lang, 'operator_enrol_heading') })).toBeVisible();
  return enrolmentSecret(page, lang);
}
