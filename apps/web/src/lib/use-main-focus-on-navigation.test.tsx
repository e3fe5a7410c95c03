import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useNavigate } from 'react-router';
import { useMainFocusOnNavigation } from './use-main-focus-on-navigation';

/** A layout that stays across its pages, as the portals' layouts do. */
function Layout() {
  useMainFocusOnNavigation();
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

function ListPage({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      go
    </button>
  );
}

function renderApp(to: string) {
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/list" element={<ListPage to={to} />} />
          <Route path="/search" element={<input aria-label="search" autoFocus />} />
          <Route path="/other" element={<p>other</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('useMainFocusOnNavigation', () => {
  it('puts the focus on <main> when a navigation removed the focused element', async () => {
    renderApp('/other');
    const go = screen.getByRole('button', { name: 'go' });
    go.focus();
    await act(async () => go.click());
    expect(screen.getByText('other')).toBeTruthy();
    // The route's element is new: the button that had focus is gone.
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('leaves the focus where the new page put it', async () => {
    renderApp('/search');
    const go = screen.getByRole('button', { name: 'go' });
    go.focus();
    await act(async () => go.click());
    expect(document.activeElement).toBe(screen.getByLabelText('search'));
  });
});
