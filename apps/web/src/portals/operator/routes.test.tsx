import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { configureApiClient } from '@/lib/api-client';
import { getSession, resetSessionForTests, startSession } from '@/lib/session';
import { json } from '@/test-support/fixtures';
import { resetOperatorForTests, useCurrentOperator } from './features/account/api/operator-session';
import { operatorRoutes } from './routes';

/**
 * The console's route tree with its real paths and loaders, each screen replaced by its path and who the page
 * knows to be logged in: what matters here is which screen a URL reaches and what it knows when it shows.
 */
function Screen({ name }: { name: string }) {
  const operator = useCurrentOperator();
  return <p>{`screen ${name} for ${operator?.username ?? 'nobody'}`}</p>;
}

function renderAt(url: string) {
  const screens = (operatorRoutes.children ?? []).map(
    (route) =>
      ({
        ...route,
        lazy: undefined,
        Component: () => <Screen name={route.index ? 'audit-log' : route.path!} />,
      }) as RouteObject,
  );
  const router = createMemoryRouter(
    [{ path: '/:lang', children: [{ path: 'admin', Component: Outlet, children: screens }] }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fetchMock = vi.fn<typeof fetch>();
const askedWho = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/operator/operator/get_operator')).length;

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
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const nobody = () =>
  fetchMock.mockImplementation(async () =>
    json(401, { success: false, error: { code: 'LOGIN_REQUIRED', message: 'log in' } }),
  );

describe('the set-password link', () => {
  it('shows its screen to a new operator without a session, once the console knows nobody is logged in', async () => {
    nobody();
    const router = renderAt('/sv/admin/set-password/tok-123_abc');
    expect(await screen.findByText('screen set-password/:token for nobody')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sv/admin/set-password/tok-123_abc');
    expect(askedWho()).toBe(1);
  });

  it('knows a logged-in operator when it shows', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, { success: true, operator: { username: 'operator', role: 'admin' } }),
    );
    renderAt('/en/admin/set-password/tok-123_abc');
    expect(await screen.findByText('screen set-password/:token for operator')).toBeTruthy();
  });
});

describe('the pages behind the login', () => {
  it('sends a visitor without a session from the operators page to the login, with the way back', async () => {
    nobody();
    const router = renderAt('/fi/admin/operators');
    expect(await screen.findByText('screen login for nobody')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fi/admin/login');
    expect(router.state.location.search).toBe('?next=%2Ffi%2Fadmin%2Foperators');
  });
});
