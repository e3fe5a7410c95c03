/** How the library's patrons are checked (directory or SIP2), the card-number rule, the PIN keyboard and the self-test. */
export function PatronAuthSection(_props: { libraryId: number }) {
  return null;
}
