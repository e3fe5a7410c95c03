import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { json, loanResult } from '@/test-support/fixtures';
import { appQueryClient, renderWithProviders } from '@/test-support/render';
import { EhubRedeem, forgetRedeemedEhubTokensForTests } from './ehub-redeem';

const TOKEN = 'eyJsaWJyYXJ5X2lkIjoxfQ.c2lnbmF0dXJl';

async function renderRedeem(onLoan = vi.fn(), hasActiveLoan = false) {
  const { errors, queryClient } = appQueryClient();
  const view = await renderWithProviders(
    <EhubRedeem
      accessToken={TOKEN}
      language="sv"
      titleId={1110}
      onLoan={onLoan}
      hasActiveLoan={hasActiveLoan}
    />,
    { queryClient },
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
