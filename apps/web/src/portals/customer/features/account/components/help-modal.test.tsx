import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { restoreFetch } from '@/test-support/session';
import { HelpModal } from './help-modal';
import { answer, fetchMock, json, renderWithApp, sentTo, startTestSession } from './test-harness';

const SEND = '/i18n/help/send_email';

async function setup(email = 'demo@example.com') {
  const onClose = vi.fn();
  await renderWithApp(<HelpModal open onClose={onClose} helpUrl="https://help.example/sv" email={email} />);
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
  const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'send' })));
  return { onClose, field, type, send };
}

beforeEach(startTestSession);

afterEach(() => restoreFetch(fetchMock));

describe('HelpModal', () => {
  it("sends subject, the prefilled address and the message with the site's country, then confirms", async () => {
    answer({ [SEND]: () => json(200, { success: true }) });
    const { field, type, send, onClose } = await setup();
    expect(field('help_contact_email').value).toBe('demo@example.com');
    type('help_subject', 'Filmen startar inte');
    type('help_message', 'Den laddar bara.');
    await send();
    expect(await screen.findByText('help_sent')).toBeTruthy();
    const [body] = sentTo(SEND);
    expect(Object.fromEntries(body!)).toMatchObject({
      subject: 'Filmen startar inte',
      contact_email: 'demo@example.com',
      message: 'Den laddar bara.',
      country_iso: 'se',
    });
    // The help site stays beside the confirmation.
    expect(screen.getByRole('link', { name: /help_faq/ }).getAttribute('href')).toBe(
      'https://help.example/sv',
    );
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('links the help site in a new tab beside the form', async () => {
    await setup();
    const link = screen.getByRole('link', { name: /help_faq/ });
    expect(link.getAttribute('href')).toBe('https://help.example/sv');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('asks for every field before sending, and for an address that is one', async () => {
    const { send, field, type } = await setup('');
    await send();
    await waitFor(() => expect(document.activeElement).toBe(field('help_subject')));
    expect(screen.getAllByText('required_field')).toHaveLength(3);
    type('help_contact_email', 'nope');
    await send();
    expect(await screen.findByText('error_invalid_email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks a field the server refuses, and says any other failure for the whole form', async () => {
    answer({
      [SEND]: () =>
        json(400, {
          success: false,
          error: { code: 'VALIDATION_FAILED', message: 'bad', fields: { message: 'Too long' } },
        }),
    });
    const { type, send, field } = await setup();
    type('help_subject', 'x');
    type('help_message', 'y');
    await send();
    await waitFor(() => expect(document.activeElement).toBe(field('help_message')));
    expect(field('help_message').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('error_validation_failed')).toBeTruthy();

    answer({
      [SEND]: () => json(429, { success: false, error: { code: 'RATE_LIMITED', message: 'later' } }),
    });
    await send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error_rate_limited'));
  });
});
