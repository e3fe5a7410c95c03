import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManagedLibrarian, OperatorRole, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { describeInvitationForm, invitationTexts } from '@/test-support/invitation-form-cases';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { LibrariansSection } from './librarians-section';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    ...invitationTexts,
    error_library_not_found: 'Biblioteket finns inte.',
    operator_librarians_title: 'Bibliotekarier',
    operator_librarian_invite_send: 'Skicka inbjudan',
    operator_librarian_resend: 'Skicka inbjudan igen',
    operator_librarian_deactivate: 'Inaktivera',
    operator_librarian_deactivate_title: 'Inaktivera {username}?',
    operator_librarian_deactivate_body: '{username} loggas ut överallt direkt.',
    operator_librarian_invited: '{username} är inbjuden. Inbjudan har skickats till {email}.',
    operator_librarian_resent: 'En ny inbjudan har skickats till {email}.',
    operator_librarian_deactivated: '{username} är inaktiverad och har loggats ut överallt.',
    operator_librarian_status_invited: 'Inbjuden',
    operator_librarian_status_active: 'Aktiv',
    operator_librarian_status_deactivated: 'Inaktiverad',
    operator_librarian_invite_valid_until: 'Inbjudan gäller till {time}',
    operator_librarian_invite_expired: 'Inbjudan gick ut {time}.',
    operator_last_login: 'Senast inloggad {date}',
    operator_never_logged_in: 'Har aldrig loggat in',
    cancel: 'Avbryt',
  }).map(([key, sv]) => [key, { sv }]),
);

const LIBRARY_ID = 7;
const librarian = (fields: Partial<ManagedLibrarian>): ManagedLibrarian => ({
  librarian_id: 1,
  username: 'anna.lib',
  email: 'anna@bibliotek.test',
  library_id: LIBRARY_ID,
  status: 'active',
  invite_expires_at: null,
  last_login_at: '2026-11-20T08:30:00.000Z',
  created_at: '2026-11-01T09:00:00.000Z',
  ...fields,
});
const anna = librarian({});
const bo = librarian({
  librarian_id: 2,
  username: 'bo.lib',
  email: 'bo@bibliotek.test',
  status: 'invited',
  invite_expires_at: '2099-01-01T12:00:00.000Z',
  last_login_at: null,
});
const cia = librarian({
  librarian_id: 3,
  username: 'cia.lib',
  email: null,
  status: 'deactivated',
  last_login_at: null,
});

const fetchMock = vi.fn<typeof fetch>();
/** The list the server answers; a change the test makes replaces it. */
let listed: ManagedLibrarian[];
/** What each call (by its path's last part) answers, when not the list. */
let answers: Record<string, () => Response>;

const calls = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(`/${name}`))
    .map(([url, init]) =>
      Object.fromEntries(
        new URLSearchParams(init?.body ? String(init.body) : new URL(String(url), 'http://x').search),
      ),
    );

