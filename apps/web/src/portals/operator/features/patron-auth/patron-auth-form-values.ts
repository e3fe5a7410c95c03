import { z } from 'zod';
import {
  CARD_RULE_KINDS,
  PATRON_AUTH_MODES,
  cardRuleProblem,
  savePatronAuth,
  type ErrorCode,
  type PatronAuthSettings,
} from '@filmhyllan/contract';

/** The patron authentication form as typed: numbers are text until they are checked. */
export interface PatronAuthFormValues {
  mode: PatronAuthSettings['mode'];
  sip2_host: string;
  sip2_port: string;
  sip2_tls: boolean;
  sip2_tls_verify: boolean;
  sip2_login_user: string;
  sip2_login_password: string;
  sip2_clear_login_password: boolean;
  sip2_institution_id: string;
  sip2_location_code: string;
  sip2_encoding: 'cp850' | 'utf8';
  sip2_field_separator: string;
  sip2_timeout_ms: string;
  sip2_pin_is_validated: boolean;
  card_rule_kind: PatronAuthSettings['card_rule_kind'];
  card_rule: string;
  pin_format: PatronAuthSettings['pin_format'];
}

/** Every field a message can be put on, in the order of the form (the first failing one is named first). */
export const patronAuthFieldOrder = [
  'mode',
  'sip2_host',
  'sip2_port',
  'sip2_login_user',
  'sip2_login_password',
  'sip2_institution_id',
  'sip2_location_code',
  'sip2_field_separator',
  'sip2_timeout_ms',
  'card_rule_kind',
  'card_rule',
  'pin_format',
] as const satisfies readonly (keyof PatronAuthFormValues)[];
export type PatronAuthFormField = (typeof patronAuthFieldOrder)[number];

export type PatronAuthNumberField = 'sip2_port' | 'sip2_timeout_ms';

/** The bounds of save_patron_auth's numbers. */
export const patronAuthNumberBounds = {
  sip2_port: { min: 1, max: 65_535 },
  sip2_timeout_ms: { min: 100, max: 60_000 },
} as const satisfies Record<PatronAuthNumberField, { min: number; max: number }>;

/**
 * The messages of this form's own rules, each the translation key the form shows (operator-patron-auth-form
 * table); 'number_between' is worded with the field's bounds, and error codes become their error_ keys.
 */
export const patronAuthMessages = {
  host: 'operator_patron_auth_error_host',
  separator: 'operator_patron_auth_error_separator',
  holdsSeparator: 'operator_patron_auth_error_holds_separator',
  prefix: 'operator_patron_auth_error_card_prefix',
  pattern: 'operator_patron_auth_error_card_pattern',
  pinDigits: 'operator_patron_auth_error_pin_digits',
} as const;

/** Stored settings as the form shows them (the password is never answered: the field starts empty). */
export const toPatronAuthValues = (s: PatronAuthSettings): PatronAuthFormValues => ({
  mode: s.mode,
  sip2_host: s.sip2?.host ?? '',
  sip2_port: String(s.sip2?.port ?? 6001),
  sip2_tls: s.sip2?.tls ?? false,
  sip2_tls_verify: s.sip2?.tls_verify ?? true,
  sip2_login_user: s.sip2?.login_user ?? '',
  sip2_login_password: '',
  sip2_clear_login_password: false,
  sip2_institution_id: s.sip2?.institution_id ?? '',
  sip2_location_code: s.sip2?.location_code ?? '',
  sip2_encoding: s.sip2?.encoding ?? 'cp850',
  sip2_field_separator: s.sip2?.field_separator ?? '|',
  sip2_timeout_ms: String(s.sip2?.timeout_ms ?? 3000),
  sip2_pin_is_validated: s.sip2?.pin_is_validated ?? true,
  card_rule_kind: s.card_rule_kind,
  card_rule: s.card_rule,
  pin_format: s.pin_format,
});

const request = savePatronAuth.request.shape;
type SavePatronAuthRequest = z.input<typeof savePatronAuth.request>;

const typed = z.object({
  mode: z.enum(PATRON_AUTH_MODES),
  sip2_host: z.string(),
  sip2_port: z.string(),
  sip2_tls: z.boolean(),
  sip2_tls_verify: z.boolean(),
  sip2_login_user: z.string(),
  sip2_login_password: z.string(),
  sip2_clear_login_password: z.boolean(),
  sip2_institution_id: z.string(),
  sip2_location_code: z.string(),
  sip2_encoding: request.sip2_encoding.unwrap(),
  sip2_field_separator: z.string(),
  sip2_timeout_ms: z.string(),
  sip2_pin_is_validated: z.boolean(),
  card_rule_kind: z.enum(CARD_RULE_KINDS),
  card_rule: z.string(),
  pin_format: request.pin_format,
});

