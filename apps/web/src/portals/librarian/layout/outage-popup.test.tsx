import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { Portal } from '@filmhyllan/contract';
import { ErrorPopup } from '@/app/error-popup';
import { json } from '@/test-support/fixtures';
import { resetSessionForTests } from '@/lib/session';
import { useLibrarianTitles } from '../features/titles/api/get-librarian-titles';
import { renderInPortal, startLibrarianSession } from './librarian-test-harness';

/*
 * Spec section 8: in the librarian area a 502/503/504 says that the service has an outage; any other failure
 * of 500 or above opens the ordinary error popup. The librarian call here is My titles' catalogue, which the app
 * tries once more after a moment before it gives up (lib/network-state shouldRetry), hence the fake clock.
 */

const texts = {
  service_outage_title: { sv: 'Fel' },
  service_outage_body: { sv: 'Tjänsten har för närvarande ett driftavbrott.' },
  error_popup_title: { sv: 'Något gick fel' },
  error_popup_body: { sv: 'Tjänsten svarade inte som väntat.' },
  error_popup_status: { sv: 'Felkod: {status}' },
  close: { sv: 'Stäng' },
};

const fetchMock = vi.fn<typeof fetch>();

function Catalogue() {
  const titles = useLibrarianTitles();
  return <p>{titles.status}</p>;
}

/** Renders a librarian screen with the popup, its catalogue call failing every time with `answer`. */
async function failWith(answer: () => Response, portal: Portal = 'librarian') {
  fetchMock.mockImplementation(async () => answer());
  await renderInPortal(
    <>
      <Catalogue />
      <ErrorPopup />
    </>,
    { portal, texts, url: '/sv/lib/catalogue' },
  );
  // The first try, the pause before the second, the second try.
  await act(() => vi.advanceTimersByTimeAsync(5_000));
  expect(screen.getByText('error')).toBeTruthy();
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
    expect.stringContaining('/api/librarian/librarian/get_librarian_titles'),
    expect.stringContaining('/api/librarian/librarian/get_librarian_titles'),
  ]);
  return screen.getByRole('alertdialog');
}

const unavailable = () =>
  json(503, { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' } });

beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  await startLibrarianSession();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetSessionForTests();
});

describe('the outage popup in the librarian area', () => {
  it('says the service has an outage when a librarian call answers 503', async () => {
    const popup = await failWith(unavailable);
    expect(popup.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(popup.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Fel');
    expect(popup.textContent).toContain('Tjänsten har för närvarande ett driftavbrott.');
    expect(popup.textContent).toContain('Felkod: 503');
    expect(popup.textContent).not.toContain('Tjänsten svarade inte som väntat.');
  });

  it('says so too for a 502 or 504 from a proxy, which sends no JSON', async () => {
    const popup = await failWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(popup.textContent).toContain('Tjänsten har för närvarande ett driftavbrott.');
    expect(popup.textContent).toContain('Felkod: 502');
  });

  it('shows the ordinary error popup for a 500', async () => {
    const popup = await failWith(() =>
      json(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'Internal error' } }),
    );
    expect(document.getElementById(popup.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Något gick fel',
    );
    expect(popup.textContent).toContain('Tjänsten svarade inte som väntat.');
    expect(popup.textContent).toContain('Felkod: 500');
    expect(popup.textContent).not.toContain('driftavbrott');
  });

  it('keeps the ordinary popup for a 503 outside the librarian area', async () => {
    const popup = await failWith(unavailable, 'customer');
    expect(popup.textContent).toContain('Tjänsten svarade inte som väntat.');
    expect(popup.textContent).not.toContain('driftavbrott');
  });
});
