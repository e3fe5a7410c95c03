import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SushiCredentials } from '@filmhyllan/contract';
import { json } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render';
import { restoreFetch, stubApi } from '@/test-support/session';
import { CounterSection } from './counter-section';

const texts = {
  counter_heading: { sv: 'Användning enligt COUNTER (SUSHI)' },
  counter_intro: { sv: 'Bibliotekets lån som IR_M1.' },
  sushi_credentials: { sv: 'SUSHI-uppgifter' },
  sushi_server_url: { sv: 'SUSHI-serverns adress' },
  sushi_customer_id: { sv: 'Kund-id' },
  sushi_requestor_id: { sv: 'Beställar-id' },
  sushi_api_key: { sv: 'API-nyckel' },
  sushi_no_key: { sv: 'Biblioteket har ingen SUSHI-nyckel än.' },
  sushi_create_key: { sv: 'Skapa SUSHI-nyckel' },
  sushi_rotate_key: { sv: 'Ny API-nyckel' },
  sushi_rotate_confirm: { sv: 'Skapa en ny API-nyckel? Den nuvarande slutar fungera direkt.' },
  sushi_rotate_yes: { sv: 'Skapa ny nyckel' },
  sushi_key_made: { sv: 'En ny API-nyckel har skapats.' },
  sushi_copy_short: { sv: 'Kopiera' },
  sushi_copy: { sv: 'Kopiera {name}' },
  sushi_copied: { sv: '{name} kopierat.' },
  counter_report_heading: { sv: 'Rapporten IR_M1 som CSV' },
  counter_report_intro: { sv: 'I COUNTERs tabellformat.' },
  counter_begin_month: { sv: 'Från månad' },
  counter_end_month: { sv: 'Till och med månad' },
  counter_month_invalid: { sv: 'Ange en månad som ÅÅÅÅ-MM.' },
  counter_range_invalid: {
    sv: 'Slutmånaden ska vara samma som eller efter startmånaden, högst {max} månader.',
  },
  counter_download: { sv: 'Ladda ner IR_M1 (CSV)' },
  cancel: { sv: 'Avbryt' },
};

const withKey: SushiCredentials = {
  sushi_customer_id: '1',
  sushi_requestor_id: 'req-1',
  sushi_api_key: 'old-key',
};
const TODAY = new Date(2026, 10, 20, 12, 0);

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://test');
    return {
      path: url.pathname.replace(/^\/api/, ''),
      params: Object.fromEntries(url.searchParams),
      body: init?.body ? Object.fromEntries(new URLSearchParams(String(init.body))) : undefined,
    };
  });

beforeEach(() => {
  stubApi(fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://test');
    if (url.pathname.endsWith('/rotate_sushi_key')) {
      return json(200, { success: true, ...withKey, sushi_api_key: 'new-key' });
    }
    if (url.pathname.endsWith('/export_counter_report')) {
      return new Response('\ufeffReport_Name;Multimedia Item Requests\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="filmhyllan-IR_M1-${url.searchParams.get('begin_month')}-${url.searchParams.get('end_month')}.csv"`,
        },
      });
    }
    return json(404, { success: false, error: { code: 'NOT_FOUND', message: url.pathname } });
  });
});

afterEach(() => {
  restoreFetch(fetchMock);
  vi.restoreAllMocks();
});

async function renderSection(credentials: SushiCredentials, onRotated = vi.fn()) {
  await renderWithProviders(
    <CounterSection credentials={credentials} onRotated={onRotated} today={TODAY} />,
    { texts },
  );
  return onRotated;
}

describe('CounterSection', () => {
  it('shows the credentials to copy, each under its label', async () => {
    await renderSection(withKey);
    expect(screen.getByRole('heading', { level: 2, name: 'Användning enligt COUNTER (SUSHI)' })).toBeTruthy();
    expect((screen.getByLabelText('SUSHI-serverns adress') as HTMLInputElement).value).toMatch(
      /\/api\/sushi\/r51$/,
    );
    expect((screen.getByLabelText('Kund-id') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Beställar-id') as HTMLInputElement).value).toBe('req-1');
    expect((screen.getByLabelText('API-nyckel') as HTMLInputElement).value).toBe('old-key');
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Kopiera API-nyckel' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('old-key'));
    expect(await screen.findByText('API-nyckel kopierat.')).toBeTruthy();
  });

  it('asks before replacing a key, and sends nothing when the librarian cancels', async () => {
    const onRotated = await renderSection(withKey);
    fireEvent.click(screen.getByRole('button', { name: 'Ny API-nyckel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny API-nyckel' });
    expect(within(dialog).getByText(/slutar fungera direkt/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(calls()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Ny API-nyckel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ny API-nyckel' })).getByRole('button', {
        name: 'Skapa ny nyckel',
      }),
    );
    await waitFor(() => expect(onRotated).toHaveBeenCalledWith({ ...withKey, sushi_api_key: 'new-key' }));
    expect(calls().map((call) => [call.path, call.body?.portal_csrftoken])).toEqual([
      ['/librarian/librarian/rotate_sushi_key', 'C1'],
    ]);
    expect(await screen.findByText('En ny API-nyckel har skapats.')).toBeTruthy();
  });

  it('makes the first key without asking', async () => {
    const onRotated = await renderSection({
      sushi_customer_id: '1',
      sushi_requestor_id: null,
      sushi_api_key: null,
    });
    expect(screen.getByText('Biblioteket har ingen SUSHI-nyckel än.')).toBeTruthy();
    expect(screen.queryByLabelText('API-nyckel')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Skapa SUSHI-nyckel' }));
    await waitFor(() => expect(onRotated).toHaveBeenCalledTimes(1));
  });

  it('downloads IR_M1 for the months chosen, last month by default', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderSection(withKey);
    expect((screen.getByLabelText('Från månad') as HTMLInputElement).value).toBe('2026-10');
    fireEvent.change(screen.getByLabelText('Från månad'), { target: { value: '2026-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner IR_M1 (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['filmhyllan-IR_M1-2026-01-2026-10.csv']));
    expect(calls().map((call) => call.params)).toEqual([
      { begin_month: '2026-01', end_month: '2026-10', portal_sessionid: 'S1' },
    ]);
  });

  it('puts a range that ends before it begins on the last month, focused, and sends nothing', async () => {
    await renderSection(withKey);
    fireEvent.change(screen.getByLabelText('Från månad'), { target: { value: '2026-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner IR_M1 (CSV)' }));
    const end = screen.getByLabelText('Till och med månad');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(end);
    expect(
      screen.getByText(/Slutmånaden ska vara samma som eller efter startmånaden, högst 36/),
    ).toBeTruthy();
    expect(calls()).toEqual([]);
  });
});
