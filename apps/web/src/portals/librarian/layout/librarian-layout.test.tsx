import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { json } from '@/test-support/fixtures';
import { resetSessionForTests } from '@/lib/session';
import { LibrarianLayout } from './librarian-layout';
import { renderInPortal, startLibrarianSession } from './librarian-test-harness';

const texts = {
  librarian_portal: { sv: 'Bibliotekarieportalen' },
  menu: { sv: 'Meny' },
  my_titles: { sv: 'Mina titlar' },
  statistics: { sv: 'Statistik' },
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    json(200, {
      librarian: { username: 'bibliotekarie', library_id: 5 },
      library: { id: 5, name: 'Biblioteket', country_iso: 'se', logo_url: null, currency: 'SEK' },
    }),
  );
  await startLibrarianSession();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetSessionForTests();
});

describe('the librarian header', () => {
  it('folds the menu behind a Menu button (shown on phones and tablets) that opens and closes it', async () => {
    await renderInPortal(<LibrarianLayout />, { texts, url: '/sv/lib/' });
    const nav = screen.getByRole('navigation', { name: 'Bibliotekarieportalen' });
    const button = within(nav).getByRole('button', { name: 'Meny' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(within(list as HTMLElement).getByRole('link', { name: 'Mina titlar' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape with the focus back on the button, and on a click outside or a navigation', async () => {
    await renderInPortal(<LibrarianLayout />, { texts, url: '/sv/lib/' });
    const button = screen.getByRole('button', { name: 'Meny' });
    const link = screen.getByRole('link', { name: 'Mina titlar' });

    fireEvent.click(button);
    link.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    await act(async () => void fireEvent.click(link));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
