import { z } from 'zod';
import { Id } from './common';
import { defineEndpoint } from './endpoint';
import { libraryFontFamilies } from './library-fonts';
import { LibraryFontFamily } from './library';
import * as routes from './routes';

/*
 * A library's logo and branding in the operator console (issue 26; docs/decisions/043): admins upload or remove
 * the logo and set the name and typeface its customer pages show; get_library and get_all_libraries answer them.
 */

/** The largest logo file accepted (bytes, before decoding). */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** The longest side of a stored logo (pixels): larger images are scaled down, never up. */
export const LOGO_MAX_SIDE = 512;
/** A form body of the upload: the file in base64 (4/3 of its size), form-encoded, with the session fields. */
export const LOGO_FORM_BODY_LIMIT = 2 * LOGO_MAX_BYTES;

/** A library's branding as the console shows it. */
export const LibraryBranding = z.object({
  library_id: z.number().int(),
  /** The served logo (a PNG we encoded), or null. */
  logo_url: z.string().nullable(),
  /** The name the library's own pages show instead of its listed name, or null (the listed name). */
  display_name: z.string().nullable(),
  /** One of the closed list of typefaces, or null (the product's own). */
  font_family: LibraryFontFamily.nullable(),
});
export type LibraryBranding = z.infer<typeof LibraryBranding>;

const brandingAnswer = z.object({ success: z.literal(true), branding: LibraryBranding });

export const getBranding = defineEndpoint({
  ...routes.getBranding,
  roles: ['admin', 'editor', 'support'],
  tag: 'operator',
  summary: "A library's logo and branding",
  description: 'Designed by us (issue 26). Every operator role reads it, active library or not.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({ library_id: Id }),
  response: z.object({ branding: LibraryBranding }),
});

export const uploadLogo = defineEndpoint({
  ...routes.uploadLogo,
  roles: ['admin'],
  tag: 'operator',
  summary: "Upload a library's logo",
  description:
    'Designed by us (issue 26). `logo`: the file in base64 (a `data:` URL is accepted too), PNG, JPEG, WebP or ' +
    `SVG, at most ${LOGO_MAX_BYTES} bytes (LOGO_TOO_LARGE); the type is read from the bytes, never from a name ` +
    'or a declared type (anything else: LOGO_TYPE_NOT_ALLOWED). The image is decoded and drawn again as a PNG of ' +
    `at most ${LOGO_MAX_SIDE} pixels a side (an SVG is rasterised: no script, link or style of it survives); one ` +
    'that cannot be decoded is LOGO_UNREADABLE. The new logo_url serves that PNG to every process, cached for ' +
    'good (the address changes with the image). An audit entry (library.logo) records the old and new address.',
  errors: ['LIBRARY_NOT_FOUND', 'LOGO_TOO_LARGE', 'LOGO_TYPE_NOT_ALLOWED', 'LOGO_UNREADABLE'],
  request: z.object({
    library_id: Id,
    logo: z.string().min(1).max(LOGO_FORM_BODY_LIMIT),
  }),
  response: brandingAnswer,
});

export const removeLogo = defineEndpoint({
  ...routes.removeLogo,
  roles: ['admin'],
  tag: 'operator',
  summary: "Remove a library's logo",
  description:
    'Designed by us (issue 26). The library shows no logo; its address stops answering. Audited (library.logo).',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({ library_id: Id }),
  response: brandingAnswer,
});

/** Empty is none. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().default(null),
  );

export const saveBranding = defineEndpoint({
  ...routes.saveBranding,
  roles: ['admin'],
  tag: 'operator',
  summary: "Set a library's display name and typeface",
  description:
    "Designed by us (issue 26). `display_name`: the name the library's own pages show (empty: its listed " +
    'name); `font_family`: one of ' +
    libraryFontFamilies.join(', ') +
    " (empty: the product's typeface), a stack of fonts installed with the reader's system. Shown by " +
    'get_library and get_all_libraries on every process within seconds. An audit entry (library.branding) ' +
    'records the fields before and after.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({
    library_id: Id,
    display_name: blankAsNull(z.string().trim().max(200)),
    font_family: blankAsNull(LibraryFontFamily),
  }),
  response: brandingAnswer,
});
