import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize, posix, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { streamFolder } from '../../media/renditions';

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};

/**
 * Stream files of a loan: /api/media/<stream token>/<path under the title's media folder>. Every request is checked
 * (modules/media/stream-access.ts): a missing, altered or expired token, or a loan that no longer exists, is 403
 * FORBIDDEN. The master playlist (the start of playback) is refused once the loan has ended in the database; the
 * other files stay available until the loan's end plus the title's duration, so nobody is cut off mid-film, unless
 * the loan was ended early.
 */
export async function mediaRoutes(app: FastifyInstance, options: { mediaDir: string }) {
  const { streams } = app.services;
  const root = normalize(options.mediaDir);

  // A stream URL without its token (or with an empty one) is refused like a wrong token.
  app.get('/media/*', { schema: { hide: true } }, async () => {
    throw new AppError('FORBIDDEN');
  });

  app.get<{ Params: { token: string; '*': string } }>(
    '/media/:token/*',
    { schema: { hide: true } },
    async (request, reply) => {
      // Every check below sees the one path the file system would open: any spelling of the master playlist
      // (double slashes, dot segments, encoded characters) is the master playlist.
      const path = mediaPath(request.params['*']);
      const mediaKey = await streams.mediaKey(request.params.token, { master: path === 'master.m3u8' });
      if (path === null) throw new AppError('NOT_FOUND');

      const extension = path.slice(path.lastIndexOf('.'));
      const type = contentTypes[extension];
      if (!type || !/^[A-Za-z0-9_./-]{1,200}$/.test(path)) throw new AppError('NOT_FOUND');
      // A versioned rendition's variants are named with their version folder (media/renditions.ts).
      const folder = normalize(join(root, streamFolder(mediaKey, path)));
      const file = normalize(join(folder, path));
      if (!folder.startsWith(root + sep) || !file.startsWith(folder + sep)) throw new AppError('NOT_FOUND');
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new AppError('NOT_FOUND');
      return reply
        .type(type)
        .header('Content-Length', info.size)
        .header('Cache-Control', extension === '.m3u8' ? 'private, no-cache' : 'private, max-age=600')
        .send(createReadStream(file));
    },
  );
}

/**
 * A stream file's path under the title's folder as the file system would resolve it, from the URL's rest (which
 * the router has percent-decoded once): decoded again while it still holds escapes, separators collapsed, dot
 * segments resolved. Null when it leaves the folder or cannot be decoded.
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
