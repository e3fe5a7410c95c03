import { expect, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';

/**
 * In the console (an operator logged in): makes a preview link for a title found by `search`, valid `hours`, for
 * `note`; answers the link as shown once (an absolute URL with the token in its fragment).
 */
export async function createPreviewLink(
  page: Page,
  lang: Lang,
  {
    search,
    titleName,
    note,
    hours = 48,
  }: { search: string; titleName: string; note: string; hours?: number },
): Promise<string> {
  await page.goto(`/${lang}/admin/previews`);
  await page.getByLabel(text(lang, 'preview_search_title')).fill(search);
  await page.getByRole('button', { name: text(lang, 'preview_search'), exact: true }).click();
  await page
    .getByRole('radio', { name: new RegExp(`^${escape(titleName)}`) })
    .first()
    .check();
  await page.getByLabel(text(lang, 'preview_note')).fill(note);
  await page.getByLabel(text(lang, 'preview_hours')).fill(String(hours));
  await page.getByRole('button', { name: text(lang, 'preview_create') }).click();
  const link = page.getByTestId('preview-link');
  await expect(link).toBeVisible();
  return link.inputValue();
}

/** In the console: revokes the active link made for `note`. */
export async function revokePreviewLink(page: Page, lang: Lang, note: string): Promise<void> {
  await page.goto(`/${lang}/admin/previews`);
  await page
    .getByRole('button', { name: new RegExp(`^${escape(text(lang, 'preview_revoke'))}: .*${escape(note)}$`) })
    .click();
  await expect(page.getByText(text(lang, 'preview_revoked'))).toBeVisible();
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
