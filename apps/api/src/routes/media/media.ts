import { posix } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error';
import { isEncryptedPlaylist } from '../../media/hls-encryption';
import { ENCRYPTABLE_RENDITION, streamFolder } from '../../media/renditions';
import {
  contentTypeOf,
  isStorageKey,
  RangeNotSatisfiable,
  type MediaStorage,
  type StoredRead,
} from '../../media/storage/media-storage';
import type { MediaKeys } from '../../modules/media/media-keys';
import { perMinute } from '../rate-limits';

/** What a stream URL may name besides playlists: segments, subtitles. */
const STREAM_EXTENSIONS = new Set(['.m3u8', '.ts', '.m4s', '.mp4', '.aac', '.vtt']);
/** What the shared address serves: the encrypted segments, nothing that could be read without a key. */
const SHARED_EXTENSIONS = new Set(['.ts', '.m4s', '.mp4', '.aac']);

/** A file of a demo clip in the clear (demo/clip-0/v0/seg000.ts), not of its packaging (demo/clip-0/r1/...). */
const CLEAR_DEMO_CLIP = /^demo\/clip-[a-z0-9]+\/(?!r\d+\/)/;

/** Key requests per client address and minute: a player asks once per rendition it plays; guesses are slowed. */
export const KEY_REQUESTS_PER_MINUTE = 300;

export interface MediaRoutesOptions {
  storage: MediaStorage;
  /**
   * MEDIA_DIR as storage: the demo clips in the clear, made on each machine (media/demo-clips.ts), are read from
   * there whatever MEDIA_STORAGE is, until they are packaged for the database into `storage`.
   */
  localClips: MediaStorage;
  keys: Pick<MediaKeys, 'key'>;
  /**
   * Where players fetch encrypted segments (docs/decisions/070): MEDIA_PUBLIC_URL (a CDN in front of
   * /api/media-files) or, by default, this server's own /api/media-files.
   */
  publicBase: string;
}

