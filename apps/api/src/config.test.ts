import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

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

describe('the environment', () => {
  it('is read through one schema that reports every wrong variable at once, by name', () => {
    let error: unknown;
    try {
      loadConfig({
        ...base(),
        PORT: 'eighty',
        DATABASE_POOL_SIZE: '0',
        SEED: 'maybe',
        TRUST_PROXY: 'yes',
        REDIS_URL: 'localhost:6379',
        CANONICAL_HOST: 'https://filmhyllan.se/',
        OLD_HOSTS: 'cineasterna.example, not a host',
        SMTP_URL: 'http://user:hunter2@example.com',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((line) => line.split(' ')[0]).sort()).toEqual(
      [
        'PORT',
        'DATABASE_POOL_SIZE',
        'SEED',
        'TRUST_PROXY',
        'REDIS_URL',
        'CANONICAL_HOST',
        'OLD_HOSTS.1',
        'SMTP_URL',
      ].sort(),
    );
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('reads the site host names, and the proxy, with defaults for everything unset or empty', () => {
    expect(
      loadConfig({
        ...base(),
        CANONICAL_HOST: 'Filmhyllan.se',
        OLD_HOSTS: 'www.filmhyllan.se, bibliotek.example.com',
        TRUST_PROXY: '1',
        REDIS_URL: 'redis://127.0.0.1:6379',
        PORT: '',
      }),
    ).toMatchObject({
      canonicalHost: 'filmhyllan.se',
      oldHosts: ['www.filmhyllan.se', 'bibliotek.example.com'],
      trustProxy: true,
      redisUrl: 'redis://127.0.0.1:6379',
      port: 3000,
    });
    expect(loadConfig(base())).toMatchObject({
      canonicalHost: undefined,
      oldHosts: [],
      trustProxy: false,
      redisUrl: undefined,
      seed: 'demo',
      databasePoolSize: 10,
    });
  });
});
