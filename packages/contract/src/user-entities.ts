import { z } from 'zod';
import { DateOnly } from './common';

/** A registered customer as the header and menus need it. */
export const User = z.object({
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type User = z.infer<typeof User>;

/**
 * The profile form. `country` is upper case (SE, NO, FI) as in the spec. `children_mode` on means the client
 * shows only titles of the child-mode genre (a build option, genre 19). `newsletter` mirrors the user's
 * newsletter subscription.
 */
export const UserProfile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** YYYY-MM-DD, or null when not given. */
  birthdate: DateOnly.nullable(),
  children_mode: z.boolean(),
  country: z.enum(['SE', 'NO', 'FI']),
  newsletter: z.boolean().default(false),
});
export type UserProfile = z.infer<typeof UserProfile>;
