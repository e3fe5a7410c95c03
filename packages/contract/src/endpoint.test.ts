import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, NUL_MESSAGE, nulPaths, wireRequest } from './endpoint';
import { initPortalSession } from './session';
import { bracketedList } from './common';

describe('NUL characters', () => {
  it('are found in strings, lists and nested objects', () => {
    expect(nulPaths({ a: 'ok', b: 'x\0y', c: ['fine', '\0'], d: { e: '\0' }, f: 3 })).toEqual([
      ['b'],
      ['c', 1],
      ['d', 'e'],
    ]);
    expect(nulPaths({ a: 'no nul here', b: null })).toEqual([]);
  });

  it('are refused by every wire request, on their field, for GET, POST and session-starting calls', () => {
    const search = defineEndpoint({
      name: 'search',
      method: 'GET',
      path: '/x',
      tag: 'x',
      summary: 'x',
      access: 'session',
      request: z.object({ q: z.string().trim(), names: bracketedList(z.string()) }),
      response: z.object({}),
    });
    const refused = wireRequest(search).safeParse({
      q: ' a\0b ',
      names: '["a","b\0"]',
      portal_sessionid: 's',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['q'], NUL_MESSAGE],
      [['names', 1], NUL_MESSAGE],
    ]);
    expect(wireRequest(search).safeParse({ q: 'ab', names: '["a"]', portal_sessionid: 's' }).success).toBe(
      true,
    );
    expect(wireRequest(initPortalSession).safeParse({ portal: 'customer\0' }).success).toBe(false);
  });
});
