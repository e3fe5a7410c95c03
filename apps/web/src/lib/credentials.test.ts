import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { customerCredentials, librarianCredentials, loginFailureMessage } from './credentials';

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

describe('loginFailureMessage', () => {
  const refused = (code: 'RATE_LIMITED' | 'WRONG_USERNAME_OR_PASSWORD', details?: Record<string, unknown>) =>
    new ApiError({ status: 429, code, message: '', details, origin: '/user/user/login' });

  it('says how many minutes to wait when the account has had too many failed logins', () => {
    expect(loginFailureMessage(refused('RATE_LIMITED', { retry_after_seconds: 61 }))).toEqual({
      key: 'login_too_many_attempts',
      values: { minutes: 2 },
    });
  });

  it("names any other refusal by its code, and a per-address limit without a wait by the code's message", () => {
    expect(loginFailureMessage(refused('WRONG_USERNAME_OR_PASSWORD'))).toEqual({
      key: 'error_wrong_username_or_password',
    });
    expect(loginFailureMessage(refused('RATE_LIMITED'))).toEqual({ key: 'error_rate_limited' });
  });
});
