import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { acceptNecessaryCookies, siteOrigin } from '../sites';
import { text, type Lang } from '../ui-text';
import { openLibrarianPortal } from '../librarian-login';

/*
 * Catalogue records and usage that library systems fetch (issue 29): the MARC delta after a title leaves the
 * library's catalogue, and COUNTER 5.1 IR_M1 for last month over SUSHI and as CSV. Norrköping (library 9) and its
 * librarian, which no other journey changes; the demo seed lends at every library every month.
 */

const LIBRARY_ID = 9;
const librarian = { username: `librarian-${LIBRARY_ID}`, password: 'librarian-password-1' };

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptNecessaryCookies(context, baseURL!);
});

const logIn = (page: Page, site: string, lang: Lang) => openLibrarianPortal(page, site, lang, librarian);

/** The downloaded file's text. */
async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; body: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), body: readFileSync((await download.path())!, 'utf8') };
}

/** MARCXML records as [leader position 05, 001]. */
const records = (xml: string): [string, string][] =>
  [...xml.matchAll(/<record\b[\s\S]*?<\/record>/g)].map(([record]) => [
    /<leader>(.{24})<\/leader>/.exec(record)![1]![5]!,
    /<controlfield tag="001">([^<]*)<\/controlfield>/.exec(record)![1]!,
  ]);

/** Today in Stockholm, as a date field takes it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());

test('sv: a title taken out of the catalogue is a deleted record in the MARC delta since today', async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL!, 'sv');
  await page.goto('/sv/lib/catalogue');
  const marcxml = page.getByRole('button', { name: 'MARCXML', exact: true });

  // The whole catalogue: every record new.
  const full = await downloaded(page, () => marcxml.click());
  const all = records(full.body);
  expect(all.length).toBeGreaterThan(10);
  expect(new Set(all.map(([status]) => status))).toEqual(new Set(['n']));

  // A film (not an episode) taken out of the library's catalogue.
  const film = page.getByRole('switch', { name: /^I katalogen: (?!.*S\d+E\d+)/ }).first();
  await expect(film).toBeChecked();
  await film.click();
  await expect(film).not.toBeChecked();

  // Changes since today: the film's record is deleted (leader 05 d); the rest came into the catalogue today.
  await page.getByLabel(text('sv', 'marc_since')).fill(today());
  const delta = await downloaded(page, () => marcxml.click());
  expect(delta.name).toContain(`since-${today()}`);
  const changed = records(delta.body);
  const deleted = changed.filter(([status]) => status === 'd');
  expect(deleted).toHaveLength(1);
  expect(all.map(([, id]) => id)).toContain(deleted[0]![1]);
  expect(changed.filter(([status]) => status === 'n')).toHaveLength(all.length - 1);

  // Back in the catalogue, for the journeys after this one.
  await film.click();
  await expect(film).toBeChecked();
});

test("sv: last month's IR_M1 over SUSHI with the portal's credentials, and as COUNTER CSV", async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL!, 'sv');
  await page.getByRole('button', { name: text('sv', 'sushi_create_key') }).click();
  const value = (key: string) => page.getByLabel(text('sv', key), { exact: true }).inputValue();
  await expect(page.getByLabel(text('sv', 'sushi_api_key'), { exact: true })).not.toHaveValue('');
  const [customer, requestor, key] = await Promise.all(
    ['sushi_customer_id', 'sushi_requestor_id', 'sushi_api_key'].map(value),
  );

  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const query = new URLSearchParams({
    customer_id: customer!,
    requestor_id: requestor!,
    api_key: key!,
    begin_date: last,
    end_date: last,
  });
  const res = await page.request.get(`/api/sushi/r51/reports/ir_m1?${query}`);
  expect(res.status()).toBe(200);
  const report = (await res.json()) as {
    Report_Header: { Report_ID: string; Release: string };
    Report_Items: { Attribute_Performance?: unknown[] }[];
  };
  expect(report.Report_Header).toMatchObject({ Report_ID: 'IR_M1', Release: '5.1' });
  expect(report.Report_Items.length).toBeGreaterThan(0);
  const json = JSON.stringify(report.Report_Items);
  expect(json).toContain('Total_Item_Requests');
  expect(json).toContain('Unique_Item_Requests');

  // A wrong key is refused with a SUSHI exception, not an empty report.
  query.set('api_key', 'not-the-key');
  expect((await page.request.get(`/api/sushi/r51/reports/ir_m1?${query}`)).status()).toBe(401);

  // The same month as COUNTER's tabular CSV from the portal.
  await page.getByLabel(text('sv', 'counter_begin_month')).fill(last);
  await page.getByLabel(text('sv', 'counter_end_month')).fill(last);
  const csv = await downloaded(page, () =>
    page.getByRole('button', { name: text('sv', 'counter_download') }).click(),
  );
  expect(csv.body).toContain('IR_M1');
  expect(csv.body).toMatch(/Total_Item_Requests/);
});

for (const lang of ['sv', 'no', 'fi', 'en'] as const) {
  test(`${lang}: axe finds nothing on the titles, budget and statistics screens with the feed, reports and SUSHI, at 390 and 1280 px`, async ({
    page,
    baseURL,
  }) => {
    const site = siteOrigin(baseURL!, lang);
    await logIn(page, site, lang);
    for (const [path, heading] of [
      ['catalogue', 'marc_feed_heading'],
      ['settings', null],
      ['', 'sushi_credentials'],
    ] as const) {
      await page.goto(`${site}/${lang}/lib/${path}`);
      if (heading) await expect(page.getByRole('heading', { name: text(lang, heading) })).toBeVisible();
      await expect(page.getByText(/^(Laddar|Laster|Ladataan|Loading)/)).toHaveCount(0);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `${lang} librarian ${path || 'statistics'} ${width}`);
      }
    }
  });
}
