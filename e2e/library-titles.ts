import { expect, type Page } from '@playwright/test';

/**
 * The id of a demo title of a library that a journey can change without disturbing the others: the `index`th
 * title of the first page of its All titles (each journey that changes one takes its own index).
 */
export async function libraryTitleId(page: Page, libraryId: number, index: number): Promise<number> {
  await page.goto(`/en/library/${libraryId}/all`);
  const links = page.getByRole('main').locator(`a[href*="/library/${libraryId}/title/"]`);
  await expect(links.nth(index)).toBeVisible({ timeout: 30_000 });
  const href = (await links.nth(index).getAttribute('href'))!;
  return Number(/\/title\/(\d+)/.exec(href)![1]);
}
