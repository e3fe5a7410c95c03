import { expect, test, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths } from '../axe';
import { text, type Lang } from '../ui-text';
import { reviewScreenshot } from '../review-screenshots';

/*
 * Captions your way (issue 28): a patron borrows a demo title (Stockholms stadsbibliotek, card 11111111 / 1234),
 * plays it with subtitles and changes how they look and the speed in the player's settings; the cue the browser
 * draws follows. ? shows the shortcuts. A logged-in patron's settings follow them to another browser.
 */

/** How long the first run may take to generate the demo clips. */
const CLIPS_TIMEOUT_MS = 90_000;
const LANGS: Lang[] = ['sv', 'no', 'fi', 'en'];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

const video = (page: Page) => page.getByTestId('video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** A library of each language's country, with the demo card 11111111 / 1234. */
const libraries: Record<Lang, number> = { sv: 1, en: 1, no: 21, fi: 101 };

/** Opens the demo title with the smallest id on All titles (its clip has all four subtitles). */
async function openDemoTitle(page: Page, lang: Lang) {
  await page.goto(`/${lang}/library/${libraries[lang]}/all`);
  const links = page.locator('main a[href*="/title/"]');
  // The first page of a run waits for the catalogue to load.
  await expect(links.first()).toBeVisible({ timeout: 30_000 });
  const ids = (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))).map((href) =>
    Number(/\/title\/(\d+)$/.exec(href)?.[1] ?? Infinity),
  );
  await links.nth(ids.indexOf(Math.min(...ids))).click();
  await expect(page).toHaveURL(/\/library\/\d+\/title\/\d+$/);
}

/** Borrows with the demo card (or watches on a running loan) and opens the player; answers the player. */
async function borrowAndPlay(page: Page, lang: Lang): Promise<Locator> {
  const box = page.getByTestId('loan-box');
  const watch = box.getByRole('button', {
    name: new RegExp(`^(${text(lang, 'watch')}|${text(lang, 'continue_watching')})$`),
  });
  const cardNumber = box.getByLabel(text(lang, 'card_number'));
  // A running loan of the session is offered at once; otherwise the loan form.
  await expect(watch.or(cardNumber)).toBeVisible();
  if (!(await watch.isVisible())) {
    await cardNumber.fill('11111111');
    await box.getByLabel(text(lang, 'pin_code')).fill('1234');
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/customer/customer/loan') && r.request().method() === 'POST',
      ),
      box.getByRole('button', { name: text(lang, 'borrow'), exact: true }).click(),
    ]);
    const body = (await response.json()) as { loan?: { stream: { playlist_url: string } } };
    // The first run generates the demo clips in the background: wait until the stream is there.
    await expect
      .poll(async () => (await page.request.get(body.loan!.stream.playlist_url)).status(), {
        timeout: CLIPS_TIMEOUT_MS,
        intervals: [1000],
      })
      .toBe(200);
  }
  await watch.click();
  const player = page.getByRole('region', {
    name: new RegExp(`^${text(lang, 'player_region', { title: '' })}`),
  });
  await expect(player).toBeVisible();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  return player;
}

/** The label of the showing text track and how many of its cues are on screen. */
const showingTrack = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => {
    const track = Array.from(element.textTracks).find((t) => t.mode === 'showing');
    return track ? `${track.label}:${track.activeCues?.length ?? 0}` : 'none';
  });

/**
 * The computed style of the cue the browser draws. It lives in the video's user-agent shadow tree, which page
 * scripts cannot reach, so it is read as the browser's own inspector reads it (the DevTools protocol's
 * getComputedStyleForNode, the computed style of getComputedStyle).
 */
