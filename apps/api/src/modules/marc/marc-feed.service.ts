import { randomBytes } from 'node:crypto';
import { MARC_FEED_PATH } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/keyed-hash';
import type { SecretBox } from '../../lib/secret-box';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { SiteUrl } from '../configuration/site-url';
import type { MarcFeedRepository } from './marc-feed.repository';
import { marcFileTypes, type MarcFormat, type MarcLibrary } from './marc-records';

/** The secret-box purpose the feed tokens are sealed under. */
export const MARC_FEED_PURPOSE = 'marc-feed-token';

/** Bytes of randomness in a token (192 bits): 32 base64url characters in the address. */
const TOKEN_BYTES = 24;

/** A token as it appears in an address; anything else is no token (and is not looked up). */
export const MARC_FEED_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The feed's addresses for the librarian. */
export interface MarcFeedAddresses {
  urls: Record<MarcFormat, string>;
  rotatedAt: Date;
}

/**
 * A library's MARC feed (docs/decisions/062): an address with a secret token a library system fetches without a
 * session. The token is sealed at rest so the librarian can be shown the address again, and its SHA-256 finds the
 * library of a request; a rotation replaces it at once (the old addresses answer 404) and is audited, never with
 * the token.
 */
export function createMarcFeeds(deps: {
  repo: MarcFeedRepository;
  box: SecretBox;
  audit: Pick<AuditService, 'record'>;
  siteUrl: SiteUrl;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  async function addresses(
    library: Pick<MarcLibrary, 'countryIso'>,
    token: string,
    rotatedAt: Date,
  ): Promise<MarcFeedAddresses> {
    const site = await deps.siteUrl(library.countryIso);
    if (!site) throw new Error(`no default_url for country ${library.countryIso}`);
    const base = new URL(`api${MARC_FEED_PATH}/`, site.endsWith('/') ? site : `${site}/`).toString();
    const url = (format: MarcFormat) => `${base}${token}.${marcFileTypes[format].extension}`;
    return { urls: { iso2709: url('iso2709'), marcxml: url('marcxml') }, rotatedAt };
  }

  return {
    /** The library's feed addresses, or null before its first token. */
    async addresses(library: Pick<MarcLibrary, 'id' | 'countryIso'>): Promise<MarcFeedAddresses | null> {
      const row = await deps.repo.feedOf(library.id);
      return row ? addresses(library, deps.box.open(row.tokenSealed), row.rotatedAt) : null;
    },

    /** A new token for the library, in place of the old one; answers the new addresses. */
    async rotate(
      library: Pick<MarcLibrary, 'id' | 'countryIso'>,
      actor: AuditActor,
    ): Promise<MarcFeedAddresses> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const at = clock();
      const found = await deps.repo.replaceToken(
        library.id,
        { hash: sha256Hex(token), sealed: deps.box.seal(token), at },
        (tx, hadToken) =>
          deps.audit.record(
            {
              actor,
              libraryId: library.id,
              action: 'library.rotate_marc_feed',
              objectType: 'library',
              objectId: library.id,
              before: { marc_feed: hadToken },
              after: { marc_feed: true, rotated_at: at.toISOString() },
            },
            tx,
          ),
      );
      if (!found) throw new AppError('LIBRARY_NOT_FOUND');
      return addresses(library, token, at);
    },

    /** The library a feed token belongs to (MARC_FEED_NOT_FOUND for any other text). */
    async libraryOfToken(token: string): Promise<number> {
      const libraryId = MARC_FEED_TOKEN.test(token)
        ? await deps.repo.libraryOfToken(sha256Hex(token))
        : undefined;
      if (libraryId === undefined) throw new AppError('MARC_FEED_NOT_FOUND');
      return libraryId;
    },
  };
}
export type MarcFeeds = ReturnType<typeof createMarcFeeds>;
