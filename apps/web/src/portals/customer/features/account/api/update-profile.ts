import { useMutation } from '@tanstack/react-query';
import { updateProfile } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { updateLoginUser } from '@/lib/session';

export type UpdateProfileInput = EndpointInput<typeof updateProfile>;

export const postUpdateProfile = (input: UpdateProfileInput) => callEndpoint(updateProfile, input);

/**
 * Saves the whole profile. The answer is the refreshed user, which the session takes at once (the header shows
 * the new name); the screen puts the answer into the user's data. Refusals land on their fields in the form:
 * errorExempt.
 */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: postUpdateProfile,
    onSuccess: (answer) => updateLoginUser(answer.user),
    meta: { errorExempt: true },
  });
