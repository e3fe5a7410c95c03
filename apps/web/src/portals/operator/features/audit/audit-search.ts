import { z } from 'zod';
import { getAuditLog } from '@filmhyllan/contract';

/**
 * The audit log's filter form: the contract's filters as the form types them. The time range is typed as local
 * date and time (an <input type="datetime-local">) and sent as the ISO instant the contract reads.
 */
const localInstant = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : new Date(text)))
  .refine((date) => date === undefined || !Number.isNaN(date.getTime()), {
    message: 'error_validation_failed',
  })
  .transform((date) => date?.toISOString());

export const auditFilterSchema = getAuditLog.request
  .pick({ portal: true, actor_username: true, action: true, object_type: true, object_id: true, text: true })
  .extend({ from: localInstant, until: localInstant });

export type AuditSearch = z.output<typeof auditFilterSchema>;

export const auditFilterFields = [
  'portal',
  'actor_username',
  'action',
  'object_type',
  'object_id',
  'from',
  'until',
  'text',
] as const;
export type AuditFilterField = (typeof auditFilterFields)[number];
/** What the form holds: every filter as typed. */
export type AuditFilterInput = Record<AuditFilterField, string>;

/** No filter at all: the whole log. */
export const noAuditSearch: AuditSearch = { from: undefined, until: undefined };

export const emptyAuditFilters: AuditFilterInput = {
  portal: '',
  actor_username: '',
  action: '',
  object_type: '',
  object_id: '',
  from: '',
  until: '',
  text: '',
};
