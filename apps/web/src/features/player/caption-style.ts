import {
  captionColorRgb,
  captionSizeScale,
  type CaptionColor,
  type CaptionFont,
  type PlayerSettings,
} from '@filmhyllan/contract/client';

/**
 * How the chosen caption settings are drawn. The cues stay the browser's own (the text track is 'showing'), so
 * they also show in iPhone Safari's full screen and keep the cue placement of cue-placement.ts; the player styles
 * them with a ::cue rule of its own. Every value comes from the contract's closed lists, so the rule can hold
 * nothing else.
 */

/** Font stacks; the two shipped faces fall back to the app's own while their files load. */
export const captionFontStacks: Record<CaptionFont, string> = {
  default: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
  monospace: "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace",
  hyperlegible: "'Atkinson Hyperlegible', system-ui, sans-serif",
  dyslexic: "'OpenDyslexic', system-ui, sans-serif",
};

/**
 * A phone held upright shows a small picture: there the browser's 5 % of its height would be unreadable, so the
 * standard size is this many pixels (the media query is the stylesheets' --below-sm).
 */
export const PORTRAIT_PHONE_CAPTION_PX = 15;
const PORTRAIT_PHONE_QUERY = '(max-width: 575.98px) and (orientation: portrait)';

export const captionRgb = (color: CaptionColor, opacity = 100): string => {
  const [r, g, b] = captionColorRgb[color];
  return opacity >= 100 ? `rgb(${r} ${g} ${b})` : `rgb(${r} ${g} ${b} / ${opacity / 100})`;
};

/** The look of a cue, for the preview in the settings panel (same values as the ::cue rule). */
export function captionLook(settings: PlayerSettings) {
  return {
    color: captionRgb(settings.caption_color),
    backgroundColor: captionRgb(settings.caption_background, settings.caption_background_opacity),
    fontFamily: captionFontStacks[settings.caption_font],
    scale: captionSizeScale[settings.caption_size],
  };
}

/**
 * The stylesheet for one player's cues.
 * @param scope the value of the video's data-captions attribute (letters, digits and hyphens).
 */
export function captionCss(scope: string, settings: PlayerSettings): string {
  const look = captionLook(settings);
  const selector = `video[data-captions='${scope.replace(/[^A-Za-z0-9-]/g, '')}']::cue`;
  return (
    `${selector}{color:${look.color};background-color:${look.backgroundColor};` +
    `font-family:${look.fontFamily};font-size:${look.scale * 100}%}` +
    `@media ${PORTRAIT_PHONE_QUERY}{${selector}{font-size:${PORTRAIT_PHONE_CAPTION_PX * look.scale}px}}`
  );
}

/**
 * Loads a shipped face's files (served from our own origin, in a chunk of their own) the first time it is
 * chosen; the other fonts are the system's.
 */
export function loadCaptionFont(font: CaptionFont): Promise<unknown> {
  switch (font) {
    case 'hyperlegible':
      return import('@fontsource/atkinson-hyperlegible/400.css');
    case 'dyslexic':
      return import('@fontsource/opendyslexic/400.css');
    default:
      return Promise.resolve();
  }
}
