import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CountryConfig, SiteBanner } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { BannerForm } from './banner-form';

const finland: CountryConfig = {
  country_iso: 'fi',
  languages: ['fi', 'sv', 'en'],
  default_url: 'https://www.filmhyllan.fi/',
  press_url: 'https://www.filmhyllan.fi/press',
  help_url: 'https://help.filmhyllan.fi/',
  contact_email: 'info@filmhyllan.fi',
  privacy_policy_url: null,
};
const off: SiteBanner = {
  country_iso: 'fi',
  banner_status: 'off',
  banner_text_sv: '',
  banner_text_no: '',
  banner_text_fi: '',
  banner_text_en: '',
  starts_at: null,
  ends_at: null,
  updated_at: null,
};

const texts = {
  operator_site_text_in: { en: 'Text in {language}' },
  language_fi: { en: 'Finnish' },
  language_sv: { en: 'Swedish' },
  language_no: { en: 'Norwegian' },
  language_en: { en: 'English' },
  operator_site_banner_warning: { en: 'Warning' },
  operator_site_banner_info: { en: 'Information' },
  operator_site_starts_at: { en: 'Shown from' },
  operator_site_ends_at: { en: 'Shown until' },
  operator_site_save_banner: { en: 'Save the banner' },
  operator_site_banner_saved: { en: 'The banner is saved.' },
  operator_site_preview_off: { en: 'The banner is off.' },
  operator_site_ends_before_start: { en: 'The end must come after the start.' },
  required_field: { en: 'Fill in this field.' },
  form_not_sent: { en: 'The form was not sent' },
  interface_language: { en: 'Language' },
};

const fetchMock = vi.fn<typeof fetch>();
const saves = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/operator/site/save_banner'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

async function setup(banner = off, readOnly = false) {
  await renderWithProviders(<BannerForm country={finland} banner={banner} readOnly={readOnly} />, {
    language: 'en',
    texts,
  });
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const save = () =>
    act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save the banner' })));
  return { type, save };
}

beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

describe('BannerForm', { timeout: 20_000 }, () => {
  it("asks for the country's languages and English only, and previews the text with the English fallback", async () => {
    const { type } = await setup();
    expect(screen.getByLabelText('Text in Finnish')).toBeTruthy();
    expect(screen.getByLabelText('Text in Swedish')).toBeTruthy();
    expect(screen.getByLabelText('Text in English')).toBeTruthy();
    expect(screen.queryByLabelText('Text in Norwegian')).toBeNull();
    expect(screen.getByText('The banner is off.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Warning' }));
    type('Text in English', 'Maintenance tonight');
    // The preview's language is the country's first; without its own text it shows the English.
    expect(screen.getByText('Maintenance tonight').getAttribute('lang')).toBe('en');
    type('Text in Finnish', 'Huoltokatko tänä yönä');
    expect(screen.getByText('Huoltokatko tänä yönä').getAttribute('lang')).toBe('fi');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'sv' } });
    expect(screen.getByText('Maintenance tonight')).toBeTruthy();
  });

  it('sends the local start and end as ISO instants with their offset, and says it is saved', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, banner: { ...off, banner_status: 'info' } }));
    const { type, save } = await setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Information' }));
    type('Text in English', 'New films every week');
    type('Shown from', '2026-06-01T08:30');
    type('Shown until', '2026-06-02T20:00');
    await save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The banner is saved.'));
    const [body] = saves();
    expect(body?.get('country_iso')).toBe('fi');
    expect(body?.get('banner_status')).toBe('info');
    expect(body?.get('banner_text_en')).toBe('New films every week');
    const startsAt = body?.get('starts_at') ?? '';
    expect(startsAt).toMatch(/^2026-06-01T08:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(startsAt).getTime()).toBe(new Date('2026-06-01T08:30').getTime());
    expect(new Date(body?.get('ends_at') ?? '').getTime()).toBe(new Date('2026-06-02T20:00').getTime());
  });

  it('refuses a shown banner without English text and an end before its start, sending nothing', async () => {
    const { type, save } = await setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Warning' }));
    type('Text in Finnish', 'Huoltokatko');
    type('Shown from', '2026-06-02T08:00');
    type('Shown until', '2026-06-01T08:00');
    await save();
    const summary = await screen.findByRole('group', { name: 'The form was not sent' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: 'Text in English: Fill in this field.' })).toBeTruthy();
    expect(
      within(summary).getByRole('link', { name: 'Shown until: The end must come after the start.' }),
    ).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('shows a support operator the banner without a way to change it', async () => {
    await setup({ ...off, banner_status: 'warning', banner_text_en: 'Down tonight' }, true);
    expect(screen.getByLabelText('Text in English').matches(':disabled')).toBe(true);
    expect((screen.getByRole('radio', { name: 'Warning' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save the banner' })).toBeNull();
  });
});
