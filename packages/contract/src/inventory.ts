import { z } from 'zod';
import { Id } from './common';
import { CardNumber, PinCode } from './customer';
import { defineEndpoint } from './endpoint';

/** A library card saved in a user's account: one per library. The PIN is checked when saving and never kept. */
export const Inventory = z.object({
  library_id: z.number().int(),
  card_number: z.string(),
});
export type Inventory = z.infer<typeof Inventory>;

const Inventories = z.object({
  success: z.literal(true),
  /** All of the user's saved cards after the change, by library name. */
  inventories: z.array(Inventory),
});

export const createInventory = defineEndpoint({
  method: 'POST',
  path: '/user/inventory/create_inventory',
  tag: 'user',
  summary: 'Save a library card in the account',
  description:
    "Card number and PIN are trimmed and checked against the library's patron directory, with the same " +
    'refusals and wrong-PIN lock as a loan. A card already saved for the library is replaced. The PIN is ' +
    'not stored: loans with the saved card need no PIN from this account (see loan). The answer never ' +
    'carries a PIN.',
  access: 'user',
  errors: ['WRONG_CARD_OR_PIN', 'CARD_BLOCKED', 'CARD_LOCKED', 'LIBRARY_NOT_FOUND'],
  request: z.object({ card_number: CardNumber, pin_code: PinCode, library_id: Id }),
  response: Inventories,
});

export const removeInventory = defineEndpoint({
  method: 'POST',
  path: '/user/inventory/remove_inventory',
  tag: 'user',
  summary: "Remove the account's saved card of a library",
  description: 'Idempotent: removing a card that is not saved succeeds. Past loans made with it stay.',
  access: 'user',
  request: z.object({ library_id: Id }),
  response: Inventories,
});
