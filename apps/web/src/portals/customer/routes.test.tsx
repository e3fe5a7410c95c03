import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { applyLoginChange } from '@/lib/session';
import { testUser } from '@/test-support/fixtures';
import { restoreFetch, startCustomerSession } from '@/test-support/session';
import { customerRoutes } from './routes';

/**
 * The customer route tree with its real paths and guards, each screen replaced by its path: what matters here
 * is which screen a URL reaches, logged in or not.
 */
function renderAt(url: string) {
  const screens = (customerRoutes.children ?? []).map(
    (route) =>
      ({
        ...route,
        lazy: undefined,
        Component: () => <p>screen {route.index ? 'front' : route.path}</p>,
      }) as RouteObject,
  );
  const router = createMemoryRouter(
    [{ path: '/:lang', children: [{ id: 'customer', Component: Outlet, children: screens }] }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  await startCustomerSession(fetchMock);
});

afterEach(() => restoreFetch(fetchMock));

const logIn = () =>
  applyLoginChange('C2', {
    user: testUser,
    librarian: null,
  });

describe('customer route guards', () => {
  it.each([
    '/sv/profile',
    '/sv/settings',
    '/sv/settings/profile',
    '/sv/settings/change-password',
    '/sv/transition',
  ])('sends a logged-out visitor from %s to the front page', async (url) => {
    const router = renderAt(url);
    expect(await screen.findByText('screen front')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sv/');
  });

  it('opens the password reset link logged out, on the change-password screen', async () => {
    const router = renderAt('/fi/settings/change-password/tok-123_abc');
    expect(await screen.findByText('screen settings/change-password/:actionParam?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fi/settings/change-password/tok-123_abc');
  });

  it('shows the account-deleted notice logged out', async () => {
    const router = renderAt('/en/account-deleted');
    expect(await screen.findByText('screen account-deleted')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/account-deleted');
  });

  it('lets a logged-in user reach profile, settings and the password change', async () => {
    logIn();
    renderAt('/sv/profile');
    expect(await screen.findByText('screen profile')).toBeTruthy();
    cleanup();
    renderAt('/sv/settings');
    expect(await screen.findByText('screen settings/:action?/:actionParam?')).toBeTruthy();
    cleanup();
    renderAt('/sv/settings/change-password');
    expect(await screen.findByText('screen settings/change-password/:actionParam?')).toBeTruthy();
  });
});
