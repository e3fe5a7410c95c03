/*
 * The typefaces a library's own pages may use (the spec's Finnish branding: a library name and a font family per
 * library). A closed list of keys, each a stack of fonts installed with the reader's system: the product loads no
 * font files and no stylesheet a library chose, so no branding can inject CSS. No zod here: the customer pages read
 * the stacks without loading it.
 */
export const libraryFontStacks = {
  helvetica: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  verdana: 'Verdana, Geneva, sans-serif',
  trebuchet: '"Trebuchet MS", Tahoma, sans-serif',
  georgia: 'Georgia, "Times New Roman", serif',
  palatino: '"Palatino Linotype", Palatino, "Book Antiqua", serif',
  gill_sans: '"Gill Sans", "Gill Sans MT", Calibri, sans-serif',
  optima: 'Optima, Candara, "Segoe UI", sans-serif',
  system_ui: 'system-ui, "Segoe UI", Roboto, sans-serif',
  tahoma: 'Tahoma, Verdana, sans-serif',
  cambria: 'Cambria, Georgia, serif',
  lucida: '"Lucida Grande", "Lucida Sans Unicode", sans-serif',
  charter: 'Charter, "Bitstream Charter", Georgia, serif',
  avenir: '"Avenir Next", Avenir, "Segoe UI", sans-serif',
  seravek: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, sans-serif',
  rockwell: 'Rockwell, "Roboto Slab", "DejaVu Serif", serif',
  futura: 'Futura, "Century Gothic", "Trebuchet MS", sans-serif',
  baskerville: 'Baskerville, "Baskerville Old Face", Garamond, serif',
  monospace: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
} as const;

export type FontFamilyKey = keyof typeof libraryFontStacks;

export const libraryFontFamilies = Object.keys(libraryFontStacks) as [FontFamilyKey, ...FontFamilyKey[]];
