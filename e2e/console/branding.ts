import { expect, type Page } from '@playwright/test';
import { text, type Lang } from '../ui-text';
import { openLibrary } from './libraries';

/*
 * The console's branding section (decision 043), for journeys that compose the console's steps. Expects an admin
 * operator to be logged in (logInOperator in ../operator-login.ts).
 */

/** A file for the logo field: a path, or a name, a type and its bytes. */
export type LogoFile = string | { name: string; mimeType: string; buffer: Buffer };

export interface BrandingFields {
  logoFile?: LogoFile;
  /** The name the library's own pages show. */
  displayName?: string;
  /** A key of the typeface list (libraryFontStacks in the contract), e.g. 'georgia'; '' is the product's. */
  fontFamily?: string;
}

/** The branding section of the library page the console shows. */
export const brandingSection = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: text(lang, 'operator_branding_title') });

/**
 * Sets a library's branding through its console page: uploads the logo (waiting for the console to say it is
 * saved and to show it), then saves the display name and the typeface when given. Answers the served logo's
 * address when a logo was uploaded.
 */
export async function setBranding(
  page: Page,
  lang: Lang,
  libraryId: number,
  fields: BrandingFields,
): Promise<string | undefined> {
  await openLibrary(page, lang, libraryId);
  const section = brandingSection(page, lang);
  let logoUrl: string | undefined;
  if (fields.logoFile !== undefined) {
    // Read without waiting: a library without a logo has no image (getAttribute would wait for one).
    const current = section.getByRole('img', { name: text(lang, 'operator_logo_current') });
    const before = (await current.count()) > 0 ? await current.getAttribute('src') : null;
    await section
      .getByLabel(text(lang, 'operator_logo_file'), { exact: true })
      .setInputFiles(fields.logoFile);
    await section.getByRole('button', { name: text(lang, 'operator_logo_upload') }).click();
    await expect(section.getByRole('status')).toHaveText(text(lang, 'operator_logo_uploaded'));
    const logo = section.getByRole('img', { name: text(lang, 'operator_logo_current') });
    if (before) await expect(logo).not.toHaveAttribute('src', before);
    await expect(logo).toHaveAttribute('src', /.+/);
    logoUrl = (await logo.getAttribute('src')) ?? undefined;
  }
  if (fields.displayName !== undefined || fields.fontFamily !== undefined) {
    if (fields.displayName !== undefined)
      await section.getByLabel(text(lang, 'operator_display_name'), { exact: true }).fill(fields.displayName);
    if (fields.fontFamily !== undefined)
      await section
        .getByLabel(text(lang, 'operator_font_family'), { exact: true })
        .selectOption(fields.fontFamily);
    await section.getByRole('button', { name: text(lang, 'operator_branding_save') }).click();
    await expect(section.getByRole('status')).toHaveText(text(lang, 'operator_branding_saved'));
  }
  return logoUrl;
}
