import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Library } from '@filmhyllan/contract';
import { closeAccountModal, getAccountModal, openAccountModal } from '@/lib/account-modal';
import { applyLoginChange, getSession } from '@/lib/session';
import {
  answer,
  fetchMock,
  json,
  renderWithApp,
  sentTo,
  startTestSession,
  user,
} from '../features/account/components/test-harness';
import { useNewsletterPrompt } from '../features/account/newsletter-prompt';
import { AccountModalSet } from './account-modal-set';

/** The set as the layout's shell gives it: with the real newsletter prompt. */
function ModalSet({ onLoggedIn }: { onLoggedIn(): void }) {
  const promptNewsletter = useNewsletterPrompt();
  return <AccountModalSet onLoggedIn={onLoggedIn} promptNewsletter={promptNewsletter} />;
}

const library = (id: number, name: string): Library => ({
  id,
  name,
  country_iso: 'se',
  logo_url: null,
  display_name: name,
  font_family: null,
  extra_display_names: '',
  library_loan_budget_reached: false,
  customer_loan_budget_reached: false,
  new_loans_date: null,
  new_loans_date_library: null,
  library_allowance: null,
  pin_format: 'digits',
});

/** A client with the results the modals change: library list, user data, a title page and a title list. */
function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['libraries', 'all', 'se'], {
    libraries: [library(1, 'Stockholms stadsbibliotek'), library(3, 'Uppsala stadsbibliotek')],
    user_libraries: [],
    number_of_titles: 10,
  });
  client.setQueryData(['user', 'data'], { user, profile: {}, inventories: [] });
  client.setQueryData(['catalogue', 'sv', 'title', 1110, 1], 'title with num_loans_left');
  client.setQueryData(['catalogue', 'sv', 'titles', 1], 'a page of titles');
  client.setQueryData(['configuration', 'country', 'se'], {
    config: {
      languages: ['sv', 'en'],
      default_url: 'https://filmhyllan.se',
      press_url: '',
      help_url: 'https://help.filmhyllan.se/sv',
      contact_email: 'hej@filmhyllan.se',
    },
  });
  return client;
}

