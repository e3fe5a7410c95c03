import { useMutation } from '@tanstack/react-query';
import { loan } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export interface LoanInput {
  libraryId: number;
  titleId: number;
  /** Both empty: the logged-in user's saved card at the library. */
  cardNumber: string;
  pinCode: string;
}

export const postLoan = ({ libraryId, titleId, cardNumber, pinCode }: LoanInput) =>
  callEndpoint(loan, {
    library_id: libraryId,
    title_id: titleId,
    card_number: cardNumber,
    pin_code: pinCode,
  });

/**
 * Borrows a title. Every refusal (and any other failure) is shown in the loan box, never in the global error
 * popup (spec sections 4 and 8): the call is marked errorExempt. The caller invalidates the title page's query
 * on success, so the page shows the loan.
 */
export const useLoan = () =>
  useMutation({
    mutationFn: postLoan,
    meta: { errorExempt: true },
  });
