import { useMutation } from '@tanstack/react-query';
import { exportMyData } from '@filmhyllan/contract/client';
import { fetchFile, saveFile } from '@/lib/api-client';

/** Everything stored about the user, as the server writes it: a JSON file handed to the browser as a download. */
export async function downloadMyData(): Promise<void> {
  const { blob, filename } = await fetchFile(exportMyData, {});
  saveFile(blob, filename ?? 'filmhyllan-my-data.json');
}

/** A failure is shown beside the button. */
export const useDownloadMyData = () =>
  useMutation({ mutationFn: downloadMyData, meta: { errorExempt: true } });