beforeEach(async () => {
  await startOperatorSession(fetchMock);
  listed = [anna, bo, cia];
  answers = {};
  fetchMock.mockImplementation(async (url) => {
    const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
    if (answers[name]) return answers[name]!();
    if (name === 'get_librarians') return json(200, { success: true, librarians: listed });
    throw new Error(`unexpected call ${name}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderSection = async (role: OperatorRole) => {
  const view = await renderWithProviders(<LibrariansSection libraryId={LIBRARY_ID} role={role} />, {
    texts,
    route: { url: '/sv/admin/libraries/7', path: '/:lang/admin/libraries/:libraryId' },
  });
  // The first render loads the section's modules: on a busy machine that can take longer than findBy's 1 s.
  await screen.findByRole('heading', { name: 'anna.lib' }, { timeout: 5_000 });
  return view;
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const card = (username: string) => screen.getByRole('heading', { name: username }).closest('li')!;
const status = () => screen.getByRole('status');

describe('what each role sees', () => {
  it('shows an admin the list, the invite form, resend for the invited and deactivate for the not yet deactivated', async () => {
    await renderSection('admin');
    expect(calls('get_librarians')).toEqual([expect.objectContaining({ library_id: String(LIBRARY_ID) })]);
    expect(within(card('anna.lib')).getByText('Aktiv')).toBeTruthy();
    expect(within(card('anna.lib')).getByText('anna@bibliotek.test')).toBeTruthy();
    expect(within(card('bo.lib')).getByText('Inbjuden')).toBeTruthy();
    expect(within(card('bo.lib')).getByText(/^Inbjudan gäller till /)).toBeTruthy();
    expect(within(card('cia.lib')).getByText('Inaktiverad')).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Skicka inbjudan' })).toBeTruthy();
    const names = (pattern: RegExp) =>
      screen.getAllByRole('button', { name: pattern }).map((b) => b.getAttribute('aria-label'));
    expect(names(/^Skicka inbjudan igen/)).toEqual(['Skicka inbjudan igen: bo.lib']);
    expect(names(/^Inaktivera/)).toEqual(['Inaktivera: anna.lib', 'Inaktivera: bo.lib']);
  });

  it('shows when each librarian who has a password last logged in, or that they never have', async () => {
    await renderSection('support');
    // 20 November 2026 08:30 UTC in Swedish, the date and time as the console writes them.
    expect(within(card('anna.lib')).getByText(/^Senast inloggad 20 nov\. 2026 \d\d:30$/)).toBeTruthy();
    expect(within(card('cia.lib')).getByText('Har aldrig loggat in')).toBeTruthy();
    // An invited librarian has no password yet: the invitation is what the card says.
    expect(within(card('bo.lib')).queryByText(/Senast inloggad|Har aldrig loggat in/)).toBeNull();
  });

  it('lets support read the list and resend, with no invite form and no deactivation', async () => {
    await renderSection('support');
    expect(screen.getByRole('button', { name: 'Skicka inbjudan igen: bo.lib' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skicka inbjudan' })).toBeNull();
    expect(screen.queryByLabelText('Användarnamn')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Inaktivera/ })).toBeNull();
  });

  it('shows an editor nothing and asks the server nothing (the list is not theirs to read)', async () => {
    const { container } = await renderWithProviders(
      <LibrariansSection libraryId={LIBRARY_ID} role="editor" />,
      {
        texts,
        route: { url: '/sv/admin/libraries/7', path: '/:lang/admin/libraries/:libraryId' },
      },
    );
    expect(container.innerHTML).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when an invitation has expired', async () => {
    listed = [anna, { ...bo, invite_expires_at: '2020-01-01T12:00:00.000Z' }];
    await renderSection('admin');
    expect(within(card('bo.lib')).getByText(/^Inbjudan gick ut /)).toBeTruthy();
  });
});

describeInvitationForm({
  render: () => renderSection('admin'),
  sendLabel: 'Skicka inbjudan',
  call: 'invite_librarian',
  calls,
  answer: (name, response) => {
    answers[name] = response;
  },
  formRefusal: { status: 404, code: 'LIBRARY_NOT_FOUND', text: 'Biblioteket finns inte.' },
});

describe('the invite form', () => {
  it('sends the library, username and address, says so in the live region and empties the form for the next', async () => {
    const dag = librarian({
      librarian_id: 4,
      username: 'dag.lib',
      email: 'dag@bibliotek.test',
      status: 'invited',
    });
    answers.invite_librarian = () => {
      listed = [...listed, dag];
      return json(200, { success: true, librarian: dag });
    };
    await renderSection('admin');
    type('Användarnamn', ' dag.lib ');
    type('E-post', 'dag@bibliotek.test');
    await press(screen.getByRole('button', { name: 'Skicka inbjudan' }));

    await waitFor(() =>
      expect(status().textContent).toBe(
        'dag.lib är inbjuden. Inbjudan har skickats till dag@bibliotek.test.',
      ),
    );
    expect(calls('invite_librarian')).toEqual([
      expect.objectContaining({
        library_id: String(LIBRARY_ID),
        username: 'dag.lib',
        email: 'dag@bibliotek.test',
        portal_csrftoken: 'C1',
      }),
    ]);
    expect((screen.getByLabelText('Användarnamn') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Användarnamn'));
    // The list is read again and shows the new librarian.
    expect(await screen.findByRole('heading', { name: 'dag.lib' })).toBeTruthy();
  });
});

describe('resend and deactivate', () => {
  it('resends an invitation and says so', async () => {
    answers.resend_invite = () => json(200, { success: true, librarian: bo });
    await renderSection('support');
    await press(screen.getByRole('button', { name: 'Skicka inbjudan igen: bo.lib' }));
    await waitFor(() =>
      expect(status().textContent).toBe('En ny inbjudan har skickats till bo@bibliotek.test.'),
    );
    expect(calls('resend_invite')).toEqual([expect.objectContaining({ librarian_id: '2' })]);
  });

  it('deactivates only after a confirmation that explains the sessions end, then focuses the librarian', async () => {
    answers.deactivate_librarian = () => {
      listed = listed.map((l) => (l.librarian_id === 1 ? { ...l, status: 'deactivated' } : l));
      return json(200, { success: true, librarian: { ...anna, status: 'deactivated' } });
    };
    await renderSection('admin');
    await press(screen.getByRole('button', { name: 'Inaktivera: anna.lib' }));
    const dialog = screen.getByRole('dialog', { name: 'Inaktivera anna.lib?' });
    expect(dialog.textContent).toContain('anna.lib loggas ut överallt direkt.');

    // Cancelling changes nothing.
    await press(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(calls('deactivate_librarian')).toEqual([]);

    await press(screen.getByRole('button', { name: 'Inaktivera: anna.lib' }));
    await press(
      within(screen.getByRole('dialog', { name: 'Inaktivera anna.lib?' })).getByRole('button', {
        name: 'Inaktivera',
      }),
    );
    await waitFor(() =>
      expect(status().textContent).toBe('anna.lib är inaktiverad och har loggats ut överallt.'),
    );
    expect(calls('deactivate_librarian')).toEqual([expect.objectContaining({ librarian_id: '1' })]);
    await waitFor(() => expect(within(card('anna.lib')).getByText('Inaktiverad')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Inaktivera: anna.lib' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'anna.lib' })),
    );
  });
});
