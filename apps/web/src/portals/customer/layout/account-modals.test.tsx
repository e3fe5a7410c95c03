import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { closeAccountModal, openAccountModal } from '@/lib/account-modal';
import { fetchMock, renderWithApp, startTestSession } from '../features/account/components/test-harness';
import { AccountModals } from './account-modals';

// The forms read the contract's schemas (zod), which the first page no longer loads: transformed once here, so
// that the lazy set's first load in the test is as quick as a cached chunk in a browser.
beforeAll(async () => {
  await import('@filmhyllan/contract');
});

beforeEach(async () => {
  await startTestSession();
  closeAccountModal();
});

afterEach(() => {
  cleanup();
  closeAccountModal();
  fetchMock.mockReset();
});

describe('AccountModals', () => {
  it('loads no modal until one is opened, then shows it and keeps the set for the next', async () => {
    const view = await renderWithApp(<AccountModals onLoggedIn={() => {}} />);
    expect(view.container.querySelector('dialog')).toBeNull();

    act(() => openAccountModal('login'));
    expect(await screen.findByRole('dialog', { name: 'log_in' })).toBeTruthy();

    act(() => closeAccountModal());
    expect(screen.queryByRole('dialog', { name: 'log_in' })).toBeNull();
    // Loaded once, the dialogs stay in the page, closed, so the next one opens at once.
    expect(view.container.querySelectorAll('dialog').length).toBeGreaterThan(1);
    act(() => openAccountModal('forgotPassword'));
    expect(screen.getByRole('dialog', { name: 'recover_password_title' })).toBeTruthy();
  });
});
