/** The built-in directory's cards: upload a CSV with a dry run and a report per row. */
export function CardsSection(_props: { libraryId: number }) {
  return null;
}
