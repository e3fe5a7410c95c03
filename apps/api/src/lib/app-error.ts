import { errorCodes, type ErrorCode } from '@filmhyllan/contract';

/** A refusal the API answers with its code's status; the message is translated by the error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** Facts the client needs to explain a refusal (e.g. when loans open again); see the contract. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code];
    this.fields = options.fields;
    this.details = options.details;
  }
}
