import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const sendEmail = defineEndpoint({
  method: 'POST',
  path: '/i18n/help/send_email',
  tag: 'i18n',
  summary: 'Send a message to customer support',
  description:
    'Stored and forwarded to the contact e-mail of the country configuration; contact_email is where ' +
    'support answers. Rate limited per client (a few messages an hour).',
  access: 'session',
  request: z.object({
    subject: z.string().trim().min(1).max(200),
    contact_email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: 'must be an e-mail address' })),
    message: z.string().trim().min(1).max(5000),
  }),
  response: z.object({ success: z.literal(true) }),
});
