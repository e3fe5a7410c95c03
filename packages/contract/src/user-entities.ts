import { z } from 'zod';

/** A registered customer as the header and menus need it. */
export const User = z.object({
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type User = z.infer<typeof User>;
