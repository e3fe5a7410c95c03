/** The library's logo and branding (display name and font family on its customer pages). */
export function BrandingSection(_props: { libraryId: number }) {
  return null;
}
