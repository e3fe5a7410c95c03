import type { z } from 'zod';
import { registrationFieldErrors } from '@filmhyllan/contract';

/**
 * The register rule for a new password (INVALID_PASSWORD), checked before sending with the same code the
 * server answers, so the message is the same either way.
 */
export function checkNewPassword(values: { new_password: string }, ctx: z.RefinementCtx): void {
  const code = registrationFieldErrors({ password: values.new_password }).password;
  if (code) ctx.addIssue({ code: 'custom', path: ['new_password'], message: code });
}
