import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CountryConfig, CountryGuide } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { GuideForm } from './guide-form';

const norway: CountryConfig = {
  country_iso: 'no',
  languages: ['no', 'en'],
  default_url: 'https://www.filmhyllan.no/',
  press_url: 'https://www.filmhyllan.no/press',
  help_url: 'https://help.filmhyllan.no/',
  contact_email: 'info@filmhyllan.no',
  privacy_policy_url: null,
};
const texts = (language: string) => ({ sv: '', no: '', fi: '', en: '', ...JSON.parse(language) });
const shared: CountryGuide = {
  country_iso: 'no',
  own: false,
  steps: [
    { heading: texts('{"en":"Choose a library"}'), body: texts('{"en":"First."}') },
    { heading: texts('{"en":"Borrow"}'), body: texts('{"en":"Then."}') },
  ],
};

const uiTexts = {
  operator_site_step: { en: 'Step {number}' },
  operator_site_step_heading: { en: 'Heading in {language}' },
  operator_site_step_body: { en: 'Text in {language}' },
  language_no: { en: 'Norwegian' },
  language_en: { en: 'English' },
  operator_site_add_step: { en: 'Add a step' },
  operator_site_move_up: { en: 'Move step {number} up' },
  operator_site_remove_step: { en: 'Remove step {number}' },
  operator_site_save_guide: { en: 'Save the steps' },
  operator_site_guide_saved: { en: 'The steps are saved.' },
  operator_site_guide_shared: { en: 'This country shows the shared steps.' },
  required_field: { en: 'Fill in this field.' },
  form_not_sent: { en: 'The form was not sent' },
};

const fetchMock = vi.fn<typeof fetch>();
const saves = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/operator/site/save_getstarted_steps'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

const step = (number: number) => screen.getByRole('group', { name: `Step ${number}` });
const save = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save the steps' })));

describe('GuideForm', { timeout: 20_000 }, () => {
  it('starts from the shared steps, adds and reorders steps and sends them in order as one JSON field', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, guide: { ...shared, own: true } }));
    await renderWithProviders(<GuideForm country={norway} guide={shared} readOnly={false} />, {
      language: 'en',
      texts: uiTexts,
    });
    expect(screen.getByText('This country shows the shared steps.')).toBeTruthy();
    fireEvent.change(within(step(1)).getByLabelText('Heading in Norwegian'), {
      target: { value: 'Velg bibliotek' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a step' }));
    fireEvent.change(within(step(3)).getByLabelText('Heading in English'), { target: { value: 'Watch' } });
    fireEvent.change(within(step(3)).getByLabelText('Text in English'), { target: { value: 'Enjoy.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    await save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The steps are saved.'));
    const [body] = saves();
    expect(body?.get('country_iso')).toBe('no');
    const sent = JSON.parse(body?.get('steps') ?? '[]') as { heading: Record<string, string> }[];
    expect(sent.map((s) => [s.heading.no, s.heading.en])).toEqual([
      ['Velg bibliotek', 'Choose a library'],
      ['', 'Watch'],
      ['', 'Borrow'],
    ]);
  }, 20_000);

  it('refuses a step without its English heading and text, sending nothing', async () => {
    await renderWithProviders(<GuideForm country={norway} guide={shared} readOnly={false} />, {
      language: 'en',
      texts: uiTexts,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(screen.queryByRole('group', { name: 'Step 2' })).toBeNull();
    fireEvent.change(within(step(1)).getByLabelText('Heading in English'), { target: { value: '' } });
    await save();
    const summary = await screen.findByRole('group', { name: 'The form was not sent' });
    expect(
      within(summary).getByRole('link', { name: 'Step 1: Heading in English: Fill in this field.' }),
    ).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });
});
