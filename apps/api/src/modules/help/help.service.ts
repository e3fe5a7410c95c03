import type { CountryIso, HelpTopic } from '@filmhyllan/contract';
import { sendInBackground, type MailLog, type Mailer } from '../mail/mailer';
import type { Session } from '../session/session.service';
import type { HelpRepository } from './help.repository';

export interface HelpServiceDeps {
  repo: HelpRepository;
  mailer: Mailer;
  log: MailLog;
}

/** Messages to customer support. */
export function createHelpService(deps: HelpServiceDeps) {
  const { repo } = deps;

  return {
    /**
     * Stores the message, then forwards it to the support address of the country (the one given, else the
     * logged-in user's, else Sweden's, the service's default country). Answers go to the contact address (Reply-To).
     * The message is kept even when the e-mail fails, so support can still read it. The topic leads the mail's
     * subject ([Filmhyllan accessibility #id] for a report from the accessibility statement, which must be
     * answered within 14 days), so support can sort and filter on it.
     */
    async sendMessage(
      session: Session,
      input: {
        subject: string;
        contactEmail: string;
        message: string;
        countryIso?: CountryIso | undefined;
        topic?: HelpTopic | undefined;
      },
    ): Promise<void> {
      const id = await repo.saveMessage({
        userId: session.userId,
        subject: input.subject,
        contactEmail: input.contactEmail,
        message: input.message,
      });
      const country =
        input.countryIso ??
        (session.userId === null ? undefined : await repo.userCountry(session.userId)) ??
        'se';
      const topic = input.topic ?? 'help';
      const to = (await repo.supportAddress(country)) ?? (await repo.supportAddress('se'));
      if (to) {
        sendInBackground(
          deps.mailer,
          {
            to,
            replyTo: input.contactEmail,
            subject: `[Filmhyllan ${topic} #${id}] ${input.subject}`,
            text:
              `${topic === 'accessibility' ? 'Accessibility report (answer within 14 days)' : 'Help message'} ` +
              `#${id} from ${input.contactEmail} (country ${country}, ` +
              `${session.userId === null ? 'not logged in' : `user id ${session.userId}`}):\n\n${input.message}\n`,
          },
          deps.log,
        );
      } else {
        deps.log.error(
          { helpMessageId: id, country },
          'help message stored but no support address is configured',
        );
      }
    },
  };
}
export type HelpService = ReturnType<typeof createHelpService>;
