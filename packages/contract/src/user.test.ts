import { describe, expect, it } from 'vitest';
import { changePassword, recoverWithEmail, register, registrationFieldErrors, updateProfile } from './user';
import { checkSubscriberExists, subscribe } from './subscriptions';
import { UserProfile } from './user-entities';
import { sendEmail } from './help';

const registration = {
  username: 'anna.l',
  email: 'anna@example.se',
  password: 'correct horse',
  first_name: 'Anna',
  last_name: 'Lind',
  country_iso: 'se',
};

describe('register', () => {
  it('takes raw text so the service can answer the precise field code', () => {
    const parsed = register.request.parse({ ...registration, first_name: 'A'.repeat(100), username: ' a ' });
    expect(parsed.first_name).toHaveLength(100);
    expect(parsed.username).toBe('a');
    expect(parsed.log_user_in_after_register).toBe(false);
    expect(parsed.subscribe_newsletter).toBe(false);
    expect(registrationFieldErrors(parsed)).toEqual({
      username: 'INVALID_USERNAME',
      first_name: 'FIRSTNAME_TOO_LONG',
    });
  });

  it('refuses absurd input as a validation error', () => {
    expect(register.request.safeParse({ ...registration, first_name: 'A'.repeat(10_000) }).success).toBe(
      false,
    );
    expect(register.request.safeParse({ ...registration, country_iso: 'dk' }).success).toBe(false);
  });

  it('keeps passwords as typed', () => {
    expect(register.request.parse({ ...registration, password: '  spaced out  ' }).password).toBe(
      '  spaced out  ',
    );
  });

  it('reads the checkboxes', () => {
    const parsed = register.request.parse({
      ...registration,
      log_user_in_after_register: '1',
      subscribe_newsletter: 'on',
    });
    expect(parsed.log_user_in_after_register).toBe(true);
    expect(parsed.subscribe_newsletter).toBe(true);
  });
});

describe('registrationFieldErrors', () => {
  it('passes a good registration', () => {
    expect(registrationFieldErrors(registration)).toEqual({});
  });

  it('answers the spec codes', () => {
    expect(
      registrationFieldErrors({
        username: 'ab',
        email: 'anna@',
        password: 'short',
        first_name: 'x'.repeat(65),
        last_name: 'y'.repeat(65),
      }),
    ).toEqual({
      username: 'INVALID_USERNAME',
      email: 'INVALID_EMAIL',
      password: 'INVALID_PASSWORD',
      first_name: 'FIRSTNAME_TOO_LONG',
      last_name: 'LASTNAME_TOO_LONG',
    });
    expect(registrationFieldErrors({ username: 'anna lind' })).toEqual({ username: 'INVALID_USERNAME' });
    expect(registrationFieldErrors({ password: ' '.repeat(12) })).toEqual({ password: 'INVALID_PASSWORD' });
    expect(registrationFieldErrors({ username: 'a'.repeat(30), first_name: 'x'.repeat(64) })).toEqual({});
  });
});

describe('update_profile', () => {
  const profile = { first_name: 'Anna', last_name: 'Lind', email: 'anna@example.se', country: 'se' };

  it('upper-cases the country, reads unchecked boxes as false and an empty birthdate as null', () => {
    expect(updateProfile.request.parse({ ...profile, birthdate: '' })).toEqual({
      ...profile,
      country: 'SE',
      birthdate: null,
      children_mode: false,
      newsletter: false,
    });
    expect(
      updateProfile.request.parse({ ...profile, birthdate: '1990-02-28', children_mode: 'true' }),
    ).toMatchObject({
      birthdate: '1990-02-28',
      children_mode: true,
    });
  });

  it('refuses impossible birthdates and unknown countries', () => {
    for (const birthdate of ['1990-02-30', '1899-12-31', '3000-01-01', '28.02.1990']) {
      expect(updateProfile.request.safeParse({ ...profile, birthdate }).success, birthdate).toBe(false);
    }
    expect(updateProfile.request.safeParse({ ...profile, country: 'DK' }).success).toBe(false);
  });

  it('answers newsletter false when the server leaves it out', () => {
    const answer = {
      first_name: '',
      last_name: '',
      email: 'a@b.se',
      birthdate: null,
      children_mode: false,
      country: 'FI',
    };
    expect(UserProfile.parse(answer).newsletter).toBe(false);
  });
});

describe('change_password and recovery', () => {
  it('reads the current password or a reset token, the other being null', () => {
    expect(changePassword.request.parse({ password: 'old password', new_password: 'new password!' })).toEqual(
      {
        password: 'old password',
        token: null,
        new_password: 'new password!',
      },
    );
    expect(changePassword.request.parse({ token: 'AbC_-123', new_password: 'new password!' }).token).toBe(
      'AbC_-123',
    );
    expect(changePassword.request.safeParse({ token: 'not a token', new_password: 'x' }).success).toBe(false);
  });

  it('checks the recovery address', () => {
    expect(recoverWithEmail.request.parse({ email: ' anna@example.se ', language: 'sv' }).email).toBe(
      'anna@example.se',
    );
    expect(recoverWithEmail.request.safeParse({ email: 'anna', language: 'sv' }).success).toBe(false);
    expect(recoverWithEmail.request.safeParse({ email: 'anna@example.se', language: 'de' }).success).toBe(
      false,
    );
  });
});

describe('newsletter and help', () => {
  it('reads the subscription in upper case', () => {
    expect(subscribe.request.parse({ opt_in: '0', country_iso: 'no' })).toEqual({
      opt_in: false,
      country_iso: 'NO',
    });
    expect(subscribe.request.safeParse({ country_iso: 'NO' }).success).toBe(false);
    expect(checkSubscriberExists.request.parse({ include_status: 'true' }).include_status).toBe(true);
    expect(checkSubscriberExists.request.parse({}).include_status).toBe(false);
  });

  it('bounds a help message', () => {
    const message = { subject: 'Playback', contact_email: 'anna@example.se', message: 'It stops.' };
    expect(sendEmail.request.safeParse(message).success).toBe(true);
    expect(sendEmail.request.safeParse({ ...message, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(sendEmail.request.safeParse({ ...message, subject: '   ' }).success).toBe(false);
    expect(sendEmail.request.safeParse({ ...message, contact_email: 'nope' }).success).toBe(false);
  });
});
