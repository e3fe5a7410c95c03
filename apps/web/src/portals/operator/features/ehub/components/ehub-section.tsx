/** The library's eHUB shared secret: generate or rotate it, shown once. */
export function EhubSection(_props: { libraryId: number }) {
  return null;
}
