import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiToken, OperatorRole, Translations } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { startOperatorSession } from '@/test-support/session';
import { ApiTokensSection } from './api-tokens-section';

/** Only the texts the assertions read; any other key shows as itself. */
const texts: Translations = Object.fromEntries(
  Object.entries({
    token_name: 'Namn',
    token_scopes: 'Behörigheter',
    token_scope_uploads: 'Uppladdningar',
    token_scope_catalogue: 'Katalogen',
    token_scopes_required: 'Välj minst en behörighet.',
    token_create: 'Skapa nyckel',
    token_created: 'Nyckeln är skapad. Kopiera den nu: den visas bara den här gången.',
    token_value: 'Nyckel',
    token_list_heading: 'Dina nycklar',
    token_none: 'Du har inga nycklar.',
    token_never_used: 'Aldrig',
    token_status_revoked: 'Återkallad',
    token_revoke: 'Återkalla',
    token_revoke_named: 'Återkalla {name}',
    token_revoke_title: 'Återkalla nyckeln {name}?',
    token_cancel: 'Avbryt',
    token_revoked: 'Nyckeln {name} är återkallad.',
    token_read_only: 'API-nycklar skapas av administratörer och redaktörer.',
    required_field: 'Fyll i fältet.',
  }).map(([key, sv]) => [key, { sv }]),
);

const token = (id: number, name: string, fields: Partial<ApiToken> = {}): ApiToken => ({
  token_id: id,
  name,
  scopes: ['uploads', 'catalogue'],
  created_at: '2026-11-26T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  status: 'active',
  ...fields,
});

let tokens: ApiToken[];
const fetchMock = vi.fn<typeof fetch>();
const calls = (name: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(`/${name}`))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));

beforeEach(async () => {
  await startOperatorSession(fetchMock);
  tokens = [token(1, 'Nattlig uppladdning', { last_used_at: '2026-11-26T11:00:00.000Z' })];
  fetchMock.mockImplementation(async (url, init) => {
    const name = new URL(String(url), 'http://x').pathname.split('/').pop()!;
    const body = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
    if (name === 'get_tokens') return json(200, { success: true, api_tokens: tokens });
    if (name === 'create_token') {
      const made = token(2, body.name!, { scopes: JSON.parse(body.scopes!) as ApiToken['scopes'] });
      tokens = [made, ...tokens];
      return json(200, { success: true, api_token: made, token: 'fhy_secretvalue' });
    }
    if (name === 'revoke_token') {
      tokens = tokens.map((one) =>
        one.token_id === Number(body.token_id)
          ? { ...one, status: 'revoked', revoked_at: '2026-11-26T12:00:00.000Z' }
          : one,
      );
      return json(200, {
        success: true,
        api_token: tokens.find((one) => one.token_id === Number(body.token_id)),
      });
    }
    throw new Error(`unexpected call ${name}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const renderSection = async (role: OperatorRole) =>
  renderWithProviders(<ApiTokensSection role={role} />, {
    texts,
    route: { url: '/sv/admin/tokens', path: '/:lang/admin/tokens' },
  });
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('the API tokens section', () => {
  it('lists the tokens with their scopes and last use', async () => {
    await renderSection('editor');
    const card = (
      await screen.findByRole('heading', { name: 'Nattlig uppladdning' }, { timeout: 5000 })
    ).closest('li')!;
    expect(within(card).getByText('Behörigheter: Uppladdningar, Katalogen')).toBeTruthy();
    expect(within(card).getByText(/token_last_used: /).textContent).not.toContain('Aldrig');
    expect(within(card).getByRole('button', { name: 'Återkalla Nattlig uppladdning' })).toBeTruthy();
  });

  it('creates a token with the scopes ticked and shows it once, focused', async () => {
    await renderSection('admin');
    await screen.findByRole('heading', { name: 'Nattlig uppladdning' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Namn'), { target: { value: 'Distributör' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Katalogen' }));
    await press('Skapa nyckel');
    const shown = await screen.findByTestId('api-token');
    expect((shown as HTMLInputElement).value).toBe('fhy_secretvalue');
    expect(document.activeElement).toBe(shown);
    expect(
      screen.getByText('Nyckeln är skapad. Kopiera den nu: den visas bara den här gången.'),
    ).toBeTruthy();
    expect(calls('create_token')).toEqual([
      expect.objectContaining({ name: 'Distributör', scopes: '["uploads"]' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Distributör' })).toBeTruthy();
    expect((screen.getByLabelText('Namn') as HTMLInputElement).value).toBe('');
  });

  it('refuses a token without a name or scopes before sending, on their fields', async () => {
    await renderSection('editor');
    await screen.findByRole('heading', { name: 'Nattlig uppladdning' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Uppladdningar' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Katalogen' }));
    await press('Skapa nyckel');
    await waitFor(() => expect(screen.getAllByText('Välj minst en behörighet.').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Fyll i fältet.').length).toBeGreaterThan(0);
    expect(calls('create_token')).toEqual([]);
    expect(screen.queryByTestId('api-token')).toBeNull();
  });

  it('revokes a token after asking, then reads the outcome out at the list', async () => {
    await renderSection('editor');
    await screen.findByRole('heading', { name: 'Nattlig uppladdning' }, { timeout: 5000 });
    await press('Återkalla Nattlig uppladdning');
    const dialog = screen.getByRole('dialog', { name: 'Återkalla nyckeln Nattlig uppladdning?' });
    expect(calls('revoke_token')).toEqual([]);
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Återkalla' })));
    await waitFor(() => expect(calls('revoke_token')).toEqual([expect.objectContaining({ token_id: '1' })]));
    expect(await screen.findByText('Nyckeln Nattlig uppladdning är återkallad.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dina nycklar' }));
    const card = (await screen.findByText('Återkallad')).closest('li')!;
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('keeps a token when the question is cancelled', async () => {
    await renderSection('admin');
    await screen.findByRole('heading', { name: 'Nattlig uppladdning' }, { timeout: 5000 });
    await press('Återkalla Nattlig uppladdning');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Avbryt' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('revoke_token')).toEqual([]);
  });

  it('tells support that tokens are for admins and editors, and asks nothing', async () => {
    await renderSection('support');
    expect(screen.getByText('API-nycklar skapas av administratörer och redaktörer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skapa nyckel' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
