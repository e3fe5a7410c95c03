import { z } from 'zod';
import { accountRules, registrationFieldErrors, type AccountField, register } from '@filmhyllan/contract';

const { username, email, password } = register.request.shape;

/** The account fields in the order of the form: the first one that fails gets the focus. */
export const registerFields = [
  'username',
  'email',
  'password',
  'first_name',
  'last_name',
] as const satisfies readonly AccountField[];

/**
 * The register form, from the contract's register request: the account fields and the newsletter box as the
 * call takes them, the three the account cannot do without made required, and the privacy policy box, which
 * only the form has. The contract's account rules (registrationFieldErrors) are checked before sending, with
 * the very codes the server answers (INVALID_USERNAME, ...), so a message reads the same either way; whether a
 * username or e-mail is taken only the server knows.
 */
export const registerFormSchema = register.request
  .pick({ first_name: true, last_name: true, subscribe_newsletter: true })
  .extend({
    username: username.min(1),
    email: email.min(1),
    password: password.min(1),
    accept_privacy_policy: z.boolean().refine((accepted) => accepted),
  })
  .superRefine((values, ctx) => {
    // Empty fields are already "required"; the rules speak about what was typed.
    const typed = Object.fromEntries(
      registerFields.map((field) => [field, values[field]]).filter(([, v]) => v),
    );
    for (const [field, code] of Object.entries(registrationFieldErrors(typed))) {
      ctx.addIssue({ code: 'custom', path: [field], message: code });
    }
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

export const emptyRegisterForm: RegisterFormInput = {
  username: '',
  email: '',
  password: '',
  first_name: '',
  last_name: '',
  subscribe_newsletter: false,
  accept_privacy_policy: false,
};

/** The length bounds of a username, read from the contract's pattern, for its hint. */
export function usernameLengths(): { min: number; max: number } {
  const [, min = '3', max = '30'] = /\{(\d+),(\d+)\}/.exec(accountRules.usernamePattern.source) ?? [];
  return { min: Number(min), max: Number(max) };
}