async function setup(path = '/sv/library/1/all') {
  const onLoggedIn = vi.fn();
  const queryClient = seededClient();
  await renderWithApp(<ModalSet onLoggedIn={onLoggedIn} />, { queryClient, path });
  const invalidated = (key: unknown[]) =>
    queryClient.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
  return { onLoggedIn, queryClient, invalidated };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

beforeEach(async () => {
  await startTestSession();
  closeAccountModal();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  closeAccountModal();
});

describe('AccountModalSet', () => {
  it('the login modal switches to Create account and to Forgot password', async () => {
    await setup();
    act(() => openAccountModal('login'));
    fireEvent.click(screen.getByRole('button', { name: 'register' }));
    expect(getAccountModal().modal).toBe('register');
    expect(dialog('register_title')).toBeTruthy();

    act(() => openAccountModal('login'));
    fireEvent.click(screen.getByRole('button', { name: 'forgot_password' }));
    expect(getAccountModal().modal).toBe('forgotPassword');
    expect(dialog('recover_password_title')).toBeTruthy();
  });

  it('after a card is saved, the loan information is loaded again wherever it is shown', async () => {
    applyLoginChange('C1', { user, librarian: null });
    answer({
      '/user/inventory/create_inventory': () =>
        json(200, { success: true, inventories: [{ library_id: 3, card_number: '33333333' }] }),
    });
    const { queryClient, invalidated } = await setup();
    act(() => openAccountModal('addLibraryCard', { libraryId: 3 }));
    const modal = dialog('add_library_card');
    // The layout's library dropdown, with the library asked for chosen.
    expect(modal.querySelector('[role="combobox"]')?.textContent).toContain('Uppsala stadsbibliotek');
    fireEvent.change(screen.getByLabelText('card_number'), { target: { value: '33333333' } });
    fireEvent.change(screen.getByLabelText('pin_code'), { target: { value: '1234' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'save' })));

    expect(await screen.findByText('library_card_saved')).toBeTruthy();
    expect(sentTo('/user/inventory/create_inventory')[0]?.get('library_id')).toBe('3');
    expect(queryClient.getQueryData<{ inventories: unknown[] }>(['user', 'data'])?.inventories).toEqual([
      { library_id: 3, card_number: '33333333' },
    ]);
    expect(invalidated(['user', 'data'])).toBe(true);
    expect(invalidated(['libraries', 'all', 'se'])).toBe(true);
    expect(invalidated(['catalogue', 'sv', 'title', 1110, 1])).toBe(true);
    expect(invalidated(['catalogue', 'sv', 'titles', 1])).toBe(false);
  });

  it("Yes in the delete confirmation goes to /account-deleted and forgets the user's results", async () => {
    applyLoginChange('C1', { user, librarian: null });
    answer({ '/user/user/soft_delete_account': () => json(200, { success: true, new_csrftoken: 'C9' }) });
    const { queryClient } = await setup('/sv/settings');
    act(() => openAccountModal('deleteConfirmation'));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'answer_yes' })));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/sv/account-deleted'));
    expect(getAccountModal().modal).toBe('closed');
    expect(getSession()?.loginData.user).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(['user', 'data'])).toBeUndefined());
    expect(queryClient.getQueryData(['configuration', 'country', 'se'])).toBeDefined();
  });

  it("the help form links the help site in the page language and prefills the user's address", async () => {
    applyLoginChange('C1', { user, librarian: null });
    await setup('/en/library/1/all');
    act(() => openAccountModal('help'));
    expect(screen.getByRole('link', { name: /help_faq/ }).getAttribute('href')).toBe(
      'https://help.filmhyllan.se/en',
    );
    expect((screen.getByLabelText('help_contact_email') as HTMLInputElement).value).toBe(user.email);
  });

  it('a login offers the newsletter 5 seconds later; a registration does not', async () => {
    answer({
      '/user/user/login': () => json(200, { success: true, user, new_csrftoken: 'C2', new_sessionid: 'S2' }),
      '/subscriptions/subscriptions/check_subscriber_exists': () => json(200, { exists: false }),
      '/user/user/register': () =>
        json(200, { success: true, user, logged_in: true, new_csrftoken: 'C3', new_sessionid: 'S3' }),
      '/user/user/get_user_data': () => json(200, { user, profile: {}, inventories: [] }),
    });
    const { onLoggedIn } = await setup();
    // Fake timers from here on: the prompt's delay is measured on them. Without real timers waitFor cannot
    // poll, so the steps below run the fake clock by 0 ms until what they wait for has happened.
    vi.useFakeTimers();
    const settle = async (done: () => boolean) => {
      for (let step = 0; step < 50 && !done(); step += 1) await act(() => vi.advanceTimersByTimeAsync(0));
      expect(done()).toBe(true);
    };

    // A registration: logged in, and no prompt however long the patron stays.
    act(() => openAccountModal('register'));
    for (const [label, value] of [
      ['username', 'new.patron'],
      ['email', 'new@example.com'],
      ['password', 'a-long-password-1'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByLabelText('accept_privacy_policy'));
    fireEvent.click(screen.getByRole('button', { name: 'register' }));
    await settle(() => screen.queryByRole('button', { name: 'ok' }) !== null);
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(onLoggedIn).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(getAccountModal().modal).toBe('closed');
    expect(sentTo('/subscriptions/subscriptions/check_subscriber_exists')).toHaveLength(0);

    // A login: the prompt follows after 5 s.
    act(() => applyLoginChange('C4', { user: null, librarian: null }));
    act(() => openAccountModal('login'));
    fireEvent.change(screen.getByLabelText('username'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'demo-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'log_in' }));
    await settle(() => getAccountModal().modal === 'closed');
    expect(onLoggedIn).toHaveBeenCalledTimes(2);
    expect(sentTo('/subscriptions/subscriptions/check_subscriber_exists')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(getAccountModal().modal).toBe('closed');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getAccountModal().modal).toBe('newsletter');
  });
});
