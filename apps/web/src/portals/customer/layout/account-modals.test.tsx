import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { closeAccountModal, openAccountModal } from '@/lib/account-modal';
import { fetchMock, renderWithApp, startTestSession } from '../features/account/components/test-harness';
import { AccountModals } from './account-modals';
// The set is a lazy chunk (its forms, the form library, the contract's schemas). Its first load is a transform
// that takes seconds on a busy machine, more than findBy's second: loaded with the test's own imports (which no
// timeout bounds), React.lazy's import is answered from the module cache, as a cached chunk is in a browser, and
// the test waits for React's drawing only.
import './account-modal-set';

beforeEach(async () => {
  await startTestSession();
  closeAccountModal();
});

afterEach(() => {
  cleanup();
  closeAccountModal();
  fetchMock.mockReset();
});

// Opening the first modal draws the whole set (every account form): on a busy machine, several seconds of work,
// more than the default five. A ceiling, not a wait: a passing test takes no longer for it.
describe('AccountModals', { timeout: 20_000 }, () => {
  it('loads no modal until one is opened, then shows it and keeps the set for the next', async () => {
    const view = await renderWithApp(<AccountModals onLoggedIn={() => {}} />);
    expect(view.container.querySelector('dialog')).toBeNull();

    await act(async () => openAccountModal('login'));
    expect(await screen.findByRole('dialog', { name: 'log_in' })).toBeTruthy();

    act(() => closeAccountModal());
    expect(screen.queryByRole('dialog', { name: 'log_in' })).toBeNull();
    // Loaded once, the dialogs stay in the page, closed, so the next one opens at once.
    expect(view.container.querySelectorAll('dialog').length).toBeGreaterThan(1);
    act(() => openAccountModal('forgotPassword'));
    expect(screen.getByRole('dialog', { name: 'recover_password_title' })).toBeTruthy();
  });
});
