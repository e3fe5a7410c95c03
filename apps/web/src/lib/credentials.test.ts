import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { credentialErrors, firstInvalidField, loginErrorKey, readCredentials } from './credentials';

const apiError = (status: number | undefined, code: ConstructorParameters<typeof ApiError>[0]['code']) =>
  new ApiError({ status, code, message: code, origin: '/user/user/login' });

describe('readCredentials', () => {
  it('trims the username and keeps the password exactly as typed', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="username" value="  demo "><input name="password" value=" pass word ">';
    expect(readCredentials(form)).toEqual({ username: 'demo', password: ' pass word ' });
  });
});

describe('credentialErrors', () => {
  it('asks for both fields before anything is sent', () => {
    expect(credentialErrors({ username: '', password: '' })).toEqual({
      username: 'required_field',
      password: 'required_field',
    });
    expect(credentialErrors({ username: 'demo', password: '' })).toEqual({ password: 'required_field' });
    expect(credentialErrors({ username: 'demo', password: ' ' })).toEqual({});
  });

  it('points at the first field to fix, in the order of the form', () => {
    expect(firstInvalidField({ username: 'required_field', password: 'required_field' })).toBe('username');
    expect(firstInvalidField({ password: 'required_field' })).toBe('password');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('loginErrorKey', () => {
  it('says wrong username or password for WRONG_USERNAME_OR_PASSWORD (spec section 8)', () => {
    expect(loginErrorKey(apiError(401, 'WRONG_USERNAME_OR_PASSWORD'))).toBe(
      'error_wrong_username_or_password',
    );
  });

  it('gives every other server code its own message', () => {
    expect(loginErrorKey(apiError(429, 'RATE_LIMITED'))).toBe('error_rate_limited');
    expect(loginErrorKey(apiError(500, 'INTERNAL_ERROR'))).toBe('error_internal_error');
  });

  it('asks to check the connection when no answer came, and falls back to a generic message', () => {
    expect(loginErrorKey(apiError(undefined, 'NETWORK_ERROR'))).toBe('error_network');
    expect(loginErrorKey(apiError(200, 'INVALID_RESPONSE'))).toBe('error_generic_body');
    expect(loginErrorKey(new Error('boom'))).toBe('error_generic_body');
  });
});
