import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { brandingSection, setBranding } from '../console/branding';
import { createLibrary, openLibrary } from '../console/libraries';
import { openConsoleAs } from '../operator-login';
import { text } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';

/*
 * A library's logo and branding (decision 043) against the real server: an admin uploads a PNG logo and then an
 * SVG carrying a script (served as a PNG drawn from it, with no script left), sets a display name and a typeface,
 * and the library's own customer pages show the logo and the name and use the typeface. The console's section
 * and the customer page without axe violations in sv, no, fi and en on a phone and a desktop.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
const widths = [390, 1280] as const;
/** Named per run, so the journey repeats against a running server. */
const run = Date.now().toString(36);
const NAME = `Brandby bibliotek ${run}`;
const DISPLAY_NAME = `Brandbyn kirjasto ${run}`;

/** 64 × 32 px, one colour. */
const png = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAYAAACinX6EAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbElEQVRogeXOMQEAIAzAsCqZEmTjj8nIwZE/3TnvZ+mAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAthWuaPFZ48FzAAAAAElFTkSuQmCC',
    'base64',
  ),
};
const svg = {
  name: 'logo.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">' +
      '<script>window.brandingScriptRan = true; alert("xss")</script>' +
      '<rect width="160" height="64" rx="12" fill="#1d4e89"/><circle cx="32" cy="32" r="18" fill="#f2c14e"/>' +
      '<rect x="62" y="22" width="80" height="20" rx="4" fill="#ffffff"/></svg>',
  ),
};

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** axe on what the page shows, at both widths (with E2E_SCREENSHOTS=1, a screenshot of each). */
async function checkScreen(page: Page, where: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${where} at ${width} px`);
    await reviewScreenshot(page, { path: `console-branding-${where}-${width}.png`, fullPage: true });
  }
}

/** The served logo: a PNG of ours, whatever was uploaded, with no script in it. */
async function expectServedPng(page: Page, logoUrl: string) {
  const served = await page.request.get(logoUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  const body = await served.body();
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.toString('latin1')).not.toMatch(/script|alert/i);
}

test('an admin uploads a logo and sets a display name and typeface; the library’s pages show and use them', async ({
  page,
  context,
}) => {
  test.setTimeout(480_000);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await openConsoleAs(page, 'en');
  const libraryId = await createLibrary(page, 'en', { name: NAME, country: 'fi' });

  // A PNG, then an SVG with a script: each served as a new PNG, the script gone.
  const fromPng = await setBranding(page, 'en', libraryId, { logoFile: png });
  expect(fromPng).toMatch(new RegExp(`^/api/library-logos/${libraryId}/[0-9a-f]{64}\\.png$`));
  await expectServedPng(page, fromPng!);
  const fromSvg = await setBranding(page, 'en', libraryId, {
    logoFile: svg,
    displayName: DISPLAY_NAME,
    fontFamily: 'georgia',
  });
  expect(fromSvg).not.toBe(fromPng);
  await expectServedPng(page, fromSvg!);
  expect(await page.evaluate(() => 'brandingScriptRan' in window)).toBe(false);

  // The section shows what is saved, after a reload, in every language.
  for (const lang of langs) {
    await openLibrary(page, lang, libraryId);
    const section = brandingSection(page, lang);
    const logo = section.getByRole('img', { name: text(lang, 'operator_logo_current') });
    await expect(logo).toHaveAttribute('src', fromSvg!);
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(section.getByLabel(text(lang, 'operator_display_name'), { exact: true })).toHaveValue(
      DISPLAY_NAME,
    );
    await expect(section.getByLabel(text(lang, 'operator_font_family'), { exact: true })).toHaveValue(
      'georgia',
    );
    await expect(section.getByTestId('font-sample')).toContainText(DISPLAY_NAME);
    await section.scrollIntoViewIfNeeded();
    await checkScreen(page, `section-${lang}`);
  }

  // The library's own page: the logo and the display name above the heading, its content in Georgia.
  const patron = await context.newPage();
  patron.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  for (const lang of langs) {
    await patron.goto(`/${lang}/library/${libraryId}/all`);
    const heading = patron.getByRole('heading', { level: 1, name: text(lang, 'all_titles') });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const main = patron.getByRole('main');
    await expect(main.getByText(DISPLAY_NAME, { exact: true })).toBeVisible({ timeout: 15_000 });
    const logo = main.locator(`img[src="${fromSvg}"]`);
    await expect(logo).toBeVisible();
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const branded = patron.locator('[data-library-font="georgia"]');
    await expect(branded).toHaveCount(1);
    expect(await branded.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Georgia,/);
    await checkScreen(patron, `customer-${lang}`);
  }
  expect(await patron.evaluate(() => 'brandingScriptRan' in window)).toBe(false);
});
