import { useMutation } from '@tanstack/react-query';
import { exportMarc } from '@filmhyllan/contract/client';
import { fetchFile, saveFile } from '@/lib/api-client';

/** The two MARC 21 serialisations export_marc writes. */
export type MarcFormat = 'marcxml' | 'iso2709';

export const marcFormats: readonly MarcFormat[] = ['marcxml', 'iso2709'];

/** The formats' own names, the same in every language. */
export const marcFormatNames: Record<MarcFormat, string> = { marcxml: 'MARCXML', iso2709: 'ISO 2709' };

const extensions: Record<MarcFormat, string> = { marcxml: 'xml', iso2709: 'mrc' };

/**
 * GET /librarian/librarian/export_marc: the records of the library's catalogue (or, with since, its changes) as a
 * file the browser saves,
 * under the name the server gives (filmhyllan-<library id>.xml or .mrc), or that name made here if it gives none.
 */
export async function downloadMarc({
  format,
  libraryId,
  since,
}: {
  format: MarcFormat;
  libraryId: number | undefined;
  /** YYYY-MM-DD: only the records new, changed or deleted from that day on (the delta). */
  since?: string | undefined;
}) {
  const { blob, filename } = await fetchFile(exportMarc, since ? { format, since } : { format });
  const name = `filmhyllan-${libraryId ?? 'marc'}${since ? `-since-${since}` : ''}`;
  saveFile(blob, filename ?? `${name}.${extensions[format]}`);
}

/** The MARC download as a mutation: pending while the file comes, and a 5xx opens the global popup. */
export const useExportMarc = () => useMutation({ mutationFn: downloadMarc });
