import { useMutation } from '@tanstack/react-query';
import { sendEmail } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

export const sendHelpEmail = (input: EndpointInput<typeof sendEmail>) => callEndpoint(sendEmail, input);

/** POST /i18n/help/send_email. The help form shows failures on its fields or as a whole. */
export const useSendHelpEmail = () => useMutation({ mutationFn: sendHelpEmail, meta: { errorExempt: true } });