async function renderedCueStyle(cdp: CDPSession): Promise<Record<string, string>> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: CdpNode;
  };
  const cue = findNode(root, (node) => node.pseudoType === 'cue' || attribute(node, 'pseudo') === 'cue');
  if (!cue) return {};
  const { computedStyle } = (await cdp.send('CSS.getComputedStyleForNode', { nodeId: cue.nodeId })) as {
    computedStyle: { name: string; value: string }[];
  };
  const wanted = ['color', 'background-color', 'font-family', 'font-size'];
  return Object.fromEntries(
    computedStyle.filter((p) => wanted.includes(p.name)).map((p) => [p.name, p.value]),
  );
}

interface CdpNode {
  nodeId: number;
  nodeName: string;
  pseudoType?: string;
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
  pseudoElements?: CdpNode[];
}
const attribute = (node: CdpNode, name: string) => {
  const index = node.attributes?.indexOf(name) ?? -1;
  return index >= 0 && index % 2 === 0 ? node.attributes![index + 1] : undefined;
};
function findNode(node: CdpNode, match: (node: CdpNode) => boolean): CdpNode | undefined {
  if (match(node)) return node;
  for (const child of [
    ...(node.shadowRoots ?? []),
    ...(node.children ?? []),
    ...(node.pseudoElements ?? []),
  ]) {
    const found = findNode(child, match);
    if (found) return found;
  }
  return undefined;
}

async function openSettings(player: Locator, lang: Lang): Promise<Locator> {
  await player.getByRole('button', { name: text(lang, 'player_settings') }).click();
  const panel = player.getByRole('dialog', { name: text(lang, 'player_settings') });
  await expect(panel).toBeVisible();
  return panel;
}

test('sv: caption size, colours, font and speed change the rendered cue and the video; ? shows the shortcuts', async ({
  page,
}) => {
  test.setTimeout(CLIPS_TIMEOUT_MS + 90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDemoTitle(page, 'sv');
  const player = await borrowAndPlay(page, 'sv');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');

  await player.getByRole('button', { name: /^Undertexter/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect.poll(() => showingTrack(page), { timeout: 10_000 }).toMatch(/^English:[1-9]/);
  // Pause on a cue, so the same cue stays on screen while its look changes.
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
  await expect.poll(() => renderedCueStyle(cdp)).toMatchObject({ color: 'rgb(255, 255, 255)' });
  const before = await renderedCueStyle(cdp);
  expect(before['background-color']).toBe('rgba(0, 0, 0, 0.75)');

  const panel = await openSettings(player, 'sv');
  await panel.getByLabel('Textstorlek').selectOption({ label: 'Störst' });
  await panel.getByLabel('Textfärg').selectOption({ label: 'Gul' });
  await panel.getByLabel('Bakgrundsfärg').selectOption({ label: 'Blå' });
  await panel.getByLabel('Bakgrundens täckning').selectOption('50');
  await panel.getByLabel('Typsnitt').selectOption({ label: 'OpenDyslexic (vid dyslexi)' });

  await expect
    .poll(() => renderedCueStyle(cdp))
    .toMatchObject({
      color: 'rgb(255, 255, 0)',
      'background-color': 'rgba(0, 0, 255, 0.5)',
      'font-family': expect.stringMatching(/^"?OpenDyslexic"?,/),
    });
  const after = await renderedCueStyle(cdp);
  expect(parseFloat(after['font-size']!)).toBeCloseTo(parseFloat(before['font-size']!) * 2, 0);
  // The preview in the panel shows the same, and the shipped font was loaded from our own origin.
  const preview = panel.getByTestId('caption-preview');
  await expect(preview).toHaveCSS('color', 'rgb(255, 255, 0)');
  await expect(preview).toHaveCSS('background-color', 'rgba(0, 0, 255, 0.5)');
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px OpenDyslexic'))).toBe(true);

  // Speed: the video plays at the chosen rate.
  await panel.getByLabel('Hastighet').selectOption({ label: '1,5×' });
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
  await reviewScreenshot(page, { path: 'captions-your-way-sv-1280.png' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const settingsButton = player.getByRole('button', { name: 'Inställningar för undertexter och hastighet' });
  await expect(settingsButton).toBeFocused();

  // > speeds up from the keyboard.
  await page.keyboard.press('>');
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.75);

  // ? opens the shortcut help; Escape closes it, the player stays and the focus is back where it was.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Kortkommandon' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /Mellanslag eller K\s*Spela upp eller pausa/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(player).toBeVisible();
  await expect(settingsButton).toBeFocused();

  // The next title (a reload here) starts with the same look, speed and the English subtitles chosen last.
  await page.reload();
  const again = await borrowAndPlay(page, 'sv');
  await expect(again.getByRole('button', { name: 'Undertexter: English' })).toBeVisible({ timeout: 10_000 });
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.75);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('filmhyllan.player_settings') ?? '{}'),
  );
  expect(stored).toMatchObject({ caption_color: 'yellow', subtitle_language: 'en', playback_rate: 1.75 });
});

for (const lang of LANGS) {
  test(`${lang}: the settings panel passes axe at 390 and 1280 px`, async ({ page }) => {
    test.setTimeout(CLIPS_TIMEOUT_MS + 60_000);
    await openDemoTitle(page, lang);
    const player = await borrowAndPlay(page, lang);
    await video(page).evaluate((element: HTMLVideoElement) => element.pause());
    const panel = await openSettings(player, lang);
    await expectNoAxeViolationsAtWidths(page, `player-settings-${lang}`);
    // At a phone's width every control of the panel is on screen.
    await page.setViewportSize({ width: 390, height: 800 });
    for (const select of await panel.getByRole('combobox').all()) await expect(select).toBeInViewport();
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: text(lang, 'player_shortcuts') });
    await expect(help).toBeVisible();
    await expectNoAxeViolationsAtWidths(page, `player-shortcuts-${lang}`);
  });
}

