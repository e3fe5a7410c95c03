import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLibrarySystems, parseLibrarySystems } from './library-systems';

const file = (content: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'library-systems-')), 'systems.json');
  writeFileSync(path, content);
  return path;
};

describe('library systems file', () => {
  it('fills in the defaults and keeps libraries not named on the built-in directory', () => {
    const systems = parseLibrarySystems(
      {
        libraries: {
          '5': { patron_auth: 'sip2', sip2: { host: 'ils.example.se' } },
          '6': { patron_auth: 'builtin' },
        },
      },
      'test',
    );
    expect([...systems.keys()]).toEqual([5]);
    expect(systems.get(5)).toEqual({
      host: 'ils.example.se',
      port: 6001,
      tls: false,
      tlsVerify: true,
      institutionId: '',
      encoding: 'cp850',
      fieldSeparator: '|',
      timeoutMs: 3000,
      pinIsValidated: true,
    });
  });

  it('reads every setting of the README example', () => {
    const systems = loadLibrarySystems(
      file(
        JSON.stringify({
          libraries: {
            '5': {
              patron_auth: 'sip2',
              sip2: {
                host: 'ils.example.se',
                port: 6443,
                tls: true,
                tls_verify: false,
                login_user: 'filmhyllan',
                login_password: 'secret',
                institution_id: 'MALMO',
                location_code: 'FILM',
                encoding: 'utf-8',
                field_separator: '^',
                timeout_ms: 1500,
                pin_is_validated: false,
              },
            },
          },
        }),
      ),
    );
    expect(systems.get(5)).toEqual({
      host: 'ils.example.se',
      port: 6443,
      tls: true,
      tlsVerify: false,
      loginUser: 'filmhyllan',
      loginPassword: 'secret',
      institutionId: 'MALMO',
      locationCode: 'FILM',
      encoding: 'utf8',
      fieldSeparator: '^',
      timeoutMs: 1500,
      pinIsValidated: false,
    });
  });

  it('names the library and the field of a bad setting', () => {
    const bad = (sip2: object) => () =>
      parseLibrarySystems({ libraries: { '7': { patron_auth: 'sip2', sip2 } } }, 'systems.json');
    expect(bad({ host: 'x', port: 70_000 })).toThrow(/^systems\.json: library 7, field sip2\.port: /);
    expect(bad({ port: 6001 })).toThrow(/library 7, field sip2\.host/);
    expect(bad({ host: 'x', encoding: 'latin1' })).toThrow(/library 7, field sip2\.encoding/);
    expect(bad({ host: 'x', login_user: 'u' })).toThrow(/library 7, field sip2\.login_password/);
    expect(bad({ host: 'x', hots: 'y' })).toThrow(/library 7, field sip2/);
    expect(() => parseLibrarySystems({ libraries: { abc: { patron_auth: 'builtin' } } }, 'f')).toThrow(
      /library abc/,
    );
    expect(() => parseLibrarySystems({ libraries: { '1': { patron_auth: 'ldap' } } }, 'f')).toThrow(
      /library 1, field patron_auth/,
    );
  });

  it('reads the example in docs', () => {
    const example = new URL('../../../../../docs/library-systems.example.json', import.meta.url).pathname;
    const systems = loadLibrarySystems(example);
    expect([...systems.keys()]).toEqual([5]);
    expect(systems.get(5)).toMatchObject({ host: 'ils.example.se', tls: true, encoding: 'cp850' });
  });

  it('refuses a file that cannot be read or is not JSON, and reads none when no file is named', () => {
    expect(() => loadLibrarySystems('/nonexistent/systems.json')).toThrow(/cannot be read/);
    expect(() => loadLibrarySystems(file('{ nope'))).toThrow(/not JSON/);
    expect(loadLibrarySystems(undefined).size).toBe(0);
  });
});
