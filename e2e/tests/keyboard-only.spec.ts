import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * The patron's whole journey with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): choose a library, search, open
 * a title, borrow, play, turn subtitles on, change the caption size and the speed, open the shortcut help, pause
 * and leave the player, using only Tab, Shift+Tab, Enter, Space, ?,
 * arrows, Escape and typed text. After every key the focus must be on a visible element, never lost to <body>,
 * and an element reached by the keyboard must show the focus ring. Swedish, with the demo card 11111111 / 1234.
 */

/** How long the first run may take to generate the demo clips. */
const CLIPS_TIMEOUT_MS = 90_000;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

interface FocusState {
  /** What has focus, for the failure message. */
  element: string;
  lost: boolean;
  visible: boolean;
  /** A focus ring is drawn: an outline or box-shadow on the element or its ::before/::after (a card's ring). */
  ring: boolean;
  /** In the tab order (tabindex >= 0); a screen may also move focus to a heading or region with tabindex -1. */
  tabbable: boolean;
}

const focusState = (page: Page): Promise<FocusState> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) {
      return { element: 'body', lost: true, visible: false, ring: false, tabbable: false };
    }
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const drawn = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
      (s.boxShadow && s.boxShadow !== 'none');
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`,
      lost: false,
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden',
      ring:
        el.matches(':focus-visible') &&
        Boolean(
          drawn(style) || drawn(getComputedStyle(el, '::after')) || drawn(getComputedStyle(el, '::before')),
        ),
      tabbable: el.tabIndex >= 0,
    };
  });

/** Focus is on a visible element, with its ring when the keyboard put it there. */
async function expectFocusVisible(page: Page, step: string) {
  const state = await focusState(page);
  expect(state.lost, `${step}: focus lost to <body>`).toBe(false);
  expect(state.visible, `${step}: focus on an invisible ${state.element}`).toBe(true);
  if (state.tabbable) expect(state.ring, `${step}: no focus ring on ${state.element}`).toBe(true);
}

/** Presses a key and checks the focus afterwards. */
async function press(page: Page, key: string, step: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page, `${step} (${key})`);
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Tabs (forward, or back with Shift+Tab) until `target` has focus, checking the focus at every stop. */
async function tabTo(page: Page, target: Locator, step: string, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 80) {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await press(page, key, step);
  }
  throw new Error(`${step}: ${max} presses of ${key} did not reach the target`);
}

const video = (page: Page) => page.getByTestId('video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test('sv: the whole journey with the keyboard alone, with the focus always visible and never lost', async ({
  page,
}) => {
  test.setTimeout(CLIPS_TIMEOUT_MS + 60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sv/');

  // Choose a library: the library list opens with an arrow, type-ahead finds the library, Enter chooses it.
  const select = page.getByRole('combobox', { name: /Bibliotek/ });
  await expect(select).not.toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, select, 'library list');
  await press(page, 'ArrowDown', 'open the library list');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type('Stockholms s');
  await press(page, 'Enter', 'choose Stockholms stadsbibliotek');
  await expect(page).toHaveURL(/\/sv\/library\/1\/all$/);
  await expectFocusVisible(page, 'on All titles');

  // Search: the header's search link, back above the page (the phone layout's link is hidden), then type; the
  // results are links.
  await tabTo(page, page.locator('a[aria-label="Sök"]:visible'), 'search link', 'Shift+Tab');
  await press(page, 'Enter', 'open search');
  const box = page.getByRole('combobox', { name: 'Sök bland titlarna' });
  await expect(box).toBeFocused();
  await page.keyboard.type('nordens ljus');
  await expect(page.getByRole('status').filter({ hasText: /\b1 titel$/ })).toBeVisible();
  await expectFocusVisible(page, 'typed a search');
  // The series is one tile (issue 28): it opens the series page, whose episodes open their title pages.
  const series = page.getByRole('link', { name: 'Nordens ljus', exact: true });
  await tabTo(page, series, 'search result');
  await press(page, 'Enter', 'open the series');
  const episode = page.getByRole('region', { name: /^Avsnitt/ }).getByRole('link', { name: /Blodsband/ });
  await tabTo(page, episode, 'episode');
  await press(page, 'Enter', 'open the title');
  await expect(page.getByRole('heading', { level: 1, name: 'Blodsband', exact: true })).toBeVisible();
  await expectFocusVisible(page, 'on the title page');

  // Borrow: card number and PIN typed, Enter sends the form; the Watch button takes the focus.
  const loanBox = page.getByTestId('loan-box');
  await tabTo(page, loanBox.getByLabel('Lånekortsnummer'), 'card number');
  await page.keyboard.type('11111111');
  await tabTo(page, loanBox.getByLabel('PIN-kod'), 'PIN');
  await page.keyboard.type('1234');
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/customer/customer/loan') && r.request().method() === 'POST',
    ),
    press(page, 'Enter', 'borrow'),
  ]);
  const playlist =
    ((await response.json()) as { loan?: { stream: { playlist_url: string } } }).loan?.stream.playlist_url ??
    '';
  const watch = loanBox.getByRole('button', { name: 'Titta', exact: true });
  await expect(watch).toBeFocused();
  await expectFocusVisible(page, 'borrowed');

  // The first run generates the demo clips in the background: wait until the stream is there.
  await expect
    .poll(async () => (await page.request.get(playlist)).status(), {
      timeout: CLIPS_TIMEOUT_MS,
      intervals: [1000],
    })
    .toBe(200);

  // Play: Enter on Watch opens the player, which has the focus.
  await press(page, 'Enter', 'watch');
  const player = page.getByRole('region', { name: /^Filmspelare/ });
  await expect(player).toBeVisible();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await expectFocusVisible(page, 'player open');

  // Subtitles: the player's menu opens with Enter, arrows move through it, Enter chooses.
  const subtitles = player.getByRole('button', { name: /^Undertexter/ });
  await tabTo(page, subtitles, 'subtitles button');
  await press(page, 'Enter', 'open the subtitles menu');
  const english = page.getByRole('menuitemradio', { name: 'English' });
  await expect(english).toBeVisible();
  for (let presses = 0; presses < 8 && !(await isFocused(english)); presses++) {
    await press(page, 'ArrowDown', 'subtitles menu');
  }
  await expect(english).toBeFocused();
  await press(page, 'Enter', 'choose English subtitles');
  await expect(player.getByRole('button', { name: 'Undertexter: English' })).toBeVisible();
  await expect
    .poll(
      () =>
        video(page).evaluate((element: HTMLVideoElement) => {
          const track = Array.from(element.textTracks).find((t) => t.mode === 'showing');
          return track ? `${track.label}:${track.activeCues?.length ?? 0}` : 'none';
        }),
      { timeout: 10_000 },
    )
    .toMatch(/^English:[1-9]/);

  // Pause with Space on the pause button, reached backwards with Shift+Tab.
  const pause = player.getByRole('button', { name: 'Pausa' });
  await tabTo(page, pause, 'pause button', 'Shift+Tab');
  await press(page, 'Space', 'pause');
  await expect(player.getByRole('button', { name: 'Spela upp' }).first()).toBeVisible();
  const position = await currentTime(page);
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

  // The player's settings: Enter opens the panel on its first choice (caption size), arrows change a choice, Tab
  // moves to the speed (the film paused meanwhile); Escape closes the panel and gives the focus back to its button.
  const settings = player.getByRole('button', { name: 'Inställningar för undertexter och hastighet' });
  await tabTo(page, settings, 'settings button');
  await press(page, 'Enter', 'open the settings');
  const panel = player.getByRole('dialog', { name: 'Inställningar för undertexter och hastighet' });
  const size = panel.getByLabel('Textstorlek');
  await expect(size).toBeFocused();
  await press(page, 'ArrowDown', 'a larger caption size');
  await expect(size).toHaveValue('large');
  const speed = panel.getByLabel('Hastighet');
  await tabTo(page, speed, 'speed');
  await press(page, 'ArrowDown', 'faster');
  await expect(speed).toHaveValue('1.25');
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.25);
  await press(page, 'Escape', 'close the settings');
  await expect(panel).toBeHidden();
  await expect(settings).toBeFocused();

  // ? shows the shortcuts; Escape closes them and the focus is back on the settings button, the player open.
  await press(page, '?', 'shortcut help');
  const help = page.getByRole('dialog', { name: 'Kortkommandon' });
  await expect(help).toBeVisible();
  await press(page, 'Escape', 'close the shortcut help');
  await expect(help).toBeHidden();
  await expect(player).toBeVisible();
  await expect(settings).toBeFocused();

  // Leave: Escape closes the player and the focus goes back to the loan box.
  await press(page, 'Escape', 'leave the player');
  await expect(player).toBeHidden();
  await expect(loanBox.getByRole('button', { name: /^(Titta|Fortsätt titta)$/ })).toBeFocused();
  expect(position).toBeGreaterThan(1);
});
