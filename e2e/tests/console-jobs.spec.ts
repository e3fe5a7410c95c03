import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { jobBar, jobCard, jobState, openJobs, startCheckJob } from '../console/jobs';
import { openConsoleAs } from '../operator-login';
import { text, type Lang } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';

/*
 * The jobs screen in the operator console: an admin starts the built-in check job (it counts to 100 in 5 s,
 * decision 047), follows its bar to the end, cancels one before it ends and runs it again.
 */

const languages: Lang[] = ['sv', 'no', 'fi', 'en'];
const widths = [390, 1280];
const state = (lang: Lang, name: string) => text(lang, `operator_jobs_state_${name}`);

test('an admin starts a check job, watches it reach done, cancels one and runs it again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lang: Lang = 'en';
  await openConsoleAs(page, lang);
  await openJobs(page, lang);

  // Started from the screen, the job shows its bar from 0 to 100 and ends Done, with the times it started and ended.
  const first = jobCard(page, await startCheckJob(page, lang));
  await expect(first).toBeVisible();
  const bar = jobBar(first);
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(jobState(first)).toHaveText(state(lang, 'done'), { timeout: 30_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(bar).toHaveAttribute('aria-valuetext', `100 %, ${state(lang, 'done')}`);
  await expect(
    first.getByText(text(lang, 'operator_jobs_finished', { time: '' }).trim(), { exact: false }),
  ).toBeVisible();
  // A job that has ended can be neither cancelled nor run again.
  await expect(first.getByRole('button')).toHaveCount(0);

  // A second one, cancelled while it is queued or running, reads Cancelled and can be run again.
  const secondId = await startCheckJob(page, lang);
  const second = jobCard(page, secondId);
  await expect(jobState(second)).toHaveText(
    new RegExp(`^(${state(lang, 'queued')}|${state(lang, 'running')})$`),
  );
  const name = `${text(lang, 'operator_jobs_kind_check')} ${secondId.slice(0, 8)}`;
  await second.getByRole('button', { name: `${text(lang, 'operator_jobs_cancel')}: ${name}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(lang, 'operator_jobs_cancelled') }),
  ).toBeVisible();
  await expect(jobState(second)).toHaveText(state(lang, 'cancelled'));
  await expect(jobBar(second)).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`%, ${state(lang, 'cancelled')}$`),
  );
  await expect(
    second.getByRole('button', { name: `${text(lang, 'operator_jobs_cancel')}: ${name}` }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page, 'jobs screen with a cancelled job', { contrast: true });

  await second.getByRole('button', { name: `${text(lang, 'operator_jobs_retry')}: ${name}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(lang, 'operator_jobs_retried') }),
  ).toBeVisible();
  await expect(jobState(second)).toHaveText(state(lang, 'done'), { timeout: 30_000 });
  await expect(jobBar(second)).toHaveAttribute('aria-valuenow', '100');
  await expect(second.getByRole('button')).toHaveCount(0);
});

test('the jobs screen passes axe in every language, at phone and desktop width', async ({ page }) => {
  test.setTimeout(120_000);
  await openConsoleAs(page, 'en');
  // A job of its own, so that every language shows a card with its bar and its buttons.
  await openJobs(page, 'en');
  await expect(jobCard(page, await startCheckJob(page, 'en'))).toBeVisible();
  for (const lang of languages) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await openJobs(page, lang);
      await expect(
        page.getByRole('heading', { level: 2, name: text(lang, 'operator_jobs_list') }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: text(lang, 'operator_jobs_check') })).toBeVisible();
      await expect(page.getByTestId('jobs').getByRole('progressbar').first()).toBeVisible();
      await expectNoAxeViolations(page, `jobs screen ${lang} ${width}`);
      if (lang === 'en') await reviewScreenshot(page, { path: `console-jobs-${width}.png`, fullPage: true });
    }
  }
});
