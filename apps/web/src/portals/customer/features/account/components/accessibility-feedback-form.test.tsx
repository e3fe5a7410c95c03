import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { restoreFetch } from '@/test-support/session';
import { AccessibilityFeedbackForm } from './accessibility-feedback-form';
import { answer, fetchMock, json, renderWithApp, sentTo, startTestSession } from './test-harness';

const SEND = '/i18n/help/send_email';

async function setup(email = '') {
  await renderWithApp(<AccessibilityFeedbackForm email={email} />);
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
  const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'send' })));
  return { field, type, send };
}

beforeEach(startTestSession);

afterEach(() => restoreFetch(fetchMock));

describe('AccessibilityFeedbackForm', () => {
  it('sends the report as an accessibility message with the page concerned as its subject, then confirms', async () => {
    answer({ [SEND]: () => json(200, { success: true }) });
    const { type, send, field } = await setup('demo@example.com');
    expect(field('help_contact_email').value).toBe('demo@example.com');
    type('accessibility_feedback_concerns', 'Sökningen');
    type('help_message', 'Sökfältet läses inte upp.');
    await send();
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toBe('accessibility_feedback_sent');
    // The form is gone; focus is on what replaced it, so it is read out.
    expect(document.activeElement).toBe(confirmation);
    expect(screen.queryByRole('button', { name: 'send' })).toBeNull();
    const [body] = sentTo(SEND);
    expect(Object.fromEntries(body!)).toMatchObject({
      subject: 'Sökningen',
      contact_email: 'demo@example.com',
      message: 'Sökfältet läses inte upp.',
      country_iso: 'se',
      topic: 'accessibility',
    });
  });

  it('gives the report a fixed subject when no page or title is named', async () => {
    answer({ [SEND]: () => json(200, { success: true }) });
    const { type, send } = await setup('demo@example.com');
    type('help_message', 'Kontrasten är för låg.');
    await send();
    await screen.findByRole('status');
    expect(sentTo(SEND)[0]!.get('subject')).toBe('accessibility_feedback_subject');
  });

  it('asks for an address to answer to and a message, but not for the page concerned', async () => {
    const { send, field, type } = await setup();
    await send();
    await waitFor(() => expect(document.activeElement).toBe(field('help_contact_email')));
    expect(screen.getAllByText('required_field')).toHaveLength(2);
    expect(field('accessibility_feedback_concerns').getAttribute('aria-invalid')).toBeNull();
    type('help_contact_email', 'nope');
    await send();
    expect(await screen.findByText('error_invalid_email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the subject on the page-concerned field, and other failures on the form", async () => {
    answer({
      [SEND]: () =>
        json(400, {
          success: false,
          error: { code: 'VALIDATION_FAILED', message: 'bad', fields: { subject: 'Too long' } },
        }),
    });
    const { type, send, field } = await setup('demo@example.com');
    type('accessibility_feedback_concerns', 'Sökningen');
    type('help_message', 'x');
    await send();
    await waitFor(() => expect(document.activeElement).toBe(field('accessibility_feedback_concerns')));
    expect(field('accessibility_feedback_concerns').getAttribute('aria-invalid')).toBe('true');

    answer({
      [SEND]: () => json(429, { success: false, error: { code: 'RATE_LIMITED', message: 'later' } }),
    });
    await send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('error_rate_limited'));
  });
});
