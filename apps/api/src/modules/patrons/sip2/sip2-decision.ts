import type { Sip2PatronAnswer } from './sip2-messages';

export type Sip2BlockReason =
  'charge_privileges_denied' | 'card_lost' | 'too_many_billed' | 'too_many_claims' | 'expired' | 'fines';

export type PatronDecision =
  | { kind: 'valid'; cardNumber: string; birthDate: string | null }
  | { kind: 'refused' }
  | { kind: 'blocked'; reason: Sip2BlockReason };

/**
 * What a patron answer (64 or 24) means for a loan.
 *
 * Refused (the one answer for an unknown card and a wrong PIN): the system does not say the patron is valid
 * (BL not Y), or says the PIN is wrong (CQ N), or says nothing of the PIN (no CQ) while the library's settings
 * say its system validates PINs; a system that does not is configured with pinIsValidated false.
 *
 * Blocked, only for a valid patron whose PIN was right, for the first of these that holds:
 * - expired: an expiry date the system sends (Polaris PX, Evergreen PA, SirsiDynix PE) is before today;
 * - card_lost: patron status position 4, card reported lost;
 * - fines: what the patron owes (BV) is more than the fee limit (CC), when the system sends both;
 * - too_many_billed: position 13, too many items billed;
 * - too_many_claims: position 8, too many claims of items returned;
 * - charge_privileges_denied: position 0. Systems set it as the sum of other reasons too (Polaris and Evergreen
 *   set it on an expired card), so the specific reasons above are named first.
 * Other flags (hold, renewal and recall privileges, overdue items, the fines flags) do not stop a loan of a
 * film: the library's own charge-privileges flag is what says the patron may not borrow.
 *
 * @param today the library's date, YYYY-MM-DD
 */
export function decidePatron(
  answer: Sip2PatronAnswer,
  settings: { pinIsValidated: boolean; today: string },
): PatronDecision {
  if (answer.validPatron !== true) return { kind: 'refused' };
  if (answer.validPatronPassword === false) return { kind: 'refused' };
  if (answer.validPatronPassword === null && settings.pinIsValidated) return { kind: 'refused' };
  const cardNumber = answer.patronIdentifier.trim();
  if (cardNumber === '') return { kind: 'refused' };

  const reason = blockReason(answer, settings.today);
  if (reason) return { kind: 'blocked', reason };
  return { kind: 'valid', cardNumber, birthDate: answer.birthDate };
}

function blockReason(answer: Sip2PatronAnswer, today: string): Sip2BlockReason | null {
  const status = answer.patronStatus;
  if (answer.expiryDate !== null && answer.expiryDate < today) return 'expired';
  if (status.cardReportedLost) return 'card_lost';
  if (answer.feeAmount !== null && answer.feeLimit !== null && answer.feeAmount > answer.feeLimit)
    return 'fines';
  if (status.tooManyItemsBilled) return 'too_many_billed';
  if (status.tooManyClaimsOfItemsReturned) return 'too_many_claims';
  if (status.chargePrivilegesDenied) return 'charge_privileges_denied';
  return null;
}
