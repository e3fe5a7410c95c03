import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ManagedOperator, Operator, Translations } from '@filmhyllan/contract';
import { configureApiClient } from '@/lib/api-client';
import { getSession, resetSessionForTests, startSession } from '@/lib/session';
import { json } from '@/test-support/fixtures';
import { describeInvitationForm, invitationTexts } from '@/test-support/invitation-form-cases';
import { renderWithProviders } from '@/test-support/render';
import { resetOperatorForTests, setCurrentOperator } from '../features/account/api/operator-session';
import { OperatorsPage } from './operators-page';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    ...invitationTexts,
    operator_role: 'Roll',
    operator_operators: 'Operatörer',
    operator_accounts: 'Konton',
    operator_admins_only: 'Bara administratörer hanterar operatörer.',
    operator_invite_send: 'Skicka inbjudan',
    operator_invited: '{username} är inbjuden.',
    operator_role_admin: 'Administratör',
    operator_role_editor: 'Redaktör',
    operator_role_support: 'Support',
    error_forbidden: 'Du har inte behörighet.',
  }).map(([key, sv]) => [key, { sv }]),
);

const managed = (fields: Partial<ManagedOperator>): ManagedOperator => ({
  operator_id: 1,
  username: 'operator',
  email: 'operator@filmhyllan.test',
  role: 'admin',
  status: 'active',
  two_factor_enrolled: true,
  last_login_at: '2026-11-20T09:00:00.000Z',
  created_at: '2026-11-01T09:00:00.000Z',
  ...fields,
});
const admin = managed({});
const newcomer = managed({
  operator_id: 2,
  username: 'nina.ops',
  email: 'nina@filmhyllan.test',
  role: 'support',
  status: 'invited',
  two_factor_enrolled: false,
  last_login_at: null,
});

const fetchMock = vi.fn<typeof fetch>();
let listed: ManagedOperator[];
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
  resetSessionForTests();
  resetOperatorForTests();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '/api', session: () => getSession(), language: () => 'sv' });
  await startSession(
    'operator',
    { reload: () => {}, now: () => 0, guard: undefined },
    { sessionid: 'S1', csrftoken: 'C1', login_data: { user: null, librarian: null } },
  );
  listed = [admin];
  answers = {};
  fetchMock.mockImplementation(async (url) => {
    const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
    if (answers[name]) return answers[name]!();
    if (name === 'get_operators') return json(200, { success: true, operators: listed });
    throw new Error(`unexpected call ${name}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderPage = async (operator: Operator) => {
  setCurrentOperator(operator);
  return renderWithProviders(<OperatorsPage />, {
    texts,
    route: { url: '/sv/admin/operators', path: '/:lang/admin/operators' },
  });
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Skicka inbjudan' })));

describe('who may manage operators', () => {
  it.each(['editor', 'support'] as const)(
    'tells an %s that only admins may, and asks the server nothing',
    async (role) => {
      await renderPage({ username: 'erik.ops', role });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Operatörer');
      expect(screen.getByRole('alert').textContent).toBe('Bara administratörer hanterar operatörer.');
      expect(screen.queryByRole('button', { name: 'Skicka inbjudan' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Konton' })).toBeNull();
      expect(calls('get_operators')).toEqual([]);
    },
  );

  it('shows an admin the invitation form and the accounts', async () => {
    listed = [admin, newcomer];
    await renderPage({ username: 'operator', role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'nina.ops' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Konton' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skicka inbjudan' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describeInvitationForm({
  render: async () => {
    await renderPage({ username: 'operator', role: 'admin' });
    await screen.findByRole('heading', { name: 'operator' });
  },
  sendLabel: 'Skicka inbjudan',
  call: 'invite_operator',
  calls,
  answer: (name, response) => {
    answers[name] = response;
  },
  formRefusal: { status: 403, code: 'FORBIDDEN', text: 'Du har inte behörighet.' },
});

describe('the invitation form', () => {
  it('sends username, e-mail, role and the page’s language, says who was invited and lists them', async () => {
    answers.invite_operator = () => {
      listed = [admin, newcomer];
      return json(200, { success: true, operator: newcomer });
    };
    await renderPage({ username: 'operator', role: 'admin' });
    await screen.findByRole('heading', { name: 'operator' });
    type('Användarnamn', ' nina.ops ');
    type('E-post', 'nina@filmhyllan.test');
    fireEvent.change(screen.getByLabelText('Roll'), { target: { value: 'editor' } });
    await send();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('nina.ops är inbjuden.'));
    expect(calls('invite_operator')).toEqual([
      expect.objectContaining({
        username: 'nina.ops',
        email: 'nina@filmhyllan.test',
        role: 'editor',
        language: 'sv',
        portal_csrftoken: 'C1',
      }),
    ]);
    expect((screen.getByLabelText('Användarnamn') as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('heading', { name: 'nina.ops' })).toBeTruthy();
  });
});
