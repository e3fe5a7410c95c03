import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Operator } from '@filmhyllan/contract';
import { renderWithProviders } from '@/test-support/render';
import { resetOperatorForTests, setCurrentOperator } from '../features/account/api/operator-session';
import { OperatorLayout } from './operator-layout';

const texts = Object.fromEntries(
  Object.entries({
    operator_console: 'Driftkonsolen',
    operator_libraries: 'Bibliotek',
    operator_titles: 'Titlar',
    operator_site: 'Webbplatsen',
    operator_previews: 'Förhandsvisningslänkar',
    operator_catalogue_import: 'Import och export',
    operator_nav_jobs: 'Jobb',
    operator_nav_tokens: 'API-nycklar',
    operator_operators: 'Driftpersonal',
    operator_audit_log: 'Ändringslogg',
    log_out: 'Logga ut',
  }).map(([key, sv]) => [key, { sv }]),
);

beforeEach(resetOperatorForTests);
afterEach(cleanup);

const renderAs = async (operator: Operator | null) => {
  setCurrentOperator(operator);
  await renderWithProviders(<OperatorLayout />, {
    texts,
    route: { url: '/sv/admin/libraries', path: '/:lang/admin/*' },
  });
};

describe('the console header', () => {
  it('gives an admin every screen, Operators included, and the logout with the username', async () => {
    await renderAs({ username: 'operator', role: 'admin' });
    const nav = screen.getByRole('navigation', { name: 'Driftkonsolen' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Bibliotek',
      'Titlar',
      'Webbplatsen',
      'Förhandsvisningslänkar',
      'Import och export',
      'Jobb',
      'API-nycklar',
      'Driftpersonal',
      'Ändringslogg',
    ]);
    expect(within(nav).getByRole('button', { name: 'Logga ut (operator)' })).toBeTruthy();
  });

  it('gives an editor the API tokens but not Operators', async () => {
    await renderAs({ username: 'editor.one', role: 'editor' });
    expect(screen.getByRole('link', { name: 'API-nycklar' }).getAttribute('href')).toBe('/sv/admin/tokens');
    expect(screen.queryByRole('link', { name: 'Driftpersonal' })).toBeNull();
  });

  it('leaves Operators and API tokens out for support, and the navigation out for nobody', async () => {
    await renderAs({ username: 'support.one', role: 'support' });
    expect(screen.queryByRole('link', { name: 'Driftpersonal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'API-nycklar' })).toBeNull();
    cleanup();
    await renderAs(null);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
