import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { axeResults, expectNoAxeViolations } from '../axe';
import { reviewScreenshot, reviewScreenshots } from '../review-screenshots';

/** Decides the cookie banner the way most visitors do, so it does not cover what a test looks at. */
async function onlyNecessaryCookies(page: Page, label: RegExp) {
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('button', { name: label })).toBeHidden();
}

test('a visitor chooses a library on the front page and lands on its titles', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sv\/$/);
  await expect(page).toHaveTitle('Filmhyllan');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await onlyNecessaryCookies(page, /Endast nödvändiga/);

  const select = page.getByRole('combobox', { name: /Bibliotek/ });
  await expect(select).toBeVisible();
  await expect(select).not.toHaveAttribute('aria-disabled', 'true');
  await select.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('group', { name: 'Alla bibliotek' })).toBeVisible();

  // Swedish collation: Å, Ä and Ö come after Z, not among A and O.
  const labels = await listbox.getByRole('option').allTextContents();
  expect(labels.indexOf('Västerås stadsbibliotek')).toBeLessThan(labels.indexOf('Åre bibliotek'));
  expect(labels.indexOf('Åre bibliotek')).toBeLessThan(labels.indexOf('Ängelholms bibliotek'));
  expect(labels.indexOf('Ängelholms bibliotek')).toBeLessThan(labels.indexOf('Örebro stadsbibliotek'));

  await listbox.getByRole('option', { name: 'Stockholms stadsbibliotek', exact: true }).click();
  await expect(page).toHaveURL(/\/sv\/library\/1\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alla titlar' })).toBeVisible();
  // The header's switcher now shows the chosen library and the nav leads to its pages.
  await expect(page.getByRole('combobox', { name: /Stockholms stadsbibliotek/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Utvalda titlar' })).toHaveAttribute(
    'href',
    '/sv/library/1/selected',
  );
});

test('the library dropdown works with the keyboard alone', async ({ page }) => {
  // The type-ahead buffer expires on the page's clock, which the test moves instead of waiting.
  await page.clock.install();
  await page.goto('/sv/');
  await onlyNecessaryCookies(page, /Endast nödvändiga/);
  const select = page.getByRole('combobox', { name: /Bibliotek/ });
  await expect(select).not.toHaveAttribute('aria-disabled', 'true');
  const activeOption = async () => {
    const id = await select.getAttribute('aria-activedescendant');
    return id ? page.locator(`[id="${id}"]`).textContent() : null;
  };
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  // Type-ahead. Playwright types letters outside the US layout as text input without key events, so a Nordic
  // letter is sent as the keydown a Swedish keyboard makes.
  await page.keyboard.type('Upp');
  expect(await activeOption()).toBe('Uppsala stadsbibliotek');
  await page.keyboard.press('Escape');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  // Closing forgot what was typed: typing starts a new search (else "uppupp" would match nothing).
  await page.keyboard.type('Upp');
  expect(await activeOption()).toBe('Uppsala stadsbibliotek');
  // Past the type-ahead buffer's 600 ms, a letter starts a new search too (else "uppö" would match nothing).
  await page.clock.fastForward(700);

  await select.evaluate((el) => el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Ö', bubbles: true })));
  expect(await activeOption()).toBe('Örebro stadsbibliotek');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sv\/library\/\d+\/all$/);
  await expect(page.getByRole('combobox', { name: /Ängelholms bibliotek/ })).toBeVisible();
});

test('path rules: language prefix, trailing slash, unknown pages, librarian login', async ({ page }) => {
  await page.goto('/library/1/selected');
  await expect(page).toHaveURL(/\/sv\/library\/1\/selected$/);
  await page.goto('/sv');
  await expect(page).toHaveURL(/\/sv\/$/);
  await page.goto('/sv/profile');
  await expect(page).toHaveURL(/\/sv\/$/);
  await page.goto('/sv/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
  await page.goto('/sv/lib/catalogue');
  await expect(page).toHaveURL(/\/sv\/lib\/login\?next=%2Fsv%2Flib%2Fcatalogue$/);
  await expect(page).toHaveTitle('Logga in – Bibliotek | Filmhyllan');
  await expect(page.getByLabel('Användarnamn')).toBeVisible();
});

test('Finland: Finnish libraries, three languages, Finnish collation', async ({ page }) => {
  await page.goto('/fi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await onlyNecessaryCookies(page, /Vain välttämättömät/);
  await expect(page.getByRole('navigation', { name: 'Valitse kieli' }).getByRole('link')).toHaveCount(3);
  await page.getByRole('combobox', { name: /Kirjasto/ }).click();
  const labels = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(labels).not.toContain('Stockholms stadsbibliotek');
  expect(labels.length).toBeGreaterThan(5);
});

test('the front page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/sv/');
  await expect(page.getByRole('combobox', { name: /Bibliotek/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const withBanner = await axeResults(page);
  await onlyNecessaryCookies(page, /Endast nödvändiga/);
  await page.getByRole('combobox', { name: /Bibliotek/ }).click();
  const withListOpen = await axeResults(page);
  const serious = [...withBanner.violations, ...withListOpen.violations]
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
});

test('the axe check fails on a violation added to the page, naming its rule and element', async ({
  page,
}) => {
  await page.goto('/sv/');
  await expect(page.getByRole('combobox', { name: /Bibliotek/ })).toBeVisible();
  await expectNoAxeViolations(page, 'front page as served');
  // An image without a text alternative and a button without a name: what the journeys must catch.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const image = Object.assign(document.createElement('img'), {
      id: 'axe-probe-image',
      src: '/favicon.ico',
    });
    const button = Object.assign(document.createElement('button'), { id: 'axe-probe-button' });
    // Grey on grey: the contrast rule, which the Swedish checks run (CONTRAST_LANGUAGE in e2e/axe.ts).
    const faint = Object.assign(document.createElement('p'), { id: 'axe-probe-text', textContent: 'Grått' });
    faint.style.cssText = 'color: #777; background: #888';
    main.append(image, button, faint);
  });
  const failure = await expectNoAxeViolations(page, 'probe').then(
    () => null,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('probe: image-alt (#axe-probe-image)');
  expect(failure).toContain('probe: button-name (#axe-probe-button)');
  expect(failure).toContain('probe: color-contrast (#axe-probe-text)');
});

// Made only for review (E2E_SCREENSHOTS=1): the front page's consent, choice and list are checked above.
for (const { lang, width, height } of reviewScreenshots
  ? [
      { lang: 'sv', width: 390, height: 844 },
      { lang: 'sv', width: 1280, height: 800 },
      { lang: 'fi', width: 390, height: 844 },
      { lang: 'fi', width: 1280, height: 800 },
    ]
  : []) {
  test(`screenshots of the front page (with E2E_SCREENSHOTS=1), ${lang} at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/${lang}/`);
    const select = page.getByRole('combobox').first();
    await expect(select).not.toHaveAttribute('aria-disabled', 'true');
    await reviewScreenshot(page, { path: `front-${lang}-${width}-consent.png`, fullPage: true });
    await page
      .getByRole('button', { name: lang === 'sv' ? /Endast nödvändiga/ : /Vain välttämättömät/ })
      .click();
    await reviewScreenshot(page, { path: `front-${lang}-${width}.png`, fullPage: true });
    await select.click();
    await reviewScreenshot(page, { path: `front-${lang}-${width}-open.png` });
    // The library pages have their screenshots in catalogue.spec.ts.
  });
}

