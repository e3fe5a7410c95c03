import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { uploadFilePath, uploadsDir } from '../modules/uploads/upload-files';

/**
 * Uploads an editor could send as a master that make an ffmpeg left to guess read other files on the server
 * (docs/decisions/066), each written into `dataDir`'s uploads folder under its id (a tus id). `segment` is a file
 * the editor may not read (a published segment of another title); `otherUpload` the id of another operator's
 * upload. Every one of them must be refused before ffmpeg opens anything it names.
 */
export function writeHostileUploads(
  dataDir: string,
  target: { segment: string; otherUpload: string },
): Record<string, string> {
  const playlist = (uri: string) =>
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXTINF:2.0,\n${uri}\n#EXT-X-ENDLIST\n`;
  const files: Record<string, string | Buffer> = {
    'hls-absolute-path-1': playlist(target.segment),
    'hls-dotdot-path-02': playlist(relative(uploadsDir(dataDir), target.segment)),
    'ffconcat-other-003': `ffconcat version 1.0\nfile '${target.otherUpload}'\n`,
    'concat-protocol-04': `concat:${target.segment}|${target.segment}\n`,
    'subfile-protocol-5': `subfile,,start,0,end,0,,:${target.segment}\n`,
    'hls-subfile-uri-06': playlist(`subfile,,start,0,end,0,,:${target.segment}`),
    'empty-upload-00007': Buffer.alloc(0),
  };
  for (const [id, content] of Object.entries(files)) writeFileSync(uploadFilePath(dataDir, id), content);
  return Object.fromEntries(Object.keys(files).map((id) => [id, uploadFilePath(dataDir, id)]));
}
