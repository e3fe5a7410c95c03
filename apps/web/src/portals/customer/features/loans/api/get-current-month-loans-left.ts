import { useMutation } from '@tanstack/react-query';
import { getCurrentMonthLoansLeft } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export interface LoansLeftInput {
  libraryId: number;
  cardNumber: string;
  pinCode: string;
}

export const fetchLoansLeft = ({ libraryId, cardNumber, pinCode }: LoansLeftInput, signal?: AbortSignal) =>
  callEndpoint(
    getCurrentMonthLoansLeft,
    { library_id: libraryId, card_number: cardNumber, pin_code: pinCode },
    { signal },
  );

/**
 * How many loans a typed card has left this period. Asked when the patron asks (a button), not while they type:
 * the server counts a wrong PIN here towards the card lock just as in a loan, so checking a half-typed PIN would
 * lock cards. That makes it an action rather than cached data, hence a mutation (nothing with a PIN is cached).
 * Failures are shown in the loan box: errorExempt.
 */
export const useLoansLeftCheck = () =>
  useMutation({
    mutationFn: (input: LoansLeftInput) => fetchLoansLeft(input),
    meta: { errorExempt: true, noGlobalLoader: true },
  });
