import { useMutation } from '@tanstack/react-query';
import type { CountryIso } from '@filmhyllan/contract';
import { softDeleteAccount } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { applyLoginChange } from '@/lib/session';

export const deleteAccount = (country: CountryIso) =>
  callEndpoint(softDeleteAccount, { country_iso: country });

/**
 * POST /user/user/soft_delete_account. The session stays, anonymous, with the new CSRF token the server
 * answers: the login is cleared at once. The caller then leaves for /account-deleted and forgets the user's
 * results. The confirmation shows a failure itself.
 */
export const useSoftDeleteAccount = (country: CountryIso) =>
  useMutation({
    mutationFn: () => deleteAccount(country),
    meta: { errorExempt: true },
    onSuccess: ({ new_csrftoken }) => applyLoginChange(new_csrftoken, { user: null, librarian: null }),
  });
