import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules (EN 301 549), which every screen of both portals must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core on what the page shows now, for the WCAG 2.1 A and AA rules. Only violations are worked out: the
 * journeys read nothing else, and leaving out the passes' details makes a run on a long list much shorter.
 *
 * One `axe.run` in the page (the builder's legacy mode): by default the builder injects axe-core into the page,
 * again into every frame for `runPartial`, and once more into a blank page it opens for `finishRun`, which
 * doubled every check's time (the 33 checks of one language in axe-all-screens: 59 s → 27 s). What legacy mode
 * leaves out is cross-origin frames, and neither portal has a frame of any kind.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
}

/** Fails with every violation on what the page shows now, each named after `where`, its rule and its elements. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const result = await axeOn(page).analyze();
  const found = result.violations.map(
    (v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}

/** The widths every new screen is checked at: a phone and a desktop. */
export const SCREEN_WIDTHS = [390, 1280] as const;

/**
 * axe on what the page shows at a phone's and a desktop's width, with a full-page screenshot of each in
 * e2e/artifacts/<name>-<width>.png.
 */
export async function expectNoAxeViolationsAtWidths(page: Page, name: string): Promise<void> {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${name} at ${width} px`);
    await page.screenshot({
      path: new URL(`./artifacts/${name}-${width}.png`, import.meta.url).pathname,
      fullPage: true,
    });
  }
}