/**
 * The form's schema for the zod resolver: the server's rules (decision 039) checked before sending, every field
 * in one pass, so that one submit names every field that is wrong; the result must then be the contract's
 * save_patron_auth request. The SIP2 fields are checked only in SIP2 mode: in directory mode they are hidden,
 * so nothing in them may refuse a save (the server keeps the stored ones). `passwordStored`: a login user then
 * needs no new password unless the stored one is being removed.
 */
export const patronAuthFormSchema = (libraryId: number, passwordStored: boolean) =>
  typed
    .transform((values, ctx): SavePatronAuthRequest => {
      let refused = false;
      const refuse = (field: PatronAuthFormField, message: string) => {
        refused = true;
        ctx.addIssue({ code: 'custom', path: [field], message });
      };
      const required = (field: PatronAuthFormField) => {
        refused = true;
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: 1,
          path: [field],
          message: 'required_field',
        });
      };

      const number = (field: PatronAuthNumberField): number => {
        const text = values[field].replace(/[\s\u00a0\u202f]/g, '');
        const { min, max } = patronAuthNumberBounds[field];
        if (text === '') required(field);
        else if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
          refuse(field, 'number_between');
        return Number(text);
      };

      let port = 0;
      let timeout = 0;
      if (values.mode === 'sip2') {
        const host = values.sip2_host.trim();
        if (host === '') required('sip2_host');
        else if (!request.sip2_host.safeParse(host).success) refuse('sip2_host', patronAuthMessages.host);
        port = number('sip2_port');
        timeout = number('sip2_timeout_ms');
        const separator = values.sip2_field_separator;
        const separatorOk = separator.length === 1 && !/[\r\n]/.test(separator);
        if (separator === '') required('sip2_field_separator');
        else if (!separatorOk) refuse('sip2_field_separator', patronAuthMessages.separator);
        for (const field of [
          'sip2_login_user',
          'sip2_login_password',
          'sip2_institution_id',
          'sip2_location_code',
        ] as const) {
          const value = values[field];
          if (/[\r\n]/.test(value) || (separatorOk && value.includes(separator)))
            refuse(field, patronAuthMessages.holdsSeparator);
          else if (field !== 'sip2_login_password' && !request[field].safeParse(value).success)
            refuse(field, 'VALIDATION_FAILED' satisfies ErrorCode);
        }
        const keepsPassword = passwordStored && !values.sip2_clear_login_password;
        if (values.sip2_login_user.trim() !== '' && values.sip2_login_password === '' && !keepsPassword)
          required('sip2_login_password');
      } else if (values.pin_format !== 'digits') {
        refuse('pin_format', patronAuthMessages.pinDigits);
      }

      const rule = values.card_rule_kind === 'none' ? '' : values.card_rule.trim();
      if (values.card_rule_kind !== 'none') {
        if (rule === '') required('card_rule');
        else if (cardRuleProblem(values.card_rule_kind, rule))
          refuse(
            'card_rule',
            values.card_rule_kind === 'prefix' ? patronAuthMessages.prefix : patronAuthMessages.pattern,
          );
      }

      if (refused) return z.NEVER;
      const common = {
        library_id: libraryId,
        card_rule_kind: values.card_rule_kind,
        card_rule: rule,
        pin_format: values.pin_format,
      };
      // In directory mode the server ignores the SIP2 fields and keeps the stored ones: none are sent.
      if (values.mode === 'directory') return { ...common, mode: 'directory' };
      return {
        ...common,
        mode: 'sip2',
        sip2_host: values.sip2_host.trim(),
        sip2_port: port,
        sip2_tls: values.sip2_tls,
        sip2_tls_verify: values.sip2_tls_verify,
        sip2_login_user: values.sip2_login_user,
        sip2_login_password: values.sip2_login_password,
        sip2_clear_login_password: values.sip2_clear_login_password,
        sip2_institution_id: values.sip2_institution_id,
        sip2_location_code: values.sip2_location_code,
        sip2_encoding: values.sip2_encoding,
        sip2_field_separator: values.sip2_field_separator,
        sip2_timeout_ms: timeout,
        sip2_pin_is_validated: values.sip2_pin_is_validated,
      };
    })
    .pipe(savePatronAuth.request);

export type PatronAuthFormOutput = z.output<ReturnType<typeof patronAuthFormSchema>>;
