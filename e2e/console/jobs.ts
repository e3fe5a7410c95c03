import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';

/** Opens the console's jobs screen (the operator is logged in already: logInOperator). */
export async function openJobs(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/${lang}/admin/jobs`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(lang, 'operator_jobs_title') }),
  ).toBeVisible();
  // The cookie notice is fixed over the page and would take the clicks meant for the screen's buttons.
  const cookies = page.getByRole('button', { name: text(lang, 'only_necessary') });
  if (await cookies.isVisible()) {
    await cookies.click();
    await expect(cookies).toBeHidden();
  }
}

/**
 * Starts a check job with the screen's button and gives its id, as the API answered it (the list is asked again
 * every 2 s, so the new card is found by its id, not by its place).
 */
export async function startCheckJob(page: Page, lang: Lang): Promise<string> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/start_check_job') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: text(lang, 'operator_jobs_check') }).click();
  const body = (await (await answer).json()) as { success: boolean; job: { job_id: string } };
  expect(body.success).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: text(lang, 'operator_jobs_check_started') }),
  ).toBeVisible();
  return body.job.job_id;
}

/** A job's card on the screen. */
export const jobCard = (page: Page, jobId: string): Locator => page.locator(`li[data-job-id="${jobId}"]`);

/** The state a job's card shows (Queued, Running, Done, Failed, Cancelled). */
export const jobState = (card: Locator): Locator => card.getByTestId('job-state');

/** A job's progress bar. */
export const jobBar = (card: Locator): Locator => card.getByRole('progressbar');
