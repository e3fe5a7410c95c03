import { getCurrentMonthLoansLeft } from '@filmhyllan/contract';
import { z } from 'zod';
import { appStorage, type AppStorage } from '@/lib/storage';

export interface Credentials {
  cardNumber: string;
  pinCode: string;
}

/**
 * Card number and PIN as they are sent: without any whitespace (spec section 5). Card numbers and PINs never
 * contain spaces, so spaces inside are dropped too: a card number copied as '1111 1111' works.
 */
const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');

export const trimCredentials = ({ cardNumber, pinCode }: Credentials): Credentials => ({
  cardNumber: withoutWhitespace(cardNumber),
  pinCode: withoutWhitespace(pinCode),
});

const { card_number: CardNumber, pin_code: PinCode } = getCurrentMonthLoansLeft.request.shape;

/**
 * The typed card of the loan box and of "Add library card": the contract's card number and PIN, after the
 * whitespace is dropped. Both are required here, although a loan may leave them empty (a saved card): the
 * saved card has its own button.
 */
export const loanCardSchema = z.object({
  card_number: z.string().transform(withoutWhitespace).pipe(CardNumber),
  pin_code: z.string().transform(withoutWhitespace).pipe(PinCode),
});
export type LoanCardInput = z.input<typeof loanCardSchema>;
export type LoanCard = z.output<typeof loanCardSchema>;

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
  const trimmed = withoutWhitespace(cardNumber);
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
