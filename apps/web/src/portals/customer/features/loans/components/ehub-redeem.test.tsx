import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { LoanResult } from '@filmhyllan/contract';
import { createI18n } from '@/lib/i18n';
import { createErrorStore, createQueryClient } from '@/lib/network-state';
import { EhubRedeem, forgetRedeemedEhubTokensForTests } from './ehub-redeem';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TOKEN = 'eyJsaWJyYXJ5X2lkIjoxfQ.c2lnbmF0dXJl';

const loanResult: LoanResult = {
  success: true,
  loan: {
    loan_id: 9,
    title_id: 1110,
    library_id: 1,
    started_at: '2026-03-01T10:00:00.000Z',
    ends_at: '2026-03-03T10:00:00.000Z',
    stream: { playlist_url: '/api/media/tok/master.m3u8', expires_at: '2026-03-03T10:00:00.000Z' },
  },
  is_new: true,
  num_loans_left: 2,
  num_loans_left_period: 'month',
};

async function renderRedeem(onLoan = vi.fn(), hasActiveLoan = false) {
  const i18n = await createI18n('sv', {}, () => {});
  const errors = createErrorStore('customer');
  const queryClient = createQueryClient(errors);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <EhubRedeem
          accessToken={TOKEN}
          language="sv"
          titleId={1110}
          onLoan={onLoan}
          hasActiveLoan={hasActiveLoan}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { onLoan, errors, view };
}

const ehubCalls = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/customer/customer/ehub_loan'));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  forgetRedeemedEhubTokensForTests();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EhubRedeem', () => {
  it('borrows once with the token, says so, and hands the loan to the page', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { onLoan, view } = await renderRedeem();
    expect((await screen.findByRole('status')).textContent).toBe('ehub_borrowing');
    answer(json(200, loanResult));
    expect(await screen.findByText('ehub_borrowed')).toBeTruthy();
    expect(onLoan).toHaveBeenCalledWith(loanResult.loan);
    const calls = ehubCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(String(calls[0]![1]?.body)).get('access_token')).toBe(TOKEN);

    // A reload of the page (a new mount) does not send the used token again.
    view.unmount();
    await renderRedeem();
    expect(ehubCalls(fetchMock)).toHaveLength(1);
  });

  it('explains a refused token on the page, without the global popup', async () => {
    fetchMock.mockResolvedValue(
      json(401, { success: false, error: { code: 'INVALID_ACCESS_TOKEN', message: 'Ogiltig länk' } }),
    );
    const { onLoan, errors } = await renderRedeem();
    expect((await screen.findByRole('alert')).textContent).toBe('error_invalid_access_token');
    expect(onLoan).not.toHaveBeenCalled();
    expect(errors.getState().popup).toBeNull();
  });

  it('says nothing about a refused token when the page already shows the running loan', async () => {
    fetchMock.mockResolvedValue(
      json(401, { success: false, error: { code: 'INVALID_ACCESS_TOKEN', message: 'Ogiltig länk' } }),
    );
    await renderRedeem(vi.fn(), true);
    await vi.waitFor(() => expect(ehubCalls(fetchMock)).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
