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

describe('operations', () => {
  it('defaults to no /metrics, shedding at 1 s of event loop delay only, a 20 s shutdown and migrations at start', () => {
    expect(loadConfig(base())).toMatchObject({
      metricsToken: undefined,
      pressure: {
        maxEventLoopDelayMs: 1000,
        maxEventLoopUtilization: 0,
        maxHeapUsedBytes: 0,
        maxRssBytes: 0,
        retryAfterSeconds: 10,
      },
      shutdownDeadlineSeconds: 20,
      migrateOnStart: true,
    });
  });

  it('reads the token, the limits (0 is off), the deadline and MIGRATE_ON_START', () => {
    expect(
      loadConfig({
        ...base(),
        METRICS_TOKEN: 'a-long-enough-metrics-token',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0.95',
        PRESSURE_MAX_HEAP_USED_MB: '1536',
        PRESSURE_MAX_RSS_MB: '2048',
        PRESSURE_RETRY_AFTER_SECONDS: '30',
        SHUTDOWN_DEADLINE_SECONDS: '25',
        MIGRATE_ON_START: '0',
      }),
    ).toMatchObject({
      metricsToken: 'a-long-enough-metrics-token',
      pressure: {
        maxEventLoopDelayMs: 0,
        maxEventLoopUtilization: 0.95,
        maxHeapUsedBytes: 1536 * 1024 * 1024,
        maxRssBytes: 2048 * 1024 * 1024,
        retryAfterSeconds: 30,
      },
      shutdownDeadlineSeconds: 25,
      migrateOnStart: false,
    });
  });

  it('reads CAST_RECEIVER_APP_ID (absent: no casting) and refuses what is not a Cast application id', () => {
    expect(loadConfig(base()).castReceiverAppId).toBeUndefined();
    expect(loadConfig({ ...base(), CAST_RECEIVER_APP_ID: 'ab12cd34' }).castReceiverAppId).toBe('AB12CD34');
    expect(() => loadConfig({ ...base(), CAST_RECEIVER_APP_ID: 'not-an-id' })).toThrow(
      /CAST_RECEIVER_APP_ID/,
    );
  });

  it('names every wrong operations variable, never repeating the token', () => {
    let error: unknown;
    try {
      loadConfig({
        ...base(),
        METRICS_TOKEN: 'short-secret',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '-1',
        PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '1.5',
        PRESSURE_MAX_HEAP_USED_MB: 'lots',
        PRESSURE_RETRY_AFTER_SECONDS: '0',
        SHUTDOWN_DEADLINE_SECONDS: 'soon',
        MIGRATE_ON_START: 'yes',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((line) => line.split(' ')[0]).sort()).toEqual(
      [
        'METRICS_TOKEN',
        'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
        'PRESSURE_MAX_EVENT_LOOP_UTILIZATION',
        'PRESSURE_MAX_HEAP_USED_MB',
        'PRESSURE_RETRY_AFTER_SECONDS',
        'SHUTDOWN_DEADLINE_SECONDS',
        'MIGRATE_ON_START',
      ].sort(),
    );
    expect((error as Error).message).not.toContain('short-secret');
  });
});

describe('the login limit per address', () => {
  it('defaults to 20 a minute and reads LOGINS_PER_MINUTE', () => {
    expect(loadConfig(base()).loginsPerMinute).toBe(20);
    expect(loadConfig({ ...base(), LOGINS_PER_MINUTE: '300' }).loginsPerMinute).toBe(300);
    expect(() => loadConfig({ ...base(), LOGINS_PER_MINUTE: '0' })).toThrow(/^LOGINS_PER_MINUTE/);
  });
});