/**
 * Stream files of a loan: /api/media/<stream token>/<path under the title's media folder>. Every request is checked
 * (modules/media/stream-access.ts): a missing, altered or expired token, or a loan that no longer exists, is 403
 * FORBIDDEN. The master playlist (the start of playback) is refused once the loan has ended in the database; the
 * other files stay available until the loan's end plus the title's duration, so nobody is cut off mid-film, unless
 * the loan was ended early.
 *
 * An encrypted rendition (docs/decisions/070) is played from three kinds of URL: its playlists under the token, as
 * above; its key under the token too (`<token>/[r<version>/]key`, never cached); and its segments, the same bytes for
 * every patron, from the shared address `/api/media-files/<storage key>` (or MEDIA_PUBLIC_URL), which any CDN may
 * cache for a year and which is useless without the key.
 */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions) {
  const { streams } = app.services;
  const { keys } = options;
  /** Where a stored file is: a clear demo clip's on this machine, everything else in MEDIA_STORAGE. */
  const storageOf = (key: string) => (CLEAR_DEMO_CLIP.test(key) ? options.localClips : options.storage);
  const publicBase = options.publicBase.replace(/\/+$/, '');
  // A variant playlist of an encrypted rendition never changes (a new rendition is a new version folder): its
  // rewritten text is kept, so a playlist request costs the token's check only.
  const playlists = new LRUCache<string, string>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (t) => t.length,
  });

  // A stream URL without its token (or with an empty one) is refused like a wrong token.
  app.get('/media/*', { schema: { hide: true } }, async () => {
    throw new AppError('FORBIDDEN');
  });

  /** The key of the rendition `folder` of the token's title (current or an older version), or 404. */
  async function sendKey(token: string, version: string | undefined, reply: FastifyReply) {
    const mediaKey = await streams.mediaKey(token, { master: false });
    const path = version === undefined ? 'key' : `${version}/key`;
    const rendition = posix.dirname(posix.join(streamFolder(mediaKey, path), path));
    if (version !== undefined && !/^r\d+$/.test(version)) throw new AppError('NOT_FOUND');
    if (ENCRYPTABLE_RENDITION.exec(rendition)?.[0] !== rendition) throw new AppError('NOT_FOUND');
    const key = await keys.key(rendition);
    if (!key) throw new AppError('NOT_FOUND');
    return reply
      .type('application/octet-stream')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Length', key.length)
      .send(key);
  }

  const keyRoute = { schema: { hide: true }, config: perMinute(KEY_REQUESTS_PER_MINUTE) };
  app.get<{ Params: { token: string } }>('/media/:token/key', keyRoute, (request, reply) =>
    sendKey(request.params.token, undefined, reply),
  );
  app.get<{ Params: { token: string; version: string } }>(
    '/media/:token/:version/key',
    keyRoute,
    (request, reply) => sendKey(request.params.token, request.params.version, reply),
  );

  app.get<{ Params: { token: string; '*': string } }>(
    '/media/:token/*',
    { schema: { hide: true } },
    async (request, reply) => {
      // Every check below sees the one path storage would read: any spelling of the master playlist (double
      // slashes, dot segments, encoded characters) is the master playlist.
      const path = mediaPath(request.params['*']);
      const mediaKey = await streams.mediaKey(request.params.token, { master: path === 'master.m3u8' });
      if (path === null) throw new AppError('NOT_FOUND');

      const extension = path.slice(path.lastIndexOf('.'));
      if (!STREAM_EXTENSIONS.has(extension) || !/^[A-Za-z0-9_./-]{1,200}$/.test(path)) {
        throw new AppError('NOT_FOUND');
      }
      // A versioned rendition's variants are named with their version folder (media/renditions.ts).
      const folder = streamFolder(mediaKey, path);
      const key = posix.join(folder, path);
      if (!key.startsWith(`${folder}/`) || !isStorageKey(key)) throw new AppError('NOT_FOUND');

      if (extension === '.m3u8' && path !== 'master.m3u8') {
        const text = await variantPlaylist(key);
        if (text === undefined) throw new AppError('NOT_FOUND');
        return reply.type(contentTypeOf(key)).header('Cache-Control', 'private, no-cache').send(text);
      }
      const file = await readOrRefuse(key, request.headers.range, reply);
      if (!file) throw new AppError('NOT_FOUND');
      return sendRead(
        reply,
        key,
        file,
        extension === '.m3u8' ? 'private, no-cache' : 'private, max-age=600',
        request.headers.range,
      );
    },
  );

  /**
   * A variant playlist as the token's player gets it: an encrypted rendition's segments named by their shared
   * address (the key stays under the token, relative); a clear one's as stored (relative, under the token).
   */
  async function variantPlaylist(key: string): Promise<string | undefined> {
    const cached = playlists.get(key);
    if (cached !== undefined) return cached;
    const bytes = await storageOf(key).getBytes(key);
    if (!bytes) return undefined;
    const text = bytes.toString('utf8');
    if (!isEncryptedPlaylist(text) || !ENCRYPTABLE_RENDITION.test(key)) return text;
    const dir = posix.dirname(key);
    const rewritten = text
      .split('\n')
      .map((line) => (line === '' || line.startsWith('#') ? line : `${publicBase}/${dir}/${line}`))
      .join('\n');
    playlists.set(key, rewritten);
    return rewritten;
  }

  /** The shared address of encrypted segments: public, immutable, cacheable by anyone, useless without the key. */
  app.get<{ Params: { '*': string } }>(
    '/media-files/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = mediaPath(request.params['*']);
      if (key === null || !isStorageKey(key)) throw new AppError('NOT_FOUND');
      const extension = key.slice(key.lastIndexOf('.'));
      const rendition = ENCRYPTABLE_RENDITION.exec(key)?.[0];
      if (!SHARED_EXTENSIONS.has(extension) || !rendition || key === rendition)
        throw new AppError('NOT_FOUND');
      // Only what is encrypted leaves without a token: a rendition without a key is not served here.
      if (!(await keys.key(rendition))) throw new AppError('NOT_FOUND');
      const file = await readOrRefuse(key, request.headers.range, reply);
      if (!file) throw new AppError('NOT_FOUND');
      reply
        .header('Access-Control-Allow-Origin', '*')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Timing-Allow-Origin', '*');
      return sendRead(reply, key, file, 'public, max-age=31536000, immutable', request.headers.range);
    },
  );

  /** The stored file, undefined when absent; a range past its end is answered 416 here (null). */
  async function readOrRefuse(
    key: string,
    range: string | undefined,
    reply: FastifyReply,
  ): Promise<StoredRead | undefined | null> {
    try {
      return await storageOf(key).read(key, range);
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiable)) throw error;
      void reply.code(416).header('Content-Range', `bytes */${error.size}`).send();
      return null;
    }
  }

  function sendRead(
    reply: FastifyReply,
    key: string,
    file: StoredRead | null,
    cacheControl: string,
    range: string | undefined,
  ) {
    if (file === null) return reply;
    const partial = range !== undefined && (file.start > 0 || file.end < file.size - 1);
    if (partial) reply.code(206).header('Content-Range', `bytes ${file.start}-${file.end}/${file.size}`);
    return reply
      .type(contentTypeOf(key))
      .header('Accept-Ranges', 'bytes')
      .header('Content-Length', file.size === 0 ? 0 : file.end - file.start + 1)
      .header('Cache-Control', cacheControl)
      .send(file.body);
  }
}

/**
 * A stream file's path under the title's folder as storage would resolve it, from the URL's rest (which the
 * router has percent-decoded once): decoded again while it still holds escapes, separators collapsed, dot segments
 * resolved. Null when it leaves the folder or cannot be decoded.
 */
export function mediaPath(rest: string): string | null {
  let path = rest;
  for (let round = 0; round < 3 && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  const resolved = posix.normalize(`/${path.replace(/\\/g, '/')}`).slice(1);
  return resolved === '' || resolved.startsWith('..') ? null : resolved;
}
