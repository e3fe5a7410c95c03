import { z } from 'zod';
import { operatorLogin } from '@filmhyllan/contract';

/** The login's first step: the contract's username and password. */
export const passwordStep = operatorLogin.request.pick({ username: true, password: true });
export type PasswordStep = z.output<typeof passwordStep>;

/** The kind of second factor typed: a code from the app, or one of the recovery codes. */
export type CodeKind = 'totp' | 'recovery';

/**
 * The second step: one code, checked as the contract checks totp_code or recovery_code; empty is a required
 * field (the contract takes a blank code as absent).
 */
export const codeStep = (kind: CodeKind) =>
  z.object({
    code: z
      .string()
      .trim()
      .min(1)
      .transform((text): unknown => text)
      .pipe(
        kind === 'totp' ? operatorLogin.request.shape.totp_code : operatorLogin.request.shape.recovery_code,
      ),
  });
export type CodeStepInput = z.input<ReturnType<typeof codeStep>>;
export type CodeStep = z.output<ReturnType<typeof codeStep>>;
