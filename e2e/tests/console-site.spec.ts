import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { readGetStartedSteps, setBanner, setGetStartedSteps, type GuideStep } from '../console/site';
import { openConsoleAs } from '../operator-login';
import { text, type Lang } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';

/*
 * The site in the operator console: a country's banner and get-started steps, as the customer front page and Help
 * show them. Norway's (/no/ is Norway's site on this host): front-page.spec.ts uses Sweden's banner at the same time.
 */

const languages: Lang[] = ['sv', 'no', 'fi', 'en'];
const widths = [390, 1280];

/** Decides the cookie banner the way most visitors do, so it does not cover what a test looks at. */
async function onlyNecessaryCookies(page: Page, lang: Lang) {
  const button = page.getByRole('button', { name: text(lang, 'only_necessary') });
  if (await button.isVisible()) await button.click();
  await expect(button).toBeHidden();
}

test('the site screen passes axe in every language, at phone and desktop width', async ({ page }) => {
  test.setTimeout(120_000);
  await openConsoleAs(page, 'en');
  for (const lang of languages) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/admin/site?country=fi`);
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'operator_site') })).toBeVisible();
      await expect(page.getByRole('region', { name: text(lang, 'operator_site_guide') })).toBeVisible();
      await expectNoAxeViolations(page, `site screen ${lang} ${width}`);
      if (lang === 'en') await reviewScreenshot(page, { path: `console-site-${width}.png`, fullPage: true });
    }
  }
});

test("an operator's warning banner and get-started steps show on the country's front page and in Help", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openConsoleAs(page, 'en');
  const before = await readGetStartedSteps(page, 'en', 'no');
  const steps: GuideStep[] = [
    {
      heading: { no: 'Velg biblioteket ditt', en: 'Choose your library' },
      body: { no: 'Finn biblioteket der du har lånekort.', en: 'Find the library that gave you your card.' },
    },
    {
      heading: { no: 'Lån en film', en: 'Borrow a film' },
      body: { no: 'Skriv inn kortnummer og PIN-kode.', en: 'Type your card number and PIN.' },
    },
  ];
  try {
    await setBanner(page, 'en', 'no', 'warning', {
      no: 'Vedlikehold i natt mellom 02 og 04',
      en: 'Maintenance tonight between 02 and 04',
    });
    await setGetStartedSteps(page, 'en', 'no', steps);

    await page.goto('/no/');
    await onlyNecessaryCookies(page, 'no');
    await expect(
      page.getByRole('status').filter({ hasText: 'Vedlikehold i natt mellom 02 og 04' }),
    ).toBeVisible();
    const howItWorks = page.getByRole('region', { name: text('no', 'how_it_works') });
    await expect(howItWorks.getByRole('listitem')).toHaveCount(2);
    await expect(howItWorks.getByRole('heading', { level: 3 })).toHaveText([
      'Velg biblioteket ditt',
      'Lån en film',
    ]);

    // Help: the same steps, folded above the message form.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: text('no', 'help'), exact: true })
      .click();
    const help = page.getByRole('dialog', { name: text('no', 'help_title') });
    await help.getByText(text('no', 'how_it_works'), { exact: true }).click();
    await expect(help.getByRole('heading', { level: 3 })).toHaveText([
      'Velg biblioteket ditt',
      'Lån en film',
    ]);
    await expectNoAxeViolations(page, 'help with the get-started steps', { contrast: true });
    await page.keyboard.press('Escape');

    // The new front-page section in every language, at phone and desktop width.
    for (const lang of languages) {
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await page.goto(`/${lang}/`);
      await onlyNecessaryCookies(page, lang);
      const section = page.getByRole('region', { name: text(lang, 'how_it_works') });
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await section.scrollIntoViewIfNeeded();
        await expect(section.getByRole('listitem').first()).toBeVisible();
        await expectNoAxeViolations(page, `front page with how it works ${lang} ${width}`);
      }
    }
    await page.goto('/no/');
    await page.setViewportSize({ width: 390, height: 900 });
    await reviewScreenshot(page, { path: 'front-page-how-it-works-390.png', fullPage: true });

    await setBanner(page, 'en', 'no', 'off', {});
    await page.goto('/no/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Vedlikehold i natt mellom 02 og 04')).toHaveCount(0);
  } finally {
    await setBanner(page, 'en', 'no', 'off', {});
    await setGetStartedSteps(page, 'en', 'no', before);
  }
});
