import { describe, expect, it } from 'vitest';
import { parseSubtitles, SubtitleFileError, toWebVtt } from './subtitles';

const lineOf = (text: string) => {
  try {
    parseSubtitles(text);
  } catch (error) {
    if (error instanceof SubtitleFileError) return error.line;
    throw error;
  }
  return 'read';
};

describe('subtitle files', () => {
  it('reads SRT (CRLF, a byte-order mark, markup) into cues and writes WebVTT with X-TIMESTAMP-MAP', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nHej <i>på</i> dig\r\n\r\n2\r\n01:02:03,004 --> 01:02:04,000\r\n' +
      '{\\an8}Rad ett\r\nRad två\r\n';
    const cues = parseSubtitles(srt);
    expect(cues).toEqual([
      { startMs: 1000, endMs: 2500, text: 'Hej <i>på</i> dig' },
      { startMs: 3723004, endMs: 3724000, text: '{\\an8}Rad ett\nRad två' },
    ]);
    expect(toWebVtt(cues, 126000)).toBe(
      'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000\n\n' +
        '00:00:01.000 --> 00:00:02.500\nHej <i>på</i> dig\n\n01:02:03.004 --> 01:02:04.000\nRad ett\nRad två\n',
    );
  });

  it('reads WebVTT with a header, identifiers, settings and notes', () => {
    const vtt =
      'WEBVTT - film\nKind: captions\n\nNOTE a comment\nspanning lines\n\nintro\n00:01.000 --> 00:02.000 align:start\n' +
      '[Dörren knarrar]\n\n01:00:00.000 --> 01:00:01.500\nSlut\n';
    expect(parseSubtitles(vtt)).toEqual([
      { startMs: 1000, endMs: 2000, text: '[Dörren knarrar]' },
      { startMs: 3600000, endMs: 3601500, text: 'Slut' },
    ]);
  });

  it('names the line at fault', () => {
    expect(lineOf('1\n00:00:01,000 --> 00:00:02,000\nOk\n\n2\n00:00:03.000 -> 00:00:04,000\nTrasig\n')).toBe(
      6,
    );
    expect(lineOf('1\n00:00:01,000 --> 00:00:02,000\nOk\n\n2\n00:00:05,000 --> 00:00:04,000\nBakåt\n')).toBe(
      6,
    );
    expect(lineOf('1\n00:00:01,000 --> 00:00:02,000\n\n')).toBe(1);
    expect(lineOf('1\n00:00:01,000 --> 00:00:02,000\nEtt\n00:00:03,000 --> 00:00:04,000\nTvå\n')).toBe(4);
    expect(lineOf('WEBVTT\n\n00:01.000 --> 00:02.000\nOk\n\n00:03,000 --> 00:04,000\nSRT-tid\n')).toBe(6);
    expect(lineOf('Hello, this is a letter.\nNot subtitles.\n')).toBe(1);
    expect(lineOf('WEBVTT\n\n')).toBe(1);
    expect(lineOf('')).toBe(1);
  });
});
