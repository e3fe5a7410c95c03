import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { MarcDownload } from './marc-download';
import { MarcFeed } from './marc-feed';

const texts = {
  marc_download: { sv: 'Ladda ner MARC-poster' },
  marc_since: { sv: 'Ändringar sedan' },
  marc_since_hint: { sv: 'Tomt: alla poster.' },
  marc_feed_heading: { sv: 'MARC-flöde' },
  marc_feed_intro: { sv: 'Ert bibliotekssystem kan hämta posterna.' },
  marc_feed_none: { sv: 'Biblioteket har ännu ingen flödesadress.' },
  marc_feed_create: { sv: 'Skapa flödesadresser' },
  marc_feed_address: { sv: 'Adress för {format}' },
  marc_feed_copy: { sv: 'Kopiera adressen för {format}' },
  marc_feed_copied: { sv: 'Adressen är kopierad.' },
  marc_feed_rotate: { sv: 'Byt till nya adresser' },
  marc_feed_rotate_confirm: { sv: 'Byta till nya flödesadresser?' },
  marc_feed_rotate_yes: { sv: 'Byt adresser' },
  marc_feed_rotated: { sv: 'Flödet har nya adresser.' },
  cancel: { sv: 'Avbryt' },
};

const feedOf = (token: string) => ({
  iso2709_url: `https://www.filmhyllan.se/api/marc/feed/${token}.mrc`,
  marcxml_url: `https://www.filmhyllan.se/api/marc/feed/${token}.xml`,
  rotated_at: '2026-11-27T10:00:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
const calls = (endpoint: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(`/librarian/librarian/${endpoint}`));

/** Answers get_marc_feed with `feed` and rotate_marc_feed with `next`. */
function answer(feed: ReturnType<typeof feedOf> | null, next = feedOf('N'.repeat(32))) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('rotate_marc_feed')
      ? json(200, { success: true, feed: next })
      : String(url).includes('get_marc_feed')
        ? json(200, { success: true, feed })
        : json(404, { success: false, error: { code: 'NOT_FOUND', message: '' } }),
  );
}

const setup = (ui: React.ReactElement) =>
  renderWithProviders(ui, {
    texts,
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
  });

beforeEach(() => stubApi(fetchMock));
afterEach(() => {
  restoreFetch(fetchMock);
  vi.restoreAllMocks();
});

describe('MarcFeed', () => {
  it('makes the first addresses at once, then shows each with a copy button', async () => {
    answer(null);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await setup(<MarcFeed />);
    expect(await screen.findByText('Biblioteket har ännu ingen flödesadress.')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Skapa flödesadresser' })));
    const address = await screen.findByLabelText('Adress för ISO 2709');
    expect((address as HTMLInputElement).value).toBe(feedOf('N'.repeat(32)).iso2709_url);
    expect((address as HTMLInputElement).readOnly).toBe(true);
    expect(calls('rotate_marc_feed')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Kopiera adressen för MARCXML' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(feedOf('N'.repeat(32)).marcxml_url));
    expect(await screen.findByText('Adressen är kopierad.')).toBeTruthy();
  });

  it('changes the addresses only after the confirmation, and returns the focus to its button', async () => {
    answer(feedOf('O'.repeat(32)));
    await setup(<MarcFeed />);
    const rotate = await screen.findByRole('button', { name: 'Byt till nya adresser' });
    expect((screen.getByLabelText('Adress för MARCXML') as HTMLInputElement).value).toBe(
      feedOf('O'.repeat(32)).marcxml_url,
    );

    fireEvent.click(rotate);
    let confirm = screen.getByRole('alertdialog', { name: 'Byta till nya flödesadresser?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Byt adresser' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(rotate);
    expect(calls('rotate_marc_feed')).toHaveLength(0);

    fireEvent.click(rotate);
    confirm = screen.getByRole('alertdialog', { name: 'Byta till nya flödesadresser?' });
    await act(
      async () => void fireEvent.click(within(confirm).getByRole('button', { name: 'Byt adresser' })),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('rotate_marc_feed')).toHaveLength(1);
    expect((screen.getByLabelText('Adress för MARCXML') as HTMLInputElement).value).toBe(
      feedOf('N'.repeat(32)).marcxml_url,
    );
    expect(screen.getByRole('status').textContent).toBe('Flödet har nya adresser.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Byt till nya adresser' }));
  });
});

describe('MarcDownload', () => {
  it('asks for the changes since the date given, and for everything without one', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response('<collection/>', {
          status: 200,
          headers: {
            'Content-Type': 'application/marcxml+xml; charset=utf-8',
            'Content-Disposition': 'attachment; filename="filmhyllan-5-since-2026-11-01.xml"',
          },
        }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:marc', revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await setup(<MarcDownload libraryId={5} />);
    const since = screen.getByLabelText('Ändringar sedan');
    expect(since.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(since, { target: { value: '2026-11-01' } });
    const group = screen.getByRole('group', { name: 'Ladda ner MARC-poster' });
    await act(async () => void fireEvent.click(within(group).getByRole('button', { name: 'MARCXML' })));
    await waitFor(() => expect(saved).toEqual(['filmhyllan-5-since-2026-11-01.xml']));
    const params = () =>
      calls('export_marc').map(([url]) => new URL(String(url), 'http://test').searchParams);
    expect(params().map((query) => [query.get('format'), query.get('since')])).toEqual([
      ['marcxml', '2026-11-01'],
    ]);

    fireEvent.change(since, { target: { value: '' } });
    await act(async () => void fireEvent.click(within(group).getByRole('button', { name: 'ISO 2709' })));
    await waitFor(() => expect(params()).toHaveLength(2));
    expect([params()[1]!.get('format'), params()[1]!.has('since')]).toEqual(['iso2709', false]);
  });
});
