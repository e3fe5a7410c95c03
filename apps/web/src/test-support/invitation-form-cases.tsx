import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from './fixtures';

/*
 * The cases every console invitation form (a librarian's, an operator's) must pass alike, over the shared
 * useInvitationForm and InvitationFields: each page's test file renders its own form and hands in its calls.
 */

/** The Swedish texts the cases read; a test file adds its own. */
export const invitationTexts = {
  username: 'Användarnamn',
  email: 'E-post',
  form_not_sent: 'Formuläret skickades inte',
  required_field: 'Fältet måste fyllas i.',
  error_invalid_username: 'Användarnamnet är inte giltigt.',
  error_invalid_email: 'E-postadressen är inte giltig.',
  error_existing_user: 'Användarnamnet är redan upptaget.',
};

interface InvitationFormCases {
  /** Renders the form, ready to type in (its list loaded). */
  render(): Promise<unknown>;
  /** The send button's name. */
  sendLabel: string;
  /** The invitation call, by its path's last part (invite_librarian), and what it was sent each time. */
  call: string;
  calls(name: string): Record<string, string>[];
  /** Makes the invitation call answer so. */
  answer(name: string, response: () => Response): void;
  /** A refusal that names no field, with the text the form then shows. */
  formRefusal: { status: number; code: string; text: string };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const summary = () => screen.getByRole('group', { name: invitationTexts.form_not_sent });
const summaryLinks = () =>
  within(summary())
    .getAllByRole('link')
    .map((link) => link.textContent);
/** The texts that describe a field (its hint and its error). */
const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

export function describeInvitationForm(cases: InvitationFormCases) {
  const send = () =>
    act(async () => void fireEvent.click(screen.getByRole('button', { name: cases.sendLabel })));

  describe('the invitation form, as every console invitation', () => {
    it('asks for empty fields in the summary, which takes the focus, and sends nothing', async () => {
      await cases.render();
      await send();
      await waitFor(() => expect(document.activeElement).toBe(summary()));
      expect(summaryLinks()).toEqual([
        'Användarnamn: Fältet måste fyllas i.',
        'E-post: Fältet måste fyllas i.',
      ]);
      expect(screen.getByLabelText('Användarnamn').getAttribute('aria-invalid')).toBe('true');
      expect(cases.calls(cases.call)).toEqual([]);
    });

    it('refuses a username against the register rule and a malformed e-mail before sending', async () => {
      await cases.render();
      type('Användarnamn', 'has space!');
      type('E-post', 'not-an-address');
      await send();
      await waitFor(() => expect(describedBy('Användarnamn')).toContain('Användarnamnet är inte giltigt.'));
      expect(describedBy('E-post')).toContain('E-postadressen är inte giltig.');
      expect(summaryLinks()).toEqual([
        'Användarnamn: Användarnamnet är inte giltigt.',
        'E-post: E-postadressen är inte giltig.',
      ]);
      expect(cases.calls(cases.call)).toEqual([]);
    });

    it('puts the server’s refusal of a taken username under the field and in the summary', async () => {
      cases.answer(cases.call, () =>
        json(409, {
          success: false,
          error: { code: 'EXISTING_USER', message: 'taken', fields: { username: 'EXISTING_USER' } },
        }),
      );
      await cases.render();
      type('Användarnamn', 'Taken.Name');
      type('E-post', 'other@filmhyllan.test');
      await send();
      await waitFor(() => expect(describedBy('Användarnamn')).toContain('Användarnamnet är redan upptaget.'));
      expect(screen.getByLabelText('Användarnamn').getAttribute('aria-invalid')).toBe('true');
      expect(summaryLinks()).toEqual(['Användarnamn: Användarnamnet är redan upptaget.']);
      expect(screen.getByRole('status').textContent).toBe('');
    });

    it('shows a refusal that names no field as the form’s', async () => {
      const { status, code, text } = cases.formRefusal;
      cases.answer(cases.call, () => json(status, { success: false, error: { code, message: 'no' } }));
      await cases.render();
      type('Användarnamn', 'olle.new');
      type('E-post', 'olle@filmhyllan.test');
      await send();
      await waitFor(() => expect(summary().textContent).toContain(text));
      expect(screen.getByLabelText('Användarnamn').getAttribute('aria-invalid')).not.toBe('true');
    });
  });
}
