import { useMutation } from '@tanstack/react-query';
import { exportCatalogue, importCatalogue, type CatalogueFileFormat } from '@filmhyllan/contract/client';
import { callEndpoint, fetchFile, saveFile, type EndpointInput } from '@/lib/api-client';

/**
 * POST /operator/title/import_catalogue: checks (dry_run 1) or imports a distributor's catalogue file. The
 * screen shows every refusal itself: no global popup.
 */
export function useImportCatalogue() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof importCatalogue>) => callEndpoint(importCatalogue, input),
    meta: { errorExempt: true },
  });
}

/** The catalogue file of every title with a distributor id (export_catalogue), handed to the browser. */
export async function downloadCatalogue(format: CatalogueFileFormat): Promise<void> {
  const { blob, filename } = await fetchFile(exportCatalogue, { format });
  saveFile(blob, filename ?? `catalogue.${format}`);
}
