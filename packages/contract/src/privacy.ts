import { z } from 'zod';
import { DateOnly, FormBoolean, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import { LOAN_PATRON_LINK_DAYS_DEFAULT } from './values';

/*
 * Privacy by default (issue 14, designed by us): a loan's link to the card and the account is removed
 * loan_patron_link_days after the loan ends, unless the user keeps their loan history; the user sees what is
 * stored about them and may download it.
 */

const RETENTION_NOTE =
  `The link between a loan and its patron (card and account) is removed loan_patron_link_days ` +
  `(LOAN_PATRON_LINK_DAYS, ${LOAN_PATRON_LINK_DAYS_DEFAULT} by default) after the loan ends, but not while ` +
  'the library’s patron limit still counts the loan (its calendar month and week), and only once every loan ' +
  'begun in that month at the library has ended as long ago. With keep_loan_history the link to the account ' +
  'stays; the card’s goes all the same.';

/** What is stored about the logged-in user, counted by kind (the settings page's "What we store"). */
export const PrivacyOverview = z.object({
  keep_loan_history: z.boolean(),
  loan_patron_link_days: z.number().int().positive(),
  stored: z.object({
    saved_cards: z.number().int().nonnegative(),
    favourites: z.number().int().nonnegative(),
    /** Loans still linked to the account or to a saved card. */
    linked_loans: z.number().int().nonnegative(),
    watch_positions: z.number().int().nonnegative(),
    /** Sessions of the account that have not ended, this one included. */
    sessions: z.number().int().nonnegative(),
    newsletter: z.boolean(),
  }),
});
export type PrivacyOverview = z.infer<typeof PrivacyOverview>;

export const getPrivacyOverview = defineEndpoint({
  ...routes.getPrivacyOverview,
  tag: 'user',
  summary: 'What is stored about the logged-in user, and for how long',
  description: `Designed by us (issue 14). Counts per kind of data, the loan history choice and the link days. ${RETENTION_NOTE}`,
  request: z.object({}),
  response: PrivacyOverview,
});

export const setKeepLoanHistory = defineEndpoint({
  ...routes.setKeepLoanHistory,
  tag: 'user',
  summary: 'Keep the loan history, or let it go like everyone’s (the default)',
  description:
    `Designed by us (issue 14). Opt-in. ${RETENTION_NOTE} Switching it off removes the account's links that are due at once (or, ` +
    'when another process is removing links at that moment, within the hour). Answers the new overview.',
  request: z.object({ keep: FormBoolean }),
  response: PrivacyOverview,
});

const ExportLoan = z.object({
  id: z.number().int(),
  library_id: z.number().int(),
  library_name: z.string(),
  title_id: z.number().int(),
  title_name: z.string(),
  started_at: Timestamp,
  ends_at: Timestamp,
  /** 'account': made while logged in; 'card': made with a card saved in the account. */
  linked_by: z.enum(['account', 'card']),
});

/** Everything stored about the logged-in user; never a password or PIN, nor their hashes. */
export const MyDataExport = z.object({
  exported_at: Timestamp,
  account: z.object({
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    birthdate: DateOnly.nullable(),
    children_mode: z.boolean(),
    country: z.string(),
    keep_loan_history: z.boolean(),
    created_at: Timestamp,
  }),
  newsletter: z.object({ subscribed: z.boolean(), country: z.string().nullable() }),
  saved_cards: z.array(
    z.object({
      library_id: z.number().int(),
      library_name: z.string(),
      card_number: z.string(),
      saved_at: Timestamp,
    }),
  ),
  favourites: z.array(
    z.object({
      title_id: z.number().int(),
      title_name: z.string(),
      library_id: z.number().int(),
      added_at: Timestamp,
    }),
  ),
  loans: z.array(ExportLoan),
  watch_positions: z.array(
    z.object({
      title_id: z.number().int(),
      title_name: z.string(),
      position_seconds: z.number().int(),
      updated_at: Timestamp,
    }),
  ),
  /** The player's settings kept in the account (issue 28); null when none were saved. */
  player_settings: z
    .object({
      caption_size: z.string(),
      caption_color: z.string(),
      caption_background: z.string(),
      caption_background_opacity: z.number().int(),
      caption_font: z.string(),
      playback_rate: z.number(),
      subtitle_language: z.string().nullable(),
      audio_language: z.string().nullable(),
      audio_description: z.boolean(),
      updated_at: Timestamp,
    })
    .nullable(),
  /** The help messages sent while logged in to the account (issue 26: the export had left them out). */
  help_messages: z.array(
    z.object({
      subject: z.string(),
      contact_email: z.string(),
      message: z.string(),
      sent_at: Timestamp,
    }),
  ),
  sessions: z.object({ active: z.number().int().nonnegative() }),
  retention: z.object({ loan_patron_link_days: z.number().int().positive() }),
});
export type MyDataExport = z.infer<typeof MyDataExport>;

export const exportMyData = defineEndpoint({
  ...routes.exportMyData,
  tag: 'user',
  summary: 'Download everything stored about the logged-in user (JSON)',
  description:
    'Designed by us (issue 14). An application/json attachment named filmhyllan-my-data-<date>.json: the account and profile, the ' +
    'newsletter state, saved cards (numbers, never a PIN), favourites, loans still linked to the account or a ' +
    'saved card, watch positions, the help messages sent while logged in, how many sessions are open. Password and PIN hashes are never part of it.',
  request: z.object({}),
  response: MyDataExport,
});
