import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { UserData } from '@filmhyllan/contract';
import { closeAccountModal, getAccountModal } from '@/lib/account-modal';
import { configureApiClient } from '@/lib/api-client';
import { createI18n } from '@/lib/i18n';
import { composePageTitle, usePageTitlePart } from '@/lib/page-title';
import { applyLoginChange, getSession, resetSessionForTests, startSession } from '@/lib/session';
import { SettingsPage } from './settings-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const texts = {
  settings: { en: 'Settings' },
  first_name: { en: 'First name' },
  children_mode: { en: "Children's mode" },
  save_changes: { en: 'Save changes' },
  changes_saved: { en: 'Your changes have been saved.' },
  delete_account: { en: 'Delete account' },
};

const user = { username: 'demo', email: 'demo@example.com', first_name: 'Demo', last_name: 'Patron' };
const userData: UserData = {
  user,
  profile: {
    first_name: 'Demo',
    last_name: 'Patron',
    email: 'demo@example.com',
    birthdate: '1980-01-02',
    children_mode: false,
    country: 'SE',
    newsletter: false,
  },
  inventories: [{ library_id: 1, card_number: '30000010' }],
};

const fetchMock = vi.fn<typeof fetch>();

function TabTitle() {
  return <output data-testid="tab">{composePageTitle(usePageTitlePart(), 'Filmhyllan')}</output>;
}

async function renderSettings() {
  const i18n = await createI18n('en', texts, () => {});
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(['user', 'data'], userData);
  queryClient.setQueryData(['catalogue', 'en', 'titles'], 'child mode decides these');
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TabTitle />
        <SettingsPage />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { queryClient };
}

beforeEach(async () => {
  document.cookie = 'customer_portal_sessionid=; path=/; max-age=0';
  document.cookie = 'customer_portal_csrftoken=; path=/; max-age=0';
  resetSessionForTests();
  closeAccountModal();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ session: () => getSession() });
  fetchMock.mockResolvedValueOnce(json(200, { success: true, sessionid: 'S1', csrftoken: 'C1' }));
  await startSession('customer', { reload: vi.fn(), now: () => 0, guard: undefined });
  applyLoginChange('C2', { user, librarian: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('SettingsPage', () => {
  it('names itself in the tab title and heading', async () => {
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByTestId('tab').textContent).toBe('Settings – Filmhyllan');
  });

  it("refreshes the user's data and the session user from the answer of a save", async () => {
    const { queryClient } = await renderSettings();
    const answer = {
      success: true,
      user: { ...user, first_name: 'Dora' },
      profile: { ...userData.profile, first_name: 'Dora', children_mode: true },
    };
    fetchMock.mockResolvedValueOnce(json(200, answer));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Dora' } });
    fireEvent.click(screen.getByLabelText("Children's mode"));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Your changes have been saved.');
    const data = queryClient.getQueryData<UserData>(['user', 'data']);
    expect(data?.user.first_name).toBe('Dora');
    expect(data?.profile.children_mode).toBe(true);
    // Saved cards are not in the answer and stay as they were.
    expect(data?.inventories).toEqual(userData.inventories);
    expect(getSession()?.loginData.user?.first_name).toBe('Dora');
    // Children's mode changed which titles the catalogue answers.
    expect(queryClient.getQueryState(['catalogue', 'en', 'titles'])?.isInvalidated).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Dora');
  });

  it('leaves the catalogue alone when the children mode did not change', async () => {
    const { queryClient } = await renderSettings();
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, user, profile: { ...userData.profile, last_name: 'Patron' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your changes have been saved.');
    expect(queryClient.getQueryState(['catalogue', 'en', 'titles'])?.isInvalidated).toBe(false);
  });

  it('opens the delete confirmation', async () => {
    await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(getAccountModal().modal).toBe('deleteConfirmation'));
  });
});
