import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { restoreFetch } from '@/test-support/session';
import { ForgotPasswordModal } from './forgot-password-modal';
import { answer, fetchMock, json, renderWithApp, sentTo, startTestSession } from './test-harness';

async function setup() {
  const onClose = vi.fn();
  await renderWithApp(<ForgotPasswordModal open onClose={onClose} />, { path: '/sv/library/1/all' });
  const email = () => screen.getByLabelText('email') as HTMLInputElement;
  const send = async (address: string) => {
    fireEvent.change(email(), { target: { value: address } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'send_link' })));
  };
  return { onClose, email, send };
}

beforeEach(startTestSession);

afterEach(() => restoreFetch(fetchMock));

describe('ForgotPasswordModal', () => {
  it("sends the address in the page's language, then says the same whatever the address", async () => {
    answer({ '/user/password_recovery/recover_with_email': () => json(200, { success: true }) });
    const { send, onClose } = await setup();
    await send(' someone@example.com ');
    expect(await screen.findByText('recover_password_sent')).toBeTruthy();
    expect(screen.queryByLabelText('email')).toBeNull();
    const [body] = sentTo('/user/password_recovery/recover_with_email');
    expect(body?.get('email')).toBe('someone@example.com');
    expect(body?.get('language')).toBe('sv');
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks for an address, and for a real one, before sending', async () => {
    const { send, email } = await setup();
    await send('');
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(screen.getByText('required_field')).toBeTruthy();
    await send('not-an-address');
    expect(await screen.findByText('error_invalid_email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the generic recovery failure, whatever went wrong', async () => {
    answer({
      '/user/password_recovery/recover_with_email': () =>
        json(429, { success: false, error: { code: 'RATE_LIMITED', message: 'slow down' } }),
    });
    const { send } = await setup();
    await send('someone@example.com');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error_password_recovery_failed'));
    expect(screen.getByLabelText('email')).toBeTruthy();
  });
});
