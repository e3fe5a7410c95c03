import { z } from 'zod';
import { Id, Language, Timestamp } from './common';
import { Stream } from './customer';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import * as librarianRoutes from './routes-librarian';
import { PREVIEW_LINK_HOURS_MAX, VIEWING_START_SECONDS } from './values';

/*
 * The title page's viewing modes with real permissions (issue 26, docs/decisions/044). No mode makes a loan: no
 * budget, patron limit or statistic counts a play, and each play's start is recorded in the audit log.
 * - watch-as-admin (/{language}/watch-as-admin/title/{id}): a logged-in operator (any role) plays any title, also
 *   unpublished or unlicensed. The customer page calls the operator calls below with the operator portal's session.
 * - watch-as-librarian (/{language}/watch-as-librarian/title/{id}): a logged-in librarian plays the titles licensed
 *   in their library's country (the titles their portal lists, excluded or announced ones too), with the librarian
 *   portal's session.
 * - watch-as-special (/{language}/watch-as-special/title/{id}#preview={token}): anyone holding a preview link an
 *   operator made plays its one title until the link expires or is revoked.
 * Everyone else is answered TITLE_NOT_FOUND (or NOT_FOUND for a preview token), and the page shows its not-found
 * page; the stream refuses a token it did not sign, an expired one and one of a revoked link.
 */

const VIEWING_NOTE =
  "The stream is like a loan's (an HLS master playlist carrying a signed token: docs/decisions/010), made for " +
  `this viewing: playback must start within ${VIEWING_START_SECONDS / 60} minutes, and a started film can be ` +
  'finished. No loan is made, nothing is counted, and the start is recorded in the audit log.';

export const ViewingGrant = z.object({
  title_id: z.number().int(),
});
export type ViewingGrant = z.infer<typeof ViewingGrant>;

export const getOperatorViewing = defineEndpoint({
  ...routes.getOperatorViewing,
  tag: 'operator',
  summary: 'May the operator view a title as admin',
  description:
    'Designed by us (issue 26). The watch-as-admin page asks first: any existing title with media is answered, ' +
    'also unpublished or unlicensed ones; TITLE_NOT_FOUND otherwise. Every operator role may.',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({ title_id: Id }),
  response: ViewingGrant,
});

export const startOperatorViewing = defineEndpoint({
  ...routes.startOperatorViewing,
  tag: 'operator',
  summary: 'Play a title as admin, without a loan',
  description: `Designed by us (issue 26). Any existing title with media (TITLE_NOT_FOUND otherwise). ${VIEWING_NOTE}`,
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({ title_id: Id }),
  response: z.object({ success: z.literal(true), title_id: z.number().int(), stream: Stream }),
});

export const getLibrarianViewing = defineEndpoint({
  ...librarianRoutes.getLibrarianViewing,
  tag: 'librarian',
  summary: "May the librarian view a title of their library's catalogue",
  description:
    "Designed by us (issue 26). The watch-as-librarian page asks first: a title licensed in the librarian's " +
    'library country (as the portal lists them: excluded and announced titles too) with media is answered; ' +
    'TITLE_NOT_FOUND otherwise.',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({ title_id: Id }),
  response: ViewingGrant,
});

export const startLibrarianViewing = defineEndpoint({
  ...librarianRoutes.startLibrarianViewing,
  tag: 'librarian',
  summary: "Play a title of the library's catalogue as librarian, without a loan",
  description:
    "Designed by us (issue 26). A title licensed in the librarian's library country, with media " +
    `(TITLE_NOT_FOUND otherwise). ${VIEWING_NOTE}`,
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({ title_id: Id }),
  response: z.object({ success: z.literal(true), title_id: z.number().int(), stream: Stream }),
});

// ---------------------------------------------------------------------------------------------- preview links

/** active: plays; expired or revoked: plays nothing, kept for the record. */
export const PreviewLinkStatus = z.enum(['active', 'expired', 'revoked']);
export type PreviewLinkStatus = z.infer<typeof PreviewLinkStatus>;

export const PreviewLink = z.object({
  preview_link_id: z.number().int(),
  title_id: z.number().int(),
  title_name: z.string(),
  note: z.string(),
  created_by: z.string(),
  created_at: Timestamp,
  expires_at: Timestamp,
  revoked_at: Timestamp.nullable(),
  status: PreviewLinkStatus,
});
export type PreviewLink = z.infer<typeof PreviewLink>;

/** The token of a preview link: 256 random bits, base64url (43 characters). */
const PreviewToken = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be the token of a preview link' });

