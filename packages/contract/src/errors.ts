import { z } from 'zod';
import { errorCodes, type ErrorCode } from './error-codes';

export const ErrorCodeSchema = z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]);

export const ErrorResponse = z.object({
  success: z.literal(false),
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** For VALIDATION_FAILED: which field was wrong and why (form errors land on their field). */
    fields: z.record(z.string(), z.string()).optional(),
    /**
     * Facts the client needs to explain the error, by code (e.g. PATRON_LIMIT_REACHED carries new_loans_date).
     * Each call documents its own; see LoanRefusal in customer.ts.
     */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
