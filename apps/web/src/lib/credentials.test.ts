import { describe, expect, it } from 'vitest';
import { customerCredentials, librarianCredentials } from './credentials';

describe.each([
  ['customer', customerCredentials],
  ['librarian', librarianCredentials],
])('%s credentials', (_portal, schema) => {
  it('trims the username and keeps the password exactly as typed', () => {
    expect(schema.parse({ username: '  demo ', password: ' pass word ' })).toEqual({
      username: 'demo',
      password: ' pass word ',
    });
  });

  it('asks for both fields before anything is sent: an empty field is too small', () => {
    const result = schema.safeParse({ username: '   ', password: '' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.code]);
    expect(issues).toEqual([
      ['username', 'too_small'],
      ['password', 'too_small'],
    ]);
  });

  it('takes a password of spaces: whether it is right is for the server to say', () => {
    expect(schema.safeParse({ username: 'demo', password: ' ' }).success).toBe(true);
  });
});
