import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';

/*
 * The Poster section of the console's title page (decision 053), for journeys that compose it. Expects an admin
 * or editor to be logged in (logInOperator in ../operator-login.ts) and the title's page to be open.
 */

/** The title page's Poster section. */
export const posterSection = (page: Page, lang: Lang): Locator =>
  page.getByRole('region', { name: text(lang, 'operator_poster_title') });

/**
 * Uploads a poster through the section and waits for the console to say it is saved; answers the address of
 * the poster the section then shows (a JPEG of one of its widths).
 */
export async function uploadPoster(
  page: Page,
  lang: Lang,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const section = posterSection(page, lang);
  await section.getByLabel(text(lang, 'operator_poster_file')).setInputFiles(file);
  await section.getByRole('button', { name: text(lang, 'operator_poster_upload') }).click();
  // Cutting the sizes (AVIF, WebP, JPEG) takes a while on a busy machine.
  await expect(section.getByRole('status')).toHaveText(text(lang, 'operator_poster_uploaded'), {
    timeout: 60_000,
  });
  const current = section.getByRole('img', { name: text(lang, 'operator_poster_current') });
  await expect(current).toHaveAttribute('src', /-\d+\.jpg$/);
  return (await current.getAttribute('src'))!;
}
