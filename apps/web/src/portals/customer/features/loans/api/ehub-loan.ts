import { useMutation } from '@tanstack/react-query';
import { ehubLoan } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export const postEhubLoan = (accessToken: string) => callEndpoint(ehubLoan, { access_token: accessToken });

/**
 * POST /customer/customer/ehub_loan (spec section 7): borrows for a patron the library's own system sent with a
 * signed ehub_access token. Like a loan, every refusal is shown on the page, never in the global popup.
 */
export const useEhubLoan = () =>
  useMutation({
    mutationFn: postEhubLoan,
    meta: { errorExempt: true },
  });
