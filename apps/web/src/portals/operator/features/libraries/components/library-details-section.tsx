/** The library's details (save_library) and its deactivation. */
export function LibraryDetailsSection(_props: { libraryId: number }) {
  return null;
}
