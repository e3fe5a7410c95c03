/** The library's librarians: invite, resend the invitation, deactivate. */
export function LibrariansSection(_props: { libraryId: number }) {
  return null;
}
