import { describe, expect, it } from 'vitest';
import { defaultPlayerSettings, type PlayerSettings } from '@filmhyllan/contract/client';
import { captionCss, captionLook, captionRgb } from './caption-style';

const chosen: PlayerSettings = {
  ...defaultPlayerSettings,
  caption_size: 'larger',
  caption_color: 'yellow',
  caption_background: 'blue',
  caption_background_opacity: 50,
  caption_font: 'dyslexic',
};

describe('caption style', () => {
  it('draws the defaults as the player did: white on 75 % black, the app font, the browser size', () => {
    expect(captionLook(defaultPlayerSettings)).toEqual({
      color: 'rgb(255 255 255)',
      backgroundColor: 'rgb(0 0 0 / 0.75)',
      fontFamily: expect.stringMatching(/^system-ui/),
      scale: 1,
    });
  });

  it("writes one ::cue rule for the player's video with the chosen colours, font and size", () => {
    const css = captionCss('r1', chosen);
    expect(css).toContain("video[data-captions='r1']::cue{");
    expect(css).toContain('color:rgb(255 255 0);');
    expect(css).toContain('background-color:rgb(0 0 255 / 0.5);');
    expect(css).toContain("font-family:'OpenDyslexic', system-ui, sans-serif;");
    expect(css).toContain('font-size:150%');
    // On a phone held upright the standard size is 15 px, scaled the same.
    expect(css).toMatch(
      /@media \(max-width: 575\.98px\) and \(orientation: portrait\)\{[^}]*font-size:22\.5px\}/,
    );
  });

  it('scales every size step and keeps the selector to the scope it is given', () => {
    const sizes = (['small', 'standard', 'large', 'larger', 'largest'] as const).map(
      (caption_size) => /font-size:(\d+)%/.exec(captionCss('x', { ...chosen, caption_size }))![1],
    );
    expect(sizes).toEqual(['75', '100', '125', '150', '200']);
    expect(captionCss("a'];b{", chosen)).toContain("video[data-captions='ab']::cue");
  });

  it('writes an opaque background without an alpha and a transparent one as 0', () => {
    expect(captionRgb('black', 100)).toBe('rgb(0 0 0)');
    expect(captionRgb('white', 0)).toBe('rgb(255 255 255 / 0)');
  });
});
