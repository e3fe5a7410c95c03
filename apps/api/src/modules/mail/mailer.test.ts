import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer, createOutboxMailer, sendInBackground, type MailLog } from './mailer';

const FROM = 'Filmhyllan <no-reply@filmhyllan.test>';

function recordingLog() {
  const lines: string[] = [];
  const log: MailLog = {
    info: (obj, msg) => lines.push(`${msg} ${JSON.stringify(obj)}`),
    error: (obj, msg) => lines.push(`${msg} ${JSON.stringify(obj)}`),
  };
  return { log, lines };
}

/** A minimal SMTP server (RFC 5321 happy path with AUTH PLAIN) that keeps what it receives. */
async function fakeSmtpServer() {
  const received: { auth: string | null; from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { auth: null as string | null, from: '', to: [] as string[], data: '' };
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        current.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push(current);
        current = { auth: current.auth, from: '', to: [], data: '' };
        socket.write('250 queued\r\n');
      }
      let newline;
      while (!inData && (newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.test\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          socket.write('235 ok\r\n');
        } else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an .eml file into DATA_DIR/outbox and logs where, never the body', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'filmhyllan-mail-'));
    folders.push(dataDir);
    const { log, lines } = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: FROM, dataDir }, log);
    await mailer.send({
      to: 'anna@example.se',
      subject: 'Återställ ditt lösenord',
      text: 'Öppna https://www.filmhyllan.se/sv/settings/change-password/SECRET-TOKEN',
    });
    const outbox = join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(statSync(join(outbox, files[0]!)).mode & 0o077).toBe(0);
    const eml = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Filmhyllan <no-reply@filmhyllan\.test>$/m);
    expect(eml).toMatch(/^To: anna@example\.se$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // non-ASCII subject encoded
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml.replace(/=\r?\n/g, '')).toContain('SECRET-TOKEN');
    expect(lines.join('\n')).toContain(files[0]);
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN');
  });

  it('keeps a subject with line breaks on one header line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'filmhyllan-mail-'));
    folders.push(folder);
    const mailer = createOutboxMailer(folder, FROM, recordingLog().log);
    await mailer.send({
      to: 'support@example.se',
      replyTo: 'anna@example.se',
      subject: 'Hi\r\nBcc: evil@example.test',
      text: 'x',
    });
    const eml = readFileSync(join(folder, readdirSync(folder)[0]!), 'utf8');
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(eml).toMatch(/^Subject: Hi Bcc: evil@example\.test$/m);
    expect(eml).toMatch(/^Reply-To: anna@example\.se$/m);
  });
});

describe('SMTP mailer (SMTP_URL)', () => {
  it('delivers through the server, logging in with the credentials of the URL', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = createMailer(
        { smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, mailFrom: FROM, dataDir: '/nonexistent' },
        recordingLog().log,
      );
      await mailer.send({ to: 'anna@example.se', subject: 'Hello', text: 'A message.' });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.auth).toBe('\0mailer\0s3cret');
      expect(message!.from).toContain('<no-reply@filmhyllan.test>');
      expect(message!.to).toEqual([expect.stringContaining('<anna@example.se>')]);
      expect(message!.data).toContain('Subject: Hello');
      expect(message!.data).toContain('A message.');
    } finally {
      await smtp.close();
    }
  });

  it('sends attachments as MIME parts (the CSV tables of the monthly report)', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = createMailer(
        { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: FROM, dataDir: '/nonexistent' },
        recordingLog().log,
      );
      const csv = '\uFEFFDatum;Lån\r\n2026-10-01;3\r\n';
      await mailer.send({
        to: 'anna@example.se',
        subject: 'Rapport',
        text: 'Se bifogade filer.',
        attachments: [{ filename: 'daily.csv', content: csv, contentType: 'text/csv; charset=utf-8' }],
      });
      const data = smtp.received[0]!.data;
      expect(data).toMatch(/Content-Type: multipart\/mixed/);
      expect(data).toMatch(/Content-Disposition: attachment; filename=daily\.csv/);
      // The CSV goes byte for byte (its BOM and CRLFs kept): base64 of the whole file.
      expect(data).toContain(`\r\n\r\n${Buffer.from(csv, 'utf8').toString('base64')}\r\n`);
    } finally {
      await smtp.close();
    }
  });

  it('logs a failed delivery in the background without the message body', async () => {
    const { log, lines } = recordingLog();
    // Nothing listens on port 9 of localhost: the connection is refused.
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:9', mailFrom: FROM, dataDir: '/nonexistent' },
      log,
    );
    sendInBackground(mailer, { to: 'anna@example.se', subject: 'Reset', text: 'TOKEN-IN-BODY' }, log);
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(1);
    expect(lines[0]).toContain('e-mail could not be sent: Reset');
    expect(lines[0]).not.toContain('TOKEN-IN-BODY');
  });
});
