/**
 * Finnish libraries show their own name and typeface in the customer portal (spec section 2, "Modals"):
 * 17 entries keyed by library id. The seed creates exactly these Finnish libraries with these ids, and the
 * web imports the same table, so the two cannot drift apart. Font families are system font stacks: the
 * product loads no external fonts.
 */
export interface LibraryBranding {
  name: string;
  fontFamily: string;
}

export const finnishLibraryBranding: Record<number, LibraryBranding> = {
  101: { name: 'Helsingin kaupunginkirjasto', fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  102: { name: 'Espoon kaupunginkirjasto', fontFamily: 'Verdana, Geneva, sans-serif' },
  103: { name: 'Vantaan kaupunginkirjasto', fontFamily: '"Trebuchet MS", Tahoma, sans-serif' },
  104: { name: 'Tampereen kaupunginkirjasto', fontFamily: 'Georgia, "Times New Roman", serif' },
  105: {
    name: 'Turun kaupunginkirjasto',
    fontFamily: '"Palatino Linotype", Palatino, "Book Antiqua", serif',
  },
  106: { name: 'Oulun kaupunginkirjasto', fontFamily: '"Gill Sans", "Gill Sans MT", Calibri, sans-serif' },
  107: { name: 'Jyväskylän kaupunginkirjasto', fontFamily: 'Optima, Candara, "Segoe UI", sans-serif' },
  108: { name: 'Lahden kaupunginkirjasto', fontFamily: 'system-ui, "Segoe UI", Roboto, sans-serif' },
  109: { name: 'Kuopion kaupunginkirjasto', fontFamily: 'Tahoma, Verdana, sans-serif' },
  110: { name: 'Porin kaupunginkirjasto', fontFamily: 'Cambria, Georgia, serif' },
  111: { name: 'Joensuun seudun kirjasto', fontFamily: '"Lucida Grande", "Lucida Sans Unicode", sans-serif' },
  112: {
    name: 'Lappeenrannan kaupunginkirjasto',
    fontFamily: 'Charter, "Bitstream Charter", Georgia, serif',
  },
  113: {
    name: 'Hämeenlinnan kaupunginkirjasto',
    fontFamily: '"Avenir Next", Avenir, "Segoe UI", sans-serif',
  },
  114: {
    name: 'Vaasan kaupunginkirjasto',
    fontFamily: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, sans-serif',
  },
  115: { name: 'Seinäjoen kaupunginkirjasto', fontFamily: 'Rockwell, "Roboto Slab", "DejaVu Serif", serif' },
  116: {
    name: 'Rovaniemen kaupunginkirjasto',
    fontFamily: 'Futura, "Century Gothic", "Trebuchet MS", sans-serif',
  },
  117: {
    name: 'Porvoon kaupunginkirjasto',
    fontFamily: 'Baskerville, "Baskerville Old Face", Garamond, serif',
  },
};

export const finnishLibraryIds: readonly number[] = Object.keys(finnishLibraryBranding).map(Number);
