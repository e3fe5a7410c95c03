import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { pageModules } from '@filmhyllan/contract/client';
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

describe('the modules the server preloads for a page', () => {
  /** The module a route's lazy import names, as the build manifest names it (src/...; vitest writes it so). */
  const lazyModule = (route: RouteObject) => /import__\("\/(src\/[^"]+)"\)/.exec(String(route.lazy))?.[1];

  it.each([
    '/sv/',
    '/sv/library/1/all',
    '/no/library/22/selected',
    '/fi/library/3/search',
    '/en/library/1/title/1110',
    '/sv/nyheter',
    '/sv/profile',
  ])('are the modules the router loads for %s', (url) => {
    const matches = matchRoutes([{ path: '/:lang', children: [customerRoutes] }], url) ?? [];
    const [layout, screen] = matches.slice(1).map((match) => match.route);
    const expected = pageModules(url);
    expect(layout && lazyModule(layout)).toBe(expected[0]);
    if (expected[1]) expect(screen && lazyModule(screen)).toBe(expected[1]);
    else expect(screen?.path).toBeDefined(); // a screen the table leaves to load as it would
  });
});
