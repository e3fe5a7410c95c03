import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { closeAccountModal, getAccountModal } from '@/lib/account-modal';
import { applyLoginChange } from '@/lib/session';
import { restoreFetch } from '@/test-support/session';
import {
  fetchMock,
  renderWithApp,
  startTestSession,
  user,
} from '../features/account/components/test-harness';
import { CustomerHeader } from './customer-header';

const texts = {
  logged_in_as: { sv: 'Inloggad som {username}' },
  more_options: { sv: 'Fler alternativ' },
  help: { sv: 'Hjälp' },
  log_in: { sv: 'Logga in' },
};

async function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['libraries', 'all', 'se'], {
    libraries: [],
    user_libraries: [],
    number_of_titles: 0,
  });
  await renderWithApp(<CustomerHeader loginCount={0} />, { texts, queryClient });
}

beforeEach(async () => {
  await startTestSession();
  closeAccountModal();
});

afterEach(() => {
  restoreFetch(fetchMock);
  closeAccountModal();
});

describe('CustomerHeader', () => {
  it("the user menu's name contains its visible text: the initial is drawn, not written", async () => {
    applyLoginChange('C1', { user, librarian: null });
    await setup();
    const menuButton = screen.getByRole('button', { name: 'Inloggad som Demo' });
    // What the button shows as text is the name alone (axe label-content-name-mismatch: "DDemo" would fail).
    expect(menuButton.textContent).toBe('Demo');
    expect(menuButton.querySelector('[data-initial="D"]')).not.toBeNull();
  });

  it('on a phone the ⋮ button shows the initial and says who is logged in', async () => {
    applyLoginChange('C1', { user, librarian: null });
    await setup();
    const more = screen.getByRole('button', { name: 'Fler alternativ – Inloggad som Demo' });
    expect(more.querySelector('[data-initial="D"]')).not.toBeNull();
    expect(more.textContent).toBe('');
  });

  it('logged out, Log in and Help open their modals', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(getAccountModal().modal).toBe('login');
    act(() => closeAccountModal());
    fireEvent.click(screen.getAllByRole('button', { name: 'Hjälp' })[0]!);
    expect(getAccountModal().modal).toBe('help');
    expect(
      screen.getByRole('button', { name: 'Fler alternativ' }).querySelector('[data-initial]'),
    ).toBeNull();
  });
});
