import { expect, type Page } from '@playwright/test';
import { operatorAdminApi } from '../operator-login';
import { text, type Lang } from '../ui-text';

/*
 * Steps of the operator console's title screens (decision 051), for journeys that compose them. Each expects an
 * operator to be logged in (logInOperator in ../operator-login.ts) with the role admin or editor.
 */

/** Name and description of a title in one interface language (the English name is the title's name_en). */
export interface TitleText {
  name?: string;
  description?: string;
}

export interface TitleFields {
  /** The name of the main Nordic release. */
  name: string;
  kind?: 'film' | 'episode';
  year?: string;
  /** Age rating in years: 0, 6, 7, 9, 11, 12, 15, 16 or 18. */
  ageRating?: number;
  imdbId?: string;
  texts?: Partial<Record<Lang, TitleText>>;
  /** Names one a line. */
  directors?: string[];
  actors?: string[];
  /** Labels of the genre checkboxes, in the page's language. */
  genres?: string[];
  /** An episode's series (its name in the choice) and place. */
  series?: { name: string; season: string; episode: string };
}

const textLangs = ['sv', 'no', 'fi', 'en'] as const;

/** Opens a title's page in the console and waits for its heading (its name) to take the focus. */
export async function openTitle(page: Page, lang: Lang, titleId: number): Promise<void> {
  await page.goto(`/${lang}/admin/titles/${titleId}`);
  // A fresh document loads the console's chunks first, which takes a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 2, name: text(lang, 'operator_title_details') }),
  ).toBeVisible();
}

/** Fills the title form on the page with `fields` (what is left out stays as it is). */
export async function fillTitleForm(page: Page, lang: Lang, fields: Partial<TitleFields>): Promise<void> {
  const form = page.locator('form').filter({
    has: page.getByRole('group', { name: text(lang, 'operator_title_basics') }),
  });
  const basics = form.getByRole('group', { name: text(lang, 'operator_title_basics') });
  if (fields.kind)
    await basics.getByRole('radio', { name: text(lang, `operator_title_kind_${fields.kind}`) }).check();
  if (fields.name !== undefined)
    await basics.getByLabel(text(lang, 'operator_title_name'), { exact: true }).fill(fields.name);
  if (fields.year !== undefined) await basics.getByLabel(text(lang, 'operator_title_year')).fill(fields.year);
  if (fields.ageRating !== undefined)
    await basics.getByLabel(text(lang, 'operator_title_age_rating')).selectOption(String(fields.ageRating));
  if (fields.imdbId !== undefined)
    await basics.getByLabel(text(lang, 'operator_title_imdb_id')).fill(fields.imdbId);
  if (fields.series) {
    const place = form.getByRole('group', { name: text(lang, 'operator_title_series_place') });
    await place
      .getByLabel(text(lang, 'operator_title_series'), { exact: true })
      .selectOption({ label: fields.series.name });
    await place.getByLabel(text(lang, 'operator_title_season')).fill(fields.series.season);
    await place.getByLabel(text(lang, 'operator_title_episode')).fill(fields.series.episode);
  }
  for (const textLang of textLangs) {
    const given = fields.texts?.[textLang];
    if (!given) continue;
    const group = form.getByRole('group', { name: text(lang, `operator_title_texts_${textLang}`) });
    if (given.name !== undefined)
      await group.getByLabel(text(lang, 'operator_title_text_name'), { exact: true }).fill(given.name);
    if (given.description !== undefined)
      await group.getByLabel(text(lang, 'operator_title_description')).fill(given.description);
  }
  if (fields.directors)
    await form.getByLabel(text(lang, 'operator_title_directors')).fill(fields.directors.join('\n'));
  if (fields.actors)
    await form.getByLabel(text(lang, 'operator_title_actors')).fill(fields.actors.join('\n'));
  for (const genre of fields.genres ?? [])
    await form
      .getByRole('group', { name: text(lang, 'operator_title_genres') })
      .getByLabel(genre, { exact: true })
      .check();
}

/** Creates a title through the console's form and answers its id (from the page it leads to). */
export async function createTitle(page: Page, lang: Lang, fields: TitleFields): Promise<number> {
  await page.goto(`/${lang}/admin/titles/new`);
  await expect(page.getByRole('group', { name: text(lang, 'operator_title_genres') })).toBeVisible({
    timeout: 30_000,
  });
  await fillTitleForm(page, lang, fields);
  await page.getByRole('button', { name: text(lang, 'operator_title_create') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/titles/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.name);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Changes a title through its page's form and waits for the console to say it is saved. */
export async function editTitle(
  page: Page,
  lang: Lang,
  titleId: number,
  fields: Partial<TitleFields>,
): Promise<void> {
  await openTitle(page, lang, titleId);
  await expect(page.getByRole('group', { name: text(lang, 'operator_title_genres') })).toBeVisible();
  await fillTitleForm(page, lang, fields);
  await page.getByRole('button', { name: text(lang, 'save'), exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(lang, 'operator_title_saved') }),
  ).toBeVisible();
}

/** Unpublishes (or, when `publish`, republishes) a title through its page, after the confirmation. */
export async function setTitlePublished(
  page: Page,
  lang: Lang,
  titleId: number,
  publish: boolean,
): Promise<void> {
  await openTitle(page, lang, titleId);
  const action = text(lang, publish ? 'operator_title_republish' : 'operator_title_unpublish');
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action }).click();
  await expect(
    page.getByText(
      text(lang, publish ? 'operator_title_republished_note' : 'operator_title_unpublished_note'),
    ),
  ).toBeVisible();
}

/**
 * A film made over the run's shared admin session (save_title), for journeys whose subject is another part of
 * its page: answers its id. Without media it is in no catalogue.
 */
export async function createTitleOverApi(name: string): Promise<number> {
  const { client, session } = await operatorAdminApi();
  const saved = await client.post('/api/operator/title/save_title', {
    form: {
      ...session,
      kind: 'film',
      name,
      name_en: name,
      description_sv: `${name}, en film för e2e-resorna.`,
      description_en: `${name}, a film for the journeys.`,
      year: '2024',
      age_rating: '7',
      genre_ids: '[1]',
      group_id: '',
      season: '',
      episode: '',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()).title_id as number;
}
