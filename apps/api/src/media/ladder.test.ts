import { describe, expect, it } from 'vitest';
import { avcCodecFromStream, chooseLadder } from './ladder';

const heights = (width: number, height: number) => chooseLadder(width, height).map((r) => r.height);

describe('the ladder chosen from the source', () => {
  it('takes every rung up to the source height and never upscales', () => {
    expect(heights(3840, 2160)).toEqual([360, 540, 720, 1080]);
    expect(heights(1920, 1080)).toEqual([360, 540, 720, 1080]);
    expect(heights(1920, 1079)).toEqual([360, 540, 720]);
    expect(heights(1280, 720)).toEqual([360, 540, 720]);
    expect(heights(960, 540)).toEqual([360, 540]);
    expect(heights(854, 480)).toEqual([360]);
    expect(heights(640, 360)).toEqual([360]);
  });

  it('gives a source below 360p one rung of its own height', () => {
    expect(chooseLadder(320, 240)).toEqual([
      { height: 240, width: 320, profile: 'baseline', level: '3.0', videoKbps: 800, audioKbps: 96 },
    ]);
    expect(chooseLadder(176, 145)[0]).toMatchObject({ height: 144, width: 174 });
  });

  it('uses Baseline at 360p, Main at 540p and 720p, High at 1080p', () => {
    expect(chooseLadder(1920, 1080).map((r) => `${r.height}:${r.profile}:${r.level}`)).toEqual([
      '360:baseline:3.0',
      '540:main:3.1',
      '720:main:3.1',
      '1080:high:4.0',
    ]);
  });

  it("keeps the source's shape with even widths", () => {
    expect(chooseLadder(1920, 1080).map((r) => r.width)).toEqual([640, 960, 1280, 1920]);
    expect(chooseLadder(1998, 1080).map((r) => r.width)).toEqual([666, 1000, 1332, 1998]); // 1.85:1
    expect(chooseLadder(1080, 1920).map((r) => r.width)).toEqual([202, 304, 406, 608]); // portrait
  });

  it('refuses a source without dimensions', () => {
    expect(() => chooseLadder(0, 0)).toThrow();
  });
});

describe('the codec string of H.264 video', () => {
  it('is read from the first sequence parameter set', () => {
    // MPEG-TS packet bytes, an access unit delimiter, then an SPS of High 4.0 (0x64 0x00 0x28).
    const bytes = Uint8Array.from([
      0x47, 0x40, 0, 0, 0, 0, 1, 0x09, 0xf0, 0, 0, 0, 1, 0x67, 0x64, 0x00, 0x28, 0xac,
    ]);
    expect(avcCodecFromStream(bytes)).toBe('avc1.640028');
    expect(avcCodecFromStream(Uint8Array.from([0, 0, 1, 0x27, 0x4d, 0x40, 0x1f, 0]))).toBe('avc1.4d401f');
  });

  it('is undefined without one', () => {
    expect(avcCodecFromStream(Uint8Array.from([0, 0, 1, 0x09, 0xf0, 0, 0, 0]))).toBeUndefined();
  });
});
