import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtWidths, type AxeCheck } from '../axe';
import { createTitle, editTitle, openTitle, setTitlePublished } from '../console/titles';
import { openConsoleAs } from '../operator-login';
import { text, type Lang } from '../ui-text';

/*
 * The console's title screens (decision 051) against the real server: an editor creates a film with its texts in
 * four languages, finds it in the list, changes it, unpublishes and republishes it. Every screen without axe
 * violations in sv, no, fi and en on a phone and a desktop.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
const NAME = `Vintergatan ${Date.now().toString(36)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

/** axe on what the page shows, at both widths (with E2E_SCREENSHOTS=1, a screenshot of each). */
const checkScreen = (page: Page, where: string, check: AxeCheck = {}) =>
  expectNoAxeViolationsAtWidths(page, `console-titles-${where}`, check);

/** The list page with a search in its address, waiting for its count. */
async function listTitles(page: Page, lang: Lang, query = '') {
  await page.goto(`/${lang}/admin/titles${query}`);
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'operator_titles') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
}

test('an editor creates a film with texts in four languages, finds it, changes it, unpublishes and republishes it', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await openConsoleAs(page, 'en', { role: 'editor' });

  // The form refuses what is missing, in the summary that takes the focus; axe on the new-title screen.
  for (const lang of langs) {
    await page.goto(`/${lang}/admin/titles/new`);
    await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'operator_new_title')} – `));
    await expect(page.getByRole('group', { name: text(lang, 'operator_title_genres') })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: text(lang, 'operator_title_create') }).click();
    const summary = page.getByRole('group', { name: text(lang, 'form_not_sent') });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', { name: new RegExp(`^${text(lang, 'operator_title_name')}:`) }),
    ).toBeVisible();
    await checkScreen(page, `new-${lang}`);
  }

  const titleId = await createTitle(page, 'sv', {
    name: NAME,
    year: '2024',
    ageRating: 7,
    imdbId: 'tt7654321',
    texts: {
      sv: { description: 'En film om stjärnorna över Norrland.' },
      no: { name: 'Melkeveien', description: 'En film om stjernene over Nord-Norge.' },
      fi: { name: 'Linnunrata', description: 'Elokuva tähdistä Lapin yllä.' },
      en: { name: 'The Milky Way', description: 'A film about the stars above the north.' },
    },
    directors: ['Stina Nyström'],
    actors: ['Olle Stjärna', 'Maja Månsken'],
    genres: ['Drama'],
  });
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeFocused();
  await expect(page.getByText(text('sv', 'operator_title_created'))).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${NAME} – `));
  // A new title has no media yet: the page says it is in no catalogue until it has.
  await expect(page.getByText(text('sv', 'operator_title_no_media_text'))).toBeVisible();

  // The stored texts in each language, and the title page and the list in every language.
  for (const lang of langs) {
    await openTitle(page, lang, titleId);
    const finnish = page.getByRole('group', { name: text(lang, 'operator_title_texts_fi') });
    await expect(finnish.getByLabel(text(lang, 'operator_title_text_name'), { exact: true })).toHaveValue(
      'Linnunrata',
    );
    await expect(
      page
        .getByRole('group', { name: text(lang, 'operator_title_texts_en') })
        .getByLabel(text(lang, 'operator_title_description')),
    ).toHaveValue('A film about the stars above the north.');
    await checkScreen(page, `title-${lang}`);
    await listTitles(page, lang, `?q=${encodeURIComponent(NAME)}`);
    const list = page.getByRole('list', { name: text(lang, 'operator_titles') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('link', { name: NAME })).toBeVisible();
    await checkScreen(page, `list-${lang}`);
  }

  // Found by a person's name; the empty result offers the whole list back.
  await listTitles(page, 'en');
  await page.getByLabel(text('en', 'operator_titles_search_words')).fill('Maja Månsken');
  await page.getByRole('button', { name: text('en', 'operator_titles_search_button') }).click();
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
  await page.getByLabel(text('en', 'operator_titles_kind')).selectOption('episode');
  await page.getByRole('button', { name: text('en', 'operator_titles_search_button') }).click();
  await expect(page.getByText(text('en', 'operator_titles_none_found'))).toBeVisible();
  await checkScreen(page, 'list-empty-en', { contrast: true });

  // Changed in place: a clear note, and the new values stay after a reload.
  await editTitle(page, 'en', titleId, {
    year: '2025',
    texts: { sv: { name: 'Vintergatan (svensk version)' } },
  });
  await openTitle(page, 'en', titleId);
  await expect(page.getByLabel(text('en', 'operator_title_year'))).toHaveValue('2025');
  await expect(
    page
      .getByRole('group', { name: text('en', 'operator_title_texts_sv') })
      .getByLabel(text('en', 'operator_title_text_name'), { exact: true }),
  ).toHaveValue('Vintergatan (svensk version)');

  // Unpublished after the confirmation (checked with axe open), listed as unpublished, then published again.
  for (const lang of langs) {
    await openTitle(page, lang, titleId);
    await page.getByRole('button', { name: text(lang, 'operator_title_unpublish') }).click();
    await expect(page.getByRole('dialog')).toContainText(text(lang, 'operator_title_unpublish_loans'));
    await checkScreen(page, `unpublish-confirm-${lang}`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(lang, 'cancel') })
      .click();
  }
  await setTitlePublished(page, 'fi', titleId, false);
  await expect(page.getByText(text('fi', 'operator_title_unpublished_text'))).toBeVisible();
  await listTitles(page, 'en', '?published=0');
  await expect(page.getByRole('listitem').filter({ hasText: NAME })).toContainText(
    text('en', 'operator_title_unpublished'),
  );
  await setTitlePublished(page, 'en', titleId, true);
  await expect(page.getByText(text('en', 'operator_title_published_text'))).toBeVisible();
});
