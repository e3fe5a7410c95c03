import { LRUCache } from 'lru-cache';
import type { SecretBox } from '../../lib/secret-box';
import { KEY_BYTES, newRenditionKey } from '../../media/hls-encryption';
import type { MediaRepository } from './media.repository';

/** The secret box's purpose for rendition keys (lib/secret-box.ts). */
export const MEDIA_KEY_PURPOSE = 'media-rendition-key';

export interface MediaKeysDeps {
  box: SecretBox;
  repo: Pick<MediaRepository, 'renditionKey' | 'saveRenditionKey' | 'removeRenditionKeys'>;
  clock?: () => Date;
}

/**
 * The keys of encrypted renditions (docs/decisions/070): made at random per rendition, stored sealed in the
 * database, opened for the key route. A rendition's key never changes (its segments are immutable), so opened keys
 * are kept in memory; a clear rendition (no key) is remembered too, for a short while, since it may be packaged.
 */
export function createMediaKeys(deps: MediaKeysDeps) {
  const clock = deps.clock ?? (() => new Date());
  const keys = new LRUCache<string, Buffer>({ max: 10_000 });
  const clear = new LRUCache<string, true>({ max: 10_000, ttl: 30_000 });

  return {
    /** A new random key for `rendition`, stored sealed before any segment is encrypted with it. */
    async create(rendition: string): Promise<Buffer> {
      const key = newRenditionKey();
      clear.delete(rendition);
      await deps.repo.saveRenditionKey(rendition, deps.box.seal(key.toString('base64')), clock());
      const stored = await this.key(rendition);
      if (!stored) throw new Error(`the key of ${rendition} was not stored`);
      return stored;
    },

    /** Gives `rendition` the key of `from` (a new version that keeps the old one's segments). */
    async share(from: string, rendition: string): Promise<Buffer> {
      const key = await this.key(from);
      if (!key) throw new Error(`${from} has no key`);
      await deps.repo.saveRenditionKey(rendition, deps.box.seal(key.toString('base64')), clock());
      keys.delete(rendition);
      clear.delete(rendition);
      return key;
    },

    /** The rendition's key, or undefined for a clear rendition. */
    async key(rendition: string): Promise<Buffer | undefined> {
      const known = keys.get(rendition);
      if (known) return known;
      if (clear.has(rendition)) return undefined;
      const sealed = await deps.repo.renditionKey(rendition);
      if (!sealed) {
        clear.set(rendition, true);
        return undefined;
      }
      const key = Buffer.from(deps.box.open(sealed), 'base64');
      if (key.length !== KEY_BYTES) throw new Error(`the key of ${rendition} is not ${KEY_BYTES} bytes`);
      keys.set(rendition, key);
      return key;
    },

    async remove(renditions: readonly string[]): Promise<void> {
      await deps.repo.removeRenditionKeys(renditions);
      for (const rendition of renditions) keys.delete(rendition);
    },
  };
}
export type MediaKeys = ReturnType<typeof createMediaKeys>;