const PREVIEW_LINK_NOTE =
  'A preview link is /{language}/watch-as-special/title/{title_id}#preview={token}: the token (256 random ' +
  'bits) sits in the fragment, so it never reaches a server log or a Referer; the page sends it in the body of ' +
  'open_preview and start_preview. Only its SHA-256 is stored: the link is shown once, at creation.';

export const findPreviewTitles = defineEndpoint({
  ...routes.findPreviewTitles,
  roles: ['admin', 'editor'],
  tag: 'operator',
  summary: 'Find titles for a preview link',
  description:
    'Designed by us (issue 26). Up to 20 titles of the whole catalogue (published or not, licensed anywhere or ' +
    'nowhere) whose names, people or description hold every word of search (or whose id is search), in name ' +
    'order, named in language (default en).',
  request: z.object({
    search: z.string().trim().min(1).max(100),
    language: z.preprocess((v) => (v === '' ? undefined : v), Language.default('en')),
  }),
  response: z.object({
    titles: z.array(
      z.object({ title_id: z.number().int(), name: z.string(), year: z.number().int().nullable() }),
    ),
  }),
});

export const createPreviewLink = defineEndpoint({
  ...routes.createPreviewLink,
  roles: ['admin', 'editor'],
  tag: 'operator',
  summary: 'Create a preview link for one title',
  description:
    'Designed by us (issue 26). A link that plays title_id (TITLE_NOT_FOUND when it does not exist or has no ' +
    `media) for anyone holding it, without a loan and uncounted, until expires_at or for hours (one of the two; ` +
    `at most ${PREVIEW_LINK_HOURS_MAX} hours from now) unless revoked sooner. note says for whom (a journalist, ` +
    `a festival jury); it is listed and recorded with each play. ${PREVIEW_LINK_NOTE} link_path is the link in ` +
    'language (default en). Recorded in the audit log (without the token).',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({
    title_id: Id,
    hours: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(PREVIEW_LINK_HOURS_MAX).optional(),
    ),
    expires_at: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.iso
        .datetime({ offset: true, error: 'must be an ISO 8601 date and time, e.g. 2026-03-01T00:00:00Z' })
        .optional(),
    ),
    note: z.string().trim().min(1).max(200),
    language: z.preprocess((v) => (v === '' ? undefined : v), Language.default('en')),
  }),
  response: z.object({
    success: z.literal(true),
    preview_link: PreviewLink,
    link_path: z.string(),
  }),
});

export const getPreviewLinks = defineEndpoint({
  ...routes.getPreviewLinks,
  roles: ['admin', 'editor', 'support'],
  tag: 'operator',
  summary: 'List preview links',
  description:
    'Designed by us (issue 26). The 200 newest preview links, newest first, active, expired or revoked (the ' +
    'token is never answered again).',
  request: z.object({}),
  response: z.object({ preview_links: z.array(PreviewLink) }),
});

export const revokePreviewLink = defineEndpoint({
  ...routes.revokePreviewLink,
  roles: ['admin', 'editor'],
  tag: 'operator',
  summary: 'Revoke a preview link',
  description:
    'Designed by us (issue 26). The link plays nothing from now on, also a film already playing (its stream ' +
    'is refused from the next file). NOT_FOUND for an unknown link; revoking a revoked link changes nothing. ' +
    'Recorded in the audit log.',
  errors: ['NOT_FOUND'],
  request: z.object({ preview_link_id: Id }),
  response: z.object({ success: z.literal(true), preview_link: PreviewLink }),
});

export const openPreview = defineEndpoint({
  ...routes.openPreview,
  tag: 'customer',
  summary: 'The title a preview link plays',
  description:
    `Designed by us (issue 26). ${PREVIEW_LINK_NOTE} The watch-as-special page asks first: NOT_FOUND for a ` +
    "token that is not a link, an expired or a revoked one; otherwise the title and the link's end.",
  errors: ['NOT_FOUND'],
  request: z.object({ preview_token: PreviewToken }),
  response: z.object({ title_id: z.number().int(), expires_at: Timestamp }),
});

export const startPreview = defineEndpoint({
  ...routes.startPreview,
  tag: 'customer',
  summary: 'Play the title of a preview link',
  description:
    `Designed by us (issue 26). NOT_FOUND as open_preview. ${VIEWING_NOTE} The play is recorded under the ` +
    "operator who made the link, with the link's id and note. Playback cannot start after the link's end, and " +
    'nothing plays once it is revoked.',
  errors: ['NOT_FOUND'],
  request: z.object({ preview_token: PreviewToken }),
  response: z.object({ success: z.literal(true), title_id: z.number().int(), stream: Stream }),
});