/** Registers an account through the API with the page's session; answers its username and password. */
async function registerAccount(page: Page): Promise<{ username: string; password: string }> {
  const cookies = await page.context().cookies();
  const cookie = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  const username = `captions${Date.now().toString(36)}`;
  const password = 'captions-password-1';
  const res = await page.request.post('/api/user/user/register', {
    form: {
      portal_sessionid: cookie('customer_portal_sessionid'),
      portal_csrftoken: cookie('customer_portal_csrftoken'),
      username,
      email: `${username}@example.org`,
      password,
      country_iso: 'se',
      // A subscriber: the newsletter prompt, which opens 5 s after a login for anyone else, stays away.
      subscribe_newsletter: '1',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { username, password };
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Logga in', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('Användarnamn').fill(username);
  await dialog.getByLabel('Lösenord', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Inloggad som ${username}` })).toBeVisible();
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL }]);
  return context.newPage();
}

test("sv: a logged-in patron's settings follow them to another browser", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(CLIPS_TIMEOUT_MS + 90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDemoTitle(page, 'sv');
  const account = await registerAccount(page);
  await logIn(page, account.username, account.password);
  const player = await borrowAndPlay(page, 'sv');
  const panel = await openSettings(player, 'sv');
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/user/user/save_player_settings')),
    panel.getByLabel('Textfärg').selectOption({ label: 'Turkos' }),
  ]);
  expect(saved.status()).toBe(200);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/user/user/save_player_settings')),
    panel.getByLabel('Hastighet').selectOption({ label: '1,25×' }),
  ]);

  // Another browser: nothing on the device, the account's settings once logged in.
  const other = await newPage(browser, baseURL!);
  await openDemoTitle(other, 'sv');
  await logIn(other, account.username, account.password);
  const otherPlayer = await borrowAndPlay(other, 'sv');
  await expect
    .poll(() => video(other).evaluate((element: HTMLVideoElement) => element.playbackRate))
    .toBe(1.25);
  const otherPanel = await openSettings(otherPlayer, 'sv');
  await expect(otherPanel.getByLabel('Textfärg')).toHaveValue('cyan');
  await expect(otherPanel.getByTestId('caption-preview')).toHaveCSS('color', 'rgb(0, 255, 255)');
  await other.context().close();
});
