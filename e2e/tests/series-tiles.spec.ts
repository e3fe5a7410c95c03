import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../axe';
import { operatorAdminApi } from '../operator-login';
import { acceptNecessaryCookies, siteOrigin } from '../sites';
import { text, type Lang } from '../ui-text';

/*
 * Series as one tile and the "Leaving soon" badge and row (issue 28, docs/decisions/058), against the demo seed:
 * the series Nordens ljus / Pohjoisen valo (2 seasons of 4) in Stockholms stadsbibliotek (1). A demo film of
 * library 1 (Swedish and English pages), of Oslo (21, Norwegian) and of Helsinki (101, Finnish) is set to leave in
 * ten days through the operator API, and put back afterwards.
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
  await acceptNecessaryCookies(context, baseURL!);
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

/** Where each language's pages are: library 1 is Swedish (sv, en); Norwegian and Finnish pages have their own. */
const leavingSites = {
  sv: { library: LIBRARY, country: 'se', timeZone: 'Europe/Stockholm' },
  en: { library: LIBRARY, country: 'se', timeZone: 'Europe/Stockholm' },
  no: { library: 21, country: 'no', timeZone: 'Europe/Oslo' },
  fi: { library: 101, country: 'fi', timeZone: 'Europe/Helsinki' },
} as const;

/** A film of the library (the `index`th card of its All titles that opens a title page) on the language's site. */
async function filmOf(page: Page, site: string, lang: Lang, library: number, index: number) {
  await page.goto(`${site}/${lang}/library/${library}/all`);
  const links = page.getByRole('main').locator(`a[href*="/library/${library}/title/"]`);
  await expect(links.nth(index)).toBeVisible({ timeout: 30_000 });
  return Number(/\/title\/(\d+)/.exec((await links.nth(index).getAttribute('href'))!)![1]);
}

test('a film leaving in ten days has its badge on its tile, in the Leaving soon row and on its page; axe in sv, no, fi and en', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const { client, session } = await operatorAdminApi();
  /** Sets the last day of a title's window in a country (empty: open-ended), keeping the rest of it. */
  const setLastDay = async (titleId: number, country: string, endsOn: string) => {
    const listed = await client.get('/api/operator/title/get_licences', {
      params: { ...session, title_id: titleId },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const window = (
      (await listed.json()).licences as { country_iso: string; starts_on: string; price_cents: number }[]
    ).find((licence) => licence.country_iso === country)!;
    const saved = await client.post('/api/operator/title/save_licence', {
      form: {
        ...session,
        title_id: titleId,
        country_iso: country,
        starts_on: window.starts_on,
        ends_on: endsOn,
        price_cents: window.price_cents,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  const inTenDays = (timeZone: string) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    return new Date(Date.parse(`${today}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
  };

  for (const lang of languages) {
    const { library, country, timeZone } = leavingSites[lang];
    const site = siteOrigin(baseURL!, lang);
    const titleId = await filmOf(page, site, lang, library, 15);
    await setLastDay(titleId, country, inTenDays(timeZone));
    try {
      const rowName = text(lang, 'leaving_soon_row');
      // The catalogue follows the change within its refresh: reload until the row is there.
      await expect
        .poll(
          async () => {
            await page.goto(`${site}/${lang}/library/${library}/selected`);
            // The rows' titles are there (not their placeholders): the leaving row comes with them.
            await expect(page.getByRole('main').locator('a[href*="/title/"]').first()).toBeVisible({
              timeout: 30_000,
            });
            return page.getByRole('region', { name: rowName }).count();
          },
          { timeout: 90_000 },
        )
        .toBe(1);
      const row = page.getByRole('region', { name: rowName });
      const card = row.locator('li').filter({ has: page.locator(`a[href$="/title/${titleId}"]`) });
      await expect(card.getByTestId('leaving-soon-badge')).toHaveText(text(lang, 'leaving_soon'));
      await expectNoAxeViolationsAtWidths(page, `leaving-soon-row-${lang}`);
      await page.goto(`${site}/${lang}/library/${library}/title/${titleId}`);
      await expect(page.getByTestId('leaving-soon')).toContainText(text(lang, 'leaving_soon'));
    } finally {
      await setLastDay(titleId, country, '');
    }
  }
});
