import { useState } from 'react';
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

/**
 * A layout whose old content stays on screen after the address changed, until the new page's data has come (as
 * a lazy page does): the focused button goes only then.
 */
let showLater: () => void = () => undefined;
function SlowLayout() {
  useMainFocusOnNavigation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  showLater = () => setReady(true);
  return (
    <main id="main" tabIndex={-1}>
      {ready ? (
        <Outlet />
      ) : (
        <button type="button" onClick={() => void navigate('/later')}>
          old list
        </button>
      )}
    </main>
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

  it('also when the focused element goes only after the address changed', async () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          <Route element={<SlowLayout />}>
            <Route path="/list" element={null} />
            <Route path="/later" element={<p>later</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const old = screen.getByRole('button', { name: 'old list' });
    old.focus();
    await act(async () => old.click());
    // The address changed; the old list is still there, with the focus.
    expect(document.activeElement).toBe(old);
    await act(async () => showLater());
    expect(screen.getByText('later')).toBeTruthy();
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
