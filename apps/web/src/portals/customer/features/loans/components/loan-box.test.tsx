import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { PinFormat } from '@filmhyllan/contract';
import { storageKeys } from '@/lib/storage';
import { json, loanResult, titleDetails } from '@/test-support/fixtures';
import { stubFetchAtFixedTime } from '@/test-support/fetch-at-fixed-time';
import { appQueryClient, renderWithProviders } from '@/test-support/render';
import { LoanBox } from './loan-box';

const title = titleDetails();

const wrongPin = {
  success: false,
  error: { code: 'WRONG_CARD_OR_PIN', message: 'Fel lånekortsnummer eller PIN-kod.' },
};

/** The loan calls the box made, as sent. */
const loanCalls = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/customer/customer/loan'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

async function renderBox(onLoanChange = vi.fn(), pinFormat: PinFormat = 'digits') {
  const { errors, queryClient } = appQueryClient();
  await renderWithProviders(
    <LoanBox
      libraryId={1}
      pinFormat={pinFormat}
      title={title}
      language="sv"
      numLoansLeft={null}
      numLoansLeftPeriod="month"
      activeLoan={null}
      onLoanChange={onLoanChange}
    />,
    { queryClient },
  );
  return { errors, onLoanChange };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'borrow' })));

const fetchMock = stubFetchAtFixedTime('2026-03-01T10:00:00.000Z');

beforeEach(() => window.localStorage.clear());

describe('LoanBox', () => {
  it("offers a phone's numeric keypad for a PIN of digits and the full keyboard where PINs may hold letters", async () => {
    await renderBox(vi.fn(), 'digits');
    expect(screen.getByLabelText('pin_code').getAttribute('inputmode')).toBe('numeric');
    cleanup();
    fetchMock.mockResolvedValue(json(200, loanResult));
    await renderBox(vi.fn(), 'text');
    expect(screen.getByLabelText('pin_code').getAttribute('inputmode')).toBe('text');
    fill('card_number', 'AB12345');
    fill('pin_code', 'Hemligt9x');
    await submit();
    expect(loanCalls(fetchMock)[0]?.get('pin_code')).toBe('Hemligt9x');
  });

  it('sends card number and PIN without whitespace, remembers only the card number, then offers Watch', async () => {
    fetchMock.mockResolvedValue(json(200, loanResult));
    const { onLoanChange } = await renderBox();
    fill('card_number', '  11111111 ');
    fill('pin_code', ' 1234\t');
    await submit();

    const [sent] = loanCalls(fetchMock);
    expect(sent?.get('card_number')).toBe('11111111');
    expect(sent?.get('pin_code')).toBe('1234');
    expect(sent?.get('library_id')).toBe('1');
    expect(sent?.get('title_id')).toBe('1110');
    expect(onLoanChange).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: /watch/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('loan_success');
    const stored = window.localStorage.getItem(storageKeys.lastLoanCredentials);
    expect(JSON.parse(stored!)).toEqual({ '1': { cardNumber: '11111111' } });
    expect(stored).not.toContain('1234');
  });

  it('does not send a second loan request within 2 seconds', async () => {
    fetchMock.mockResolvedValue(json(401, wrongPin));
    await renderBox();
    fill('card_number', '11111111');
    fill('pin_code', '9999');
    await submit();
    expect(loanCalls(fetchMock)).toHaveLength(1);

    fill('pin_code', '1234');
    vi.setSystemTime(new Date('2026-03-01T10:00:01.500Z'));
    await submit();
    expect(loanCalls(fetchMock)).toHaveLength(1);

    vi.setSystemTime(new Date('2026-03-01T10:00:02.001Z'));
    await submit();
    expect(loanCalls(fetchMock)).toHaveLength(2);
  });

  it('shows a refusal in the box (role alert), clears the PIN and opens no global popup', async () => {
    fetchMock.mockResolvedValue(json(401, wrongPin));
    const { errors } = await renderBox();
    fill('card_number', '11111111');
    fill('pin_code', '9999');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('error_wrong_card_or_pin');
    expect((screen.getByLabelText('pin_code') as HTMLInputElement).value).toBe('');
    expect(errors.getState().popup).toBeNull();
  });

  it('keeps even a server failure in the box: the loan call is exempt from the global popup', async () => {
    fetchMock.mockResolvedValue(
      json(503, { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }),
    );
    const { errors } = await renderBox();
    fill('card_number', '11111111');
    fill('pin_code', '1234');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('error_service_unavailable');
    expect(errors.getState().popup).toBeNull();
    expect(errors.getState().count).toBe(1);
  });

  it('checks the form before sending anything', async () => {
    await renderBox();
    fill('card_number', '');
    fill('pin_code', '1'.repeat(65));
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('loan_card_number_invalid')).toBeTruthy();
    expect(screen.getByText('loan_pin_invalid')).toBeTruthy();
    expect(screen.getByLabelText('card_number').getAttribute('aria-invalid')).toBe('true');
  });

  it('prefills the card number last used at this library', async () => {
    window.localStorage.setItem(
      storageKeys.lastLoanCredentials,
      JSON.stringify({ '1': { cardNumber: '33333333' } }),
    );
    await renderBox();
    expect((screen.getByLabelText('card_number') as HTMLInputElement).value).toBe('33333333');
    expect((screen.getByLabelText('pin_code') as HTMLInputElement).value).toBe('');
  });
});
