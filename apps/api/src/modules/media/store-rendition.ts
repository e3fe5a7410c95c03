import { encryptRenditionFolder } from '../../media/hls-encryption';
import type { MediaStorage } from '../../media/storage/media-storage';
import type { MediaKeys } from './media-keys';

export interface StoreRenditionDeps {
  storage: MediaStorage;
  keys: Pick<MediaKeys, 'create' | 'share' | 'key' | 'remove'>;
}

/**
 * Encrypts a finished rendition in `dir` on local disk (HLS AES-128, docs/decisions/070; its key stored sealed
 * first) and stores it under `key`, its master playlist last: until then nothing names it. `keyFrom` names a
 * rendition whose key this one shares (a new version keeping that one's segments); a clear `keyFrom` gets a new
 * key and its copied segments are encrypted too.
 */
export async function storeRendition(
  deps: StoreRenditionDeps,
  dir: string,
  key: string,
  keyFrom?: string,
): Promise<void> {
  const shared = keyFrom ? await deps.keys.key(keyFrom) : undefined;
  const renditionKey = shared ? await deps.keys.share(keyFrom!, key) : await deps.keys.create(key);
  await encryptRenditionFolder(dir, renditionKey);
  await deps.storage.putFolder(dir, key);
}

/** Removes a version that will not be played: its stored files and its key. */
export async function discardVersion(deps: StoreRenditionDeps, key: string): Promise<void> {
  await deps.storage.removeFolder(key);
  await deps.keys.remove([key]);
}
