import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { reviewScreenshot } from './review-screenshots';

/**
 * axe-core's minified build, the same code as `axe.source` (the readable build) in 580 kB instead of 1.3 MB: a new
 * document parses it in about 75 ms instead of 110 (headless shell, quiet machine), and most checks are the first
 * in their document.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules (EN 301 549), which every screen of both portals must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Only violations are worked out: the journeys read nothing else, and leaving out the passes' details makes a
 * run on a long list much shorter.
 */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  resultTypes: ['violations'],
};

/**
 * The language whose checks include colour contrast. Contrast is worked out from the colours the stylesheets give
 * each text over its background, which no language changes (every site and library shares one set of colours), and
 * it is most of a check's time: 85 % of it on a list of titles. A screen checked in every language has its
 * contrast checked once per width, in Swedish; the checks in the other languages run every other rule, which covers
 * what a language does change (names, labels, the page's language and title). A check whose screen is never shown
 * in Swedish asks for contrast itself (`{ contrast: true }`). docs/decisions/072.
 */
export const CONTRAST_LANGUAGE = 'sv';

export interface AxeCheck {
  /** Whether the colour contrast rule runs: by default, when the document's language is CONTRAST_LANGUAGE. */
  contrast?: boolean;
}

/**
 * axe-core on what the page shows now, for the WCAG 2.1 A and AA rules: one `axe.run` on the document in the
 * page, as @axe-core/playwright's legacy mode does, but axe-core (AXE_SOURCE) is put into a document once and not
 * again for every check. The builder evaluated the whole source twice per check (about 0.3 s each on a busy
 * two-core machine), though a check that follows a click or a new width finds it there already; a new
 * document (a `goto`, a reload) has none, and gets it on its first check. `axe.run` works from the DOM as it is
 * at each call and keeps nothing between runs. Like legacy mode, this leaves out cross-origin frames, and
 * neither portal has a frame of any kind.
 */
export async function axeResults(page: Page, check: AxeCheck = {}): Promise<AxeResults> {
  const present = await page.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ options, contrast, contrastLanguage }) => {
      const withContrast = contrast ?? document.documentElement.lang === contrastLanguage;
      return (window as unknown as { axe: typeof axe }).axe.run(document, {
        ...options,
        rules: { 'color-contrast': { enabled: withContrast } },
      });
    },
    { options: RUN_OPTIONS, contrast: check.contrast, contrastLanguage: CONTRAST_LANGUAGE },
  );
}

/** Fails with every violation on what the page shows now, each named after `where`, its rule and its elements. */
export async function expectNoAxeViolations(page: Page, where: string, check: AxeCheck = {}): Promise<void> {
  const result = await axeResults(page, check);
  const found = result.violations.map(
    (v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}

/** The widths every new screen is checked at: a phone and a desktop. */
export const SCREEN_WIDTHS = [390, 1280] as const;

/**
 * axe on what the page shows at a phone's and a desktop's width (with E2E_SCREENSHOTS=1, a full-page screenshot
 * of each in e2e/artifacts/<name>-<width>.png).
 */
export async function expectNoAxeViolationsAtWidths(
  page: Page,
  name: string,
  check: AxeCheck = {},
): Promise<void> {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${name} at ${width} px`, check);
    await reviewScreenshot(page, { path: `${name}-${width}.png`, fullPage: true });
  }
}
