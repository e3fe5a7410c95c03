import { z } from 'zod';
import { DateOnly, Id, LoanLimitPeriod } from './common';
import { CardNumber, PinCode } from './customer';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/**
 * A library card saved in a user's account: one per library. The PIN is checked when saving and never kept.
 * The spec's calls name saved cards inventories (`/user/inventory/*`, `inventories`); the wire keeps those names.
 */
export const SavedCardRef = z.object({
  library_id: z.number().int(),
  card_number: z.string(),
});
export type SavedCardRef = z.infer<typeof SavedCardRef>;

const SavedCardsAfterChange = z.object({
  success: z.literal(true),
  /** All of the user's saved cards after the change, by library name. */
  inventories: z.array(SavedCardRef),
});

export const createSavedCard = defineEndpoint({
  ...routes.createSavedCard,
  tag: 'user',
  summary: 'Save a library card in the account',
  description:
    "Card number and PIN are trimmed and checked against the library's patron directory, with the same " +
    'refusals and wrong-PIN lock as a loan. A card already saved for the library is replaced. The PIN is ' +
    'not stored: loans with the saved card need no PIN from this account (see loan). The answer never ' +
    'carries a PIN.',
  errors: ['WRONG_CARD_OR_PIN', 'CARD_BLOCKED', 'CARD_LOCKED', 'LIBRARY_NOT_FOUND'],
  request: z.object({ card_number: CardNumber, pin_code: PinCode, library_id: Id }),
  response: SavedCardsAfterChange,
});

export const removeSavedCard = defineEndpoint({
  ...routes.removeSavedCard,
  tag: 'user',
  summary: "Remove the account's saved card of a library",
  description: 'Idempotent: removing a card that is not saved succeeds. Past loans made with it stay.',
  request: z.object({ library_id: Id }),
  response: SavedCardsAfterChange,
});

/** A saved card as the profile shows it: its library by name and how many loans the card has left there. */
export const SavedCard = SavedCardRef.extend({
  library_name: z.string(),
  /** Loans the card has left in the current period of the library's patron limit. */
  num_loans_left: z.number().int(),
  num_loans_left_period: LoanLimitPeriod,
  /** When the card can borrow again (YYYY-MM-DD) if it has no loans left; otherwise null. */
  new_loans_date: DateOnly.nullable(),
});
export type SavedCard = z.infer<typeof SavedCard>;

export const getSavedCards = defineEndpoint({
  ...routes.getSavedCards,
  tag: 'user',
  summary: "The account's saved cards with their loans left (designed by us)",
  description:
    "Designed by us: the spec has no call that tells a saved card's loans left, which the profile shows per " +
    "card. The logged-in user's saved cards of active libraries, by library name, each with the loans it has " +
    "left in the library's patron limit period (as get_title counts them) and, when none are left, the day " +
    'new loans open. A card of a library that no longer lends through the service is left out. Never a PIN.',
  request: z.object({}),
  response: z.object({ inventories: z.array(SavedCard) }),
});
