import type { MailMessage, Mailer } from '../modules/mail/mailer';

export interface MemoryMailer extends Mailer {
  /** Every message sent, oldest first. */
  sent: MailMessage[];
  /** The newest message to an address; fails the test when there is none. */
  lastTo(address: string): MailMessage;
}

/** A mailer that keeps messages in memory, so tests can read them (and follow the links in them). */
export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    // Not async on purpose: the message is there as soon as send is called, even when nobody awaits it.
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
    lastTo(address) {
      const message = sent.findLast((m) => m.to.toLowerCase() === address.toLowerCase());
      if (!message) throw new Error(`no e-mail was sent to ${address}`);
      return message;
    },
  };
}
