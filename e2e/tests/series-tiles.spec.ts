import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../axe';
import { libraryTitleId } from '../library-titles';
import { operatorAdminApi } from '../operator-login';

/*
 * Series as one tile and the "Leaving soon" badge and row (issue 28, docs/decisions/058), against the demo seed:
 * the series Nordens ljus / Pohjoisen valo (2 seasons of 4) in Stockholms stadsbibliotek (1). A demo film of
 * library 1 is set to leave in ten days through the operator API, and put back afterwards.
 */

// Four languages at two widths each under axe: minutes on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

const LIBRARY = 1;
const languages = ['sv', 'no', 'fi', 'en'] as const;
const seriesNames = { sv: 'Nordens ljus', no: 'Nordens lys', fi: 'Pohjoisen valo', en: 'Light of the North' };
const counts = {
  sv: '8 avsnitt · 2 säsonger',
  no: '8 episoder · 2 sesonger',
  fi: '8 jaksoa · 2 kautta',
  en: '8 episodes · 2 seasons',
};

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** The cards of the page's last list, by their links. */
const cardLinks = (page: Page) => page.getByRole('main').locator('ul').last().getByRole('link');

test('sv: the series is one tile with its episodes and seasons; it opens the series page, and an episode its title page', async ({
  page,
}) => {
  await page.goto(`/sv/library/${LIBRARY}/search?q=nordens+ljus`);
  await expect(page.getByRole('status').filter({ hasText: /\b1 titel$/ })).toBeVisible();
  const tile = page.getByRole('link', { name: 'Nordens ljus', exact: true });
  await expect(tile).toHaveCount(1);
  await expect(page.getByRole('main').getByText(counts.sv)).toBeVisible();
  await tile.click();

  await expect(page).toHaveURL(/\/sv\/library\/1\/series\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nordens ljus' })).toBeVisible();
  await expect(page).toHaveTitle(/^Nordens ljus – /);
  const episodes = page.getByRole('region', { name: /^Avsnitt/ });
  await expect(episodes.getByTestId('series-counts')).toHaveText(`· ${counts.sv}`);
  await expect(episodes.getByRole('heading', { name: 'Säsong 1' })).toBeVisible();
  await expect(episodes.getByRole('heading', { name: 'Säsong 2' })).toBeVisible();
  await expect(episodes.getByRole('link')).toHaveCount(8);
  await episodes.getByRole('link', { name: /Blodsband/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blodsband', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sv\/library\/1\/title\/\d+$/);

  // The episode's year opens All titles of that year: the series is one tile there, with no episode's own.
  await page
    .getByRole('main')
    .getByRole('link', { name: /^(19|20)\d\d$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sv\/library\/1\/all\?years=\d{4}$/);
  await expect(cardLinks(page).first()).toBeVisible();
  await expect(cardLinks(page).filter({ hasText: /^Nordens ljus$/ })).toHaveCount(1);
  await expect(cardLinks(page).filter({ hasText: /\[S\dE\d\]/ })).toHaveCount(0);
});

test('the series page passes axe at 390 and 1280 px in sv, no, fi and en, named in each language', async ({
  page,
}) => {
  await page.goto(`/sv/library/${LIBRARY}/search?q=nordens+ljus`);
  await page.getByRole('link', { name: 'Nordens ljus', exact: true }).click();
  await expect(page).toHaveURL(/\/series\/\d+$/);
  const seriesId = /\/series\/(\d+)$/.exec(page.url())![1];
  for (const lang of languages) {
    await page.goto(`/${lang}/library/${LIBRARY}/series/${seriesId}`);
    await expect(page.getByRole('heading', { level: 1, name: seriesNames[lang] })).toBeVisible();
    await expect(page.getByTestId('series-counts')).toHaveText(`· ${counts[lang]}`);
    await expectNoAxeViolationsAtWidths(page, `series-page-${lang}`);
  }
});

test('a film leaving in ten days has its badge on its tile, in the Leaving soon row and on its page; axe in sv and en', async ({
  page,
}) => {
  const titleId = await libraryTitleId(page, LIBRARY, 15);
  const { client, session } = await operatorAdminApi();
  const listed = await client.get('/api/operator/title/get_licences', {
    params: { ...session, title_id: titleId },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const window = (
    (await listed.json()).licences as { country_iso: string; starts_on: string; price_cents: number }[]
  ).find((licence) => licence.country_iso === 'se')!;
  const save = async (endsOn: string) => {
    const saved = await client.post('/api/operator/title/save_licence', {
      form: {
        ...session,
        title_id: titleId,
        country_iso: 'se',
        starts_on: window.starts_on,
        ends_on: endsOn,
        price_cents: window.price_cents,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  const stockholmToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(
    new Date(),
  );
  const lastDay = new Date(Date.parse(`${stockholmToday}T00:00:00Z`) + 10 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await save(lastDay);
  try {
    const rowNames = {
      sv: 'Försvinner snart',
      en: 'Leaving soon',
    };
    // Library 1 is Swedish: its pages exist in the Swedish site's languages (spec, path rules), sv and en.
    for (const lang of ['sv', 'en'] as const) {
      // The catalogue follows the change within its refresh: reload until the row is there.
      await expect
        .poll(
          async () => {
            await page.goto(`/${lang}/library/${LIBRARY}/selected`);
            // The rows' titles are there (not their placeholders): the leaving row comes with them.
            await expect(page.getByRole('main').locator('a[href*="/title/"]').first()).toBeVisible({
              timeout: 30_000,
            });
            return page.getByRole('region', { name: rowNames[lang] }).count();
          },
          { timeout: 90_000 },
        )
        .toBe(1);
      const row = page.getByRole('region', { name: rowNames[lang] });
      const card = row.locator('li').filter({ has: page.locator(`a[href$="/title/${titleId}"]`) });
      await expect(card.getByTestId('leaving-soon-badge')).toHaveText(rowNames[lang]);
      await expectNoAxeViolationsAtWidths(page, `leaving-soon-row-${lang}`);
    }
    await page.goto(`/sv/library/${LIBRARY}/title/${titleId}`);
    await expect(page.getByTestId('leaving-soon')).toContainText('Försvinner snart');
  } finally {
    await save('');
  }
});
