import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../axe';
import { text, type Lang } from '../ui-text';

/*
 * The customer header's nav row on a phone (390 px), in the languages with the longest labels (sv "Kommande
 * titlar", fi "Tulevat nimikkeet"): the row is cut, a fade and a More arrow say so; the arrow brings the cut
 * links into view one after the other and goes when nothing more is cut, leaving the arrow back; the current
 * page's link is in view after a navigation and on a page opened directly. At 1280 px everything fits: no arrow.
 */

/** Each language on its country's site (fi.localhost is the Finnish site) with one of its libraries. */
const sites = {
  sv: { host: 'sv.localhost', library: 1 },
  fi: { host: 'fi.localhost', library: 101 },
} as const;

const siteOrigin = (baseURL: string, lang: keyof typeof sites) => {
  const url = new URL(baseURL);
  url.hostname = sites[lang].host;
  return url.origin;
};

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(
    (['sv', 'fi'] as const).map((lang) => ({
      name: 'filmhyllan_consent',
      value: 'v1.necessary.0',
      url: siteOrigin(baseURL!, lang),
    })),
  );
});

const navOf = (page: Page, lang: Lang) => page.getByRole('navigation', { name: text(lang, 'menu') });

/** Whether the link lies wholly inside the row's visible part. */
async function inView(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const row = element.closest('ul')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.left >= row.left - 1 && box.right <= row.right + 1;
  });
}

for (const lang of ['sv', 'fi'] as const) {
  test(`${lang}: at 390 px the nav row shows that it scrolls and keeps the current item in view`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = siteOrigin(baseURL!, lang);
    const LIBRARY = sites[lang].library;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${origin}/${lang}/library/${LIBRARY}/selected`);
    const nav = navOf(page, lang);
    const upcoming = nav.getByRole('link', { name: text(lang, 'upcoming_titles') });
    const all = nav.getByRole('link', { name: text(lang, 'all_titles') });
    const more = nav.getByRole('button', { name: text(lang, 'nav_scroll_more') });
    const back = nav.getByRole('button', { name: text(lang, 'nav_scroll_back') });
    // The library's links come with the library list.
    await expect(all).toBeVisible();
    await expect(upcoming).toBeAttached();
    expect(await inView(upcoming), 'the last item is cut at 390 px').toBe(false);
    await expect(more).toBeVisible();
    await expect(back).toHaveCount(0);
    await expectNoAxeViolationsAtWidths(page, `phone-nav-${lang}`);
    await page.setViewportSize({ width: 390, height: 800 });

    // The arrow moves the focus to the next cut link, until nothing is cut: then it is gone. Pressed until the last
    // link has the focus (asking whether the arrow is still there could find it in the last frames of the row's
    // scroll, and the click then waited for an arrow that had gone).
    const focused = (link: Locator) => link.evaluate((element) => element === document.activeElement);
    for (let presses = 0; !(await focused(upcoming)); presses++) {
      expect(presses, 'More presses to reach the end').toBeLessThan(4);
      await more.click();
    }
    await expect(upcoming).toBeFocused();
    await expect.poll(() => inView(upcoming)).toBe(true);
    await expect(more).toHaveCount(0);
    await expect(back).toBeVisible();

    // A direct load of All titles and a navigation to Upcoming titles: the current link is in view.
    await page.goto(`${origin}/${lang}/library/${LIBRARY}/all`);
    await expect(all).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => inView(all)).toBe(true);
    await page.goto(`${origin}/${lang}/library/${LIBRARY}/selected`);
    await upcoming.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/nyheter`));
    const current = navOf(page, lang).getByRole('link', { name: text(lang, 'upcoming_titles') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => inView(current)).toBe(true);

    // Wide enough for every item: no arrow.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/${lang}/library/${LIBRARY}/selected`);
    await expect(upcoming).toBeVisible();
    await expect(more).toHaveCount(0);
    await expect(back).toHaveCount(0);
  });
}
