import { z } from 'zod';
import { Id } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import { TitleSummary } from './title-entities';

/** A title the user keeps. Its id is what TitleSummary.is_favourite holds. */
export const Favourite = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  /** The library the title was added from, so the list can link to /library/{library_id}/title/{title_id}. */
  library_id: z.number().int(),
  title: TitleSummary,
});
export type Favourite = z.infer<typeof Favourite>;

export const addFavourite = defineEndpoint({
  ...routes.addFavourite,
  tag: 'user',
  summary: 'Add a title to the favourites',
  description:
    'Idempotent: adding a title that is already a favourite answers the existing favourite. The client ' +
    'sets is_favourite to favourite.id in every list it holds (spec section 4).',
  errors: ['TITLE_NOT_FOUND', 'LIBRARY_NOT_FOUND'],
  request: z.object({ title_id: Id, library_id: Id }),
  response: z.object({
    success: z.literal(true),
    favourite: Favourite.omit({ title: true }),
  }),
});

export const removeFavourite = defineEndpoint({
  ...routes.removeFavourite,
  tag: 'user',
  summary: 'Remove a title from the favourites',
  description: 'By title id. Idempotent: removing a title that is not a favourite succeeds.',
  request: z.object({ title_id: Id }),
  response: z.object({ success: z.literal(true) }),
});

export const fetchFavourite = defineEndpoint({
  ...routes.fetchFavourite,
  tag: 'user',
  summary: "The logged-in user's favourites, newest first",
  description: 'Every favourite with its title (texts in the request language).',
  request: z.object({}),
  response: z.object({ favourites: z.array(Favourite) }),
});
