import { expect, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';

export type CountryIso = 'se' | 'no' | 'fi';
export type BannerStatus = 'off' | 'info' | 'warning';
/** A text per language; a language left out is saved empty (the front page then shows the English). */
export type Texts = Partial<Record<Lang, string>>;
export interface GuideStep {
  heading: Texts;
  body: Texts;
}

const languagesOf: Record<CountryIso, Lang[]> = {
  se: ['sv', 'en'],
  no: ['no', 'en'],
  fi: ['fi', 'sv', 'en'],
};

/** Opens the console's site screen on a country (the operator is logged in already: logInOperator). */
export async function openSite(page: Page, lang: Lang, countryIso: CountryIso): Promise<void> {
  await page.goto(`/${lang}/admin/site?country=${countryIso}`);
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'operator_site') })).toBeVisible();
  // The cookie notice is fixed over the page and would take the clicks meant for the forms' buttons.
  const cookies = page.getByRole('button', { name: text(lang, 'only_necessary') });
  if (await cookies.isVisible()) {
    await cookies.click();
    await expect(cookies).toBeHidden();
  }
  await expect(
    page.getByRole('link', { name: text(lang, `country_${countryIso}`), exact: true }),
  ).toHaveAttribute('aria-current', 'page');
}

const bannerSection = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: text(lang, 'operator_site_banner') });
const guideSection = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: text(lang, 'operator_site_guide') });

/**
 * Sets a country's front-page banner through the console's site screen: its status and its text in each of the
 * country's languages and English (a language left out is emptied), without a time window.
 */
export async function setBanner(
  page: Page,
  lang: Lang,
  countryIso: CountryIso,
  status: BannerStatus,
  texts: Texts,
): Promise<void> {
  await openSite(page, lang, countryIso);
  const section = bannerSection(page, lang);
  await section.getByRole('radio', { name: text(lang, `operator_site_banner_${status}`) }).check();
  for (const language of languagesOf[countryIso]) {
    await section
      .getByLabel(text(lang, 'operator_site_text_in', { language: text(lang, `language_${language}`) }))
      .fill(texts[language] ?? '');
  }
  await section.getByLabel(text(lang, 'operator_site_starts_at')).fill('');
  await section.getByLabel(text(lang, 'operator_site_ends_at')).fill('');
  await section.getByRole('button', { name: text(lang, 'operator_site_save_banner') }).click();
  await expect(section.getByRole('status')).toHaveText(text(lang, 'operator_site_banner_saved'));
}

/**
 * Replaces a country's get-started steps through the console's site screen: as many steps as given, each with its
 * heading and text in the country's languages and English (a language left out is emptied).
 */
export async function setGetStartedSteps(
  page: Page,
  lang: Lang,
  countryIso: CountryIso,
  steps: GuideStep[],
): Promise<void> {
  await openSite(page, lang, countryIso);
  const section = guideSection(page, lang);
  const stepGroups = section.getByRole('group', {
    name: new RegExp(`^${text(lang, 'operator_site_step', { number: '\\d+' })}$`),
  });
  while ((await stepGroups.count()) < steps.length)
    await section.getByRole('button', { name: text(lang, 'operator_site_add_step') }).click();
  while ((await stepGroups.count()) > steps.length) {
    const last = await stepGroups.count();
    await section
      .getByRole('button', { name: text(lang, 'operator_site_remove_step', { number: String(last) }) })
      .click();
  }
  for (const [index, step] of steps.entries()) {
    const group = section.getByRole('group', {
      name: text(lang, 'operator_site_step', { number: String(index + 1) }),
      exact: true,
    });
    for (const language of languagesOf[countryIso]) {
      const name = text(lang, `language_${language}`);
      await group
        .getByLabel(text(lang, 'operator_site_step_heading', { language: name }))
        .fill(step.heading[language] ?? '');
      await group
        .getByLabel(text(lang, 'operator_site_step_body', { language: name }))
        .fill(step.body[language] ?? '');
    }
  }
  await section.getByRole('button', { name: text(lang, 'operator_site_save_guide') }).click();
  await expect(section.getByRole('status')).toHaveText(text(lang, 'operator_site_guide_saved'));
}

/** The steps the console's site screen shows for a country now, to put them back after a journey. */
export async function readGetStartedSteps(
  page: Page,
  lang: Lang,
  countryIso: CountryIso,
): Promise<GuideStep[]> {
  await openSite(page, lang, countryIso);
  const section = guideSection(page, lang);
  const groups = section.getByRole('group', {
    name: new RegExp(`^${text(lang, 'operator_site_step', { number: '\\d+' })}$`),
  });
  const steps: GuideStep[] = [];
  for (let index = 0; index < (await groups.count()); index++) {
    const group = groups.nth(index);
    const step: GuideStep = { heading: {}, body: {} };
    for (const language of languagesOf[countryIso]) {
      const name = text(lang, `language_${language}`);
      step.heading[language] = await group
        .getByLabel(text(lang, 'operator_site_step_heading', { language: name }))
        .inputValue();
      step.body[language] = await group
        .getByLabel(text(lang, 'operator_site_step_body', { language: name }))
        .inputValue();
    }
    steps.push(step);
  }
  return steps;
}
