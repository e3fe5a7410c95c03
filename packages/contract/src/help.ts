import { z } from 'zod';
import { CountryIso } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/** What a message to support is about: a help question, or a report of an accessibility problem. */
export const HelpTopic = z.enum(['help', 'accessibility']);
export type HelpTopic = z.infer<typeof HelpTopic>;

export const sendEmail = defineEndpoint({
  ...routes.sendEmail,
  tag: 'i18n',
  summary: 'Send a message to customer support',
  description:
    'Stored and forwarded to the contact e-mail of the country configuration; contact_email is where ' +
    'support answers. Rate limited per client (a few messages an hour). country_iso (our addition: the spec ' +
    "lists only subject, contact_email and message) is the site's country, which the client knows from the " +
    "host; without it the logged-in user's country is used, else Sweden. topic (also ours) tells support " +
    "what the message is about: 'accessibility' is a report from the accessibility statement's feedback form, " +
    'which the service must answer within 14 days.',
  request: z.object({
    subject: z.string().trim().min(1).max(200),
    contact_email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: 'must be an e-mail address' })),
    message: z.string().trim().min(1).max(5000),
    country_iso: CountryIso.optional(),
    topic: HelpTopic.default('help'),
  }),
  response: z.object({ success: z.literal(true) }),
});
