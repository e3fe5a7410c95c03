import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { filesBelow } from './storage/file-storage';

/**
 * HLS AES-128 (RFC 8216 §5.2, docs/decisions/070): every media segment of a rendition is encrypted whole with
 * AES-128-CBC (PKCS#7 padding) under the rendition's one random key; a segment's IV is its media sequence number
 * as a 128-bit big-endian integer, the value a player assumes when `#EXT-X-KEY` names no IV. The segments are then
 * the same bytes for every patron and may be cached by any CDN; only the key is per loan (routes/media/media.ts).
 */
export const KEY_BYTES = 16;

export const newRenditionKey = () => randomBytes(KEY_BYTES);

/** The file a rendition's packaging leaves behind: what the folder holds was encrypted, and how. */
export const ENCRYPTION_MARKER = 'hls-encryption.json';

export function sequenceIv(sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  return iv;
}

export function encryptSegment(key: Buffer, sequence: number, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, sequenceIv(sequence));
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

export function decryptSegment(key: Buffer, sequence: number, encrypted: Buffer): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', key, sequenceIv(sequence));
  return Buffer.concat([decipher.update(encrypted), decipher.final()]);
}

/** Whether a media playlist's segments are encrypted (it names a key). */
export const isEncryptedPlaylist = (text: string) => /^#EXT-X-KEY:METHOD=AES-128/m.test(text);

/**
 * Replaces a file by a new one (a rename), never writing into it: a scratch folder's files may be links to stored
 * ones (file-storage.ts download), which must not change.
 */
async function replaceFile(file: string, content: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.encrypting`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** A media playlist (one that lists segments, not the master or a subtitle list). */
const isMediaPlaylist = (text: string) => /^#EXTINF:/m.test(text) && !/^#EXT-X-STREAM-INF/m.test(text);

/**
 * Encrypts a media playlist's segments in `dir` (the playlist's folder) and answers the playlist naming the key:
 * `URI` relative to the playlist, `keyUri`. Segments are read and written in place. A playlist already encrypted
 * is answered unchanged; a segment listed twice (byte ranges) is refused, since it could not be encrypted whole.
 */
export async function encryptMediaPlaylist(
  text: string,
  dir: string,
  key: Buffer,
  keyUri: string,
): Promise<string> {
  if (isEncryptedPlaylist(text)) return text;
  if (/^#EXT-X-BYTERANGE/m.test(text)) throw new Error('byte-range segments cannot be encrypted whole');
  const lines = text.split('\n');
  let sequence = Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)/m.exec(text)?.[1] ?? 0);
  let keyWritten = false;
  const out: string[] = [];
  for (const line of lines) {
    const isSegment = line !== '' && !line.startsWith('#');
    if (isSegment) {
      if (!keyWritten) {
        // Before the first segment's tags (#EXTINF and the like), so it applies to every segment.
        let at = out.length;
        while (at > 0 && out[at - 1]!.startsWith('#EXTINF')) at--;
        out.splice(at, 0, `#EXT-X-KEY:METHOD=AES-128,URI="${keyUri}"`);
        keyWritten = true;
      }
      if (/^[a-z]+:|^\//i.test(line) || line.split('/').includes('..')) {
        throw new Error(`segment outside the rendition: ${line}`);
      }
      const file = join(dir, line);
      await replaceFile(file, encryptSegment(key, sequence, await readFile(file)));
      sequence++;
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * Encrypts every media playlist's segments under `root` (a rendition folder on local disk) with `key`, writing
 * each playlist with its `#EXT-X-KEY` (the key's URI is `key` beside the rendition's master playlist, so
 * relative to a playlist in `720p/` it is `../key`). Subtitles stay clear (WebVTT cannot be HLS-encrypted).
 * Leaves ENCRYPTION_MARKER. Answers the playlists it encrypted.
 */
export async function encryptRenditionFolder(root: string, key: Buffer): Promise<string[]> {
  const encrypted: string[] = [];
  for (const file of await filesBelow(root)) {
    if (!file.endsWith('.m3u8') || file.startsWith('subs/')) continue;
    const path = join(root, file);
    const text = await readFile(path, 'utf8');
    if (!isMediaPlaylist(text) || isEncryptedPlaylist(text)) continue;
    const depth = file.split('/').length - 1;
    await replaceFile(
      path,
      await encryptMediaPlaylist(text, dirname(path), key, `${'../'.repeat(depth)}key`),
    );
    encrypted.push(file);
  }
  await replaceFile(
    join(root, ENCRYPTION_MARKER),
    JSON.stringify({ method: 'AES-128', iv: 'media-sequence' }, null, 2),
  );
  return encrypted;
}
