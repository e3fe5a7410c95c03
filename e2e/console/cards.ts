import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';
import { openLibrary } from './libraries';

/*
 * The built-in directory's cards import in the console (decision 040), for journeys that compose it. Expects an
 * admin to be logged in (logInOperator in ../operator-login.ts).
 */

export interface CardsImportReport {
  counts: { added: number; updated: number; unchanged: number; rejected: number };
  /** The problem lines as the table shows them: line number, the card's ending and the reason. */
  problems: { line: number; card: string; reason: string }[];
}

/** The library page's cards section. */
export const cardsSection = (page: Page, lang: Lang): Locator =>
  page.getByRole('region', { name: text(lang, 'cards_section_title') });

/**
 * Checks a cards file (`csvText`) in a library's cards section and, unless `dryRun`, then imports it; answers
 * the report the console shows (of the check, or of the import).
 */
export async function importCards(
  page: Page,
  lang: Lang,
  libraryId: number,
  csvText: string,
  { dryRun }: { dryRun: boolean },
): Promise<CardsImportReport> {
  await openLibrary(page, lang, libraryId);
  const section = cardsSection(page, lang);
  await section.getByLabel(text(lang, 'cards_file_label'), { exact: true }).setInputFiles({
    name: 'cards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvText, 'utf8'),
  });
  await section.getByRole('button', { name: text(lang, 'cards_check'), exact: true }).click();
  const report = section.getByRole('status');
  await expect(report.getByRole('heading', { name: text(lang, 'cards_check_result') })).toBeVisible();
  if (!dryRun) {
    await section.getByRole('button', { name: text(lang, 'cards_import'), exact: true }).click();
    await expect(report.getByRole('heading', { name: text(lang, 'cards_check_result') })).toBeHidden();
    await expect(report.locator('dl')).toBeVisible();
  }
  const count = async (name: string) =>
    Number(
      await report
        .locator('dl > div')
        .filter({ has: page.getByRole('term').getByText(text(lang, `cards_count_${name}`), { exact: true }) })
        .getByRole('definition')
        .innerText(),
    );
  const rows = await report.locator('tbody tr').all();
  const problems = [];
  for (const row of rows) {
    const [line, card, reason] = (await row.getByRole('cell').allInnerTexts()).map((s) => s.trim());
    problems.push({ line: Number(line), card: card!, reason: reason! });
  }
  return {
    counts: {
      added: await count('added'),
      updated: await count('updated'),
      unchanged: await count('unchanged'),
      rejected: await count('rejected'),
    },
    problems,
  };
}
