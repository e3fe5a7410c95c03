import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserProfile } from '@filmhyllan/contract';
import { applyLoginChange, getSession } from '@/lib/session';
import { json, testUser as user } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, startCustomerSession } from '@/test-support/session';
import { ProfileForm } from './profile-form';

const texts = {
  first_name: { en: 'First name' },
  last_name: { en: 'Last name' },
  email: { en: 'E-mail' },
  birthdate: { en: 'Date of birth' },
  country: { en: 'Country' },
  children_mode: { en: "Children's mode" },
  newsletter_opt_in: { en: 'Yes, send me the newsletter' },
  save_changes: { en: 'Save changes' },
  changes_saved: { en: 'Your changes have been saved.' },
  error_existing_email: { en: 'An account already uses this e-mail address.' },
  error_firstname_too_long: { en: 'The first name is too long.' },
  error_network: { en: 'No contact with the server.' },
};

const profile: UserProfile = {
  first_name: 'Demo',
  last_name: 'Patron',
  email: 'demo@example.com',
  birthdate: null,
  children_mode: false,
  country: 'SE',
  newsletter: true,
};

const fetchMock = vi.fn<typeof fetch>();

/** The form bodies sent to update_profile. */
const profileBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/user/user/update_profile'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

async function renderForm() {
  const onSaved = vi.fn();
  await renderWithProviders(<ProfileForm profile={profile} onSaved={onSaved} />, { language: 'en', texts });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  return { onSaved, save };
}

beforeEach(async () => {
  await startCustomerSession(fetchMock);
  applyLoginChange('C2', { user, librarian: null });
});

afterEach(() => restoreFetch(fetchMock));

describe('ProfileForm', () => {
  it('shows the profile and saves every field; the answer refreshes the session user and the screen', async () => {
    const { onSaved, save } = await renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('demo@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Yes, send me the newsletter').checked).toBe(true);
    const answer = {
      success: true,
      user: { ...user, first_name: 'Dora' },
      profile: {
        ...profile,
        first_name: 'Dora',
        children_mode: true,
        country: 'FI',
        birthdate: '1990-05-17',
      },
    };
    fetchMock.mockResolvedValueOnce(json(200, answer));

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Dora ' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-17' } });
    fireEvent.click(screen.getByLabelText("Children's mode"));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'FI' } });
    save();

    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    const [body] = profileBodies();
    expect(Object.fromEntries(body!)).toMatchObject({
      first_name: 'Dora',
      last_name: 'Patron',
      email: 'demo@example.com',
      birthdate: '1990-05-17',
      children_mode: '1',
      country: 'FI',
      newsletter: '1',
      portal_csrftoken: 'C2',
    });
    expect(onSaved).toHaveBeenCalledWith({ user: answer.user, profile: answer.profile });
    expect(getSession()?.loginData.user?.first_name).toBe('Dora');
  });

  it("puts the server's field code on its field, announces it with the field and focuses it", async () => {
    const { onSaved, save } = await renderForm();
    fetchMock.mockResolvedValueOnce(
      json(409, {
        success: false,
        error: { code: 'EXISTING_EMAIL', message: 'taken', fields: { email: 'EXISTING_EMAIL' } },
      }),
    );
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'taken@example.com' } });
    save();

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('An account already uses this e-mail address.');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Your changes have been saved.')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(getSession()?.loginData.user?.email).toBe('demo@example.com');
  });

  it('checks the account rules before sending, with the same code on the same field', async () => {
    const { save } = await renderForm();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'x'.repeat(65) } });
    save();
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(screen.getByText('The first name is too long.')).toBeTruthy();
    expect(profileBodies()).toHaveLength(0);
  });

  it('says so for the whole form when the server cannot be reached', async () => {
    const { save } = await renderForm();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    save();
    // The alert is always in the page (so that what is put into it is announced): wait for its text.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No contact with the server.'));
  });
});
