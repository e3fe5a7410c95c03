import { expect, type Page } from '@playwright/test';
import { outboxTo } from '../outbox';
import { text, type Lang } from '../ui-text';

/*
 * Steps of a library's librarians for journeys (decision 041): an operator, logged in already
 * (logInOperator), invites a librarian from the library's console page; the librarian opens the mailed link,
 * chooses a password and logs in to the librarian portal.
 */

/**
 * The origin of a language's customer and librarian pages: Norwegian and Finnish ones live on their country's
 * host. The journeys' server is the config's (E2E_BASE_URL, else 127.0.0.1 on E2E_PORT).
 */
export function siteOrigin(lang: Lang): string {
  const url = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3211}`);
  if (lang === 'no' || lang === 'fi') url.hostname = `${lang}.localhost`;
  return url.origin;
}

/** The librarians section of the library's console page. */
export const librariansSection = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: text(lang, 'operator_librarians_title') });

/** Invites a librarian to the library from its console page and waits for the confirmation. */
export async function inviteLibrarian(
  page: Page,
  lang: Lang,
  libraryId: number,
  username: string,
  email: string,
): Promise<void> {
  await page.goto(`/${lang}/admin/libraries/${libraryId}`);
  const section = librariansSection(page, lang);
  const form = section.getByRole('form', { name: text(lang, 'operator_librarian_invite_title') });
  await form.getByLabel(text(lang, 'username')).fill(username);
  await form.getByLabel(text(lang, 'email')).fill(email);
  await form.getByRole('button', { name: text(lang, 'operator_librarian_invite_send'), exact: true }).click();
  await expect(section.getByRole('status')).toHaveText(
    text(lang, 'operator_librarian_invited', { username, email }),
  );
}

/** The path of the newest set-password link mailed to an address (/{language}/lib/set-password/{token}). */
export async function mailedSetPasswordPath(email: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      () => {
        const mails = outboxTo(email);
        const match = /https?:\/\/[^\s/]+(\/[a-z]{2}\/lib\/set-password\/[A-Za-z0-9_-]+)/.exec(
          mails.at(-1) ?? '',
        );
        path = match?.[1] ?? '';
        return path;
      },
      { timeout: 10_000, message: `a set-password link mailed to ${email}` },
    )
    .not.toBe('');
  return path;
}

/** Opens the set-password page of the newest link mailed to `email`, in `lang`, without choosing a password. */
export async function openInvitation(page: Page, lang: Lang, email: string): Promise<void> {
  const path = (await mailedSetPasswordPath(email)).replace(/^\/[a-z]{2}\//, `/${lang}/`);
  await page.goto(`${siteOrigin(lang)}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'change_password'));
}

/** Reads the invitation from the outbox, opens its link and chooses the password. */
export async function acceptInvitation(
  page: Page,
  lang: Lang,
  email: string,
  password: string,
): Promise<void> {
  await openInvitation(page, lang, email);
  await page.getByLabel(text(lang, 'new_password')).fill(password);
  await page.getByRole('button', { name: text(lang, 'change_password') }).click();
  await expect(page.getByRole('status')).toHaveText(text(lang, 'password_changed'));
}

/** Logs a librarian in to the librarian portal and waits for its start page. */
export async function librarianLogsIn(
  page: Page,
  lang: Lang,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${siteOrigin(lang)}/${lang}/lib/login`);
  await page.getByLabel(text(lang, 'username')).fill(username);
  await page.getByLabel(text(lang, 'password')).fill(password);
  await page.getByRole('button', { name: text(lang, 'log_in') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/lib/$`));
}
