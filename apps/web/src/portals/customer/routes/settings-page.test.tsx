import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { UserData } from '@filmhyllan/contract';
import { closeAccountModal, getAccountModal } from '@/lib/account-modal';
import { applyLoginChange, getSession } from '@/lib/session';
import { json, testUser as user } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, startCustomerSession } from '@/test-support/session';
import { SettingsPage } from './settings-page';
import { expectTabTitle, TabTitle } from '@/test-support/tab-title';

const texts = {
  settings: { en: 'Settings' },
  first_name: { en: 'First name' },
  children_mode: { en: "Children's mode" },
  save_changes: { en: 'Save changes' },
  changes_saved: { en: 'Your changes have been saved.' },
  delete_account: { en: 'Delete account' },
};

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

async function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(['user', 'data'], userData);
  queryClient.setQueryData(['catalogue', 'en', 'titles'], 'child mode decides these');
  await renderWithProviders(
    <>
      <TabTitle base="Filmhyllan" />
      <SettingsPage />
    </>,
    { language: 'en', texts, queryClient },
  );
  return { queryClient };
}

beforeEach(async () => {
  closeAccountModal();
  await startCustomerSession(fetchMock);
  applyLoginChange('C2', { user, librarian: null });
});

afterEach(() => restoreFetch(fetchMock));

describe('SettingsPage', () => {
  it('names itself in the tab title and heading', async () => {
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await expectTabTitle('Settings – Filmhyllan');
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
