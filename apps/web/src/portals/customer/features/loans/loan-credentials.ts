import { CardNumber, PinCode } from '@filmhyllan/contract';
import { appStorage, type AppStorage } from '@/lib/storage';

export interface Credentials {
  cardNumber: string;
  pinCode: string;
}

/**
 * Card number and PIN as they are sent: without any whitespace (spec section 5). Card numbers and PINs never
 * contain spaces, so spaces inside are dropped too: a card number copied as '1111 1111' works.
 */
export const trimCredentials = ({ cardNumber, pinCode }: Credentials): Credentials => ({
  cardNumber: cardNumber.replace(/\s+/g, ''),
  pinCode: pinCode.replace(/\s+/g, ''),
});

export type CredentialField = 'cardNumber' | 'pinCode';

/** Which fields cannot be sent as they are (the contract's own rules), before asking the server. */
export function credentialErrors(credentials: Credentials): Partial<Record<CredentialField, true>> {
  const { cardNumber, pinCode } = trimCredentials(credentials);
  const errors: Partial<Record<CredentialField, true>> = {};
  if (!CardNumber.safeParse(cardNumber).success) errors.cardNumber = true;
  if (!PinCode.safeParse(pinCode).success) errors.pinCode = true;
  return errors;
}

/*
 * The spec's "last used loan credentials" (local storage, lib/storage): the card number last used for a loan,
 * by library. Only the card number, never the PIN: a PIN kept in the browser could be read by anyone using the
 * same computer (library and school computers are shared), and the spec does not ask for it — a typed card
 * number is what saves the patron the most typing. Logged-in users can save a card in their account instead.
 */

export function readRememberedCard(libraryId: number, storage: AppStorage = appStorage()): string {
  const entry = storage.get('lastLoanCredentials')?.[String(libraryId)];
  return typeof entry?.cardNumber === 'string' ? entry.cardNumber : '';
}

export function rememberCard(
  libraryId: number,
  cardNumber: string,
  storage: AppStorage = appStorage(),
): void {
  const trimmed = trimCredentials({ cardNumber, pinCode: '' }).cardNumber;
  if (!trimmed) return;
  // Entries are rewritten without any other field, so a PIN stored by an older release is dropped too.
  const kept = Object.fromEntries(
    Object.entries(storage.get('lastLoanCredentials') ?? {}).map(([id, entry]) => [
      id,
      { cardNumber: entry.cardNumber },
    ]),
  );
  storage.set('lastLoanCredentials', { ...kept, [String(libraryId)]: { cardNumber: trimmed } });
}
