/** One rung of a transcoding ladder: H.264 in a profile a device of that class plays, with AAC stereo. */
export interface Rung {
  height: number;
  /** Even width keeping the source's shape. */
  width: number;
  profile: 'baseline' | 'main' | 'high';
  /** x264's -level. */
  level: string;
  videoKbps: number;
  audioKbps: number;
}

/**
 * The ladder the transcoding chooses rungs from. 360p in Baseline for the oldest phones, 540p and 720p in Main,
 * 1080p in High; levels are the lowest that hold each size at up to 30 frames a second.
 */
export const RUNGS: readonly Omit<Rung, 'width'>[] = [
  { height: 360, profile: 'baseline', level: '3.0', videoKbps: 800, audioKbps: 96 },
  { height: 540, profile: 'main', level: '3.1', videoKbps: 1600, audioKbps: 128 },
  { height: 720, profile: 'main', level: '3.1', videoKbps: 2800, audioKbps: 128 },
  { height: 1080, profile: 'high', level: '4.0', videoKbps: 5000, audioKbps: 160 },
];

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
/** Even and not above n: an odd source height is not scaled up by one line. */
const evenBelow = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/**
 * The rungs for a source of `width` x `height`: every rung no taller than the source (never upscaled). A source
 * below the lowest rung gets one rung of its own height, with the lowest rung's settings.
 */
export function chooseLadder(width: number, height: number): Rung[] {
  if (!(width > 0 && height > 0)) throw new Error('a source needs a width and a height');
  const fits = RUNGS.filter((rung) => rung.height <= height);
  const rungs = fits.length ? fits : [{ ...RUNGS[0]!, height: evenBelow(height) }];
  return rungs.map((rung) => ({ ...rung, width: even((rung.height * width) / height) }));
}

/** AAC-LC, what ffmpeg's aac encoder writes. */
export const AAC_LC_CODEC = 'mp4a.40.2';

/**
 * The RFC 6381 codec string of H.264 video (avc1.PPCCLL: profile_idc, constraint flags, level_idc) read from the
 * first sequence parameter set in an Annex B stream (an MPEG-TS segment holds one before its first keyframe).
 * Read from what the encoder wrote rather than assumed, so CODECS in the master playlist is always right.
 */
export function avcCodecFromStream(bytes: Uint8Array): string | undefined {
  for (let i = 0; i + 6 < bytes.length; i++) {
    if (bytes[i] === 0 && bytes[i + 1] === 0 && bytes[i + 2] === 1 && (bytes[i + 3]! & 0x1f) === 7) {
      const hex = (b: number) => b.toString(16).padStart(2, '0');
      return `avc1.${hex(bytes[i + 4]!)}${hex(bytes[i + 5]!)}${hex(bytes[i + 6]!)}`;
    }
  }
  return undefined;
}
