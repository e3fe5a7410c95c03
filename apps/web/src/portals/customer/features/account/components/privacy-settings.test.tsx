import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { PrivacyOverview } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { PrivacySettings } from './privacy-settings';

const texts = {
  keep_loan_history: { en: 'Keep my loan history' },
  keep_loan_history_hint: {
    en: 'Off by default: {days} days after a loan ends, it is no longer linked to you.',
  },
  keep_loan_history_on: { en: 'Your loan history is kept.' },
  keep_loan_history_off: { en: 'Your loan history is not kept.' },
  keep_loan_history_failed: { en: 'Your choice could not be saved.' },
  what_we_store: { en: 'What we store' },
  stored_kind: { en: 'Data' },
  stored_amount: { en: 'Amount' },
  stored_retention: { en: 'Kept' },
  stored_linked_loans: { en: 'Loans linked to you' },
  stored_saved_cards: { en: 'Saved library cards' },
  stored_sessions: { en: 'Logins' },
  stored_newsletter: { en: 'Newsletter' },
  stored_newsletter_no: { en: 'Not subscribed' },
  retention_loans: { en: '{days} days after the loan ends' },
  retention_loans_kept: { en: 'Until you stop keeping your loan history' },
  retention_sessions: { en: 'At most {days} days' },
  download_my_data: { en: 'Download my data' },
  download_my_data_failed: { en: 'Your data could not be downloaded.' },
};

const fetchMock = vi.fn<typeof fetch>();
let state: PrivacyOverview;
let refuse = false;

function serve() {
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(String(url), 'http://test').pathname;
    if (refuse) return json(503, { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } });
    if (path === '/api/user/privacy/get_privacy_overview') return json(200, { success: true, ...state });
    if (path === '/api/user/privacy/set_keep_loan_history') {
      const keep = new URLSearchParams(String(init?.body)).get('keep') === '1';
      state = { ...state, keep_loan_history: keep, stored: { ...state.stored, linked_loans: keep ? 5 : 1 } };
      return json(200, { success: true, ...state });
    }
    if (path === '/api/user/privacy/export_my_data') {
      return new Response('{"success":true}', {
        status: 200,
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="filmhyllan-my-data-2026-11-23.json"',
        },
      });
    }
    return json(404, { success: false, error: { code: 'NOT_FOUND', message: path } });
  });
}

const sent = (end: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://test').pathname.endsWith(end))
    .map(([, init]) => new URLSearchParams(String(init?.body ?? '')));

async function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithProviders(<PrivacySettings />, { language: 'en', texts, queryClient });
  return screen.findByRole('checkbox', { name: 'Keep my loan history' });
}

beforeEach(() => {
  stubApi(fetchMock);
  refuse = false;
  state = {
    keep_loan_history: false,
    loan_patron_link_days: 14,
    stored: {
      saved_cards: 2,
      favourites: 3,
      linked_loans: 1,
      watch_positions: 4,
      sessions: 1,
      newsletter: false,
    },
  };
  serve();
});
afterEach(() => restoreFetch(fetchMock));

describe('PrivacySettings', () => {
  it('shows the loan history switch off, with the link days, and what is stored with how long', async () => {
    const box = (await renderSettings()) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/14 days after a loan ends/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'What we store' });
    const loans = within(table).getByRole('row', { name: /Loans linked to you/ });
    expect(within(loans).getByText('1')).toBeTruthy();
    expect(within(loans).getByText('14 days after the loan ends')).toBeTruthy();
    const cards = within(table).getByRole('row', { name: /Saved library cards/ });
    expect(within(cards).getByText('2')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Logins/ }).textContent).toContain('At most 14 days');
    expect(within(table).getByText('Not subscribed')).toBeTruthy();
  });

  it('switches the history on and off, saving at once and saying so', async () => {
    const box = (await renderSettings()) as HTMLInputElement;
    fireEvent.click(box);
    await screen.findByText('Your loan history is kept.');
    expect(box.checked).toBe(true);
    expect(sent('set_keep_loan_history').map((body) => body.get('keep'))).toEqual(['1']);
    expect(
      within(screen.getByRole('row', { name: /Loans linked to you/ })).getByText(
        'Until you stop keeping your loan history',
      ),
    ).toBeTruthy();

    fireEvent.click(box);
    await screen.findByText('Your loan history is not kept.');
    expect(box.checked).toBe(false);
    expect(sent('set_keep_loan_history').map((body) => body.get('keep'))).toEqual(['1', '0']);
  });

  it('says when the choice could not be saved, and keeps the box as the server has it', async () => {
    const box = (await renderSettings()) as HTMLInputElement;
    refuse = true;
    fireEvent.click(box);
    await screen.findByText('Your choice could not be saved.');
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('downloads the data as the file the server names', async () => {
    const createObjectURL = vi.fn(() => 'blob:my-data');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual(['filmhyllan-my-data-2026-11-23.json']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says when the download failed', async () => {
    await renderSettings();
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your data could not be downloaded.');
  });
});
