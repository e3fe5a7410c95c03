import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'filmhyllan-config-')), APP_SECRET: 'x' });

describe('e-mail configuration', () => {
  it('defaults to the outbox, a sender and links from the country configuration', () => {
    const config = loadConfig(base());
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Filmhyllan <no-reply@filmhyllan.se>');
    expect(config.publicUrl).toBeUndefined();
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL', () => {
    const config = loadConfig({
      ...base(),
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Bibliotek <bibliotek@example.com>',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Bibliotek <bibliotek@example.com>',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('refuses malformed values without repeating a password', () => {
    expect(() => loadConfig({ ...base(), SMTP_URL: 'http://user:hunter2@example.com' })).toThrow(/^SMTP_URL/);
    expect(() => loadConfig({ ...base(), SMTP_URL: 'http://user:hunter2@example.com' })).not.toThrow(
      /hunter2/,
    );
    expect(() => loadConfig({ ...base(), PUBLIC_URL: 'www.example.com' })).toThrow(/PUBLIC_URL/);
  });
});
