import {
  AUDIO_DESCRIPTION_CHARACTERISTICS,
  AUDIO_DESCRIPTION_NAMES,
  SDH_CHARACTERISTICS,
  SDH_NAMES,
  SUBTITLE_NAMES,
} from './hls-ingest';

/** What a rendition folder holds, as its master playlist lists it (kept beside it as rendition.json). */
export interface RenditionManifest {
  /** Prefix of every URI in the master playlist: the rendition's folder name and '/', or '' (renditions.ts). */
  uriPrefix: string;
  durationSeconds: number;
  /** The MPEG-TS timestamp of the segments' start, which every WebVTT file's X-TIMESTAMP-MAP names. */
  mpegts: number;
  variants: { height: number; width: number; codecs: string; videoKbps: number; audioKbps: number }[];
  /** The source's sound inside the variants, when it has any. */
  mainAudio: { language: string | undefined } | undefined;
  /** Further audio tracks (other languages, audio descriptions) as alternate renditions. */
  alternateAudio: { folder: string; language: string | undefined; description: boolean; kbps: number }[];
  subtitles: { language: string; sdh: boolean; file: string }[];
}

const quoted = (value: string) => value.replace(/"/g, "'");

function audioName(track: { language: string | undefined; description: boolean }, n: number): string {
  if (track.description) {
    return (
      AUDIO_DESCRIPTION_NAMES[track.language ?? ''] ?? `${track.language ?? `Audio ${n}`} (audio description)`
    );
  }
  return SUBTITLE_NAMES[track.language ?? ''] ?? track.language ?? `Audio ${n}`;
}

/**
 * The master playlist of a rendition, written by us rather than by ffmpeg (STACK-NOTES 10): each audio and
 * subtitle track named in its own language with LANGUAGE, accessibility tracks marked by CHARACTERISTICS, and
 * CODECS read from the encoded video.
 */
export function masterPlaylist(m: RenditionManifest): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const hasAlternates = m.alternateAudio.length > 0;
  if (hasAlternates) {
    // The source's first sound stays in the variants (a rendition without URI); the others are alternates.
    if (m.mainAudio) {
      const language = m.mainAudio.language ? `,LANGUAGE="${m.mainAudio.language}"` : '';
      const name = quoted(SUBTITLE_NAMES[m.mainAudio.language ?? ''] ?? 'Original');
      lines.push(
        `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="${name}"${language},DEFAULT=YES,AUTOSELECT=YES`,
      );
    }
    m.alternateAudio.forEach((track, i) => {
      const language = track.language ? `,LANGUAGE="${track.language}"` : '';
      const characteristics = track.description
        ? `,CHARACTERISTICS="${AUDIO_DESCRIPTION_CHARACTERISTICS}"`
        : '';
      lines.push(
        `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="${quoted(audioName(track, i + 2))}"${language},DEFAULT=NO,` +
          `AUTOSELECT=YES${characteristics},URI="${m.uriPrefix}${track.folder}/index.m3u8"`,
      );
    });
  }
  for (const track of m.subtitles) {
    const name = track.sdh
      ? (SDH_NAMES[track.language] ?? `${track.language} (SDH)`)
      : (SUBTITLE_NAMES[track.language] ?? track.language);
    const characteristics = track.sdh ? `,CHARACTERISTICS="${SDH_CHARACTERISTICS}"` : '';
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${quoted(name)}",LANGUAGE="${track.language}",DEFAULT=NO,` +
        `AUTOSELECT=YES,FORCED=NO${characteristics},URI="${m.uriPrefix}subs/${track.file}.m3u8"`,
    );
  }
  const extraAudioKbps = Math.max(0, ...m.alternateAudio.map((track) => track.kbps));
  for (const v of m.variants) {
    // With an alternate playing, its audio is fetched on top of the variant's own.
    const bandwidth = Math.round((v.videoKbps + v.audioKbps + extraAudioKbps) * 1000 * 1.1);
    const codecs = m.mainAudio || hasAlternates ? `${v.codecs},mp4a.40.2` : v.codecs;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},AVERAGE-BANDWIDTH=${(v.videoKbps + (m.mainAudio ? v.audioKbps : 0)) * 1000},` +
        `RESOLUTION=${v.width}x${v.height},CODECS="${codecs}"${hasAlternates ? ',AUDIO="aud"' : ''}` +
        `${m.subtitles.length ? ',SUBTITLES="subs"' : ''}`,
      `${m.uriPrefix}${v.height}p/index.m3u8`,
    );
  }
  return lines.join('\n') + '\n';
}

/** The one-file media playlist of a WebVTT track lasting the whole film. */
export function subtitlePlaylist(file: string, durationSeconds: number): string {
  return (
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(durationSeconds))}\n` +
    `#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:${durationSeconds.toFixed(3)},\n${file}.vtt\n#EXT-X-ENDLIST\n`
  );
}