test('the phone menu switches the language (screenshots of it and the librarian login with E2E_SCREENSHOTS=1)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fi/library/101/all');
  await onlyNecessaryCookies(page, /Vain välttämättömät/);
  await page.getByRole('button', { name: 'Lisää vaihtoehtoja' }).click();
  await expect(page.getByRole('link', { name: 'Svenska' })).toBeVisible();
  await reviewScreenshot(page, { path: `menu-fi-390.png` });
  await page.getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/sv\/library\/101\/all$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1, name: 'Alla titlar' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sv/lib/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await reviewScreenshot(page, { path: `librarian-login-sv-1280.png`, fullPage: true });
});

/** The demo operator's TOTP secret, as the README prints it. */
const operatorTotp = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromBase32('FILMHYLLANDEMOOPERATORTOTPSECRET'),
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
});

/**
 * Logs the demo operator in through the API. A code is good once per 30 s step; when another login took this
 * step's code, the next step's is accepted (the server allows one step of skew).
 */
async function operatorSession(request: APIRequestContext) {
  for (const step of [0, 1]) {
    const started = await (
      await request.post('/api/init_portal_session', { form: { portal: 'operator' } })
    ).json();
    const response = await request.post('/api/operator/operator/login', {
      form: {
        username: 'operator',
        password: 'operator-password-1',
        totp_code: operatorTotp.generate({ timestamp: Date.now() + step * 30_000 }),
        portal_sessionid: started.sessionid,
        portal_csrftoken: started.csrftoken,
      },
    });
    if (response.ok()) {
      const login = await response.json();
      return {
        portal_sessionid: login.new_sessionid as string,
        portal_csrftoken: login.new_csrftoken as string,
      };
    }
  }
  throw new Error('the demo operator could not log in');
}

test('a warning banner an operator saves shows on the front page in its language', async ({
  page,
  request,
}) => {
  const session = await operatorSession(request);
  const saveBanner = (status: string) =>
    request.post('/api/operator/site/save_banner', {
      form: {
        ...session,
        country_iso: 'se',
        banner_status: status,
        banner_text_sv: 'Underhåll i natt mellan 02 och 04',
        banner_text_no: '',
        banner_text_fi: 'Huoltokatko tänä yönä',
        banner_text_en: 'Maintenance tonight',
        starts_at: '',
        ends_at: '',
      },
    });
  expect((await saveBanner('warning')).status()).toBe(200);
  try {
    await page.goto('/sv/');
    await onlyNecessaryCookies(page, /Endast nödvändiga/);
    const banner = page.getByRole('status').filter({ hasText: 'Underhåll i natt mellan 02 och 04' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page, 'front page with a warning banner');
    await page.goto('/en/');
    await expect(page.getByRole('status').filter({ hasText: 'Maintenance tonight' })).toBeVisible();
  } finally {
    expect((await saveBanner('off')).status()).toBe(200);
  }
  await page.goto('/sv/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Underhåll i natt mellan 02 och 04')).toHaveCount(0);
});
