import { describe, expect, it } from 'vitest';
import { emptyRegisterForm, registerFormSchema, usernameLengths } from './register-form';

const valid = {
  ...emptyRegisterForm,
  username: 'new.patron',
  email: 'new@example.com',
  password: 'long-enough-password',
  accept_privacy_policy: true,
};

/** Each failing field with what it says, in the order zod reports them. */
const failures = (values: typeof valid) =>
  registerFormSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.code, issue.message]);

describe('registerFormSchema', () => {
  it('gives the register call its fields, trimmed as the server reads them', () => {
    expect(
      registerFormSchema.parse({ ...valid, username: ' new.patron ', first_name: ' Åsa ' }),
    ).toMatchObject({
      username: 'new.patron',
      first_name: 'Åsa',
      last_name: '',
      subscribe_newsletter: false,
    });
  });

  it('asks for username, e-mail and password, and for the privacy policy box', () => {
    const issues = failures({
      ...valid,
      username: '',
      email: ' ',
      password: '',
      accept_privacy_policy: false,
    });
    expect(issues?.map(([path, code]) => [path, code])).toEqual([
      ['username', 'too_small'],
      ['email', 'too_small'],
      ['password', 'too_small'],
      ['accept_privacy_policy', 'custom'],
    ]);
  });

  it("checks the contract's account rules with the server's own codes", () => {
    const issues = failures({
      ...valid,
      username: 'a b',
      email: 'not-an-address',
      password: 'short',
      first_name: 'x'.repeat(65),
      last_name: 'y'.repeat(65),
    });
    expect(issues?.map(([path, , message]) => [path, message])).toEqual([
      ['username', 'INVALID_USERNAME'],
      ['email', 'INVALID_EMAIL'],
      ['password', 'INVALID_PASSWORD'],
      ['first_name', 'FIRSTNAME_TOO_LONG'],
      ['last_name', 'LASTNAME_TOO_LONG'],
    ]);
  });
});

describe('usernameLengths', () => {
  it("reads the bounds from the contract's username pattern", () => {
    expect(usernameLengths()).toEqual({ min: 3, max: 30 });
  });
});
