import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { applyLoginChange, getSession } from '@/lib/session';
import { restoreFetch } from '@/test-support/session';
import { DeleteAccountModal } from './delete-account-modal';
import { answer, fetchMock, json, renderWithApp, sentTo, startTestSession, user } from './test-harness';

const DELETE = '/user/user/soft_delete_account';

async function setup() {
  applyLoginChange('C1', { user, librarian: null });
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  await renderWithApp(<DeleteAccountModal open onClose={onClose} onDeleted={onDeleted} />);
  return { onClose, onDeleted };
}

beforeEach(startTestSession);

afterEach(() => restoreFetch(fetchMock));

describe('DeleteAccountModal', () => {
  it('No closes and deletes nothing', async () => {
    const { onClose } = await setup();
    expect(screen.getByRole('alertdialog', { hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'answer_no' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Yes deletes the account of the country and clears the login with the new CSRF token', async () => {
    answer({ [DELETE]: () => json(200, { success: true, new_csrftoken: 'C9' }) });
    const { onDeleted } = await setup();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'answer_yes' })));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(sentTo(DELETE)[0]?.get('country_iso')).toBe('se');
    expect(getSession()).toMatchObject({ csrftoken: 'C9', loginData: { user: null, librarian: null } });
  });

  it('says a failure in the modal and keeps the login', async () => {
    answer({ [DELETE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { onDeleted } = await setup();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'answer_yes' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error_network'));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(getSession()?.loginData.user).toEqual(user);
  });
});
