import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorLibrary } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { LibraryDetailsSection } from './library-details-section';

const library: OperatorLibrary = {
  library_id: 3,
  name: 'Bergen offentlige bibliotek',
  country_iso: 'no',
  time_zone: 'Europe/Oslo',
  extra_display_names: '',
  budget_type: 'count',
  monthly_budget_loans: 1200,
  monthly_budget_cents: null,
  patron_limit: 4,
  patron_limit_period: 'month',
  loan_period_hours: 48,
  alert_email: 'budsjett@bergen.no',
  budget_pacing: 'none',
  active: true,
  ehub_configured: true,
};

const fetchMock = vi.fn<typeof fetch>();
const saves = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/operator/library/save_library'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

function answer(saved: OperatorLibrary) {
  fetchMock.mockImplementation(async (url) => {
    if (String(url).includes('/operator/library/get_libraries'))
      return json(200, { libraries: [library], total: 1, page: 1, page_size: 50 });
    return json(200, { success: true, library: saved });
  });
}

const render = (role: 'admin' | 'editor' | 'support') =>
  renderWithProviders(<LibraryDetailsSection libraryId={3} role={role} />, {
    route: { url: '/en/admin/libraries/3', path: '/:lang/admin/libraries/:libraryId' },
  });

beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

describe('LibraryDetailsSection', () => {
  it('asks for the one library by its id', async () => {
    answer(library);
    await render('admin');
    await screen.findByDisplayValue('Bergen offentlige bibliotek');
    const [url] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'http://x').searchParams.get('library_id')).toBe('3');
  });

  it.each(['support', 'editor'] as const)(
    'shows %s operators the details as text, with no button that would be refused',
    async (role) => {
      answer(library);
      await render(role);
      await screen.findByText('Bergen offentlige bibliotek');
      expect(screen.getByText('operator_library_read_only')).toBeTruthy();
      expect(screen.getByText('budsjett@bergen.no')).toBeTruthy();
      expect(screen.queryAllByRole('button')).toHaveLength(0);
      expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    },
  );

  it('deactivates after a confirmation that explains the consequences, sending every field as stored', async () => {
    answer({ ...library, active: false });
    await render('admin');
    await screen.findByDisplayValue('Bergen offentlige bibliotek');
    fireEvent.click(screen.getByRole('button', { name: 'operator_library_deactivate' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    for (const consequence of [
      'operator_library_deactivate_leaves_list',
      'operator_library_deactivate_refuses_loans',
      'operator_library_deactivate_keeps_data',
    ])
      expect(within(dialog).getByText(consequence)).toBeTruthy();
    expect(saves()).toHaveLength(0);
    await act(
      async () =>
        void fireEvent.click(
          within(dialog).getByRole('button', { name: 'operator_library_deactivate', hidden: true }),
        ),
    );
    await waitFor(() => expect(screen.getByText('operator_library_deactivated_note')).toBeTruthy());
    const [body] = saves();
    expect(body).toMatchObject({
      library_id: '3',
      name: 'Bergen offentlige bibliotek',
      monthly_budget_loans: '1200',
      active: '0',
    });
    // Left out, the alert address stays as it is; the secret flag is no field of the call.
    expect(body).not.toHaveProperty('alert_email');
    expect(body).not.toHaveProperty('ehub_configured');
    expect(screen.getByRole('button', { name: 'operator_library_reactivate' })).toBeTruthy();
    expect(screen.getByText('operator_library_inactive')).toBeTruthy();
  });
});
