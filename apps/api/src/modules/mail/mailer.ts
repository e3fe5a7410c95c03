import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

/** A file sent with an e-mail (the monthly report's CSV tables). */
export interface MailAttachment {
  filename: string;
  content: string;
  /** e.g. `text/csv; charset=utf-8`. */
  contentType: string;
}

/** One plain-text e-mail, with files attached or none. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where answers go (help messages: the customer's address). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail. Services get one injected: SMTP in production, the outbox folder locally, memory in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The part of a pino logger the mailers use. */
export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Header values never carry line breaks: a subject with a newline must not start a header of its own. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

const envelope = (from: string, message: MailMessage) => ({
  from,
  to: message.to,
  subject: oneLine(message.subject),
  text: message.text,
  ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  ...(message.attachments?.length
    ? {
        attachments: message.attachments.map((a) => ({
          filename: oneLine(a.filename),
          content: a.content,
          contentType: a.contentType,
        })),
      }
    : {}),
});

/** Sends through an SMTP server given as smtp://user:pass@host:port (smtps:// for TLS from the start). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(envelope(from, message));
    },
  };
}

/**
 * Writes each message as an .eml file (RFC 5322, as nodemailer would send it) into a folder, for machines without
 * a mail server: open the file in a mail client or read it as text. The log names the file and the subject only;
 * the body may hold a reset link and is never logged.
 */
export function createOutboxMailer(folder: string, from: string, log: MailLog): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await composer.sendMail(envelope(from, message));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, subject: oneLine(message.subject) }, 'e-mail written to the outbox (no SMTP_URL set)');
    },
  };
}

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, otherwise DATA_DIR/outbox. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log);
}

/**
 * Sends without making the caller wait: the answer of a call must not depend on (or reveal, by its timing)
 * whether an e-mail went out. A failure is logged without the message body.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, log: MailLog): void {
  mailer.send(message).catch((err: unknown) => {
    log.error(
      { err: err instanceof Error ? { name: err.name, message: err.message } : String(err) },
      `e-mail could not be sent: ${oneLine(message.subject)}`,
    );
  });
}
