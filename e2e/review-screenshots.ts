import type { Page, PageScreenshotOptions } from '@playwright/test';

/*
 * Screenshots for people to look at, in e2e/artifacts/: taken only when E2E_SCREENSHOTS=1
 * (`E2E_SCREENSHOTS=1 npm run test:e2e`). No journey compares or reads them, and the full-page ones at two widths
 * in four languages cost a run minutes; a journey that fails gets its screenshot anyway, in test-results
 * (`screenshot: 'only-on-failure'` in playwright.config.ts).
 */

const artifacts = new URL('./artifacts/', import.meta.url).pathname;

/** Whether this run takes the screenshots for review. */
export const reviewScreenshots = process.env.E2E_SCREENSHOTS === '1';

/** A screenshot of the page in e2e/artifacts/<path> when E2E_SCREENSHOTS=1; nothing otherwise. */
export async function reviewScreenshot(
  page: Page,
  options: Omit<PageScreenshotOptions, 'path'> & { path: string },
): Promise<void> {
  if (!reviewScreenshots) return;
  await page.screenshot({ ...options, path: `${artifacts}${options.path}` });
}
